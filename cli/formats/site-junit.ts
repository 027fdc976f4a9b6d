// A built site as JUnit XML: one testcase per page (a <failure> below --min-page, an <error> for a page that
// could not be read, <skipped> for an HTML file that is not a page) and one for the site's score (a
// <failure> below --min), so a CI's test report shows which pages failed the build and why.
import type { Report } from "../../scoring/index.ts";
import { attributes, escapeXml } from "./junit.ts";
import { checkLine, pageViews, siteBelow, siteChecks, type PageView, type SiteFormatContext, type SiteWriter } from "./site-view.ts";

/** A page's own failing checks, one per line: what a person fixes first. */
function failingLines(view: PageView): string {
  if (view.failing.length === 0) return "No failing checks.";
  return ["Failing checks, largest gain first:", ...view.failing.map(checkLine)].join("\n");
}

function pageCase(view: PageView, minPage: number | undefined): string {
  const { page } = view;
  const head = `<testcase ${attributes({ name: view.address, classname: "citable.pages", ...(view.file ? { file: view.file } : {}), time: 0 })}`;
  if (page.failed !== null) return `${head}><error ${attributes({ type: "unreadable", message: page.failed })}>${escapeXml(`${view.file ?? page.url}: ${page.failed}`)}</error></testcase>`;
  const verdict = `${page.score}/100 (${page.type}).`;
  if (view.below) {
    const message = `${view.address} scores ${page.score}, below the page minimum of ${minPage}.`;
    return `${head}><failure ${attributes({ type: "below_minimum", message })}>${escapeXml(`${verdict}\n${failingLines(view)}`)}</failure></testcase>`;
  }
  return `${head}><system-out>${escapeXml(`${verdict}\n${failingLines(view)}`)}</system-out></testcase>`;
}

/** The site's score as one testcase: the --min gate when given, else a passing record of the score. */
function siteCase(report: Report, min: number | undefined): string {
  const name = min === undefined ? "site score" : `site score is at least ${min}`;
  const head = `<testcase ${attributes({ name, classname: "citable.site", time: 0 })}`;
  const failing = siteChecks(report, "fail").map(checkLine);
  const detail = [`${report.score}/100, grade ${report.grade}.`, failing.length > 0 ? ["Failing site-level checks:", ...failing].join("\n") : null].filter(Boolean).join("\n");
  if (!siteBelow(report, min)) return `${head}><system-out>${escapeXml(detail)}</system-out></testcase>`;
  const message = `${report.url} scores ${report.score}, below the minimum of ${min}.`;
  return `${head}><failure ${attributes({ type: "below_minimum", message })}>${escapeXml(detail)}</failure></testcase>`;
}

const suite = (name: string, counts: { tests: number; failures: number; errors: number; skipped: number }, timestamp: string, cases: string[]) =>
  `  <testsuite ${attributes({ name, ...counts, timestamp, time: 0 })}>\n${cases.map((line) => `    ${line}`).join("\n")}\n  </testsuite>`;

export const siteJunit: SiteWriter = (report, context: SiteFormatContext) => {
  const views = pageViews(report, context);
  const skipped = context.notPages.map(({ file, reason }) => `<testcase ${attributes({ name: file, classname: "citable.pages", file, time: 0 })}><skipped ${attributes({ message: `not a page: ${reason}` })}/></testcase>`);
  const pages = {
    tests: views.length + skipped.length,
    failures: views.filter((view) => view.below && view.page.failed === null).length,
    errors: views.filter((view) => view.page.failed !== null).length,
    skipped: skipped.length,
  };
  const site = { tests: 1, failures: siteBelow(report, context.min) ? 1 : 0, errors: 0, skipped: 0 };
  const root = attributes({
    name: `Citable AEO: ${report.url} scores ${report.score}/100, grade ${report.grade}`,
    tests: pages.tests + site.tests,
    failures: pages.failures + site.failures,
    errors: pages.errors,
    skipped: pages.skipped,
  });
  const suites = [
    suite(`Pages (${report.url})`, pages, report.analyzed_at, [...views.map((view) => pageCase(view, context.minPage)), ...skipped]),
    suite(`Site (${report.url})`, site, report.analyzed_at, [siteCase(report, context.min)]),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites ${root}>\n${suites.join("\n")}\n</testsuites>`;
};
