import fc from "fast-check";
import { parseHTML } from "linkedom";
import { describe, expect, it } from "vitest";
import { indexElements } from "../../derive/elements.ts";
import { lastMarkedFooter } from "./copyright-year.ts";

const ATTRIBUTES = [
  "", ' role="contentinfo"', ' role="ContentInfo"', ' role="contentinfo main"', ' id="footer"', ' id="Footer"', ' id="footer2"', ' class="footer"',
  ' class="a footer"', ' class="site-footer b"', ' class="sitefooter"', ' class="footer-links"', ' class="x\tfooter"', ' CLASS="footer"', ' ROLE="contentinfo"',
];

/** Random markup with footer marks in and out of templates. */
const markup: fc.Arbitrary<string> = fc.letrec<{ node: string }>((tie) => ({
  node: fc.oneof(
    { depthSize: "medium", withCrossShrink: true },
    fc.constant("text"),
    fc
      .tuple(fc.constantFrom("div", "section", "template", "span"), fc.constantFrom(...ATTRIBUTES), fc.array(tie("node"), { maxLength: 3 }))
      .map(([tag, attributes, children]) => `<${tag}${attributes}>${children.join("")}</${tag}>`),
  ),
})).node;

describe("lastMarkedFooter", () => {
  it("finds the last element document.querySelectorAll lists for the footer marks", () => {
    fc.assert(
      fc.property(fc.array(markup, { maxLength: 5 }), (parts) => {
        const page = `<html><body>${parts.join("")}</body></html>`;
        const { document } = parseHTML(page);
        const listed = document.querySelectorAll('[role="contentinfo"], #footer, .footer, .site-footer');
        expect(lastMarkedFooter(indexElements(document, page).all) === listed[listed.length - 1]).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});
