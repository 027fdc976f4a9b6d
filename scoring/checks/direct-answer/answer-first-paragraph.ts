// The first paragraph under the h1 answers the page's question in a liftable 40–60 words, no preamble.
import { defineCheck, fail, partial, pass } from "../../check.ts";
import type { Reason } from "../../messages.ts";
import { openingOf } from "../../derive/questions.ts";
import { firstH1, quote } from "../../derive/sections.ts";

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

export default defineCheck({
  id: "answer-first-paragraph",
  category: "Direct Answer Quality",
  title: { pass: "The first paragraph answers up front", fail: "The first paragraph does not answer up front" },
  why: "Answer engines lift a short, self-standing passage near the top; a 40–60-word answer under the h1 is the one they quote.",
  source: "AEO-CHECKS.md Direct Answer Quality (featured snippets cluster at 40–50 words, ~300 characters)",
  weight: 25,
  appliesTo: "answers",
  languageSensitive: true,
  needs: [],
  // {under} is where the lead was looked for (under the h1, or the top of the main content), {topic} what it
  // should answer (the h1, or the page's main question).
  messages: {
    "no-lead": { evidence: "No paragraph of prose {under}.", fix: "Put a 40–60-word paragraph that answers {topic} directly {under}." },
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
    "below-heading": { evidence: 'below the heading "{heading}"', fix: 'Move it above "{heading}", right under the h1.' },
  },
  run(ctx, lexicon) {
    const h1 = firstH1(ctx);
    const where = {
      under: h1 ? `under the h1 "${quote(h1.text, 60)}"` : "at the top of the main content",
      topic: h1 ? `"${quote(h1.text, 60)}"` : "the page's main question",
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
    const below: Reason[] = heading === undefined ? [] : [{ key: "below-heading", params: { heading } }];
    if (lead.words <= LEAD.maxWords) {
      return heading === undefined ? pass("answer-first", params) : partial(cap, "answer-below-heading", { ...params, heading }, { details: below });
    }
    const sizes = { max: LEAD.maxWords, ideal: LEAD.idealWords };
    const details: Reason[] = [{ key: crisp ? "crisp-first-sentence" : "long-first-sentence" }, ...below];
    const score = Math.min(lengthScore(lead.words, crisp), cap);
    if (heading === undefined) return partial(score, "long-lead", { ...params, ...sizes }, { details });
    return partial(score, "long-lead-below-heading", { ...params, ...sizes, heading }, { details });
  },
});
