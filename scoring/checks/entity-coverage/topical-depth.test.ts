import { describe, expect, it } from "vitest";
import { checkResult } from "../../test-helpers.ts";
import check from "./topical-depth.ts";

const words = (count: number) => `<main><p>${"anvil ".repeat(count)}</p></main>`;

describe("topical-depth", () => {
  it("passes an article in its band", () => {
    const result = checkResult(check, words(1200), { pageType: "article" });
    expect(result).toMatchObject({ status: "pass", reason: "in-band", params: { words: 1200, good: 1000, max: 5000, an: "an", type: "article" } });
    expect(result.evidence).toBe("1,200 words of main content; 1,000–5,000 words suit an article page.");
  });

  it("grades thin pages by how far they fall short", () => {
    expect(checkResult(check, words(750), { pageType: "article" })).toMatchObject({ status: "warn", score: 0.75, reason: "thin" });
    const thin = checkResult(check, words(100), { pageType: "article" });
    expect(thin).toMatchObject({ status: "fail", score: 0.1, reason: "thin", params: { words: 100, good: 1000 } });
    expect(thin.fix).toContain("towards 1,000 words");
  });

  it("uses the page type's band: a short product page can pass", () => {
    expect(checkResult(check, words(320), { pageType: "product" })).toMatchObject({ status: "pass", reason: "in-band", params: { an: "a", type: "product" } });
  });

  it("counts Japanese in English-equivalent words", () => {
    // 16 Segmenter words a sentence, weighed 0.8: 12.8, as the English "An anvil is the heavy steel block on which a smith hammers hot metal" counts 14.
    const sentence = "金床は鍛冶屋が熱い金属を打つための重い鋼の台です。";
    expect(checkResult(check, `<main><p>${sentence.repeat(50)}</p></main>`, { pageType: "product" }).params.words).toBe(640);
  });

  it("warns on a sprawling page", () => {
    expect(checkResult(check, words(6000), { pageType: "article" })).toMatchObject({ status: "warn", score: 0.8, reason: "sprawling" });
  });

  it("leaves contact pages out", () => {
    expect(check.appliesTo).not.toContain("contact");
    expect(checkResult(check, words(100), { pageType: "contact" })).toMatchObject({ status: "skipped", reason: "contact-page" });
  });
});
