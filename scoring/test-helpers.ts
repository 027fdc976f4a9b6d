// Builds minimal inputs for check tests: a page from an HTML fragment, run through one check.
import { runCheck, type CheckDefinition, type CheckStatus } from "./check.ts";
import { createPageContext, type PageContext } from "./context.ts";
import { observePlain } from "../gather/walls.ts";
import type { PageInput, PlainFetch, SiteFiles } from "./input.ts";
import type { LanguageResult } from "./language.ts";
import type { PageType } from "./page-types.ts";
import { NEUTRAL_CREDIT, STATUS_THRESHOLDS } from "./weights.ts";

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
  };
  return createPageContext(source, full, {
    ...(options.pageType ? { pageType: { type: options.pageType, reason: "set by test" } } : {}),
    ...(options.language ? { language: options.language } : {}),
  });
}

export interface CheckVerdict {
  status: CheckStatus | "skipped";
  score: number;
  evidence: string;
  fix: string | undefined;
  snippet: string | undefined;
}

/** Runs one check on a page (HTML fragment or context) and returns its verdict as the runner would grade it. */
export function checkResult(check: CheckDefinition, html: string | PageContext, options: PageOptions = {}): CheckVerdict {
  const ctx = typeof html === "string" ? page(html, options) : html;
  const outcome = runCheck(check, ctx);
  if (outcome === undefined) return { status: "neutral", score: NEUTRAL_CREDIT, evidence: "unsupported language", fix: undefined, snippet: undefined };
  if ("notChecked" in outcome) return { status: "not_checked", score: 0, evidence: `needs ${outcome.notChecked.join(", ")}`, fix: undefined, snippet: undefined };
  if ("skip" in outcome) return { status: "skipped", score: 0, evidence: outcome.skip, fix: undefined, snippet: undefined };
  const status = outcome.status ?? (outcome.score >= STATUS_THRESHOLDS.pass ? "pass" : outcome.score >= STATUS_THRESHOLDS.warn ? "warn" : "fail");
  return { status, score: outcome.score, evidence: outcome.evidence, fix: outcome.fix, snippet: outcome.snippet };
}
