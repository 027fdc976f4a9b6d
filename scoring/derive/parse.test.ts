import fc from "fast-check";
import { parseHTML } from "linkedom";
import { describe, expect, it } from "vitest";
import { nestedMarkup } from "../test-arbitraries.ts";
import { NON_CONTENT_TAGS, textOf } from "./dom.ts";
import { MAX_DEPTH, MAX_NODES, parsePage } from "./parse.ts";

/** The deepest element's depth, counting the <html> root as 1. */
function depthOf(document: Document): number {
  let max = 0;
  for (const element of document.querySelectorAll("*")) {
    let depth = 0;
    for (let node: Element | null = element; node; node = node.parentElement) depth++;
    max = Math.max(max, depth);
  }
  return max;
}

const textOfPage = (document: Document) => textOf(document.documentElement, NON_CONTENT_TAGS);

describe("parsePage bounds nesting", () => {
  it("parses markup within the bounds as linkedom does, untouched", () => {
    const html = `<html><body>${"<div id=a class='x y'><p>text<span>x</span></p></div>".repeat(2000)}</body></html>`;
    const parsed = parsePage(html);
    expect(parsed).toMatchObject({ cutTags: 0, truncatedAt: null });
    expect(parsed.document.documentElement.outerHTML).toBe(parseHTML(html).document.documentElement.outerHTML);
  });

  it("caps 100,000 nested elements at the browser's depth, keeping the text (the node budget set aside)", () => {
    const html = `<html><body>${"<div>".repeat(100_000)}deep text${"</div>".repeat(100_000)}<p>after</p></body></html>`;
    const { document, cutTags } = parsePage(html, { maxNodes: 1_000_000 });
    expect(cutTags).toBeGreaterThan(99_000);
    expect(depthOf(document)).toBeLessThanOrEqual(MAX_DEPTH + 1);
    expect(textOfPage(document)).toContain("deep text");
    expect(document.querySelector("p")?.textContent).toBe("after");
  });

  it("does not count elements the parser closes: void elements, implied end tags, self-closed SVG shapes", () => {
    const html = `<ul>${"<li>item<br><img src=x>".repeat(3000)}</ul>${"<p>para".repeat(3000)}<table>${"<tr><td>a<td>b".repeat(3000)}</table><svg><a href=/>${"<rect/>".repeat(3000)}</a></svg><p>after</p>`;
    expect(parsePage(html).cutTags).toBe(0);
  });

  it("counts <div/>, which HTML parsers leave open, so 100,000 of them are capped too", () => {
    const { document } = parsePage(`<html><body>${"<div/>".repeat(100_000)}end</body></html>`, { maxNodes: 1_000_000 });
    expect(depthOf(document)).toBeLessThanOrEqual(MAX_DEPTH + 1);
    expect(textOfPage(document)).toContain("end");
  });

  it("caps nesting inside elements the parser reads as markup (<iframe>, <noembed>, <plaintext>)", () => {
    for (const tag of ["iframe", "noembed", "noframes", "plaintext"]) {
      expect(depthOf(parsePage(`<html><body><${tag}>${"<div>".repeat(20_000)}deep</body></html>`).document)).toBeLessThanOrEqual(MAX_DEPTH + 1);
    }
  });

  it("never drops the start tag of raw text past the cap, so its text is not read as markup", () => {
    const html = `<html><body>${"<div>".repeat(600)}<script>${"<div>".repeat(20_000)}</script><style><p>x</p></style>after</body></html>`;
    const { document } = parsePage(html);
    expect(depthOf(document)).toBeLessThanOrEqual(MAX_DEPTH + 2);
    expect(document.querySelector("script")?.textContent).toContain("<div>");
    expect(document.querySelectorAll("p")).toHaveLength(0);
  });

  it("ignores tags inside scripts, comments and raw text", () => {
    const html = `<script>${"document.write('<div>');".repeat(2000)}</script><!-- ${"<div>".repeat(2000)} --><textarea>${"<div>".repeat(2000)}</textarea><p id=x>ok</p>`;
    expect(parsePage(html).cutTags).toBe(0);
  });

  it("keeps linkedom's tree within the cap on any nesting of tags, end tags and implied closes", () => {
    const leaves = ["text", "<p>", "</p>", "</div>", "<li>", "<div/>", "<td>", "</svg>", "<br>", "</br>", "<script>", "<x/>"].map((leaf) => fc.constant(leaf));
    const markup = nestedMarkup({ tags: ["div", "p", "li", "svg", "table", "tr", "td", "span", "b", "select", "option"], leaves });
    fc.assert(
      fc.property(fc.array(markup, { maxLength: 12 }), (parts) => {
        const { document } = parsePage(`<html><body>${parts.join("")}</body></html>`, { maxDepth: 6 });
        expect(depthOf(document)).toBeLessThanOrEqual(6 + 1);
      }),
      { numRuns: 500 },
    );
  });
});

describe("parsePage bounds the number of nodes", () => {
  it("cuts a page of tiny elements at the node budget, keeping the text before it", () => {
    const html = `<html><body><h1>Title</h1>${"<p>a".repeat(400_000)}</body></html>`;
    const { document, truncatedAt, nodes } = parsePage(html);
    expect(truncatedAt).not.toBeNull();
    expect(truncatedAt!).toBeLessThan(html.length);
    expect(nodes).toBe(MAX_NODES);
    expect(parsePage(`<html><body>${"<div>".repeat(100_000)}deep</body></html>`).document.querySelectorAll("div").length).toBeLessThanOrEqual(MAX_DEPTH);
    expect(document.querySelectorAll("p").length).toBeLessThanOrEqual(MAX_NODES / 2);
    expect(document.querySelector("h1")?.textContent).toBe("Title");
  });

  it("counts attributes, text and comments", () => {
    expect(parsePage("<p a=1 b=2>x<!--c--></p>", { maxNodes: 5 }).truncatedAt).toBeNull();
    expect(parsePage("<p a=1 b=2>x<!--c--></p>", { maxNodes: 4 }).truncatedAt).not.toBeNull();
  });
});

describe("parsePage reads attribute names as browsers do", () => {
  it("lower-cases names written with capitals, the first of duplicates winning", () => {
    const { document } = parsePage(`<a HREF="/x" Href="/y" CLASS="lead note">x</a><article itemScope itemProp="a">y</article>`);
    const link = document.querySelector("a")!;
    expect(link.getAttribute("href")).toBe("/x");
    expect(link.getAttribute("class")).toBe("lead note");
    expect(link.classList.contains("note")).toBe(true);
    expect(document.querySelector(".lead")).toBe(link);
    expect(document.querySelector("article")!.hasAttribute("itemscope")).toBe(true);
  });

  it("gives text-only input a root", () => {
    expect(textOfPage(parsePage("just text").document)).toBe("just text");
  });
});
