// Detects the page's language from its text; the lang attribute is only a hint (often wrong or missing).
// The dominant script comes first: Hangul is Korean, Han with kana Japanese, Han without kana Chinese
// (AEO-CHECKS.md "Languages"); which lexicon each script stands for is the lexicon's own `script`. Latin-script
// text is matched against the Latin-script lexicons' stop-word lists and those of ~30 neighbours, each word
// weighted by how few lists share it, so that Catalan or Danish come out as "other" rather than forced into
// Spanish or Dutch.
import { flagsAt, HIGH_SURROGATE, JOINER as JOINER_CHAR, LETTER, NUMBER, pairAt, pointFlags, SCRIPTS as SCRIPT_NAMES, scriptOf, unitFlags, type ScriptName } from "./derive/chars.ts";
import { wordForm } from "./derive/text.ts";
import { CONFUSER_STOPWORDS } from "./lexicons/confusers.ts";
import { LEXICONS, type Lexicon, type Script } from "./lexicons/index.ts";

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

/** Han and kana characters per English word: Chinese and Japanese text runs about two characters a word. */
const CJK_LETTERS_PER_WORD = 2;

/**
 * Letters per word, by script (derive/chars.ts classifies the characters), to weigh scripts against one
 * another in word-equivalents; `language` names the one language a script stands for.
 */
const SCRIPTS: Readonly<Record<ScriptName, { lettersPerWord: number; language?: string }>> = {
  Latin: { lettersPerWord: 5 },
  Han: { lettersPerWord: CJK_LETTERS_PER_WORD },
  kana: { lettersPerWord: CJK_LETTERS_PER_WORD },
  Hangul: { lettersPerWord: 3 },
  Cyrillic: { lettersPerWord: 6 },
  Arabic: { lettersPerWord: 5 },
  Hebrew: { lettersPerWord: 5, language: "he" },
  Greek: { lettersPerWord: 6, language: "el" },
  Devanagari: { lettersPerWord: 4 },
  Thai: { lettersPerWord: 5, language: "th" },
  Armenian: { lettersPerWord: 6, language: "hy" },
  Georgian: { lettersPerWord: 6, language: "ka" },
};

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

/** The lexicons a detection chooses among, and the model built from them. */
interface Languages {
  lexicons: readonly Lexicon[];
  model: LatinModel;
}

const lexiconOf = (languages: Languages, code: string | null) => languages.lexicons.find((lexicon) => lexicon.code === code);
const byScript = (languages: Languages, script: Script) => languages.lexicons.find((lexicon) => lexicon.script === script);

const DISPLAY_NAMES = new Intl.DisplayNames(["en"], { type: "language", fallback: "none" });

/** A language's English name for a sentence ("Russian"), from its code; the quoted code when it has none. */
export function languageName(code: string): string {
  try {
    const name = DISPLAY_NAMES.of(code);
    if (name && name.toLowerCase() !== code.toLowerCase()) return name;
  } catch {
    // Not a well-formed language tag: said as it is.
  }
  return `"${code}"`;
}

function nameOf(languages: Languages, code: string): string {
  return lexiconOf(languages, code)?.name ?? languageName(code);
}

function supportedResult(lexicon: Lexicon, declared: string | null, reason: string): LanguageResult {
  return { code: lexicon.code, supported: true, lexicon, declared, reason };
}

function otherResult(code: string, declared: string | null, reason: string): LanguageResult {
  return { code, supported: false, lexicon: undefined, declared, reason };
}

/** Unsupported text: named by its script's one language, else by a declared language not ours, else "und". */
function otherCode(languages: Languages, declared: string | null, scriptLanguage?: string): string {
  if (scriptLanguage) return scriptLanguage;
  return declared && !lexiconOf(languages, declared) ? declared : "und";
}

/** The lang attribute decides when the text cannot. */
function fromDeclared(languages: Languages, declared: string | null, why: string): LanguageResult {
  const lexicon = lexiconOf(languages, declared);
  if (lexicon) return supportedResult(lexicon, declared, `${why}; lang="${declared}" used`);
  return otherResult(declared ?? "und", declared, declared ? `${why}; lang="${declared}" is not a supported language` : `${why}, and no lang attribute`);
}

/** Letters of each script in SCRIPTS, by code point (a lone surrogate is in none). */
function scriptLetters(sample: string): Uint32Array {
  const found = new Uint32Array(SCRIPT_NAMES.length + 1);
  const length = sample.length;
  for (let i = 0; i < length; i++) {
    found[scriptOf(flagsAt(sample, i))]! += 1;
    if (pairAt(sample, i)) i++;
  }
  return found;
}

function countScripts(sample: string): ScriptCounts {
  const letters = new Map<string, number>();
  const words = new Map<string, number>();
  const counted = scriptLetters(sample);
  for (const [index, name] of SCRIPT_NAMES.entries()) {
    const found = counted[index + 1]!;
    if (found === 0) continue;
    letters.set(name, found);
    const group = name === "Han" || name === "kana" ? "CJK" : name;
    words.set(group, (words.get(group) ?? 0) + found / SCRIPTS[name].lettersPerWord);
  }
  const total = [...words.values()].reduce((sum, value) => sum + value, 0);
  return { letters, words, total };
}

/** Han text: Japanese when kana is a real share of it, else Chinese (a short kanji-only text may be either). */
function byCjk(languages: Languages, counts: ScriptCounts, declared: string | null): LanguageResult {
  const kana = counts.letters.get("kana") ?? 0;
  const han = counts.letters.get("Han") ?? 0;
  const kanaShare = kana / (kana + han);
  const japanese = byScript(languages, "japanese");
  const chinese = byScript(languages, "chinese");
  if (japanese && kanaShare >= MIN_KANA_SHARE_FOR_JAPANESE) {
    return supportedResult(japanese, declared, `the text is mostly Japanese script: kana is ${percent(kanaShare)} of ${kana + han} kana and kanji`);
  }
  if (japanese && kana === 0 && declared === japanese.code && counts.total < MIN_WORDS) {
    return supportedResult(japanese, declared, `a short text in kanji only; lang="${japanese.code}" used`);
  }
  if (!chinese) return otherResult(otherCode(languages, declared), declared, "the text is mostly Han characters, and no supported language is written in them");
  return supportedResult(chinese, declared, `the text is mostly Han characters (${han}) with ${kana === 0 ? "no" : "little"} kana`);
}

// --- The Latin-script model -------------------------------------------------------------------------------

const nextHash = (hash: number, code: number) => (Math.imul(hash, 31) + code) | 0;

/** The stop-word lists the Latin-script languages compete with, built once per set of lexicons. */
class LatinModel {
  readonly candidates: readonly [string, ReadonlySet<string>][];
  /**
   * For each stop word, the candidates whose list holds it: one lookup per word instead of one per list,
   * and a word in one list says more than a word in ten (it weighs 1 / number of lists).
   */
  readonly candidatesOf = new Map<string, number[]>();
  /** Elided articles and prepositions (French l', Italian dell', Catalan d'), split off their word. */
  readonly elisions: ReadonlySet<string>;
  /** The stop words by a hash of their characters: a word of the sample is looked up without building its string. */
  readonly byHash = new Map<number, string[]>();

  constructor(lexicons: readonly Lexicon[]) {
    this.candidates = [
      ...lexicons.filter((lexicon) => lexicon.script === "latin").map((lexicon): [string, ReadonlySet<string>] => [lexicon.code, new Set(lexicon.stopwords)]),
      ...Object.entries(CONFUSER_STOPWORDS)
        .filter(([code]) => !lexicons.some((lexicon) => lexicon.code === code))
        .map(([code, words]): [string, ReadonlySet<string>] => [code, new Set(words)]),
    ];
    this.candidates.forEach(([, words], index) => {
      for (const word of words) this.candidatesOf.set(word, [...(this.candidatesOf.get(word) ?? []), index]);
    });
    this.elisions = new Set([...this.candidatesOf.keys()].filter((word) => word.endsWith("'")));
    for (const word of this.candidatesOf.keys()) {
      let hash = 0;
      for (let i = 0; i < word.length; i++) hash = nextHash(hash, word.charCodeAt(i));
      this.byHash.set(hash, [...(this.byHash.get(hash) ?? []), word]);
    }
  }

  /** The stop word spelled by text[start, start + length) in list form, if any. */
  stopwordAt(text: string, start: number, length: number, hash: number): string | undefined {
    const candidates = this.byHash.get(hash);
    if (candidates === undefined) return undefined;
    for (const word of candidates) {
      if (word.length !== length) continue;
      let same = true;
      for (let i = 0; i < length && same; i++) same = listForm(text.charCodeAt(start + i)) === word.charCodeAt(i);
      if (same) return word;
    }
    return undefined;
  }
}

const models = new WeakMap<readonly Lexicon[], LatinModel>();

function languagesOf(lexicons: readonly Lexicon[]): Languages {
  let model = models.get(lexicons);
  if (!model) models.set(lexicons, (model = new LatinModel(lexicons)));
  return { lexicons, model };
}

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
  readonly model: LatinModel;
  readonly text: string;
  start = 0;
  length = 0;
  hash = 0;
  headLength = 0;
  headHash = 0;
  restHash = 0;

  constructor(model: LatinModel, text: string) {
    this.model = model;
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
    const model = this.model;
    if (headLength > 1 && headLength < length && model.elisions.has(model.stopwordAt(text, start, headLength, this.headHash) ?? "")) {
      take(model, found, text, start, headLength, this.headHash);
      take(model, found, text, start + headLength, length - headLength, this.restHash);
    } else {
      take(model, found, text, start, length, this.hash);
    }
  }
}

function take(model: LatinModel, found: DetectionWords, text: string, start: number, length: number, hash: number): void {
  found.count++;
  const stopword = model.stopwordAt(text, start, length, hash);
  if (stopword) found.stopwords.push(stopword);
}

/**
 * The sample's words for detection and the stop words among them, in one scan of its lower-cased form and
 * no string per word: a word is [\p{L}\p{N}][\p{L}\p{N}'’-]*, split at hyphens and after an elision
 * (l'homme is l' and homme); CJK runs are not words.
 */
export function detectionWords(sample: string, lexicons: readonly Lexicon[] = LEXICONS): DetectionWords {
  const text = wordForm(sample);
  const found: DetectionWords = { count: 0, stopwords: [] };
  const part = new WordPart(languagesOf(lexicons).model, text);
  let inWord = false;
  const end = text.length;
  for (let i = 0; i < end; i++) {
    const code = text.charCodeAt(i);
    let flags = unitFlags(code);
    // The second half of a character outside the BMP, read with the first; -1 when there is none.
    let low = -1;
    if (flags & HIGH_SURROGATE) {
      const point = text.codePointAt(i)!;
      if (point > 0xffff) low = text.charCodeAt(i + 1);
      flags = pointFlags(point);
    }
    if (flags & (LETTER | NUMBER) || (inWord && flags & JOINER_CHAR)) {
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

function fitsOf(model: LatinModel, { count, stopwords }: DetectionWords): Fit[] {
  const { candidates, candidatesOf } = model;
  const hits = new Array<number>(candidates.length).fill(0);
  const weights = new Array<number>(candidates.length).fill(0);
  const distinct = new Array<number>(candidates.length).fill(0);
  const seen = new Set<string>();
  for (const word of stopwords) {
    const holders = candidatesOf.get(word)!;
    const weight = 1 / holders.length;
    const first = !seen.has(word);
    if (first) seen.add(word);
    for (const index of holders) {
      hits[index]! += 1;
      weights[index]! += weight;
      if (first) distinct[index]! += 1;
    }
  }
  return candidates.map(([code], index) => ({ code, weight: weights[index]!, share: hits[index]! / count, distinct: distinct[index]! })).sort(
    (a, b) => b.weight - a.weight || a.code.localeCompare(b.code),
  );
}

const confident = (fit: Fit) => fit.share >= MIN_STOPWORD_SHARE && fit.distinct >= MIN_DISTINCT_STOPWORDS;

function byStopwords(languages: Languages, sample: string, declared: string | null): LanguageResult {
  const words = detectionWords(sample, languages.lexicons);
  if (words.count < MIN_WORDS) return fromDeclared(languages, declared, `too little text to detect a language (${words.count} words)`);
  const fits = fitsOf(languages.model, words);
  const best = fits[0]!;
  const runnerUp = fits[1];
  const declaredFit = fits.find((fit) => fit.code === declared);
  const evidence = (fit: Fit) =>
    `${percent(fit.share)} of words are its common words${fit === best && runnerUp && runnerUp.weight > 0 ? `, ahead of ${nameOf(languages, runnerUp.code)}` : ""}`;

  if (!confident(best)) {
    const declaredLexicon = lexiconOf(languages, declared);
    if (declaredLexicon && declaredFit && declaredFit.weight >= best.weight * DECLARED_MARGIN_INCONCLUSIVE) {
      return supportedResult(declaredLexicon, declared, `the text is inconclusive (best fit ${nameOf(languages, best.code)}, ${percent(best.share)} common words); lang="${declared}" fits it and was used`);
    }
    return otherResult(otherCode(languages, declared), declared, `no listed language fits the text (best: ${nameOf(languages, best.code)}, ${percent(best.share)} common words)`);
  }
  const chosen = declaredFit && declaredFit !== best && confident(declaredFit) && declaredFit.weight >= best.weight * DECLARED_MARGIN ? declaredFit : best;
  const how = chosen === best ? evidence(chosen) : `${evidence(chosen)}, close to ${nameOf(languages, best.code)}; lang="${declared}" breaks the tie`;
  const lexicon = lexiconOf(languages, chosen.code);
  if (!lexicon) return otherResult(chosen.code, declared, `the text reads as ${nameOf(languages, chosen.code)}, not a supported language: ${how}`);
  return supportedResult(lexicon, declared, `the text reads as ${lexicon.name}: ${how}`);
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

/** The page's language among `lexicons` (the registry's, unless a test brings its own). */
export function detectLanguage(text: string, langAttribute: string | null | undefined, lexicons: readonly Lexicon[] = LEXICONS): LanguageResult {
  const languages = languagesOf(lexicons);
  const declared = primarySubtag(langAttribute);
  const sample = text.slice(0, SAMPLE_CHARS);
  const counts = countScripts(sample);
  const dominant = [...counts.words.entries()].sort((a, b) => b[1] - a[1])[0];
  if (!dominant) return fromDeclared(languages, declared, "the text has no letters");
  const [script, words] = dominant;
  // The script settles Korean, Japanese and Chinese even in a short text; short Latin text needs the attribute.
  const korean = byScript(languages, "korean");
  if (script === "Hangul" && korean) return supportedResult(korean, declared, `the text is mostly Hangul (${percent(words / counts.total)} of words)`);
  if (script === "CJK") return byCjk(languages, counts, declared);
  if (counts.total < MIN_WORDS) return fromDeclared(languages, declared, "too little text to detect a language");
  if (script === "Latin") return byStopwords(languages, sample, declared);
  const scriptLanguage = SCRIPTS[script as ScriptName]?.language;
  return otherResult(otherCode(languages, declared, scriptLanguage), declared, `the text is mostly in ${script} script, which none of the supported languages uses`);
}
