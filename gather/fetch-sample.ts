// Reading a site's sample (issue 14): once the home page and the site files are in, the pages to read
// beside it are chosen (gather/sample.ts: from the sitemap, or the newest child sitemaps of an index, and
// the home page's links) and fetched in parallel, each under the page fetch's rules (the SSRF guard at every
// hop, kept on the site) with 2 MiB a page, within one deadline for the round. A page that fails is a failed page of
// the sample, never the analysis's failure. Shared by the Worker and the CLI.
import { parseRobots } from "../scoring/derive/robots.ts";
import { parseSitemap, urlKey, type SitemapEntry } from "../scoring/derive/sitemap.ts";
import type { AnalyzeInput, SiteFiles } from "../scoring/input.ts";
import type { SitePage } from "../scoring/site.ts";
import { fetchPageAt, fetchSitemap, PAGE_LIMITS, type FetchedPage, type PageResult } from "./fetch-site.ts";
import type { FetchRules } from "./http.ts";
import { readLinksPaced } from "./links.ts";
import { yieldToEventLoop } from "./pause.ts";
import { childSitemaps, chooseSample, type SamplePick } from "./sample.ts";

export const SAMPLE_LIMITS = {
  /** The round of sampled pages, all fetched together, ends this long after it starts. */
  totalMs: 8_000,
  /** Pages fetched at once (Workers open six connections at a time per request; the AI probe holds one). */
  parallel: 4,
  /** Child sitemaps of an index read for candidates (each under the sitemap's own caps, together). */
  childSitemaps: 2,
  /**
   * Bytes of a sampled page's body: less than the home page's 5 MiB, because the round holds several pages
   * at once in one isolate of 128 MB (each decoded to twice its size) until each is judged; real pages'
   * HTML stays far under it (the corpus's largest is 1 MB).
   */
  maxBytes: 2 * 1024 * 1024,
} as const;

export interface SampleRequest {
  /** The home page as read: its final address and its HTML (the links are read from it). */
  home: { url: string; html: string };
  files: SiteFiles;
  /** The page a person named (the UI, the CLI), read whatever else is chosen. */
  named?: URL | null;
  /** Pages to read beside the home page (SITE_PAGES - 1). */
  count: number;
  rules: FetchRules;
  /**
   * The sitemap's entries when they were started from `files` already (sitemapEntries): an index's child
   * sitemaps need neither the home page nor its links, so they may be on their way while the page still is.
   */
  entries?: Promise<SitemapEntry[]>;
}

/** A sampled page, what fetching it gave, and the site's files as its scoring reads them. */
export interface SampledPage {
  pick: SamplePick;
  result: PageResult;
  /**
   * The site's files for this page: only its own sitemap entry (page-level checks read nothing else of
   * them: date-consistency its lastmod), found in the sitemap or a child sitemap of an index. The
   * site-level checks are the home page's; a page's input stays small.
   */
  site: SiteFiles;
}

export interface Sample {
  picks: SamplePick[];
  /** One promise per pick, in its order, settling as each page arrives (never rejecting). */
  pages: Promise<SampledPage>[];
}

/** The entries to choose from: the sitemap's, or an index's newest child sitemaps' (fetched now) on the site of `home`. */
export async function sitemapEntries(files: SiteFiles, home: URL, rules: FetchRules): Promise<SitemapEntry[]> {
  // Every entry is read (2 MiB holds some 20,000): the newest may sit anywhere in the file.
  const sitemap = files.sitemapXml === null ? null : parseSitemap(files.sitemapXml);
  if (!sitemap) return [];
  if (sitemap.kind === "urlset") return sitemap.entries;
  const children = await Promise.all(childSitemaps(sitemap, home, SAMPLE_LIMITS.childSitemaps).map((url) => fetchSitemap(url, rules)));
  // A child that is itself an index is not followed further: one level, within the time already spent.
  return children.flatMap((text) => {
    const child = text === null ? null : parseSitemap(text);
    return child?.kind === "urlset" ? child.entries : [];
  });
}

const xmlText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The site's files as a sampled page's scoring reads them: a sitemap of its own entry, if it has one. */
export function ownEntryOnly(entries: readonly SitemapEntry[], page: URL): SiteFiles {
  const key = urlKey(page);
  // A cheap filter by the last segment (or the query) before comparing addresses: a sitemap may hold 20,000 entries.
  const needle = page.pathname.split("/").filter(Boolean).pop() ?? page.search;
  const own = needle === "" ? undefined : entries.find((entry) => entry.loc.includes(needle) && urlKey(entry.loc) === key);
  const sitemapXml = own ? `<urlset><url><loc>${xmlText(own.loc)}</loc>${own.lastmod === null ? "" : `<lastmod>${xmlText(own.lastmod)}</lastmod>`}</url></urlset>` : null;
  return { robotsTxt: null, robotsTxtError: null, llmsTxt: null, sitemapXml };
}

/** Runs `work` on each item with at most `limit` running at once; the promises settle in any order. */
function limited<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R>[] {
  let running = 0;
  const waiting: (() => void)[] = [];
  const slot = async (): Promise<void> => {
    if (running < limit) {
      running++;
      return;
    }
    await new Promise<void>((resolve) => waiting.push(resolve));
  };
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
  return items.map(async (item) => {
    await slot();
    try {
      return await work(item);
    } finally {
      release();
    }
  });
}

/** Chooses the pages to read beside the home page and starts fetching them. */
export async function sampleSite(request: SampleRequest): Promise<Sample> {
  const home = new URL(request.home.url);
  const [links, sitemap] = await Promise.all([readLinksPaced(request.home.html, yieldToEventLoop), request.entries ?? sitemapEntries(request.files, home, request.rules)]);
  const { robotsTxt, robotsTxtError } = request.files;
  const picks = chooseSample({
    home,
    named: request.named ?? null,
    links,
    sitemap,
    robots: robotsTxt === null ? null : parseRobots(robotsTxt),
    robotsUnreadable: robotsTxtError !== null,
    count: request.count,
    ownHosts: request.rules.ownHosts,
  });
  const deadline = Date.now() + SAMPLE_LIMITS.totalMs;
  const fetchOne = async (pick: SamplePick): Promise<SampledPage> => {
    const site = ownEntryOnly(sitemap, pick.url);
    try {
      return { pick, result: await fetchPageAt(pick.url, request.rules, Math.min(deadline, Date.now() + PAGE_LIMITS.totalMs), SAMPLE_LIMITS.maxBytes), site };
    } catch (error) {
      // Fetch failures are values; anything else is this page's failure too, never the analysis's.
      return { pick, result: { ok: false, failure: { kind: "unreachable", detail: `the page could not be read (${String(error)})` } }, site };
    }
  };
  return { picks, pages: limited(picks, SAMPLE_LIMITS.parallel, fetchOne) };
}

/** A fetched page as scoring takes it: its HTML, response, plain-fetch observation and the site's files. */
export function pageInput(page: Omit<FetchedPage, "plain">, readVia: "fetch" | "browser", plain: FetchedPage["plain"], site: SiteFiles, now: number | Date): AnalyzeInput {
  return { html: page.html, url: page.url, now: new Date(now), readVia, response: { status: page.status, headers: page.headers }, plain, site };
}

/** How a sampled page came into the sample: the page a person named, or one the sample chose. */
export const roleOf = (sampled: SampledPage): "named" | "inner" => (sampled.pick.source === "named" ? "named" : "inner");

/**
 * A sampled page as the site's scoring takes it (scoring/site.ts SitePage): read, or failed with the fetch's
 * reason. An empty JavaScript shell is read as it is (what crawlers get there), as the home page is when no
 * browser helps.
 */
export function sitePageOf(sampled: SampledPage, now: number | Date): SitePage {
  const { pick, result, site } = sampled;
  const role = roleOf(sampled);
  const page = result.ok ? result.page : result.failure.kind === "empty-shell" ? result.failure.page : null;
  if (page) return { role, input: pageInput(page, "fetch", page.plain, site, now) };
  return { role, url: pick.url.href, failed: result.ok ? "" : result.failure.detail };
}
