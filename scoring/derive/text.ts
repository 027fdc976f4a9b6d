// Words and sentences: the one definition of each, for every language. Spaced scripts are counted by a
// fast scan of the character table; scripts written without spaces (Chinese, Japanese, Thai…) by
// Intl.Segmenter's dictionary. Counts are in English-equivalent words, so that thresholds mean the same
// length in every language.
import { cutOnWord } from "../clip.ts";
import type { Lexicon } from "../lexicons/types.ts";
import { CJK_PATTERN, HANGUL, HIGH_SURROGATE, JOINER, KANA, LETTER, LOWER, NUMBER, pointFlags, SENTENCE_END, UNSPACED, unitFlags, UPPER } from "./chars.ts";

/**
 * A Korean word (eojeol) carries its particles: the same text has about 0.65 times as many words as in
 * English, so each counts one and a half (the translated fixture article's prose: 1.06 times the English
 * count).
 */
export const HANGUL_WORD_WEIGHT = 1.5;
/**
 * The Segmenter splits Japanese particles and verb endings into words of their own (熱|を|集め|て, 暖|め|ます):
 * the translated fixture article's prose counts 1.24 times the English words, 1.01 times with each word
 * of a run holding kana weighed 0.8. Chinese words need no weight (1.03 times).
 */
export const KANA_RUN_WORD_WEIGHT = 0.8;

/** Whitespace other than a single space: most text has none, so replacing only these is fast. */
const MESSY_WHITESPACE = /\s{2,}|[^\S ]/g;

export function collapseWhitespace(text: string): string {
  return text.replace(MESSY_WHITESPACE, " ").trim();
}

// Words.

/**
 * One segmenter for every page: ICU picks its word dictionary by script, not by locale (the fixture
 * articles segment identically as ja, zh, ko, en and th), so the page's language would change nothing.
 * Made on first use: most pages have no unspaced text.
 */
let segmenter: Intl.Segmenter | undefined;

/**
 * Words of a run of unspaced script, weighed: the Segmenter's word-like segments. A counter or unit right
 * after a number (2026年, 10月, 60台, 3倍) reads with it as one word, as English says "2026", "October", "3 times".
 */
function dictionaryWords(run: string, kana: boolean, afterNumber: boolean): number {
  segmenter ??= new Intl.Segmenter("und", { granularity: "word" });
  let words = 0;
  for (const { segment, index, isWordLike } of segmenter.segment(run)) {
    if (isWordLike && !(afterNumber && index === 0 && segment.length === 1)) words++;
  }
  return kana ? words * KANA_RUN_WORD_WEIGHT : words;
}

const FULL_STOP = 0x2e;
const COMMA = 0x2c;

/**
 * Whether the full stop or comma at `at` sits inside a word, as Unicode word boundaries (UAX #29 WB6-7,
 * WB11-12) read it: a full stop between letters (U.S, e.g, example.com) or between digits, a comma between
 * digits (3.5, 1,000). `before` is the class of the character before it.
 */
function joinsWord(text: string, at: number, code: number, before: number): boolean {
  const next = text.charCodeAt(at + 1);
  if (Number.isNaN(next)) return false;
  const after = unitFlags(next) & HIGH_SURROGATE ? pointFlags(text.codePointAt(at + 1)!) : unitFlags(next);
  if (after & UNSPACED || before & UNSPACED) return false;
  if (before & NUMBER && after & NUMBER) return true;
  return code === FULL_STOP && (before & LETTER) !== 0 && (after & LETTER) !== 0;
}

/**
 * Word count in English-equivalent words. In spaced scripts a word is a letter or digit followed by
 * letters, digits and joiners (' ’ -, and . , inside numbers and abbreviations), a Korean word weighing
 * HANGUL_WORD_WEIGHT; a run of unspaced script counts the Segmenter's words (KANA_RUN_WORD_WEIGHT each
 * when the run holds kana). One pass over the character table and no string per word: the page's text is
 * counted often.
 */
export function countWords(text: string): number {
  let words = 0;
  let hangulWords = 0;
  let inWord = false;
  let inHangulWord = false;
  /** The class of the previous character when it was part of a word, else 0. */
  let previous = 0;
  /** Where the current run of unspaced script started (-1: none), whether it holds kana and follows a number. */
  let run = -1;
  let kana = false;
  let afterNumber = false;
  // The length read once: the text comes in many string representations, and each read of it is a lookup.
  const length = text.length;
  for (let i = 0; i < length; i++) {
    const start = i;
    const code = text.charCodeAt(i);
    let flags = unitFlags(code);
    if (flags & HIGH_SURROGATE) {
      const point = text.codePointAt(i)!;
      if (point > 0xffff) i++;
      flags = pointFlags(point);
    }
    if (flags & UNSPACED) {
      if (run === -1) {
        run = start;
        kana = false;
        afterNumber = inWord && (previous & NUMBER) !== 0;
      }
      if (flags & KANA) kana = true;
      inWord = inHangulWord = false;
      previous = 0;
      continue;
    }
    if (run !== -1) {
      words += dictionaryWords(text.slice(run, start), kana, afterNumber);
      run = -1;
    }
    if (flags & (LETTER | NUMBER)) {
      if (!inWord) words++;
      inWord = true;
      if (flags & HANGUL) {
        if (!inHangulWord) hangulWords++;
        inHangulWord = true;
      } else if (!(flags & NUMBER)) {
        inHangulWord = false;
      }
      previous = flags;
    } else if (flags & JOINER) {
      inHangulWord = false;
      previous = 0;
    } else if (inWord && (code === FULL_STOP || code === COMMA) && joinsWord(text, i, code, previous)) {
      inHangulWord = false;
      previous = 0;
    } else {
      inWord = inHangulWord = false;
      previous = 0;
    }
  }
  if (run !== -1) words += dictionaryWords(text.slice(run), kana, afterNumber);
  return Math.round(words + hangulWords * (HANGUL_WORD_WEIGHT - 1));
}

const CJK_CHARS = new RegExp(CJK_PATTERN.source, "gu");

/** Text lower-cased with its CJK characters blanked: the form spaced words are read from (CJK runs hold none). */
export function wordForm(text: string): string {
  return text.replace(CJK_CHARS, " ").toLowerCase();
}

// Sentences.

export interface Sentence {
  text: string;
  words: number;
}

/** Sentence marks of CJK text: they end a sentence whatever follows (no space is written after them). */
const FULL_WIDTH_ENDS = new Set(["。", "！", "？", "｡", "．"]);
/** Closing quotes and brackets that belong to the sentence a mark ends ("It works." She…; 。」). */
const CLOSERS = new Set([..."\"'”’“‘»›)]}」』）】〉》"]);
/** The quotes that close in German („…“) but open in English and Chinese. */
const OPENING_QUOTES = new Set(["“", "‘"]);
/** Opening quotes and brackets before the next sentence's first letter (“The…, ¿Qué…). */
const OPENERS = new Set([..."\"'“‘„‚«‹¿¡([{「『（【〈《"]);

interface SentenceRules {
  /** Titles written with a period before a name (dr, prof, sra), lower-case: the lexicon's honorifics. */
  titles: ReadonlySet<string>;
  /** Whether the language writes ordinals with a period (German "2. Oktober"): a number of one or two digits before a period is one. */
  ordinalPeriod: boolean;
}

const NO_RULES: SentenceRules = { titles: new Set(), ordinalPeriod: false };
const rulesByLexicon = new WeakMap<Lexicon, SentenceRules>();

function rulesOf(lexicon: Lexicon | undefined): SentenceRules {
  if (!lexicon) return NO_RULES;
  let rules = rulesByLexicon.get(lexicon);
  if (!rules) {
    rules = { titles: new Set(lexicon.honorifics), ordinalPeriod: lexicon.dateWords.dayOrdinals.includes(".") };
    rulesByLexicon.set(lexicon, rules);
  }
  return rules;
}

const isSpace = (code: number) => code === 0x20;
/** Longer brackets after a full stop are text, not a footnote marker ([12], [a 4], [citation needed]). */
const MAX_FOOTNOTE_CHARS = 20;
/** A digit in the BMP, ASCII or full-width (３．５). */
const isDigitAt = (text: string, at: number) => at >= 0 && (unitFlags(text.charCodeAt(at)) & NUMBER) !== 0;
/** A number written as an ordinal with a period, where the language does (2. Oktober, 20. Jahrhundert). */
const ORDINAL = /^\d{1,2}$/;

/** The letters or digits right before `at` (the word a period follows). */
function wordBefore(text: string, at: number): string {
  let start = at;
  while (start > 0 && unitFlags(text.charCodeAt(start - 1)) & (LETTER | NUMBER)) start--;
  return text.slice(start, at);
}

/**
 * A cased letter standing alone before a period: an initial or a part of an abbreviation (J. R., z. B.,
 * U.S., e.g.), not the end of "don't" nor a one-syllable word of a caseless script (Korean 네.).
 */
function isInitial(text: string, word: string, at: number): boolean {
  if (word.length !== 1 || !(unitFlags(word.charCodeAt(0)) & (UPPER | LOWER))) return false;
  const before = text.charCodeAt(at - 2);
  if (Number.isNaN(before) || isSpace(before) || before === FULL_STOP) return true;
  // After an opening bracket or quote, but not an apostrophe ("mother's.").
  return OPENERS.has(text[at - 2]!) && !(unitFlags(before) & JOINER);
}

/**
 * A short word in capitals or lower case, as abbreviations before a number are (Jan. 5, No. 3, Nr. 7,
 * ca. 50, pp. 12): a sentence rarely opens with a figure.
 */
function isNumberAbbreviation(word: string): boolean {
  if (word.length < 2 || word.length > 4 || !(unitFlags(word.charCodeAt(0)) & (UPPER | LOWER))) return false;
  for (let i = 1; i < word.length; i++) if (!(unitFlags(word.charCodeAt(i)) & LOWER)) return false;
  return true;
}

/** How far a footnote marker right after a sentence's mark runs ("…in 1966.[115] A recording"): the end of its "]", or `at`. */
function footnoteEnd(text: string, at: number): number {
  if (text[at] !== "[") return at;
  const close = text.indexOf("]", at + 1);
  return close !== -1 && close - at <= MAX_FOOTNOTE_CHARS && !text.slice(at + 1, close).includes("[") ? close + 1 : at;
}

/**
 * Where the sentence ended by the mark at `at` gives way to the next (past the marks, closing quotes and
 * footnote markers after it), or -1 when the mark ends no sentence. A CJK full stop always ends one. A Latin
 * mark does when a space (or unspaced script, or the end) follows and the next word does not go on in lower
 * case ("e.g. the", "etc. and", "…and"); a lone full stop also not after an initial ("J. R.", "z. B.",
 * "S.A.", "U.S."), a title of the language ("Dr. Anna"), an ordinal where the language writes them with a
 * period ("2. Oktober"), nor between an abbreviation and a number ("Jan. 5", "Nr. 7"). A decimal point has
 * no space after it.
 */
function sentenceEndAfter(text: string, at: number, rules: SentenceRules): number {
  const length = text.length;
  let end = at;
  let fullWidth = false;
  while (end < length && unitFlags(text.charCodeAt(end)) & SENTENCE_END) {
    if (FULL_WIDTH_ENDS.has(text[end]!)) fullWidth = true;
    end++;
  }
  const marks = end - at;
  // Closing quotes and footnote markers stay with the sentence they close (…it.”[12] Then), but after a CJK
  // mark “ and ‘ open the next one (可以！“效果很好。”).
  for (let before = -1; before !== end; ) {
    before = end;
    while (end < length && CLOSERS.has(text[end]!) && !(fullWidth && OPENING_QUOTES.has(text[end]!))) end++;
    end = footnoteEnd(text, end);
  }
  // French sets its closing guillemet off by a space: « … chaleur. »
  if (isSpace(text.charCodeAt(end)) && (text[end + 1] === "»" || text[end + 1] === "›")) end += 2;
  if (end >= length) return end;
  if (fullWidth) return text[at] === "．" && isDigitAt(text, at - 1) && isDigitAt(text, at + 1) ? -1 : end;
  if (!isSpace(text.charCodeAt(end))) return unitFlags(text.charCodeAt(end)) & UNSPACED ? end : -1;
  let next = end + 1;
  while (next < length && OPENERS.has(text[next]!)) next++;
  if (next >= length) return end;
  const following = unitFlags(text.charCodeAt(next));
  if (following & LOWER) return -1;
  if (marks > 1 || text.charCodeAt(at) !== FULL_STOP) return end;
  const word = wordBefore(text, at);
  if (isInitial(text, word, at) || rules.titles.has(word.toLowerCase())) return -1;
  if (following & NUMBER && isNumberAbbreviation(word)) return -1;
  return rules.ordinalPeriod && ORDINAL.test(word) ? -1 : end;
}

/** Whether the character at `at` ends a sentence (the last of its marks, or the only one). */
export function endsSentenceAt(text: string, at: number, lexicon?: Lexicon): boolean {
  if (!(unitFlags(text.charCodeAt(at)) & SENTENCE_END)) return false;
  return sentenceEndAfter(text, at, rulesOf(lexicon)) !== -1;
}

/** Whether `char` is a sentence mark (one of derive/chars.ts SENTENCE_END_CHARS), whether or not it ends a sentence where it stands. */
export function isSentenceMark(char: string): boolean {
  return char.length === 1 && (unitFlags(char.charCodeAt(0)) & SENTENCE_END) !== 0;
}

/**
 * Sentences of collapsed text with their words, the marks that end them left out. `lexicon` is the page
 * language's, when it has one: its titles and ordinals tell an abbreviation's period from a full stop.
 */
export function splitSentences(text: string, lexicon?: Lexicon): Sentence[] {
  const found: Sentence[] = [];
  const rules = rulesOf(lexicon);
  const add = (part: string) => {
    const sentence = part.trim();
    const words = countWords(sentence);
    if (words > 0) found.push({ text: sentence, words });
  };
  let start = 0;
  const length = text.length;
  for (let i = 0; i < length; i++) {
    if (!(unitFlags(text.charCodeAt(i)) & SENTENCE_END)) continue;
    const end = sentenceEndAfter(text, i, rules);
    if (end === -1) {
      while (i + 1 < length && unitFlags(text.charCodeAt(i + 1)) & SENTENCE_END) i++;
      continue;
    }
    add(text.slice(start, i));
    start = end;
    i = end - 1;
  }
  add(text.slice(start));
  return found;
}

/** The first `maxChars` characters of a text, cut at a word, for evidence strings. */
export function excerpt(text: string, maxChars = 120): string {
  const clean = collapseWhitespace(text);
  return clean.length <= maxChars ? clean : cutOnWord(clean, maxChars, maxChars * 0.6);
}
