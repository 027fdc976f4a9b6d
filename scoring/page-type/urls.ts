// Addresses as the page-type readers compare them: resolved against the page, same site or not, and one
// page's key (host, path and query, no fragment but a route, no trailing slash), so /?p=123 and /?p=118 are two pages.
import { siteHost } from "../derive/links.ts";

/**
 * A fragment that is a route: single-page apps (Docsify, hash-routed help centres) address their pages as
 * /#/chapter or /#!/chapter, so such a fragment names a page where any other fragment names a place on one.
 */
const HASH_ROUTE = /^#!?\//;
export const hashRoute = (url: URL): string | null => (HASH_ROUTE.test(url.hash) ? url.hash.replace(HASH_ROUTE, "/").replace(/\?.*$/, "") : null);

/** The absolute http(s) URL an href names, or null (fragments other than routes, javascript:, mailto:, malformed). */
export function resolve(href: string | null, base: URL): URL | null {
  if (!href || (href.startsWith("#") && !HASH_ROUTE.test(href))) return null;
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

/** The path without a trailing slash or index file, decoded where it can be; a hash route after it. */
export function pathOf(url: URL): string {
  const path = `${url.pathname}${hashRoute(url) ?? ""}`.replace(/\/index\.\w+$/i, "/").replace(/\/+$/, "").replace(/\/\/+/g, "/");
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/** One page's key: its path (with its hash route) and query, any other fragment dropped. */
export function pageKey(url: URL): string {
  return `${siteHost(url.hostname)}${pathOf(url)}${url.search}`;
}

/** The path's segments. */
export const segmentsOf = (url: URL): string[] => pathOf(url).split("/").filter(Boolean);
