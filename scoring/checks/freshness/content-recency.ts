// The newest date the page gives for itself is recent: within 12 months passes, within 24 is partial.
import { defineCheck, partial, pass, skip } from "../../check.ts";
import { evidenceOf, type Messages } from "../../messages.ts";
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

const MESSAGES: Messages = {
  "newest-date-under-a-month": { evidence: "Newest date {day} ({source}), less than a month before the analysis." },
  "newest-date-recent": { evidence: "Newest date {day} ({source}), {months|month} before the analysis." },
  "newest-date-old": {
    evidence: "Newest date {day} ({source}), {months|month} before the analysis.",
    fix: "Review the page: bring facts, figures and examples up to date, then update dateModified and the visible “Updated” date. Change the dates only with real changes.",
  },
  "no-date-found": {
    evidence: "No publication or update date found in the structured data, the meta tags or the visible text.",
    fix: "Date the page: show “Updated <date>” and give dateModified in its structured data, and keep both current when the content changes.",
  },
  "no-own-date": { evidence: "The page gives no date of its own." },
  // A visible date as the {source}.
  "shown-on-page": { evidence: '"{text}" shown on the page' },
};

interface Candidate {
  time: number;
  day: string;
  /** Where the date was declared, or the visible date's text. */
  source: string;
  shown: boolean;
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
  messages: MESSAGES,
  run(ctx) {
    const now = ctx.input.now.getTime();
    const candidates: Candidate[] = [];
    for (const date of ctx.dates.declared) {
      if (date.value) candidates.push({ time: date.value.time, day: date.value.iso.slice(0, 10), source: date.source, shown: false });
    }
    for (const date of ctx.dates.visible.dates) {
      if (date.label === null && !date.fromTimeElement && date.index >= NEAR_TOP_CHARS) continue;
      candidates.push({ time: date.time, day: date.day, source: date.text, shown: true });
    }
    const usable = candidates.filter((candidate) => candidate.time <= now + FUTURE_SLACK_MS);
    if (usable.length === 0) {
      if (!hasTrait(ctx.pageType.type, "editorial")) return skip("no-own-date");
      return partial(0, "no-date-found");
    }
    const newest = usable.reduce((best, candidate) => (candidate.time > best.time ? candidate : best));
    const months = Math.max(0, (now - newest.time) / MONTH_MS);
    // Whole months, as written (a string: a count of months is not grouped like 1,200).
    const source = newest.shown ? evidenceOf(MESSAGES, { key: "shown-on-page", params: { text: newest.source } }) : newest.source;
    const params = { day: newest.day, source, months: String(Math.floor(months)) };
    const band = BANDS.find((item) => months <= item.months);
    if (band?.score === 1) return months < 1 ? pass("newest-date-under-a-month", { day: newest.day, source }) : pass("newest-date-recent", params);
    return partial(band?.score ?? OLDEST_SCORE, "newest-date-old", params);
  },
});
