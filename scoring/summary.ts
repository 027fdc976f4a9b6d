// The deterministic template summary: 1-2 plain-English sentences from the result (grade, strongest and
// weakest category, the top fix). Used in fast mode and whenever the AI summary is unavailable.
import { topFixes } from "./fixes.ts";
import type { Grade } from "./grades.ts";
import type { Report } from "./report.ts";

const READINESS: Record<Grade, string> = {
  A: "is very well prepared to be found and cited by AI answer engines",
  B: "is well prepared for AI answer engines, with a few gaps",
  C: "is partly ready for AI answer engines",
  D: "has significant gaps that limit how AI answer engines can use it",
  F: "is poorly prepared for AI answer engines",
};

type SummaryInput = Pick<Report, "url" | "score" | "grade" | "categories" | "fixes">;

/** A title inside a sentence: its first letter in lower case, unless it starts an acronym ("AI search crawlers…", "FAQ or HowTo…"). */
const midSentence = (title: string) => (/^\p{Lu}\p{Lu}/u.test(title) ? title : `${title.charAt(0).toLowerCase()}${title.slice(1)}`);

export function templateSummary(result: SummaryInput): string {
  const first = `${result.url} scores ${result.score}/100 (grade ${result.grade}) and ${READINESS[result.grade]}.`;
  const ranked = result.categories
    .flatMap((category) => (category.score === null ? [] : [{ name: category.name, score: category.score }]))
    .sort((a, b) => b.score - a.score || a.name.localeCompare(b.name));
  const strongest = ranked[0];
  const weakest = ranked.at(-1);
  if (!strongest || !weakest || strongest === weakest) return first;
  const [topFix] = topFixes(result.fixes, 1);
  const fixClause = topFix ? `; the biggest gain: ${midSentence(topFix.title)}` : "";
  return `${first} Strongest: ${strongest.name} (${strongest.score}); weakest: ${weakest.name} (${weakest.score})${fixClause}.`;
}
