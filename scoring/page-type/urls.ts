// Addresses as the page-type readers compare them: resolved against the page, same site or not, and one
// page's key (host, path and query, no fragment, no trailing slash), so /?p=123 and /?p=118 are two pages.
import { siteHost } from "../derive/links.ts";

/** The absolute http(s) URL an href names, or null (fragments, javascript:, mailto:, malformed). */
export function resolve(href: string | null, base: URL): URL | null {
  if (!href || href.startsWith("#")) return null;
  try {
    const url = new URL(href, base);
    return url.protocol === "http:" || url.protocol === "https:" ? url : null;
  } catch {
    return null;
  }
}

export function sameSite(url: URL, page: URL): boolean {
  return siteHost(url.hostname) === siteHost(page.hostname);
}

/** The path without a trailing slash or index file, decoded where it can be. */
export function pathOf(url: URL): string {
  const path = url.pathname.replace(/\/index\.\w+$/i, "/").replace(/\/+$/, "");
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/** One page's key: its path and query, fragment dropped. */
export function pageKey(url: URL): string {
  return `${siteHost(url.hostname)}${pathOf(url)}${url.search}`;
}

/** The path's segments. */
export const segmentsOf = (url: URL): string[] => pathOf(url).split("/").filter(Boolean);
