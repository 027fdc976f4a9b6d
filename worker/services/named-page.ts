// A page a person named (the browser UI: https://example.com/pricing) when the site's result came without
// it (from the cache, or an analysis another request started): that page is read and scored alone, beside
// the site's result, as a fresh analysis under the same limits (issue 14). Nothing is stored: the site's
// report stays the domain's. A page that cannot be read, or a client out of fresh analyses, is said in
// `failed`, never an error that would hide the site's result.
import { urlKey } from "../../scoring/derive/sitemap.ts";
import type { Report } from "../../scoring/index.ts";
import { fetchSiteFiles, offSiteDetail } from "../../gather/fetch-site.ts";
import { onSite, siteKey } from "../../gather/site.ts";
import type { Config } from "../config.ts";
import { ApiError } from "../errors.ts";
import { pageInput } from "../../gather/fetch-sample.ts";
import { fetchRules, readPage } from "./analysis.ts";
import { admitFresh } from "./limits.ts";
import { score } from "./score.ts";

export interface NamedPage {
  url: string;
  /** The page's own report, scored alone; null when it was not read (`failed` says why). */
  report: Report | null;
  failed: string | null;
}

/**
 * The page of `domain` a person's address names, or null when it names the home page (no path, or only
 * "/"); the address is the one the normalizer accepted for `domain`, so it is on the site.
 */
export function namedPageOf(raw: string, domain: string): URL | null {
  const url = URL.parse(/^[a-z][a-z0-9+.-]*:\/\//i.test(raw.trim()) ? raw.trim() : `https://${raw.trim()}`);
  if (!url || !onSite(url, domain) || (url.pathname === "/" && url.search === "")) return null;
  url.hash = "";
  url.port = "";
  return url;
}

/** Whether a site's report read the page (scored or failed). */
export function sampled(report: Report | undefined, page: URL): boolean {
  const key = urlKey(page);
  return report?.pages?.some((entry) => urlKey(entry.url) === key) ?? false;
}

/** The named page read and scored alone, counted as a fresh analysis of the client's. */
export async function analyzeNamedPage(env: Env, config: Config, domain: string, page: URL, bucket: string | null, now = Date.now()): Promise<NamedPage> {
  const admission = await admitFresh(env, config, bucket, now);
  if (!admission.ok) {
    if ("unavailable" in admission) return { url: page.href, report: null, failed: new ApiError("unavailable").body.error };
    return { url: page.href, report: null, failed: ApiError.limited(admission.retryAfter, admission.seconds).body.error };
  }
  const rules = fetchRules(config);
  const [read, files] = await Promise.all([readPage(env, domain, rules, page), fetchSiteFiles(new URL(page.origin), rules)]);
  // The raw reason, as a sampled page's failure is given (`HTTP 404`, `timeout after 10 s`).
  if (!read.ok) return { url: page.href, report: null, failed: read.detail };
  // A browser that a script took to another site: that site's page is not this one's (see runAnalysis).
  if (!onSite(new URL(read.page.url), domain)) return { url: page.href, report: null, failed: offSiteDetail(siteKey(new URL(read.page.url).hostname)) };
  try {
    return { url: read.page.url, report: await score(env, { ...pageInput(read.page, read.via, read.plain, files, now), ...(read.rendered ? { rendered: read.rendered } : {}) }), failed: null };
  } catch (error) {
    console.error("named page analysis failed", page.href, error);
    return { url: page.href, report: null, failed: "the page could not be analyzed" };
  }
}
