// A built site's pages: every HTML file under the directory, each with the address a static host will serve
// it at under the site's base URL, and the HTML files that are not pages set aside with the reason.
import { readdir } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { urlKey, type SitemapEntry } from "../../scoring/derive/sitemap.ts";
import { CliError } from "../cli-error.ts";

/** An HTML file of the build and the address it will have. */
export interface BuiltPage {
  /** The file as found under the directory (the directory's path joined with its relative path). */
  file: string;
  /** Its path inside the directory, with `/` between segments. */
  path: string;
  url: string;
}

/** An HTML file that is not scored, and why. */
export interface NotAPage {
  file: string;
  reason: string;
}

/** Files a page is read from; others (assets, feeds, site files) are served as they are. */
const HTML_FILE = /\.html?$/i;

/**
 * HTML files a static host serves that are not pages answer engines read, by path inside the directory.
 * Error pages are served with their error status for addresses that do not exist: crawlers drop 4xx and
 * 5xx answers, so scoring them would count a page no engine indexes in the site and in --min-page.
 */
const NOT_PAGES: readonly { path: RegExp; reason: string }[] = [
  { path: /^(?:[45]\d\d|50x)(?:\.html?|\/index\.html?)$/i, reason: "an error page: hosts serve it with an error status for addresses that do not exist, and answer engines do not index it" },
  // Search Console and Yandex Webmaster ask for a file of this name at the root to prove ownership.
  { path: /^google[0-9a-f]{16}\.html$/i, reason: "a Google Search Console verification file" },
  { path: /^yandex_[0-9a-f]{16}\.html$/i, reason: "a Yandex Webmaster verification file" },
];

/** The reason an HTML file at `path` is not a page, or null for a page. */
export function notAPage(path: string): string | null {
  return NOT_PAGES.find((rule) => rule.path.test(path))?.reason ?? null;
}

/** The sitemap's addresses by urlKey: where the site says its pages are. */
function listedKeys(entries: readonly SitemapEntry[]): ReadonlySet<string> {
  return new Set(entries.map((entry) => urlKey(entry.loc)).filter((key) => key !== null));
}

/**
 * The address of the file at `path` under `base` (which ends in "/"): a directory's index.html is the
 * directory (`a/index.html` is /a/), any other file its own name (`b.html` is /b.html). Static hosts
 * (Netlify, Cloudflare Pages, GitHub Pages, Vercel with cleanUrls) also serve `b.html` at /b, and Cloudflare
 * Pages redirects /b.html there: when the sitemap lists /b and not /b.html, that is the page's address.
 */
export function addressOf(path: string, base: URL, listed: ReadonlySet<string> = new Set()): string {
  const segments = path.split("/").map(encodeURIComponent);
  const last = segments.length - 1;
  if (/^index\.html$/i.test(segments[last]!)) segments[last] = "";
  const literal = new URL(segments.join("/"), base);
  if (segments[last] === "" || !/\.html$/i.test(segments[last]!)) return literal.href;
  const clean = new URL(segments.join("/").replace(/\.html$/i, ""), base);
  return listed.has(urlKey(clean)!) && !listed.has(urlKey(literal)!) ? clean.href : literal.href;
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Dot-files and dot-folders (.git, .well-known, .DS_Store) hold no pages of the site. */
const hidden = (path: string) => path.split("/").some((segment) => segment.startsWith("."));

/**
 * The HTML files under `dir`: its pages with their addresses (the root index.html first, then by address),
 * and those that are not pages. `listed` is the site's sitemap (its pages' entries; none for an index). A symbolic link is listed like a file (reading it says whether it is one).
 */
export async function htmlFilesIn(dir: string, base: URL, listed: readonly SitemapEntry[]): Promise<{ pages: BuiltPage[]; notPages: NotAPage[] }> {
  const keys = listedKeys(listed);
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    throw new CliError(`Cannot read the directory ${dir}: ${error.code ?? error.message}.`);
  });
  const found = entries
    .filter((entry) => (entry.isFile() || entry.isSymbolicLink()) && HTML_FILE.test(entry.name))
    .map((entry) => {
      const file = join(entry.parentPath, entry.name);
      return { file, path: relative(dir, file).split(sep).join("/") };
    })
    .filter(({ path }) => !hidden(path))
    .sort((a, b) => compare(a.path, b.path));
  const pages: BuiltPage[] = [];
  const notPages: NotAPage[] = [];
  const byAddress = new Map<string, string>();
  for (const { file, path } of found) {
    const url = addressOf(path, base, keys);
    const reason = notAPage(path);
    // /a/ of a/index.html and /a of a.html are one address to crawlers (and to the report): the first one stands.
    const same = byAddress.get(urlKey(url)!);
    if (reason) notPages.push({ file, reason });
    else if (same !== undefined) notPages.push({ file, reason: `the same address as ${same} (${url})` });
    else {
      byAddress.set(urlKey(url)!, file);
      pages.push({ file, path, url });
    }
  }
  pages.sort((a, b) => Number(b.path === "index.html") - Number(a.path === "index.html") || compare(a.url, b.url));
  return { pages, notPages };
}
