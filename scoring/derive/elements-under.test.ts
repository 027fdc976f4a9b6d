import fc from "fast-check";
import { parseHTML } from "linkedom";
import { describe, expect, it } from "vitest";
import { elementsUnder, indexElements } from "./elements.ts";
import { nestedMarkup } from "../test-arbitraries.ts";

const TAGS = ["div", "a", "p", "blockquote", "q", "template", "section", "span"] as const;

/** Random markup nesting links and quotes, templates included (selectors skip their contents). */
const markup = nestedMarkup({ tags: TAGS });

/** The same elements in the same order (toEqual would compare distinct elements by their structure). */
const same = (a: readonly Element[], b: readonly Element[]) => a.length === b.length && a.every((element, at) => element === b[at]);

describe("elementsUnder", () => {
  it("lists what root.querySelectorAll lists, for every root", () => {
    fc.assert(
      fc.property(fc.array(markup, { maxLength: 5 }), (parts) => {
        const page = `<html><body>${parts.join("")}</body></html>`;
        const { document } = parseHTML(page);
        const index = indexElements(document);
        for (const root of index.all) {
          expect(same(elementsUnder(index, root, ["a"]), [...root.querySelectorAll("a")])).toBe(true);
          expect(same(elementsUnder(index, root, ["blockquote", "q"]), [...root.querySelectorAll("blockquote, q")])).toBe(true);
          expect(same(elementsUnder(index, root, ["template", "p"]), [...root.querySelectorAll("template, p")])).toBe(true);
        }
      }),
      { numRuns: 1000 },
    );
  });
});
