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
    expect(result.evidence).toBe('Sentence 1 defines: "An anvil is a heavy steel block that smiths hammer hot metal on"');
  });

  it("warns when the definition comes late in the opening", () => {
    const late = `<p>${Array(6).fill(FILLER).join(" ")}</p><p>In metalwork, the word anvil refers to the block itself.</p>`;
    const result = checkResult(check, `<main><h1>Anvils</h1>${late}</main>`);
    expect(result).toMatchObject({
      status: "warn",
      score: 0.6,
      reason: "late-definition",
      params: { index: "7", sentence: "In metalwork, the word anvil refers to the block itself", start: "In metalwork, the word anvil refers to the block itself" },
    });
  });

  it("fails when no opening sentence defines the subject, naming the h1 in the fix", () => {
    const result = checkResult(check, `<main><h1>Anvils</h1><p>${FILLER} Good anvils ring clearly when a hammer strikes them.</p></main>`);
    expect(result).toMatchObject({ status: "fail", reason: "no-definition", params: { count: "2", opening: FILLER.slice(0, -1), subject: '"Anvils"' } });
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
