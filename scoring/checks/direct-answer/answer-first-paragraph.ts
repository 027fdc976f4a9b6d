// The page answers its question up front. A page whose h1 or title asks ("How to prevent blisters when
// hiking", "Was ist ein Balkonkraftwerk?") is judged on where the answer is: the first sentence near the top
// that answers it in its own terms and in the form the question calls for (derive/answers.ts), and how many
// words of preamble come before it. A preamble that talks around the question earns nothing; the same
// answer buried lower scores lower. A page whose headline asks nothing is judged on its lead: a short
// paragraph of prose under the h1, without filler.
import { defineCheck, fail, partial, pass } from "../../check.ts";
import type { Reason } from "../../messages.ts";
import type { MainAnswer } from "../../derive/answers.ts";
import { openingOf } from "../../derive/questions.ts";
import { firstH1, quote } from "../../derive/sections.ts";
import type { PageContext } from "../../context.ts";
import type { Lexicon } from "../../lexicons/types.ts";

/** Credit by the words of preamble before the answer: the answer engines' passage is the first one. */
const BEFORE = [
  { words: 20, score: 1 },
  { words: 60, score: 0.85 },
  { words: 150, score: 0.6 },
  { words: 300, score: 0.4 },
] as const;
const BURIED_SCORE = 0.25;
/**
 * Nothing near the top answers. A concrete question (how to, what is, yes or no, how much, when, why, which
 * differs) earns nothing; an open one ("How do early YouTubers feel about the site?") is less certainly
 * answerable in a sentence, so its miss costs a little less.
 */
const UNANSWERED_SCORE: Readonly<Record<string, number>> = { open: 0.3, choice: 0.3 };
/** "3 ways to…" answered section by section, with nothing up front that sums the answer up. */
const SECTIONS_ONLY = { minSections: 3, score: 0.5, kinds: new Set(["howto", "choice"]) } as const;
/** An answering sentence past this is too long to lift as the answer. */
const LONG_ANSWER_WORDS = 60;
const LONG_ANSWER_FACTOR = 0.8;

const LEAD = {
  /** Featured snippets cluster at 40–50 words (~300 characters); answer engines lift passages of this size. */
  idealWords: 45,
  maxWords: 60,
  /** Past this the answer is buried in a wall of text. */
  longWords: 120,
} as const;

/** Score of each way a lead falls short: data, not code. */
const SCORES = {
  filler: 0.2,
  question: 0.3,
  long: 0.6,
  longWithCrispFirstSentence: 0.75,
  wall: 0.3,
  wallWithCrispFirstSentence: 0.5,
  /** A heading between the h1 and the lead: the answer is not first. */
  afterHeadingCap: 0.7,
} as const;

/** A long lead still half-works when its first sentence alone is a crisp answer. */
function lengthScore(words: number, crisp: boolean): number {
  if (words <= LEAD.longWords) return crisp ? SCORES.longWithCrispFirstSentence : SCORES.long;
  return crisp ? SCORES.wallWithCrispFirstSentence : SCORES.wall;
}

/** Whether the lead's first sentence is a question ("Wondering how…?"): a question delays the answer. */
function opensWithQuestion(text: string): boolean {
  const end = /[.!?。！？]/u.exec(text);
  return end !== null && (end[0] === "?" || end[0] === "？");
}

const positionScore = (wordsBefore: number) => BEFORE.find((band) => wordsBefore <= band.words)?.score ?? BURIED_SCORE;

/** The evidence when nothing near the top answers: the question, its kind, how far we read, how the page opens. */
const UNANSWERED = 'The page asks "{question}" ({details}), but none of its first {count} sentences answers it; it opens: "{opening}"';

/** A question page: where its answer is. */
function judgeQuestion(found: MainAnswer, where: { under: string }) {
  const { question, answer } = found;
  const kind: Reason = { key: `kind-${question.kind}` };
  const shown = { question: quote(question.text, 100), under: where.under };
  if (!answer) {
    if (!found.opening) return fail("no-prose", shown, { details: [kind] });
    if (SECTIONS_ONLY.kinds.has(question.kind) && found.sections >= SECTIONS_ONLY.minSections) {
      return partial(SECTIONS_ONLY.score, "answered-in-sections", { ...shown, sections: found.sections }, { details: [kind] });
    }
    const params = { ...shown, count: String(found.sentencesRead), opening: quote(found.opening, 100) };
    return partial(UNANSWERED_SCORE[question.kind] ?? 0, `unanswered-${question.kind}`, params, { details: [kind] });
  }
  const params = { ...shown, answer: quote(answer.text, 160), before: String(answer.wordsBefore) };
  const long: Reason[] = answer.words > LONG_ANSWER_WORDS ? [{ key: "long-answer", params: { words: String(answer.words) } }] : [];
  const factor = long.length > 0 ? LONG_ANSWER_FACTOR : 1;
  const score = positionScore(answer.wordsBefore) * factor;
  const reason = answer.wordsBefore <= BEFORE[0].words ? "answered" : "answered-late";
  return score >= 1 ? pass(reason, params, { details: [kind] }) : partial(score, reason, params, { details: [kind, ...long] });
}

/** A page whose headline asks nothing: its lead under the h1, short and without filler. */
function judgeLead(ctx: PageContext, lexicon: Lexicon) {
  const h1 = firstH1(ctx);
  const where = {
    under: h1 ? `under the h1 "${quote(h1.text, 60)}"` : "at the top of the main content",
    topic: h1 ? `"${quote(h1.text, 60)}"` : "the page's main question",
    // Where, for a fix that already names the h1 as its topic.
    place: h1 ? "under the h1" : "at the top of the main content",
  };
  const found = ctx.opening[0];
  if (!found) return fail("no-lead", where);
  const lead = found.block;
  const headingBefore = found.headingBefore?.text ?? null;
  const shown = { ...where, lead: quote(lead.text, 100) };
  const filler = lexicon.fillerOpeners.find((pattern) => pattern.test(openingOf(lead.text)));
  if (filler) return partial(SCORES.filler, "filler-opener", { ...shown, opener: quote(lead.text, 40) });
  if (opensWithQuestion(lead.text)) return partial(SCORES.question, "question-opener", shown);
  const firstSentenceWords = ctx.sentencesOf(lead)[0]?.words ?? lead.words;
  const crisp = firstSentenceWords <= LEAD.idealWords;
  const cap = headingBefore === null ? 1 : SCORES.afterHeadingCap;
  const params = { under: where.under, words: String(lead.words), lead: shown.lead };
  const heading = headingBefore === null ? undefined : quote(headingBefore, 50);
  const top = h1 ? "right under the h1" : "to the top of the main content";
  const below: Reason[] = heading === undefined ? [] : [{ key: "below-heading", params: { heading, top } }];
  if (lead.words <= LEAD.maxWords) {
    return heading === undefined ? pass("answer-first", params) : partial(cap, "answer-below-heading", { ...params, heading }, { details: below });
  }
  const sizes = { max: LEAD.maxWords, ideal: LEAD.idealWords };
  const details: Reason[] = [{ key: crisp ? "crisp-first-sentence" : "long-first-sentence" }, ...below];
  const score = Math.min(lengthScore(lead.words, crisp), cap);
  if (heading === undefined) return partial(score, "long-lead", { ...params, ...sizes }, { details });
  return partial(score, "long-lead-below-heading", { ...params, ...sizes, heading }, { details });
}

const FIRST = 'Answer "{question}" first, right {under}:';

export default defineCheck({
  id: "answer-first-paragraph",
  category: "Direct Answer Quality",
  title: { pass: "The opening answers the page's question", fail: "The opening does not answer the page's question" },
  why: "Answer engines quote the passage that answers the query, and whether a page answers it predicts citation far better than its formatting does; they look for that answer at the top.",
  source: "Google Search Central, featured snippets and your website; Liu et al., Lost in the Middle (TACL 2024, arXiv 2307.03172): models use what comes first in a passage best; Nielsen Norman Group, the inverted pyramid",
  weight: 25,
  appliesTo: "answers",
  languageSensitive: true,
  needs: [],
  readsProse: true,
  // Question pages: {question} as the page words it, {under} where its answer belongs, {answer} the sentence
  // that answers it, {before} the words of preamble before that sentence.
  messages: {
    answered: { evidence: 'The page asks "{question}" ({details}) and answers it at once: "{answer}"' },
    "answered-late": {
      evidence: 'The page asks "{question}" ({details}) and answers it after {before} words of preamble: "{answer}"',
      fix: "Move that answer to the top, right {under}, and cut the preamble above it or move it below: readers and answer engines take the first passage that answers.",
    },
    "answered-in-sections": {
      evidence: 'The page asks "{question}" ({details}) and answers it in {sections|section}, with nothing up front that sums the answer up.',
      fix: "Sum the answer up in 40–60 words right {under} (the ways or picks in one or two sentences), then go through the sections.",
    },
    "long-answer": { evidence: "the answering sentence runs {words} words", fix: "Say the answer in one sentence of under 40 words; the detail can follow." },
    "no-prose": { evidence: 'The page asks "{question}" ({details}) but has no prose to answer it.', fix: 'Answer "{question}" in a 40–60-word paragraph right {under}.' },
    "unanswered-howto": { evidence: UNANSWERED, fix: `${FIRST} a 40–60-word paragraph that says what to do, in order ("To …, do … then …").` },
    "unanswered-definition": { evidence: UNANSWERED, fix: `${FIRST} one sentence that says what it is ("X is a … that …"), then the essentials in 40–60 words.` },
    "unanswered-yesno": { evidence: UNANSWERED, fix: `${FIRST} "Yes" or "No", and the condition it depends on, in one or two sentences.` },
    "unanswered-quantity": { evidence: UNANSWERED, fix: `${FIRST} the number itself (the amount, price, count or duration) and what it depends on.` },
    "unanswered-frequency": { evidence: UNANSWERED, fix: `${FIRST} how often ("once a year", "every two weeks"), then what it depends on.` },
    "unanswered-time": { evidence: UNANSWERED, fix: `${FIRST} the date or the time span, then what it depends on.` },
    "unanswered-reason": { evidence: UNANSWERED, fix: `${FIRST} the reason in one sentence ("… because …").` },
    "unanswered-comparison": { evidence: UNANSWERED, fix: `${FIRST} the difference in one sentence ("X …, whereas Y …").` },
    "unanswered-choice": { evidence: UNANSWERED, fix: `${FIRST} your pick and why, then the alternatives.` },
    "unanswered-open": { evidence: UNANSWERED, fix: `${FIRST} a 40–60-word paragraph that answers it directly.` },
    "kind-howto": { evidence: "a how-to question" },
    "kind-definition": { evidence: "a what-is question" },
    "kind-yesno": { evidence: "a yes-or-no question" },
    "kind-quantity": { evidence: "a how-much question" },
    "kind-frequency": { evidence: "a how-often question" },
    "kind-time": { evidence: "a when question" },
    "kind-reason": { evidence: "a why question" },
    "kind-comparison": { evidence: "a comparison" },
    "kind-choice": { evidence: "a which-is-best question" },
    "kind-open": { evidence: "an open question" },
    // Pages that ask nothing: {under} is where the lead was looked for, {topic} what it should say.
    "no-lead": { evidence: "No paragraph of prose {under}.", fix: "Put a 40–60-word paragraph that answers {topic} directly {place}." },
    "filler-opener": {
      evidence: 'The first paragraph {under} opens with filler: "{lead}"',
      fix: 'Replace the opener "{opener}" with the answer itself: one 40–60-word paragraph that answers {topic}.',
    },
    "question-opener": {
      evidence: 'The first paragraph {under} opens with a question: "{lead}"',
      fix: "Open with the answer, not a question: answer {topic} in the first 40–60 words, then go into detail.",
    },
    "answer-first": { evidence: 'The first paragraph {under} is {words} words: "{lead}"' },
    "answer-below-heading": {
      evidence: 'The first paragraph {under} is {words} words, below the heading "{heading}": "{lead}"',
      fix: "The answer waits below a section heading.",
    },
    // A lead past the maximum: the details say whether its first sentence answers, and where it sits.
    "long-lead": { evidence: 'The first paragraph {under} is {words} words: "{lead}"', fix: "Cut the first paragraph to {max} words or fewer (ideally ~{ideal})." },
    "long-lead-below-heading": {
      evidence: 'The first paragraph {under} is {words} words, below the heading "{heading}": "{lead}"',
      fix: "Cut the first paragraph to {max} words or fewer (ideally ~{ideal}).",
    },
    "crisp-first-sentence": {
      evidence: "its first sentence is a short answer",
      fix: "Keep its first sentence as the answer and move the detail into the next paragraph.",
    },
    "long-first-sentence": {
      evidence: "its first sentence is too long to be the answer",
      fix: "Say the answer in the first sentence and move the detail into the next paragraph.",
    },
    "below-heading": { evidence: 'below the heading "{heading}"', fix: 'Move it above "{heading}", {top}.' },
  },
  run(ctx, lexicon) {
    const found = ctx.mainAnswer;
    if (found && found.question.kind !== "topic") {
      const h1 = firstH1(ctx);
      return judgeQuestion(found, { under: h1 ? "under the h1" : "at the top of the main content" });
    }
    return judgeLead(ctx, lexicon);
  },
});
