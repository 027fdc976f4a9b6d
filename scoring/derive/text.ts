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
/** Whitespace other than a single space: most text has none, so replacing only these is fast. */
const MESSY_WHITESPACE = /\s{2,}|[^\S ]/g;

export function collapseWhitespace(text: string): string {
  return text.replace(MESSY_WHITESPACE, " ").trim();
}

/** Character classes for countWords: a word starts with a letter or digit and runs on through joiners. */
const UNKNOWN = 0;
const LETTER = 1;
const NUMBER = 2;
/** A Hangul syllable: a letter that also starts (or continues) a Korean word. */
const HANGUL_SYLLABLE = 3;
const JOINER = 4;
const CJK_CHAR_CLASS = 5;
const OTHER = 6;
/** The first half of a character outside the BMP: classified with the second half. */
const HIGH_SURROGATE = 7;
const LETTER_CHAR = /^\p{L}$/u;
const NUMBER_CHAR = /^\p{N}$/u;
const CJK_CHAR = /^[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f]$/u;
/** Class of each BMP character, filled on first sight. */
const charClass = new Uint8Array(0x10000);

function classify(char: string): number {
  if (CJK_CHAR.test(char)) return CJK_CHAR_CLASS;
  if (char >= "\uac00" && char <= "\ud7af") return HANGUL_SYLLABLE;
  if (LETTER_CHAR.test(char)) return LETTER;
  if (NUMBER_CHAR.test(char)) return NUMBER;
  return char === "'" || char === "’" || char === "-" ? JOINER : OTHER;
}

function classAt(text: string, i: number): number {
  const code = text.charCodeAt(i);
  if (code >= 0xd800 && code <= 0xdbff) return HIGH_SURROGATE;
  const known = charClass[code]!;
  return known === UNKNOWN ? (charClass[code] = classify(text.charAt(i))) : known;
}

/**
 * Word count in English-equivalent words: a word is a letter or digit followed by letters, digits and
 * joiners (' ’ -); CJK characters count 1/CJK_CHARS_PER_WORD each; Korean words HANGUL_WORD_WEIGHT each.
 * One pass with a per-character class table, no intermediate strings: the page's text is counted often.
 */
export function countWords(text: string): number {
  let words = 0;
  let hangulWords = 0;
  let cjk = 0;
  let inWord = false;
  let inHangulWord = false;
  for (let i = 0; i < text.length; i++) {
    let kind = classAt(text, i);
    if (kind === HIGH_SURROGATE) {
      const point = String.fromCodePoint(text.codePointAt(i)!);
      if (point.length === 2) i++;
      kind = classify(point);
    }
    if (kind === LETTER || kind === NUMBER || kind === HANGUL_SYLLABLE) {
      if (!inWord) words++;
      inWord = true;
      if (kind === HANGUL_SYLLABLE && !inHangulWord) hangulWords++;
      if (kind !== NUMBER) inHangulWord = kind === HANGUL_SYLLABLE;
    } else if (kind === JOINER) {
      inHangulWord = false;
    } else {
      inWord = false;
      inHangulWord = false;
      if (kind === CJK_CHAR_CLASS) cjk++;
    }
  }
  return Math.round(words + hangulWords * (HANGUL_WORD_WEIGHT - 1) + cjk / CJK_CHARS_PER_WORD);
}

/** The word tokens of spaced text, lower-cased (CJK runs dropped). */
export function tokens(text: string): string[] {
  // Most words have no typographic apostrophe: test before replacing, a new string per word otherwise.
  return (text.replace(CJK, " ").toLowerCase().match(WORD) ?? []).map((word) => (word.includes("’") ? word.replace(/’/g, "'") : word));
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
