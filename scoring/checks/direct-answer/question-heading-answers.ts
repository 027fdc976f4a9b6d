// Question-form h2/h3 headings, each answered at once in a passage an engine can lift whole.
import { defineCheck, partial, pass, skip } from "../../check.ts";
import type { Reason } from "../../messages.ts";
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

/** A passage that opens with filler or another question answers nothing, whatever its length. */
const EVASIVE_SCORE = 0.25;

function answerScore(question: QuestionHeading): number {
  if (question.answer?.evasive) return EVASIVE_SCORE;
  const words = answerWords(question);
  if (words >= ANSWER_WORDS.min && words <= ANSWER_WORDS.max) return 1;
  if (words >= ANSWER_WORDS.nearMin && words <= ANSWER_WORDS.nearMax) return 0.5;
  return 0;
}

/** What a missed question is followed by: no answer, or one too short or too long to lift whole. */
function shortfall(question: QuestionHeading): Reason {
  const heading = quote(question.heading.text, 60);
  if (!question.answer) return { key: "no-answer", params: { heading } };
  if (question.answer.evasive) return { key: "evasive-answer", params: { heading, opening: quote(question.answer.first, 80) } };
  const params = { heading, words: String(question.answer.words), kind: question.answer.kind === "text" ? "paragraph" : question.answer.kind };
  return { key: question.answer.words > ANSWER_WORDS.max ? "long-answer" : "thin-answer", params };
}

const SUMMARY = "Question headings with a {min}–{max}-word answer right below: {answered} of {count} ({ideal} in the ideal {idealMin}–{idealMax})";

export default defineCheck({
  id: "question-heading-answers",
  category: "Direct Answer Quality",
  title: { pass: "Question headings are answered right below them", fail: "Question headings lack a direct answer below them" },
  why: "Answer engines match a user's question to a heading phrased like it and quote the passage under it; 40–60 words fit an answer box.",
  source: "Google Search Central, featured snippets and your website (paragraph snippets of about 40–50 words); Google Search, passage ranking (2021)",
  weight: 25,
  appliesTo: "answers",
  languageSensitive: true,
  needs: ["markup"],
  readsProse: true,
  messages: {
    "not-editorial": { evidence: "No question headings, and the page type does not call for them." },
    "short-page": { evidence: "A {words}-word page is too short to want question sections." },
    "no-question-headings": {
      evidence: "{count#The one h2/h3 heading is not phrased as a question|None of the # h2/h3 headings is phrased as a question}.",
      fix: 'Phrase section headings as the questions readers ask (e.g. turn "{heading}" into the question it answers), and answer each in the first 40–60 words below it.',
    },
    "no-section-headings": {
      evidence: "No h2 or h3 headings, so none is phrased as a question.",
      fix: "Phrase section headings as the questions readers ask, and answer each in the first 40–60 words below it.",
    },
    "answered-questions": { evidence: `${SUMMARY}; for example, "{example}" is answered by "{answer}".` },
    // Questions without a liftable answer, listed in the details; the fix names the first.
    "missing-answer": {
      evidence: `${SUMMARY}. {details}.`,
      fix: 'Under "{heading}", answer the question in one 40–60-word paragraph before anything else.',
    },
    "missing-answers": {
      evidence: `${SUMMARY}. {details}.`,
      fix: 'Under "{heading}", answer the question in one 40–60-word paragraph before anything else; do the same for the {others#other one|# others}.',
    },
    "buried-answer": {
      evidence: `${SUMMARY}. {details}.`,
      fix: 'Under "{heading}", open with a 40–60-word paragraph that answers it, then continue with the detail.',
    },
    "buried-answers": {
      evidence: `${SUMMARY}. {details}.`,
      fix: 'Under "{heading}", open with a 40–60-word paragraph that answers it, then continue with the detail; do the same for the {others#other one|# others}.',
    },
    "no-answer": { evidence: '"{heading}" is followed by another heading, not an answer' },
    "evasive-answer": { evidence: '"{heading}" is followed by "{opening}", which does not answer it' },
    "thin-answer": { evidence: '"{heading}" is followed by a {words}-word {kind}' },
    "long-answer": { evidence: '"{heading}" is followed by a {words}-word {kind}' },
  },
  run(ctx) {
    const questions = ctx.questions;
    if (questions.length === 0) {
      const { headings, words } = ctx.structure;
      if (!hasTrait(ctx.pageType.type, "editorial")) return skip("not-editorial");
      if (words < MIN_WORDS_FOR_QUESTIONS) return skip("short-page", { words: String(words) });
      const sections = headings.filter((heading) => heading.level === 2 || heading.level === 3);
      if (sections.length === 0) return partial(NO_QUESTIONS_SCORE, "no-section-headings");
      return partial(NO_QUESTIONS_SCORE, "no-question-headings", { count: String(sections.length), heading: quote(sections[0]!.text, 50) });
    }
    const scores = questions.map(answerScore);
    const score = scores.reduce((sum, value) => sum + value, 0) / questions.length;
    const answered = scores.filter((value) => value === 1).length;
    const ideal = questions.filter((question) => answerWords(question) >= ANSWER_WORDS.idealMin && answerWords(question) <= ANSWER_WORDS.idealMax).length;
    const summary = {
      answered: String(answered),
      count: String(questions.length),
      min: ANSWER_WORDS.min,
      max: ANSWER_WORDS.max,
      ideal: String(ideal),
      idealMin: ANSWER_WORDS.idealMin,
      idealMax: ANSWER_WORDS.idealMax,
    };
    const misses = questions.filter((_, index) => scores[index]! < 1);
    if (misses.length === 0) return pass("answered-questions", { ...summary, example: quote(questions[0]!.heading.text, 60), answer: quote(questions[0]!.answer?.first ?? "", 100) });
    const first = misses[0]!;
    const heading = quote(first.heading.text, 60);
    const details = misses.slice(0, 3).map(shortfall);
    const others = misses.length - 1;
    if (answerWords(first) > ANSWER_WORDS.max) return partial(score, others > 0 ? "buried-answers" : "buried-answer", { ...summary, heading, others }, { details });
    if (misses.length === 1) return partial(score, "missing-answer", { ...summary, heading }, { details });
    return partial(score, "missing-answers", { ...summary, heading, others }, { details });
  },
});
