import { describe, expect, it } from "vitest";
import { page } from "../test-helpers.ts";

describe("structure", () => {
  it("reads blocks in order: headings, text runs (in <p> or directly in a <div>), lists, tables, images", () => {
    const view = page(`<nav><p>Menu text</p></nav><main><h1>Title</h1><div>Loose text in a div</div><p>A <b>bold</b> paragraph.</p>
        <ul><li>One</li><li>Two</li></ul><table><tr><th>A</th><th>B</th></tr><tr><td>1</td><td>2</td></tr></table>
        <img src="x.png" alt="x"><h2>Next</h2><p>Under next.</p></main>`).structure;
    expect(view.blocks.map((block) => block.kind)).toEqual([
      "heading", "text", "text", "list", "text", "text", "table", "text", "text", "text", "text", "image", "heading", "text",
    ]);
    const texts = view.blocks.flatMap((block) => (block.kind === "text" ? [block.text] : []));
    expect(texts.slice(0, 2)).toEqual(["Loose text in a div", "A bold paragraph."]);
    expect(texts).not.toContain("Menu text");
    expect(view.sections.map((section) => [section.heading?.text ?? null, section.words])).toEqual([
      ["Title", 14],
      ["Next", 2],
    ]);
  });

  it("counts list items, link share and table cells", () => {
    const view = page(`<main><ul><li><a href="/a">Related one</a></li><li><a href="/b">Related two</a></li></ul>
        <ol><li>Mix the flour</li><li>Bake it</li><li>Serve</li></ol>
        <table><tr><td>a</td><td>b</td></tr><tr><td>c</td><td>d</td></tr></table></main>`).structure;
    const [links, steps, table] = view.blocks.filter((block) => block.kind === "list" || block.kind === "table");
    expect(links).toMatchObject({ kind: "list", ordered: false, items: 2, linkShare: 1 });
    expect(steps).toMatchObject({ kind: "list", ordered: true, items: 3, linkShare: 0, words: 6 });
    expect(table).toMatchObject({ kind: "table", rows: 2, cells: 4, layout: false });
  });

  it("treats a table that wraps headings as layout, its text as prose", () => {
    const html = `<main><table><tr><td><h2>Intro</h2><p>Layout tables held whole pages in 1999, and some still do.</p></td></tr></table></main>`;
    const ctx = page(html);
    const table = ctx.structure.blocks.find((block) => block.kind === "table");
    expect(table).toMatchObject({ layout: true });
    expect(ctx.prose.map((paragraph) => paragraph.block.text)).toEqual(["Layout tables held whole pages in 1999, and some still do."]);
  });

  it("keeps the header of an <article> (its h1) but not the site banner of a body-rooted page", () => {
    const inArticle = page(`<header><h1>Site</h1></header><article><header><h1>Post title</h1></header><p>${"Words of the post. ".repeat(20)}</p></article>`).structure;
    expect(inArticle.headings.map((heading) => heading.text)).toEqual(["Post title"]);
    const bodyRooted = page(`<header><h1>Site banner</h1></header><div><h2>Content</h2><p>Text.</p></div>`).structure;
    expect(bodyRooted.headings.map((heading) => heading.text)).toEqual(["Content"]);
  });

  it("walks deep nesting without recursion", () => {
    const deep = `<main>${"<div>".repeat(5000)}<p>Deep text here with words.</p>${"</div>".repeat(5000)}</main>`;
    expect(page(deep).structure.words).toBe(5);
  });

  it("splits prose into sentences with their words, in the page's language", () => {
    const [paragraph] = page(`<main><p>日本語の文章です。二つ目の文です。</p></main>`).prose;
    expect(paragraph!.sentences).toEqual([
      { text: "日本語の文章です", words: 3 },
      { text: "二つ目の文です", words: 4 },
    ]);
    const [english] = page(`<!doctype html><html lang="en"><body><main><p>Dr. Anna Lindqvist works at the U.S. Department of Energy. She tests heat pumps.</p></main></body></html>`).prose;
    expect(english!.sentences.map((sentence) => sentence.text)).toEqual(["Dr. Anna Lindqvist works at the U.S. Department of Energy", "She tests heat pumps"]);
  });
});
