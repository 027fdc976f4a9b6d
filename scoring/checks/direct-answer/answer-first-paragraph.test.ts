import { describe, expect, it } from "vitest";
import { en } from "../../lexicons/en.ts";
import type { Lexicon } from "../../lexicons/types.ts";
import { checkResult, page } from "../../test-helpers.ts";
import check from "./answer-first-paragraph.ts";

const SENTENCES = ["Smiths heat the iron bar until it glows bright orange.", "Good anvils ring clearly when a hammer strikes their face."];
/** `n` words (a multiple of ten) of plain English prose. */
const prose = (n: number) => Array.from({ length: n / 10 }, (_, i) => SENTENCES[i % 2]).join(" ");

const ANSWER = "An anvil is a heavy steel block that smiths hammer hot metal on. It has a flat face for shaping and a horn for bending curves.";

describe("answer-first-paragraph", () => {
  it("passes a short answer right under the h1, skipping the byline", () => {
    const result = checkResult(check, `<main><h1>What is an anvil?</h1><p>By Jane Doe, March 2026</p><p>${ANSWER}</p><p>${prose(60)}</p></main>`);
    expect(result).toMatchObject({ status: "pass", reason: "answer-first", params: { under: 'under the h1 "What is an anvil?"', words: "26" } });
    expect(result.params.lead).toMatch(/^An anvil is a heavy steel block/);
    expect(result.evidence).toMatch(/^The first paragraph under the h1 "What is an anvil\?" is 26 words: "An anvil is a heavy steel block .*"$/);
  });

  it("reads a long paragraph opening with a byline word as prose, not a byline", () => {
    const lead = "By default, an anvil should weigh about fifty times as much as the hammer that strikes it, so that the blow goes into the work and not into the stand.";
    expect(checkResult(check, `<main><h1>Anvil weight</h1><p>${lead}</p></main>`).params.lead).toMatch(/^By default, an anvil should weigh/);
  });

  it("fails a filler opener, quoting it in the fix", () => {
    const result = checkResult(check, `<main><h1>Anvils</h1><p>In this article we will look at the many ways an anvil can help you.</p></main>`);
    expect(result).toMatchObject({
      status: "fail",
      score: 0.2,
      reason: "filler-opener",
      params: { under: 'under the h1 "Anvils"', topic: '"Anvils"', opener: "In this article we will look at the…" },
    });
  });

  it("fails a lead that opens with a question", () => {
    const result = checkResult(check, `<main><h1>Anvils</h1><p>Wondering which anvil to buy for your forge? It depends on the work you do.</p></main>`);
    expect(result).toMatchObject({ status: "fail", score: 0.3, reason: "question-opener", params: { topic: '"Anvils"' } });
  });

  it("warns on a long lead whose first sentence still answers", () => {
    const result = checkResult(check, `<main><h1>Anvils</h1><p>${ANSWER} ${prose(70)}</p></main>`);
    expect(result).toMatchObject({ status: "warn", score: 0.75, reason: "long-lead", params: { words: "96", max: 60, ideal: 45 }, details: ["crisp-first-sentence"] });
  });

  it("fails a wall of text with no crisp first sentence", () => {
    const wall = `${prose(50).replace(/\./g, ",")} ${prose(100)}`;
    const result = checkResult(check, `<main><h1>Anvils</h1><p>${wall}</p></main>`);
    expect(result).toMatchObject({ status: "fail", score: 0.3, reason: "long-lead", details: ["long-first-sentence"] });
  });

  it("warns when the answer waits below a section heading", () => {
    const result = checkResult(check, `<main><h1>Anvils</h1><h2>Introduction</h2><p>${ANSWER}</p></main>`);
    expect(result).toMatchObject({ status: "warn", score: 0.7, reason: "answer-below-heading", params: { heading: "Introduction" }, details: ["below-heading"] });
    expect(result.fix).toBe('The answer waits below a section heading. Move it above "Introduction", right under the h1.');
    const long = checkResult(check, `<main><h1>Anvils</h1><h2>Introduction</h2><p>${ANSWER} ${prose(70)}</p></main>`);
    expect(long).toMatchObject({ score: 0.7, reason: "long-lead-below-heading", params: { heading: "Introduction" }, details: ["crisp-first-sentence", "below-heading"] });
  });

  it("fails when no prose follows the h1", () => {
    const result = checkResult(check, `<main><h1>Anvils</h1><ul><li>Steel</li><li>Cast iron</li></ul></main>`);
    expect(result).toMatchObject({ status: "fail", reason: "no-lead", params: { under: 'under the h1 "Anvils"', topic: '"Anvils"' } });
  });

  it("reads the main content's first paragraph when the h1 sits in a banner outside it", () => {
    const result = checkResult(check, `<header><h1>Anvils</h1></header><main><p>${ANSWER}</p><p>${prose(30)}</p></main>`);
    expect(result.status).toBe("pass");
  });

  it("judges pasted text, which has no h1", () => {
    const result = checkResult(check, `<main><p>${ANSWER}</p><p>${prose(30)}</p></main>`, { mode: "text" });
    expect(result).toMatchObject({ status: "pass", reason: "answer-first", params: { under: "at the top of the main content" } });
  });

  it("does not apply to contact pages", () => {
    expect(check.appliesTo).not.toContain("contact");
  });

  it("counts CJK leads in English-equivalent words (two characters a word)", () => {
    const ja: Lexicon = { ...en, code: "ja", name: "Japanese", fillerOpeners: [/^この記事では/], bylineLabels: [], dateLabels: { published: [], updated: [] } };
    const withJa = (html: string) => {
      const ctx = page(`<!doctype html><html lang="ja"><body>${html}</body></html>`, { language: { code: "ja", supported: true, lexicon: ja, declared: "ja", reason: "test" } });
      return ctx;
    };
    const short = "金床は鍛冶屋が熱い金属を打つための重い鋼の台です。".repeat(3);
    expect(checkResult(check, withJa(`<main><h1>金床とは</h1><p>${short}</p></main>`)).status).toBe("pass");
    const long = checkResult(check, withJa(`<main><h1>金床とは</h1><p>${short.repeat(5)}</p></main>`));
    expect(long).toMatchObject({ status: "warn", score: 0.5, reason: "long-lead", params: { words: "192" } });
    expect(checkResult(check, withJa(`<main><h1>金床とは</h1><p>この記事では金床について詳しく説明します。</p></main>`))).toMatchObject({ status: "fail", reason: "filler-opener" });
  });
});
