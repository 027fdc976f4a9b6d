import { parseHTML } from "linkedom";
import { describe, expect, it } from "vitest";
import { SKIP, STOP, textOf, walk } from "./dom.ts";

const body = (html: string) => parseHTML(`<!doctype html><html><body>${html}</body></html>`).document.querySelector("body")!;

/** The walk written down as events: "<name depth", ">name depth", and text. */
function events(root: Element, enter?: (element: Element) => ReturnType<NonNullable<Parameters<typeof walk>[1]["enter"]>>): string[] {
  const seen: string[] = [];
  walk(root, {
    enter(element, depth) {
      seen.push(`<${element.localName} ${depth}`);
      return enter?.(element);
    },
    leave(element, depth) {
      seen.push(`>${element.localName} ${depth}`);
    },
    text(value) {
      seen.push(value);
    },
  });
  return seen;
}

describe("walk", () => {
  it("visits the nodes under the root in document order, entering and leaving each element at its depth", () => {
    const root = body("<p>a<b>b</b></p><ul><li>c</li><li></li></ul>d");
    expect(events(root)).toEqual(["<p 1", "a", "<b 2", "b", ">b 2", ">p 1", "<ul 1", "<li 2", "c", ">li 2", "<li 2", ">li 2", ">ul 1", "d"]);
  });

  it("passes a skipped subtree by, still leaving its element, and stops when asked", () => {
    const root = body("<nav><a>menu</a></nav><p>text<i>stop</i>never</p><p>never</p>");
    expect(events(root, (element) => (element.localName === "nav" ? SKIP : undefined))).toContain(">nav 1");
    expect(events(root, (element) => (element.localName === "nav" ? SKIP : undefined))).not.toContain("menu");
    expect(events(root, (element) => (element.localName === "i" ? STOP : undefined))).toEqual(["<nav 1", "<a 2", "menu", ">a 2", ">nav 1", "<p 1", "text", "<i 2"]);
  });

  it("walks 100,000 nested elements, deeper than a recursive walk can go", () => {
    // Built by appending: linkedom's parser is quadratic in depth.
    const { document } = parseHTML("<!doctype html><html><body></body></html>");
    const root = document.querySelector("body")!;
    let innermost: Element = root;
    const depth = 100_000;
    for (let i = 0; i < depth; i++) innermost = innermost.appendChild(document.createElement("div"));
    innermost.appendChild(document.createTextNode("deep"));
    const recursive = (node: Node): number => {
      let count = 0;
      for (let child = node.firstChild; child; child = child.nextSibling) count += 1 + recursive(child);
      return count;
    };
    expect(() => recursive(root)).toThrow(RangeError);
    let deepest = 0;
    let left = 0;
    walk(root, {
      enter(_, at) {
        deepest = Math.max(deepest, at);
      },
      leave() {
        left++;
      },
    });
    expect(deepest).toBe(depth);
    expect(left).toBe(depth);
    expect(textOf(root)).toBe("deep");
  });
});

describe("textOf", () => {
  it("reads text with block boundaries as spaces, leaving scripts and styles out", () => {
    expect(textOf(body("<p>one</p><p>two <b>bold</b></p><script>x()</script><style>p{}</style><div>three</div>"))).toBe("one two bold three");
  });
});
