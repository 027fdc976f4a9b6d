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

export function readMeta(document: Document, index: ElementIndex): Meta {
  const tags = new Map<string, string>();
  for (const element of index.byTag("meta")) {
    const key = (attr(element, "name") ?? attr(element, "property") ?? attr(element, "http-equiv"))?.toLowerCase();
    const content = attr(element, "content");
    if (key && content !== null && !tags.has(key)) tags.set(key, content);
  }
  const titleElement = index.byTag("title")[0];
  const title = titleElement ? collapseWhitespace(titleElement.textContent ?? "") : null;
  const links = index.byTag("link");
  const canonical = attr(links.find((link) => /(?:^|\s)canonical(?:\s|$)/i.test(link.getAttribute("rel") ?? "")), "href");
  const hreflang = links
    .filter((link) => link.hasAttribute("hreflang") && /\balternate\b/i.test(link.getAttribute("rel") ?? ""))
    .map((link) => ({ lang: attr(link, "hreflang") ?? "", href: attr(link, "href") ?? "" }));
  return {
    title: title || null,
    tags,
    canonical: canonical || null,
    hreflang,
    lang: attr(document.documentElement, "lang") || attr(document.documentElement, "xml:lang") || null,
  };
}
