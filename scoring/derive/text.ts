// Word and sentence counting that works for spaced scripts and for Chinese and Japanese, which have no
// spaces between words: there a word is approximated by characters (about 2 characters per English word,
// AEO-CHECKS.md "Languages").

const CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f]/gu;
const HANGUL = /[\uac00-\ud7af]/u;
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

/** Classifies a BMP character met for the first time and remembers it. */
function learnClass(code: number): number {
  return (charClass[code] = code >= 0xd800 && code <= 0xdbff ? HIGH_SURROGATE : classify(String.fromCharCode(code)));
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
  // The length read once and the table read here rather than through a helper: the text comes in many string
  // representations (each read of its length is a lookup), and where V8 inlines this loop into a caller it
  // may leave a helper as a call per character.
  const length = text.length;
  for (let i = 0; i < length; i++) {
    const code = text.charCodeAt(i);
    let kind = charClass[code]!;
    if (kind === UNKNOWN) kind = learnClass(code);
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

/** Text lower-cased with its CJK characters blanked: the form spaced words are read from (CJK runs hold none). */
export function wordForm(text: string): string {
  return text.replace(CJK, " ").toLowerCase();
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
  // Cut on a word, not on the comma after it: "Pebble Time 2…", never "Pebble Time 2,…".
  return `${(lastSpace > maxChars * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.]+$/u, "")}…`;
}
