import fc from "fast-check";
import { parseHTML } from "linkedom";
import { describe, expect, it } from "vitest";
import { indexElements } from "../../derive/elements.ts";
import { enclosingBlock, firstUnder, inBlockquote } from "./quotations.ts";
import { nestedMarkup } from "../../test-arbitraries.ts";

const TAGS = ["div", "p", "blockquote", "q", "cite", "footer", "figcaption", "figure", "template", "li", "section", "span"] as const;

/** Random markup nesting the tags the quotation check looks for, templates included (selectors skip their contents). */
const markup = nestedMarkup({ tags: TAGS });

/** Every element, those inside <template> too (querySelectorAll("*") would leave them out). */
const elementsOf = (html: string) => {
  const page = `<html><body>${html}</body></html>`;
  return indexElements(parseHTML(page).document).all;
};

describe("quotation element lookups", () => {
  it("find what linkedom's selectors find", () => {
    fc.assert(
      fc.property(fc.array(markup, { maxLength: 5 }), (parts) => {
        const all = elementsOf(parts.join(""));
        for (const root of all) {
          expect(firstUnder(root, new Set(["cite"]))).toBe(root.querySelector("cite"));
          expect(firstUnder(root, new Set(["footer", "figcaption"]))).toBe(root.querySelector("footer, figcaption"));
          const quoted = new Set(root.querySelectorAll("blockquote p"));
          for (const element of all) {
            if (element.localName === "p") expect(inBlockquote(root, element)).toBe(quoted.has(element));
          }
        }
        for (const element of all) expect(enclosingBlock(element)).toBe(element.closest("p, li"));
      }),
      { numRuns: 1000 },
    );
  });
});
