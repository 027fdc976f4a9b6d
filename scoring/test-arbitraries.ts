// Random markup for property tests: elements nested to a random depth, which many views' tests compare
// against a plain reading (a selector, a scan of every element, an older walk).
import fc from "fast-check";

export interface NestedMarkupOptions {
  /** Tag names to nest. */
  tags: readonly string[];
  /** What a leaf can be, each an alternative beside an element (default: the word "text"). */
  leaves?: readonly fc.Arbitrary<string>[];
  /** The attributes written after a tag name, with their leading space ("" for none). */
  attributes?: fc.Arbitrary<string>;
  maxChildren?: number;
  depthSize?: "small" | "medium";
}

export function nestedMarkup({ tags, leaves = [fc.constant("text")], attributes = fc.constant(""), maxChildren = 3, depthSize = "medium" }: NestedMarkupOptions): fc.Arbitrary<string> {
  return fc.letrec<{ node: string }>((tie) => ({
    node: fc.oneof(
      { depthSize, withCrossShrink: true },
      ...leaves,
      fc
        .tuple(fc.constantFrom(...tags), attributes, fc.array(tie("node"), { maxLength: maxChildren }))
        .map(([tag, written, children]) => `<${tag}${written}>${children.join("")}</${tag}>`),
    ),
  })).node;
}
