// The site declares a sitemap in robots.txt or serves one at /sitemap.xml, and it parses.
import { defineCheck, fail, partial, pass } from "../../check.ts";
import { MAX_SITEMAP_ENTRIES, entryFor } from "../../derive/sitemap.ts";

const SCORES = {
  /** Declared in robots.txt but not readable here (moved, blocked, or slow): crawlers may fare no better. */
  declaredUnread: 0.7,
  /** A sitemap with no <loc>: nothing to discover. */
  empty: 0.5,
} as const;

export default defineCheck({
  id: "sitemap",
  category: "Technical SEO for AI",
  title: { pass: "The site has a readable XML sitemap", fail: "The site has no readable XML sitemap" },
  why: "A sitemap lets crawlers find every page and see when it changed; Bing, which feeds several AI engines, leans on lastmod to keep answers fresh.",
  source: "sitemaps.org protocol; RFC 9309 §2.3.5 (Sitemap: lines); Google Search Central and Bing Webmaster Guidelines on sitemaps",
  weight: 5,
  appliesTo: "all",
  scope: "site",
  languageSensitive: false,
  needs: ["site"],
  messages: {
    "sitemap-lists-page": { evidence: "The site has a sitemap of {count} URLs, {robots}; it lists this page." },
    "sitemap-without-page": { evidence: "The site has a sitemap of {count} URLs, {robots}; this page is not in it (it may be in another sitemap)." },
    "sitemap-index": { evidence: "The site has a sitemap index of {count} sitemaps, {robots}." },
    "empty-sitemap": { evidence: "The sitemap ({robots}) has no <loc> entries.", fix: "List the site's canonical URLs in the sitemap, each with its <lastmod>." },
    "not-a-sitemap": {
      evidence: "The file served as the sitemap is not an XML sitemap (no <urlset> or <sitemapindex>).",
      fix: "Serve an XML sitemap (sitemaps.org format) and declare it in robots.txt.",
    },
    "declared-sitemap-unread": {
      evidence: "robots.txt declares {url}, but it could not be read as a sitemap.",
      fix: "Make the declared sitemap URL answer 200 with XML, quickly, to any crawler.",
    },
    "no-sitemap": {
      evidence: "No sitemap: none declared in robots.txt and none at /sitemap.xml.",
      fix: "Publish an XML sitemap of the site's canonical URLs with <lastmod> dates, and declare it in robots.txt.",
    },
  },
  run(ctx) {
    const declared = ctx.robots?.sitemaps ?? [];
    const sitemap = ctx.sitemap;
    // Whether robots.txt declares a sitemap, as the phrase the messages insert: "declared in robots.txt (URL and 2 more)".
    const robots = declared.length > 0 ? `declared in robots.txt (${declared[0]}${declared.length > 1 ? ` and ${declared.length - 1} more` : ""})` : "not declared in robots.txt";
    const snippet = `Sitemap: ${ctx.input.url.origin}/sitemap.xml`;
    if (sitemap && sitemap.entries.length > 0) {
      const count = `${sitemap.total.toLocaleString("en")}${sitemap.total >= MAX_SITEMAP_ENTRIES ? "+" : ""}`;
      if (sitemap.kind === "sitemapindex") return pass("sitemap-index", { count, robots });
      return pass(entryFor(sitemap, ctx.input.url) ? "sitemap-lists-page" : "sitemap-without-page", { count, robots });
    }
    if (sitemap) return partial(SCORES.empty, "empty-sitemap", { robots });
    if (ctx.input.site!.sitemapXml !== null) return fail("not-a-sitemap", undefined, { snippet });
    if (declared.length > 0) return partial(SCORES.declaredUnread, "declared-sitemap-unread", { url: declared[0]! });
    return fail("no-sitemap", undefined, { snippet });
  },
});
