import { describe, expect, it } from "vitest";
import { LEXICONS } from "../lexicons/index.ts";
import { patternsOf } from "../lexicons/patterns.ts";
import { findPrices, numbersIn, parseLocalNumber, readStatistics } from "./statistics.ts";

const words = patternsOf(LEXICONS);

describe("parseLocalNumber", () => {
  it.each([
    ["1,234.5", [1234.5]],
    ["1.234,5", [1234.5]],
    ["1 234,5", [1234.5]],
    ["1\u202f234,5", [1234.5]],
    ["1'234.50", [1234.5]],
    ["3,5", [3.5]],
    ["1,234", [1234, 1.234]],
    ["1.234.567", [1234567]],
    ["１２３", [123]],
  ])("%s → %j", (written, values) => {
    expect(parseLocalNumber(written)).toEqual(values);
  });
});

describe("readStatistics", () => {
  it("classifies figures", () => {
    const { count, examples } = readStatistics("In 2023, 42% of 1,200 users paid €9.99 for 3.2 million songs; 百分之三十 grew.", words);
    expect(count).toBe(6);
    expect(examples.map((example) => `${example.kind}:${example.text}`)).toEqual([
      "year:2023", "percent:42%", "quantity:1,200", "money:€9.99", "magnitude:3.2 million", "percent:百分之三十",
    ]);
  });

  it("is linear on long digit runs", () => {
    expect(readStatistics("1,".repeat(30_000), words).count).toBeGreaterThan(0);
  });
});

describe("prices", () => {
  it("finds prices with their currencies", () => {
    expect(findPrices("Starter 19 € / mo, Pro US$49, Team ¥5,000")).toEqual([
      { amount: "19", currency: "EUR" }, { amount: "49", currency: "USD" }, { amount: "5000", currency: "JPY" },
    ]);
  });

  it("collects every reading of the numbers in a text", () => {
    expect([...numbersIn("1.299,00 € or 12.5 kg")]).toEqual([1299, 12.5]);
  });
});
