// A built site for a terminal: the site's score and categories, a table of its pages, the HTML files that are
// not pages, and the top fixes, each naming its page.
import { topFixes } from "../../scoring/index.ts";
import { pageViews, type SiteWriter } from "./site-view.ts";

const TOP_FIXES = 5;
/** Addresses longer than this are cut in the table (the JSON has them whole). */
const ADDRESS_WIDTH = 48;

const cut = (text: string, width: number) => (text.length > width ? `${text.slice(0, width - 1)}…` : text);

export const siteText: SiteWriter = (report, context) => {
  const views = pageViews(report, context);
  const read = views.filter((view) => view.page.failed === null).length;
  const lines = [
    `${report.url}: ${report.score}/100, grade ${report.grade} (site of ${read} ${read === 1 ? "page" : "pages"})`,
    "",
    report.summary,
    "",
    "Categories:",
    ...report.categories.map((category) => `  ${category.name.padEnd(26)} ${String(category.score ?? "–").padStart(3)}  (weight ${category.weight}%)`),
    "",
    "Pages (score, type, address, its own failing checks):",
  ];
  const width = Math.min(ADDRESS_WIDTH, Math.max(...views.map((view) => view.address.length)));
  for (const view of views) {
    const { page } = view;
    const address = cut(view.address, width).padEnd(width);
    if (page.failed !== null) {
      lines.push(`    –  ${"failed".padEnd(14)} ${address}  ${page.failed}`);
      continue;
    }
    const flag = view.below ? `  below ${context.minPage}` : "";
    lines.push(`  ${String(page.score).padStart(3)}  ${(page.type ?? "").padEnd(14)} ${address}  ${view.failing.length} failing${flag}`);
  }
  if (context.notPages.length > 0) {
    lines.push("", "Not pages (not scored):");
    for (const { file, reason } of context.notPages) lines.push(`  ${file}: ${reason}`);
  }
  const fixes = topFixes(report.fixes, TOP_FIXES);
  if (fixes.length > 0) {
    lines.push("", "Top fixes:");
    fixes.forEach((fix, i) => {
      const where = fix.page ? (views.find((view) => view.page.url === fix.page)?.address ?? fix.page) : "the site";
      lines.push(`  ${i + 1}. ${fix.title} (+${fix.impact}, ${where})`, `     ${fix.fix}`);
    });
  }
  for (const warning of report.warnings) lines.push(`warning: ${warning}`);
  return lines.join("\n");
};
