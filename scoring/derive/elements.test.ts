import fc from "fast-check";
import { parseHTML } from "linkedom";
import { describe, expect, it } from "vitest";
import { indexElements } from "./elements.ts";
import { parsePage } from "./parse.ts";

const NAMES = ["role", "itemprop", "itemscope", "typeof", "data-nosnippet"] as const;

describe("indexElements", () => {
  it("finds attribute carriers as a scan of every element would", () => {
    const name = fc.constantFrom(...NAMES, "ROLE", "ItemScope", "data-NOSNIPPET", "rol&#101;", "class");
    const element = fc
      .tuple(fc.constantFrom("div", "span", "p", "svg", "script", "a"), fc.array(name, { maxLength: 3 }), fc.constantFrom("", "role", "itemprop text", "<path role=x/>"))
      .map(([tag, names, text]) => `<${tag} ${names.map((attribute) => `${attribute}="x"`).join(" ")}>${text}</${tag}>`);
    fc.assert(
      fc.property(fc.array(element, { maxLength: 8 }), fc.constantFrom(512, 4), (elements, maxDepth) => {
        const { document } = parsePage(`<html><body>${elements.join("")}</body></html>`, { maxDepth });
        const index = indexElements(document);
        for (const attribute of NAMES) {
          expect(index.withAttribute(attribute)).toEqual(index.all.filter((candidate) => candidate.hasAttribute(attribute)));
        }
      }),
      { numRuns: 300 },
    );
  });

  it("buckets elements by tag in document order", () => {
    const markup = "<html><body><p>a</p><div><p>b</p></div><P>c</P></body></html>";
    const { document } = parseHTML(markup);
    expect(indexElements(document).byTag("p").map((p) => p.textContent)).toEqual(["a", "b", "c"]);
  });
});
