// Small DOM helpers shared by the derived views. Walks are iterative: hostile pages nest 100k elements deep.

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

/**
 * Text of `root`, skipping `skip` elements (and their subtrees), with block boundaries as spaces. Walks
 * firstChild/nextSibling/parentNode, which linkedom answers in constant time, rather than childNodes,
 * which it builds as a new list on every read.
 */
export function textOf(root: Node, skip: ReadonlySet<string> = NON_CONTENT_TAGS): string {
  if (root.nodeType === 3) return (root.nodeValue ?? "").replace(/\s+/g, " ").trim();
  const parts: string[] = [];
  let node: Node | null = root.firstChild;
  while (node) {
    let descend = false;
    if (node.nodeType === 3) parts.push(node.nodeValue ?? "");
    else if (node.nodeType === 1) {
      const tag = (node as Element).tagName.toUpperCase();
      if (!skip.has(tag)) {
        if (BLOCK_TAGS.has(tag)) parts.push(" ");
        descend = node.firstChild !== null;
      }
    }
    if (descend) {
      node = node.firstChild;
      continue;
    }
    while (node && node !== root && node.nextSibling === null) node = node.parentNode;
    node = node && node !== root ? node.nextSibling : null;
  }
  return parts.join("").replace(/\s+/g, " ").trim();
}

/** Whether `element` sits inside an element with one of `tags` (itself included). */
export function isInside(element: Element, tags: ReadonlySet<string>): boolean {
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (tags.has(node.tagName.toUpperCase())) return true;
  }
  return false;
}

export function attr(element: Element | null | undefined, name: string): string | null {
  const value = element?.getAttribute(name);
  return value === null || value === undefined ? null : value.trim();
}

/** A short CSS-like name of the element, for evidence text: `<div#intro>`, `<p.lead>`. */
export function describe(element: Element): string {
  const tag = element.tagName.toLowerCase();
  const id = element.getAttribute("id");
  const cls = element.getAttribute("class")?.trim().split(/\s+/)[0];
  return `<${tag}${id ? `#${id}` : cls ? `.${cls}` : ""}>`;
}

/**
 * The body element, or the root when there is none. Never `document.body`: linkedom's getter inserts an
 * empty <body> into documents that lack one, moving the page's content out of it.
 */
export function bodyOf(document: Document): Element {
  return document.querySelector("body") ?? document.documentElement;
}
