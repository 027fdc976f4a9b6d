// XML sitemaps (sitemaps.org protocol 0.9): a <urlset> of pages or a <sitemapindex> of sitemaps, each entry
// with its <loc> and optional <lastmod>. Read by linear string scanning, not an XML parse: sitemaps run to
// 50,000 entries, and only these two fields matter here. Also the URL identity used to find a page in it.
import { decodeXML } from "entities";

export interface SitemapEntry {
  loc: string;
  /** The <lastmod> as written (W3C Datetime; parse with parseIsoDate), or null. */
  lastmod: string | null;
}

export interface Sitemap {
  kind: "urlset" | "sitemapindex";
  /** The entries read, in order: the first `limit` of them. */
  entries: SitemapEntry[];
  /** More entries follow than were read. */
  truncated: boolean;
  /** Entries in the file, counted without reading them (up to MAX_SITEMAP_ENTRIES). */
  total: number;
  /** Where to look for entries past those read (entryFor). */
  text: string;
}

/** sitemaps.org: at most 50,000 URLs per sitemap file. */
export const MAX_SITEMAP_ENTRIES = 50_000;
/**
 * Entries read per page: enough to see how lastmod is written across the site (a build stamp shows in any
 * sample), at a few milliseconds. A page past them is found by entryFor in the text itself.
 */
export const SAMPLE_ENTRIES = 5_000;
/** Occurrences of a page's slug examined when looking it up past the sample. */
const MAX_LOOKUPS = 50;
/** Longest entry read; a longer one is hostile or broken and ends the scan. */
const MAX_ENTRY_CHARS = 16_384;

const ROOT = /<([\w-]+:)?(urlset|sitemapindex)[\s>]/;

/** Text between `<name>` and `</name>` in one entry, CDATA and entities undone; null when absent or empty. */
function field(entry: string, name: string): string | null {
  const open = `<${name}>`;
  const start = entry.indexOf(open);
  if (start === -1) return null;
  const end = entry.indexOf(`</${name}`, start + open.length);
  if (end === -1) return null;
  let value = entry.slice(start + open.length, end).trim();
  if (value.startsWith("<![CDATA[")) value = value.slice(9, value.endsWith("]]>") ? -3 : undefined).trim();
  return value === "" ? null : decodeXML(value);
}

interface Shape {
  kind: Sitemap["kind"];
  prefix: string;
  /** "<url" or "<sitemap" (with the namespace prefix, if any), and its closing tag. */
  open: string;
  close: string;
  /** Where the entries start, past the root element's start tag. */
  start: number;
}

function shapeOf(text: string): Shape | null {
  const root = ROOT.exec(text.slice(0, 8_192));
  if (!root) return null;
  const prefix = root[1] ?? "";
  const kind = root[2] === "sitemapindex" ? "sitemapindex" : "urlset";
  const name = `${prefix}${kind === "urlset" ? "url" : "sitemap"}`;
  return { kind, prefix, open: `<${name}`, close: `</${name}`, start: root.index + root[0].length };
}

/** Whether the entry tag found at `at` is the tag itself ("<url>", "<url ") rather than a longer name. */
function isEntryTag(text: string, at: number, shape: Shape): boolean {
  const next = text.charCodeAt(at + shape.open.length);
  return next === 62 || next === 32 || next === 9 || next === 10 || next === 13;
}

/** The entry whose tag starts at `at`, and where it ends; null when unterminated or oversized. */
function entryAt(text: string, at: number, shape: Shape): { entry: SitemapEntry | null; end: number } | null {
  const close = text.indexOf(shape.close, at);
  if (close === -1 || close - at > MAX_ENTRY_CHARS) return null;
  const block = text.slice(at, close);
  const loc = field(block, `${shape.prefix}loc`);
  return { entry: loc === null ? null : { loc, lastmod: field(block, `${shape.prefix}lastmod`) }, end: close };
}

/**
 * The sitemap's first `limit` entries and its entry count, or null when the text is not a sitemap (an
 * HTML soft 404, a feed, garbage). Linear: each entry is found with indexOf from where the last one closed.
 */
export function parseSitemap(text: string, limit = MAX_SITEMAP_ENTRIES): Sitemap | null {
  const shape = shapeOf(text);
  if (!shape) return null;
  const entries: SitemapEntry[] = [];
  let total = 0;
  for (let at = text.indexOf(shape.open, shape.start); at !== -1 && total < MAX_SITEMAP_ENTRIES; at = text.indexOf(shape.open, at + 1)) {
    if (!isEntryTag(text, at, shape)) continue;
    total++;
    if (entries.length >= limit) continue;
    const read = entryAt(text, at, shape);
    if (!read) break;
    if (read.entry) entries.push(read.entry);
    at = read.end;
  }
  return { kind: shape.kind, entries, truncated: total > entries.length, total, text };
}

/** Query parameters that only track a visit, never change the page (Google Analytics, Ads, Meta, Microsoft, Mailchimp...). */
const TRACKING_PARAMS = /^(?:utm_\w+|gclid|gclsrc|dclid|gbraid|wbraid|fbclid|msclkid|yclid|mc_cid|mc_eid|_ga|_gl|igshid|ref|ref_src|si|srsltid)$/i;

/**
 * A URL's identity for "is this the same page?": host without www., path without a trailing slash or
 * index file, tracking parameters dropped and the rest sorted, no fragment; the scheme is left out (an
 * http/https mismatch is reported on its own). Null when the text is not an http(s) URL.
 */
export function urlKey(value: string | URL, base?: URL): string | null {
  let url: URL;
  try {
    url = typeof value === "string" ? new URL(value.trim(), base) : new URL(value.href);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  const host = url.hostname.toLowerCase().replace(/^www\./, "").replace(/\.$/, "");
  const port = url.port && url.port !== "80" && url.port !== "443" ? `:${url.port}` : "";
  const path = url.pathname.replace(/\/index\.(?:html?|php|aspx?)$/i, "/").replace(/\/+$/, "") || "/";
  const params = [...url.searchParams].filter(([name]) => !TRACKING_PARAMS.test(name)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = params.length > 0 ? `?${new URLSearchParams(params).toString()}` : "";
  return `${host}${port}${path}${query}`;
}

/** The last non-empty path segment, a cheap filter before parsing thousands of URLs. */
function lastSegment(path: string): string {
  return path.split("/").filter(Boolean).pop() ?? "";
}

/** The sitemap's entry for `url`, matched by urlKey: among the entries read, else by its slug in the text; or null. */
export function entryFor(sitemap: Sitemap, url: URL): SitemapEntry | null {
  const key = urlKey(url);
  if (key === null) return null;
  const segment = lastSegment(url.pathname);
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // A malformed escape: match on the encoded form only.
  }
  const candidate = (loc: string) => segment === "" || loc.includes(segment) || loc.includes(decoded);
  const read = sitemap.entries.find((entry) => candidate(entry.loc) && urlKey(entry.loc) === key);
  if (read || !sitemap.truncated || segment === "") return read ?? null;
  const shape = shapeOf(sitemap.text);
  if (!shape) return null;
  let lookups = 0;
  for (let at = sitemap.text.indexOf(segment); at !== -1 && lookups < MAX_LOOKUPS; at = sitemap.text.indexOf(segment, at + segment.length)) {
    lookups++;
    const start = sitemap.text.lastIndexOf(shape.open, at);
    if (start === -1 || !isEntryTag(sitemap.text, start, shape)) continue;
    const found = entryAt(sitemap.text, start, shape)?.entry;
    if (found && urlKey(found.loc) === key) return found;
  }
  return null;
}

