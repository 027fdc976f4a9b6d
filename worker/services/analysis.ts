// A fresh analysis of one domain: fetch the home page (a browser when plain fetches are walled off or the
// page is an empty JavaScript shell, or to measure render parity when it looks client-rendered) and the
// site files, probe the model's knowledge meanwhile, score, and store the result (CACHE) and the full
// report (HISTORY, outliving the cache).
import { topFixes, type Report } from "../../scoring/index.ts";
import { clientRenderedSign } from "../../scoring/derive/shell.ts";
import type { PlainFetch, RenderedObservation } from "../../scoring/input.ts";
import type { Config } from "../config.ts";
import { renderPage, type RenderResult } from "./browser.ts";
import { writeCached, type CachedAnalysis } from "./cache.ts";
import { startCrawlerProbes } from "../../gather/crawler-access.ts";
import { fetchHomePage, fetchSiteFiles, offSiteDetail, type FetchedPage } from "../../gather/fetch-site.ts";
import { onSite, siteKey } from "../../gather/site.ts";
import type { FetchRules } from "../../gather/http.ts";
import { probeDomain, type AiKnowledge } from "./probe.ts";
import { writeReport } from "./reports.ts";
import { compareRendered, score } from "./score.ts";
import { anthropicClient } from "./summary-ai.ts";

/** The probe runs beside the fetch and gives up after this long. */
const PROBE_TIMEOUT_MS = 4_000;
/** Once the page is scored, the probe gets at most this much longer; the summary job fills it in later. */
const PROBE_GRACE_MS = 1_000;

/** The promise's value if it settles within `ms`, else undefined (the work goes on unobserved). */
async function within<T>(promise: Promise<T | undefined>, ms: number): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

export type AnalysisResult = { ok: true; record: CachedAnalysis } | { ok: false; detail: string | null };

export function fetchRules(config: Config): FetchRules {
  const ownHosts = config.PUBLIC_BASE_URL ? [new URL(config.PUBLIC_BASE_URL).hostname.toLowerCase()] : [];
  return { targetRules: config.TARGET_RESOLVE, ownHosts };
}

async function probe(config: Config, domain: string): Promise<AiKnowledge | undefined> {
  const client = anthropicClient(config, PROBE_TIMEOUT_MS);
  if (!client) return undefined;
  return probeDomain(client, config.AI_MODEL, domain).catch((error: unknown) => {
    console.warn("ai probe failed", domain, String(error));
    return undefined;
  });
}

/**
 * The page to score, how it was read, what a plain fetch of its address got (`fetched`: that fetch as it
 * came, the yardstick of the crawler probes), and render parity when the page was rendered in a browser
 * (or why the browser could not render it).
 */
type ReadPage =
  | { ok: true; page: Omit<FetchedPage, "plain">; via: "fetch" | "browser"; plain: PlainFetch; fetched: FetchedPage; rendered?: RenderedObservation }
  | { ok: false; detail: string };

/**
 * A page a plain fetch read, rendered only to measure render parity, gets less of the browser than one that
 * needs the browser to be read at all: a slow render then costs the analysis less than it could tell.
 */
const PARITY_RENDER_MS = 15_000;

/** Render parity of a render against the plain HTML; a browser that left the site compares nothing. */
async function parityOf(env: Env, domain: string, plainHtml: string, rendered: RenderResult): Promise<RenderedObservation> {
  if (!rendered.ok) return { ok: false, detail: rendered.detail };
  const landed = new URL(rendered.page.url);
  if (!onSite(landed, domain)) return { ok: false, detail: `the browser landed on another site, ${siteKey(landed.hostname)}` };
  try {
    return await compareRendered(env, plainHtml, rendered.page.html);
  } catch (error) {
    console.error("render parity failed", domain, error);
    return { ok: false, detail: "the rendered page could not be compared" };
  }
}

// One browser session per analysis at most: the plain fetch decides whether the page is rendered, and
// each branch below renders it once or not at all.
async function readPage(env: Env, domain: string, rules: FetchRules): Promise<ReadPage> {
  const browser = env.BROWSER as unknown as Fetcher | undefined;
  const plain = await fetchHomePage(domain, rules);
  if (plain.ok) {
    const page = plain.page;
    // Read as crawlers read it; rendered only to compare when it looks client-rendered (render parity).
    if (clientRenderedSign(page.plain) === null) return { ok: true, page, via: "fetch", plain: page.plain, fetched: page };
    const rendered = await renderPage(browser, new URL(page.url), rules, PARITY_RENDER_MS);
    return { ok: true, page, via: "fetch", plain: page.plain, fetched: page, rendered: await parityOf(env, domain, page.html, rendered) };
  }
  const failure = plain.failure;
  if (failure.kind !== "blocked" && failure.kind !== "empty-shell") return { ok: false, detail: failure.detail };
  const target = new URL(failure.page.url);
  const rendered = await renderPage(browser, target, rules);
  if (rendered.ok) {
    // What the browser sandbox refused says something about the site; the report has no place for it yet.
    const { blockedRequests, closedPopups, refusedWorkers } = rendered.sandbox;
    if (blockedRequests + closedPopups + refusedWorkers > 0) console.warn("browser sandbox refused", domain, rendered.sandbox);
    const headers = { ...failure.page.headers, ...rendered.page.headers };
    const parity = await parityOf(env, domain, failure.page.html, rendered);
    return { ok: true, page: { ...rendered.page, headers }, via: "browser", plain: failure.page.plain, fetched: failure.page, rendered: parity };
  }
  // An empty shell is still a readable page when no browser helps: score what crawlers actually see.
  if (failure.kind === "empty-shell") return { ok: true, page: failure.page, via: "fetch", plain: failure.page.plain, fetched: failure.page, rendered: { ok: false, detail: rendered.detail } };
  return { ok: false, detail: `${failure.detail}; ${rendered.detail}` };
}

export function recordFrom(report: Report, domain: string, config: Config, now: number, aiKnowledge: AiKnowledge | undefined): CachedAnalysis {
  return {
    domain,
    score: report.score,
    grade: report.grade,
    summary: report.summary,
    summary_source: "template",
    category_scores: report.category_scores,
    top_fixes: topFixes(report.fixes, 5).map((fix) => fix.title),
    engine_version: report.engine_version,
    ...(aiKnowledge ? { ai_knowledge: aiKnowledge } : {}),
    analyzed_at: report.analyzed_at,
    expires_at: now + config.CACHE_TTL_SECONDS * 1000,
  };
}

export async function runAnalysis(env: Env, config: Config, domain: string, now = Date.now()): Promise<AnalysisResult> {
  const rules = fetchRules(config);
  const knowledge = probe(config, domain);
  // The site files of the likely origin load beside the page; a page that landed elsewhere (www., http)
  // gets its own origin's files afterwards.
  const likelyOrigin = new URL(`https://${domain}/`);
  const likelyFiles = fetchSiteFiles(likelyOrigin, rules);
  // The home page as each AI crawler gets it, fetched beside the page (about one round trip; at most 10 s).
  const crawlers = startCrawlerProbes(domain, rules);
  const page = await readPage(env, domain, rules);
  if (!page.ok) return { ok: false, detail: page.detail };
  const landed = new URL(page.page.url);
  // A domain that lands on another site is refused, never scored under its own name (issue 17): the
  // contract's `url` is the domain that was scored, and the badge and report would carry the other site's
  // score for 24 h and 90 days. Plain fetches stop at the hop that leaves (gather/fetch-site.ts); this
  // catches a browser that got there by script or meta refresh. The 422 names the site to ask for instead.
  if (!onSite(landed, domain)) return { ok: false, detail: offSiteDetail(siteKey(landed.hostname)) };
  const files = landed.origin === likelyOrigin.origin ? await likelyFiles : await fetchSiteFiles(landed, rules);
  let report: Report;
  try {
    report = await score(env, {
      html: page.page.html,
      url: page.page.url,
      now: new Date(now),
      readVia: page.via,
      response: { status: page.page.status, headers: page.page.headers },
      plain: page.plain,
      site: files,
      crawlers: await crawlers.against(page.fetched),
      ...(page.rendered ? { rendered: page.rendered } : {}),
    });
  } catch (error) {
    console.error("analysis failed", domain, error);
    return { ok: false, detail: "the page could not be analyzed" };
  }
  report = { ...report, url: domain };
  const record = recordFrom(report, domain, config, now, await within(knowledge, PROBE_GRACE_MS));
  await Promise.all([writeCached(env.CACHE, record, now), writeReport(env.HISTORY, report)]);
  return { ok: true, record };
}
