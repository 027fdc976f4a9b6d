import { describe, expect, it } from "vitest";
import { typesWith } from "../../page-types.ts";
import { en } from "../../lexicons/en.ts";
import type { Lexicon } from "../../lexicons/types.ts";
import { checkResult, page } from "../../test-helpers.ts";
import check from "./definition-sentence.ts";

const FILLER = "Smiths heat the iron bar until it glows bright orange.";

describe("definition-sentence", () => {
  it("passes a definition in the first sentences under the h1", () => {
    const result = checkResult(check, `<main><h1>Anvils</h1><p>By Jane Doe, March 2026</p><p>An anvil is a heavy steel block that smiths hammer hot metal on. ${FILLER}</p></main>`);
    expect(result).toMatchObject({ status: "pass", reason: "definition", params: { index: "1", sentence: "An anvil is a heavy steel block that smiths hammer hot metal on" } });
    expect(result.evidence).toBe('Sentence 1 of the opening defines the subject: "An anvil is a heavy steel block that smiths hammer hot metal on"');
  });

  it("warns when the definition comes late in the opening", () => {
    const late = `<p>${Array(6).fill(FILLER).join(" ")}</p><p>In metalwork, the word anvil refers to the block itself.</p>`;
    const result = checkResult(check, `<main><h1>Anvils</h1>${late}</main>`);
    expect(result).toMatchObject({
      status: "warn",
      score: 0.6,
      reason: "late-definition",
      params: { index: "7", sentence: "In metalwork, the word anvil refers to the block itself", start: "In metalwork, the word anvil refers to the block itself", top: 5, under: "under the h1" },
    });
    expect(result.fix).toBe('Move the definition "In metalwork, the word anvil refers to the block itself" up, into the first 5 sentences under the h1.');
  });

  it("fails when no opening sentence defines the subject, naming the h1 in the fix", () => {
    const result = checkResult(check, `<main><h1>Anvils</h1><p>${FILLER} Good anvils ring clearly when a hammer strikes them.</p></main>`);
    expect(result).toMatchObject({ status: "fail", reason: "no-definition", params: { count: "2", opening: FILLER.slice(0, -1), subject: '"Anvils"' } });
  });

  it("is left out where a definition is not what the page asks for: a how-to, a yes/no question, a news headline", () => {
    const fluff = "<p>Blisters are the most common injury on the trail, and every hiker knows the feeling.</p>";
    expect(checkResult(check, `<main><h1>How to prevent blisters when hiking</h1>${fluff}</main>`)).toMatchObject({ status: "skipped", reason: "not-asked" });
    expect(checkResult(check, `<main><h1>Can you freeze cooked rice?</h1><p>Rice is a grain that keeps well.</p></main>`)).toMatchObject({ status: "skipped", reason: "not-asked" });
    const news = "<main><h1>Council approves protected bike lanes on Harmon Avenue after hearing</h1><p>The council is a body of nine members.</p></main>";
    expect(checkResult(check, news)).toMatchObject({ status: "skipped", reason: "headline" });
  });

  it("asked what X is, credits only a sentence that defines X", () => {
    const html = "<main><h1>What is an anvil?</h1><p>A forge is a hearth where smiths heat metal. An anvil is a heavy steel block that smiths hammer hot metal on.</p></main>";
    expect(checkResult(check, html)).toMatchObject({ status: "pass", reason: "definition", params: { index: "2" } });
    const off = "<main><h1>What is an anvil?</h1><p>A forge is a hearth where smiths heat metal. Good smiths work fast.</p></main>";
    expect(checkResult(check, off)).toMatchObject({ status: "fail", reason: "no-definition" });
  });

  it("fails a page with no opening text at all", () => {
    expect(checkResult(check, `<main><h1>Anvils</h1><ul><li>Steel</li><li>Iron</li></ul></main>`)).toMatchObject({
      status: "fail",
      reason: "no-opening",
      params: { subject: '"Anvils"' },
    });
  });

  it("applies to pages that introduce a thing, not to pricing, listing or contact pages", () => {
    const types = typesWith(check.appliesTo as "defines");
    expect(types).toEqual(expect.arrayContaining(["article", "docs", "home", "product", "about"]));
    for (const type of ["pricing", "listing", "contact"] as const) expect(types).not.toContain(type);
  });

  it("uses the language's own patterns, on sentences split at CJK full stops", () => {
    const ja: Lexicon = { ...en, code: "ja", name: "Japanese", definitionPatterns: [/^.{1,30}とは.{1,80}(?:です|である)$/u] };
    const ctx = page(`<!doctype html><html lang="ja"><body><main><h1>金床</h1><p>鍛冶屋は毎日使います。金床とは、熱い金属を打つための鋼の台です。</p></main></body></html>`, { language: { code: "ja", supported: true, lexicon: ja, declared: "ja", reason: "test" } });
    expect(checkResult(check, ctx)).toMatchObject({ status: "pass", reason: "definition", params: { index: "2", sentence: "金床とは、熱い金属を打つための鋼の台です" } });
  });
});
