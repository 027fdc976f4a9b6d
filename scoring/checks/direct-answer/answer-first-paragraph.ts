// The first paragraph under the h1 answers the page's question in a liftable 40–60 words, no preamble.
import { defineCheck, legacyFail, legacyPartial, legacyPass } from "../../check.ts";
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
  run(ctx, lexicon) {
    const h1 = firstH1(ctx);
    const under = h1 ? `under the h1 "${quote(h1.text, 60)}"` : "at the top of the main content";
    const topic = h1 ? `"${quote(h1.text, 60)}"` : "the page's main question";
    const found = ctx.opening[0];
    if (!found) {
      return legacyFail(
        `No paragraph of prose ${under}.`,
        `Put a 40–60-word paragraph that answers ${topic} directly ${under}.`,
      );
    }
    const lead = found.block;
    const headingBefore = found.headingBefore?.text ?? null;
    const quoted = `"${quote(lead.text, 100)}"`;
    const filler = lexicon.fillerOpeners.find((pattern) => pattern.test(openingOf(lead.text)));
    if (filler) {
      return legacyPartial(
        SCORES.filler,
        `The first paragraph ${under} opens with filler: ${quoted}`,
        `Replace the opener "${quote(lead.text, 40)}" with the answer itself: one 40–60-word paragraph that answers ${topic}.`,
      );
    }
    if (opensWithQuestion(lead.text)) {
      return legacyPartial(
        SCORES.question,
        `The first paragraph ${under} opens with a question: ${quoted}`,
        `Open with the answer, not a question: answer ${topic} in the first 40–60 words, then go into detail.`,
      );
    }
    const firstSentenceWords = ctx.sentencesOf(lead)[0]?.words ?? lead.words;
    const crisp = firstSentenceWords <= LEAD.idealWords;
    const cap = headingBefore === null ? 1 : SCORES.afterHeadingCap;
    const moveUp = headingBefore === null ? "" : ` Move it above "${quote(headingBefore, 50)}", right under the h1.`;
    const evidence = `The first paragraph ${under} is ${lead.words} words${headingBefore === null ? "" : `, below the heading "${quote(headingBefore, 50)}"`}: ${quoted}`;
    if (lead.words <= LEAD.maxWords) {
      return cap === 1 ? legacyPass(evidence) : legacyPartial(cap, evidence, `The answer waits below a section heading.${moveUp}`);
    }
    const keep = crisp ? "Keep its first sentence as the answer and" : "Say the answer in the first sentence and";
    return legacyPartial(
      Math.min(lengthScore(lead.words, crisp), cap),
      evidence,
      `Cut the first paragraph to ${LEAD.maxWords} words or fewer (ideally ~${LEAD.idealWords}). ${keep} move the detail into the next paragraph.${moveUp}`,
    );
  },
});
