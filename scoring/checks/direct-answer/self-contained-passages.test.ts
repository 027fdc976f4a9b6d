import { describe, expect, it } from "vitest";
import { en } from "../../lexicons/en.ts";
import type { Lexicon } from "../../lexicons/types.ts";
import { checkResult, page } from "../../test-helpers.ts";
import check from "./self-contained-passages.ts";

const STANDALONE = [
  "Anvils are made of forged steel so that they survive decades of heavy blows.",
  "A good hammer weighs about one kilogram for most forge work at home.",
  "Smiths heat the iron bar until it glows bright orange before shaping it.",
  "Cast iron anvils crack under heavy blows and do not return the hammer.",
];
const paragraphs = (texts: readonly string[]) => `<main>${texts.map((text) => `<p>${text}</p>`).join("")}</main>`;

describe("self-contained-passages", () => {
  it("passes when paragraphs open on their own subject", () => {
    const result = checkResult(check, paragraphs(STANDALONE));
    expect(result).toMatchObject({ status: "pass", reason: "standalone-paragraphs", params: { standalone: "4", count: "4", percent: "100" } });
    expect(result.evidence).toBe("4 of 4 paragraphs (100%) open without leaning on earlier text.");
  });

  it("fails when most paragraphs lean on earlier text, quoting them", () => {
    const leaning = [
      STANDALONE[0]!,
      "This means that a steel anvil lasts a lifetime in most workshops.",
      "However, a heavy anvil is hard to move around the workshop.",
      "As mentioned above, cast iron cracks under the hammer over time.",
      "It’s also worth checking the face for chips before buying one.",
    ];
    const result = checkResult(check, paragraphs(leaning));
    expect(result).toMatchObject({
      status: "fail",
      score: 0,
      reason: "dangling-openers",
      params: { dangling: "4", count: "5", percent: "80", start: "This means that a steel anvil lasts a…", opener: "this", target: 85 },
    });
    expect(result.params.examples).toMatch(/^"This means that a steel anvil lasts a lifetime in…", "However, /);
  });

  it("warns between 50% and 85% standalone, in proportion", () => {
    const leaning = ["Also, keep the face of the anvil clean and dry.", "They rust quickly when the workshop is damp in winter."];
    const result = checkResult(check, paragraphs([...STANDALONE, STANDALONE[0]!, ...leaning]));
    expect(result).toMatchObject({ status: "warn", reason: "dangling-openers", params: { dangling: "2", count: "7", percent: "29" } });
    expect(result.score).toBeCloseTo((5 / 7 - 0.5) / 0.35);
  });

  it("matches openers at word boundaries only (\"Items\" is not \"It\")", () => {
    const result = checkResult(check, paragraphs([...STANDALONE, "Items such as tongs and punches sit beside the anvil."]));
    expect(result.status).toBe("pass");
  });

  it("skips pages with fewer than three paragraphs of prose", () => {
    expect(checkResult(check, paragraphs(STANDALONE.slice(0, 2)))).toMatchObject({ status: "skipped", reason: "few-paragraphs", params: { count: "2" } });
  });

  it("matches CJK openers without a word boundary, from the language's lexicon", () => {
    const ja: Lexicon = { ...en, code: "ja", name: "Japanese", danglingOpeners: ["これ", "しかし"] };
    const texts = ["金床は鍛冶屋が熱い金属を打つための重い鋼の台です。", "これは一生使える道具です。", "しかし重くて運ぶのが大変です。"];
    const ctx = page(`<!doctype html><html lang="ja"><body>${paragraphs(texts)}</body></html>`, { language: { code: "ja", supported: true, lexicon: ja, declared: "ja", reason: "test" } });
    expect(checkResult(check, ctx)).toMatchObject({ reason: "dangling-openers", params: { dangling: "2", count: "3", percent: "67", opener: "これ" } });
  });
});
