import { describe, expect, it } from "vitest";
import { en } from "../../lexicons/en.ts";
import type { Lexicon } from "../../lexicons/types.ts";
import { checkResult, page } from "../../test-helpers.ts";
import check from "./sentence-length.ts";

const SHORT = "Smiths heat the iron bar until it glows bright orange.";
const LONG =
  "Smiths who work at a traditional forge heat the iron bar in the coals until it glows a bright orange, and then they carry it quickly to the anvil where they strike it with a heavy hammer.";

describe("sentence-length", () => {
  it("passes when few sentences run past the language's threshold", () => {
    const result = checkResult(check, `<main><p>${Array(9).fill(SHORT).join(" ")} ${LONG}</p></main>`);
    expect(result).toMatchObject({
      status: "pass",
      reason: "short-sentences",
      params: { long: "1", count: "10", percent: "10", limit: 25, language: "English", average: "13" },
    });
    expect(result.evidence).toBe("1 of 10 sentences (10%) run past 25 words, the English threshold; average 13 words.");
  });

  it("fails when half the sentences run long, quoting the longest", () => {
    const result = checkResult(check, `<main><p>${Array(3).fill(`${SHORT} ${LONG}`).join(" ")}</p></main>`);
    expect(result).toMatchObject({ status: "fail", score: 0, reason: "long-sentences", params: { long: "3", count: "6", percent: "50", longestWords: "37" } });
    expect(result.params.longest).toMatch(/^Smiths who work at a traditional forge/);
    expect(result.params.start).toMatch(/^Smiths who work at a traditional forge.*…$/);
  });

  it("warns in between, in proportion", () => {
    const result = checkResult(check, `<main><p>${Array(7).fill(SHORT).join(" ")} ${Array(3).fill(LONG).join(" ")}</p></main>`);
    expect(result.score).toBeCloseTo(1 - (0.3 - 0.2) / 0.3);
    expect(result).toMatchObject({ status: "warn", reason: "long-sentences" });
  });

  it("holds each language to its own threshold", () => {
    const html = `<main><p>${Array(3).fill(`${SHORT} ${LONG}`).join(" ")}</p></main>`;
    const loose: Lexicon = { ...en, code: "de", name: "German", longSentenceWords: 40 };
    const ctx = page(html, { language: { code: "de", supported: true, lexicon: loose, declared: "de", reason: "test" } });
    expect(checkResult(check, ctx)).toMatchObject({ status: "pass", reason: "short-sentences", params: { long: "0", limit: 40, language: "German" } });
  });

  it("skips pages with fewer than five sentences", () => {
    expect(checkResult(check, `<main><p>${SHORT} ${LONG}</p></main>`)).toMatchObject({ status: "skipped", reason: "few-sentences", params: { count: "2" } });
  });
});
