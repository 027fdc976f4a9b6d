// Detects the page's language from its text; the lang attribute is only a hint (often wrong or missing).
// The dominant script comes first: Hangul is Korean, Han with kana Japanese, Han without kana Chinese
// (AEO-CHECKS.md "Languages"). Latin-script text is matched against our seven Latin-script stop-word lists and
// those of ~30 neighbours, each word weighted by how few lists share it, so that Catalan or Danish come out
// as "other" rather than forced into Spanish or Dutch.
import { CJK_CHARS_PER_WORD, wordForm } from "./derive/text.ts";
import { CONFUSER_STOPWORDS } from "./lexicons/confusers.ts";
import { LANGUAGE_CODES, LEXICONS, type LanguageCode, type Lexicon } from "./lexicons/index.ts";

export interface LanguageResult {
  /** ISO 639-1 code when known (ours or a neighbour's), else "und". */
  code: string;
  supported: boolean;
  lexicon: Lexicon | undefined;
  /** The lang attribute's primary subtag, or null. */
  declared: string | null;
  reason: string;
}

/** Detection reads the start of the text: 8,000 characters (over 1,000 words) settle any language we can tell apart. */
const SAMPLE_CHARS = 8_000;
/** Fewer word-equivalents than this is too little text to judge; the lang attribute decides. */
const MIN_WORDS = 8;
/** The chosen language's stop words must be at least this share of the words (real prose: 25-50%). */
const MIN_STOPWORD_SHARE = 0.15;
/** ...and at least this many different ones: one frequent shared word ("a", "de") is not a language. */
const MIN_DISTINCT_STOPWORDS = 4;
/** A declared language this close to the best fit wins: close neighbours share many stop words. */
const DECLARED_MARGIN = 0.9;
/** When no language fits confidently, a declared one of ours this close to the best is believed. */
const DECLARED_MARGIN_INCONCLUSIVE = 0.5;
/** Japanese prose is 40-70% kana; Chinese has none but the odd quoted name. */
const MIN_KANA_SHARE_FOR_JAPANESE = 0.1;

/** Letters per word, by script, to weigh scripts against one another in word-equivalents. */
const SCRIPTS: readonly { name: string; pattern: RegExp; lettersPerWord: number; language?: string }[] = [
  { name: "Latin", pattern: /\p{Script=Latin}/u, lettersPerWord: 5 },
  { name: "Han", pattern: /\p{Script=Han}/u, lettersPerWord: CJK_CHARS_PER_WORD },
  { name: "kana", pattern: /[\p{Script=Hiragana}\p{Script=Katakana}]/u, lettersPerWord: CJK_CHARS_PER_WORD },
  { name: "Hangul", pattern: /\p{Script=Hangul}/u, lettersPerWord: 3 },
  { name: "Cyrillic", pattern: /\p{Script=Cyrillic}/u, lettersPerWord: 6 },
  { name: "Arabic", pattern: /\p{Script=Arabic}/u, lettersPerWord: 5 },
  { name: "Hebrew", pattern: /\p{Script=Hebrew}/u, lettersPerWord: 5, language: "he" },
  { name: "Greek", pattern: /\p{Script=Greek}/u, lettersPerWord: 6, language: "el" },
  { name: "Devanagari", pattern: /\p{Script=Devanagari}/u, lettersPerWord: 4 },
  { name: "Thai", pattern: /\p{Script=Thai}/u, lettersPerWord: 5, language: "th" },
  { name: "Armenian", pattern: /\p{Script=Armenian}/u, lettersPerWord: 6, language: "hy" },
  { name: "Georgian", pattern: /\p{Script=Georgian}/u, lettersPerWord: 6, language: "ka" },
];

interface ScriptCounts {
  letters: Map<string, number>;
  /** Word-equivalents per script, Han and kana together as "CJK". */
  words: Map<string, number>;
  total: number;
}

interface Fit {
  code: string;
  /** Stop-word hits, each weighted 1/(number of lists holding the word). */
  weight: number;
  share: number;
  distinct: number;
}

const percent = (share: number) => `${Math.round(share * 100)}%`;

function isLanguageCode(code: string | null): code is LanguageCode {
  return code !== null && (LANGUAGE_CODES as readonly string[]).includes(code);
}

function nameOf(code: string): string {
  return isLanguageCode(code) ? LEXICONS[code].name : `"${code}"`;
}

function supportedResult(code: LanguageCode, declared: string | null, reason: string): LanguageResult {
  return { code, supported: true, lexicon: LEXICONS[code], declared, reason };
}

function otherResult(code: string, declared: string | null, reason: string): LanguageResult {
  return { code, supported: false, lexicon: undefined, declared, reason };
}

/** Unsupported text: named by its script's one language, else by a declared language not ours, else "und". */
function otherCode(declared: string | null, scriptLanguage?: string): string {
  if (scriptLanguage) return scriptLanguage;
  return declared && !isLanguageCode(declared) ? declared : "und";
}

/** The lang attribute decides when the text cannot. */
function fromDeclared(declared: string | null, why: string): LanguageResult {
  if (isLanguageCode(declared)) return supportedResult(declared, declared, `${why}; lang="${declared}" used`);
  return otherResult(declared ?? "und", declared, declared ? `${why}; lang="${declared}" is not a supported language` : `${why}, and no lang attribute`);
}

/** A character in none of SCRIPTS; other classes are an index into SCRIPTS plus one (0: not yet seen). */
const NO_SCRIPT = 255;
/** Class of each BMP character, filled on first sight: one pass instead of a regex pass per script. */
const scriptOfChar = new Uint8Array(0x10000);

function scriptOf(char: string): number {
  const index = SCRIPTS.findIndex((script) => script.pattern.test(char));
  return index === -1 ? NO_SCRIPT : index + 1;
}

/** Letters of each script in SCRIPTS, by code point (as the u-flag patterns match: a lone surrogate is in none). */
function scriptLetters(sample: string): Uint32Array {
  const found = new Uint32Array(SCRIPTS.length);
  const length = sample.length;
  for (let i = 0; i < length; i++) {
    const code = sample.charCodeAt(i);
    let script: number;
    if (code >= 0xd800 && code <= 0xdbff) {
      const point = String.fromCodePoint(sample.codePointAt(i)!);
      if (point.length === 2) i++;
      script = scriptOf(point);
    } else {
      script = scriptOfChar[code] || (scriptOfChar[code] = scriptOf(sample.charAt(i)));
    }
    if (script !== NO_SCRIPT) found[script - 1]! += 1;
  }
  return found;
}

function countScripts(sample: string): ScriptCounts {
  const letters = new Map<string, number>();
  const words = new Map<string, number>();
  const counted = scriptLetters(sample);
  for (const [index, script] of SCRIPTS.entries()) {
    const found = counted[index]!;
    if (found === 0) continue;
    letters.set(script.name, found);
    const group = script.name === "Han" || script.name === "kana" ? "CJK" : script.name;
    words.set(group, (words.get(group) ?? 0) + found / script.lettersPerWord);
  }
  const total = [...words.values()].reduce((sum, value) => sum + value, 0);
  return { letters, words, total };
}

/** Han text: Japanese when kana is a real share of it, else Chinese (a short kanji-only text may be either). */
function byCjk(counts: ScriptCounts, declared: string | null): LanguageResult {
  const kana = counts.letters.get("kana") ?? 0;
  const han = counts.letters.get("Han") ?? 0;
  const kanaShare = kana / (kana + han);
  if (kanaShare >= MIN_KANA_SHARE_FOR_JAPANESE) {
    return supportedResult("ja", declared, `the text is mostly Japanese script: kana is ${percent(kanaShare)} of ${kana + han} kana and kanji`);
  }
  if (kana === 0 && declared === "ja" && counts.total < MIN_WORDS) {
    return supportedResult("ja", declared, `a short text in kanji only; lang="ja" used`);
  }
  return supportedResult("zh", declared, `the text is mostly Han characters (${han}) with ${kana === 0 ? "no" : "little"} kana`);
}

// --- The Latin-script model -------------------------------------------------------------------------------

/** Our languages settled by their script; the rest compete on stop words. */
const SCRIPT_LANGUAGES: readonly LanguageCode[] = ["ja", "ko", "zh"];

const CANDIDATES: readonly [string, ReadonlySet<string>][] = [
  ...LANGUAGE_CODES.filter((code) => !SCRIPT_LANGUAGES.includes(code)).map((code): [string, ReadonlySet<string>] => [code, new Set(LEXICONS[code].stopwords)]),
  ...Object.entries(CONFUSER_STOPWORDS).map(([code, words]): [string, ReadonlySet<string>] => [code, new Set(words)]),
];

/**
 * For each stop word, the candidates whose list holds it: one lookup per word instead of one per list,
 * and a word in one list says more than a word in ten (it weighs 1 / number of lists).
 */
const CANDIDATES_OF = new Map<string, number[]>();
CANDIDATES.forEach(([, words], index) => {
  for (const word of words) CANDIDATES_OF.set(word, [...(CANDIDATES_OF.get(word) ?? []), index]);
});

/** Elided articles and prepositions (French l', Italian dell', Catalan d'), split off their word. */
const ELISIONS = new Set([...CANDIDATES_OF.keys()].filter((word) => word.endsWith("'")));

const APOSTROPHE = 0x27;
const HYPHEN = 0x2d;
/**
 * A word's characters as the lists spell them: the typographic apostrophe as ', legacy Romanian cedillas
 * (ş ţ) as commas (ș ț). Applied to lower-cased text, where the capitals have become these already.
 */
function listForm(code: number): number {
  if (code === 0x2019) return APOSTROPHE;
  if (code === 0x15f) return 0x219;
  return code === 0x163 ? 0x21b : code;
}

const nextHash = (hash: number, code: number) => (Math.imul(hash, 31) + code) | 0;

/** The stop words by a hash of their characters: a word of the sample is looked up without building its string. */
const STOPWORDS_BY_HASH = new Map<number, string[]>();
for (const word of CANDIDATES_OF.keys()) {
  let hash = 0;
  for (let i = 0; i < word.length; i++) hash = nextHash(hash, word.charCodeAt(i));
  STOPWORDS_BY_HASH.set(hash, [...(STOPWORDS_BY_HASH.get(hash) ?? []), word]);
}

/** The stop word spelled by text[start, start + length) in list form, if any. */
function stopwordAt(text: string, start: number, length: number, hash: number): string | undefined {
  const candidates = STOPWORDS_BY_HASH.get(hash);
  if (candidates === undefined) return undefined;
  for (const word of candidates) {
    if (word.length !== length) continue;
    let same = true;
    for (let i = 0; i < length && same; i++) same = listForm(text.charCodeAt(start + i)) === word.charCodeAt(i);
    if (same) return word;
  }
  return undefined;
}

/** Code-unit classes for the word scan (0 until seen): \p{L} or \p{N} start a word; these and ' ’ - continue it. */
const WORD_CHAR = 1;
const JOINER = 2;
const NOT_WORD = 3;
const HIGH_SURROGATE = 4;
const WORD_CHAR_PATTERN = /^[\p{L}\p{N}]$/u;
const wordClassOfChar = new Uint8Array(0x10000);

function wordClass(char: string): number {
  if (WORD_CHAR_PATTERN.test(char)) return WORD_CHAR;
  return char === "'" || char === "’" || char === "-" ? JOINER : NOT_WORD;
}

/** Classifies a BMP code unit met for the first time and remembers it. */
function learnWordClass(code: number): number {
  return (wordClassOfChar[code] = code >= 0xd800 && code <= 0xdbff ? HIGH_SURROGATE : wordClass(String.fromCharCode(code)));
}

export interface DetectionWords {
  count: number;
  /** The stop words among them, in order, repeats included. */
  stopwords: string[];
}

/**
 * The part of a word between hyphens being read, as a position in the text and hashes of its characters:
 * all of it, its head up to the first apostrophe, and the rest after that apostrophe.
 */
class WordPart {
  readonly text: string;
  start = 0;
  length = 0;
  hash = 0;
  headLength = 0;
  headHash = 0;
  restHash = 0;

  constructor(text: string) {
    this.text = text;
  }

  reset(start: number): void {
    this.start = start;
    this.length = this.hash = this.headLength = this.headHash = this.restHash = 0;
  }

  add(unit: number): void {
    this.hash = nextHash(this.hash, unit);
    this.length++;
    if (this.headLength > 0) {
      this.restHash = nextHash(this.restHash, unit);
    } else if (unit === APOSTROPHE) {
      this.headLength = this.length;
      this.headHash = this.hash;
    }
  }

  /** Counts the part as one word, or as an elision and the rest (l' and homme) when its head is one. */
  takeInto(found: DetectionWords): void {
    const { text, start, length, headLength } = this;
    if (length === 0) return;
    if (headLength > 1 && headLength < length && ELISIONS.has(stopwordAt(text, start, headLength, this.headHash) ?? "")) {
      take(found, text, start, headLength, this.headHash);
      take(found, text, start + headLength, length - headLength, this.restHash);
    } else {
      take(found, text, start, length, this.hash);
    }
  }
}

function take(found: DetectionWords, text: string, start: number, length: number, hash: number): void {
  found.count++;
  const stopword = stopwordAt(text, start, length, hash);
  if (stopword) found.stopwords.push(stopword);
}

/**
 * The sample's words for detection and the stop words among them, in one scan of its lower-cased form and
 * no string per word: a word is [\p{L}\p{N}][\p{L}\p{N}'’-]*, split at hyphens and after an elision
 * (l'homme is l' and homme); CJK runs are not words.
 */
export function detectionWords(sample: string): DetectionWords {
  const text = wordForm(sample);
  const found: DetectionWords = { count: 0, stopwords: [] };
  const part = new WordPart(text);
  let inWord = false;
  const end = text.length;
  for (let i = 0; i < end; i++) {
    const code = text.charCodeAt(i);
    let kind = wordClassOfChar[code] || learnWordClass(code);
    // The second half of a character outside the BMP, read with the first; -1 when there is none.
    let low = -1;
    if (kind === HIGH_SURROGATE) {
      const point = text.codePointAt(i)!;
      if (point > 0xffff) low = text.charCodeAt(i + 1);
      kind = wordClass(String.fromCodePoint(point));
    }
    if (kind === WORD_CHAR || (inWord && kind === JOINER)) {
      if (!inWord) part.reset(i);
      inWord = true;
      if (code === HYPHEN) {
        part.takeInto(found);
        part.reset(i + 1);
      } else {
        part.add(listForm(code));
        if (low >= 0) part.add(low);
      }
    } else if (inWord) {
      part.takeInto(found);
      inWord = false;
    }
    if (low >= 0) i++;
  }
  if (inWord) part.takeInto(found);
  return found;
}

function fitsOf({ count, stopwords }: DetectionWords): Fit[] {
  const hits = new Array<number>(CANDIDATES.length).fill(0);
  const weights = new Array<number>(CANDIDATES.length).fill(0);
  const distinct = new Array<number>(CANDIDATES.length).fill(0);
  const seen = new Set<string>();
  for (const word of stopwords) {
    const holders = CANDIDATES_OF.get(word)!;
    const weight = 1 / holders.length;
    const first = !seen.has(word);
    if (first) seen.add(word);
    for (const index of holders) {
      hits[index]! += 1;
      weights[index]! += weight;
      if (first) distinct[index]! += 1;
    }
  }
  return CANDIDATES.map(([code], index) => ({ code, weight: weights[index]!, share: hits[index]! / count, distinct: distinct[index]! })).sort(
    (a, b) => b.weight - a.weight || a.code.localeCompare(b.code),
  );
}

const confident = (fit: Fit) => fit.share >= MIN_STOPWORD_SHARE && fit.distinct >= MIN_DISTINCT_STOPWORDS;

function byStopwords(sample: string, declared: string | null): LanguageResult {
  const words = detectionWords(sample);
  if (words.count < MIN_WORDS) return fromDeclared(declared, `too little text to detect a language (${words.count} words)`);
  const fits = fitsOf(words);
  const best = fits[0]!;
  const runnerUp = fits[1];
  const declaredFit = fits.find((fit) => fit.code === declared);
  const evidence = (fit: Fit) =>
    `${percent(fit.share)} of words are its common words${fit === best && runnerUp && runnerUp.weight > 0 ? `, ahead of ${nameOf(runnerUp.code)}` : ""}`;

  if (!confident(best)) {
    if (isLanguageCode(declared) && declaredFit && declaredFit.weight >= best.weight * DECLARED_MARGIN_INCONCLUSIVE) {
      return supportedResult(declared, declared, `the text is inconclusive (best fit ${nameOf(best.code)}, ${percent(best.share)} common words); lang="${declared}" fits it and was used`);
    }
    return otherResult(otherCode(declared), declared, `no listed language fits the text (best: ${nameOf(best.code)}, ${percent(best.share)} common words)`);
  }
  const chosen = declaredFit && declaredFit !== best && confident(declaredFit) && declaredFit.weight >= best.weight * DECLARED_MARGIN ? declaredFit : best;
  const how = chosen === best ? evidence(chosen) : `${evidence(chosen)}, close to ${nameOf(best.code)}; lang="${declared}" breaks the tie`;
  if (!isLanguageCode(chosen.code)) return otherResult(chosen.code, declared, `the text reads as ${nameOf(chosen.code)}, not a supported language: ${how}`);
  return supportedResult(chosen.code, declared, `the text reads as ${nameOf(chosen.code)}: ${how}`);
}

/** The primary subtag of a lang attribute value ("pt-BR" → "pt"), or null. */
export function primarySubtag(lang: string | null | undefined): string | null {
  const subtag = lang?.trim().toLowerCase().split(/[-_]/)[0];
  return subtag && /^[a-z]{2,3}$/.test(subtag) ? subtag : null;
}

/** The region subtag of a lang attribute value right after its language ("en-GB" → "gb"), or null. */
export function regionSubtag(lang: string | null | undefined): string | null {
  const subtag = lang?.trim().toLowerCase().split(/[-_]/)[1];
  return subtag && /^[a-z]{2}$/.test(subtag) ? subtag : null;
}

export function detectLanguage(text: string, langAttribute: string | null | undefined): LanguageResult {
  const declared = primarySubtag(langAttribute);
  const sample = text.slice(0, SAMPLE_CHARS);
  const counts = countScripts(sample);
  const dominant = [...counts.words.entries()].sort((a, b) => b[1] - a[1])[0];
  if (!dominant) return fromDeclared(declared, "the text has no letters");
  const [script, words] = dominant;
  // The script settles Korean, Japanese and Chinese even in a short text; short Latin text needs the attribute.
  if (script === "Hangul") return supportedResult("ko", declared, `the text is mostly Hangul (${percent(words / counts.total)} of words)`);
  if (script === "CJK") return byCjk(counts, declared);
  if (counts.total < MIN_WORDS) return fromDeclared(declared, "too little text to detect a language");
  if (script === "Latin") return byStopwords(sample, declared);
  const scriptLanguage = SCRIPTS.find((entry) => entry.name === script)?.language;
  return otherResult(otherCode(declared, scriptLanguage), declared, `the text is mostly in ${script} script, which none of the supported languages uses`);
}
