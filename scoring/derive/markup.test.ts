import { parseHTML } from "linkedom";
import { describe, expect, it } from "vitest";
import { CLASS_ATTRIBUTE } from "./attributes.ts";
import { MAX_DEPTH, prepareMarkup } from "./markup.ts";

function depthOf(html: string): number {
  const { document } = parseHTML(html);
  let max = 0;
  for (const element of document.querySelectorAll("*")) {
    let depth = 0;
    for (let node: Element | null = element; node; node = node.parentElement) depth++;
    max = Math.max(max, depth);
  }
  return max;
}

describe("prepareMarkup caps nesting", () => {
  it("returns markup with nothing to change as the same string", () => {
    const html = `<html><body>${"<div id=a><p>text<span>x</span></p></div>".repeat(2000)}</body></html>`;
    expect(prepareMarkup(html)).toBe(html);
  });

  it("caps 100,000 nested elements at the browser's depth, keeping the text", () => {
    const html = `<html><body>${"<div>".repeat(100_000)}deep text${"</div>".repeat(100_000)}<p>after</p></body></html>`;
    const capped = prepareMarkup(html);
    expect(capped.length).toBeLessThan(12_000);
    expect(capped).toContain("deep text");
    expect(capped).toContain("<p>after</p>");
    expect(depthOf(capped)).toBeLessThanOrEqual(MAX_DEPTH + 3);
  });

  it("does not count elements the parser closes: void elements, implied end tags, self-closed SVG shapes", () => {
    const html = `<ul>${"<li>item<br><img src=x>".repeat(3000)}</ul>${"<p>para".repeat(3000)}<table>${"<tr><td>a<td>b".repeat(3000)}</table><svg><a href=/>${"<rect/>".repeat(3000)}</a></svg><p>after</p>`;
    expect(prepareMarkup(html)).toBe(html);
  });

  it("counts <div/>, which HTML parsers leave open, so 100,000 of them are capped too", () => {
    const html = `<html><body>${"<div/>".repeat(100_000)}end</body></html>`;
    expect(depthOf(prepareMarkup(html))).toBeLessThanOrEqual(MAX_DEPTH + 3);
  });

  it("caps nesting inside elements the parser reads as markup (<iframe>, <noembed>, <plaintext>)", () => {
    for (const tag of ["iframe", "noembed", "noframes", "plaintext"]) {
      const html = `<html><body><${tag}>${"<div>".repeat(20_000)}deep</body></html>`;
      expect(depthOf(prepareMarkup(html))).toBeLessThanOrEqual(MAX_DEPTH + 3);
    }
  });

  it("ignores tags inside scripts, comments and raw text", () => {
    const html = `<script>${"document.write('<div>');".repeat(2000)}</script><!-- ${"<div>".repeat(2000)} --><textarea>${"<div>".repeat(2000)}</textarea><p id=x>ok</p>`;
    expect(prepareMarkup(html)).toBe(html);
  });
});

describe("prepareMarkup leaves out what no check reads", () => {
  it("drops unread attributes, lower-cases names and moves class", () => {
    const html = `<A HREF="/x" style="color:red" data-track="1" CLASS="lead  note">x</A><div aria-expanded=false id=d tabindex=0>y</div>`;
    const prepared = prepareMarkup(html);
    expect(prepared).toBe(`<A href="/x"  ${CLASS_ATTRIBUTE}="lead  note">x</A><div  id=d >y</div>`);
    const link = parseHTML(prepared).document.querySelector("a")!;
    expect(link.getAttribute("href")).toBe("/x");
    expect(link.getAttribute(CLASS_ATTRIBUTE)).toBe("lead  note");
    expect(link.hasAttribute("class")).toBe(false);
  });

  it("empties style text and SVG drawings but keeps the elements, and keeps SVG that holds a link", () => {
    const html = `<html><head><style>body{margin:0}</style></head><body><svg class="icon"><path d="M0 0h9"/></svg><svg><a href="/x"><text>x</text></a></svg></body></html>`;
    const prepared = prepareMarkup(html);
    expect(prepared).toContain("<style></style>");
    expect(prepared).toContain(`<svg ${CLASS_ATTRIBUTE}="icon"></svg>`);
    expect(prepared).toContain('<a href="/x">');
  });

  it("ends a drawing where the parser does: at an end tag that closes an element around the <svg>", () => {
    const html = `<div><svg><path d="M0 0"/></div><p>Real content</p></svg>`;
    const { document } = parseHTML(prepareMarkup(html));
    expect(document.querySelector("p")?.textContent).toBe("Real content");
    expect(document.querySelector("path")).toBeNull();
  });

  it("keeps an attribute that a stray slash precedes, so the tag does not become self-closing", () => {
    expect(prepareMarkup(`<svg><g/data-x=1><a href=/y>y</a></g></svg>`)).toContain("<g/data-x=1>");
  });
});
