import { describe, expect, it } from "vitest";
import { checkResult } from "../../test-helpers.ts";
import check from "./named-entities.ts";

const ld = (data: unknown) => `<script type="application/ld+json">${JSON.stringify({ "@context": "https://schema.org", ...(data as object) })}</script>`;
const plain = "the smith heats the bar and shapes it on the anvil with steady blows until it cools again. ";

describe("named-entities", () => {
  it("passes text naming several distinct entities, dropping sentence-initial common words", () => {
    const html = `<p>The European Commission and the Forge Institute of America studied anvils. Jane Doe at NASA said the Acme Anvil Works plant in New Mexico uses an iPhone app. ${plain.repeat(4)}</p>`;
    const result = checkResult(check, html);
    expect(result.status).toBe("pass");
    expect(result.evidence).toMatch(/^7 named entities in \d+ words \(about 3 expected\): "European Commission", "Forge Institute of America", "Jane Doe", "NASA", "Acme Anvil Works", "New Mexico", …\.$/);
  });

  it("uses the lexicon's stop words and byline labels when the text does not repeat them", () => {
    const result = checkResult(check, `<p>By Jane Doe</p><p>Regulators studied anvils. ${plain.repeat(6)}</p>`);
    expect(result.evidence).toContain('"Jane Doe"');
    expect(result.evidence).not.toContain("By Jane");
  });

  it("warns on generic prose, with a fix", () => {
    const result = checkResult(check, `<p>Regulators and experts studied anvils. ${plain.repeat(8)}</p>`);
    expect(result.status).toBe("fail");
    expect(result.evidence).toMatch(/^0 named entities in \d+ words \(about 3 expected\)\.$/);
    expect(result.fix).toContain("about/mentions");
  });

  it("ignores Title Case headings and shouted text", () => {
    const result = checkResult(check, `<h2>How To Choose The Best Anvil</h2><p>WE SELL VERY GOOD ANVILS. ${plain.repeat(6)}</p>`);
    expect(result.evidence).toMatch(/^0 named entities/);
  });

  it("adds a bonus for schema about/mentions linked to Wikidata", () => {
    const html = `${ld({ "@type": "Article", about: { "@type": "Thing", name: "Anvil", sameAs: "https://www.wikidata.org/wiki/Q208040" } })}<p>Jane Doe tested it. ${plain.repeat(6)}</p>`;
    const result = checkResult(check, html);
    expect(result.evidence).toContain("schema about/mentions: Anvil (linked to a knowledge graph)");
    expect(result.score).toBeCloseTo(1 / 3 + 0.3);
  });

  it("gives case-less scripts at least neutral credit, counting katakana and Latin names", () => {
    const html = `<p>${"鍛冶屋はアンビルの上で鉄を打ちます。Googleの調査によると、職人の多くが満足しています。".repeat(4)}</p>`;
    const result = checkResult(check, html);
    expect(result.score).toBeGreaterThanOrEqual(0.7);
    expect(result.evidence).toContain('"アンビル"');
    expect(result.evidence).toContain("the script has no letter case");
  });

  it("skips short texts and contact pages", () => {
    expect(checkResult(check, "<p>Hello there.</p>").status).toBe("skipped");
    expect(check.appliesTo).not.toContain("contact");
  });
});
