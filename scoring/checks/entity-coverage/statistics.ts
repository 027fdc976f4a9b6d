// Statistics in the main content: percentages, amounts, magnitudes, measured quantities and dated facts,
// per 100 words, in any of our languages' number formats.
import { defineCheck, legacyFail, legacyPartial, legacyPass, legacySkip } from "../../check.ts";
import { STATISTICS_SAMPLE_CHARS, readStatistics } from "../../derive/statistics.ts";
import { countWords } from "../../derive/text.ts";

/** Density that passes: about one specific figure per paragraph of 100 words. */
const TARGET_PER_100_WORDS = 1;
/** One figure is an anecdote; the pass needs at least this many. */
const MIN_STATISTICS = 2;
/** Below this, a page is too short to judge on density. */
const MIN_WORDS = 60;
/** Cap on the score while fewer than MIN_STATISTICS are found. */
const FEW_CAP = 0.5;

export default defineCheck({
  id: "statistics",
  category: "Entity & Topic Coverage",
  title: { pass: "The content backs its claims with statistics", fail: "The content has few statistics" },
  why: "Specific numbers are what answer engines quote; adding statistics raised a source's visibility in generative answers by about a third.",
  source: "Aggarwal et al., GEO: Generative Engine Optimization, KDD 2024 (arXiv 2311.09735), Statistics Addition",
  weight: 20,
  // A contact page's numbers are phone numbers and postcodes, not evidence.
  appliesTo: "answers",
  languageSensitive: false,
  needs: [],
  run(ctx) {
    const { text, words: allWords } = ctx.main;
    // The main content's words are counted already; only a text longer than the sample needs counting again.
    const words = text.length <= STATISTICS_SAMPLE_CHARS ? allWords : countWords(text.slice(0, STATISTICS_SAMPLE_CHARS));
    if (words < MIN_WORDS) return legacySkip(`Too little text (${words} words) to judge the density of statistics.`);
    const { count, examples } = readStatistics(ctx.main.text, ctx.words);
    const density = (count / words) * 100;
    const shown = examples.map((example) => `"${example.text}"`).join(", ");
    const evidence = `${count} statistic${count === 1 ? "" : "s"} in ${words} words (${density.toFixed(1)} per 100 words)${shown ? `: ${shown}${count > examples.length ? ", …" : ""}` : ""}.`;
    const score = count < MIN_STATISTICS ? Math.min(FEW_CAP, density / TARGET_PER_100_WORDS) : Math.min(1, density / TARGET_PER_100_WORDS);
    if (score >= 1) return legacyPass(evidence);
    const fix = `Back the main claims with specific figures — percentages, counts, amounts, dates — and say where each comes from; aim for about ${TARGET_PER_100_WORDS} per 100 words.`;
    return count === 0 ? legacyFail(`No statistics in ${words} words of main content.`, fix) : legacyPartial(score, evidence, fix);
  },
});
