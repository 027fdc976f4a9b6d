import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { entitySample, innerCapital, scanText } from "./entities.ts";

/** The tokenizer's definition, as the pattern it replaces: capitalized words, lower-case words, numbers or other letters, breaks. */
const TOKEN = /(\p{Lu}[\p{L}\p{M}\p{N}'’-]*)|(\p{Ll}[\p{L}\p{M}\p{N}'’-]*)|(\p{N}+|\p{Lo}+)|([.!?…。！？｡．:;|•·()[\]"“”«»„\n]+)/gu;
const INNER_CAPITAL = /^\p{Ll}+\p{Lu}|^\p{Lu}+\p{Ll}+\p{Lu}/u;

const tricky = fc.string({
  unit: fc.oneof(
    fc.constantFrom("A", "b", "É", "ǅ", "ʰ", "日", "カ", "한", "\u0301", "5", "٣", "Ⅻ", "'", "’", "-", ".", "!", "\n", " ", ",", "“", "«", "…", "｡", "．"),
    fc.constantFrom("𝐀", "𝐚", "😀", "\ud800", "\udc00", "ﾀ", "ᵉ", "İ", "ß"),
    fc.string({ unit: "binary", maxLength: 1 }),
  ),
  maxLength: 40,
});

describe("scanText", () => {
  it("finds the pattern's tokens and counts letters by code point", () => {
    fc.assert(
      fc.property(tricky, (text) => {
        const { tokens, letters, cased } = scanText(text);
        const expected = [...text.matchAll(TOKEN)].map((match) => ({ kind: match[1] ? 0 : match[2] ? 1 : match[3] ? 2 : 3, text: match[0] }));
        expect(tokens.map(({ kind, text: word }) => ({ kind, text: word }))).toEqual(expected);
        for (const token of tokens) expect(token.innerUpper).toBe([...token.text].slice(1).some((char) => /\p{Lu}/u.test(char)));
        const points = [...text];
        expect(letters).toBe(points.filter((char) => /\p{L}/u.test(char)).length);
        expect(cased).toBe(points.filter((char) => /[\p{Lu}\p{Ll}]/u.test(char)).length);
      }),
      { numRuns: 3000 },
    );
  });
});

describe("innerCapital", () => {
  it("reads the brand-capital pattern", () => {
    expect(["iPhone", "eBay", "YouTube", "OpenAI"].map(innerCapital)).toEqual([true, true, true, true]);
    expect(["phone", "Phone", "NASA", "A"].map(innerCapital)).toEqual([false, false, false, false]);
    fc.assert(fc.property(tricky, (word) => innerCapital(word) === INNER_CAPITAL.test(word)), { numRuns: 3000 });
  });
});

describe("entitySample", () => {
  it("is the head of the texts joined by newlines", () => {
    const block = fc.string({ maxLength: 7_000 }).map((text) => ({ text }));
    fc.assert(
      fc.property(fc.array(block, { maxLength: 6 }), (blocks) => entitySample(blocks) === blocks.map(({ text }) => text).join("\n").slice(0, 12_000)),
      { numRuns: 300 },
    );
    for (const length of [11_998, 11_999, 12_000, 12_001]) {
      const blocks = [{ text: "a".repeat(length) }, { text: "b" }];
      expect(entitySample(blocks)).toBe(blocks.map(({ text }) => text).join("\n").slice(0, 12_000));
    }
  });
});
