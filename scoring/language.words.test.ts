import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { detectionWords } from "./language.ts";
import { CONFUSER_STOPWORDS } from "./lexicons/confusers.ts";
import { LEXICONS } from "./lexicons/index.ts";

/** The stop words detection weighs: every list but those of the languages their script settles. */
const STOPWORDS = new Set([
  ...LEXICONS.filter((lexicon) => lexicon.script === "latin").flatMap((lexicon) => lexicon.stopwords),
  ...Object.values(CONFUSER_STOPWORDS).flat(),
]);
const ELISIONS = new Set([...STOPWORDS].filter((word) => word.endsWith("'")));

/** Detection's words written the plain way: regular-expression tokens, split at hyphens, elisions split off. */
function referenceWords(sample: string): string[] {
  const text = sample.replace(/ş/g, "ș").replace(/ţ/g, "ț").replace(/Ş/g, "Ș").replace(/Ţ/g, "Ț");
  const tokens = (text.replace(/[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f\p{Script=Han}]/gu, " ").toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'’\-]*/gu) ?? [])
    .map((token) => token.replace(/’/g, "'"));
  return tokens.flatMap((token) =>
    token.split("-").flatMap((part) => {
      if (!part) return [];
      const apostrophe = part.indexOf("'");
      const head = apostrophe > 0 && apostrophe < part.length - 1 ? part.slice(0, apostrophe + 1) : "";
      return head && ELISIONS.has(head) ? [head, part.slice(apostrophe + 1)] : [part];
    }),
  );
}

/** Stop words, their pieces and the characters around word edges: apostrophes, hyphens, cedillas, CJK, astral letters. */
const sample = fc
  .array(
    fc.oneof(
      fc.constantFrom(...[...STOPWORDS].slice(0, 400), "l'", "L’", "dell'", "d'", "qu'", "ŞI", "şi", "ţara", "ȚARA", "ΟΔΟΣ", "İstanbul"),
      fc.constantFrom(" ", "  ", "-", "--", "'", "’", ".", ",", "\n", "日本", "カ", "한국", "𝒜", "😀", "\ud800", "\udc00", "٣", "9", "ß", "é"),
      fc.string({ unit: "binary", maxLength: 2 }),
    ),
    { maxLength: 40 },
  )
  .map((pieces) => pieces.join(""));

describe("detectionWords", () => {
  it("finds the words and stop words the regular-expression definition does", () => {
    fc.assert(
      fc.property(sample, (text) => {
        const words = referenceWords(text);
        expect(detectionWords(text)).toEqual({ count: words.length, stopwords: words.filter((word) => STOPWORDS.has(word)) });
      }),
      { numRuns: 3000 },
    );
  });
});
