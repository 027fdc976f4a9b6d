import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { en } from "../lexicons/en.ts";
import { LEXICONS } from "../lexicons/index.ts";
import { collectInSpans, monthPatterns, monthSpans, type Found } from "./visible-dates.ts";

/** The whole-text search the spans replace: up to 100 matches of a global pattern, left to right. */
function wholeText(pattern: RegExp, text: string): Found[] {
  const out: Found[] = [];
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text), count = 0; match !== null && count < 100; match = pattern.exec(text), count++) {
    out.push({ index: match.index, end: match.index + match[0].length, text: match[0], year: 0, month: 0, day: null });
  }
  return out;
}

const noise = fc.constantFrom(
  "March", "mar", "MAY", "Sept", "sept.", "märz", "de", "février", "1月", "10월", "十一月", "2024", "1999", "19", "5", "31", "º", "er", "ᵉʳ", "st",
  ",", ".", " ", "  ", "\n", "\u00a0", "\u3000", "\t", "a", "x", "é", "ſ", "K", "𝐀", "😀", "\ud800", "\udc00", "-", "/", "年",
);
const space = fc.constantFrom("", " ", "  ", "   ", "    ", "\n", "\u00a0 ");
/** A date in any of the three shapes, at full length or nearly, in random case. */
function dateLike(names: readonly string[]) {
  const name = fc.tuple(fc.constantFrom(...names), fc.boolean()).map(([word, upper]) => (upper ? word.toUpperCase() : word));
  return fc
    .tuple(
      fc.constantFrom("", "5", "31", "123"), fc.constantFrom("", ".", "º", "er", "ᵉʳ", "st", "th"), space, fc.constantFrom("", "de ", "DE  "),
      name, fc.constantFrom("", "."), fc.constantFrom("", ","), space, fc.constantFrom("", "7", "21", "de ", "de\n"), fc.constantFrom("st", "", ","), space,
      fc.constantFrom("2024", "1999", "2100", "20245", "202", "1850"),
    )
    .map((parts) => parts.join(""));
}
const texts = (names: readonly string[]) => fc.array(fc.oneof(noise, dateLike(names)), { maxLength: 40 }).map((parts) => parts.join(""));

describe("month-name dates searched in spans", () => {
  for (const lexicon of LEXICONS) {
    const patterns = monthPatterns(lexicon);
    if (!patterns) continue;
    it(`finds what the whole-text search finds (${lexicon.code})`, () => {
      fc.assert(
        fc.property(texts([...patterns.names.keys()]), (sample) => {
          const spans = monthSpans(sample, patterns.reach);
          for (const pattern of [patterns.dayFirst, patterns.monthFirst, patterns.monthYear]) {
            const found: Found[] = [];
            collectInSpans(pattern, spans, () => ({ year: 0, month: 0, day: null }), found);
            expect(found).toEqual(wholeText(pattern, sample));
          }
        }),
        { numRuns: 1500 },
      );
    });
  }

  it("stops at 100 matches, as the whole-text search does", () => {
    const patterns = monthPatterns(en)!;
    const sample = "March 5, 2024; ".repeat(150);
    const found: Found[] = [];
    collectInSpans(patterns.monthFirst, monthSpans(sample, patterns.reach), () => ({ year: 0, month: 0, day: null }), found);
    expect(found).toEqual(wholeText(patterns.monthFirst, sample));
    expect(found).toHaveLength(100);
  });
});
