// The head's metadata: title, meta tags by name and property, canonical, alternates, the lang attribute.
import { attr } from "./dom.ts";
import type { ElementIndex } from "./elements.ts";
import { collapseWhitespace } from "./text.ts";

export interface Meta {
  title: string | null;
  /** meta[name] and meta[property] and meta[http-equiv], lower-cased keys, first value wins. */
  tags: ReadonlyMap<string, string>;
  canonical: string | null;
  /** <link rel="alternate" hreflang> entries. */
  hreflang: readonly { lang: string; href: string }[];
  lang: string | null;
}

const CANONICAL = /(?:^|\s)canonical(?:\s|$)/i;
const ALTERNATE = /\balternate\b/i;

export function readMeta(document: Document, index: ElementIndex): Meta {
  const tags = new Map<string, string>();
  for (const element of index.byTag("meta")) {
    const key = (attr(element, "name") ?? attr(element, "property") ?? attr(element, "http-equiv"))?.toLowerCase();
    const content = attr(element, "content");
    if (key && content !== null && !tags.has(key)) tags.set(key, content);
  }
  const titleElement = index.byTag("title")[0];
  const title = titleElement ? collapseWhitespace(titleElement.textContent ?? "") : null;
  // One pass over the <link>s, each rel read once, for the canonical and the alternates.
  let canonicalLink: Element | undefined;
  const hreflang: { lang: string; href: string }[] = [];
  for (const link of index.byTag("link")) {
    const rel = link.getAttribute("rel") ?? "";
    if (!canonicalLink && CANONICAL.test(rel)) canonicalLink = link;
    if (link.hasAttribute("hreflang") && ALTERNATE.test(rel)) hreflang.push({ lang: attr(link, "hreflang") ?? "", href: attr(link, "href") ?? "" });
  }
  const canonical = attr(canonicalLink, "href");
  const root = document.documentElement;
  return {
    title: title || null,
    tags,
    canonical: canonical || null,
    hreflang,
    lang: attr(root, "lang") || attr(root, "xml:lang") || null,
  };
}
