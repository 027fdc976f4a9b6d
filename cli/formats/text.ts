// For a terminal: score, grade, page type and language, categories, the pages read and what each AI
// crawler gets (a live site), and the top fixes with the page and the code they give.
import { topFixes } from "../../scoring/index.ts";
import type { CrawlerAccessReport } from "../../scoring/report.ts";
import type { Writer } from "./index.ts";

const TOP_FIXES = 5;
/** Lines of a fix's snippet printed; the rest is in --format json. */
const SNIPPET_LINES = 40;
/** Characters of a crawler's outcome printed on its line. */
const OUTCOME_CHARS = 90;

const DECLARED = { allowed: "allowed", limited: "limited", blocked: "blocked" } as const;

/** The crawler matrix, a line per crawler: token, role, what is declared for it, what the server gave it. */
function crawlerLines(access: CrawlerAccessReport): string[] {
  const width = Math.max(...access.crawlers.map((row) => row.token.length)) + 2;
  const lines = access.crawlers.map((row) => {
    const outcome = row.evidence.length > OUTCOME_CHARS ? `${row.evidence.slice(0, OUTCOME_CHARS - 1)}…` : row.evidence;
    const flags = [row.contradiction ? "robots.txt lets it in: a contradiction" : "", row.unconfirmed ? "not counted: may be our copy only" : ""].filter(Boolean);
    return `  ${row.token.padEnd(width)}${row.role.padEnd(9)}${DECLARED[row.declared].padEnd(9)}${outcome}${flags.length > 0 ? ` (${flags.join("; ")})` : ""}`;
  });
  return ["", "What each AI crawler gets (the home page fetched as each; role, declared, what the server gave it):", ...lines, `  ${access.note}`];
}

function snippetLines(snippet: string): string[] {
  const lines = snippet.split("\n");
  const shown = lines.slice(0, SNIPPET_LINES).map((line) => `       ${line}`);
  if (lines.length > SNIPPET_LINES) shown.push(`       … ${lines.length - SNIPPET_LINES} more lines: see --format json`);
  return shown;
}

export const text: Writer = (report) => {
  const lines = [
    `${report.url}: ${report.score}/100, grade ${report.grade}`,
    `Page: ${report.page.type} (${report.page.type_reason}); language ${report.page.language}${report.page.language_supported ? "" : " (not supported: neutral credit)"}`,
    // Render parity only when it says something: measured, or a page that looks client-rendered.
    ...(report.render_parity?.measured || report.render_parity?.reason === "not-rendered" ? [`Render parity: ${report.render_parity.detail}`] : []),
    "",
    report.summary,
    "",
    "Categories:",
    ...report.categories.map((category) => `  ${category.name.padEnd(26)} ${String(category.score ?? "–").padStart(3)}  (weight ${category.weight}%)`),
  ];
  // A live site's sample: each page read, its score and type, or why it could not be read.
  if (report.pages) {
    lines.push("", "Pages read (the site's score is theirs by share):");
    for (const page of report.pages) {
      const verdict = page.failed ? `failed: ${page.failed}` : `${String(page.score ?? "–").padStart(3)}  ${page.type ?? ""}`;
      lines.push(`  ${page.url}  ${verdict}${page.failed ? "" : ` (${page.weight}% of the site's score)`}`);
    }
  }
  if (report.crawler_access) lines.push(...crawlerLines(report.crawler_access));
  const fixes = topFixes(report.fixes, TOP_FIXES);
  if (fixes.length > 0) {
    lines.push("", "Top fixes:");
    const where = (fix: (typeof fixes)[number]) => (fix.page ? ` on ${fix.pages && fix.pages.length > 1 ? `${fix.pages.length} pages, ${fix.page} first` : fix.page}` : "");
    fixes.forEach((fix, i) => lines.push(`  ${i + 1}. ${fix.title} (+${fix.impact}${where(fix)})`, `     ${fix.fix}`, ...(fix.snippet ? snippetLines(fix.snippet) : [])));
  }
  for (const warning of report.warnings) lines.push(`warning: ${warning}`);
  return lines.join("\n");
};
