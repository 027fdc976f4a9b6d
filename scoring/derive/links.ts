// Links of the page, resolved against its URL and classified as internal or external.
import { FURNITURE_TAGS, attr, isInside, textOf } from "./dom.ts";
import type { ElementIndex } from "./elements.ts";

export interface Link {
  href: string;
  url: URL;
  text: string;
  rel: string;
  internal: boolean;
  /** Inside the page's navigation, header, footer or aside. */
  inFurniture: boolean;
}

/** The host without a leading www., for same-site comparisons. */
export function siteHost(host: string): string {
  return host.toLowerCase().replace(/^www\./, "").replace(/\.$/, "");
}

export function readLinks(index: ElementIndex, pageUrl: URL): Link[] {
  const home = siteHost(pageUrl.hostname);
  const links: Link[] = [];
  for (const element of index.byTag("a")) {
    const href = attr(element, "href") ?? "";
    if (!href || href.startsWith("#")) continue;
    let url: URL;
    try {
      url = new URL(href, pageUrl);
    } catch {
      continue;
    }
    if (url.protocol !== "http:" && url.protocol !== "https:") continue;
    const host = siteHost(url.hostname);
    links.push({
      href,
      url,
      text: textOf(element),
      rel: (attr(element, "rel") ?? "").toLowerCase(),
      internal: host === home || host.endsWith(`.${home}`) || home.endsWith(`.${host}`),
      inFurniture: isInside(element, FURNITURE_TAGS),
    });
  }
  return links;
}
