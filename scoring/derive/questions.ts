// Views of the main content read through the page's lexicon: question-form headings with the block right
// below each (its answer), the opening prose under the h1, and the phrase matching they rest on.
import type { PageContext } from "../context.ts";
import type { Lexicon } from "../lexicons/types.ts";
import type { Heading } from "./headings.ts";
import { blocksAfterH1, type Block, type TextBlock } from "./sections.ts";
import { HAN_KANA_HANGUL } from "./chars.ts";

/** Scripts written without spaces: a phrase ending in one matches without a word boundary after it. */
const UNSPACED_END = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]$/u;
/** Question words in these scripts sit anywhere in a heading ("SEOとは", "什么是", "무엇인가요"), not only first. */
const WORD_CHAR = /[\p{L}\p{N}]/u;
/** "1. ", "2) ", "Q3: " before a heading's words. */
const NUMBERING = /^(?:q?\p{N}{1,3}\s*[.):]\s*)/iu;
const QUESTION_MARKS = /[?？¿]/u;
/** Openers and labels are short: only the start of a text is ever compared. */
const OPENING_CHARS = 120;

/** The start of a text as openers are matched: from its first letter or digit (quotes, bullets dropped), straight apostrophes. */
export function openingOf(text: string): string {
  let start = 0;
  while (start < text.length && start < OPENING_CHARS && !WORD_CHAR.test(text.charAt(start))) start++;
  const opening = text.slice(start, start + OPENING_CHARS);
  return opening.includes("’") || opening.includes("‘") ? opening.replace(/[’‘]/g, "'") : opening;
}

/** The first of `phrases` (lower-case) that a lower-cased opening starts with, ending at a word boundary. */
function phraseAt(opening: string, phrases: readonly string[]): string | undefined {
  return phrases.find((phrase) => {
    if (!phrase || !opening.startsWith(phrase)) return false;
    const next = opening.charAt(phrase.length);
    const last = phrase.charAt(phrase.length - 1);
    return next === "" || !WORD_CHAR.test(next) || !WORD_CHAR.test(last) || UNSPACED_END.test(last);
  });
}

/** The first characters of a lexicon's phrases, per list: most texts are ruled out by their first letter. */
const initials = new WeakMap<readonly string[], ReadonlySet<string>>();

function initialsOf(phrases: readonly string[]): ReadonlySet<string> {
  let set = initials.get(phrases);
  if (!set) {
    set = new Set(phrases.map((phrase) => phrase.charAt(0)));
    initials.set(phrases, set);
  }
  return set;
}

/** The first of `phrases` (lower-case) that the text opens with, ending at a word boundary. */
export function leadingPhrase(text: string, phrases: readonly string[]): string | undefined {
  const first = text.charAt(0).toLowerCase();
  if (WORD_CHAR.test(first) && !initialsOf(phrases).has(first)) return undefined;
  return phraseAt(openingOf(text).toLowerCase(), phrases);
}

/** A lexicon's interrogatives split by where they are looked for: anywhere (CJK, Korean) or leading the text. */
const interrogatives = new WeakMap<Lexicon, { anywhere: readonly string[]; leading: readonly string[] }>();

function interrogativesOf(lexicon: Lexicon): { anywhere: readonly string[]; leading: readonly string[] } {
  let split = interrogatives.get(lexicon);
  if (!split) {
    split = {
      anywhere: lexicon.interrogatives.filter((word) => HAN_KANA_HANGUL.test(word)),
      leading: lexicon.interrogatives.filter((word) => !HAN_KANA_HANGUL.test(word)),
    };
    interrogatives.set(lexicon, split);
  }
  return split;
}

/** A question: a question mark (? ？ ¿), a leading interrogative, or a CJK/Korean question word anywhere. */
export function isQuestion(text: string, lexicon: Lexicon): boolean {
  if (QUESTION_MARKS.test(text)) return true;
  const { anywhere, leading } = interrogativesOf(lexicon);
  if (anywhere.some((word) => text.includes(word))) return true;
  return phraseAt(openingOf(text).toLowerCase().replace(NUMBERING, ""), leading) !== undefined;
}

export interface Answer {
  kind: "text" | "list" | "table";
  words: number;
  /** Its first sentence (a list's first item): what a reader takes as the answer. */
  first: string;
  /** It opens with filler or another question ("Great question!", "Wondering why?"): it does not answer. */
  evasive: boolean;
}

export interface QuestionHeading {
  heading: Heading;
  /** The first paragraph, list or table below the heading, before any other heading; null when none. */
  answer: Answer | null;
}

/** Question headings are h2 and h3: the sections and sub-sections readers scan. */
const QUESTION_LEVELS = new Set([2, 3]);

const QUESTION_END = /^[\s"'”’)\]]*[?？]/u;

/** Whether a sentence of `text` is a question: a question mark ends it (the split may have dropped it). */
export function isAsked(text: string, sentence: string): boolean {
  if (/[?？]\s*$/u.test(sentence)) return true;
  const at = text.indexOf(sentence);
  return at !== -1 && QUESTION_END.test(text.slice(at + sentence.length, at + sentence.length + 4));
}

function answerAfter(ctx: PageContext, lexicon: Lexicon, blocks: readonly Block[], index: number): Answer | null {
  for (let i = index + 1; i < blocks.length; i++) {
    const block = blocks[i]!;
    if (block.kind === "heading") return null;
    if (block.kind === "text" && !block.inList && !block.inTable) {
      const first = ctx.sentencesOf(block)[0]?.text ?? block.text;
      const evasive = isAsked(block.text, first) || lexicon.fillerOpeners.some((pattern) => pattern.test(openingOf(first)));
      return { kind: "text", words: block.words, first, evasive };
    }
    if (block.kind === "list" || (block.kind === "table" && !block.layout)) {
      const item = blocks.slice(i + 1, i + 4).find((next): next is TextBlock => next.kind === "text" && (next.inList || next.inTable));
      return { kind: block.kind, words: block.words, first: item?.text ?? "", evasive: false };
    }
  }
  return null;
}

/** The main content's question-form h2/h3 headings and their answers (the context's `questions` view). */
export function readQuestions(ctx: PageContext, lexicon: Lexicon): QuestionHeading[] {
  const { blocks } = ctx.structure;
  const questions: QuestionHeading[] = [];
  blocks.forEach((block, index) => {
    if (block.kind !== "heading" || !QUESTION_LEVELS.has(block.heading.level)) return;
    if (!isQuestion(block.heading.text, lexicon)) return;
    questions.push({ heading: block.heading, answer: answerAfter(ctx, lexicon, blocks, index) });
  });
  return questions;
}

/** Shorter runs of text under the h1 are datelines, read times and captions, not prose. */
const MIN_OPENING_WORDS = 6;
/** A byline or date line is short: a long paragraph opening "By default…" is prose. */
const MAX_BYLINE_WORDS = 20;
/** The opening is the top of the page: a few paragraphs are all the checks read. */
const MAX_OPENING_BLOCKS = 12;
const NOT_OPENING = new Set(["figcaption", "caption", "address", "pre"]);

export interface Opening {
  block: TextBlock;
  /** The first heading between the h1 and this block, or null when the block comes right under the h1. */
  headingBefore: Heading | null;
}

/** Byline and date labels of a lexicon, as one list (kept per lexicon so its first letters are indexed once). */
const lineLabels = new WeakMap<Lexicon, readonly string[]>();

function lineLabelsOf(lexicon: Lexicon): readonly string[] {
  let labels = lineLabels.get(lexicon);
  if (!labels) {
    labels = [...lexicon.bylineLabels, ...lexicon.dateLabels.published, ...lexicon.dateLabels.updated];
    lineLabels.set(lexicon, labels);
  }
  return labels;
}

/** The first paragraphs of prose under the page's h1, without bylines, date lines and captions (the context's `opening` view). */
export function readOpening(ctx: PageContext, lexicon: Lexicon): Opening[] {
  const labels = lineLabelsOf(lexicon);
  const opening: Opening[] = [];
  let headingBefore: Heading | null = null;
  for (const block of blocksAfterH1(ctx)) {
    if (block.kind === "heading" && block.heading.level > 1) headingBefore ??= block.heading;
    if (block.kind !== "text" || block.inList || block.inTable || block.words < MIN_OPENING_WORDS) continue;
    if (NOT_OPENING.has(block.element.localName)) continue;
    if (block.words <= MAX_BYLINE_WORDS && leadingPhrase(block.text, labels) !== undefined) continue;
    opening.push({ block, headingBefore });
    if (opening.length === MAX_OPENING_BLOCKS) break;
  }
  return opening;
}
