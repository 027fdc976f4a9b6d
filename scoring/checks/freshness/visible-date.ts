// The reader sees when the page was published or updated: a labelled date near the content.
import { defineCheck, legacyPartial, legacyPass } from "../../check.ts";
import { type VisibleDate } from "../../derive/visible-dates.ts";

/** An unlabelled date this close to the top of the content reads as the byline date. */
const NEAR_TOP_CHARS = 1_500;
/** A date shown without a label: readable, but engines and readers must guess what it dates. */
const UNLABELLED = 0.7;
/** Dates past the analysis time by more than this are not publication dates (events, deadlines). */
const FUTURE_SLACK_MS = 2 * 24 * 3600 * 1000;

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const shown = (date: VisibleDate) => `"${date.labelText ? `${capitalize(date.labelText)} … ` : ""}${date.text}"`;

export default defineCheck({
  id: "visible-date",
  category: "Freshness Signals",
  title: { pass: "The page shows a labelled publication or update date", fail: "The page shows no labelled publication or update date" },
  why: "A visible \"Updated\" date tells readers and engines the content is current; Google asks for a visible date that matches the structured data.",
  source: "Google Search Central, influence your byline dates; Ahrefs study of 17M AI citations",
  weight: 25,
  appliesTo: "editorial",
  languageSensitive: true,
  needs: [],
  run(ctx, lexicon) {
    const latest = ctx.input.now.getTime() + FUTURE_SLACK_MS;
    const dates = ctx.dates.visible.dates.filter((date) => date.time <= latest);
    const labelled = dates.filter((date) => date.label !== null);
    const best = labelled.find((date) => date.label === "updated") ?? labelled[0];
    if (best) return legacyPass(`Shown: ${shown(best)} (${best.label}, ${best.day}).`);

    const updated = capitalize(lexicon.dateLabels.updated[0] ?? "updated");
    const today = ctx.input.now.toISOString().slice(0, 10);
    const snippet = `<p>${updated} <time datetime="${today}">${today}</time></p>`;
    const fix = `Show the date next to a label (“${updated} …”) under the title, in the same <time datetime> as dateModified.`;
    const unlabelled = dates.find((date) => date.fromTimeElement || date.index < NEAR_TOP_CHARS);
    if (unlabelled) return legacyPartial(UNLABELLED, `A date is shown without a label: "${unlabelled.text}" (${unlabelled.day}).`, fix, snippet);
    return legacyPartial(0, `No date shown near the content${dates.length > 0 ? ` (only dates inside the text, e.g. "${dates[0]!.text}")` : ""}.`, fix, snippet);
  },
});
