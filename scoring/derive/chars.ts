// What each character is, worked out once: its general category, whether it joins or breaks words and
// sentences, whether its script is written without spaces, and its script. Every reader of text by
// character (word counts, sentences, the language detector, the name tokenizer) reads this one table.

/** Set once a BMP code unit has been classified (so a class of no flags still reads as known). */
const KNOWN = 1;
/** General categories (Unicode UAX #44), one per character: Lu, Ll, Lo, the other letters (Lt, Lm), M, N. */
export const UPPER = 1 << 1;
export const LOWER = 1 << 2;
export const OTHER_LETTER = 1 << 3;
export const MODIFIER_LETTER = 1 << 4;
export const MARK = 1 << 5;
export const NUMBER = 1 << 6;
/** ' ’ -: inside a word they join its parts (don't, l’eau, air-source). */
export const JOINER = 1 << 7;
/** Marks that end a run of name words: the sentence ends, and : ; | • · ( ) [ ] " “ ” « » „ and the line break. */
export const BOUNDARY = 1 << 8;
/** Marks that can end a sentence (text.ts decides when they do). */
export const SENTENCE_END = 1 << 9;
/** Han and kana (with the prolonged-sound mark and the katakana middle dot): Chinese and Japanese text. */
export const CJK = 1 << 10;
/** Scripts written without spaces between words, whose words only a dictionary finds: CJK, Thai, Lao, Khmer, Myanmar. */
export const UNSPACED = 1 << 11;
/** Hiragana and katakana letters: text with them is Japanese. */
export const KANA = 1 << 12;
/** A precomposed Hangul syllable: one starts (or continues) a Korean word. */
export const HANGUL = 1 << 13;
/** The first half of a character outside the BMP: read the pair with pointFlags. */
export const HIGH_SURROGATE = 1 << 14;
export const LETTER = UPPER | LOWER | OTHER_LETTER | MODIFIER_LETTER;
/** The category flags: exactly one is set for a letter, mark, number, joiner or boundary mark, none otherwise. */
export const CATEGORY = LETTER | MARK | NUMBER | JOINER | BOUNDARY;

/** The sentence-ending marks: Latin full stop, question and exclamation marks and ellipsis; the CJK full-width forms. */
export const SENTENCE_END_CHARS = ".!?…。！？｡．";
const BOUNDARY_CHARS = new Set([...SENTENCE_END_CHARS, ...":;|•·()[]\"“”«»„\n"]);
const JOINER_CHARS = new Set(["'", "’", "-"]);

/**
 * The scripts the language detector weighs, in the order of their index in a class (0: none of them).
 * Their letters per word live with the detector (language.ts).
 */
export const SCRIPTS = ["Latin", "Han", "kana", "Hangul", "Cyrillic", "Arabic", "Hebrew", "Greek", "Devanagari", "Thai", "Armenian", "Georgian"] as const;
export type ScriptName = (typeof SCRIPTS)[number];
const SCRIPT_PATTERNS: Readonly<Record<ScriptName, RegExp>> = {
  Latin: /\p{Script=Latin}/u,
  Han: /\p{Script=Han}/u,
  kana: /[\p{Script=Hiragana}\p{Script=Katakana}]/u,
  Hangul: /\p{Script=Hangul}/u,
  Cyrillic: /\p{Script=Cyrillic}/u,
  Arabic: /\p{Script=Arabic}/u,
  Hebrew: /\p{Script=Hebrew}/u,
  Greek: /\p{Script=Greek}/u,
  Devanagari: /\p{Script=Devanagari}/u,
  Thai: /\p{Script=Thai}/u,
  Armenian: /\p{Script=Armenian}/u,
  Georgian: /\p{Script=Georgian}/u,
};
const SCRIPT_SHIFT = 16;

/**
 * CJK text: the kana blocks (with ー and ・, which Unicode files under no script), the Han blocks and the
 * half-width katakana, plus every other Han character (々, 〇, the supplementary planes).
 */
export const CJK_PATTERN = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f]|\p{Script=Han}/u;
/** A Han, kana or Hangul character: text of Chinese, Japanese or Korean, whose measures (of names, lines, words) are shorter. */
export const HAN_KANA_HANGUL = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
/** Thai, Lao, Khmer and Myanmar: the other scripts ICU segments with a dictionary. */
const DICTIONARY_SCRIPT = /[\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;

function category(char: string): number {
  if (/^\p{Lu}$/u.test(char)) return UPPER;
  if (/^\p{Ll}$/u.test(char)) return LOWER;
  if (/^\p{Lo}$/u.test(char)) return OTHER_LETTER;
  if (/^\p{L}$/u.test(char)) return MODIFIER_LETTER;
  if (/^\p{M}$/u.test(char)) return MARK;
  if (/^\p{N}$/u.test(char)) return NUMBER;
  if (JOINER_CHARS.has(char)) return JOINER;
  return BOUNDARY_CHARS.has(char) ? BOUNDARY : 0;
}

/** The class of one character (a code point, as a string). */
function classify(char: string): number {
  let flags = KNOWN | category(char);
  if (SENTENCE_END_CHARS.includes(char)) flags |= SENTENCE_END;
  if (CJK_PATTERN.test(char)) flags |= CJK | UNSPACED;
  else if (DICTIONARY_SCRIPT.test(char)) flags |= UNSPACED;
  if (SCRIPT_PATTERNS.kana.test(char)) flags |= KANA;
  if (char >= "\uac00" && char <= "\ud7af") flags |= HANGUL;
  const script = SCRIPTS.findIndex((name) => SCRIPT_PATTERNS[name].test(char));
  return flags | ((script + 1) << SCRIPT_SHIFT);
}

/** Class of each BMP code unit, filled on first sight: texts use few distinct characters, read many times. */
const table = new Uint32Array(0x10000);

/** Classifies a BMP code unit met for the first time and remembers it. */
function learn(code: number): number {
  return (table[code] = code >= 0xd800 && code <= 0xdbff ? KNOWN | HIGH_SURROGATE : classify(String.fromCharCode(code)));
}

/** The class of a UTF-16 code unit; a high surrogate reads HIGH_SURROGATE (its character's class is pointFlags'). */
export function unitFlags(code: number): number {
  return table[code] || learn(code);
}

/** The class of any code point (those outside the BMP are classified each time: they are rare). */
export function pointFlags(point: number): number {
  return point <= 0xffff ? unitFlags(point) & ~HIGH_SURROGATE : classify(String.fromCodePoint(point));
}

/**
 * The class of the character at `at`, as u-flag patterns read text: a surrogate pair is one character, a
 * lone surrogate is in no category. Its width is 2 when `at` holds a pair (see pairAt).
 */
export function flagsAt(text: string, at: number): number {
  const flags = unitFlags(text.charCodeAt(at));
  return flags & HIGH_SURROGATE ? classify(String.fromCodePoint(text.codePointAt(at)!)) : flags;
}

/** Whether a surrogate pair (one code point) starts at `at`. */
export function pairAt(text: string, at: number): boolean {
  const code = text.charCodeAt(at);
  if (code < 0xd800 || code > 0xdbff) return false;
  const next = text.charCodeAt(at + 1);
  return next >= 0xdc00 && next <= 0xdfff;
}

/** The script of a class: an index into SCRIPTS plus one, 0 for none of them. */
export function scriptOf(flags: number): number {
  return flags >>> SCRIPT_SHIFT;
}
