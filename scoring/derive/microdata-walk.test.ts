import fc from "fast-check";
import { parseHTML } from "linkedom";
import { describe, expect, it } from "vitest";
import { indexElements, type ElementIndex } from "./elements.ts";
import { readInlineItems, readInlineTypes } from "./microdata.ts";
import { nestedMarkup } from "../test-arbitraries.ts";

/** Past this many elements readInlineItems walks from the root, as it always did (microdata.ts MAX_ELEMENTS). */
const WALK_BUDGET = 200_000;

/** The same index, but as long as a page over the walk budget: readInlineItems then walks from the root. */
const overBudget = (index: ElementIndex): ElementIndex => {
  const all = [...index.all];
  all.length = WALK_BUDGET + 1;
  return { ...index, all };
};

const attribute = fc.oneof(
  fc.constant("itemscope"),
  fc.constantFrom("https://schema.org/Product", "Offer", "schema:Person", "").map((type) => `itemtype="${type}"`),
  fc.constantFrom("name", "offers", "url price", "https://schema.org/author").map((name) => `itemprop="${name}"`),
  fc.constantFrom("#a", " #b ").map((id) => `itemid="${id}"`),
  fc.constantFrom("schema:Person", "Thing", "").map((type) => `typeof="${type}"`),
  fc.constantFrom("schema:name", "url").map((name) => `property="${name}"`),
  fc.constantFrom("x", " ").map((value) => `content="${value}"`),
  fc.constantFrom("/p", "").map((href) => `href="${href}"`),
  fc.constant('resource="#r"'),
);

const tree = nestedMarkup({
  tags: ["div", "span", "a", "img", "meta", "time", "template", "ul", "li"],
  leaves: [fc.constantFrom("text", " Blue  anvil ", "")],
  attributes: fc.array(attribute, { maxLength: 3 }).map((attributes) => ` ${attributes.join(" ")}`),
  maxChildren: 4,
  depthSize: "small",
});

describe("readInlineItems from the outermost items", () => {
  it("reads what a walk from the root reads", () => {
    fc.assert(
      fc.property(fc.array(tree, { maxLength: 5 }), (parts) => {
        const markup = `<html><body>${parts.join("")}</body></html>`;
        const { document } = parseHTML(markup);
        const index = indexElements(document);
        const types = readInlineTypes(index);
        expect(readInlineItems(index, types)).toEqual(readInlineItems(overBudget(index), types));
      }),
      { numRuns: 1000 },
    );
  });
});
