// FAQPage and HowTo markup: a small bonus when present and valid, never required. Absent, the check
// steps aside (weight 0), so no page type — least of all product, pricing or contact — loses for lacking it.
import { defineCheck, partial, pass, skip } from "../../check.ts";
import { comparable } from "../../derive/entities.ts";
import { firstText, isObject, nodesOf, values, type SchemaGraph } from "../../derive/schema-properties.ts";
import { evidenceOf, type Messages, type Reason } from "../../messages.ts";

/** Markup with faults still describes Q&A the page has; it earns part of the bonus. */
const FAULTY_SCORE = 0.5;
/** Work bound: the visible-text sample searched for the marked-up questions. */
const VISIBLE_SAMPLE_CHARS = 200_000;

const MESSAGES: Messages = {
  "complete-markup": { evidence: "{summary}; each item complete." },
  "complete-markup-questions-visible": { evidence: "{summary}; each item complete and the questions visible on the page." },
  "faulty-markup": {
    evidence: "{summary}: {details}.",
    fix: "Give each Question a name and an acceptedAnswer with text (and each HowTo step its text), copied from Q&A that is visible on the page.",
  },
  "no-faq-or-how-to": { evidence: "No FAQPage or HowTo markup: a bonus when present, never required." },
  // The {summary}: each FAQPage and HowTo, joined by commas.
  "faq-page": { evidence: "FAQPage with {questions|question}" },
  "faq-page-without-questions": { evidence: "FAQPage" },
  "how-to": { evidence: "HowTo with {steps|step}" },
  // What is wrong.
  "no-questions": { evidence: "the FAQPage has no mainEntity Questions" },
  "question-without-name": { evidence: "question {question} has no name" },
  "question-without-answer": { evidence: "question {question} has no acceptedAnswer.text" },
  "how-to-without-name": { evidence: "the HowTo has no name" },
  "how-to-without-steps": { evidence: "the HowTo has no step" },
  "how-to-step-without-text": { evidence: "1 HowTo step has no text" },
  "how-to-steps-without-text": { evidence: "{steps} HowTo steps have no text" },
  "questions-not-visible": { evidence: "none of the marked-up questions appears in the page's text" },
};

interface Verdict {
  summary: Reason;
  problems: Reason[];
  questions: string[];
}

/** Google's FAQ rules: mainEntity Questions, each with a name and an acceptedAnswer with text. */
function judgeFaq(graph: SchemaGraph, data: Record<string, unknown>): Verdict {
  const questions = values(graph, data, "mainEntity").filter(isObject);
  if (questions.length === 0) return { summary: { key: "faq-page-without-questions" }, problems: [{ key: "no-questions" }], questions: [] };
  const problems: Reason[] = [];
  const names: string[] = [];
  questions.forEach((question, index) => {
    const name = firstText(graph, question, "name");
    const answer = values(graph, question, "acceptedAnswer").find(isObject);
    if (!name) problems.push({ key: "question-without-name", params: { question: String(index + 1) } });
    else names.push(name);
    if (!answer || !firstText(graph, answer, "text")) problems.push({ key: "question-without-answer", params: { question: String(index + 1) } });
  });
  return { summary: { key: "faq-page", params: { questions: String(questions.length) } }, problems, questions: names };
}

/** HowTo: a name and steps (HowToStep with text, or HowToSection with its own steps). */
function judgeHowTo(graph: SchemaGraph, data: Record<string, unknown>): Verdict {
  const steps = values(graph, data, "step");
  const problems: Reason[] = [];
  if (!firstText(graph, data, "name")) problems.push({ key: "how-to-without-name" });
  if (steps.length === 0) problems.push({ key: "how-to-without-steps" });
  const empty = steps.filter((step) => isObject(step) && !firstText(graph, step, "text") && !firstText(graph, step, "name") && values(graph, step, "itemListElement").length === 0).length;
  if (empty === 1) problems.push({ key: "how-to-step-without-text" });
  if (empty > 1) problems.push({ key: "how-to-steps-without-text", params: { steps: String(empty) } });
  return { summary: { key: "how-to", params: { steps: String(steps.length) } }, problems, questions: [] };
}

export default defineCheck({
  id: "faq-schema",
  category: "Schema Markup",
  title: { pass: "FAQ or HowTo markup is valid", fail: "FAQ or HowTo markup has faults" },
  why: "Question-and-answer markup mirrors how people ask engines; a small bonus only, as FAQ and HowTo rich results are gone from Google.",
  source: "Google Search Central, FAQPage structured data; Google Search Central blog (Aug 2023), changes to HowTo and FAQ rich results",
  weight: 3,
  appliesTo: "all",
  languageSensitive: false,
  needs: ["markup"],
  messages: MESSAGES,
  run(ctx) {
    const graph = ctx.schemaGraph;
    const verdicts = [
      ...nodesOf(graph, ["FAQPage"]).map((node) => judgeFaq(graph, node.data)),
      // HowTo itself: a Recipe is a HowTo too, with recipeInstructions instead of steps.
      ...graph.nodes.filter((node) => node.types.includes("HowTo")).map((node) => judgeHowTo(graph, node.data)),
    ];
    if (verdicts.length === 0) return skip("no-faq-or-how-to");
    const questions = verdicts.flatMap((verdict) => verdict.questions);
    const problems = verdicts.flatMap((verdict) => verdict.problems);
    if (questions.length > 0) {
      const visible = comparable(ctx.main.text.slice(0, VISIBLE_SAMPLE_CHARS));
      if (!questions.some((question) => visible.includes(comparable(question)))) problems.push({ key: "questions-not-visible" });
    }
    const summary = verdicts.map((verdict) => evidenceOf(MESSAGES, verdict.summary)).join(", ");
    if (problems.length === 0) return pass(questions.length > 0 ? "complete-markup-questions-visible" : "complete-markup", { summary });
    return partial(FAULTY_SCORE, "faulty-markup", { summary }, { details: problems });
  },
});
