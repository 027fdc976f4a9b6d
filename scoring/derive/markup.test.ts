import { parseHTML } from "linkedom";
import { describe, expect, it } from "vitest";
import { CLASS_ATTRIBUTE } from "./attributes.ts";
import { NON_CONTENT_TAGS, textOf } from "./dom.ts";
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

describe("prepareMarkup reads markup as htmlparser2 does", () => {
  const textOfPrepared = (html: string, maxDepth?: number) => textOf(parseHTML(prepareMarkup(html, { maxDepth })).document.documentElement, NON_CONTENT_TAGS);

  it("ends a declaration at the > after the character `<!` and `<!-` swallow", () => {
    for (const opener of ["<!>", "<!->"]) {
      expect(textOfPrepared(`<html><body>${opener}<svg>hello<p>world</p></svg></body></html>`)).toBe(textOf(parseHTML(`<html><body>${opener}<svg>hello<p>world</p></svg></body></html>`).document.documentElement, NON_CONTENT_TAGS));
      expect(prepareMarkup(`<html><body>${opener}<style>x<p>Important</p></style></body></html>`)).toContain("<p>Important</p>");
    }
  });

  it('ends raw text where the tokenizer does, "\\x1c" and "\\x0f" reading as "<" and "/"', () => {
    expect(prepareMarkup("<style>\x1c/style><p>Important</p></style>")).toContain("<p>Important</p>");
    expect(prepareMarkup("<style>a<\x0fstyle><p>Important</p></style>")).toContain("<p>Important</p>");
    expect(prepareMarkup("<script>\x1c/script><a HREF=/x>t</a>")).toContain("<a href=/x>");
    expect(textOfPrepared("<html><head><title>t\x1c/title></head><body>a</title> <i>b</i></body></html>")).toBe("a b");
  });

  it("keeps whitespace the root's text reads (content after </body>, or no <body>)", () => {
    expect(textOfPrepared("<html><body>x</body><b>a</b> <i>b</i></html>")).toBe("xa b");
    expect(textOfPrepared("<html><head><title>T</title></head><p>Hi</p>\n<span>one</span> <span>two</span></html>")).toBe("Hi one two");
  });

  it("lower-cases tag names as the parser does (the Kelvin sign makes <link>)", () => {
    expect(prepareMarkup(`<b>a</b>${"<lin\u212A>".repeat(600)}<p class=c>para</p>`)).toContain(`<p ${CLASS_ATTRIBUTE}=c>para</p>`);
  });

  it("does not let a page's own data-citable-class, kept after a stray slash, pass for its class", () => {
    const { document } = parseHTML(prepareMarkup(`<p/${CLASS_ATTRIBUTE}=fake class=real>x</p>`));
    expect(document.querySelector("p")!.getAttribute(CLASS_ATTRIBUTE)).toBe("real");
  });

  it("closes what a tag implies before counting depth, and matches dropped end tags by nesting", () => {
    const deep = `<html><body>${"<div>".repeat(509)}<p>a<p>b<p>c</body></html>`;
    expect(parseHTML(prepareMarkup(deep)).document.querySelectorAll("p")).toHaveLength(3);
    const { document } = parseHTML(prepareMarkup("<html><body><span><div>x</div>y</span><b>z</b></body></html>", { maxDepth: 3 }));
    expect(document.querySelector("b")!.parentElement!.localName).toBe("body");
  });

  it("keeps words apart where it drops a block past the cap", () => {
    expect(textOfPrepared("<html><body>a<div>b</div></body></html>", 2)).toBe("a b");
    expect(textOfPrepared("<html><body><i>a</i>\n<div>b</div></body></html>", 2)).toBe("a b");
    expect(prepareMarkup(`<html><body>${"<div>".repeat(2000)}x</body></html>`, { maxDepth: 4 })).toBe("<html><body><div><div> x</body></html>");
  });
});
