// Word and sentence counting that works for spaced scripts and for Chinese and Japanese, which have no
// spaces between words: there a word is approximated by characters (about 2 characters per English word,
// AEO-CHECKS.md "Languages").

const CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f]/gu;
const HANGUL = /[\uac00-\ud7af]/u;
const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’\-]*/gu;
const SENTENCE_END = /[.!?。！？]+["'”’)\]]*(?:\s+|$)|[。！？]+/gu;

/** Characters of CJK scripts counted per equivalent word. */
export const CJK_CHARS_PER_WORD = 2;
/** A Korean word (eojeol) carries its particles: the same text has about 0.65 times as many words as in
 * English, so each counts one and a half (measured on the translated fixture article). */
export const HANGUL_WORD_WEIGHT = 1.5;
const HANGUL_WORD = /[\uac00-\ud7af][\uac00-\ud7af\p{N}]*/gu;

export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/**
 * Word count in English-equivalent words: CJK characters count 1/CJK_CHARS_PER_WORD each, Korean words
 * HANGUL_WORD_WEIGHT each, the rest by whitespace-separated tokens.
 */
export function countWords(text: string): number {
  const cjk = text.match(CJK)?.length ?? 0;
  const rest = text.replace(CJK, " ").match(WORD)?.length ?? 0;
  const hangul = text.match(HANGUL_WORD)?.length ?? 0;
  return Math.round(rest + hangul * (HANGUL_WORD_WEIGHT - 1) + cjk / CJK_CHARS_PER_WORD);
}

/** The word tokens of spaced text, lower-cased (CJK runs dropped). */
export function tokens(text: string): string[] {
  return (text.replace(CJK, " ").toLowerCase().match(WORD) ?? []).map((word) => word.replace(/[’']/g, "'"));
}

/** Splits prose into sentences on terminal punctuation, including the CJK full stops. */
export function sentences(text: string): string[] {
  const clean = collapseWhitespace(text);
  if (!clean) return [];
  return clean
    .split(SENTENCE_END)
    .map((part) => part.trim())
    .filter((part) => countWords(part) > 0);
}

export function hasHangul(text: string): boolean {
  return HANGUL.test(text);
}

/** The first `maxWords` words of a text, for evidence strings. */
export function excerpt(text: string, maxChars = 120): string {
  const clean = collapseWhitespace(text);
  if (clean.length <= maxChars) return clean;
  const cut = clean.slice(0, maxChars);
  const lastSpace = cut.lastIndexOf(" ");
  return `${lastSpace > maxChars * 0.6 ? cut.slice(0, lastSpace) : cut}…`;
}
