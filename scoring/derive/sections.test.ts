import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { page } from "../test-helpers.ts";
import { splitSentences } from "./sections.ts";
import { CJK_CHARS_PER_WORD, collapseWhitespace, countWords, HANGUL_WORD_WEIGHT, sentences } from "./text.ts";

/** The definitions countWords and collapseWhitespace implement in one pass, written the obvious way. */
const CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f]/gu;
function referenceWords(text: string): number {
  const cjk = text.match(CJK)?.length ?? 0;
  const rest = text.replace(CJK, " ").match(/[\p{L}\p{N}][\p{L}\p{N}'’\-]*/gu)?.length ?? 0;
  const hangul = text.match(/[\uac00-\ud7af][\uac00-\ud7af\p{N}]*/gu)?.length ?? 0;
  return Math.round(rest + hangul * (HANGUL_WORD_WEIGHT - 1) + cjk / CJK_CHARS_PER_WORD);
}
const referenceCollapse = (text: string) => text.replace(/\s+/g, " ").trim();

/** Strings that exercise word and sentence edges: CJK, Hangul, apostrophes, hyphens, astral letters, odd spaces. */
const tricky = fc.string({
  unit: fc.oneof(
    fc.constantFrom(" ", "  ", "\n", "\t", "\u00a0", ".", "?", "!", "。", "！", "？", "'", "’", "-", "”", ")", "]"),
    fc.constantFrom("a", "Z", "é", "ß", "9", "٣", "日", "本", "カ", "ひ", "한", "국", "𝒜", "😀", "\ud800", "\udc00"),
    fc.string({ unit: "binary", maxLength: 1 }),
  ),
  maxLength: 80,
});

describe("the one-pass text helpers of derive/text.ts agree with their plain definitions", () => {
  it("countWords counts as the regular-expression definition does", () => {
    fc.assert(fc.property(tricky, (text) => countWords(text) === referenceWords(text)), { numRuns: 2000 });
  });
  it("collapseWhitespace collapses as /\\s+/ does", () => {
    fc.assert(fc.property(tricky, (text) => collapseWhitespace(text) === referenceCollapse(text)), { numRuns: 2000 });
  });
  it("splitSentences splits collapsed text as sentences() does", () => {
    fc.assert(
      fc.property(tricky, (raw) => {
        const text = collapseWhitespace(raw);
        expect(splitSentences(text).map((sentence) => sentence.text)).toEqual(sentences(text));
      }),
      { numRuns: 2000 },
    );
  });
});

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

  it("splits prose into sentences with their words, CJK counted at two characters a word", () => {
    const [paragraph] = page(`<main><p>日本語の文章です。二つ目の文です。</p></main>`).prose;
    expect(paragraph!.sentences).toEqual([
      { text: "日本語の文章です", words: 4 },
      { text: "二つ目の文です", words: 4 },
    ]);
  });
});
