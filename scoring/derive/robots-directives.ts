// Robots directives as meta tags and X-Robots-Tag headers write them: a comma-separated list in which
// "googlebot: noindex, nofollow" scopes what follows to one user agent (Google Search Central, robots meta
// tag; the same form names AI crawlers: "GPTBot: noindex"). Read by indexing-directives and by the
// per-crawler declared access (derive/crawler-access.ts).
import type { ElementIndex } from "./elements.ts";

/** Directives that take a value after a colon, so "max-snippet: 0" is not a user agent named max-snippet. */
const VALUED = /^(?:max-snippet|max-image-preview|max-video-preview|unavailable_after)$/i;

export interface Directive {
  /** Lower-cased: the meta name or user agent it binds ("robots", "googlebot", "gptbot"), "all" for a header without one. */
  scope: string;
  /** Lower-cased directive name: noindex, nosnippet, max-snippet, noai… */
  name: string;
  value: string;
  /** Where it was read, as written: `<meta name="robots" content="noindex">`, `X-Robots-Tag: noindex`. */
  source: string;
}

/** Directives of a comma-separated list; "googlebot: noindex, nofollow" scopes what follows to googlebot. */
export function directives(list: string, scope: string, source: string): Directive[] {
  const out: Directive[] = [];
  let current = scope;
  for (const raw of list.split(",")) {
    const part = raw.trim();
    if (!part) continue;
    const prefixed = /^([a-z0-9_-]+)\s*:\s*(.+)$/i.exec(part);
    let body = part;
    if (prefixed && !VALUED.test(prefixed[1]!)) {
      current = prefixed[1]!.toLowerCase();
      body = prefixed[2]!.trim();
    }
    const [name, ...rest] = body.split(":");
    out.push({ scope: current, name: name!.trim().toLowerCase(), value: rest.join(":").trim(), source });
  }
  return out;
}

/**
 * The directives of the page's robots meta tags whose name `accept`s (lower-cased: "robots", "googlebot",
 * "gptbot"), each tag read once however often it is repeated.
 */
export function metaDirectives(elements: ElementIndex, accept: (name: string) => boolean): Directive[] {
  const found: Directive[] = [];
  const seen = new Set<string>();
  for (const element of elements.byTag("meta")) {
    const name = (element.getAttribute("name") ?? "").trim().toLowerCase();
    if (!accept(name)) continue;
    const content = element.getAttribute("content") ?? "";
    const key = `${name}\u0000${content}`;
    if (seen.has(key)) continue;
    seen.add(key);
    found.push(...directives(content, name, `<meta name="${name}" content="${content}">`));
  }
  return found;
}
