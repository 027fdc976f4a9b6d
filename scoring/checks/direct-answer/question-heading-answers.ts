// Question-form h2/h3 headings, each answered at once in a passage an engine can lift whole.
import { defineCheck, legacyPartial, legacyPass, legacySkip } from "../../check.ts";
import { hasTrait } from "../../page-types.ts";
import { type QuestionHeading } from "../../derive/questions.ts";
import { quote } from "../../derive/sections.ts";

const ANSWER_WORDS = {
  /** The band an answer engine lifts whole (AEO-CHECKS.md: 30–200 words). */
  min: 30,
  max: 200,
  /** Featured snippets cluster at 40–50 words: the ideal, reported but not required. */
  idealMin: 40,
  idealMax: 60,
  /** Near misses get half credit: a thin answer or one slightly too long to lift. */
  nearMin: 15,
  nearMax: 300,
} as const;

/** Editorial pages without any question heading: no penalty in full, but a missed opportunity. */
const NO_QUESTIONS_SCORE = 0.5;
/** Below this, an editorial page is too short to want question sections. */
const MIN_WORDS_FOR_QUESTIONS = 300;

const answerWords = (question: QuestionHeading) => question.answer?.words ?? 0;

function answerScore(question: QuestionHeading): number {
  const words = answerWords(question);
  if (words >= ANSWER_WORDS.min && words <= ANSWER_WORDS.max) return 1;
  if (words >= ANSWER_WORDS.nearMin && words <= ANSWER_WORDS.nearMax) return 0.5;
  return 0;
}

function shortfall(question: QuestionHeading): string {
  const heading = `"${quote(question.heading.text, 60)}"`;
  if (!question.answer) return `${heading} is followed by another heading, not an answer`;
  return `${heading} is followed by a ${question.answer.words}-word ${question.answer.kind === "text" ? "paragraph" : question.answer.kind}`;
}

/** The fix for the first miss: an answer to add, or a long one to open with a short answer. */
function fixFor(misses: readonly QuestionHeading[]): string {
  const first = misses[0]!;
  const under = `Under "${quote(first.heading.text, 60)}"`;
  if (answerWords(first) > ANSWER_WORDS.max) return `${under}, open with a 40–60-word paragraph that answers it, then continue with the detail.`;
  const others = misses.length > 1 ? `; do the same for the other ${misses.length - 1}` : "";
  return `${under}, answer the question in one 40–60-word paragraph before anything else${others}.`;
}

export default defineCheck({
  id: "question-heading-answers",
  category: "Direct Answer Quality",
  title: { pass: "Question headings are answered right below them", fail: "Question headings lack a direct answer below them" },
  why: "Answer engines match a user's question to a heading phrased like it and quote the passage under it; 40–60 words fit an answer box.",
  source: "AEO-CHECKS.md Direct Answer Quality (featured snippets cluster at 40–50 words)",
  weight: 25,
  appliesTo: "answers",
  languageSensitive: true,
  needs: ["markup"],
  run(ctx) {
    const questions = ctx.questions;
    if (questions.length === 0) {
      const { headings, words } = ctx.structure;
      if (!hasTrait(ctx.pageType.type, "editorial")) return legacySkip("No question headings, and the page type does not call for them.");
      if (words < MIN_WORDS_FOR_QUESTIONS) return legacySkip(`A ${words}-word page is too short to want question sections.`);
      const sections = headings.filter((heading) => heading.level === 2 || heading.level === 3);
      const example = sections[0] ? ` (e.g. turn "${quote(sections[0].text, 50)}" into the question it answers)` : "";
      return legacyPartial(
        NO_QUESTIONS_SCORE,
        sections.length > 0 ? `None of the ${sections.length} h2/h3 headings is phrased as a question.` : "No h2 or h3 headings, so none is phrased as a question.",
        `Phrase section headings as the questions readers ask${example}, and answer each in the first 40–60 words below it.`,
      );
    }
    const scores = questions.map(answerScore);
    const score = scores.reduce((sum, value) => sum + value, 0) / questions.length;
    const answered = scores.filter((value) => value === 1).length;
    const ideal = questions.filter((question) => answerWords(question) >= ANSWER_WORDS.idealMin && answerWords(question) <= ANSWER_WORDS.idealMax).length;
    const summary = `${answered} of ${questions.length} question headings have a ${ANSWER_WORDS.min}–${ANSWER_WORDS.max}-word answer right below (${ideal} in the ideal ${ANSWER_WORDS.idealMin}–${ANSWER_WORDS.idealMax})`;
    const misses = questions.filter((_, index) => scores[index]! < 1);
    if (misses.length === 0) return legacyPass(`${summary}; e.g. "${quote(questions[0]!.heading.text, 60)}"`);
    return legacyPartial(score, `${summary}. ${misses.slice(0, 3).map(shortfall).join("; ")}.`, fixFor(misses));
  },
});
