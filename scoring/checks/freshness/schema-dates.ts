// The page's structured data dates it: datePublished and dateModified, ISO 8601, modified on or after published.
import { defineCheck, legacyPartial, legacyPass } from "../../check.ts";
import type { DeclaredDate } from "../../derive/dates.ts";

/** A date this far past the analysis time is a typo or a scheduled post, not a fact. */
const FUTURE_SLACK_MS = 2 * 24 * 3600 * 1000;
const SCORES = { one: 0.6, invalidOnly: 0.2, misordered: 0.4, future: 0.5, noZone: 0.9 } as const;

const describeDate = (date: DeclaredDate) => `${date.source} "${date.raw}"`;

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
    const fix = "Give the page's Article (or WebPage) schema both datePublished and dateModified in ISO 8601 with a time zone, and update dateModified when the content really changes.";

    const valid = [published, modified].filter((date): date is DeclaredDate => date?.parsed != null);
    const invalid = [published, modified].filter((date): date is DeclaredDate => date !== undefined && date.parsed === null);
    const notes = invalid.map((date) => `${describeDate(date)} is not ISO 8601`);
    if (valid.length === 0) {
      const meta = ctx.dates.declared.filter((date) => date.origin === "meta").map((date) => date.source);
      const metaNote = meta.length > 0 ? ` (meta tags have ${meta.join(", ")})` : "";
      if (invalid.length > 0) return legacyPartial(SCORES.invalidOnly, `${notes.join("; ")}${metaNote}.`, fix, snippet);
      return legacyPartial(0, `No datePublished or dateModified in the page's structured data${metaNote}.`, fix, snippet);
    }

    let score = valid.length === 2 ? 1 : SCORES.one;
    const problems = [...notes];
    if (valid.length === 1) problems.push(`no valid ${valid[0]!.kind === "published" ? "dateModified" : "datePublished"}`);
    if (published?.parsed && modified?.parsed && modified.parsed.time < published.parsed.time) {
      problems.push("dateModified is before datePublished");
      score = Math.min(score, SCORES.misordered);
    }
    const future = valid.filter((date) => date.parsed!.time > ctx.input.now.getTime() + FUTURE_SLACK_MS);
    if (future.length > 0) {
      problems.push(`${future.map((date) => date.source).join(" and ")} in the future`);
      score = Math.min(score, SCORES.future);
    }
    const zoneless = valid.filter((date) => date.parsed!.precision === "time" && !date.parsed!.hasZone);
    if (zoneless.length > 0 && score === 1) {
      problems.push(`${zoneless.map((date) => date.source).join(" and ")} without a time zone`);
      score = SCORES.noZone;
    }
    const shown = valid.map(describeDate).join(", ");
    if (problems.length === 0) return legacyPass(`${shown}.`);
    return legacyPartial(score, `${shown}: ${problems.join("; ")}.`, fix, snippet);
  },
});
