import { describe, expect, it } from "vitest";
import { runCheck, type Verdict } from "../../check.ts";
import { checkResult, page } from "../../test-helpers.ts";
import check from "./named-entities.ts";

const ld = (data: unknown) => `<script type="application/ld+json">${JSON.stringify({ "@context": "https://schema.org", ...(data as object) })}</script>`;
/** The verdict's details with their parameters (the test helper gives their keys). */
const details = (html: string) => (runCheck(check, page(html)) as Verdict).details;
const plain = "the smith heats the bar and shapes it on the anvil with steady blows until it cools again. ";

describe("named-entities", () => {
  it("passes text naming several distinct entities, dropping sentence-initial common words", () => {
    const html = `<p>The European Commission and the Forge Institute of America studied anvils. Jane Doe at NASA said the Acme Anvil Works plant in New Mexico uses an iPhone app. ${plain.repeat(4)}</p>`;
    const result = checkResult(check, html);
    expect(result).toMatchObject({ status: "pass", reason: "entities-named", details: ["entities"] });
    expect(result.evidence).toMatch(/^7 named entities in \d+ words \(about 3 expected\): "European Commission", "Forge Institute of America", "Jane Doe", "NASA", "Acme Anvil Works", "New Mexico" and 1 more\.$/);
  });

  it("uses the lexicon's stop words and byline labels when the text does not repeat them", () => {
    expect(details(`<p>By Jane Doe</p><p>Regulators studied anvils. ${plain.repeat(6)}</p>`)).toEqual([
      { key: "entities", params: { count: "1", names: '"Jane Doe"', words: "114", target: 3 } },
    ]);
  });

  it("warns on generic prose, with a fix", () => {
    const result = checkResult(check, `<p>Regulators and experts studied anvils. ${plain.repeat(8)}</p>`);
    expect(result).toMatchObject({ status: "fail", score: 0, reason: "few-entities", details: ["no-entities"] });
    expect(result.fix).toContain("about/mentions");
  });

  it("ignores Title Case headings and shouted text", () => {
    const result = checkResult(check, `<h2>How To Choose The Best Anvil</h2><p>WE SELL VERY GOOD ANVILS. ${plain.repeat(6)}</p>`);
    expect(result.details).toEqual(["no-entities"]);
  });

  it("adds a bonus for schema about/mentions linked to Wikidata", () => {
    const html = `${ld({ "@type": "Article", about: { "@type": "Thing", name: "Anvil", sameAs: "https://www.wikidata.org/wiki/Q208040" } })}<p>Jane Doe tested it. ${plain.repeat(6)}</p>`;
    const result = checkResult(check, html);
    expect(result).toMatchObject({ reason: "few-entities", details: ["entities", "linked-schema-topics"] });
    expect(details(html)?.[1]).toEqual({ key: "linked-schema-topics", params: { topics: "Anvil" } });
    expect(result.score).toBeCloseTo(1 / 3 + 0.3);
  });

  it("gives case-less scripts at least neutral credit, counting katakana and Latin names", () => {
    const html = `<p>${"鍛冶屋はアンビルの上で鉄を打ちます。Googleの調査によると、職人の多くが満足しています。".repeat(4)}</p>`;
    const result = checkResult(check, html);
    expect(result.score).toBeGreaterThanOrEqual(0.7);
    expect(result.details).toEqual(["entities", "caseless-script"]);
    expect(details(html)?.[0]?.params?.["names"]).toContain('"アンビル"');
  });

  it("skips short texts and contact pages", () => {
    expect(checkResult(check, "<p>Hello there.</p>")).toMatchObject({ status: "skipped", reason: "too-short", params: { words: "2" } });
    expect(check.appliesTo).not.toContain("contact");
  });
});
