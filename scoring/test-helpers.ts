// Builds minimal inputs for check tests: a page from an HTML fragment, run through one check.
import { runCheck, type CheckDefinition, type CheckStatus } from "./check.ts";
import { createPageContext, type PageContext } from "./context.ts";
import { observePlain } from "../gather/walls.ts";
import { renderParity } from "./derive/parity.ts";
import type { PageInput, PlainFetch, RenderedObservation, SiteFiles } from "./input.ts";
import type { LanguageResult } from "./language.ts";
import type { PageType } from "./page-types.ts";
import { fixOf, render, type Params } from "./messages.ts";
import { judged } from "./runner.ts";
import { NEUTRAL_CREDIT } from "./weights.ts";

export interface PageOptions {
  url?: string;
  now?: string;
  headers?: Record<string, string>;
  status?: number;
  robotsTxt?: string | null;
  robotsTxtError?: string | null;
  llmsTxt?: string | null;
  sitemapXml?: string | null;
  /** Force a page type instead of detecting it. */
  pageType?: PageType;
  /** Force a language (and its lexicon) instead of detecting it. */
  language?: LanguageResult;
  /** The size of the HTML as given, when a test needs it other than the fragment's. */
  htmlChars?: number;
  mode?: "html" | "text";
  plainHtml?: string | null;
  plainStatus?: number | null;
  readVia?: PageInput["readVia"];
  /** What a browser shows of a fetched page: render parity is then measured, plain HTML against it. */
  renderedHtml?: string;
  /** The render-parity observation as given (a failed render, say), instead of measuring it. */
  rendered?: RenderedObservation | null;
}

/** A whole document from a fragment (a string starting with <!doctype or <html is used as is). */
export function page(html: string, options: PageOptions = {}): PageContext {
  const full = /^\s*<(?:!doctype|html)/i.test(html) ? html : `<!doctype html><html lang="en"><head><title>T</title></head><body>${html}</body></html>`;
  const readVia = options.readVia ?? (options.mode === "text" ? "paste" : "fetch");
  const headers = new Map(Object.entries(options.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
  const status = options.status ?? 200;
  const fetched = readVia === "fetch" || readVia === "browser";
  // What a plain fetch got: the page itself when fetched or a built file, the walled fetch when rendered.
  let plain: PlainFetch | null = null;
  if (readVia === "fetch" || readVia === "file") plain = observePlain(full, status, headers);
  if (readVia === "browser" && options.plainHtml != null) plain = observePlain(options.plainHtml, options.plainStatus ?? 200, new Map());
  // Render parity, as the Worker measures it: a rendered page against its plain fetch.
  let rendered: RenderedObservation | null = null;
  if (readVia === "fetch" && options.renderedHtml !== undefined) rendered = renderParity(full, options.renderedHtml);
  if (readVia === "browser" && options.plainHtml != null) rendered = renderParity(options.plainHtml, full);
  if (options.rendered !== undefined) rendered = options.rendered;
  // The site's files were looked for unless the input was pasted (null: looked for, missing).
  const site: SiteFiles | null =
    readVia === "paste" && !("robotsTxt" in options || "llmsTxt" in options || "sitemapXml" in options)
      ? null
      : { robotsTxt: options.robotsTxt ?? null, robotsTxtError: options.robotsTxtError ?? null, llmsTxt: options.llmsTxt ?? null, sitemapXml: options.sitemapXml ?? null };
  const source: PageInput = {
    url: new URL(options.url ?? "https://site.example/guide/topic"),
    now: new Date(options.now ?? "2026-11-22T12:00:00Z"),
    mode: options.mode ?? "html",
    readVia,
    htmlChars: options.htmlChars ?? full.length,
    response: fetched ? { status, headers: Object.fromEntries(headers) } : null,
    headers: fetched ? headers : new Map(),
    plain: options.htmlChars !== undefined && plain ? { ...plain, chars: options.htmlChars } : plain,
    site,
    rendered,
  };
  return createPageContext(source, full, {
    ...(options.pageType ? { pageType: { type: options.pageType, reason: "set by test" } } : {}),
    ...(options.language ? { language: options.language } : {}),
  });
}

export interface CheckVerdict {
  status: CheckStatus | "skipped";
  score: number;
  /** The reason key, its parameters, and the keys of its details: what tests assert. */
  reason: string;
  params: Params;
  details: string[];
  /** The words a person reads, rendered from the check's messages. */
  evidence: string;
  fix: string | undefined;
  snippet: string | undefined;
}

const runnerVerdict = (status: CheckVerdict["status"], score: number, reason: string, evidence: string): CheckVerdict => ({
  status,
  score,
  reason,
  params: {},
  details: [],
  evidence,
  fix: undefined,
  snippet: undefined,
});

/** Runs one check on a page (HTML fragment or context) and returns its verdict as the runner would grade it. */
export function checkResult(check: CheckDefinition, html: string | PageContext, options: PageOptions = {}): CheckVerdict {
  const ctx = typeof html === "string" ? page(html, options) : html;
  const outcome = runCheck(check, ctx);
  if (outcome === undefined) return runnerVerdict("neutral", NEUTRAL_CREDIT, "no-lexicon", "unsupported language");
  if ("notChecked" in outcome) return runnerVerdict("not_checked", 0, "not-checked", `needs ${outcome.notChecked.join(", ")}`);
  if ("skip" in outcome) {
    const message = check.messages[outcome.skip];
    return { ...runnerVerdict("skipped", 0, outcome.skip, message ? render(message.evidence, outcome.params) : outcome.skip), params: outcome.params ?? {} };
  }
  const result = judged(check, outcome);
  const reason = { key: outcome.reason, ...(outcome.params ? { params: outcome.params } : {}) };
  return {
    status: result.status,
    score: outcome.score,
    reason: outcome.reason,
    params: outcome.params ?? {},
    details: result.details,
    evidence: result.evidence,
    fix: fixOf(check.messages, reason, outcome.details) ?? undefined,
    snippet: outcome.snippet,
  };
}
