import { parseHTML } from "linkedom";
import { describe, expect, it } from "vitest";
import { indexElements } from "./elements.ts";
import { parsePage } from "./parse.ts";
import { readInlineItems, readInlineTypes } from "./microdata.ts";

/** Items of the page as analysis parses it; `prepared` false parses it as written (deeper than analysis allows). */
const items = (html: string, prepared = true) => {
  const page = `<html><body>${html}</body></html>`;
  const { document } = prepared ? parsePage(page) : parseHTML(page);
  const index = indexElements(document);
  return readInlineItems(index, readInlineTypes(index));
};

describe("readInlineItems", () => {
  it("reads microdata items, nested items and typed values", () => {
    const { microdata } = items(`<div itemscope itemtype="https://schema.org/Product" itemid="#p"><h1 itemprop="name"> Blue  anvil </h1>
      <a itemprop="url" href="/p">x</a><div itemprop="offers" itemscope itemtype="https://schema.org/Offer"><meta itemprop="price" content="9.50"></div></div>`);
    expect(microdata.map((node) => [node.types[0], node.nested])).toEqual([["Product", false], ["Offer", true]]);
    expect(microdata[0]!.data).toEqual({ "@type": ["Product"], "@id": "#p", name: "Blue anvil", url: "/p", offers: { "@type": ["Offer"], price: "9.50" } });
  });

  it("reads attribute names in any case: React writes itemScope, itemType and itemProp", () => {
    const { microdata } = items(`<article itemScope itemType="https://schema.org/NewsArticle"><h1 itemProp="headline">Vote count</h1></article>`);
    expect(microdata[0]!.data).toEqual({ "@type": ["NewsArticle"], headline: "Vote count" });
  });

  it("reads RDFa with prefixed properties", () => {
    const { rdfa } = items(`<div vocab="https://schema.org/" typeof="schema:Person"><span property="schema:name">Jo</span></div>`);
    expect(rdfa[0]!.data).toEqual({ "@type": ["Person"], name: "Jo" });
  });

  it("does not walk the document when the page has no inline markup", () => {
    expect(items("<p>plain</p>")).toEqual({ microdata: [], rdfa: [] });
  });

  it("survives deep nesting", () => {
    const deep = `${'<div itemscope itemtype="https://schema.org/Thing" itemprop="about">'.repeat(5_000)}x${"</div>".repeat(5_000)}`;
    expect(items(`<div itemscope itemtype="https://schema.org/Thing">${deep}</div>`, false).microdata).toHaveLength(2_000);
  });
});
