import fc from "fast-check";
import { parseHTML } from "linkedom";
import { describe, expect, it } from "vitest";
import { indexElements } from "./elements.ts";

const NAMES = ["role", "itemprop", "itemscope", "typeof", "data-nosnippet"] as const;

describe("indexElements", () => {
  it("finds attribute carriers as a scan of every element would, whatever the markup's case and escapes", () => {
    const name = fc.constantFrom(...NAMES, "ROLE", "ItemScope", "data-NOSNIPPET", "rol&#101;", "class");
    const element = fc
      .tuple(fc.constantFrom("div", "span", "p", "svg", "script"), fc.array(name, { maxLength: 3 }), fc.constantFrom("", "role", "itemprop text"))
      .map(([tag, names, text]) => `<${tag} ${names.map((attribute) => `${attribute}="x"`).join(" ")}>${text}</${tag}>`);
    fc.assert(
      fc.property(fc.array(element, { maxLength: 8 }), (elements) => {
        const markup = `<html><body>${elements.join("")}</body></html>`;
        const { document } = parseHTML(markup);
        const index = indexElements(document, markup);
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
    expect(indexElements(document, markup).byTag("p").map((p) => p.textContent)).toEqual(["a", "b", "c"]);
  });
});
