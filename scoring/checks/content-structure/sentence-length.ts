// Sentences short enough for the page's language: its lexicon sets what "long" means.
import { defineCheck, legacyPartial, legacyPass, legacySkip } from "../../check.ts";
import { quote, type Sentence } from "../../derive/sections.ts";

const SHARE = {
  /** Up to this share of long sentences reads fine: long sentences have their place. */
  pass: 0.2,
  /** At half or more, the page reads as long-winded throughout: no credit. */
  zero: 0.5,
} as const;
/** Fewer sentences than this say nothing about a writing habit. */
const MIN_SENTENCES = 5;

export default defineCheck({
  id: "sentence-length",
  category: "Content Structure",
  title: { pass: "Sentences are easy to read", fail: "Many sentences run long" },
  why: "Engines quote sentences whole; a short sentence carries one claim cleanly, and fluent text was among the GEO study's helpful levers.",
  source: "Aggarwal et al., GEO (KDD 2024, arXiv 2311.09735): fluency optimization; AEO-CHECKS.md Content Structure (readability only where valid for the language)",
  weight: 5,
  appliesTo: "all",
  languageSensitive: true,
  needs: [],
  run(ctx, lexicon) {
    const all: Sentence[] = ctx.prose.flatMap((paragraph) => paragraph.sentences);
    if (all.length < MIN_SENTENCES) return legacySkip(`Only ${all.length} sentence(s) of prose to judge.`);
    const limit = lexicon.longSentenceWords;
    const long = all.filter((sentence) => sentence.words > limit);
    const share = long.length / all.length;
    const average = Math.round(all.reduce((sum, sentence) => sum + sentence.words, 0) / all.length);
    const summary = `${long.length} of ${all.length} sentences (${Math.round(share * 100)}%) run past ${limit} words, the ${lexicon.name} threshold; average ${average} words`;
    if (share <= SHARE.pass) return legacyPass(`${summary}.`);
    const longest = long.reduce((max, sentence) => (sentence.words > max.words ? sentence : max));
    return legacyPartial(
      Math.max(0, 1 - (share - SHARE.pass) / (SHARE.zero - SHARE.pass)),
      `${summary}. Longest (${longest.words} words): "${quote(longest.text, 100)}"`,
      `Split long sentences into two, one claim each, starting with "${quote(longest.text, 50)}" (${longest.words} words); aim for under ${limit} words.`,
    );
  },
});
