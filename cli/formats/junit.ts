// JUnit XML, the test-report format every CI reads (GitLab, Jenkins, Azure Pipelines, CircleCI, GitHub
// test-report actions): one testsuite per category, one testcase per check. A failing check is a <failure>,
// a neutral one (no verdict for the page's language) is <skipped>, a warning passes with its evidence.
// With --min, one more suite holds the verdict on the score, so the CI's test report shows why the job failed.
import type { Report } from "../../scoring/index.ts";
import type { Writer } from "./index.ts";

/** Characters XML 1.0 forbids anywhere (§2.2 Char), even escaped: C0 controls but tab, CR and LF, lone surrogates, U+FFFE/F. */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Page text is hostile: strip what XML cannot carry, escape the rest for text and attribute values alike. */
export function escapeXml(value: string): string {
  return value
    .replace(NOT_XML, "\uFFFD")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

export const attributes = (values: Record<string, string | number>) =>
  Object.entries(values)
    .map(([name, value]) => `${name}="${escapeXml(String(value))}"`)
    .join(" ");

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");

/** The --min verdict as a suite of one test case, failing when the score is under the minimum. */
function minimumSuite(report: Report, min: number): string {
  const below = report.score < min;
  const name = `score is at least ${min}`;
  const head = `<testcase ${attributes({ name, classname: "citable.minimum", time: 0 })}`;
  const message = `${report.url} scores ${report.score}, below the minimum of ${min}.`;
  const testcase = below ? `${head}><failure ${attributes({ type: "below_minimum", message })}>${escapeXml(message)}</failure></testcase>` : `${head}/>`;
  const suite = attributes({ name: `Minimum score (${report.url})`, tests: 1, failures: below ? 1 : 0, errors: 0, skipped: 0, timestamp: report.analyzed_at, time: 0 });
  return `  <testsuite ${suite}>\n    ${testcase}\n  </testsuite>`;
}

export const junit: Writer = (report, { min }) => {
  const checks = report.categories.flatMap((category) => category.checks);
  const count = (...statuses: string[]) => checks.filter((check) => statuses.includes(check.status)).length;
  const suites = report.categories.map((category) => {
    const failures = category.checks.filter((check) => check.status === "fail").length;
    const skipped = category.checks.filter((check) => check.status === "neutral" || check.status === "not_checked").length;
    const cases = category.checks.map((check) => {
      const head = `<testcase ${attributes({ name: `${check.id}: ${check.title}`, classname: `citable.${slug(category.name)}`, time: 0 })}`;
      const detail = [check.evidence, check.fix && `Fix: ${check.fix}`, check.snippet, `Why: ${check.why}`].filter(Boolean).join("\n");
      if (check.status === "fail") return `${head}><failure ${attributes({ type: "fail", message: check.evidence })}>${escapeXml(detail)}</failure></testcase>`;
      if (check.status === "neutral" || check.status === "not_checked") return `${head}><skipped ${attributes({ message: check.evidence })}/></testcase>`;
      if (check.status === "warn") return `${head}><system-out>${escapeXml(`warn (${check.score}/100): ${detail}`)}</system-out></testcase>`;
      return `${head}/>`;
    });
    const suite = attributes({ name: `${category.name} (${report.url})`, tests: category.checks.length, failures, errors: 0, skipped, timestamp: report.analyzed_at, time: 0 });
    const properties = `<properties><property ${attributes({ name: "category_score", value: category.score ?? "not checked" })}/><property ${attributes({ name: "score", value: report.score })}/><property ${attributes({ name: "grade", value: report.grade })}/></properties>`;
    return `  <testsuite ${suite}>\n    ${properties}\n${cases.map((line) => `    ${line}`).join("\n")}\n  </testsuite>`;
  });
  if (min !== undefined) suites.push(minimumSuite(report, min));
  const root = attributes({
    name: `Citable AEO: ${report.url} scores ${report.score}/100, grade ${report.grade}`,
    tests: checks.length + (min === undefined ? 0 : 1),
    failures: count("fail") + (min !== undefined && report.score < min ? 1 : 0),
    errors: 0,
    skipped: count("neutral", "not_checked"),
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites ${root}>\n${suites.join("\n")}\n</testsuites>`;
};
