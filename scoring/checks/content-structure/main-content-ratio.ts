// Enough main-content text to answer from, and a page whose HTML is mostly that text, not code.
import { defineCheck, partial, pass } from "../../check.ts";
import type { Reason } from "../../messages.ts";
import type { PageType } from "../../page-types.ts";

/**
 * Characters of main text, by page type: AEO-CHECKS.md's 1,200 minimum and 3,000 good hold for pages that
 * explain; pages whose job is to point or sell are shorter by design and must not be pushed to pad.
 */
const CHARS: Record<PageType, { min: number; good: number }> = {
  article: { min: 1200, good: 3000 },
  docs: { min: 1200, good: 3000 },
  other: { min: 1200, good: 3000 },
  home: { min: 800, good: 2000 },
  product: { min: 800, good: 2000 },
  about: { min: 800, good: 2000 },
  listing: { min: 600, good: 1500 },
  pricing: { min: 600, good: 1500 },
  contact: { min: 300, good: 800 },
};

/**
 * A character of these scripts carries what about this many Latin characters do (Chinese and Japanese: two
 * characters a word against ~6 Latin characters with the space; Korean: dense syllables but spaced words),
 * so the same content is not judged shorter in another script.
 */
const SCRIPT_WEIGHTS: readonly [RegExp, number][] = [
  [/[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+/g, 3],
  [/[\uac00-\ud7af]+/g, 2],
];
/** Any character of the scripts above: most pages have none, and one scan settles it. */
const DENSE_SCRIPT = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af]/;

/** AEO-CHECKS.md: text/HTML ratio ≥ 0.25; most real pages sit lower, so the bands below it give partial credit. */
const RATIO_BANDS: readonly [number, number][] = [
  [0.25, 1],
  [0.1, 0.8],
  [0.05, 0.5],
  [0, 0.2],
];
/** Length matters more than markup weight: the ratio is the smaller share of the score. */
const RATIO_SHARE = 0.3;

/** Credit for length: full at `good`, most at `min`, some at half of `min`. */
function lengthCredit(chars: number, band: { min: number; good: number }): number {
  if (chars >= band.good) return 1;
  if (chars >= band.min) return 0.8 + (0.2 * (chars - band.min)) / (band.good - band.min);
  if (chars >= band.min / 2) return 0.4;
  return 0.1;
}

function latinEquivalent(text: string): number {
  if (!DENSE_SCRIPT.test(text)) return text.length;
  return SCRIPT_WEIGHTS.reduce((chars, [pattern, weight]) => chars + (weight - 1) * (text.length - text.replace(pattern, "").length), text.length);
}

export default defineCheck({
  id: "main-content-ratio",
  category: "Content Structure",
  title: { pass: "The page has substantial main content", fail: "The page has thin main content" },
  why: "Answer engines need enough text in the main content to answer from; a page that is mostly scripts and markup gives them little to quote.",
  source: "Google Search Central, spam policies (thin content) and creating helpful, people-first content",
  weight: 15,
  appliesTo: "all",
  languageSensitive: false,
  needs: [],
  // The evidence is its details, one per measure; those that fall short carry the fixes.
  messages: {
    "substantial-content": { evidence: "{details}." },
    "content-shortfall": { evidence: "{details}." },
    "main-text": { evidence: "{chars} characters of main text in {root}" },
    "main-text-latin": { evidence: "{chars} characters of main text in {root} ({latin} in Latin-script equivalent)" },
    "enough-text": { evidence: "{min} is the minimum and {good} good for {type} pages" },
    "short-text": {
      evidence: "{min} is the minimum and {good} good for {type} pages",
      fix: "Expand the main content toward {good} characters with the facts, steps and answers the page's readers look for.",
    },
    "lean-html": { evidence: "the text is {percent}% of the HTML ({html} characters)" },
    "heavy-html": {
      evidence: "the text is {percent}% of the HTML ({html} characters)",
      fix: "Move inline scripts, styles and SVG out of the HTML (the text is {percent}% of it; {good}% is good).",
    },
  },
  run(ctx) {
    const main = ctx.main;
    const chars = latinEquivalent(main.text);
    const type = ctx.pageType.type;
    const band = CHARS[type];
    const length = lengthCredit(chars, band);
    const text: Reason =
      chars === main.text.length
        ? { key: "main-text", params: { chars: main.text.length, root: main.rootReason } }
        : { key: "main-text-latin", params: { chars: main.text.length, root: main.rootReason, latin: Math.round(chars) } };
    const lengthReason: Reason = { key: length < 1 ? "short-text" : "enough-text", params: { ...band, type } };
    // Pasted text has no markup: only its length is judged.
    if (ctx.input.mode === "text") {
      const details = [text, lengthReason];
      return length >= 1 ? pass("substantial-content", undefined, { details }) : partial(length, "content-shortfall", undefined, { details });
    }
    const ratio = ctx.input.htmlChars > 0 ? Math.min(1, chars / ctx.input.htmlChars) : 0;
    const ratioCredit = RATIO_BANDS.find(([floor]) => ratio >= floor)![1];
    const score = (1 - RATIO_SHARE) * length + RATIO_SHARE * ratioCredit;
    const ratioReason: Reason = { key: ratioCredit < 1 ? "heavy-html" : "lean-html", params: { percent: String(Math.round(ratio * 100)), html: ctx.input.htmlChars, good: RATIO_BANDS[0]![0] * 100 } };
    const details = [text, lengthReason, ratioReason];
    return score >= 1 ? pass("substantial-content", undefined, { details }) : partial(score, "content-shortfall", undefined, { details });
  },
});
