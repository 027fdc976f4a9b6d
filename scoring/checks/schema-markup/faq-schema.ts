// FAQPage and HowTo markup: a small bonus when present and valid, never required. Absent, the check
// steps aside (weight 0), so no page type — least of all product, pricing or contact — loses for lacking it.
import { defineCheck, legacyPartial, legacyPass, legacySkip } from "../../check.ts";
import { comparable } from "../../derive/entities.ts";
import { firstText, isObject, nodesOf, values, type SchemaGraph } from "../../derive/schema-properties.ts";

/** Markup with faults still describes Q&A the page has; it earns part of the bonus. */
const FAULTY_SCORE = 0.5;
/** Work bound: the visible-text sample searched for the marked-up questions. */
const VISIBLE_SAMPLE_CHARS = 200_000;

interface Verdict {
  summary: string;
  problems: string[];
  questions: string[];
}

/** Google's FAQ rules: mainEntity Questions, each with a name and an acceptedAnswer with text. */
function judgeFaq(graph: SchemaGraph, data: Record<string, unknown>): Verdict {
  const questions = values(graph, data, "mainEntity").filter(isObject);
  if (questions.length === 0) return { summary: "FAQPage", problems: ["the FAQPage has no mainEntity Questions"], questions: [] };
  const problems: string[] = [];
  const names: string[] = [];
  questions.forEach((question, index) => {
    const name = firstText(graph, question, "name");
    const answer = values(graph, question, "acceptedAnswer").find(isObject);
    if (!name) problems.push(`question ${index + 1} has no name`);
    else names.push(name);
    if (!answer || !firstText(graph, answer, "text")) problems.push(`question ${index + 1} has no acceptedAnswer.text`);
  });
  return { summary: `FAQPage with ${questions.length} question${questions.length === 1 ? "" : "s"}`, problems, questions: names };
}

/** HowTo: a name and steps (HowToStep with text, or HowToSection with its own steps). */
function judgeHowTo(graph: SchemaGraph, data: Record<string, unknown>): Verdict {
  const steps = values(graph, data, "step");
  const problems: string[] = [];
  if (!firstText(graph, data, "name")) problems.push("the HowTo has no name");
  if (steps.length === 0) problems.push("the HowTo has no step");
  const empty = steps.filter((step) => isObject(step) && !firstText(graph, step, "text") && !firstText(graph, step, "name") && values(graph, step, "itemListElement").length === 0).length;
  if (empty > 0) problems.push(`${empty} HowTo step${empty === 1 ? " has" : "s have"} no text`);
  return { summary: `HowTo with ${steps.length} step${steps.length === 1 ? "" : "s"}`, problems, questions: [] };
}

export default defineCheck({
  id: "faq-schema",
  category: "Schema Markup",
  title: { pass: "FAQ or HowTo markup is valid", fail: "FAQ or HowTo markup has faults" },
  why: "Question-and-answer markup mirrors how people ask engines; a small bonus only, as FAQ and HowTo rich results are gone from Google.",
  source: "Google Search Central, FAQPage structured data and its 2023 rich-result changes; AEO-CHECKS.md fact 4",
  weight: 3,
  appliesTo: "all",
  languageSensitive: false,
  needs: ["markup"],
  run(ctx) {
    const graph = ctx.schemaGraph;
    const verdicts = [
      ...nodesOf(graph, ["FAQPage"]).map((node) => judgeFaq(graph, node.data)),
      // HowTo itself: a Recipe is a HowTo too, with recipeInstructions instead of steps.
      ...graph.nodes.filter((node) => node.types.includes("HowTo")).map((node) => judgeHowTo(graph, node.data)),
    ];
    if (verdicts.length === 0) return legacySkip("No FAQPage or HowTo markup: a bonus when present, never required.");
    const questions = verdicts.flatMap((verdict) => verdict.questions);
    const problems = verdicts.flatMap((verdict) => verdict.problems);
    if (questions.length > 0) {
      const visible = comparable(ctx.main.text.slice(0, VISIBLE_SAMPLE_CHARS));
      if (!questions.some((question) => visible.includes(comparable(question)))) problems.push("none of the marked-up questions appears in the page's text");
    }
    const summary = verdicts.map((verdict) => verdict.summary).join(", ");
    if (problems.length === 0) return legacyPass(`${summary}; each item complete${questions.length > 0 ? " and the questions visible on the page" : ""}.`);
    return legacyPartial(
      FAULTY_SCORE,
      `${summary}: ${problems.join("; ")}.`,
      "Give each Question a name and an acceptedAnswer with text (and each HowTo step its text), copied from Q&A that is visible on the page.",
    );
  },
});
