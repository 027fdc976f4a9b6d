import fc from "fast-check";
import { parseHTML } from "linkedom";
import { describe, expect, it } from "vitest";
import { indexElements } from "../../derive/elements.ts";
import { parsePage } from "../../derive/parse.ts";
import { lastMarkedFooter } from "./copyright-year.ts";
import { nestedMarkup } from "../../test-arbitraries.ts";

const ATTRIBUTES = [
  "", ' role="contentinfo"', ' role="ContentInfo"', ' role="contentinfo main"', ' id="footer"', ' id="Footer"', ' id="footer2"', ' class="footer"',
  ' class="a footer"', ' class="site-footer b"', ' class="sitefooter"', ' class="footer-links"', ' class="x\tfooter"', ' CLASS="footer"', ' ROLE="contentinfo"',
];

/** Random markup with footer marks in and out of templates. */
const markup = nestedMarkup({ tags: ["div", "section", "template", "span"], attributes: fc.constantFrom(...ATTRIBUTES) });

describe("lastMarkedFooter", () => {
  it("finds the last element document.querySelectorAll lists for the footer marks", () => {
    fc.assert(
      fc.property(fc.array(markup, { maxLength: 5 }), (parts) => {
        const page = `<html><body>${parts.join("")}</body></html>`;
        // The oracle reads attribute names as a browser does, case-insensitively.
        const oracle = parseHTML(page.replace(/ ([A-Z]+)=/g, (_, name: string) => ` ${name.toLowerCase()}=`)).document;
        const listed = oracle.querySelectorAll('[role="contentinfo"], #footer, .footer, .site-footer');
        const { document } = parsePage(page);
        const found = lastMarkedFooter(indexElements(document).all);
        // The same element: the two documents have the same elements in the same order.
        expect(found ? [...document.querySelectorAll("*")].indexOf(found) : -1).toBe([...oracle.querySelectorAll("*")].indexOf(listed[listed.length - 1]!));
      }),
      { numRuns: 1000 },
    );
  });
});
