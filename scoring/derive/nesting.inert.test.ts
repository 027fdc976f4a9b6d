import fc from "fast-check";
import { parseHTML } from "linkedom";
import { describe, expect, it } from "vitest";
import { NON_CONTENT_TAGS, textOf } from "./dom.ts";
import { prepareMarkup } from "./nesting.ts";

/** What checks can see of a document: every element outside <svg> and <style> (tag, attributes), and the text. */
function visible(html: string) {
  const { document } = parseHTML(html);
  const elements = [...document.querySelectorAll("*")]
    // Links stay visible inside SVG: crawlers follow them.
    .filter((element) => !element.parentElement?.closest("svg, style") || element.closest("a") !== null)
    .map((element) => `${element.localName}${[...element.attributes].map((attribute) => ` ${attribute.name}=${attribute.value}`).join("")}`);
  return { elements, text: textOf(document.documentElement ?? document, NON_CONTENT_TAGS) };
}

const piece = fc.constantFrom(
  "<p>Heat pumps</p>", "<a href='/x'>link</a>", "<svg viewBox='0 0 9 9'><path d='M0 0'/><title>Icon</title></svg>",
  "<svg><a href='/in-svg'><text>t</text></a></svg>", "<svg><svg><circle/></svg></svg>", "<svg/>", "<svg><!-- </svg> --><g/></svg>",
  "<svg><script>var s = '</svg>';</script></svg>", "<style>p { color: red } </style>", "<style></style>", "<STYLE>a{}</STYLE>",
  "<SVG><rect/></SVG>", "<div>", "</div>", "<span>x</span>", "text", "<svg><style>.a{fill:red}</style><g class='a'/></svg>",
);

describe("prepareMarkup with dropInert", () => {
  it("leaves every element outside SVG drawings and style text, and the page's text, as they were", () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 10 }), (pieces) => {
        const html = `<html><body>${pieces.join("")}</body></html>`;
        expect(visible(prepareMarkup(html, { dropInert: true }))).toEqual(visible(html));
      }),
      { numRuns: 500 },
    );
  });

  it("empties style text and SVG drawings but keeps the elements, and keeps SVG that holds a link", () => {
    const html = `<html><head><style>body{margin:0}</style></head><body><svg class="icon"><path d="M0 0h9"/></svg><svg><a href="/x"><text>x</text></a></svg></body></html>`;
    const prepared = prepareMarkup(html, { dropInert: true });
    expect(prepared).toContain("<style></style>");
    expect(prepared).toContain('<svg class="icon"></svg>');
    expect(prepared).toContain('<a href="/x">');
  });
});
