// Direct Answer Quality: an answer-first lead, a definition, answered question headings, passages that
// stand alone, a summary, and lists and tables where the content is steps, comparisons or prices.
import type { CheckDefinition } from "../../check.ts";
import answerFirstParagraph from "./answer-first-paragraph.ts";
import definitionSentence from "./definition-sentence.ts";
import extractableFormats from "./extractable-formats.ts";
import questionHeadingAnswers from "./question-heading-answers.ts";
import selfContainedPassages from "./self-contained-passages.ts";
import summaryBlock from "./summary-block.ts";

export const DIRECT_ANSWER: readonly CheckDefinition[] = [
  answerFirstParagraph,
  definitionSentence,
  questionHeadingAnswers,
  selfContainedPassages,
  summaryBlock,
  extractableFormats,
];
