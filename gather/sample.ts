// Which pages of a site to read beside its home page (issue 14): pure selection, apart from the fetching
// (gather/fetch-sample.ts), so it is tested on its own. Candidates come from the sitemap (newest lastmod
// first) and the home page's links (navigation, then content, then footer); each must be on the site, pass
// the SSRF guard, look like a page (not a feed, image or download) and be allowed by robots.txt for our user
// agent (its own group, else `*`). The sample then takes one candidate of each likely page type in turn
// (an article, documentation, a product or pricing page, about or contact, then the rest), so five pages
// of a blog are not five posts when it also has docs and a pricing page.
import { isAllowed, robotsPath, type Robots } from "../scoring/derive/robots.ts";
import { urlKey, type Sitemap, type SitemapEntry } from "../scoring/derive/sitemap.ts";
import { LEXICONS } from "../scoring/lexicons/index.ts";
import { patternsOf } from "../scoring/lexicons/patterns.ts";
import type { PageType } from "../scoring/page-types.ts";
import { judgeUrl } from "./guard.ts";
import { USER_AGENT } from "./http.ts";
import type { PageLink } from "./links.ts";
import { onSite, siteKey } from "./site.ts";

/** Where a candidate was found, in the order of trust within a page type. */
export type SampleSource = "named" | "sitemap" | "nav" | "content" | "footer";

export interface SamplePick {
  url: URL;
  /** The page type its address or link text suggests ("other" when neither says). */
  likely: PageType;
  source: SampleSource;
}

export interface SampleInput {
  /** The home page's address (after redirects): links resolve against it, and it is not picked again. */
  home: URL;
  /**
   * The page a person asked for: always in the sample, first after the home page (robots.txt aside: a person
   * asked), read on the home page's origin.
   */
  named?: URL | null;
  /** The home page's links, in document order (gather/links.ts). */
  links: readonly PageLink[];
  /** Entries of the sitemap, or of the child sitemaps read from an index. */
  sitemap: readonly SitemapEntry[];
  robots: Robots | null;
  /** robots.txt answered with a server error or not at all: RFC 9309 §2.3.1.4, nothing may be crawled. */
  robotsUnreadable: boolean;
  /** Pages to pick beside the home page (SITE_PAGES - 1), the named page included. */
  count: number;
  /** Our own hosts, refused like internal names (gather/http.ts FetchRules). */
  ownHosts?: readonly string[];
}

/**
 * The order page types are taken in, one of each group per round: what answer engines quote first
 * (articles, docs), then what a business is asked about (products and pricing, who it is and how to reach
 * it), then pages whose type the address does not tell. Listings (a blog index, a tag page, a section's
 * index page) only when none of these is left: they point to what answer engines quote rather than hold it.
 */
export const TYPE_ROUNDS: readonly (readonly PageType[])[] = [["article"], ["docs"], ["product", "pricing"], ["about", "contact"], ["other"]];
export const LAST_RESORT: readonly PageType[] = ["listing"];
/** Types an address names by its folder alone: a page with other candidates below it is its section's index. */
const FOLDER_TYPES: ReadonlySet<PageType> = new Set(["article", "docs", "product", "other"]);

/**
 * Candidates looked at from the sitemap and from the home page's links, each: the sitemap's newest and the
 * first links are plenty for a handful of pages, and each costs a URL parse and a few patterns.
 */
const MAX_CANDIDATES = 300;
/** Extensions of files that are no HTML page. */
const NOT_A_PAGE = /\.(?:xml|rss|atom|json|txt|pdf|zip|gz|tgz|rar|7z|dmg|exe|msi|apk|jpe?g|png|gif|webp|avif|svg|ico|bmp|tiff?|mp[34]|m4[av]|webm|mov|avi|wav|ogg|flac|woff2?|ttf|otf|eot|css|js|mjs|map|csv|xlsx?|docx?|pptx?|epub)$/i;
/** Addresses that act rather than show a page: sign-in, sign-out, cart, feeds. */
const ACTION_PATH = /\/(?:wp-admin|wp-login\.php|login|logout|signin|sign-in|signout|sign-out|signup|sign-up|register|cart|checkout|basket|account|feed|cdn-cgi)(?:[/?#]|$)/i;

const WORDS = patternsOf(LEXICONS);
/** Our product token in robots.txt (RFC 9309 §2.2.1): "Citable" from our User-Agent. */
const OUR_AGENT = /\bCitable\b/.exec(USER_AGENT)![0];

function decodedPath(url: URL): string {
  try {
    return decodeURI(url.pathname);
  } catch {
    return url.pathname;
  }
}

/** The page type an address names (the page-type readers' own slugs, scoring/lexicons), else its link text, else "other". */
export function likelyType(url: URL, text = ""): PageType {
  const path = decodedPath(url);
  const strong = WORDS.addressTypes.find(([, pattern]) => pattern.test(path))?.[0];
  if (strong) return strong;
  if (WORDS.docsHost.test(url.hostname)) return "docs";
  const heading = text.toLowerCase().replace(/[\s.!:–—-]+$/u, "");
  const named = heading ? WORDS.headingTypes.find(([, pattern]) => pattern.test(heading))?.[0] : undefined;
  if (named) return named;
  return WORDS.weakAddressTypes.find(([, pattern]) => pattern.test(path))?.[0] ?? "other";
}

/** Child sitemaps of an index to read for the sample: on the site, newest lastmod first (undated ones after, in order). */
export function childSitemaps(index: Sitemap, home: URL, max: number): URL[] {
  const site = siteKey(home.hostname);
  const { dated, undated } = newestFirst(index.entries);
  return [...dated, ...undated]
    .map((entry) => (URL.canParse(entry.loc.trim()) ? new URL(entry.loc.trim()) : null))
    .filter((url): url is URL => url !== null && (url.protocol === "https:" || url.protocol === "http:") && onSite(url, site) && judgeUrl(url).ok)
    .slice(0, max);
}

/**
 * A lastmod as a time to sort by, or null. W3C Datetime is a profile of ISO 8601 that Date.parse reads
 * (2026-03-05, 2026-03-05T10:00:00+01:00), at a fraction of a full date reader's cost on 50,000 entries.
 */
function lastmodTime(lastmod: string | null): number | null {
  const time = lastmod === null ? Number.NaN : Date.parse(lastmod.trim());
  return Number.isNaN(time) ? null : time;
}

/** The entries with a lastmod, newest first (the file's order among equals), and the rest in the file's order. */
function newestFirst(entries: readonly SitemapEntry[]): { dated: SitemapEntry[]; undated: SitemapEntry[] } {
  const timed: { entry: SitemapEntry; at: number; time: number }[] = [];
  const undated: SitemapEntry[] = [];
  entries.forEach((entry, at) => {
    const time = lastmodTime(entry.lastmod);
    if (time === null) undated.push(entry);
    else timed.push({ entry, at, time });
  });
  const dated = timed.sort((a, b) => b.time - a.time || a.at - b.at).map(({ entry }) => entry);
  return { dated, undated };
}

/** Each path's folders (`/a` and `/a/b` of `/a/b/c`): a candidate whose path is among them has pages below it. */
function foldersOf(paths: readonly string[]): Set<string> {
  const folders = new Set<string>();
  for (const path of paths) {
    for (let end = path.lastIndexOf("/"); end > 0; end = path.lastIndexOf("/", end - 1)) {
      const folder = path.slice(0, end);
      if (folders.has(folder)) break;
      folders.add(folder);
    }
  }
  return folders;
}

/** The pages to read beside the home page, the named one first, at most `count`. */
export function chooseSample(input: SampleInput): SamplePick[] {
  const site = siteKey(input.home.hostname);
  const seen = new Set([urlKey(input.home)]);
  const picks: SamplePick[] = [];
  if (input.named && input.count > 0 && onSite(input.named, site)) {
    // On the home page's origin, where the site landed (https, www. or not): no redirect on the way.
    const named = new URL(`${input.named.pathname}${input.named.search}`, input.home);
    const key = urlKey(named);
    if (!seen.has(key)) {
      seen.add(key);
      picks.push({ url: named, likely: likelyType(named), source: "named" });
    }
  }
  // Nothing more when robots.txt could not be read: its server failing means "disallow all".
  if (input.robotsUnreadable) return picks;

  /** A candidate from the raw address, or null when it is no page of this site we may read. */
  const candidate = (raw: string, source: SampleSource, text = ""): SamplePick | null => {
    let url: URL;
    try {
      url = new URL(raw, input.home);
    } catch {
      return null;
    }
    url.hash = "";
    const key = urlKey(url);
    // The home page again under a query (?lang=fr, ?ref=nav) is not another page type.
    if (key === null || seen.has(key) || url.pathname === input.home.pathname) return null;
    seen.add(key);
    if (!onSite(url, site) || !judgeUrl(url, input.ownHosts ?? []).ok) return null;
    if (NOT_A_PAGE.test(url.pathname) || ACTION_PATH.test(url.pathname)) return null;
    if (input.robots && !isAllowed(input.robots, OUR_AGENT, robotsPath(url))) return null;
    return { url, likely: likelyType(url, text), source };
  };
  /** Accepted candidates from `raws`, in their order, while `budget` lasts (it is shared by a source's lists). */
  const take = (raws: Iterable<readonly [string, SampleSource, string]>, budget: { left: number }): SamplePick[] => {
    const accepted: SamplePick[] = [];
    for (const [raw, source, text] of raws) {
      if (budget.left <= 0) break;
      const found = candidate(raw, source, text);
      if (!found) continue;
      accepted.push(found);
      budget.left--;
    }
    return accepted;
  };
  const entries = newestFirst(input.sitemap);
  // Read lazily: the budget usually ends a few hundred entries into a sitemap of thousands.
  const fromSitemap = function* (list: Iterable<SitemapEntry>) {
    for (const entry of list) yield [entry.loc.trim(), "sitemap", ""] as const;
  };
  const fromLinks = (place: PageLink["place"]) => input.links.filter((link) => link.place === place).map((link) => [link.href, place, link.text] as const);
  const sitemapBudget = { left: MAX_CANDIDATES };
  const linkBudget = { left: MAX_CANDIDATES };
  // Dated sitemap entries are the surest sign of a live page; then the navigation, the content, undated
  // sitemap entries, and last the footer's fine print. Each source has its own budget, so a sitemap of
  // 50,000 posts cannot crowd the navigation's docs and pricing pages out.
  const dated = take(fromSitemap(entries.dated), sitemapBudget);
  const nav = take(fromLinks("nav"), linkBudget);
  const content = take(fromLinks("content"), linkBudget);
  const undated = take(fromSitemap(entries.undated), sitemapBudget);
  const footer = take(fromLinks("footer"), linkBudget);
  // A page with other candidates below it (/docs/ beside /docs/webhooks/) is its section's index.
  const paths = [...dated, ...nav, ...content, ...undated, ...footer].map((pick) => pick.url.pathname.replace(/\/+$/, ""));
  const folders = foldersOf(paths);
  const candidates = [...dated, ...nav, ...content, ...undated, ...footer].map((pick, index): SamplePick => {
    const own = paths[index]!;
    const isIndex = own !== "" && FOLDER_TYPES.has(pick.likely) && folders.has(own);
    return isIndex ? { ...pick, likely: "listing" } : pick;
  });

  const taken = new Set<SamplePick>();
  const rounds = [...TYPE_ROUNDS, LAST_RESORT];
  const groups = rounds.map((types) => candidates.filter((candidate) => types.includes(candidate.likely)));
  const lastResort = groups.length - 1;
  // Within a group of two types, alternate them (a product, then a pricing page), each in candidate order.
  const nextOf = (group: readonly SamplePick[], round: number, types: readonly PageType[]) => {
    const preferred = types[round % types.length];
    return group.find((candidate) => !taken.has(candidate) && candidate.likely === preferred) ?? group.find((candidate) => !taken.has(candidate));
  };
  for (let round = 0; picks.length < input.count; round++) {
    let tookAny = false;
    for (const [index, group] of groups.entries()) {
      if (picks.length >= input.count) break;
      // The last resort's turn comes in a round where nothing else was left.
      if (index === lastResort && tookAny) break;
      const next = nextOf(group, round, rounds[index]!);
      if (!next) continue;
      taken.add(next);
      picks.push({ url: next.url, likely: next.likely, source: next.source });
      tookAny = true;
    }
    if (!tookAny) break;
  }
  return picks;
}
