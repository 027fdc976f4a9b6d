// The reader sees when the page was published or updated: a labelled date near the content.
import { defineCheck, partial, pass } from "../../check.ts";

/** An unlabelled date this close to the top of the content reads as the byline date. */
const NEAR_TOP_CHARS = 1_500;
/** A date shown without a label: readable, but engines and readers must guess what it dates. */
const UNLABELLED = 0.7;
/** Dates past the analysis time by more than this are not publication dates (events, deadlines). */
const FUTURE_SLACK_MS = 2 * 24 * 3600 * 1000;

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const FIX = "Show the date next to a label (“{updated} …”) under the title, in the same <time datetime> as dateModified.";

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
  messages: {
    "labelled-date": { evidence: 'Shown: "{labelText} … {text}" ({label}, {day}).' },
    // A labelled date always has its label's words; kept for a date read without them.
    "labelled-date-unworded": { evidence: 'Shown: "{text}" ({label}, {day}).' },
    "unlabelled-date": { evidence: 'A date is shown without a label: "{text}" ({day}).', fix: FIX },
    "no-date-shown": { evidence: "No date shown near the content.", fix: FIX },
    "dates-only-in-text": { evidence: 'No date shown near the content (only dates inside the text, e.g. "{text}").', fix: FIX },
  },
  run(ctx, lexicon) {
    const latest = ctx.input.now.getTime() + FUTURE_SLACK_MS;
    const dates = ctx.dates.visible.dates.filter((date) => date.time <= latest);
    const labelled = dates.filter((date) => date.label !== null);
    const best = labelled.find((date) => date.label === "updated") ?? labelled[0];
    if (best) {
      const params = { text: best.text, label: best.label!, day: best.day };
      return best.labelText ? pass("labelled-date", { ...params, labelText: capitalize(best.labelText) }) : pass("labelled-date-unworded", params);
    }

    const updated = capitalize(lexicon.dateLabels.updated[0] ?? "updated");
    const today = ctx.input.now.toISOString().slice(0, 10);
    const snippet = `<p>${updated} <time datetime="${today}">${today}</time></p>`;
    const unlabelled = dates.find((date) => date.fromTimeElement || date.index < NEAR_TOP_CHARS);
    if (unlabelled) return partial(UNLABELLED, "unlabelled-date", { text: unlabelled.text, day: unlabelled.day, updated }, { snippet });
    if (dates.length > 0) return partial(0, "dates-only-in-text", { text: dates[0]!.text, updated }, { snippet });
    return partial(0, "no-date-shown", { updated }, { snippet });
  },
});
