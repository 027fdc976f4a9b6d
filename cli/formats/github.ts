// GitHub Actions workflow commands ("Workflow commands for GitHub Actions", docs.github.com): a ::notice with
// the score, an ::error per failing check and a ::warning per warning, so they show as annotations on the run.
import type { Writer } from "./index.ts";

/** @actions/core's toCommandValue rules: the message escapes % CR LF, so page text can never start a new command. */
export const escapeData = (value: string) => value.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
/** Property values also escape the separators of the property list. */
export const escapeProperty = (value: string) => escapeData(value).replace(/:/g, "%3A").replace(/,/g, "%2C");

export function command(level: "notice" | "warning" | "error", properties: Record<string, string | null>, message: string): string {
  const list = Object.entries(properties)
    .filter((entry): entry is [string, string] => entry[1] !== null)
    .map(([name, value]) => `${name}=${escapeProperty(value)}`)
    .join(",");
  return `::${level} ${list}::${escapeData(message)}`;
}

export const github: Writer = (report, { file, min }) => {
  const lines = [command("notice", { file, title: `AEO score ${report.score}/100, grade ${report.grade}` }, report.summary)];
  // GitHub shows the first 10 warnings and 10 errors of a step as annotations: the largest gains go first.
  const flagged = report.categories
    .flatMap((category) => category.checks.map((check) => ({ category: category.name, check })))
    .filter(({ check }) => check.status === "fail" || check.status === "warn")
    .sort((a, b) => b.check.impact - a.check.impact);
  for (const { category, check } of flagged) {
    const message = check.fix ? `${check.evidence} Fix: ${check.fix}` : check.evidence;
    lines.push(command(check.status === "fail" ? "error" : "warning", { file, title: `AEO ${category}: ${check.title}` }, message));
  }
  if (min !== undefined && report.score < min) {
    lines.push(command("error", { file, title: "AEO score below minimum" }, `${report.url} scores ${report.score}, below the minimum of ${min}.`));
  }
  return lines.join("\n");
};
