import { describe, expect, it } from "vitest";
import { checkResult } from "../../test-helpers.ts";
import check from "./section-length.ts";

const SENTENCES = ["Smiths heat the iron bar until it glows bright orange.", "Good anvils ring clearly when a hammer strikes their face."];
/** `n` words (a multiple of ten) of plain English prose. */
const prose = (n: number) => Array.from({ length: n / 10 }, (_, i) => SENTENCES[i % 2]).join(" ");

describe("section-length", () => {
  it("passes a long page split into three or more short h2 sections", () => {
    const html = `<main><h1>Anvils</h1><p>${prose(100)}</p>${["Materials", "Sizes", "Care"].map((name) => `<h2>${name}</h2><p>${prose(250)}</p>`).join("")}</main>`;
    const result = checkResult(check, html);
    expect(result).toMatchObject({ status: "pass", reason: "sectioned", params: { words: 850, h2s: 3, longest: 250, section: 'under "Materials"' } });
    expect(result.evidence).toBe('850 words in 3 h2 sections; the longest stretch without a heading: 250 words, under "Materials".');
  });

  it("fails a long page with no headings at all", () => {
    const result = checkResult(check, `<main><h1>Anvils</h1><p>${prose(900)}</p></main>`);
    expect(result).toMatchObject({
      status: "fail",
      score: 0,
      reason: "undersectioned",
      params: { words: 900, h2s: 0, longest: 900, section: 'under "Anvils"' },
      details: ["few-h2", "long-stretches"],
    });
    expect(result.fix).toBe('Split the page into at least 3 h2 sections, one per sub-topic or question. Add h2/h3 subheadings inside "Anvils" (900 words) so no stretch runs past ~400 words.');
  });

  it("scores h2 count and overlong sections separately", () => {
    const html = `<main><h1>Anvils</h1><p>${prose(100)}</p><h2>Materials</h2><p>${prose(200)}</p><h2>History</h2><p>${prose(500)}</p></main>`;
    const result = checkResult(check, html);
    expect(result.score).toBeCloseTo((0.6 + (1 - 500 / 800)) / 2);
    expect(result.details).toEqual(["few-h2", "long-stretches"]);
  });

  it("asks only for subheadings when the page has enough h2s", () => {
    const html = `<main><p>${prose(500)}</p>${["A", "B", "C"].map((name) => `<h2>${name}</h2><p>${prose(100)}</p>`).join("")}</main>`;
    const result = checkResult(check, html);
    expect(result).toMatchObject({ reason: "undersectioned", params: { section: "the opening before any heading" }, details: ["long-stretches"] });
    expect(result.fix).toContain("inside the opening before any heading (500 words)");
  });

  it("counts CJK text in English-equivalent words", () => {
    const zh = "铁砧是铁匠锻打热金属时使用的沉重钢块。".repeat(70);
    const result = checkResult(check, `<!doctype html><html lang="zh"><body><main><h1>铁砧</h1><p>${zh}</p></main></body></html>`);
    expect(result).toMatchObject({ status: "fail", params: { words: 910 } });
  });

  it("skips pages under 600 words", () => {
    expect(checkResult(check, `<main><h1>Anvils</h1><p>${prose(500)}</p></main>`)).toMatchObject({ status: "skipped", reason: "short-page", params: { words: 500 } });
  });
});
