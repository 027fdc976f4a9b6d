// The page's structured data dates it: datePublished and dateModified, ISO 8601, modified on or after published.
import { defineCheck, partial, pass } from "../../check.ts";
import type { DeclaredDate } from "../../derive/dates.ts";
import { evidenceOf, type Messages, type Reason } from "../../messages.ts";

/** A date this far past the analysis time is a typo or a scheduled post, not a fact. */
const FUTURE_SLACK_MS = 2 * 24 * 3600 * 1000;
const SCORES = { one: 0.6, invalidOnly: 0.2, misordered: 0.4, future: 0.5, noZone: 0.9 } as const;

const FIX = "Give the page's Article (or WebPage) schema both datePublished and dateModified in ISO 8601 with a time zone, and update dateModified when the content really changes.";

const MESSAGES: Messages = {
  "schema-dates": { evidence: "{dates}." },
  "schema-date-problems": { evidence: "{dates}: {details}.", fix: FIX },
  "invalid-schema-dates": { evidence: "{details}.", fix: FIX },
  "invalid-schema-dates-with-meta": { evidence: "{details} (meta tags have {meta}).", fix: FIX },
  "no-schema-dates": { evidence: "No datePublished or dateModified in the page's structured data.", fix: FIX },
  "no-schema-dates-with-meta": { evidence: "No datePublished or dateModified in the page's structured data (meta tags have {meta}).", fix: FIX },
  // Each valid date in {dates}, joined by commas.
  "schema-date": { evidence: '{source} "{raw}"' },
  // The problems.
  "not-iso-8601": { evidence: '{source} "{raw}" is not ISO 8601' },
  "no-valid-date-modified": { evidence: "no valid dateModified" },
  "no-valid-date-published": { evidence: "no valid datePublished" },
  "modified-before-published": { evidence: "dateModified is before datePublished" },
  "future-date": { evidence: "{source} in the future" },
  "future-dates": { evidence: "{source} and {other} in the future" },
  "date-without-time-zone": { evidence: "{source} without a time zone" },
  "dates-without-time-zone": { evidence: "{source} and {other} without a time zone" },
};

const described = (date: DeclaredDate) => ({ source: date.source, raw: date.raw });

/** One date's problem, or two dates' (a schema has at most datePublished and dateModified). */
function about(one: string, two: string, dates: readonly DeclaredDate[]): Reason {
  return dates.length === 1 ? { key: one, params: { source: dates[0]!.source } } : { key: two, params: { source: dates[0]!.source, other: dates[1]!.source } };
}

export default defineCheck({
  id: "schema-dates",
  category: "Freshness Signals",
  title: { pass: "Structured data gives the publication and update dates", fail: "Structured data lacks valid publication and update dates" },
  why: "datePublished and dateModified are how engines read a page's age without guessing; answer engines favour fresher sources.",
  source: "Google Search Central, Article structured data and byline dates; Ahrefs study of 17M AI citations (cited pages ~25% fresher)",
  weight: 25,
  appliesTo: "editorial",
  languageSensitive: false,
  needs: ["markup"],
  messages: MESSAGES,
  run(ctx) {
    const schema = ctx.dates.declared.filter((date) => date.origin === "schema");
    const published = schema.find((date) => date.kind === "published");
    const modified = schema.find((date) => date.kind === "modified");
    const facts = ctx.facts;
    const snippet = `<script type="application/ld+json">\n${JSON.stringify(
      {
        "@context": "https://schema.org",
        "@type": ctx.pageType.type === "docs" ? "TechArticle" : "Article",
        headline: facts.title ?? "…",
        datePublished: facts.published ?? "2026-01-05T09:00:00+00:00",
        dateModified: facts.modified ?? facts.published ?? "2026-01-05T09:00:00+00:00",
      },
      null,
      2,
    )}\n</script>`;

    const valid = [published, modified].filter((date): date is DeclaredDate => date?.parsed != null);
    const invalid = [published, modified].filter((date): date is DeclaredDate => date !== undefined && date.parsed === null);
    const notes: Reason[] = invalid.map((date) => ({ key: "not-iso-8601", params: described(date) }));
    if (valid.length === 0) {
      const meta = ctx.dates.declared.filter((date) => date.origin === "meta").map((date) => date.source);
      const params = meta.length > 0 ? { meta: meta.join(", ") } : undefined;
      if (invalid.length > 0) return partial(SCORES.invalidOnly, params ? "invalid-schema-dates-with-meta" : "invalid-schema-dates", params, { details: notes, snippet });
      return partial(0, params ? "no-schema-dates-with-meta" : "no-schema-dates", params, { snippet });
    }

    let score = valid.length === 2 ? 1 : SCORES.one;
    const problems = [...notes];
    if (valid.length === 1) problems.push({ key: valid[0]!.kind === "published" ? "no-valid-date-modified" : "no-valid-date-published" });
    if (published?.parsed && modified?.parsed && modified.parsed.time < published.parsed.time) {
      problems.push({ key: "modified-before-published" });
      score = Math.min(score, SCORES.misordered);
    }
    const future = valid.filter((date) => date.parsed!.time > ctx.input.now.getTime() + FUTURE_SLACK_MS);
    if (future.length > 0) {
      problems.push(about("future-date", "future-dates", future));
      score = Math.min(score, SCORES.future);
    }
    const zoneless = valid.filter((date) => date.parsed!.precision === "time" && !date.parsed!.hasZone);
    if (zoneless.length > 0 && score === 1) {
      problems.push(about("date-without-time-zone", "dates-without-time-zone", zoneless));
      score = SCORES.noZone;
    }
    const dates = valid.map((date) => evidenceOf(MESSAGES, { key: "schema-date", params: described(date) })).join(", ");
    if (problems.length === 0) return pass("schema-dates", { dates });
    return partial(score, "schema-date-problems", { dates }, { details: problems, snippet });
  },
});
