import { parseHTML } from "linkedom";
import { describe, expect, it } from "vitest";
import { decodeEntities, readJsonLd } from "./jsonld.ts";

const read = (scripts: string) => readJsonLd([...parseHTML(`<html><head>${scripts}</head></html>`).document.querySelectorAll("script")]);
const script = (text: string) => `<script type="application/ld+json">${text}</script>`;

describe("readJsonLd", () => {
  it("reads @graph, arrays and several blocks", () => {
    const jsonLd = read(script('[{"@type":"WebSite"},{"@graph":[{"@type":"Organization"}]}]') + script('{"@type":"schema:Article","author":{"@type":"Person"}}'));
    expect(jsonLd.blocks.map((block) => block.ok)).toEqual([true, true]);
    expect(jsonLd.nodes.map((node) => `${node.types[0]}${node.nested ? "*" : ""}`)).toEqual(["WebSite", "Organization", "Article", "Person*"]);
  });

  it("repairs what lenient parsers accept, and says so", () => {
    const [block] = read(script('{"@type":"Article","headline":"a\tb",}')).blocks;
    expect(block).toMatchObject({ ok: true, repaired: "unescaped line breaks or tabs inside strings and trailing commas" });
  });

  it("reports a broken block with the text near the error", () => {
    const [block] = read(script('{"@type": "Article" "headline": "x"}')).blocks;
    expect(block!.ok).toBe(false);
    expect(block!.error).toBeTruthy();
    expect(block!.near).toContain('"Article" "headline"');
  });

  it("bounds the walk of huge graphs", () => {
    const big = JSON.stringify({ "@graph": Array.from({ length: 20_000 }, () => ({ "@type": "Thing" })) });
    expect(read(script(big)).nodes).toHaveLength(5_000);
  });

  it("decodes entities", () => {
    expect(decodeEntities("Ben &amp; Jerry&#39;s &#x2019; &bogus; &#99999999;")).toBe("Ben & Jerry's ’ &bogus; &#99999999;");
  });
});
