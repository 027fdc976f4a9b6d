// Whether the page answers its question, and where: the page's question (its h1 or title) read in its own
// language, the kind of answer that question calls for, and the first sentence near the top that gives
// that kind of answer in the question's own terms. Answer engines quote the passage that answers the query
// (the field's strongest predictor of being cited), not the one that merely comes first, so a preamble that
// talks around the question earns nothing and the same answer buried lower scores lower.
//
// Deterministic and lexicon-driven: a question's kind comes from its wording (lexicon `answers.kinds`), a
// sentence answers when it carries the question's key terms (word stems; character pairs in Chinese and
// Japanese; stems of Korean words) and has the form the kind asks for (a purpose clause or steps for a
// how-to, "X is a…" for a definition, a yes/no opener, a number, "because", a comparison).
import type { PageContext } from "../context.ts";
import type { Lexicon, QuestionKind } from "../lexicons/types.ts";
import { isAsked, leadingPhrase, openingOf } from "./questions.ts";
import { blocksAfterH1, firstH1, isContentList, type Block, type ListBlock, type TextBlock } from "./sections.ts";
import { collapseWhitespace } from "./text.ts";
import { HAN_KANA_HANGUL } from "./chars.ts";

/** What the page asks: a question of a kind, or (a headline that is no question) a topic to state. */
export type AskedKind = QuestionKind | "topic";

export interface Question {
  /** The question as the page words it (the first question of a title that asks two). */
  text: string;
  kind: AskedKind;
  /** The question's key terms, as answers are matched against them. */
  terms: readonly string[];
  /** Where the question was read. */
  from: "h1" | "title" | "heading";
}

/** How a sentence answers. */
export type AnswerForm = "purpose" | "steps" | "advice" | "list" | "definition" | "yes-no" | "number" | "time" | "frequency" | "reason" | "comparison" | "statement" | "announced";

export interface Answer {
  /** The answering sentence (for a list, its first item). */
  text: string;
  form: AnswerForm;
  /** Share of the question's key terms it carries, 0..1. */
  coverage: number;
  /** Words of prose between the h1 and the answer: the preamble a reader wades through. */
  wordsBefore: number;
  /** Words of the answering sentence. */
  words: number;
}

export interface MainAnswer {
  question: Question;
  /** The first sentence near the top that answers it, or null. */
  answer: Answer | null;
  /** Sentences read looking for it. */
  sentencesRead: number;
  /** The page's first sentence of prose, for evidence when nothing answers. */
  opening: string | null;
  /** Section headings (h2, h3) below the h1: a list of ways or picks may be answered section by section. */
  sections: number;
}

/** How far down the answer is looked for: an answer past this is no answer to lift. */
const SCAN = { sentences: 40, words: 1_000 } as const;
/** Short runs under the h1 are datelines and captions; short bylines are not prose (as in questions.ts). */
const MIN_BLOCK_WORDS = 6;
const MAX_BYLINE_WORDS = 20;
const NOT_PROSE = new Set(["figcaption", "caption", "address", "pre", "blockquote"]);

/** Coverage of the question's key terms each form needs: a form that fits the kind needs fewer. */
const COVERAGE = { withForm: 0.33, definition: 0.5, bare: 0.5, strong: 0.67 } as const;

const HANGUL = /\p{Script=Hangul}/u;
/** Japanese and Chinese run words together: terms are found inside the text, openings measured in characters. */
const writtenUnspaced = (lexicon: Lexicon) => lexicon.script === "japanese" || lexicon.script === "chinese";
const QUESTION_MARK = /[?？¿]/u;
const TITLE_SEPARATORS = /\s+[|–—·»:]\s+|\s+-\s+|[｜｜]|\s::\s/u;
const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const DIGIT = /\p{N}/u;
/** First clause of an unspaced sentence: where Japanese, Korean and Chinese put a how-to's purpose. */
const FIRST_CLAUSE = /^[^，、,。；;：:]*/u;

/** Lower case with typographic apostrophes straightened: how phrases are compared. */
const normal = (text: string) => text.toLowerCase().replace(/[’‘]/g, "'");
/** Without accents (NFD marks dropped); Hangul as it is, since NFD splits its syllables into letters. */
const withoutMarks = (word: string) => (HANGUL.test(word) ? word : word.normalize("NFD").replace(/\p{M}/gu, ""));

/** Where `phrase` occurs in `text` as a whole phrase (word boundaries in spaced scripts), or -1. */
function phraseIndex(text: string, phrase: string, from = 0): number {
  if (!phrase) return -1;
  // Japanese and Chinese have no spaces, and Korean attaches particles and endings: anywhere will do.
  const anywhere = HAN_KANA_HANGUL.test(phrase);
  for (let at = text.indexOf(phrase, from); at !== -1; at = text.indexOf(phrase, at + 1)) {
    if (anywhere) return at;
    const before = text.charAt(at - 1);
    const after = text.charAt(at + phrase.length);
    const last = phrase.charAt(phrase.length - 1);
    if ((at === 0 || !LETTER_OR_DIGIT.test(before)) && (after === "" || !LETTER_OR_DIGIT.test(after) || !LETTER_OR_DIGIT.test(last))) return at;
  }
  return -1;
}

const hasPhrase = (text: string, phrases: readonly string[]) => phrases.some((phrase) => phraseIndex(text, phrase) !== -1);

/**
 * Kinds a headline without a question mark can still ask ("How to…", "What is…", "How much…", "X vs Y"):
 * the others, unmarked, are a feature's headline ("Why your next job search may involve puzzles", "The man
 * who built a firm"), not a question the page sets out to answer.
 */
const UNMARKED_KINDS: ReadonlySet<QuestionKind> = new Set(["howto", "definition", "quantity", "frequency", "comparison"]);
/** Of those, kinds whose phrase must open the headline (in spaced scripts): "how much" mid-headline is not asked. */
const OPENING_KINDS: ReadonlySet<QuestionKind> = new Set(["definition", "quantity", "frequency"]);
/**
 * A how-to's single asking word ("how", "cómo", "wie") mid-headline tells a story ("The Saturday loaf, or how
 * I stopped buying yeast"; "Choose how you want to use it"); a phrase ("ways to", "tips for") asks anywhere.
 */
const isWord = (phrase: string) => !phrase.includes(" ") && !HAN_KANA_HANGUL.test(phrase);

/** A question mark, or an ending that asks as one does ("のか", "나요", "吗"). */
function isMarked(text: string, lexicon: Lexicon): boolean {
  if (QUESTION_MARK.test(text)) return true;
  const end = text.replace(/[\s。.!！…]+$/u, "");
  return lexicon.answers.questionEndings.some((ending) => end.endsWith(ending));
}

/** The question's kind: the kind phrase found earliest, the longest at one place; yes/no phrases only first. */
function kindOf(text: string, lexicon: Lexicon): AskedKind {
  const lower = normal(openingOf(text));
  const marked = isMarked(text, lexicon);
  let best: { kind: QuestionKind; at: number; length: number } | null = null;
  for (const [kind, phrases] of Object.entries(lexicon.answers.kinds) as [QuestionKind, readonly string[]][]) {
    if (!marked && !UNMARKED_KINDS.has(kind)) continue;
    for (const phrase of phrases) {
      const at = phraseIndex(lower, phrase);
      if (at === -1 || (kind === "yesno" && at !== 0)) continue;
      if (!marked && OPENING_KINDS.has(kind) && at !== 0 && !HAN_KANA_HANGUL.test(phrase)) continue;
      if (!marked && kind === "howto" && at !== 0 && isWord(phrase)) continue;
      // Unmarked, "料金プラン" and "价格" name a price and "这几件事" counts; only a question word asks ("多少", "いくら").
      if (!marked && (kind === "quantity" || kind === "frequency") && HAN_KANA_HANGUL.test(phrase) && !lexicon.interrogatives.includes(phrase)) continue;
      if (!best || at < best.at || (at === best.at && phrase.length > best.length)) best = { kind, at, length: phrase.length };
    }
  }
  if (best) return best.kind;
  return marked ? "yesno" : "topic";
}

/** Every phrase that asks rather than names: removed before a question's key terms are read. */
function askingPhrases(lexicon: Lexicon): string[] {
  return [...Object.values(lexicon.answers.kinds).flat(), ...lexicon.interrogatives, ...lexicon.answers.ignore].sort((a, b) => b.length - a.length);
}

const askingCache = new WeakMap<Lexicon, { phrases: string[]; words: ReadonlySet<string> }>();

function asking(lexicon: Lexicon): { phrases: string[]; words: ReadonlySet<string> } {
  let found = askingCache.get(lexicon);
  if (!found) {
    const phrases = askingPhrases(lexicon);
    const words = new Set([...lexicon.stopwords, ...phrases.flatMap((phrase) => phrase.split(/\s+/))].map(normal));
    found = { phrases, words };
    askingCache.set(lexicon, found);
  }
  return found;
}

/**
 * A spaced word's stem, without accents: its first 70% (at least five letters), so "blisters" is "bliste"
 * and "Balkonkraftwerk" "balkonkraft" (which "Balkonen" does not start). A sentence's word carries the term
 * when it starts with it.
 */
const stemOf = (word: string) => {
  const bare = withoutMarks(word);
  return bare.slice(0, Math.max(5, Math.ceil(bare.length * 0.7)));
};

/** An elided article or preposition before a word ("l'", "d'", "dell'", "un'"): the word is what follows. */
const ELISION = /^\p{L}{1,4}'(?=\p{L}{3})/u;

/**
 * The words of a lower-cased text in spaced scripts, as terms are read and matched: elisions dropped
 * ("d'antibiotiques" is "antibiotiques") and compounds read at their hyphens. A question's compound stands
 * for its longest part ("cv-ketel" for "ketel", as "hr-ketel" carries it; "re-wax" for "wax"; "sommes-nous" for
 * "sommes"); a sentence's carries each of its parts of three letters or more ("re-waxing" carries "waxing").
 */
function wordsOf(text: string, as: "question" | "sentence" = "sentence"): string[] {
  const words: string[] = [];
  for (const [match] of text.matchAll(WORD)) {
    const word = match.replace(ELISION, "");
    const parts = word.includes("-") ? word.split("-").filter((part) => part.length >= 3) : [];
    if (parts.length === 0) words.push(word);
    else if (as === "question") words.push(parts.reduce((longest, part) => (part.length > longest.length ? part : longest)));
    else words.push(...parts);
  }
  return words;
}

/** The key terms of a question: what an answer repeats. */
export function keyTerms(question: string, lexicon: Lexicon): string[] {
  const { phrases, words } = asking(lexicon);
  let text = normal(question);
  const terms = new Set<string>();
  if (writtenUnspaced(lexicon)) {
    // Unspaced: the asking phrases become breaks, and the runs of Han (and katakana) between them give
    // their character pairs; kana in Japanese is mostly particles and endings.
    for (const phrase of phrases) if (HAN_KANA_HANGUL.test(phrase)) text = text.split(phrase).join(" ");
    const run = lexicon.script === "japanese" ? /[\p{Script=Han}\p{Script=Katakana}ー]+/gu : /\p{Script=Han}+/gu;
    for (const [chars] of text.matchAll(run)) {
      if (chars.length === 1) terms.add(chars);
      for (let i = 0; i + 1 < chars.length; i++) terms.add(chars.slice(i, i + 2));
    }
    for (const [word] of text.matchAll(/[a-z][a-z0-9]+/gu)) if (!words.has(word)) terms.add(stemOf(word));
    return [...terms];
  }
  for (const word of wordsOf(text, "question")) {
    if (DIGIT.test(word.charAt(0)) || words.has(word)) continue;
    if (HANGUL.test(word)) {
      // A Korean word carries its particles and endings: its first two syllables stand for it, unless it asks.
      if (phrases.some((phrase) => HANGUL.test(phrase) && word.includes(phrase))) continue;
      terms.add(word.slice(0, 2));
      continue;
    }
    if (word.length < 3) continue;
    terms.add(stemOf(word));
  }
  return [...terms];
}

/** A long question's answer need carry only this many of its terms: a headline of ten terms is answered in three or four. */
const MAX_COUNTED_TERMS = 6;

/** Share of `terms` that `sentence` carries (of at most MAX_COUNTED_TERMS). */
function coverageOf(terms: readonly string[], sentence: string, lexicon: Lexicon): number {
  if (terms.length === 0) return 1;
  const counted = Math.min(terms.length, MAX_COUNTED_TERMS);
  const lower = normal(sentence);
  if (writtenUnspaced(lexicon)) {
    return Math.min(1, terms.filter((term) => lower.includes(term)).length / counted);
  }
  const words = wordsOf(lower).map(withoutMarks);
  return Math.min(1, terms.filter((term) => words.some((word) => word.startsWith(term))).length / counted);
}

/** Whether a sentence states a how-to's purpose: "To …," opening it, or an ending in its first clause. */
function statesPurpose(sentence: string, lexicon: Lexicon): boolean {
  const { purpose } = lexicon.answers;
  if (lexicon.script === "latin") return leadingPhrase(sentence, purpose) !== undefined;
  const clause = FIRST_CLAUSE.exec(normal(sentence))?.[0] ?? "";
  return purpose.some((phrase) => clause.includes(phrase));
}

/** Words an imperative and a sentence's subject are read in: the first few. */
const OPENING_WORDS = 6;
/** The same in Japanese and Chinese, in characters. */
const OPENING_UNSPACED_CHARS = 15;

/** Whether a sentence opens with an imperative: a verb, then its object or "Sie" ("Fill the kettle", "Vul de", "Messen Sie"). */
function opensWithImperative(sentence: string, lexicon: Lexicon): boolean {
  const { imperativeObjects, imperativeEndings, notImperative, kinds } = lexicon.answers;
  if (imperativeObjects.length === 0) return false;
  const [first, second] = [...normal(openingOf(sentence)).matchAll(WORD)].slice(0, 2).map(([word]) => word);
  // An elided word ("c'est", "l'acqua") is no imperative.
  if (first === undefined || second === undefined || first.length < 2 || DIGIT.test(first) || first.includes("'")) return false;
  // A preposition, a conjunction, an auxiliary or a function word opens statements ("During the", "Según la").
  if (notImperative.includes(first) || lexicon.stopwords.includes(first) || lexicon.interrogatives.includes(first) || kinds.yesno.includes(first)) return false;
  if (imperativeEndings.some((ending) => first.endsWith(ending) && first.length > ending.length + 2)) return true;
  return imperativeObjects.some((word) => second === word || (word.endsWith("'") && second.startsWith(word)));
}

/** Whether a sentence instructs: a step's opener or an imperative opening it; in Japanese, Korean and Chinese an instruction's ending anywhere. */
function instructs(sentence: string, lexicon: Lexicon): boolean {
  if (lexicon.script !== "latin") return hasPhrase(normal(sentence), lexicon.answers.steps);
  return leadingPhrase(sentence, lexicon.answers.steps) !== undefined || opensWithImperative(sentence, lexicon);
}

/** Whether a sentence advises: "you should", "hay que", "il faut", "man sollte", "va conservato", "のが一般的". */
function advises(sentence: string, lexicon: Lexicon): boolean {
  const { prescriptive, prescriptivePatterns } = lexicon.answers;
  return hasPhrase(normal(sentence), prescriptive) || prescriptivePatterns.some((pattern) => pattern.test(sentence));
}

/** A number: digits, a number in words ("twice", "dos", "zweimal"), or a Han numeral before a counter ("一万件", not "一方"). */
function hasNumber(sentence: string, lexicon: Lexicon): boolean {
  if (DIGIT.test(sentence)) return true;
  if (hasPhrase(normal(sentence), lexicon.answers.numberWords)) return true;
  const numerals = lexicon.numbers.numerals;
  if (!numerals) return false;
  const chars = numerals.digits + numerals.units;
  for (let at = 0; at < sentence.length; at++) {
    if (!chars.includes(sentence.charAt(at))) continue;
    let end = at;
    while (end < sentence.length && chars.includes(sentence.charAt(end))) end++;
    if (lexicon.answers.counters.some((counter) => sentence.startsWith(counter, end))) return true;
    at = end;
  }
  return false;
}

/** "Rendimento: 30 unidades", "Prep time: 10 min", "調理時間：30分": a label and its value, no sentence. */
const FIELD = /^([^:：]{1,30})[:：]\s*(.*)$/su;
const FIELD_SIZE = { label: 3, value: 6 } as const;

function isField(text: string): boolean {
  const match = FIELD.exec(text.trim());
  if (!match) return false;
  const count = (part: string) => part.split(/\s+/u).filter(Boolean).length;
  return count(match[1]!) <= FIELD_SIZE.label && count(match[2]!) <= FIELD_SIZE.value;
}

/**
 * Whether a sentence is about the page itself ("In this article…", "この記事では"), or in its first words about
 * the writer or the business ("Every autumn our workshop…", "En nuestro taller…") without advising: either
 * way it is no answer, whatever terms it repeats.
 */
function aboutItself(sentence: string, lexicon: Lexicon): boolean {
  const lower = normal(sentence);
  if (hasPhrase(lower, lexicon.answers.aboutPage)) return true;
  const unspaced = writtenUnspaced(lexicon);
  const start = unspaced ? lower.slice(0, OPENING_UNSPACED_CHARS) : [...lower.matchAll(WORD)].slice(0, OPENING_WORDS).map(([word]) => word).join(" ");
  return hasPhrase(start, lexicon.answers.aboutWriter) && !advises(sentence, lexicon);
}

/**
 * A sentence that opens by naming the answer ("The short answer is…", "La réponse est simple :", "結論から言うと"),
 * or by summing up ("In short, …") in the question's terms.
 */
function announces(sentence: string, coverage: number, lexicon: Lexicon): boolean {
  if (leadingPhrase(sentence, lexicon.answers.markers) !== undefined) return true;
  return coverage >= COVERAGE.withForm && leadingPhrase(sentence, lexicon.summaryLabels) !== undefined;
}

/**
 * Whether a sentence defines the question's subject: a definition pattern ("X is a…") after the subject's
 * first term, so "A few years ago this was a rarity, now balconies…" defines nothing.
 */
function definesTerms(sentence: string, lexicon: Lexicon, terms: readonly string[]): boolean {
  const lower = withoutMarks(normal(sentence));
  const subjectAt = terms.length === 0 ? 0 : Math.min(...terms.map((term) => lower.indexOf(term)).filter((at) => at !== -1));
  if (!Number.isFinite(subjectAt)) return false;
  return lexicon.definitionPatterns.some((pattern) => {
    const match = pattern.exec(sentence);
    return match !== null && match.index + match[0].length > subjectAt && match.index >= subjectAt;
  });
}

/** Whether a sentence defines the question's subject: its key terms, then "X is a…" after them. */
export function definesSubject(sentence: string, question: Question, lexicon: Lexicon): boolean {
  return coverageOf(question.terms, sentence, lexicon) >= COVERAGE.definition && definesTerms(sentence, lexicon, question.terms);
}

/** Words of a sentence's subject, where "The right pressure is…" names what it answers. */
const SUBJECT_WORDS = 3;

/** Whether a sentence's first words carry `term` ("La presión correcta es…" for "presi"). */
function leadsWith(sentence: string, term: string, lexicon: Lexicon): boolean {
  const lower = normal(sentence);
  if (writtenUnspaced(lexicon)) return lower.slice(0, OPENING_UNSPACED_CHARS).includes(term);
  return wordsOf(lower).slice(0, SUBJECT_WORDS).some((word) => withoutMarks(word).startsWith(term));
}

/** How a sentence answers a question of this kind, or null when it does not. */
export function answerForm(kind: AskedKind, sentence: string, coverage: number, lexicon: Lexicon, terms: readonly string[] = []): AnswerForm | null {
  const words = lexicon.answers;
  const lower = normal(sentence);
  const defines = () => definesTerms(sentence, lexicon, terms);
  switch (kind) {
    case "howto":
      if (statesPurpose(sentence, lexicon) && coverage >= COVERAGE.withForm) return "purpose";
      // An instruction's ending in Japanese, Korean or Chinese is vaguer than an imperative opening a sentence.
      if (instructs(sentence, lexicon) && coverage >= (lexicon.script === "latin" ? COVERAGE.withForm : COVERAGE.bare)) return "steps";
      if (advises(sentence, lexicon) && coverage >= COVERAGE.bare) return "advice";
      return null;
    case "definition":
      return defines() && coverage >= COVERAGE.definition ? "definition" : null;
    case "yesno":
      if (leadingPhrase(sentence, words.yesNo) !== undefined && coverage >= COVERAGE.withForm) return "yes-no";
      return coverage >= COVERAGE.strong ? "statement" : null;
    case "quantity":
      return hasNumber(sentence, lexicon) && coverage >= COVERAGE.withForm ? "number" : null;
    case "time":
      if (coverage < COVERAGE.withForm) return null;
      // "12月25日までに", but also "at the end of winter", "im Herbst", "a finales de marzo".
      if (hasNumber(sentence, lexicon)) return "number";
      return hasPhrase(lower, words.times) || hasPhrase(lower, lexicon.months.map(([name]) => name!)) ? "time" : null;
    case "frequency":
      // "For three or four winters" is a duration, not how often: a frequency answers ("once a year", "cada dos semanas").
      return hasPhrase(lower, words.frequency) && coverage >= COVERAGE.withForm ? "frequency" : null;
    case "reason":
      if (hasPhrase(lower, words.because) && coverage >= COVERAGE.withForm) return "reason";
      return coverage >= COVERAGE.strong ? "statement" : null;
    case "comparison":
      return hasPhrase(lower, words.compare) && coverage >= COVERAGE.bare ? "comparison" : null;
    case "topic":
      if (coverage < COVERAGE.bare) return null;
      return defines() ? "definition" : "statement";
    case "choice":
    case "open":
      if (coverage >= COVERAGE.bare) return "statement";
      // "What pressure…?", "Which oil…?": a sentence whose subject is the thing asked for and that says what it is.
      return terms.length > 0 && leadsWith(sentence, terms[0]!, lexicon) && defines() ? "definition" : null;
  }
}

/**
 * The first of two questions joined in one ("What is the IBAN and where do I find mine?"): the text before
 * a joining word ("and", "y", "und") that an asking word follows; the key terms are read from it.
 */
function firstAsk(question: string, lexicon: Lexicon): string {
  const lower = normal(question);
  const asks = [...lexicon.interrogatives, ...Object.values(lexicon.answers.kinds).flat()];
  let cut = -1;
  for (const joiner of lexicon.answers.joiners) {
    for (let at = phraseIndex(lower, joiner, 1); at !== -1; at = phraseIndex(lower, joiner, at + 1)) {
      const rest = lower.slice(at + joiner.length).trimStart();
      if (asks.some((phrase) => phraseIndex(rest, phrase) === 0) && (cut === -1 || at < cut)) cut = at;
    }
  }
  return cut === -1 ? question : question.slice(0, cut).trim();
}

/** Parts of a headline ("Closing the Achievement Gap: Is There an App for That?"). */
const SEGMENTS = /\s*[:|｜]\s+|\s+[-–—]\s+/u;

/** Reads `text` (an h1, a title, a heading) as the page's question, in the page's language. */
export function questionOf(text: string, lexicon: Lexicon, from: Question["from"]): Question {
  const clean = collapseWhitespace(text);
  // The part of a headline that asks: the one with the question mark, else the first that asks at all; a
  // title that asks two things ("What is X and how does it work? A guide") is judged on its first question.
  const parts = clean.split(SEGMENTS).filter(Boolean);
  const marked = parts.find((part) => isMarked(part, lexicon));
  const candidates = marked ? [marked] : parts;
  for (const part of candidates) {
    const mark = part.search(/[?？]/u);
    const first = mark === -1 ? part : part.slice(0, mark + 1);
    const kind = kindOf(first, lexicon);
    if (kind !== "topic") return { text: first, kind, terms: keyTerms(firstAsk(first, lexicon), lexicon), from };
  }
  return { text: clean, kind: "topic", terms: keyTerms(clean, lexicon), from };
}

/** The page's question: its h1 when that asks, else its title's headline when that asks, else its h1 as a topic. */
export function mainQuestion(ctx: PageContext, lexicon: Lexicon): Question | null {
  const h1 = firstH1(ctx)?.text ?? "";
  const title = (ctx.meta.title ?? "").split(TITLE_SEPARATORS)[0]?.trim() ?? "";
  const fromH1 = h1 ? questionOf(h1, lexicon, "h1") : null;
  if (fromH1 && fromH1.kind !== "topic") return fromH1;
  const fromTitle = title ? questionOf(title, lexicon, "title") : null;
  if (fromTitle && fromTitle.kind !== "topic") return fromTitle;
  return fromH1 ?? fromTitle;
}

/** A line that only says who wrote the page or when (as questions.ts's opening reads it). */
function isByline(block: TextBlock, lexicon: Lexicon): boolean {
  if (block.words > MAX_BYLINE_WORDS) return false;
  const labels = [...lexicon.bylineLabels, ...lexicon.dateLabels.published, ...lexicon.dateLabels.updated];
  return leadingPhrase(block.text, labels) !== undefined;
}

/** The texts of a list block's items: the blocks right after it. */
function itemsOf(blocks: readonly Block[], from: number, list: ListBlock): string[] {
  const items: string[] = [];
  for (let i = from + 1; i < blocks.length && items.length < list.items; i++) {
    const block = blocks[i]!;
    if (block.kind !== "text" || !block.inList) break;
    items.push(block.text);
  }
  return items;
}

/** A list answers a how-to or a choice when it is one of content (steps, picks), not links. */
const LIST_KINDS: ReadonlySet<AskedKind> = new Set(["howto", "choice"]);
/** After an answer that only repeats the question's terms, sentences read for the page asking it again ("So where do they go?"). */
const REASK_WINDOW = 6;

/** The interrogative a question opens its asking with, the earliest in it ("onde" in "Para onde vão?"). */
function askingWord(text: string, lexicon: Lexicon): string | undefined {
  const lower = normal(text);
  let best: { word: string; at: number } | undefined;
  for (const word of lexicon.interrogatives) {
    const at = phraseIndex(lower, word);
    if (at !== -1 && (!best || at < best.at)) best = { word, at };
  }
  return best?.word;
}

/**
 * Whether a question in the text asks the page's question again in other words: of the same kind, with the
 * same interrogative ("Onde estão os azulejos…?" … "Para onde vão?").
 */
function asksAgain(text: string, question: Question, lexicon: Lexicon): boolean {
  // (The sentence split may have dropped its question mark: it is read as asked.)
  if (kindOf(QUESTION_MARK.test(text) ? text : `${text}?`, lexicon) !== question.kind) return false;
  const word = askingWord(text, lexicon);
  return word !== undefined && word === askingWord(question.text, lexicon);
}

/** A list that answers: steps or picks in the question's terms, not a recipe's fields ("Rendimento: 30 unidades") or a caution's list of places. */
function listAnswer(blocks: readonly Block[], index: number, question: Question, lexicon: Lexicon, wordsBefore: number): Answer | null {
  const list = blocks[index] as ListBlock;
  if (!LIST_KINDS.has(question.kind) || !isContentList(list)) return null;
  const items = itemsOf(blocks, index, list);
  if (items.length === 0 || items.some(isField)) return null;
  const coverage = coverageOf(question.terms, items.join(" "), lexicon);
  if (coverage < COVERAGE.withForm) return null;
  return { text: items[0]!, form: "list", coverage, wordsBefore, words: list.words };
}

/**
 * The first answer to `question` in `blocks`, read from the top: prose sentences (bylines and captions
 * skipped; questions, filler, labels and sentences about the page or the writer never answer) and, for
 * how-tos and choices, a list of steps or picks. An answer that only repeats the question's terms gives way
 * to the sentence after the page asks the question again, a few sentences on.
 */
export function findAnswer(ctx: PageContext, question: Question, blocks: readonly Block[], lexicon: Lexicon, limit = SCAN): { answer: Answer | null; read: number; opening: string | null } {
  let wordsBefore = 0;
  let read = 0;
  let opening: string | null = null;
  let weak: { answer: Answer; until: number } | null = null;
  const done = (answer: Answer | null) => ({ answer: answer ?? weak?.answer ?? null, read, opening });
  for (let index = 0; index < blocks.length && read < limit.sentences && wordsBefore < limit.words; index++) {
    const block = blocks[index]!;
    if (block.kind === "list") {
      const answer = weak ? null : listAnswer(blocks, index, question, lexicon, wordsBefore);
      if (answer) return done(answer);
      continue;
    }
    if (block.kind !== "text" || block.inList || block.inTable || NOT_PROSE.has(block.element.localName)) continue;
    if (block.words < MIN_BLOCK_WORDS || isByline(block, lexicon)) continue;
    // The page asks again within a paragraph and answers in its next sentence ("Para onde vão? Uma parte…").
    let reasked = false;
    for (const sentence of ctx.sentencesOf(block)) {
      if (read >= limit.sentences || (weak && read >= weak.until)) return done(null);
      read++;
      opening ??= sentence.text;
      const text = sentence.text;
      const coverage = coverageOf(question.terms, text, lexicon);
      if (isAsked(block.text, text)) {
        // The page asks its question again ("Para onde vão?"): the sentence after it answers. A yes/no
        // question asked in the text is rhetorical as often as not ("Is it worth it? Let me tell you…").
        reasked = question.kind !== "yesno" && (coverage >= COVERAGE.bare || asksAgain(text, question, lexicon));
      } else if (!lexicon.fillerOpeners.some((pattern) => pattern.test(openingOf(text)))) {
        // "Short answer: yes." names its answer; other labels and fields ("Rendimento: 30 unidades") answer nothing.
        const announced = announces(text, coverage, lexicon);
        // Right after the page asks again, the answer need not repeat the terms ("Uma parte acaba em feiras…"), but has the form asked for.
        const form = announced ? "announced" : isField(text) || aboutItself(text, lexicon) ? null : answerForm(question.kind, text, reasked ? 1 : coverage, lexicon, question.terms);
        // After a weak answer, only the page's asking again brings a better one.
        if (form && (!weak || reasked)) {
          const answer: Answer = { text, form, coverage, wordsBefore, words: sentence.words };
          if (form !== "statement" || reasked) return done(answer);
          weak = { answer, until: read + REASK_WINDOW };
        }
        reasked = false;
      }
      wordsBefore += sentence.words;
    }
  }
  return done(null);
}

/** The page's question and its answer near the top (the context's `mainAnswer` view); null when the page names no subject. */
export function readMainAnswer(ctx: PageContext, lexicon: Lexicon): MainAnswer | null {
  const question = mainQuestion(ctx, lexicon);
  if (!question) return null;
  const blocks = blocksAfterH1(ctx);
  const { answer, read, opening } = findAnswer(ctx, question, blocks, lexicon);
  const sections = blocks.filter((block) => block.kind === "heading" && (block.heading.level === 2 || block.heading.level === 3)).length;
  return { question, answer, sentencesRead: read, opening, sections };
}
