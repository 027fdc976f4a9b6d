// No robots directive keeps the page out of search or out of quotes: noindex, nosnippet, max-snippet:0 in
// meta tags (all crawlers, Googlebot, Bingbot) or the X-Robots-Tag header, and little data-nosnippet text.
import { defineCheck, partial, pass } from "../../check.ts";
import type { PageContext } from "../../context.ts";
import { NON_CONTENT_TAGS, isInside, textOf } from "../../derive/dom.ts";
import { parseIsoDate } from "../../derive/visible-dates.ts";
import type { Reason } from "../../messages.ts";
import { directives, metaDirectives, type Directive } from "../../derive/robots-directives.ts";

/** Meta names whose directives bind the crawlers behind AI answers (others, e.g. "googlebot-news", don't). */
const SCOPES = new Set(["robots", "googlebot", "bingbot"]);
/** Scopes that bind them: those names, and an X-Robots-Tag directive without a user agent. */
const BINDING = new Set([...SCOPES, "all"]);
/** Score per finding; the page scores its worst one. */
const SCORES = {
  /** Out of the index: nothing to cite. */
  noindex: 0,
  /** Indexed but not quotable: AI Overviews and answers may not show its text (Google preview controls). */
  nosnippet: 0.15,
  /** Bing: NOARCHIVE keeps the page out of Copilot answers; NOCACHE limits it to URL, title and snippet. */
  noarchive: 0.5,
  nocache: 0.8,
  /** Snippets this short can't carry an answer. */
  shortSnippet: 0.6,
  /** Share of main text under data-nosnippet: past half, past a fifth. */
  nosnippetMost: 0.3,
  nosnippetSome: 0.7,
} as const;
const SHORT_SNIPPET_CHARS = 50;
/** data-nosnippet elements weighed; past this many the share is already known. */
const MAX_MARKED = 500;

interface Finding {
  score: number;
  reason: Reason;
  /** Found in a robots meta tag (the snippet shows the tag to use). */
  meta: boolean;
}

function judge(directive: Directive, now: Date): Finding | null {
  if (!BINDING.has(directive.scope)) return null;
  const source = directive.source;
  const finding = (score: number, key: string, params: Reason["params"] = {}): Finding => ({ score, reason: { key, params: { ...params, source } }, meta: source.startsWith("<meta") });
  switch (directive.name) {
    case "noindex":
    case "none":
      return finding(SCORES.noindex, "noindex", { directive: directive.name });
    case "nosnippet":
      return finding(SCORES.nosnippet, "nosnippet");
    case "max-snippet": {
      const chars = Number(directive.value);
      if (!Number.isFinite(chars) || chars < 0 || chars >= SHORT_SNIPPET_CHARS) return null;
      // As a string: it prints as written, without grouping or rounding.
      return chars === 0 ? finding(SCORES.nosnippet, "max-snippet-zero", { chars: String(chars) }) : finding(SCORES.shortSnippet, "short-max-snippet", { chars: String(chars) });
    }
    case "noarchive":
      return finding(SCORES.noarchive, "noarchive");
    case "nocache":
      return finding(SCORES.nocache, "nocache");
    case "unavailable_after": {
      const date = parseIsoDate(directive.value);
      if (!date || date.time > now.getTime()) return null;
      return finding(SCORES.noindex, "unavailable-after-passed", { date: directive.value });
    }
    default:
      return null;
  }
}

function nosnippetShare(ctx: PageContext): Finding | null {
  const main = ctx.main;
  if (main.text.length === 0) return null;
  // In document order, an element inside the last outermost one is already counted (bounded on hostile pages).
  const marked = ctx.elements.withAttribute("data-nosnippet").slice(0, MAX_MARKED);
  let chars = 0;
  let outer: Element | null = null;
  for (const element of marked) {
    if (outer?.contains(element) || !main.root.contains(element)) continue;
    outer = element;
    if (!isInside(element, NON_CONTENT_TAGS)) chars += textOf(element).length;
  }
  const share = Math.min(1, chars / main.text.length);
  const params = { percent: Math.round(share * 100) };
  if (share > 0.5) return { score: SCORES.nosnippetMost, reason: { key: "nosnippet-text-most", params }, meta: false };
  if (share > 0.2) return { score: SCORES.nosnippetSome, reason: { key: "nosnippet-text-some", params }, meta: false };
  return null;
}

const NOSNIPPET_FIX = "Take data-nosnippet off the main content: text inside it may not be quoted in AI Overviews or search snippets.";

export default defineCheck({
  id: "indexing-directives",
  category: "Technical SEO for AI",
  title: { pass: "No directive keeps the page out of AI answers", fail: "A robots directive keeps the page out of AI answers" },
  why: "noindex removes a page from the indexes AI answers draw on, and nosnippet or max-snippet:0 forbids quoting it; Bing's noarchive excludes it from Copilot.",
  source: "Google Search Central, robots meta tag and AI features; Bing Webmaster blog (Sept 2023), NOCACHE and NOARCHIVE in Bing Chat",
  weight: 10,
  appliesTo: "all",
  languageSensitive: false,
  needs: ["markup"],
  messages: {
    "no-directives": { evidence: "Nothing keeps the page out of indexes or quotes. No robots meta tag or X-Robots-Tag header." },
    "harmless-directives": { evidence: "Nothing keeps the page out of indexes or quotes. Directives read: {sources}." },
    "restrictive-directives": { evidence: "{details}." },
    noindex: { evidence: "{directive} in {source}", fix: 'Remove "{directive}" from {source}: it keeps the page out of search indexes and so out of AI answers.' },
    nosnippet: { evidence: "nosnippet in {source}", fix: 'Remove "nosnippet" from {source}: AI Overviews and answer engines may not quote a page that forbids snippets.' },
    "max-snippet-zero": { evidence: "max-snippet:{chars} in {source}", fix: "Raise max-snippet in {source} to -1 (no limit): a {chars}-character snippet cannot carry an answer." },
    "short-max-snippet": { evidence: "max-snippet:{chars} in {source}", fix: "Raise max-snippet in {source} to -1 (no limit): a {chars}-character snippet cannot carry an answer." },
    noarchive: { evidence: "noarchive in {source}", fix: 'Remove "noarchive" from {source}: Bing leaves NOARCHIVE pages out of Copilot answers.' },
    nocache: { evidence: "nocache in {source}", fix: 'Remove "nocache" from {source}: Bing shows NOCACHE pages in Copilot answers only as a link, title and snippet.' },
    "unavailable-after-passed": { evidence: "unavailable_after: {date} (passed) in {source}", fix: "Remove the passed unavailable_after date from {source}: Google drops the page after it." },
    "nosnippet-text-most": { evidence: "{percent}% of the main text is under data-nosnippet", fix: NOSNIPPET_FIX },
    "nosnippet-text-some": { evidence: "{percent}% of the main text is under data-nosnippet", fix: NOSNIPPET_FIX },
  },
  run(ctx) {
    const header = ctx.header("x-robots-tag");
    const all = [...metaDirectives(ctx.elements, (name) => SCOPES.has(name)), ...(header ? directives(header, "all", `X-Robots-Tag: ${header}`) : [])];
    const findings = all.map((directive) => judge(directive, ctx.input.now)).filter((finding): finding is Finding => finding !== null);
    const share = nosnippetShare(ctx);
    if (share) findings.push(share);
    if (findings.length === 0) {
      if (all.length === 0) return pass("no-directives");
      return pass("harmless-directives", { sources: [...new Set(all.map((d) => d.source))].join("; ") });
    }
    findings.sort((a, b) => a.score - b.score);
    // A directive repeated in one place ("googlebot: noindex, bingbot: noindex") is one finding.
    const details = [...new Map(findings.map((finding) => [JSON.stringify(finding.reason), finding.reason])).values()];
    const worst = findings[0]!;
    const snippet = worst.score < 1 && findings.some((finding) => finding.meta) ? '<meta name="robots" content="index, follow, max-snippet:-1">' : undefined;
    return partial(worst.score, "restrictive-directives", undefined, { details, snippet });
  },
});
