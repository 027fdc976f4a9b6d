// The site declares a sitemap in robots.txt or serves one at /sitemap.xml, and it parses.
import { defineCheck, legacyFail, legacyPartial, legacyPass } from "../../check.ts";

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
  languageSensitive: false,
  needs: ["site"],
  run(ctx) {
    const declared = ctx.robots?.sitemaps ?? [];
    const sitemap = ctx.sitemap;
    const inRobots = declared.length > 0 ? `declared in robots.txt (${declared[0]}${declared.length > 1 ? ` and ${declared.length - 1} more` : ""})` : "not declared in robots.txt";
    const snippet = `Sitemap: ${ctx.input.url.origin}/sitemap.xml`;
    if (sitemap && sitemap.entries.length > 0) {
      const count = `${sitemap.total.toLocaleString("en")}${sitemap.total >= MAX_SITEMAP_ENTRIES ? "+" : ""}`;
      const what = sitemap.kind === "sitemapindex" ? `a sitemap index of ${count} sitemaps` : `a sitemap of ${count} URLs`;
      const listed = sitemap.kind === "urlset" ? (entryFor(sitemap, ctx.input.url) ? "; it lists this page" : "; this page is not in it (it may be in another sitemap)") : "";
      return legacyPass(`The site has ${what}, ${inRobots}${listed}.`);
    }
    if (sitemap) return legacyPartial(SCORES.empty, `The sitemap (${inRobots}) has no <loc> entries.`, "List the site's canonical URLs in the sitemap, each with its <lastmod>.");
    if (ctx.input.site!.sitemapXml !== null) {
      return legacyFail("The file served as the sitemap is not an XML sitemap (no <urlset> or <sitemapindex>).", "Serve an XML sitemap (sitemaps.org format) and declare it in robots.txt.", snippet);
    }
    if (declared.length > 0) {
      return legacyPartial(SCORES.declaredUnread, `robots.txt declares ${declared[0]}, but it could not be read as a sitemap.`, "Make the declared sitemap URL answer 200 with XML, quickly, to any crawler.");
    }
    return legacyFail("No sitemap: none declared in robots.txt and none at /sitemap.xml.", "Publish an XML sitemap of the site's canonical URLs with <lastmod> dates, and declare it in robots.txt.", snippet);
  },
});
