// One page's input as checks read it, and the page's facts as the report states them: shared by analyze()
// (one page) and the site's pages (site.ts).
import type { PageContext } from "./context.ts";
import { clip, clipOrNull, LIMITS } from "./clip.ts";
import { AnalyzeInputSchema, type AnalyzeInput, type PageInput } from "./input.ts";
import type { Report } from "./report.ts";

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

export interface PreparedPage {
  source: PageInput;
  /** The markup to parse (pasted text made into paragraphs). */
  html: string;
  /** The address as the report shows it: the parsed URL, or the input as given when it had no scheme. */
  displayUrl: string;
}

/** Validates the input and turns it into what the checks read. */
export function preparePage(rawInput: AnalyzeInput): PreparedPage {
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
    rendered: input.rendered ?? null,
  };
  return { source, html, displayUrl: input.url.startsWith("http") ? url.href : input.url };
}

/** What the report says about the page itself: its type, language, title, author, dates and size. */
export function pageFacts(ctx: PageContext): Report["page"] {
  const facts = ctx.facts;
  return {
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
    read_via: ctx.input.readVia,
  };
}

/** The most characters a page's report JSON may take; past it, snippets go first (the fixes keep their words). */
export const MAX_REPORT_CHARS = 256 * 1024;

/** The report within `max` characters of JSON: snippets are dropped, largest first, until it fits. */
export function bounded(report: Report, max = MAX_REPORT_CHARS): Report {
  let size = JSON.stringify(report).length;
  if (size <= max) return report;
  const carriers = [...report.fixes, ...report.categories.flatMap((category) => category.checks)]
    .filter((item) => item.snippet !== null)
    .sort((a, b) => b.snippet!.length - a.snippet!.length);
  for (const item of carriers) {
    if (size <= max) break;
    size -= JSON.stringify(item.snippet).length - 4;
    item.snippet = null;
  }
  return report;
}
