// The scoring library's one door: analyze(input) → the full report. Pure: no I/O, no clock (now is
// passed in), no platform APIs; the same in Node, in the Worker and in the browser.
import { CHECKS } from "./checks/index.ts";
import { pageContextSteps } from "./context.ts";
import { gradeFor } from "./grades.ts";
import { AnalyzeInputSchema, type AnalyzeInput, type PageInput } from "./input.ts";
import type { Report } from "./report.ts";
import { checkSteps } from "./runner.ts";
import { crawlerAccessReport } from "./crawler-report.ts";
import { runAtOnce, runPaced, type Steps } from "./steps.ts";
import { clip, clipOrNull, LIMITS } from "./clip.ts";
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

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Pasted plain text as a minimal document: blank-line-separated blocks become paragraphs. */
function textToHtml(text: string): string {
  const blocks = text.split(/\n\s*\n/).map((block) => block.trim()).filter(Boolean);
  return `<!doctype html><html><body><main>${blocks.map((block) => `<p>${escapeHtml(block)}</p>`).join("")}</main></body></html>`;
}

function pageUrl(raw: string): URL {
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(raw) ? raw : `https://${raw}`);
  } catch {
    return new URL("https://invalid.invalid/");
  }
}

/** The most characters a report's JSON may take; past it, snippets go first (the fixes keep their words). */
export const MAX_REPORT_CHARS = 256 * 1024;

/** The report within MAX_REPORT_CHARS: snippets are dropped, largest first, until it fits. */
function bounded(report: Report): Report {
  let size = JSON.stringify(report).length;
  if (size <= MAX_REPORT_CHARS) return report;
  const carriers = [...report.fixes, ...report.categories.flatMap((category) => category.checks)]
    .filter((item) => item.snippet !== null)
    .sort((a, b) => b.snippet!.length - a.snippet!.length);
  for (const item of carriers) {
    if (size <= MAX_REPORT_CHARS) break;
    size -= JSON.stringify(item.snippet).length - 4;
    item.snippet = null;
  }
  return report;
}

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
  const input = AnalyzeInputSchema.parse(rawInput);
  const mode = input.html !== undefined ? "html" : "text";
  const html = input.html ?? textToHtml(input.text ?? "");
  const now = input.now instanceof Date ? input.now : new Date(input.now);
  const url = pageUrl(input.url);
  const source: PageInput = {
    url,
    now,
    mode,
    readVia: input.readVia ?? (mode === "text" ? "paste" : "fetch"),
    htmlChars: html.length,
    response: input.response ?? null,
    headers: new Map(Object.entries(input.response?.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value])),
    plain: input.plain ?? null,
    site: input.site ?? null,
    crawlers: input.crawlers ?? null,
    rendered: input.rendered ?? null,
  };

  const ctx = yield* pageContextSteps(source, html);
  const run = yield* checkSteps(CHECKS, ctx);
  yield;
  const facts = ctx.facts;
  const grade = gradeFor(run.score);
  const displayUrl = input.url.startsWith("http") ? url.href : input.url;

  const report: Report = {
    tool: "Citable",
    url: displayUrl,
    score: run.score,
    grade,
    engine_version: ENGINE_VERSION,
    analyzed_at: now.toISOString(),
    summary: templateSummary({ url: url.hostname || displayUrl, score: run.score, grade, categories: run.categories, fixes: run.fixes }),
    page: {
      type: ctx.pageType.type,
      type_reason: clip(ctx.pageType.reason, LIMITS.sentence),
      language: clip(ctx.language.code, LIMITS.param),
      language_supported: ctx.language.supported,
      language_reason: clip(ctx.language.reason, LIMITS.sentence),
      title: clipOrNull(facts.title, LIMITS.param),
      author: clipOrNull(facts.author, LIMITS.param),
      author_source: facts.authorSource,
      published: facts.published,
      published_source: facts.publishedSource,
      modified: facts.modified,
      modified_source: facts.modifiedSource,
      word_count: ctx.main.words,
      truncated_at: ctx.parsed.truncatedAt,
      read_via: source.readVia,
    },
    render_parity: renderParityReport(source),
    category_scores: run.category_scores,
    categories: run.categories,
    fixes: run.fixes,
    ...(ctx.crawlerAccess ? { crawler_access: crawlerAccessReport(ctx.crawlerAccess) } : {}),
    warnings: run.warnings,
  };
  // Built to ReportSchema's type, so not parsed again here: validating every report cost a tenth of a small
  // page's analysis. The property and fixture tests validate reports against the schema instead.
  return bounded(report);
}
