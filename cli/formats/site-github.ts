// A built site as GitHub Actions annotations: a notice with the site's score, then one annotation per page
// on its file (an error below --min-page or when it could not be read, a warning when it has failing checks)
// and one per failing or warning site-level check. GitHub shows the first ten errors and ten warnings of a
// step, so the site's gate and the lowest pages come first.
import { command } from "./github.ts";
import { pageViews, siteBelow, siteChecks, type PageView, type SiteWriter } from "./site-view.ts";

/** Fixes named in a page's annotation; the rest are in the JSON and JUnit reports. */
const PAGE_FIXES = 3;

const byScore = (a: PageView, b: PageView) => (a.page.score ?? -1) - (b.page.score ?? -1);

function pageMessage(view: PageView): string {
  const fixes = view.fixes.slice(0, PAGE_FIXES).map((fix) => `${fix.title} (+${fix.impact}): ${fix.fix}`);
  return [`${view.address} (${view.page.type}): ${view.failing.length} failing ${view.failing.length === 1 ? "check" : "checks"}.`, ...(fixes.length > 0 ? ["Fix first:", ...fixes] : [])].join("\n");
}

export const siteGithub: SiteWriter = (report, context) => {
  const views = pageViews(report, context);
  const lines = [command("notice", { title: `AEO site score ${report.score}/100, grade ${report.grade} (${views.length} pages)` }, report.summary)];
  if (siteBelow(report, context.min)) {
    lines.push(command("error", { title: "AEO site score below minimum" }, `${report.url} scores ${report.score}, below the minimum of ${context.min}.`));
  }
  for (const view of views.filter((view) => view.page.failed !== null)) {
    lines.push(command(view.below ? "error" : "warning", { file: view.file, title: "AEO page could not be read" }, `${view.address}: ${view.page.failed}`));
  }
  const scored = views.filter((view) => view.page.failed === null).sort(byScore);
  for (const view of scored.filter((view) => view.below)) {
    lines.push(command("error", { file: view.file, title: `AEO page ${view.page.score}/100, below ${context.minPage}` }, pageMessage(view)));
  }
  for (const check of siteChecks(report, "fail", "warn")) {
    const message = check.fix ? `${check.evidence} Fix: ${check.fix}` : check.evidence;
    lines.push(command(check.status === "fail" ? "error" : "warning", { title: `AEO site, ${check.category}: ${check.title}` }, message));
  }
  for (const view of scored.filter((view) => !view.below && view.failing.length > 0)) {
    lines.push(command("warning", { file: view.file, title: `AEO page ${view.page.score}/100` }, pageMessage(view)));
  }
  return lines.join("\n");
};
