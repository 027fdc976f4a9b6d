// The short texts beside each tool's structured result: what a client that shows only text content relays.
// Each names the report link when there is one, since the contract says a relayed result must carry it.
import { topFixes, type Report } from "../../scoring/index.ts";
import type { ScoreResult } from "../schemas/score-result.ts";

const FIXES_IN_TEXT = 5;

/** A page of the site in a line of text: its path (a site's report names pages by address). */
const pathOf = (url: string) => (URL.canParse(url) ? new URL(url).pathname : url);

function fixLines(report: Report): string[] {
  const fixes = topFixes(report.fixes, FIXES_IN_TEXT);
  if (fixes.length === 0) return [];
  const where = (fix: Report["fixes"][number]) => (fix.page === undefined ? "" : fix.page === null ? " [whole site]" : ` [${(fix.pages ?? [fix.page]).map(pathOf).join(", ")}]`);
  return ["Top fixes:", ...fixes.map((fix, i) => `${i + 1}. ${fix.title}${where(fix)} (+${fix.impact}): ${fix.fix}`)];
}

/** A site's report: the pages its score was read from. */
function pageLines(report: Report): string[] {
  if (!report.pages) return [];
  const page = (entry: NonNullable<Report["pages"]>[number]) => (entry.failed === null ? `${pathOf(entry.url)} (${entry.type}, ${entry.score}/100)` : `${pathOf(entry.url)} (not read: ${entry.failed})`);
  return [`Pages read: ${report.pages.map(page).join("; ")}.`];
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
    ...pageLines(report),
    ...fixLines(report),
    `Report page (include this link when you relay the result): ${page}`,
  ].join("\n");
}

export function htmlText(report: Report): string {
  return [`${report.summary} Not stored: this result has no report page.`, ...fixLines(report)].join("\n");
}
