// The scoring library's one door: analyze(input) → the full report. Pure: no I/O, no clock (now is
// passed in), no platform APIs; the same in Node, in the Worker and in the browser.
import { CHECKS } from "./checks/index.ts";
import { pageContextSteps } from "./context.ts";
import { gradeFor } from "./grades.ts";
import type { AnalyzeInput } from "./input.ts";
import { bounded, pageFacts, preparePage } from "./page-input.ts";
import type { Report } from "./report.ts";
import { checkSteps } from "./runner.ts";
import { runAtOnce, runPaced, type Steps } from "./steps.ts";
import { renderParityReport } from "./render-parity.ts";
import { templateSummary } from "./summary.ts";
import { ENGINE_VERSION } from "./version.ts";

export { ReportSchema, type Report } from "./report.ts";
export { AnalyzeInputSchema, type AnalyzeInput } from "./input.ts";
export { ENGINE_VERSION } from "./version.ts";
export { MIN_JUDGED_WORDS, MIN_PASTE_WORDS, pasteTooThin, tooThinDetail } from "./thin.ts";
export { CHECKS } from "./checks/index.ts";
export { renderParity, renderParityPaced, type RenderParity } from "./derive/parity.ts";
export { MIN_TOP_FIX_IMPACT, topFixes } from "./fixes.ts";

export { MAX_REPORT_CHARS } from "./page-input.ts";
export { analyzeSite, analyzeSitePaced, combineSite, judgePage, judgePagePaced, type PageJudgment, type SiteInput, type SitePage } from "./site.ts";

export function analyze(rawInput: AnalyzeInput): Report {
  return runAtOnce(analysis(rawInput));
}

/**
 * analyze() with `pause` awaited between its steps (a slice of markup parsed, a check run): on a thread
 * other requests share (workerd), a hostile page then delays them by one step, not by its whole analysis.
 */
export function analyzePaced(rawInput: AnalyzeInput, pause: () => Promise<void>): Promise<Report> {
  return runPaced(analysis(rawInput), pause);
}

function* analysis(rawInput: AnalyzeInput): Steps<Report> {
  const { source, html, displayUrl } = preparePage(rawInput);
  const { url, now } = source;

  const ctx = yield* pageContextSteps(source, html);
  const run = yield* checkSteps(CHECKS, ctx);
  yield;
  const grade = gradeFor(run.score);

  const report: Report = {
    tool: "Citable",
    url: displayUrl,
    score: run.score,
    grade,
    engine_version: ENGINE_VERSION,
    analyzed_at: now.toISOString(),
    summary: templateSummary({ url: url.hostname || displayUrl, score: run.score, grade, categories: run.categories, fixes: run.fixes }),
    page: pageFacts(ctx),
    render_parity: renderParityReport(source),
    category_scores: run.category_scores,
    categories: run.categories,
    fixes: run.fixes,
    warnings: run.warnings,
  };
  // Built to ReportSchema's type, so not parsed again here: validating every report cost a tenth of a small
  // page's analysis. The property and fixture tests validate reports against the schema instead.
  return bounded(report);
}
