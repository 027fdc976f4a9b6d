// The page's dates agree wherever it gives them: visible date, schema, article:*_time, sitemap lastmod.
import { defineCheck, partial, pass, skip } from "../../check.ts";
import { entryFor } from "../../derive/sitemap.ts";
import { parseIsoDate } from "../../derive/visible-dates.ts";
import { evidenceOf, type Messages, type Params } from "../../messages.ts";

const DAY_MS = 24 * 3600 * 1000;
/** Dates this close agree: time zones and publish-versus-build delays move a date by a day or two. */
const TOLERANCE_MS = 3 * DAY_MS;
/** One disagreement that involves only the sitemap (a site-wide file, often regenerated) is milder. */
const SCORES = { sitemapOnly: 0.6, one: 0.4, several: 0.2 } as const;

const MESSAGES: Messages = {
  "dates-agree": { evidence: "The dates agree: {dates}." },
  "dates-disagree": {
    evidence: "The dates disagree: {details}.",
    fix: "Set every date from one source: the visible “Updated” date, dateModified, article:modified_time and the sitemap’s lastmod should all change together when the content does.",
  },
  "too-few-dates": { evidence: "Fewer than two dates of the same kind to compare." },
  "date-conflict": { evidence: "{date} vs {other}" },
  // Each date as the evidence names it ({dates}, {date}, {other}).
  "declared-date": { evidence: "{source} {day}" },
  "shown-date": { evidence: '"{label} {text}" shown' },
  "sitemap-date": { evidence: "sitemap lastmod {day}" },
  "header-date": { evidence: "Last-Modified header {day}" },
};

const labelOf = (key: string, params: Params) => evidenceOf(MESSAGES, { key, params });

interface Dated {
  kind: "published" | "modified";
  time: number;
  /** Month-precision dates ("Updated March 2026") agree with any day of that month. */
  monthOnly: boolean;
  label: string;
  origin: "visible" | "schema" | "meta" | "sitemap" | "header";
}

const day = (time: number) => new Date(time).toISOString().slice(0, 10);

function agree(a: Dated, b: Dated): boolean {
  if (a.monthOnly || b.monthOnly) return day(a.time).slice(0, 7) === day(b.time).slice(0, 7);
  return Math.abs(a.time - b.time) <= TOLERANCE_MS;
}

/** Parses an HTTP date (RFC 9110 IMF-fixdate) deterministically, or null. */
function httpDate(value: string | undefined): number | null {
  if (!value || !/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/.test(value.trim())) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : time;
}

export default defineCheck({
  id: "date-consistency",
  category: "Freshness Signals",
  title: { pass: "The page's dates agree with each other", fail: "The page's dates contradict each other" },
  why: "When the visible date, the structured data and the sitemap disagree, engines trust none of them, or pick the wrong one.",
  source: "Google Search Central, influence your byline dates (keep visible and structured dates consistent); sitemaps.org lastmod",
  weight: 15,
  appliesTo: "dated",
  languageSensitive: false,
  needs: ["markup"],
  messages: MESSAGES,
  run(ctx) {
    const dates: Dated[] = [];
    for (const date of ctx.dates.declared) {
      if (date.value) dates.push({ kind: date.kind, time: date.value.time, monthOnly: date.value.precision === "month", label: labelOf("declared-date", { source: date.source, day: day(date.value.time) }), origin: date.origin });
    }
    for (const kind of ["published", "updated"] as const) {
      const shown = ctx.dates.visible.dates.find((date) => date.label === kind);
      if (shown) dates.push({ kind: kind === "updated" ? "modified" : "published", time: shown.time, monthOnly: shown.precision === "month", label: labelOf("shown-date", { label: shown.labelText ?? "", text: shown.text }), origin: "visible" });
    }
    const sitemap = ctx.sitemap;
    const lastmod = sitemap ? parseIsoDate(entryFor(sitemap, ctx.input.url)?.lastmod) : null;
    if (lastmod) dates.push({ kind: "modified", time: lastmod.time, monthOnly: lastmod.precision === "month", label: labelOf("sitemap-date", { day: day(lastmod.time) }), origin: "sitemap" });
    // Last-Modified is often the time of the response on dynamic sites: a fallback, only beside a single other date.
    const header = httpDate(ctx.header("last-modified"));
    if (header !== null && dates.filter((date) => date.kind === "modified").length === 1) {
      dates.push({ kind: "modified", time: header, monthOnly: false, label: labelOf("header-date", { day: day(header) }), origin: "header" });
    }

    const conflicts: [Dated, Dated][] = [];
    let compared = 0;
    for (const kind of ["published", "modified"] as const) {
      const family = dates.filter((date) => date.kind === kind);
      // The reference is what the page states most formally: schema, then meta, then the visible date.
      const reference = family.find((date) => date.origin === "schema") ?? family.find((date) => date.origin === "meta") ?? family.find((date) => date.origin === "visible");
      if (!reference) continue;
      for (const other of family) {
        if (other === reference) continue;
        compared++;
        if (!agree(reference, other)) conflicts.push([reference, other]);
      }
    }
    if (compared === 0) return skip("too-few-dates");
    if (conflicts.length === 0) return pass("dates-agree", { dates: [...new Set(dates.map((date) => date.label))].join(", ") });
    const score = conflicts.length > 1 ? SCORES.several : conflicts[0]![1].origin === "sitemap" || conflicts[0]![1].origin === "header" ? SCORES.sitemapOnly : SCORES.one;
    return partial(score, "dates-disagree", undefined, { details: conflicts.map(([a, b]) => ({ key: "date-conflict", params: { date: a.label, other: b.label } })) });
  },
});
