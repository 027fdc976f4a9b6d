// The newest date the page gives for itself is recent: within 12 months passes, within 24 is partial.
import { defineCheck, legacyPartial, legacyPass, legacySkip } from "../../check.ts";
import { hasTrait } from "../../page-types.ts";

const DAY_MS = 24 * 3600 * 1000;
const MONTH_MS = 30.44 * DAY_MS;
/** Score by age of the newest date (Ahrefs: AI-cited pages are ~25% fresher than organic results). */
const BANDS: readonly { months: number; score: number }[] = [
  { months: 12, score: 1 },
  { months: 24, score: 0.6 },
  { months: 36, score: 0.3 },
];
const OLDEST_SCORE = 0.15;
/** Dates past the analysis time by more than this are typos or scheduled posts. */
const FUTURE_SLACK_MS = 2 * DAY_MS;
/** An unlabelled visible date this close to the top reads as the byline date. */
const NEAR_TOP_CHARS = 1_500;

interface Candidate {
  time: number;
  day: string;
  source: string;
}

export default defineCheck({
  id: "content-recency",
  category: "Freshness Signals",
  title: { pass: "The page was published or updated in the last year", fail: "The page has not been updated in over a year" },
  why: "Answer engines lean to recent sources: pages they cite are measurably fresher than what ranks in classic search.",
  source: "Ahrefs study of 17M AI citations (2025): cited pages ~25% fresher than organic results",
  weight: 25,
  appliesTo: "dated",
  languageSensitive: false,
  needs: [],
  run(ctx) {
    const now = ctx.input.now.getTime();
    const candidates: Candidate[] = [];
    for (const date of ctx.dates.declared) {
      if (date.value) candidates.push({ time: date.value.time, day: date.value.iso.slice(0, 10), source: date.source });
    }
    for (const date of ctx.dates.visible.dates) {
      if (date.label === null && !date.fromTimeElement && date.index >= NEAR_TOP_CHARS) continue;
      candidates.push({ time: date.time, day: date.day, source: `"${date.text}" shown on the page` });
    }
    const usable = candidates.filter((candidate) => candidate.time <= now + FUTURE_SLACK_MS);
    if (usable.length === 0) {
      if (!hasTrait(ctx.pageType.type, "editorial")) return legacySkip("The page gives no date of its own.");
      return legacyPartial(0, "No publication or update date found in the structured data, the meta tags or the visible text.", "Date the page: show “Updated <date>” and give dateModified in its structured data, and keep both current when the content changes.");
    }
    const newest = usable.reduce((best, candidate) => (candidate.time > best.time ? candidate : best));
    const months = Math.max(0, (now - newest.time) / MONTH_MS);
    const age = months < 1 ? "less than a month" : `${Math.floor(months)} month${Math.floor(months) === 1 ? "" : "s"}`;
    const evidence = `Newest date ${newest.day} (${newest.source}), ${age} before the analysis.`;
    const band = BANDS.find((item) => months <= item.months);
    if (band?.score === 1) return legacyPass(evidence);
    return legacyPartial(
      band?.score ?? OLDEST_SCORE,
      evidence,
      "Review the page: bring facts, figures and examples up to date, then update dateModified and the visible “Updated” date. Change the dates only with real changes.",
    );
  },
});
