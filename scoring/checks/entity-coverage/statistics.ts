// Statistics in the main content: percentages, amounts, magnitudes, measured quantities and dated facts,
// per 100 words, in any of our languages' number formats.
import { listOf } from "../../messages.ts";
import { defineCheck, fail, partial, pass, skip } from "../../check.ts";
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

const FOUND = "{count|statistic} in {words} words ({density} per 100 words): {examples}.";
const ADD_FIGURES = "Back the main claims with specific figures — percentages, counts, amounts, dates — and say where each comes from; aim for about {target} per 100 words.";

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
  readsProse: true,
  messages: {
    "enough-statistics": { evidence: FOUND },
    "few-statistics": { evidence: FOUND, fix: ADD_FIGURES },
    "no-statistics": { evidence: "No statistics in {words} words of main content.", fix: ADD_FIGURES },
    "too-short": { evidence: "Too little text ({words} words) to judge the density of statistics." },
  },
  run(ctx) {
    const { text, words: allWords } = ctx.main;
    // The main content's words are counted already; only a text longer than the sample needs counting again.
    const words = text.length <= STATISTICS_SAMPLE_CHARS ? allWords : countWords(text.slice(0, STATISTICS_SAMPLE_CHARS));
    if (words < MIN_WORDS) return skip("too-short", { words: String(words) });
    const { count, examples } = readStatistics(ctx.main.text, ctx.words);
    if (count === 0) return fail("no-statistics", { words: String(words), target: TARGET_PER_100_WORDS });
    const density = (count / words) * 100;
    const shown = listOf(examples.map((example) => `"${example.text}"`), examples.length, count);
    const params = { count: String(count), words: String(words), density: density.toFixed(1), examples: shown };
    const score = count < MIN_STATISTICS ? Math.min(FEW_CAP, density / TARGET_PER_100_WORDS) : Math.min(1, density / TARGET_PER_100_WORDS);
    if (score >= 1) return pass("enough-statistics", params);
    return partial(score, "few-statistics", { ...params, target: TARGET_PER_100_WORDS });
  },
});
