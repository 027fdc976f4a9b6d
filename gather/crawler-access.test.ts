import { describe, expect, it } from "vitest";
import { similarity, Yardstick } from "./crawler-access.ts";

/** Pages' texts: sentences that differ from one another, as a real page's do. */
const ANVILS = Array.from({ length: 40 }, (_, i) => `our forge hammers anvil ${i * 37} from batch ${1952 + i}, tempered by smith ${String.fromCharCode(97 + (i % 26))}.`).join(" ");
const FLIGHTS = Array.from({ length: 40 }, (_, i) => `fares to city ${i * 13} drop ${i % 9} percent when booked ${i + 3} weeks ahead on tuesdays.`).join(" ");

describe("how alike a crawler's text is to ours", () => {
  it("is 1 for the same text and near 1 when a little differs (a date, a nonce)", () => {
    expect(similarity(ANVILS, ANVILS)).toBe(1);
    expect(similarity(ANVILS, `${ANVILS.slice(0, 500)}updated 24 november 2026 ${ANVILS.slice(500)}`)).toBeGreaterThan(0.9);
  });

  it("is near 0 for other content (cloaking)", () => {
    expect(similarity(ANVILS, FLIGHTS)).toBeLessThan(0.1);
  });

  it("compares the texts' common start: a crawler that read only the first part of the page is alike", () => {
    const yardstick = new Yardstick(ANVILS);
    expect(yardstick.similarity(ANVILS.slice(0, 700))).toBe(1);
    expect(yardstick.similarity(FLIGHTS.slice(0, 700))).toBeLessThan(0.1);
  });

  it("takes an empty text for unlike any other, and two empty texts for alike", () => {
    expect(similarity(ANVILS, "")).toBe(0);
    expect(similarity("", ANVILS)).toBe(0);
    expect(similarity("", "")).toBe(1);
    expect(similarity("short", "short")).toBe(1);
    expect(similarity("short", "other")).toBe(0);
  });
});
