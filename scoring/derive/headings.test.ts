import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { page } from "../test-helpers.ts";
import { readHeadings } from "./headings.ts";
import { nestedMarkup } from "../test-arbitraries.ts";

const fragment = nestedMarkup({
  tags: ["h1", "h2", "h3", "h4", "h5", "h6", "div", "section", "header", "p"],
  leaves: [fc.constantFrom("Text", " ")],
  maxChildren: 4,
  depthSize: "small",
});

describe("readHeadings", () => {
  it("lists the h1-h6 elements in document order, as a scan of every element does", () => {
    fc.assert(
      fc.property(fc.array(fragment, { maxLength: 6 }), (parts) => {
        const index = page(parts.join("")).elements;
        const position = (element: Element) => index.all.indexOf(element);
        const scanned = index.all.filter((element) => /^h[1-6]$/.test(element.localName)).map(position);
        expect(readHeadings(index).map((heading) => position(heading.element))).toEqual(scanned);
      }),
      { numRuns: 1000 },
    );
  });
});
