// The sitemap's lastmod dates say when each page changed, not when the site was last built.
import { defineCheck, partial, pass, skip } from "../../check.ts";
import { parseIsoDate } from "../../derive/visible-dates.ts";
import { evidenceOf, type Messages } from "../../messages.ts";

/** Fewer entries with lastmod than this say nothing about a pattern. */
const MIN_ENTRIES = 10;
/** This share of entries on one exact lastmod is a build stamp (Google ignores lastmod it finds unreliable). */
const STAMP_SHARE = 0.9;
/** Distinct values parsed to look for future dates (bounded work). */
const MAX_PARSED = 1_000;
const DAY_MS = 24 * 3600 * 1000;
const SCORES = { stamped: 0.2, none: 0.5, future: 0.5, malformed: 0.7 } as const;
const MALFORMED_SHARE = 0.1;

const FIX = "Write each entry's lastmod from the page's own modification date (the same as its dateModified), not from the time the sitemap was generated.";

const MESSAGES: Messages = {
  "tracked-lastmod": { evidence: "lastmod on {dated} of {total} {what}, {distinct} distinct: they track changes page by page." },
  "stamped-lastmod": { evidence: "{count} of {dated} {what} share the lastmod {value}: a build or generation date, not real change dates.", fix: FIX },
  "future-lastmod": { evidence: "lastmod on {dated} of {total} {what}, {distinct} distinct; {future} in the future (e.g. {example}).", fix: FIX },
  "malformed-lastmod": {
    evidence: 'lastmod on {dated} of {total} {what}, {distinct} distinct; {share}% are not W3C Datetime (e.g. "{example}").',
    fix: "Write lastmod in W3C Datetime: 2026-03-05 or 2026-03-05T10:00:00+00:00.",
  },
  "no-lastmod": {
    evidence: "None of the {total} {what} has a <lastmod>.",
    fix: "Give each sitemap entry a <lastmod>: the date its content last changed, in W3C Datetime (2026-03-05 or 2026-03-05T10:00:00+00:00).",
  },
  "small-sitemap": { evidence: "No sitemap with enough entries to judge its lastmod dates." },
  // The entries, as {what}.
  urls: { evidence: "URLs" },
  "index-sitemaps": { evidence: "sitemaps in the index" },
  "entries-read": { evidence: "{entries} read (the first of {total})" },
};

export default defineCheck({
  id: "sitemap-lastmod",
  category: "Freshness Signals",
  title: { pass: "The sitemap's lastmod dates track real changes", fail: "The sitemap's lastmod dates are missing or stamped" },
  why: "Crawlers recrawl by lastmod only when it is trustworthy: one build date on every URL teaches them to ignore it, and fresh pages wait.",
  source: "Google Search Central, build and submit a sitemap (lastmod used if consistently accurate); Bing Webmaster blog on lastmod for AI-era crawling",
  weight: 10,
  appliesTo: "dated",
  scope: "site",
  languageSensitive: false,
  needs: ["site"],
  messages: MESSAGES,
  run(ctx) {
    const sitemap = ctx.sitemap;
    if (!sitemap || sitemap.entries.length < MIN_ENTRIES) return skip("small-sitemap");
    const entries = evidenceOf(MESSAGES, { key: sitemap.kind === "sitemapindex" ? "index-sitemaps" : "urls" });
    const what = sitemap.truncated ? evidenceOf(MESSAGES, { key: "entries-read", params: { entries, total: sitemap.total } }) : entries;
    const total = sitemap.entries.length;
    const values = sitemap.entries.map((entry) => entry.lastmod?.trim()).filter((value): value is string => Boolean(value));
    if (values.length === 0) return partial(SCORES.none, "no-lastmod", { total, what });
    const counts = new Map<string, number>();
    for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
    const [topValue, topCount] = [...counts].reduce((best, entry) => (entry[1] > best[1] ? entry : best));
    const coverage = { dated: values.length, total, what, distinct: counts.size };
    if (values.length >= MIN_ENTRIES && topCount / values.length >= STAMP_SHARE) {
      return partial(SCORES.stamped, "stamped-lastmod", { count: topCount, dated: values.length, what, value: topValue });
    }
    const distinct = [...counts.keys()].slice(0, MAX_PARSED).map((value) => ({ value, parsed: parseIsoDate(value) }));
    const malformed = distinct.filter((item) => item.parsed === null);
    const malformedShare = malformed.reduce((sum, item) => sum + counts.get(item.value)!, 0) / values.length;
    const future = distinct.filter((item) => item.parsed !== null && item.parsed.time > ctx.input.now.getTime() + DAY_MS);
    // The count of future dates as written, ungrouped (a string).
    if (future.length > 0) return partial(SCORES.future, "future-lastmod", { ...coverage, future: String(future.length), example: future[0]!.value });
    if (malformedShare > MALFORMED_SHARE) {
      return partial(SCORES.malformed, "malformed-lastmod", { ...coverage, share: Math.round(malformedShare * 100), example: malformed[0]!.value });
    }
    return pass("tracked-lastmod", coverage);
  },
});
