// Direct Answer Quality measures answering (issue 13): on the judgment fixtures, in ten languages, the page's
// answer is found where a careful reader finds it, a page that answers up front outscores the same page with
// its answer under a preamble, and the levers answer engines reward (statistics, quotations, cited sources)
// raise the score.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { analyze } from "../../scoring/index.ts";
import { answerPages, figures, judge, mainAnswerOf, same, SETS } from "../answers/cases.ts";

const DIR = new URL("../fixtures/judgment/", import.meta.url);
interface Entry {
  file: string;
  url: string;
  lang: string;
  answer: string | null;
  notes: string;
}
const MANIFEST = JSON.parse(readFileSync(new URL("expected.json", DIR), "utf8")) as Entry[];
const html = (entry: Entry) => readFileSync(new URL(`pages/${entry.file}`, DIR), "utf8");
const NOW = new Date("2026-11-24T12:00:00Z");

const found = (entry: Entry) => mainAnswerOf({ url: entry.url, html: html(entry) })?.answer?.text ?? null;

describe("the page's answer, where a careful reader finds it", () => {
  const questions = MANIFEST.filter((entry) => entry.answer !== null);

  it("has question pages in every language to measure on", () => {
    expect(new Set(questions.map((entry) => entry.lang)).size).toBe(10);
  });

  it.each(questions.map((entry) => [entry.file, entry] as const))("%s", (_file, entry) => {
    expect(found(entry)).toSatisfy((got: string | null) => same(got, entry.answer!));
  });
});

/**
 * The development sets: question pages written by people who never read scoring/, held back until measured,
 * then read for the kinds of their misses (never their pages) and retired. Floors where the reading stands
 * (`npm run answers`): right answers of those recorded, and at most one other sentence taken for the answer.
 */
const FLOORS: Readonly<Record<Exclude<keyof typeof SETS, "tuning">, { right: number; wrong: number }>> = {
  "development 1": { right: 1, wrong: 0 },
  "development 2": { right: 1, wrong: 0 },
  "development 3": { right: 1, wrong: 0 },
  "development 4": { right: 1, wrong: 0 },
};

describe("the development sets' answers, where their careful readers found them", () => {
  it.each(Object.entries(FLOORS))("%s", (set, floor) => {
    const outcomes = answerPages(SETS[set as keyof typeof FLOORS], set).map(judge);
    const { right, recorded, wrong } = figures(outcomes);
    expect(recorded).toBeGreaterThanOrEqual(10);
    expect(right / recorded).toBeGreaterThanOrEqual(floor.right);
    expect(wrong, outcomes.filter((outcome) => outcome.verdict === "wrong").map((outcome) => outcome.page.file).join(", ")).toBeLessThanOrEqual(floor.wrong);
    // Eighty pages read each: slow on a busy machine.
  }, 60_000);
});

describe("an answer up front outscores the same answer under a preamble", () => {
  const pairs = MANIFEST.filter((entry) => /pair \(answer first\)/.test(entry.notes)).map((first) => {
    const buried = MANIFEST.find((entry) => entry.lang === first.lang && entry !== first && /pair \(preamble\)/.test(entry.notes) && entry.answer === first.answer);
    return [first.lang, first, buried] as const;
  });

  it("has a pair in every language", () => {
    expect(new Set(pairs.map(([lang]) => lang)).size).toBe(10);
    for (const [, , buried] of pairs) expect(buried).toBeDefined();
  });

  it.each(pairs)("%s", (_lang, first, buried) => {
    const score = (entry: Entry) => analyze({ html: html(entry), url: entry.url, now: NOW, readVia: "paste" });
    const up = score(first);
    const down = score(buried!);
    expect(up.category_scores["Direct Answer Quality"]).toBeGreaterThan(down.category_scores["Direct Answer Quality"]!);
    expect(up.score).toBeGreaterThan(down.score);
  });
});

describe("the levers answer engines reward raise the score", () => {
  const base = (extra: string) => `<!doctype html><html lang="en"><head><title>How heat pumps cut heating bills</title></head><body><main>
    <h1>How heat pumps cut heating bills</h1>
    <p>Heat pumps cut heating bills by moving heat from outside air into the house instead of burning fuel to make it, so each unit of electricity delivers several units of heat.</p>
    <p>They work best in well-insulated homes with large radiators or underfloor heating, where the water can run at lower temperatures all winter long.</p>
    ${extra}
    <h2>What they cost to run</h2>
    <p>Running costs depend on the price of electricity, the size of the home and how warm the household keeps it through the coldest months of the year.</p>
  </main></body></html>`;
  const levers = `<p>In field trials, heat pumps delivered 2.8 to 3.4 units of heat per unit of electricity, and households cut heating costs by 32% on average, according to the <a href="https://www.energy.gov/heat-pumps">U.S. Department of Energy</a>.</p>
    <blockquote><p>“A well-installed heat pump is the cheapest way to heat most homes,” said Dr. Jan Rosenow, an energy researcher at the <a href="https://www.ox.ac.uk/">University of Oxford</a>.</p></blockquote>
    <p>The <a href="https://www.iea.org/reports/the-future-of-heat-pumps">International Energy Agency</a> estimates that 100 million households could switch by 2030.</p>`;

  it("scores a page with statistics, a quotation and cited sources above the same page without them", () => {
    const plain = analyze({ html: base(""), url: "https://heat.example/guide", now: NOW, readVia: "paste" });
    const rich = analyze({ html: base(levers), url: "https://heat.example/guide", now: NOW, readVia: "paste" });
    expect(rich.score).toBeGreaterThan(plain.score);
    expect(rich.category_scores["Entity & Topic Coverage"]).toBeGreaterThan(plain.category_scores["Entity & Topic Coverage"]!);
  });
});
