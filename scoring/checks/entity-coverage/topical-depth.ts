// Topical depth: the main content's length within the band usual for the page type. Advisory: length
// is a proxy for coverage, never the goal.
import { defineCheck, partial, pass, skip } from "../../check.ts";
import type { PageType } from "../../page-types.ts";

interface Band {
  /** Below this, the page says too little to be a source. */
  min: number;
  /** From here on, the page covers its topic. */
  good: number;
  /** Beyond this, one page tries to answer too much: split it. */
  max: number;
}

/** Words of main content by page type (CJK counted at 2 characters a word); contact pages are not judged. */
const BANDS: Record<Exclude<PageType, "contact">, Band> = {
  article: { min: 500, good: 1000, max: 5000 },
  docs: { min: 200, good: 500, max: 5000 },
  other: { min: 300, good: 600, max: 5000 },
  home: { min: 200, good: 400, max: 3000 },
  about: { min: 200, good: 400, max: 3000 },
  product: { min: 150, good: 300, max: 3000 },
  pricing: { min: 150, good: 300, max: 3000 },
  listing: { min: 100, good: 200, max: 3000 },
};
const LENGTH = "{words} words of main content; {good}–{max} words suit {an} {type} page.";

/** Credit at `min`, and for pages past `max`. */
const AT_MIN = 0.5;
const TOO_LONG = 0.8;

export default defineCheck({
  id: "topical-depth",
  category: "Entity & Topic Coverage",
  title: { pass: "The content covers its topic in depth", fail: "The content is thin or sprawling for its page type" },
  why: "Engines cite pages that cover a topic fully; a thin page offers little to quote, a sprawling one buries its answers.",
  source: "Google Search Central, Creating helpful, reliable, people-first content",
  weight: 5,
  appliesTo: "answers",
  languageSensitive: false,
  needs: [],
  messages: {
    "in-band": { evidence: LENGTH },
    sprawling: { evidence: LENGTH, fix: "Split the page: give each major question its own page and link them, so each answers one thing well." },
    thin: { evidence: LENGTH, fix: "Cover the topic more fully — the questions readers ask next, examples, figures — towards {good} words." },
    "contact-page": { evidence: "Contact pages are not judged on length." },
  },
  run(ctx) {
    const type = ctx.pageType.type;
    if (type === "contact") return skip("contact-page");
    const band = BANDS[type];
    const words = ctx.main.words;
    const params = { words, good: band.good, max: band.max, an: /^[aeiou]/.test(type) ? "an" : "a", type };
    if (words >= band.good && words <= band.max) return pass("in-band", params);
    if (words > band.max) return partial(TOO_LONG, "sprawling", params);
    const score = words < band.min ? (AT_MIN * words) / band.min : AT_MIN + ((1 - AT_MIN) * (words - band.min)) / (band.good - band.min);
    return partial(score, "thin", params);
  },
});
