import { describe, expect, it } from "vitest";
import { en } from "../../lexicons/en.ts";
import type { Lexicon } from "../../lexicons/types.ts";
import { checkResult, page } from "../../test-helpers.ts";
import check from "./quotations.ts";

const prose = "<p>The anvil is the oldest tool in the forge, and every smith has an opinion about which one to buy.</p>";

/** A page read with a given lexicon (the other languages' lexicons are written elsewhere). */
function withLexicon(html: string, lexicon: Lexicon) {
  const ctx = page(html, { language: { code: lexicon.code, supported: true, lexicon, declared: lexicon.code, reason: "set by test" } });
  return ctx;
}

describe("quotations", () => {
  it("passes a quotation attributed with a phrase and a name", () => {
    const result = checkResult(check, `${prose}<p>“A good anvil rings for a full second,” said Jane Doe, a master smith.</p>`);
    expect(result).toMatchObject({
      status: "pass",
      reason: "attributed-quote",
      params: { count: "1", quote: "A good anvil rings for a full second", attribution: 'Jane Doe ("said")' },
    });
    expect(result.evidence).toBe('1 quotation; attributed: “A good anvil rings for a full second”, by Jane Doe ("said").');
  });

  it("passes 'according to' before the quote and a dash after it", () => {
    expect(checkResult(check, `${prose}<p>According to the Forge Institute, “steel faces outlast iron ones by decades.”</p>`)).toMatchObject({
      status: "pass",
      params: { attribution: 'Forge Institute ("According to")' },
    });
    expect(checkResult(check, `${prose}<p>“Buy the heaviest anvil you can lift.” — Tom Smith</p>`).params.attribution).toBe("Tom Smith (after a dash)");
  });

  it("does not take a pronoun for a named source", () => {
    const result = checkResult(check, `${prose}<p>“A good anvil rings for a full second.” She said it twice.</p>`);
    expect(result).toMatchObject({ status: "warn", score: 0.5, reason: "no-attributed-quote", params: { count: "1", quote: "A good anvil rings for a full second." } });
    expect(result.fix).toContain("<cite>");
  });

  it("reads <blockquote> with <cite> or <footer>, and <q> in an attributed sentence", () => {
    const cite = checkResult(check, `${prose}<blockquote><p>Heat the steel until it glows cherry red.</p><footer>— <cite>Agnes Hammer</cite></footer></blockquote>`);
    expect(cite).toMatchObject({ status: "pass", params: { attribution: "Agnes Hammer (<cite>), in a <blockquote>" } });
    const q = checkResult(check, `${prose}<p>Jane Doe says <q>never quench a hot anvil face</q> in her book.</p>`);
    expect(q).toMatchObject({ status: "pass", reason: "attributed-quote" });
  });

  it("finds the attribution inside a blockquote's own text, quoted or in its last sentence", () => {
    const quoted = checkResult(check, `${prose}<blockquote><p>“Heat the steel until it glows cherry red,” says Agnes Hammer, a smith in Leeds.</p></blockquote>`);
    expect(quoted.params.attribution).toBe('Agnes Hammer ("says"), in a <blockquote>');
    const plain = checkResult(check, `${prose}<blockquote><p>Heat the steel until it glows cherry red. That is the rule, says Agnes Hammer.</p></blockquote>`);
    expect(plain.reason).toBe("attributed-quote");
    const titled = checkResult(check, `${prose}<blockquote><p>“Heat the steel until it glows cherry red,” says Dr. Agnes Hammer of Leeds.</p></blockquote>`);
    expect(titled.params.attribution).toBe('Dr. Agnes Hammer ("says"), in a <blockquote>');
    const unnamed = checkResult(check, `${prose}<blockquote><p>Heat the steel until it glows cherry red. That is the rule, she says.</p></blockquote>`);
    expect(unnamed).toMatchObject({ status: "warn", reason: "no-attributed-quote" });
  });

  it("fails without quotations and ignores scare quotes", () => {
    const result = checkResult(check, `${prose}<p>This “smart” anvil is a “game changer”.</p>`);
    expect(result).toMatchObject({ status: "fail", score: 0, reason: "no-quotations" });
  });

  it("judges French guillemets and German quotes by their marks and the lexicon's phrases", () => {
    const fr = { ...en, code: "fr" as const, attributionPhrases: ["a déclaré", "selon"] };
    const html = `${prose}<p>« Une bonne enclume sonne pendant une seconde », a déclaré Marie Curie hier.</p>`;
    expect(checkResult(check, withLexicon(html, fr)).reason).toBe("attributed-quote");
    const de = { ...en, code: "de" as const, attributionPhrases: ["sagte", "laut"] };
    expect(checkResult(check, withLexicon(`${prose}<p>„Ein guter Amboss klingt eine Sekunde lang“, sagte Hans Schmied.</p>`, de)).reason).toBe("attributed-quote");
  });

  it("accepts an attribution phrase alone in scripts without letter case", () => {
    const ja = { ...en, code: "ja" as const, attributionPhrases: ["と述べた", "によると"] };
    const html = `${prose}<p>田中氏は「良い金床は一秒間鳴り響くものです」と述べた。</p>`;
    expect(checkResult(check, withLexicon(html, ja)).params.attribution).toBe('the phrase "と述べた"');
  });

  it("is language-sensitive and does not apply to product, pricing, contact or docs pages", () => {
    expect(check.languageSensitive).toBe(true);
    for (const type of ["product", "pricing", "contact", "docs"] as const) expect(check.appliesTo).not.toContain(type);
  });

  it("stays linear on unclosed quote marks", () => {
    const hostile = `<p>${"“ a".repeat(5_000)}${'" b'.repeat(5_000)}</p>`;
    expect(checkResult(check, hostile).status).not.toBe("pass");
  });
});
