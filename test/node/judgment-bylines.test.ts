// Authors and dates as a careful reader records them (test/judgment/bylines.ts): on the judgment fixtures,
// in ten languages, at least 95% of the authors and publication dates the reader records are reported, and
// at most 2% of the values reported are invented (where the reader records none) or wrong. Where
// ../shared/corpus sits beside the clone, metascraper's real pages are held to the same invented-value
// bound, and so are the development sets (the first three held-back sets, retired). `npm run judgment -- -v` lists every miss.
import { describe, expect, it } from "vitest";
import { corpusCases, FIELDS, figures, FOURTH_DEVELOPMENT_DIR, hasCorpus, SECOND_DEVELOPMENT_DIR, HOLDOUT_DIR, judgmentCases, measure, THIRD_DEVELOPMENT_DIR, type Outcome } from "../judgment/bylines.ts";

const TARGET_RECALL = 95;
const MAX_INVENTED = 2;
const LANGUAGES = ["en", "es", "fr", "de", "pt", "it", "nl", "ja", "ko", "zh"];

const fixtures = measure(judgmentCases());
const misses = (list: readonly Outcome[]) =>
  list.filter((item) => item.verdict !== "right" && item.verdict !== "none").map((item) => `${item.verdict} ${item.field} ${item.id}: expected ${item.expected}, got ${item.got}`);

describe("authors and dates on the judgment fixtures", () => {
  it("has pages in every language, with authors and dates to find", () => {
    for (const lang of LANGUAGES) {
      const own = fixtures.filter((item) => item.lang === lang);
      expect(own.filter((item) => item.field === "author" && item.expected !== null).length, lang).toBeGreaterThanOrEqual(8);
      expect(own.filter((item) => item.field === "published" && item.expected !== null).length, lang).toBeGreaterThanOrEqual(8);
    }
  });

  it.each(FIELDS)("%s: 95%% of what the reader records, at most 2%% invented", (field) => {
    const list = fixtures.filter((item) => item.field === field);
    const result = figures(list);
    expect(result.recall, misses(list).join("\n")).toBeGreaterThanOrEqual(TARGET_RECALL);
    expect(result.inventedRate, misses(list).join("\n")).toBeLessThanOrEqual(MAX_INVENTED);
  });

  it.each(LANGUAGES)("%s: no language falls behind", (lang) => {
    const list = fixtures.filter((item) => item.lang === lang && item.field !== "modified");
    // Per language the pages are few: one miss in twenty is the bound.
    expect(figures(list).recall, misses(list).join("\n")).toBeGreaterThanOrEqual(TARGET_RECALL);
  });

  it("says where each value was found", () => {
    for (const item of fixtures) if (item.got !== null) expect(item.from, `${item.field} ${item.id}`).not.toBeNull();
  });
});

describe.skipIf(!hasCorpus())("authors and dates on metascraper's real pages (with our labels)", () => {
  const corpus = measure(corpusCases());

  it.each(["author", "published"] as const)("%s: at most 2%% invented, at least 95%% found", (field) => {
    const list = corpus.filter((item) => item.field === field);
    const result = figures(list);
    expect(result.inventedRate, misses(list).join("\n")).toBeLessThanOrEqual(MAX_INVENTED);
    expect(result.recall, misses(list).join("\n")).toBeGreaterThanOrEqual(TARGET_RECALL);
  });
});

// The first held-back set, retired to a development set (test/judgment/bylines.ts HOLDOUT_DIR): pages written
// by someone who never read scoring/, held to the same targets so that what was learned from them stays learned.
describe("authors and dates on the development set", () => {
  const development = measure(judgmentCases(HOLDOUT_DIR, "holdout"));

  it.each(FIELDS)("%s: 95%% of what the reader records, at most 2%% invented", (field) => {
    const list = development.filter((item) => item.field === field);
    const result = figures(list);
    expect(result.recall, misses(list).join("\n")).toBeGreaterThanOrEqual(TARGET_RECALL);
    expect(result.inventedRate, misses(list).join("\n")).toBeLessThanOrEqual(MAX_INVENTED);
  });
});

type Floors = Record<(typeof FIELDS)[number], number>;

/**
 * A development set's fields each at its floor of recall, with at most 2% invented (or, for a set just retired,
 * at most the share it invents now: a ceiling to be lowered to 2%, never raised).
 */
function holdsFloors(outcomes: readonly Outcome[], floors: Floors, invented: Partial<Floors> = {}) {
  it.each(FIELDS)("%s: at its floor, invents at most its ceiling", (field) => {
    const list = outcomes.filter((item) => item.field === field);
    const result = figures(list);
    expect(result.recall, misses(list).join("\n")).toBeGreaterThanOrEqual(floors[field]);
    expect(result.inventedRate, misses(list).join("\n")).toBeLessThanOrEqual(invented[field] ?? MAX_INVENTED);
  });
}

// The second held-back set, retired to a second development set (test/judgment/bylines.ts SECOND_DEVELOPMENT_DIR): held
// at the level reached once its misses' general causes were fixed, modified dates too since round 4 (a docs footer's
// "Modifier cette page Dernière modification", an update shown before the publication, "追記", a sphinx footer).
describe("authors and dates on the second development set", () => {
  holdsFloors(measure(judgmentCases(SECOND_DEVELOPMENT_DIR, "holdout-2")), { author: 100, published: 100, modified: 100 });
});

// The third held-back set, retired to a third development set (test/judgment/bylines.ts THIRD_DEVELOPMENT_DIR): held at
// the level reached once its misses' general causes were fixed (from 66.7% of authors with 11 wrong or invented, and
// 86.7% of publication dates with 4). What it still misses: a writer named only in the site's footer; floors to be
// raised, never lowered.
describe("authors and dates on the third development set", () => {
  holdsFloors(measure(judgmentCases(THIRD_DEVELOPMENT_DIR, "holdout-3")), { author: TARGET_RECALL, published: 100, modified: 100 });
});

// The fourth held-back set (100 pages, 60 articles), retired to a fourth development set when the fifth was written.
// Measured before anyone read its misses, after three rounds of byline rules: authors 70% with 9 wrong or invented,
// publication dates 96% with 3. Round 4 put one plausibility gate on every name and let role labels and places decide
// instead of adding rules per shape: authors 100% with none invented, publication dates 100% with one (a recipe's
// schema.org datePublished the page never shows), modified 100%.
describe("authors and dates on the fourth development set", () => {
  holdsFloors(measure(judgmentCases(FOURTH_DEVELOPMENT_DIR, "holdout-4")), { author: 100, published: 100, modified: 100 }, { author: 0, published: 1, modified: 0 });
});
