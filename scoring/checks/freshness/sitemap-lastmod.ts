// The sitemap's lastmod dates say when each page changed, not when the site was last built.
import { defineCheck, legacyPartial, legacyPass, legacySkip } from "../../check.ts";

import { parseIsoDate } from "../../derive/visible-dates.ts";

/** Fewer entries with lastmod than this say nothing about a pattern. */
const MIN_ENTRIES = 10;
/** This share of entries on one exact lastmod is a build stamp (Google ignores lastmod it finds unreliable). */
const STAMP_SHARE = 0.9;
/** Distinct values parsed to look for future dates (bounded work). */
const MAX_PARSED = 1_000;
const DAY_MS = 24 * 3600 * 1000;
const SCORES = { stamped: 0.2, none: 0.5, future: 0.5, malformed: 0.7 } as const;
const MALFORMED_SHARE = 0.1;

export default defineCheck({
  id: "sitemap-lastmod",
  category: "Freshness Signals",
  title: { pass: "The sitemap's lastmod dates track real changes", fail: "The sitemap's lastmod dates are missing or stamped" },
  why: "Crawlers recrawl by lastmod only when it is trustworthy: one build date on every URL teaches them to ignore it, and fresh pages wait.",
  source: "Google Search Central, build and submit a sitemap (lastmod used if consistently accurate); Bing Webmaster blog on lastmod for AI-era crawling",
  weight: 10,
  appliesTo: "dated",
  languageSensitive: false,
  needs: ["site"],
  run(ctx) {
    const sitemap = ctx.sitemap;
    if (!sitemap || sitemap.entries.length < MIN_ENTRIES) return legacySkip("No sitemap with enough entries to judge its lastmod dates.");
    const noun = sitemap.kind === "sitemapindex" ? "sitemaps in the index" : "URLs";
    const what = sitemap.truncated ? `${noun} read (the first of ${sitemap.total.toLocaleString("en")})` : noun;
    const total = sitemap.entries.length;
    const values = sitemap.entries.map((entry) => entry.lastmod?.trim()).filter((value): value is string => Boolean(value));
    if (values.length === 0) {
      return legacyPartial(SCORES.none, `None of the ${total.toLocaleString("en")} ${what} has a <lastmod>.`, "Give each sitemap entry a <lastmod>: the date its content last changed, in W3C Datetime (2026-03-05 or 2026-03-05T10:00:00+00:00).");
    }
    const counts = new Map<string, number>();
    for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
    const [topValue, topCount] = [...counts].reduce((best, entry) => (entry[1] > best[1] ? entry : best));
    const coverage = `lastmod on ${values.length.toLocaleString("en")} of ${total.toLocaleString("en")} ${what}, ${counts.size.toLocaleString("en")} distinct`;
    const fix = "Write each entry's lastmod from the page's own modification date (the same as its dateModified), not from the time the sitemap was generated.";
    if (values.length >= MIN_ENTRIES && topCount / values.length >= STAMP_SHARE) {
      return legacyPartial(SCORES.stamped, `${topCount.toLocaleString("en")} of ${values.length.toLocaleString("en")} ${what} share the lastmod ${topValue}: a build or generation date, not real change dates.`, fix);
    }
    const distinct = [...counts.keys()].slice(0, MAX_PARSED).map((value) => ({ value, parsed: parseIsoDate(value) }));
    const malformed = distinct.filter((item) => item.parsed === null);
    const malformedShare = malformed.reduce((sum, item) => sum + counts.get(item.value)!, 0) / values.length;
    const future = distinct.filter((item) => item.parsed !== null && item.parsed.time > ctx.input.now.getTime() + DAY_MS);
    if (future.length > 0) {
      return legacyPartial(SCORES.future, `${coverage}; ${future.length} in the future (e.g. ${future[0]!.value}).`, fix);
    }
    if (malformedShare > MALFORMED_SHARE) {
      return legacyPartial(SCORES.malformed, `${coverage}; ${Math.round(malformedShare * 100)}% are not W3C Datetime (e.g. "${malformed[0]!.value}").`, "Write lastmod in W3C Datetime: 2026-03-05 or 2026-03-05T10:00:00+00:00.");
    }
    return legacyPass(`${coverage}: they track changes page by page.`);
  },
});
