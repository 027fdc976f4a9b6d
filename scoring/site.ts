// A website scored from a sample of its pages (issue 14): each page is judged under its own page type,
// the site-level checks (`scope: "site"`: robots.txt, llms.txt, the sitemap, HTTPS, crawler access) once,
// on the home page, and their verdict stands on every sampled page they apply to. The pages then combine:
//
//   - each page has a share of the site (SITE_SHARES: the home page 40%, the other pages read the rest in
//     equal parts; a page that failed has none), and the site's score is the pages' scores by share;
//   - a category's score is its pages' scores in that category, each page weighed by its share times the
//     category's weight in that page's score (so the categories' weights, shown, add up to the site score);
//     a category that applies to no sampled page is absent;
//   - a check's impact is what the site's score gains when it passes: a page's check by that page's share,
//     a site-level check summed over the pages it counts on. Fixes are ranked by it and name their page.
//
// Judging (the CPU: a parse and every check per page) and combining (arithmetic) are separate steps, so a
// caller may judge pages apart, in parallel, and combine their serializable judgments: judgePage, then
// combineSite. analyzeSite does both.
import { CATEGORY_NAMES, type CategoryName } from "./categories.ts";
import { isSiteCheck, type CheckDefinition } from "./check.ts";
import { CHECKS } from "./checks/index.ts";
import { clip, LIMITS } from "./clip.ts";
import { pageContextSteps } from "./context.ts";
import { urlKey } from "./derive/sitemap.ts";
import { gradeFor } from "./grades.ts";
import type { AnalyzeInput } from "./input.ts";
import { bounded, MAX_REPORT_CHARS, pageFacts, preparePage } from "./page-input.ts";
import type { CheckResult, Report, SitePageResult, SiteRole } from "./report.ts";
import { checkResult, judgeSteps, tallyCategories, weightInCategory, isScored, type CategoryTally, type Judged } from "./runner.ts";
import { appliesToType } from "./shares.ts";
import { renderParityReport } from "./render-parity.ts";
import { runAtOnce, runPaced, type Steps } from "./steps.ts";
import { templateSummary } from "./summary.ts";
import { ENGINE_VERSION } from "./version.ts";
import { SITE_SHARES } from "./weights.ts";

export type { SiteRole } from "./report.ts";

/** A page of the sample: its input when it was read, or why it could not be (a failed page counts for nothing). */
export type SitePage = { role: SiteRole; input: AnalyzeInput } | { role: SiteRole; url: string; failed: string };

export interface SiteInput {
  /** The site as the report names it: the normalized domain, or a built site's base URL. */
  url: string;
  /** The sample, the home page first. Without a home page that was read, the first page read stands for it. */
  pages: readonly SitePage[];
}

/** A judged check as it travels between judging and combining: the check by its id. */
export type JudgedCheck = Omit<Judged, "check"> & { id: string };

/**
 * A page judged on its own, serializable (a scoring Worker returns it over RPC): its facts and its checks'
 * verdicts, scored later by combineSite. The home page also carries the site-level checks' verdicts.
 */
export interface PageJudgment {
  role: SiteRole;
  /** The page's address (final, after redirects). */
  url: string;
  /** The analysis time, ISO 8601. */
  analyzed_at: string;
  page: Report["page"];
  /** What a browser showed against the plain HTML (render-parity.ts), when the page was measured. */
  render_parity: NonNullable<Report["render_parity"]>;
  checks: JudgedCheck[];
  warnings: string[];
}

/** A page that could not be read, as combineSite takes it. */
export interface FailedPage {
  role: SiteRole;
  url: string;
  failed: string;
}

const BY_ID = new Map(CHECKS.map((check, index) => [check.id, { check, index }]));

/**
 * Which checks a page is judged on: its page type's page-level checks; the home page also every
 * site-level check, whatever its own type (sitemap-lastmod counts where dated pages were sampled).
 */
function checksFor(home: boolean, type: Report["page"]["type"]): CheckDefinition[] {
  return CHECKS.filter((check) => (isSiteCheck(check) ? home : appliesToType(check, type)));
}

function* judgement(input: AnalyzeInput, role: SiteRole, home = role === "home"): Steps<PageJudgment> {
  const { source, html } = preparePage(input);
  const ctx = yield* pageContextSteps(source, html);
  const { judged, warnings } = yield* judgeSteps(checksFor(home, ctx.pageType.type), ctx);
  return {
    role,
    url: source.url.href,
    analyzed_at: source.now.toISOString(),
    page: pageFacts(ctx),
    render_parity: renderParityReport(source),
    checks: judged.map(({ check, ...rest }) => ({ ...rest, id: check.id })),
    warnings,
  };
}

/** Judges one page of a site: parse, page type, and the checks that are its to judge (the site's too on the home page). */
export function judgePage(input: AnalyzeInput, role: SiteRole): PageJudgment {
  return runAtOnce(judgement(input, role));
}

/** judgePage with `pause` awaited between its steps (see analyzePaced). */
export function judgePagePaced(input: AnalyzeInput, role: SiteRole, pause: () => Promise<void>): Promise<PageJudgment> {
  return runPaced(judgement(input, role), pause);
}

/** The judged checks with their definitions back, in registry order; checks this engine does not know are dropped. */
function hydrate(checks: readonly JudgedCheck[]): Judged[] {
  return checks
    .flatMap(({ id, ...rest }) => {
      const known = BY_ID.get(id);
      return known ? [{ item: { ...rest, check: known.check }, index: known.index }] : [];
    })
    .sort((a, b) => a.index - b.index)
    .map(({ item }) => item);
}

interface ScoredPage {
  judgment: PageJudgment;
  share: number;
  tallies: CategoryTally[];
  /** The page's own score, 0..100 unrounded. */
  score: number;
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const isFailed = (page: PageJudgment | FailedPage): page is FailedPage => "failed" in page;

/** The page's tallies with the site-level verdicts standing on it wherever they apply to its type. */
function scorePage(judgment: PageJudgment, siteVerdicts: readonly Judged[], share: number): ScoredPage {
  const type = judgment.page.type;
  const own = hydrate(judgment.checks).filter((item) => !isSiteCheck(item.check));
  const merged = [...own, ...siteVerdicts.filter((item) => appliesToType(item.check, type))].sort((a, b) => BY_ID.get(a.check.id)!.index - BY_ID.get(b.check.id)!.index);
  const tallies = tallyCategories(type, merged);
  return { judgment, share, tallies, score: tallies.reduce((sum, tally) => sum + tally.share * tally.raw * 100, 0) };
}

function pageEntry(scored: ScoredPage, norm: number): SitePageResult {
  const { judgment } = scored;
  const category_scores: Report["category_scores"] = {};
  for (const tally of scored.tallies) if (isScored(tally)) category_scores[tally.name] = Math.round(tally.raw * 100);
  return {
    url: judgment.url,
    role: judgment.role,
    type: judgment.page.type,
    score: Math.round(scored.score),
    category_scores,
    read_via: judgment.page.read_via,
    title: judgment.page.title,
    word_count: judgment.page.word_count,
    weight: norm > 0 && scored.tallies.some((tally) => tally.share > 0) ? round1((scored.share / norm) * 100) : 0,
    failed: null,
  };
}

const failedEntry = (page: FailedPage): SitePageResult => ({
  url: page.url,
  role: page.role,
  type: null,
  score: null,
  category_scores: {},
  read_via: null,
  title: null,
  word_count: null,
  weight: 0,
  failed: clip(page.failed, LIMITS.sentence),
});

/** A result's contribution to its site category: its weight there (before dividing by the category's) and its impact, both 0..1. */
interface Contribution {
  item: Judged;
  page: string | null;
  weight: number;
  impact: number;
}

/**
 * A category's results across the pages: the home page's with the site-level ones (each once, its weight
 * and impact summed over the pages it counts on), in registry order, then each other page's own.
 */
function contributions(pages: readonly ScoredPage[], name: CategoryName): Contribution[] {
  const site = new Map<string, Contribution>();
  const byPage: Contribution[][] = pages.map(() => []);
  pages.forEach((scored, index) => {
    const tally = scored.tallies.find((candidate) => candidate.name === name);
    if (!tally) return;
    for (const item of tally.results) {
      const weight = scored.share * tally.share * weightInCategory(tally, item);
      const impact = weight * (1 - item.score);
      if (!isSiteCheck(item.check)) {
        byPage[index]!.push({ item, page: scored.judgment.url, weight, impact });
        continue;
      }
      const counted = site.get(item.check.id);
      if (counted) {
        counted.weight += weight;
        counted.impact += impact;
      } else site.set(item.check.id, { item, page: null, weight, impact });
    }
  });
  const first = [...site.values(), ...(byPage[0] ?? [])].sort((a, b) => BY_ID.get(a.item.check.id)!.index - BY_ID.get(b.item.check.id)!.index);
  return [first, ...byPage.slice(1)].flat();
}

/** A fix as combining finds it: on one page (or the site), with its exact gain to the site's score (0..1). */
interface SiteFix extends Omit<Report["fixes"][number], "impact" | "pages" | "page"> {
  page: string | null;
  gain: number;
}

/**
 * The fixes by their gain to the site's score, largest first. One fix in the same words on several pages
 * (a template's missing og:site_name, say) is one fix, named on its first page with every page listed in
 * `pages`, and worth their gains together: fixing the template fixes them all.
 */
function rankFixes(fixes: readonly SiteFix[], pageOrder: readonly string[]): Report["fixes"] {
  const merged = new Map<string, { fix: SiteFix; pages: string[]; gain: number }>();
  for (const fix of fixes) {
    const key = fix.page === null ? `site\u0000${fix.check_id}` : `${fix.check_id}\u0000${fix.fix}\u0000${fix.snippet ?? ""}`;
    const same = merged.get(key);
    if (same && fix.page !== null) {
      same.pages.push(fix.page);
      same.gain += fix.gain;
    } else merged.set(key, { fix, pages: fix.page === null ? [] : [fix.page], gain: fix.gain });
  }
  const position = (page: string | null | undefined) => (page == null ? -1 : pageOrder.indexOf(page));
  return [...merged.values()]
    .map(({ fix, pages, gain }) => ({ ...fix, gain, pages }))
    .sort((a, b) => b.gain - a.gain || a.check_id.localeCompare(b.check_id) || position(a.page) - position(b.page))
    .map(({ gain, pages, ...fix }) => ({ ...fix, impact: round1(gain * 100), ...(pages.length > 1 ? { pages } : {}) }));
}

/**
 * The site's report from its judged pages: the home page's site-level verdicts counted once on every page,
 * pages combined by share (the rule at the top of this file). Throws when no page was read: a site without
 * a readable home page is the caller's error to report (the service's 422).
 */
export function combineSite(url: string, pages: readonly (PageJudgment | FailedPage)[]): Report {
  const seen = new Map<string, string>();
  const read: PageJudgment[] = [];
  const failed = new Map<PageJudgment | FailedPage, string>();
  for (const page of pages) {
    if (isFailed(page)) continue;
    const key = urlKey(page.url) ?? page.url;
    const first = seen.get(key);
    if (first === undefined) {
      seen.set(key, page.url);
      read.push(page);
    } else failed.set(page, `the same page as ${first}`);
  }
  const home = read.find((page) => page.role === "home") ?? read[0];
  if (!home) throw new Error("no page of the site was read");
  const others = read.filter((page) => page !== home);
  const homeShare = others.length === 0 ? 1 : SITE_SHARES.home;
  const siteVerdicts = hydrate(home.checks).filter((item) => isSiteCheck(item.check));
  const scored = [home, ...others].map((judgment) => scorePage(judgment, siteVerdicts, judgment === home ? homeShare : (1 - homeShare) / others.length));
  // A page where nothing could be judged weighs nothing; the others' shares are renormalized.
  const norm = scored.reduce((sum, page) => sum + (page.tallies.some((tally) => tally.share > 0) ? page.share : 0), 0);

  let overall = 0;
  const categories: Report["categories"] = [];
  const category_scores: Report["category_scores"] = {};
  const fixes: SiteFix[] = [];
  for (const name of CATEGORY_NAMES) {
    const counted = scored.flatMap((page) => page.tallies.filter((tally) => tally.name === name).map((tally) => ({ page, tally })));
    if (counted.length === 0) continue;
    const weight = counted.reduce((sum, { page, tally }) => sum + page.share * tally.share, 0);
    const raw = weight > 0 ? counted.reduce((sum, { page, tally }) => sum + page.share * tally.share * tally.raw, 0) / weight : 0;
    overall += norm > 0 ? ((weight * raw) / norm) * 100 : 0;
    const checks: CheckResult[] = contributions(scored, name).map(({ item, page, weight: share, impact }) => {
      const result = { ...checkResult(item, weight > 0 ? share / weight : 0, norm > 0 ? impact / norm : 0), page };
      if (item.fix) fixes.push({ check_id: item.check.id, category: name, title: result.title, fix: item.fix, snippet: item.snippet, gain: norm > 0 ? impact / norm : 0, page });
      return result;
    });
    const score = weight > 0 ? Math.round(raw * 100) : null;
    if (score !== null) category_scores[name] = score;
    categories.push({ name, score, weight: norm > 0 ? round1((weight / norm) * 100) : 0, checks });
  }
  const ranked = rankFixes(fixes, scored.map((page) => page.judgment.url));

  const score = Math.round(overall);
  const grade = gradeFor(score);
  let hostname = url;
  try {
    hostname = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? url : `https://${url}`).hostname || url;
  } catch {
    // A name that is not a host is named as given.
  }
  const warnings = scored
    .flatMap(({ judgment }) => judgment.warnings.map((warning) => (judgment === home ? warning : clip(`${judgment.url}: ${warning}`, LIMITS.warning))))
    .slice(0, LIMITS.warnings);
  // In the sample's order, the home page first.
  const byJudgment = new Map(scored.map((page) => [page.judgment, page]));
  const listed: SitePageResult[] = [home, ...pages.filter((page) => page !== home)].map((page) => {
    if (isFailed(page)) return failedEntry(page);
    const entry = byJudgment.get(page);
    return entry ? pageEntry(entry, norm) : failedEntry({ role: page.role, url: page.url, failed: failed.get(page) ?? "" });
  });
  const report: Report = {
    tool: "Citable",
    url,
    score,
    grade,
    engine_version: ENGINE_VERSION,
    analyzed_at: home.analyzed_at,
    summary: templateSummary({ url: hostname, score, grade, categories, fixes: ranked }),
    page: home.page,
    render_parity: home.render_parity,
    category_scores,
    categories,
    fixes: ranked,
    pages: listed,
    warnings,
  };
  return bounded(report, MAX_REPORT_CHARS * scored.length);
}

function* siteAnalysis(input: SiteInput): Steps<Report> {
  // Without a home page that was read, the first page read is judged as the home page (the site's checks).
  const read = input.pages.filter((page) => "input" in page);
  const home = read.find((page) => page.role === "home") ?? read[0];
  const judged: (PageJudgment | FailedPage)[] = [];
  for (const page of input.pages) {
    judged.push("failed" in page ? { role: page.role, url: page.url, failed: page.failed } : yield* judgement(page.input, page.role, page === home));
  }
  yield;
  return combineSite(input.url, judged);
}

/** The site's report from its sampled pages: each judged, then combined (combineSite). */
export function analyzeSite(input: SiteInput): Report {
  return runAtOnce(siteAnalysis(input));
}

/** analyzeSite with `pause` awaited between its steps (see analyzePaced). */
export function analyzeSitePaced(input: SiteInput, pause: () => Promise<void>): Promise<Report> {
  return runPaced(siteAnalysis(input), pause);
}
