import { describe, expect, it } from "vitest";
import { en } from "../../lexicons/en.ts";
import type { Lexicon } from "../../lexicons/types.ts";
import { runCheck } from "../../check.ts";
import { checkResult, page } from "../../test-helpers.ts";
import check from "./question-heading-answers.ts";

const SENTENCES = ["Smiths heat the iron bar until it glows bright orange.", "Good anvils ring clearly when a hammer strikes their face."];
/** `n` words (a multiple of ten) of plain English prose. */
const prose = (n: number) => Array.from({ length: n / 10 }, (_, i) => SENTENCES[i % 2]).join(" ");

describe("question-heading-answers", () => {
  it("passes question headings each answered right below in 30–200 words", () => {
    const html = `<main><h1>Anvils</h1><p>${prose(40)}</p>
      <h2>How much does an anvil cost?</h2><p>${prose(50)}</p>
      <h3>Why do anvils ring</h3><ul><li>${prose(40)}</li><li>${prose(40)}</li></ul></main>`;
    const result = checkResult(check, html);
    expect(result).toMatchObject({
      status: "pass",
      reason: "answered-questions",
      params: { answered: "2", count: "2", min: 30, max: 200, ideal: "1", idealMin: 40, idealMax: 60, example: "How much does an anvil cost?" },
    });
    expect(result.evidence).toBe('Question headings with a 30–200-word answer right below: 2 of 2 (1 in the ideal 40–60); for example, "How much does an anvil cost?" is answered by "Smiths heat the iron bar until it glows bright orange".');
  });

  it("scores each question: none, thin and fine answers average out, naming the misses", () => {
    const html = `<main><h1>Anvils</h1>
      <h2>What is an anvil?</h2><h3>Materials</h3><p>${prose(60)}</p>
      <h2>Is cast iron good enough?</h2><p>No, it cracks under heavy blows.</p>
      <h2>Where do I buy one?</h2><p>${prose(40)}</p></main>`;
    const result = checkResult(check, html);
    expect(result.score).toBeCloseTo(1 / 3);
    expect(result).toMatchObject({
      status: "fail",
      reason: "missing-answers",
      params: { answered: "1", count: "3", heading: "What is an anvil?", others: 1 },
      details: ["no-answer", "thin-answer"],
    });
    const verdict = runCheck(check, page(html));
    expect(verdict).toMatchObject({ details: [{ params: { heading: "What is an anvil?" } }, { params: { heading: "Is cast iron good enough?", words: "6", kind: "paragraph" } }] });
  });

  it("gives half credit to a near miss: an answer too long to lift whole", () => {
    const result = checkResult(check, `<main><h2>Which anvil should I buy?</h2><p>${prose(250)}</p></main>`);
    expect(result).toMatchObject({ status: "warn", score: 0.5, reason: "buried-answer", params: { heading: "Which anvil should I buy?" }, details: ["long-answer"] });
  });

  it("warns an article that phrases no heading as a question", () => {
    const result = checkResult(check, `<main><h1>Anvils</h1><p>${prose(200)}</p><h2>Materials</h2><p>${prose(200)}</p></main>`, { pageType: "article" });
    expect(result).toMatchObject({ status: "warn", score: 0.5, reason: "no-question-headings", params: { count: "1", heading: "Materials" } });
    const flat = checkResult(check, `<main><h1>Anvils</h1><p>${prose(400)}</p></main>`, { pageType: "article" });
    expect(flat).toMatchObject({ status: "warn", score: 0.5, reason: "no-section-headings" });
  });

  it("leaves out pages that need no questions: non-editorial types, short articles", () => {
    const plain = `<main><h1>Anvils</h1><p>${prose(400)}</p><h2>Materials</h2></main>`;
    expect(checkResult(check, plain, { pageType: "product" })).toMatchObject({ status: "skipped", reason: "not-editorial" });
    expect(checkResult(check, `<main><h1>Anvils</h1><p>${prose(100)}</p></main>`, { pageType: "article" })).toMatchObject({ status: "skipped", reason: "short-page", params: { words: "100" } });
  });

  it("takes a question word without a question mark, but not an auxiliary, which also opens commands", () => {
    const html = `<main><h1>Anvils</h1><p>${prose(40)}</p><h2>Why anvils ring</h2><p>${prose(50)}</p>
      <h2>Do more with less</h2><p>${prose(50)}</p><h2>Do anvils rust?</h2><p>${prose(50)}</p></main>`;
    expect(checkResult(check, html).params).toMatchObject({ answered: "2", count: "2" });
  });

  it("reads question marks of any script (？ ¿) without the lexicon", () => {
    const html = `<main><h2>¿Cuánto cuesta un yunque?</h2><p>${prose(40)}</p><h2>金床の値段は？</h2><p>${prose(40)}</p></main>`;
    expect(checkResult(check, html).params).toMatchObject({ answered: "2", count: "2" });
  });

  it("finds a CJK question word anywhere in the heading, from the language's lexicon", () => {
    const ja: Lexicon = { ...en, code: "ja", name: "Japanese", interrogatives: ["とは", "なぜ"] };
    const ctx = page(`<!doctype html><html lang="ja"><body><main><h2>金床とは</h2><p>${"金床は鍛冶屋が熱い金属を打つための重い鋼の台です。".repeat(4)}</p></main></body></html>`, { language: { code: "ja", supported: true, lexicon: ja, declared: "ja", reason: "test" } });
    expect(checkResult(check, ctx)).toMatchObject({ status: "pass", reason: "answered-questions", params: { answered: "1", count: "1", ideal: "1" } });
  });
  it("counts a passage that opens with filler or another question as no answer, and quotes it", () => {
    const answer = "A good anvil weighs about fifty times the hammer, so the blow goes into the work and not into the stand. Smiths test one by its ring and rebound before they buy it for their forge.";
    const html = `<main><h1>Anvils</h1><h2>How heavy should an anvil be?</h2><p>${answer}</p><h2>Why do anvils ring?</h2><p>Have you ever wondered about that sound? Many smiths have, and they argue about it endlessly in forums and at meetings across the country.</p></main>`;
    const result = checkResult(check, html, { pageType: "article" });
    expect(result).toMatchObject({ reason: "missing-answer", details: ["evasive-answer"], params: { heading: "Why do anvils ring?" } });
    expect(result.evidence).toContain('"Why do anvils ring?" is followed by "Have you ever wondered about that sound", which does not answer it');
  });
});
