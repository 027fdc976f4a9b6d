// For a terminal: score, grade, page type and language, categories and the top fixes.
import { topFixes } from "../../scoring/index.ts";
import type { Writer } from "./index.ts";

const TOP_FIXES = 5;

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
  const fixes = topFixes(report.fixes, TOP_FIXES);
  if (fixes.length > 0) {
    lines.push("", "Top fixes:");
    fixes.forEach((fix, i) => lines.push(`  ${i + 1}. ${fix.title} (+${fix.impact})`, `     ${fix.fix}`));
  }
  for (const warning of report.warnings) lines.push(`warning: ${warning}`);
  return lines.join("\n");
};
