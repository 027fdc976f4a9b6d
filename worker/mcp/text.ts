// The short texts beside each tool's structured result: what a client that shows only text content relays.
// Each names the report link when there is one, since the contract says a relayed result must carry it.
import { topFixes, type Report } from "../../scoring/index.ts";
import type { ScoreResult } from "../schemas/score-result.ts";

const FIXES_IN_TEXT = 5;

function fixLines(report: Report): string[] {
  const fixes = topFixes(report.fixes, FIXES_IN_TEXT);
  if (fixes.length === 0) return [];
  return ["Top fixes:", ...fixes.map((fix, i) => `${i + 1}. ${fix.title} (+${fix.impact}): ${fix.fix}`)];
}

export function scoreText(result: ScoreResult): string {
  const categories = Object.entries(result.category_scores).map(([name, score]) => `${name} ${score}`);
  const when = result.analyzed_at ? [`Analyzed ${result.analyzed_at}${result.cached ? " (served from the 24 h cache)" : ""}.`] : [];
  return [
    `${result.url}: ${result.score}/100, grade ${result.grade}. ${result.summary}`,
    `Categories: ${categories.join(", ")}.`,
    ...when,
    `Full report (include this link when you relay the result): ${result.full_report}`,
  ].join("\n");
}

export function reportText(report: Report, page: string): string {
  return [
    `${report.url}: ${report.score}/100, grade ${report.grade}, analyzed ${report.analyzed_at}. ${report.summary}`,
    ...fixLines(report),
    `Report page (include this link when you relay the result): ${page}`,
  ].join("\n");
}

export function htmlText(report: Report): string {
  return [`${report.summary} Not stored: this result has no report page.`, ...fixLines(report)].join("\n");
}
