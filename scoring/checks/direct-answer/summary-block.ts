// A labelled summary (TL;DR, key takeaways) near the top of a long page.
import { defineCheck, fail, partial, pass, skip } from "../../check.ts";
import { leadingPhrase } from "../../derive/questions.ts";
import { type Block, quote } from "../../derive/sections.ts";

const NEAR_TOP = {
  /** "Near the top": within the first 300 words, or the first fifth of a long page, whichever is more. */
  words: 300,
  share: 0.2,
} as const;
/** Shorter pages are their own summary. */
const MIN_WORDS = 600;
/** A summary further down (a closing recap) still helps engines, but not the reader who stops early. */
const LATE_SCORE = 0.5;

/** Where a summary label can stand: a heading below the h1, or the start of a run of text. */
function labelTextOf(block: Block): string | null {
  if (block.kind === "heading") return block.heading.level > 1 ? block.heading.text : null;
  return block.kind === "text" ? block.text : null;
}

export default defineCheck({
  id: "summary-block",
  category: "Direct Answer Quality",
  title: { pass: "A summary block sits near the top", fail: "No summary block near the top" },
  why: "A TL;DR or key-takeaways block is a ready-made answer: engines quote it whole, and it states what the page concludes.",
  source: "Nielsen Norman Group, the inverted pyramid and summaries for skimming readers",
  weight: 10,
  appliesTo: "longForm",
  languageSensitive: true,
  needs: [],
  readsProse: true,
  messages: {
    "short-page": { evidence: "A {words}-word page needs no separate summary." },
    "summary-near-top": { evidence: 'A summary after {offset} words: "{summary}"' },
    "late-summary": {
      evidence: 'The only summary starts {offset} of {words} words in: "{summary}"',
      fix: 'Move the "{start}" block up, right after the first paragraph, as 3–5 one-line points.',
    },
    // {labels}: the language's first summary labels, quoted, joined by "or".
    "no-summary": {
      evidence: "No block labelled as a summary ({labels}) in {words} words.",
      fix: "Add a summary block labelled {labels} right after the first paragraph: 3–5 one-line points that state the page's answers.",
    },
  },
  run(ctx, lexicon) {
    const { blocks, words } = ctx.structure;
    if (words < MIN_WORDS) return skip("short-page", { words: String(words) });
    const limit = Math.max(NEAR_TOP.words, words * NEAR_TOP.share);
    const labelled = blocks.flatMap((block) => {
      const text = labelTextOf(block);
      return text && leadingPhrase(text, lexicon.summaryLabels) !== undefined ? [{ text, offset: block.offset }] : [];
    });
    const first = labelled[0];
    if (first && first.offset <= limit) return pass("summary-near-top", { offset: String(first.offset), summary: quote(first.text, 100) });
    if (first) {
      return partial(LATE_SCORE, "late-summary", { offset: String(first.offset), words: String(words), summary: quote(first.text, 80), start: quote(first.text, 30) });
    }
    const labels = lexicon.summaryLabels
      .slice(0, 3)
      .map((label) => `"${label}"`)
      .join(" or ");
    return fail("no-summary", { labels, words: String(words) });
  },
});
