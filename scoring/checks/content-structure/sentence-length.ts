// Sentences short enough for the page's language: its lexicon sets what "long" means.
import { defineCheck, partial, pass, skip } from "../../check.ts";
import { quote } from "../../derive/sections.ts";
import type { Sentence } from "../../derive/text.ts";

const SHARE = {
  /** Up to this share of long sentences reads fine: long sentences have their place. */
  pass: 0.2,
  /** At half or more, the page reads as long-winded throughout: no credit. */
  zero: 0.5,
} as const;
/** Fewer sentences than this say nothing about a writing habit. */
const MIN_SENTENCES = 5;

const SUMMARY = "{long} of {count} sentences ({percent}%) run past {limit} words, the {language} threshold; average {average} words";

export default defineCheck({
  id: "sentence-length",
  category: "Content Structure",
  title: { pass: "Sentences are easy to read", fail: "Many sentences run long" },
  why: "Engines quote sentences whole; a short sentence carries one claim cleanly, and fluent text was among the GEO study's helpful levers.",
  source: "Aggarwal et al., GEO (KDD 2024, arXiv 2311.09735): fluency optimization; Flesch (1948) and the language-specific readability studies that followed (readability judged only where valid for the language)",
  weight: 5,
  appliesTo: "all",
  languageSensitive: true,
  needs: [],
  readsProse: true,
  messages: {
    "few-sentences": { evidence: "Only {count|sentence} of prose to judge." },
    "short-sentences": { evidence: `${SUMMARY}.` },
    "long-sentences": {
      evidence: `${SUMMARY}. Longest ({longestWords} words): "{longest}"`,
      fix: 'Split long sentences into two, one claim each, starting with "{start}" ({longestWords} words); aim for under {limit} words.',
    },
  },
  run(ctx, lexicon) {
    const all: Sentence[] = ctx.prose.flatMap((paragraph) => paragraph.sentences);
    if (all.length < MIN_SENTENCES) return skip("few-sentences", { count: String(all.length) });
    const limit = lexicon.longSentenceWords;
    const long = all.filter((sentence) => sentence.words > limit);
    const share = long.length / all.length;
    const average = Math.round(all.reduce((sum, sentence) => sum + sentence.words, 0) / all.length);
    const summary = {
      long: String(long.length),
      count: String(all.length),
      percent: String(Math.round(share * 100)),
      limit,
      language: lexicon.name,
      average: String(average),
    };
    if (share <= SHARE.pass) return pass("short-sentences", summary);
    const longest = long.reduce((max, sentence) => (sentence.words > max.words ? sentence : max));
    return partial(Math.max(0, 1 - (share - SHARE.pass) / (SHARE.zero - SHARE.pass)), "long-sentences", {
      ...summary,
      longestWords: String(longest.words),
      longest: quote(longest.text, 100),
      start: quote(longest.text, 50),
    });
  },
});
