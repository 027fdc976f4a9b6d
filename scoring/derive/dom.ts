// Small DOM helpers shared by the derived views. Walks are iterative: hostile pages nest 100k elements deep.
import { collapseWhitespace } from "./text.ts";

/** Elements whose text is never page content. */
export const NON_CONTENT_TAGS = new Set(["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE", "SVG", "IFRAME", "OBJECT", "CANVAS", "HEAD"]);

/**
 * Page furniture: navigation, banners and footers, left out of the main text. Not <form>: ASP.NET
 * WebForms pages wrap the whole body in one.
 */
export const FURNITURE_TAGS = new Set(["NAV", "HEADER", "FOOTER", "ASIDE", "DIALOG"]);

/** Elements that end a line of text (so "a</p><p>b" reads "a b", not "ab"). */
const BLOCK_TAGS = new Set([
  "P", "DIV", "LI", "UL", "OL", "TABLE", "TR", "TD", "TH", "H1", "H2", "H3", "H4", "H5", "H6", "SECTION",
  "ARTICLE", "MAIN", "BR", "BLOCKQUOTE", "PRE", "DL", "DT", "DD", "FIGURE", "FIGCAPTION", "HEADER", "FOOTER",
  "NAV", "ASIDE", "ADDRESS", "HR", "CAPTION",
]);
/** BLOCK_TAGS by localName. */
export const BLOCK_NAMES: ReadonlySet<string> = new Set([...BLOCK_TAGS].map((tag) => tag.toLowerCase()));

/** What a walk's callback answers to do other than read on: pass the element's subtree by, or end the walk. */
export const SKIP = 1;
export const STOP = 2;
type Answer = void | typeof SKIP | typeof STOP;

export interface Visitor {
  /** An element on the way in (`depth` 1 for the root's children). SKIP: not its subtree (leave follows); STOP: end the walk. */
  enter?(element: Element, depth: number): Answer;
  /** An element once its subtree is read or skipped, at the depth it was entered. */
  leave?(element: Element, depth: number): void;
  /** A text node's value. STOP: end the walk. */
  text?(value: string): Answer;
}

/**
 * Visits the nodes under `root` (not `root` itself) in document order: the one walk of the DOM. Iterative,
 * as hostile pages nest 100k elements deep, and over firstChild/nextSibling/parentNode, which linkedom
 * answers in constant time, rather than childNodes, which it builds as a new list on every read. The way
 * back up leaves each element, so no stack of pending work is kept.
 */
export function walk(root: Node, visitor: Visitor): void {
  let depth = 1;
  let node: Node | null = root.firstChild;
  while (node) {
    const type = node.nodeType;
    if (type === 3) {
      if (visitor.text && visitor.text(node.nodeValue ?? "") === STOP) return;
    } else if (type === 1) {
      const answer = visitor.enter ? visitor.enter(node as Element, depth) : undefined;
      if (answer === STOP) return;
      const child: Node | null = answer === SKIP ? null : node.firstChild;
      if (child) {
        node = child;
        depth++;
        continue;
      }
      visitor.leave?.(node as Element, depth);
    }
    // nextSibling read once a step: linkedom computes it on every read.
    let next: Node | null = null;
    while (node !== root && (next = node.nextSibling) === null) {
      node = node.parentNode!;
      depth--;
      if (node !== root) visitor.leave?.(node as Element, depth);
    }
    node = node === root ? null : next;
  }
}

/**
 * A text node's value as it joins the text before it. Numbers in neighbouring text nodes are separate
 * figures that the page's style sets apart ("<span>March 3, 2026</span><span>10:36 PM</span>"), never one.
 */
export function apartFrom(previous: string, value: string): string {
  return /^\d/.test(value) && /\d$/.test(previous) ? ` ${value}` : value;
}

/** Text of `root`, skipping `skip` elements (and their subtrees), with block boundaries as spaces. */
export function textOf(root: Node, skip: ReadonlySet<string> = NON_CONTENT_TAGS): string {
  if (root.nodeType === 3) return (root.nodeValue ?? "").replace(/\s+/g, " ").trim();
  // Most links, buttons and paragraphs hold one text node: no walk, no parts to join.
  const only = root.firstChild;
  if (only !== null && only.nodeType === 3 && only.nextSibling === null) return collapseWhitespace(only.nodeValue ?? "");
  const skipped = lowerCased(skip);
  const parts: string[] = [];
  walk(root, {
    enter(element) {
      const name = element.localName;
      if (skipped.has(name)) return SKIP;
      if (BLOCK_NAMES.has(name)) parts.push(" ");
    },
    text(value) {
      parts.push(apartFrom(parts.at(-1) ?? "", value));
    },
  });
  return collapseWhitespace(parts.join(""));
}

/** Tag sets are written upper-case (as tagName reads); walks compare localName, which linkedom stores. */
const lowerSets = new WeakMap<ReadonlySet<string>, ReadonlySet<string>>();
function lowerCased(tags: ReadonlySet<string>): ReadonlySet<string> {
  let lower = lowerSets.get(tags);
  if (!lower) lowerSets.set(tags, (lower = new Set([...tags].map((tag) => tag.toLowerCase()))));
  return lower;
}


/** The one tag of <article>, for isInside: linkedom's closest("article") compiles the selector on every call. */
export const ARTICLE_TAG: ReadonlySet<string> = new Set(["ARTICLE"]);

/** Whether `element` sits inside an element with one of `tags` (itself included). */
export function isInside(element: Element, tags: ReadonlySet<string>): boolean {
  const names = lowerCased(tags);
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (names.has(node.localName)) return true;
  }
  return false;
}

/**
 * isInside for many elements of one page: each element's answer is remembered, so asking for every link
 * or paragraph walks each ancestor once, not once per descendant.
 */
export function insideTest(tags: ReadonlySet<string>): (element: Element) => boolean {
  // A Map, not a WeakMap: the test lives as long as one view's pass, and weak keys cost the collector.
  const known = new Map<Element, boolean>();
  // localName is stored by linkedom; tagName is upper-cased anew on every read.
  const names = lowerCased(tags);
  return (element) => {
    const chain: Element[] = [];
    let result = false;
    for (let node: Element | null = element; node; node = node.parentElement) {
      const remembered = known.get(node);
      if (remembered !== undefined) {
        result = remembered;
        break;
      }
      chain.push(node);
      if (names.has(node.localName)) {
        result = true;
        break;
      }
    }
    for (const node of chain) known.set(node, result);
    return result;
  };
}

export function attr(element: Element | null | undefined, name: string): string | null {
  const value = element?.getAttribute(name);
  return value === null || value === undefined ? null : value.trim();
}

/** The class attribute as written, "" when absent. */
export function classOf(element: Element): string {
  return element.getAttribute("class") ?? "";
}

/** A short CSS-like name of the element, for evidence text: `<div#intro>`, `<p.lead>`. */
export function describe(element: Element): string {
  const tag = element.tagName.toLowerCase();
  const id = element.getAttribute("id");
  const cls = classOf(element).trim().split(/\s+/)[0];
  return `<${tag}${id ? `#${id}` : cls ? `.${cls}` : ""}>`;
}

/**
 * The body element, or the root when there is none. Never `document.body`: linkedom's getter inserts an
 * empty <body> into documents that lack one, moving the page's content out of it.
 */
export function bodyOf(document: Document): Element {
  return document.querySelector("body") ?? document.documentElement;
}
