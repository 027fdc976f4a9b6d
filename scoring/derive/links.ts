// Links of the page, resolved against its URL and classified as internal or external.
import { FURNITURE_TAGS, attr, insideTest, textOf } from "./dom.ts";
import type { ElementIndex } from "./elements.ts";

export interface Link {
  href: string;
  /** The absolute URL (resolved on first read). */
  readonly url: URL;
  /** The link's text (read on first use). */
  readonly text: string;
  /** The rel attribute, lower-cased (read on first use). */
  readonly rel: string;
  internal: boolean;
  /** Inside the page's navigation, header, footer or aside. */
  inFurniture: boolean;
}

/** A link whose URL and text are worked out only when a check reads them: big pages have thousands. */
class PageLink implements Link {
  readonly href: string;
  readonly internal: boolean;
  readonly inFurniture: boolean;
  private readonly element: Element;
  private readonly base: URL;
  private resolved: URL | undefined;
  private label: string | undefined;
  private relation: string | undefined;

  constructor(element: Element, href: string, base: URL, resolved: URL | undefined, internal: boolean, inFurniture: boolean) {
    this.element = element;
    this.href = href;
    this.base = base;
    this.resolved = resolved;
    this.internal = internal;
    this.inFurniture = inFurniture;
  }

  get rel(): string {
    return (this.relation ??= (attr(this.element, "rel") ?? "").toLowerCase());
  }

  get url(): URL {
    return (this.resolved ??= new URL(this.href, this.base));
  }

  get text(): string {
    return (this.label ??= textOf(this.element));
  }
}

/**
 * An href with a scheme ("https:", "mailto:") or scheme-relative ("//host", and "\\host" or "/\host", which
 * URL parsers read the same way): resolved at once to learn its host.
 */
const ABSOLUTE = /^(?:[a-z][a-z0-9+.-]*:|[\\/]{2})/i;
/** Tabs and newlines, which the URL parser removes from anywhere in an href before reading it. */
const URL_IGNORED = /[\t\n\r]/g;

/** The host without a leading www., for same-site comparisons. */
export function siteHost(host: string): string {
  return host.toLowerCase().replace(/^www\./, "").replace(/\.$/, "");
}

export function readLinks(index: ElementIndex, pageUrl: URL): Link[] {
  const home = siteHost(pageUrl.hostname);
  const inFurniture = insideTest(FURNITURE_TAGS);
  const links: Link[] = [];
  for (const element of index.byTag("a")) {
    const href = attr(element, "href") ?? "";
    if (!href || href.startsWith("#")) continue;
    if (!ABSOLUTE.test(href.replace(URL_IGNORED, ""))) {
      // A relative reference resolves against a valid http(s) base without fail, to the same site.
      links.push(new PageLink(element, href, pageUrl, undefined, true, inFurniture(element)));
      continue;
    }
    let url: URL;
    try {
      url = new URL(href, pageUrl);
    } catch {
      continue;
    }
    if (url.protocol !== "http:" && url.protocol !== "https:") continue;
    const host = siteHost(url.hostname);
    const internal = host === home || host.endsWith(`.${home}`) || home.endsWith(`.${host}`);
    links.push(new PageLink(element, href, pageUrl, url, internal, inFurniture(element)));
  }
  return links;
}
