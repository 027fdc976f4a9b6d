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
  it("passes a question answered in the first sentence under the h1, skipping the byline", () => {
    const result = checkResult(check, `<main><h1>What is an anvil?</h1><p>By Jane Doe, March 2026</p><p>${ANSWER}</p><p>${prose(60)}</p></main>`);
    expect(result).toMatchObject({ status: "pass", reason: "answered", params: { question: "What is an anvil?", before: "0" }, details: ["kind-definition"] });
    expect(result.evidence).toMatch(/^The page asks "What is an anvil\?" \(a what-is question\) and answers it at once: "An anvil is a heavy steel block/);
  });

  const HOWTO = "<h1>How to prevent blisters when hiking</h1>";
  const FLUFF =
    "<p>Blisters are the most common injury on the trail, and almost every hiker has a story about one. They turn a good day into a long limp back to the car.</p>" +
    "<p>Last summer I walked the coast path with a group of friends, and by the second evening half of us were comparing sore heels around the campfire.</p>";
  const HOW = "<p>To prevent blisters when hiking, wear moisture-wicking socks and boots that are already broken in, and tape any hot spot as soon as you feel it.</p>";

  it("credits a how-to answered up front, and less when the same answer waits under a preamble", () => {
    const first = checkResult(check, `<main>${HOWTO}${HOW}${FLUFF}</main>`);
    expect(first).toMatchObject({ status: "pass", reason: "answered", details: ["kind-howto"] });
    const buried = checkResult(check, `<main>${HOWTO}${FLUFF}${HOW}</main>`);
    expect(buried).toMatchObject({ reason: "answered-late", params: { before: "58" }, score: 0.85 });
    expect(buried.fix).toMatch(/^Move that answer to the top, right under the h1/);
  });

  it("fails a how-to whose opening only talks around it, whatever its length", () => {
    const result = checkResult(check, `<main>${HOWTO}${FLUFF}</main>`);
    expect(result).toMatchObject({ status: "fail", score: 0, reason: "unanswered-howto", params: { count: "3" }, details: ["kind-howto"] });
    expect(result.evidence).toMatch(/none of its first 3 sentences answers it; it opens: "Blisters are the most common injury/);
    expect(result.fix).toContain('("To …, do … then …")');
  });

  it("takes no sentence for a definition unless it defines the question's subject", () => {
    const html = `<main><h1>Was ist ein Balkonkraftwerk?</h1><p>Vor ein paar Jahren war das noch eine Seltenheit, heute hängen sie an vielen Balkonen in der Stadt. Nachbarn fragen, was das für Platten sind, und ob sich das wirklich lohnt.</p><p>Ein Balkonkraftwerk ist eine kleine Solaranlage aus ein bis vier Modulen, die man selbst an die Steckdose anschließt.</p></main>`;
    const result = checkResult(check, `<!doctype html><html lang="de"><body>${html}</body></html>`);
    expect(result).toMatchObject({ reason: "answered-late", details: ["kind-definition"] });
    expect(result.params.answer).toMatch(/^Ein Balkonkraftwerk ist eine kleine Solaranlage/);
  });

  it("reads the question from the title when the h1 names only the topic", () => {
    const html = `<!doctype html><html lang="en"><head><title>Can you freeze cooked rice? | Pantry Notes</title></head><body><main><h1>Cooked rice</h1><p>Yes, you can freeze cooked rice for up to three months if you cool it quickly and seal it well.</p></main></body></html>`;
    expect(checkResult(check, html)).toMatchObject({ status: "pass", reason: "answered", params: { question: "Can you freeze cooked rice?" }, details: ["kind-yesno"] });
  });

  it("judges the first of two joined questions", () => {
    const html = `<!doctype html><html lang="es"><body><main><h1>¿Qué es el IBAN y dónde encuentro el mío?</h1><p>El IBAN es el código internacional que identifica una cuenta bancaria concreta en cualquier banco europeo.</p></main></body></html>`;
    expect(checkResult(check, html)).toMatchObject({ status: "pass", reason: "answered", details: ["kind-definition"] });
  });

  it("gives half credit to a list of ways answered section by section, with nothing up front", () => {
    const section = (n: number) => `<h2>Way ${n}</h2><p>${prose(30)}</p>`;
    const result = checkResult(check, `<main><h1>Three ways to keep an anvil from rusting</h1><p>${prose(20)}</p>${section(1)}${section(2)}${section(3)}</main>`);
    expect(result).toMatchObject({ status: "warn", score: 0.5, reason: "answered-in-sections", params: { sections: 3 }, details: ["kind-howto"] });
    expect(result.evidence).toContain("answers it in 3 sections, with nothing up front");
  });

  it("marks down an answer sentence too long to lift", () => {
    const long = `To prevent blisters when hiking, ${"keep your socks dry and your boots laced firmly so that your heel does not slide, ".repeat(5)}and rest often.`;
    const result = checkResult(check, `<main>${HOWTO}<p>${long}</p></main>`);
    expect(result).toMatchObject({ status: "warn", score: 0.8, reason: "answered", details: ["kind-howto", "long-answer"] });
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
