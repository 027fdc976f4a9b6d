// The floor under page-type detection: every judgment fixture typed as labelled, in each of the ten languages;
// at least 95% of each of the four development sets' pages (held-back sets, retired) in every language, and
// of the real corpus pages with our labels (test/fixtures/corpus-types.json).
// `node scripts/page-types.ts` prints the same figures and every page typed wrong, with its reason.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { SECOND_DEVELOPMENT_DIR, HOLDOUT_DIR } from "../judgment/bylines.ts";
import { corpusPages, detect, hasCorpus, JUDGMENT_DIR, judgmentPages, share, tally } from "../page-types/cases.ts";

/** The third held-back set (judgment-holdout-3), retired to a development set when the fourth was written. */
const THIRD_DEVELOPMENT_DIR = join(JUDGMENT_DIR, "..", "judgment-holdout-3");
/** The fourth held-back set (judgment-holdout-4), retired to a development set when the fifth was written. */
const FOURTH_DEVELOPMENT_DIR = join(JUDGMENT_DIR, "..", "judgment-holdout-4");

const TARGET = 0.95;
const LANGUAGES = ["en", "es", "fr", "de", "pt", "it", "nl", "ja", "ko", "zh"];

/** The pages typed wrong, for the failure message. */
const wrong = (detections: ReturnType<typeof detect>[]) =>
  detections.filter((d) => d.type !== d.page.expected).map((d) => `${d.page.id}: ${d.page.expected} → ${d.type} (${d.reason})`);

describe("page types on labelled pages", () => {
  const judged = judgmentPages().map(detect);
  const byLanguage = tally(judged, (d) => d.page.lang);

  // The fixtures were written to be typed right: every one is.
  it.each(LANGUAGES)("types every %s judgment fixture as labelled", (lang) => {
    const group = byLanguage.get(lang);
    expect(group?.total ?? 0, `no ${lang} fixtures`).toBeGreaterThanOrEqual(10);
    const misses = wrong(judged.filter((d) => d.page.lang === lang));
    expect(share(group!), misses.join("\n")).toBe(1);
  });

  // The first held-back set, retired to a development set: 8 pages per language, one miss is 87.5%.
  const development = judgmentPages(HOLDOUT_DIR).map(detect);
  it.each(LANGUAGES)("types at least 95%% of the %s development pages as labelled", (lang) => {
    const own = development.filter((d) => d.page.lang === lang);
    expect(own.length, `no ${lang} development pages`).toBeGreaterThanOrEqual(8);
    expect(share(tally(own, () => lang).get(lang)!), wrong(own).join("\n")).toBeGreaterThanOrEqual(TARGET);
  });

  // The second held-back set, retired to a second development set: 8 pages per language, every one typed right
  // since round 3, so held like the others in every language.
  const second = judgmentPages(SECOND_DEVELOPMENT_DIR).map(detect);
  it.each(LANGUAGES)("types at least 95%% of the %s pages of the second development set as labelled", (lang) => {
    const own = second.filter((d) => d.page.lang === lang);
    expect(own.length, `no ${lang} pages in the second development set`).toBeGreaterThanOrEqual(8);
    expect(share(tally(own, () => lang).get(lang)!), wrong(own).join("\n")).toBeGreaterThanOrEqual(TARGET);
  });

  // The third held-back set, retired to a third development set: 8 pages per language, typed at least as well
  // as the first (round 3 reached every page).
  const third = judgmentPages(THIRD_DEVELOPMENT_DIR).map(detect);
  it.each(LANGUAGES)("types at least 95%% of the %s pages of the third development set as labelled", (lang) => {
    const own = third.filter((d) => d.page.lang === lang);
    expect(own.length, `no ${lang} pages in the third development set`).toBeGreaterThanOrEqual(8);
    expect(share(tally(own, () => lang).get(lang)!), wrong(own).join("\n")).toBeGreaterThanOrEqual(TARGET);
  });

  // The fourth held-back set, retired to a fourth development set: 10 pages per language; 97 of 100 were typed
  // right before anyone read its misses, all 100 after round 4. At least 95% in every language (one miss in ten is 90%).
  const fourth = judgmentPages(FOURTH_DEVELOPMENT_DIR).map(detect);
  it("holds the fourth development set's hundred pages", () => {
    expect(fourth.length).toBeGreaterThanOrEqual(100);
  });
  it.each(LANGUAGES)("types at least 95%% of the %s pages of the fourth development set as labelled", (lang) => {
    const own = fourth.filter((d) => d.page.lang === lang);
    expect(own.length, `no ${lang} pages in the fourth development set`).toBeGreaterThanOrEqual(10);
    expect(share(tally(own, () => lang).get(lang)!), wrong(own).join("\n")).toBeGreaterThanOrEqual(TARGET);
  });

  it.skipIf(!hasCorpus())("types at least 95% of the real corpus pages as labelled", () => {
    const detections = corpusPages().map(detect);
    const all = tally(detections, () => "all").get("all")!;
    expect(share(all), wrong(detections).join("\n")).toBeGreaterThanOrEqual(TARGET);
    // 89 real pages, some of them large: seconds alone, more beside the other test files.
  }, 60_000);
});
