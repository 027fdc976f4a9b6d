// The safe site fetcher: the home page of a domain (https first, http if https cannot be reached), and
// beside it robots.txt, llms.txt and the sitemap under small caps. Shared by the Worker and the CLI.
// Limits: 10 s for the page in all, 5 s without data, 5 MiB of decoded body; site files 4 s and
// 500 KiB (robots.txt), 100 KiB (llms.txt), 2 MiB (sitemap).
// Everything is read from the site itself (gather/site.ts: the host and its www./bare variants): a
// redirect of the page or of a site file to another site is not followed, and a robots.txt `Sitemap:`
// line on another host is ignored (red team 2026-11-24, issue 17: otherwise our fetch goes wherever a
// site points it, and another site's page or files are scored under the asked name).
import { parseRobots } from "../scoring/derive/robots.ts";
import { shellOf } from "../scoring/derive/shell.ts";
import type { PlainFetch, SiteFiles } from "../scoring/input.ts";
import { decodeBody, parseContentType, sniffsAsHtml } from "./decode.ts";
import { guardedGet, type ExchangeFailure, type FetchRules } from "./http.ts";
import { onSite, siteKey } from "./site.ts";
import { observePlainPaced } from "./walls.ts";

export type { SiteFiles };

export const PAGE_LIMITS = { totalMs: 10_000, idleMs: 5_000, maxBytes: 5 * 1024 * 1024, maxRedirects: 5 } as const;
export const RESOURCE_LIMITS = {
  totalMs: 4_000,
  robots: 500 * 1024,
  llms: 100 * 1024,
  sitemap: 2 * 1024 * 1024,
  maxRedirects: 3,
} as const;

const HTML_ACCEPT = "text/html,application/xhtml+xml;q=0.9,*/*;q=0.5";

export interface FetchedPage {
  /** Final URL after redirects, as the site gave it. */
  url: string;
  status: number;
  headers: Record<string, string>;
  html: string;
  charset: string;
  redirects: string[];
  /** What the plain fetch got, read once: bot wall, size, client-side app markers. */
  plain: PlainFetch;
}

/** Why a page could not be read; `blocked` pages may still be read by a browser. */
export type PageFailure =
  | { kind: "blocked"; detail: string; page: FetchedPage }
  | { kind: "empty-shell"; detail: string; page: FetchedPage }
  | { kind: "http-error"; detail: string; status: number }
  | { kind: "not-html"; detail: string }
  | ExchangeFailure;

export type PageResult = { ok: true; page: FetchedPage } | { ok: false; failure: PageFailure };


/** Statuses bot protection answers with (Cloudflare, Akamai, DataDome, PerimeterX...). */
const BOT_WALL_STATUSES = new Set([401, 403, 429, 503]);

function headerRecord(headers: Headers): Record<string, string> {
  const record: Record<string, string> = {};
  headers.forEach((value, name) => {
    record[name.toLowerCase()] = value;
  });
  return record;
}

/**
 * The 422 detail of a home page that redirects to another site: it names that site (a judged DNS name,
 * at most 253 characters) for the caller to ask for. `hop` is unknown when a browser landed there.
 */
export function offSiteDetail(site: string, hop?: number): string {
  return `the site redirects to another site, ${site}${hop === undefined ? "" : ` (redirect ${hop})`}; score ${site} itself`;
}

/** The page at `url`, kept on its site (a redirect elsewhere is a failure naming where it goes); used for the home page and the site's sampled pages. */
export async function fetchPageAt(url: URL, rules: FetchRules, deadline: number, maxBytes: number = PAGE_LIMITS.maxBytes): Promise<PageResult> {
  const result = await guardedGet(url, rules, {
    maxBytes,
    maxRedirects: PAGE_LIMITS.maxRedirects,
    deadline,
    idleMs: PAGE_LIMITS.idleMs,
    accept: HTML_ACCEPT,
    site: siteKey(url.hostname),
  });
  if (!result.ok) {
    const failure = result.failure;
    if (failure.kind === "off-site") return { ok: false, failure: { ...failure, detail: offSiteDetail(failure.site, failure.hop) } };
    return result;
  }
  const { exchange } = result;
  const contentType = parseContentType(exchange.headers.get("content-type"));
  const isHtml = contentType ? /^(?:text\/html|application\/xhtml\+xml)$/.test(contentType.type) : sniffsAsHtml(exchange.body);
  const decoded = decodeBody(exchange.body, contentType, true);
  const headers = headerRecord(exchange.headers);
  const page: FetchedPage = {
    url: exchange.url.href,
    status: exchange.status,
    headers,
    html: decoded.text,
    charset: decoded.charset,
    redirects: exchange.redirects,
    plain: await observePlainPaced(decoded.text, exchange.status, new Map(Object.entries(headers))),
  };
  if (page.plain.challenge) return { ok: false, failure: { kind: "blocked", detail: `HTTP ${page.status}, bot protection (${page.plain.challenge})`, page } };
  if (BOT_WALL_STATUSES.has(page.status)) return { ok: false, failure: { kind: "blocked", detail: `HTTP ${page.status}`, page } };
  if (page.status < 200 || page.status >= 300) {
    return { ok: false, failure: { kind: "http-error", detail: `HTTP ${page.status}`, status: page.status } };
  }
  if (!isHtml) return { ok: false, failure: { kind: "not-html", detail: `content type ${contentType?.type ?? "unknown"} is not HTML` } };
  const shell = shellOf(page.plain);
  if (shell.empty) return { ok: false, failure: { kind: "empty-shell", detail: shell.reason, page } };
  return { ok: true, page };
}

/**
 * The domain's home page: https first; http only when https could not be connected to at all (a slow
 * server is as slow over http, and the deadline is shared).
 */
export async function fetchHomePage(domain: string, rules: FetchRules, now = Date.now()): Promise<PageResult> {
  const deadline = now + PAGE_LIMITS.totalMs;
  const https = await fetchPageAt(new URL(`https://${domain}/`), rules, deadline);
  if (https.ok || https.failure.kind !== "unreachable") return https;
  if (Date.now() >= deadline) return https;
  const http = await fetchPageAt(new URL(`http://${domain}/`), rules, deadline);
  return http.ok || http.failure.kind !== "unreachable" ? http : https;
}

/** A site file's text, or null with the server's failure when it failed (a 4xx is simply missing). */
async function fetchText(
  url: URL,
  rules: FetchRules,
  maxBytes: number,
  accept: string,
  looksRight: (text: string, type: string) => boolean,
): Promise<{ text: string | null; error: string | null }> {
  const result = await guardedGet(url, rules, {
    maxBytes,
    maxRedirects: RESOURCE_LIMITS.maxRedirects,
    deadline: Date.now() + RESOURCE_LIMITS.totalMs,
    idleMs: RESOURCE_LIMITS.totalMs,
    accept,
    site: siteKey(url.hostname),
  });
  // A redirect to another site (or a forbidden hop) leaves the file missing, like a 4xx; RFC 9309 §2.3.1.2
  // lets a crawler give up on robots.txt redirects, and we never read another site's files for this one.
  if (!result.ok) {
    const serverFailed = result.failure.kind === "timeout" || result.failure.kind === "unreachable";
    return { text: null, error: serverFailed ? result.failure.detail : null };
  }
  const status = result.exchange.status;
  if (status >= 500) return { text: null, error: `HTTP ${status}` };
  if (status !== 200) return { text: null, error: null };
  const contentType = parseContentType(result.exchange.headers.get("content-type"));
  const text = decodeBody(result.exchange.body, contentType, false).text;
  return { text: looksRight(text, contentType?.type ?? "") ? text : null, error: null };
}

// Many sites answer any path with their HTML home page and a 200 ("soft 404"): that is not a robots.txt.
const notHtml = (text: string, type: string) => type !== "text/html" && !/^\s*</.test(text);
const isSitemap = (text: string) => /<(?:urlset|sitemapindex)\b/i.test(text.slice(0, 4096));

/** The first Sitemap: URL in robots.txt on the same site (another host's is ignored), else /sitemap.xml. */
export function sitemapUrl(origin: URL, robotsTxt: string | null): URL {
  const site = siteKey(origin.hostname);
  const declared = (robotsTxt === null ? [] : parseRobots(robotsTxt).sitemaps)
    .map((value) => (URL.canParse(value) ? new URL(value) : undefined))
    .find((url): url is URL => url !== undefined && (url.protocol === "https:" || url.protocol === "http:") && onSite(url, site));
  return declared ?? new URL("/sitemap.xml", origin);
}

/** A sitemap's text (a <urlset> or <sitemapindex>), or null when missing, unreadable or not a sitemap. */
export async function fetchSitemap(url: URL, rules: FetchRules): Promise<string | null> {
  return (await fetchText(url, rules, RESOURCE_LIMITS.sitemap, "application/xml,text/xml,*/*;q=0.5", isSitemap)).text;
}

/**
 * robots.txt, llms.txt and the sitemap of the site at `origin`; each null when missing or unreadable. The
 * sitemap's usual address is fetched beside robots.txt rather than after it: the site's sample is chosen
 * from it, and waiting for robots.txt first would put one more round trip before the sampled pages. When
 * robots.txt names another sitemap on the site, that one is read instead.
 */
export async function fetchSiteFiles(origin: URL, rules: FetchRules): Promise<SiteFiles> {
  const usual = new URL("/sitemap.xml", origin);
  const early = fetchSitemap(usual, rules);
  const [robots, llms] = await Promise.all([
    fetchText(new URL("/robots.txt", origin), rules, RESOURCE_LIMITS.robots, "text/plain,*/*;q=0.5", notHtml),
    fetchText(new URL("/llms.txt", origin), rules, RESOURCE_LIMITS.llms, "text/markdown,text/plain,*/*;q=0.5", notHtml),
  ]);
  const declared = sitemapUrl(origin, robots.text);
  const sitemap = declared.href === usual.href ? await early : await fetchSitemap(declared, rules);
  return { robotsTxt: robots.text, robotsTxtError: robots.error, llmsTxt: llms.text, sitemapXml: sitemap };
}
