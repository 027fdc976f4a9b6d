// A fresh analysis of one domain: fetch the home page (a browser when plain fetches are walled off or the
// page is an empty JavaScript shell, or to measure render parity when it looks client-rendered) and the
// site files, probe the model's knowledge meanwhile, then read a sample of the site's other pages (issue 14:
// SITE_PAGES in all, a page a person named among them), score each page and the site, and store the result
// (CACHE) and the full report (HISTORY, outliving the cache). Pages are judged as soon as each is in: the
// home page while the others are fetched, so scoring mostly overlaps the round of fetches; small pages
// together, a large one alone, so the scorer never holds more parse at once than one page (judgeInTurn).
import { combineSite, topFixes, type AnalyzeInput, type PageJudgment, type Report } from "../../scoring/index.ts";
import { clientRenderedSign } from "../../scoring/derive/shell.ts";
import type { PlainFetch, RenderedObservation } from "../../scoring/input.ts";
import type { FailedPage, SiteRole } from "../../scoring/site.ts";
import { pageInput, roleOf, sampleSite, sitemapEntries, sitePageOf, type SampledPage } from "../../gather/fetch-sample.ts";
import type { Config } from "../config.ts";
import { renderPage, type RenderResult } from "./browser.ts";
import { renderPages } from "./browser-pages.ts";
import { writeCached, type CachedAnalysis } from "./cache.ts";
import { fetchHomePage, fetchPageAt, fetchSiteFiles, offSiteDetail, PAGE_LIMITS, type FetchedPage } from "../../gather/fetch-site.ts";
import { onSite, siteKey } from "../../gather/site.ts";
import type { FetchRules } from "../../gather/http.ts";
import { probeDomain, type AiKnowledge } from "./probe.ts";
import { writeReport } from "./reports.ts";
import { judgeInTurn, type JudgeNext } from "./judge-in-turn.ts";
import { compareRendered, crawlerProbes, judge } from "./score.ts";
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

// One browser session for the page at most: the plain fetch decides whether the page is rendered, and
// each branch below renders it once or not at all. (A site's sampled pages: browser-pages.ts.)
/** The domain's home page, or the page `at` (a page a person named: services/named-page.ts). */
export async function readPage(env: Env, domain: string, rules: FetchRules, at?: URL): Promise<ReadPage> {
  const browser = env.BROWSER as unknown as Fetcher | undefined;
  const plain = at ? await fetchPageAt(at, rules, Date.now() + PAGE_LIMITS.totalMs) : await fetchHomePage(domain, rules);
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
    // A site's report may name one fix on several pages: the list names each once.
    top_fixes: [...new Set(topFixes(report.fixes, report.fixes.length).map((fix) => fix.title))].slice(0, 5),
    engine_version: report.engine_version,
    ...(aiKnowledge ? { ai_knowledge: aiKnowledge } : {}),
    analyzed_at: report.analyzed_at,
    expires_at: now + config.CACHE_TTL_SECONDS * 1000,
  };
}

/** A sampled page's judgment, or the page as failed: an inner page never fails the analysis. */
function judgeOrFail(input: AnalyzeInput, role: SiteRole, judgeNext: JudgeNext): Promise<PageJudgment | FailedPage> {
  return judgeNext(input, role).catch((error: unknown) => {
    console.error("page analysis failed", input.url, error);
    return { role, url: input.url, failed: "the page could not be analyzed" };
  });
}

/** A sampled page as a plain fetch read it, judged, or failed with the fetch's reason. */
async function judgeSampled(sampled: SampledPage, now: number, judgeNext: JudgeNext): Promise<PageJudgment | FailedPage> {
  const page = sitePageOf(sampled, now);
  return "failed" in page ? page : judgeOrFail(page.input, page.role, judgeNext);
}

/**
 * The sample judged when the home page needed a browser: its siblings are usually walled off too, so the
 * pages plain fetches could not read are rendered together in one browser session (browser-pages.ts) once
 * the plain round is in, then judged like the rest.
 */
async function judgeWithBrowser(env: Env, domain: string, pages: readonly Promise<SampledPage>[], now: number, rules: FetchRules, judgeNext: JudgeNext): Promise<(PageJudgment | FailedPage)[]> {
  const done = await Promise.all(pages);
  const walled = done.filter(({ result }) => !result.ok && (result.failure.kind === "blocked" || result.failure.kind === "empty-shell"));
  const rendered = await renderPages(env.BROWSER as unknown as Fetcher | undefined, walled.map(({ pick }) => pick.url), rules);
  return Promise.all(
    done.map(async (sampled) => {
      const at = walled.indexOf(sampled);
      const render = rendered[at];
      if (!render || sampled.result.ok || !("page" in sampled.result.failure)) return judgeSampled(sampled, now, judgeNext);
      const { failure } = sampled.result;
      const role = roleOf(sampled);
      if (!render.ok) {
        // An empty shell the browser could not fill is still what crawlers get there.
        if (failure.kind === "empty-shell") return judgeSampled(sampled, now, judgeNext);
        return { role, url: sampled.pick.url.href, failed: `${failure.detail}; ${render.detail}` };
      }
      const landed = new URL(render.page.url);
      if (!onSite(landed, domain)) return { role, url: sampled.pick.url.href, failed: offSiteDetail(siteKey(landed.hostname)) };
      const input = pageInput({ ...render.page, headers: { ...failure.page.headers, ...render.page.headers } }, "browser", failure.page.plain, sampled.site, now);
      return judgeOrFail(input, role, judgeNext);
    }),
  );
}

/** `named`: a page a person asked for (the UI), read with the sample; null for the agent endpoint, MCP and the cron. */
export async function runAnalysis(env: Env, config: Config, domain: string, now = Date.now(), named: URL | null = null): Promise<AnalysisResult> {
  const rules = fetchRules(config);
  const knowledge = probe(config, domain);
  // The site files of the likely origin load beside the page; a page that landed elsewhere (www., http)
  // gets its own origin's files afterwards.
  const likelyOrigin = new URL(`https://${domain}/`);
  const likelyFiles = fetchSiteFiles(likelyOrigin, rules);
  // A sitemap index's child sitemaps are read as soon as it is in, beside the home page rather than after
  // it: the sample's candidates need them, not the page. (Failing, they fail the sample below, as before.)
  const likelyEntries = likelyFiles.then((files) => sitemapEntries(files, likelyOrigin, rules));
  likelyEntries.catch(() => undefined);
  // The home page as each AI crawler gets it, fetched beside the page (about one round trip; at most 10 s),
  // on the scorer (services/score.ts).
  const crawlers = crawlerProbes(env, domain, rules);
  const page = await readPage(env, domain, rules);
  if (!page.ok) {
    // The probes on the scorer wait for our own fetch to compare with: told there is none, they end now
    // rather than when the scorer gives up waiting (holding up to 14 bodies meanwhile).
    crawlers.against(null).catch(() => undefined);
    return { ok: false, detail: page.detail };
  }
  const landed = new URL(page.page.url);
  // A domain that lands on another site is refused, never scored under its own name (issue 17): the
  // contract's `url` is the domain that was scored, and the badge and report would carry the other site's
  // score for 24 h and 90 days. Plain fetches stop at the hop that leaves (gather/fetch-site.ts); this
  // catches a browser that got there by script or meta refresh. The 422 names the site to ask for instead.
  if (!onSite(landed, domain)) return { ok: false, detail: offSiteDetail(siteKey(landed.hostname)) };
  const sameOrigin = landed.origin === likelyOrigin.origin;
  const files = sameOrigin ? await likelyFiles : await fetchSiteFiles(landed, rules);
  const judgeNext = judgeInTurn((input, role) => judge(env, input, role));
  // The sample is chosen first, and its round of pages is on its way before anything else is done here:
  // that round is the rest of the critical path, while reading the crawlers' answers (a page's text each,
  // when it is not ours byte for byte) and judging the home page fit within it. The sample is the
  // service's choice: if choosing it fails, the site is scored on what was read.
  const sample = await sampleSite({ home: page.page, files, named, count: config.SITE_PAGES - 1, rules, ...(sameOrigin ? { entries: likelyEntries } : {}) }).catch((error: unknown) => {
    console.warn("site sample failed", domain, String(error));
    return { picks: [], pages: [] };
  });
  // The home page is judged with what each AI crawler got there (the site-level crawler checks read it).
  const home = crawlers
    .against(page.fetched)
    .then((probes) => judgeNext({ ...pageInput(page.page, page.via, page.plain, files, now), crawlers: probes, ...(page.rendered ? { rendered: page.rendered } : {}) }, "home"));
  // Read beside the inner pages' judgments; its failure is the analysis's (below), so it is observed here.
  home.catch(() => undefined);
  const inner =
    page.via === "browser"
      ? judgeWithBrowser(env, domain, sample.pages, now, rules, judgeNext)
      : Promise.all(sample.pages.map((sampled) => sampled.then((done) => judgeSampled(done, now, judgeNext))));
  let report: Report;
  try {
    report = combineSite(domain, [await home, ...(await inner)]);
  } catch (error) {
    console.error("analysis failed", domain, error);
    return { ok: false, detail: "the page could not be analyzed" };
  }
  const record = recordFrom(report, domain, config, now, await within(knowledge, PROBE_GRACE_MS));
  await Promise.all([writeCached(env.CACHE, record, now), writeReport(env.HISTORY, report)]);
  return { ok: true, record };
}
