// One absolute canonical URL that names this page (trailing slash, www. and tracking parameters aside).
import { defineCheck, partial, pass } from "../../check.ts";
import type { PageContext } from "../../context.ts";
import { urlKey } from "../../derive/sitemap.ts";

const SCORES = {
  /** Engines pick a canonical themselves; the page just gives up the say. */
  missing: 0.5,
  /** Google ignores every canonical when they disagree. */
  conflicting: 0.3,
  /** Credit goes to another URL. */
  elsewhere: 0.3,
  unreadable: 0.2,
  /** http:// on an https page: the insecure twin is named the original. */
  otherScheme: 0.6,
  /** Works, but Google recommends absolute URLs: relative ones break on mirrors and staging hosts. */
  relative: 0.8,
} as const;

/** The page's address for a snippet: no fragment, no tracking parameters. */
function cleanUrl(url: URL): string {
  const copy = new URL(url.href);
  copy.hash = "";
  for (const name of [...copy.searchParams.keys()]) if (/^(?:utm_\w+|gclid|fbclid|msclkid)$/i.test(name)) copy.searchParams.delete(name);
  return copy.href;
}

/** Canonicals from every <link rel=canonical> and from the HTTP Link header. */
function canonicals(ctx: PageContext): { href: string; source: string }[] {
  const found: { href: string; source: string }[] = [];
  for (const link of ctx.elements.byTag("link")) {
    if (/(?:^|\s)canonical(?:\s|$)/i.test(link.getAttribute("rel") ?? "")) found.push({ href: (link.getAttribute("href") ?? "").trim(), source: "<link rel=canonical>" });
  }
  const header = ctx.header("link");
  for (const match of header?.matchAll(/<([^>]{1,2048})>\s*;[^,]{0,200}?\brel\s*=\s*"?canonical\b/gi) ?? []) found.push({ href: match[1]!.trim(), source: "the Link header" });
  return found;
}

export default defineCheck({
  id: "canonical-url",
  category: "Technical SEO for AI",
  title: { pass: "The canonical URL names this page", fail: "The canonical URL is missing or names another page" },
  why: "Engines credit and cite the canonical URL: a missing, conflicting or foreign canonical sends the credit elsewhere or leaves the choice to them.",
  source: "Google Search Central, consolidate duplicate URLs (rel=canonical)",
  weight: 5,
  appliesTo: "all",
  languageSensitive: false,
  needs: ["markup"],
  messages: {
    "canonical-self": { evidence: "The canonical ({source}) names this page: {href}." },
    "no-canonical": { evidence: "No canonical URL (no <link rel=canonical>, no Link header).", fix: "Add a canonical link naming this page's preferred URL." },
    "conflicting-canonicals": {
      evidence: "{count} canonicals disagree: {canonicals}. Google ignores them all.",
      fix: "Keep one canonical, in the head or the Link header, naming the preferred URL.",
    },
    "canonical-not-http": { evidence: 'The canonical "{href}" ({source}) is not an http or https URL.', fix: "Give the canonical the page's full https:// URL." },
    "canonical-elsewhere": {
      evidence: "The canonical ({source}) names another URL: {target}. Engines will credit and cite that page, not {page}.",
      fix: "If this page is the original, point its canonical at itself; if it is a duplicate, this is intended and the other page is the one to optimize.",
    },
    "canonical-other-scheme": {
      evidence: "The canonical names {scheme}:// ({target}) for a page served over {pageScheme}://.",
      fix: "Make the canonical use https://, the scheme the page is served on.",
    },
    "relative-canonical": { evidence: 'The canonical "{href}" is relative; it resolves to {target}.', fix: "Write the canonical as an absolute URL." },
  },
  run(ctx) {
    const page = ctx.input.url;
    const snippet = `<link rel="canonical" href="${cleanUrl(page)}">`;
    const found = canonicals(ctx);
    if (found.length === 0) return partial(SCORES.missing, "no-canonical", undefined, { snippet });
    const keys = new Set(found.map((item) => urlKey(item.href, page) ?? item.href));
    if (keys.size > 1) {
      const listed = found.map((item) => `${item.href || '""'} (${item.source})`).join(", ");
      return partial(SCORES.conflicting, "conflicting-canonicals", { count: found.length, canonicals: listed }, { snippet });
    }
    const { href, source } = found[0]!;
    const key = urlKey(href, page);
    if (key === null) return partial(SCORES.unreadable, "canonical-not-http", { href, source }, { snippet });
    const resolved = new URL(href, page);
    const ownKey = urlKey(page);
    if (ownKey !== null && key !== ownKey) return partial(SCORES.elsewhere, "canonical-elsewhere", { source, target: resolved.href, page: page.href }, { snippet });
    if (resolved.protocol !== page.protocol) {
      return partial(SCORES.otherScheme, "canonical-other-scheme", { scheme: resolved.protocol.slice(0, -1), target: resolved.href, pageScheme: page.protocol.slice(0, -1) }, { snippet });
    }
    if (!/^https?:\/\//i.test(href)) return partial(SCORES.relative, "relative-canonical", { href, target: resolved.href }, { snippet });
    return pass("canonical-self", { source, href });
  },
});
