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
export type AnswerForm = "purpose" | "steps" | "list" | "definition" | "yes-no" | "number" | "reason" | "comparison" | "statement";

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
const COVERAGE = { withForm: 0.34, definition: 0.5, bare: 0.5, strong: 0.67 } as const;

const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const HANGUL = /\p{Script=Hangul}/u;
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
  const anywhere = UNSPACED.test(phrase);
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
const UNMARKED_KINDS: ReadonlySet<QuestionKind> = new Set(["howto", "definition", "quantity", "comparison"]);
/** Of those, kinds whose phrase must open the headline (in spaced scripts): "how much" mid-headline is not asked. */
const OPENING_KINDS: ReadonlySet<QuestionKind> = new Set(["definition", "quantity"]);

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
      if (!marked && OPENING_KINDS.has(kind) && at !== 0 && !UNSPACED.test(phrase)) continue;
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

/** The key terms of a question: what an answer repeats. */
export function keyTerms(question: string, lexicon: Lexicon): string[] {
  const { phrases, words } = asking(lexicon);
  let text = normal(question);
  const terms = new Set<string>();
  if (lexicon.script === "japanese" || lexicon.script === "chinese") {
    // Unspaced: the asking phrases become breaks, and the runs of Han (and katakana) between them give
    // their character pairs; kana in Japanese is mostly particles and endings.
    for (const phrase of phrases) if (UNSPACED.test(phrase)) text = text.split(phrase).join(" ");
    const run = lexicon.script === "japanese" ? /[\p{Script=Han}\p{Script=Katakana}ー]+/gu : /\p{Script=Han}+/gu;
    for (const [chars] of text.matchAll(run)) {
      if (chars.length === 1) terms.add(chars);
      for (let i = 0; i + 1 < chars.length; i++) terms.add(chars.slice(i, i + 2));
    }
    for (const [word] of text.matchAll(/[a-z][a-z0-9]+/gu)) if (!words.has(word)) terms.add(stemOf(word));
    return [...terms];
  }
  for (const [word] of text.matchAll(WORD)) {
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
  if (lexicon.script === "japanese" || lexicon.script === "chinese") {
    return Math.min(1, terms.filter((term) => lower.includes(term)).length / counted);
  }
  const words = [...lower.matchAll(WORD)].map(([word]) => withoutMarks(word));
  return Math.min(1, terms.filter((term) => words.some((word) => word.startsWith(term))).length / counted);
}

/** Whether a sentence states a how-to's purpose: "To …," opening it, or an ending in its first clause. */
function statesPurpose(sentence: string, lexicon: Lexicon): boolean {
  const { purpose } = lexicon.answers;
  if (lexicon.script === "latin") return leadingPhrase(sentence, purpose) !== undefined;
  const clause = FIRST_CLAUSE.exec(normal(sentence))?.[0] ?? "";
  return purpose.some((phrase) => clause.includes(phrase));
}

function hasNumber(sentence: string, lexicon: Lexicon): boolean {
  if (DIGIT.test(sentence)) return true;
  const digits = lexicon.numbers.numerals?.digits;
  return digits !== undefined && [...digits].some((digit) => sentence.includes(digit));
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

/** How a sentence answers a question of this kind, or null when it does not. */
export function answerForm(kind: AskedKind, sentence: string, coverage: number, lexicon: Lexicon, terms: readonly string[] = []): AnswerForm | null {
  const words = lexicon.answers;
  const lower = normal(sentence);
  const defines = () => definesTerms(sentence, lexicon, terms);
  switch (kind) {
    case "howto":
      if (statesPurpose(sentence, lexicon) && coverage >= COVERAGE.withForm) return "purpose";
      if (hasPhrase(lower, words.steps) && coverage >= COVERAGE.bare) return "steps";
      return null;
    case "definition":
      return defines() && coverage >= COVERAGE.definition ? "definition" : null;
    case "yesno":
      if (leadingPhrase(sentence, words.yesNo) !== undefined && coverage >= COVERAGE.withForm) return "yes-no";
      return coverage >= COVERAGE.strong ? "statement" : null;
    case "quantity":
    case "time":
      return hasNumber(sentence, lexicon) && coverage >= COVERAGE.withForm ? "number" : null;
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
      return coverage >= COVERAGE.bare ? "statement" : null;
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

/** The text of the first item of a list block: the blocks after it hold its items. */
function firstItem(blocks: readonly Block[], from: number): string | null {
  for (let i = from + 1; i < blocks.length && i < from + 4; i++) {
    const block = blocks[i]!;
    if (block.kind === "text" && block.inList) return block.text;
  }
  return null;
}

/** A list answers a how-to or a choice when it is one of content (steps, picks), not links. */
const LIST_KINDS: ReadonlySet<AskedKind> = new Set(["howto", "choice"]);

/**
 * The first answer to `question` in `blocks`, read from the top: prose sentences (bylines and captions
 * skipped) and, for how-tos and choices, a list of steps or picks.
 */
export function findAnswer(ctx: PageContext, question: Question, blocks: readonly Block[], lexicon: Lexicon, limit = SCAN): { answer: Answer | null; read: number; opening: string | null } {
  let wordsBefore = 0;
  let read = 0;
  let opening: string | null = null;
  for (let index = 0; index < blocks.length && read < limit.sentences && wordsBefore < limit.words; index++) {
    const block = blocks[index]!;
    if (block.kind === "list") {
      if (!LIST_KINDS.has(question.kind) || !isContentList(block as ListBlock)) continue;
      const item = firstItem(blocks, index);
      if (item) return { answer: { text: item, form: "list", coverage: coverageOf(question.terms, item, lexicon), wordsBefore, words: block.words }, read, opening };
      continue;
    }
    if (block.kind !== "text" || block.inList || block.inTable || NOT_PROSE.has(block.element.localName)) continue;
    if (block.words < MIN_BLOCK_WORDS || isByline(block, lexicon)) continue;
    for (const sentence of ctx.sentencesOf(block)) {
      if (read >= limit.sentences) break;
      read++;
      opening ??= sentence.text;
      const asks = isAsked(block.text, sentence.text);
      const filler = lexicon.fillerOpeners.some((pattern) => pattern.test(openingOf(sentence.text)));
      if (!asks && !filler) {
        const coverage = coverageOf(question.terms, sentence.text, lexicon);
        const form = answerForm(question.kind, sentence.text, coverage, lexicon, question.terms);
        if (form) return { answer: { text: sentence.text, form, coverage, wordsBefore, words: sentence.words }, read, opening };
      }
      wordsBefore += sentence.words;
    }
  }
  return { answer: null, read, opening };
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
