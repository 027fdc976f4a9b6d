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

  it("decodes entities as a browser decodes text, only those closed by a semicolon", () => {
    expect(decodeEntities("Ben &amp; Jerry&#39;s &#x2019; &bogus; &AMP;")).toBe("Ben & Jerry's ’ &bogus; &");
    expect(decodeEntities("Caf&eacute; &laquo;Cr&egrave;me&raquo; &nbsp;")).toBe("Café «Crème» \u00a0");
    // Numbers as HTML reads them: the Windows-1252 dash a publisher meant, U+FFFD for what is no character.
    expect(decodeEntities("2010&#150;2020 &#0; &#xD800; &#99999999;")).toBe("2010–2020 \ufffd \ufffd \ufffd");
    // Unterminated names stay as written, so query strings survive.
    expect(decodeEntities("https://example.com/?a=1&copy=2&amp")).toBe("https://example.com/?a=1&copy=2&amp");
    expect(decodeEntities("plain text")).toBe("plain text");
  });

  it("repairs a block whose quotes were HTML-escaped", () => {
    const block = read(script(`{&quot;@type&quot;: &quot;Article&quot;, &quot;headline&quot;: &quot;Caf&amp;eacute;&quot;}`));
    expect(block.blocks[0]).toMatchObject({ ok: true, repaired: "HTML-escaped quotes (&quot;)" });
    expect(block.nodes[0]?.data["headline"]).toBe("Caf&eacute;");
  });
});
