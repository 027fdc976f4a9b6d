// The site's score from its pages: site-level checks judged once, pages combined by share, impacts as gains
// to the site's score, failed and repeated pages listed but not counted.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { observePlain } from "../gather/walls.ts";
import { CHECKS } from "./checks/index.ts";
import { analyze, analyzeSite, combineSite, judgePage, ReportSchema, type AnalyzeInput, type Report } from "./index.ts";
import { isSiteCheck } from "./check.ts";
import type { SiteFiles } from "./input.ts";
import { SITE_SHARES } from "./weights.ts";

const fixture = (path: string) => readFileSync(new URL(`../test/fixtures/${path}`, import.meta.url), "utf8");
const NOW = "2026-11-24T12:00:00Z";

const FILES: SiteFiles = {
  robotsTxt: "User-agent: *\nAllow: /\n",
  robotsTxtError: null,
  llmsTxt: null,
  // Enough entries for sitemap-lastmod to judge them.
  sitemapXml: `<urlset>${Array.from({ length: 12 }, (_, day) => `<url><loc>https://acme.example/p${day}</loc><lastmod>2026-10-${String(day + 10)}</lastmod></url>`).join("")}</urlset>`,
};

function input(path: string, url: string, site: SiteFiles = FILES): AnalyzeInput {
  const html = fixture(path);
  const headers = { "content-type": "text/html; charset=utf-8" };
  return { html, url, now: NOW, readVia: "fetch", response: { status: 200, headers }, plain: observePlain(html, 200, new Map(Object.entries(headers))), site };
}

const HOME = input("sites/acme.example/index.html", "https://acme.example/");
const ARTICLE = input("pages/en-article.html", "https://acme.example/blog/how-anvils-are-made");
const DOCS = input("judgment/pages/en-07-docs-webhooks.html", "https://acme.example/docs/webhooks");
const PRICING = input("judgment/pages/en-09-pricing-plans.html", "https://acme.example/pricing");

const site = (...inner: AnalyzeInput[]) =>
  analyzeSite({ url: "acme.example", pages: [{ role: "home", input: HOME }, ...inner.map((page) => ({ role: "inner" as const, input: page }))] });

const withoutPage = <T extends { page?: unknown }>({ page: _page, ...rest }: T) => rest;
const allChecks = (report: Report) => report.categories.flatMap((category) => category.checks.map((check) => ({ ...check, category: category.name })));
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

describe("site-level checks", () => {
  it("are the site's files, HTTPS and crawler access, and read nothing of the page's markup", () => {
    const site = CHECKS.filter(isSiteCheck);
    expect(site.map((check) => check.id).sort()).toEqual(["ai-search-crawlers", "ai-training-crawlers", "https", "llms-txt", "sitemap", "sitemap-lastmod"]);
    for (const check of site) expect(check.needs.filter((need) => need === "markup" || need === "plain"), check.id).toEqual([]);
    for (const check of CHECKS.filter((check) => !isSiteCheck(check))) expect(check.needs, check.id).not.toContain("site");
  });
});

describe("analyzeSite", () => {
  it("scores the home page alone exactly as analyze() does", () => {
    const one = analyze({ ...HOME, url: "acme.example" });
    const alone = site();
    expect(alone.score).toBe(one.score);
    expect(alone.category_scores).toEqual(one.category_scores);
    expect(alone.categories.map((category) => ({ ...category, checks: category.checks.map(withoutPage) }))).toEqual(one.categories);
    expect(alone.fixes.map(withoutPage)).toEqual(one.fixes);
    expect(alone.pages).toEqual([expect.objectContaining({ url: "https://acme.example/", role: "home", type: one.page.type, score: one.score, weight: 100, failed: null })]);
    expect(() => ReportSchema.parse(alone)).not.toThrow();
  });

  it("gives the home page its share and the other pages the rest, and scores the site by share", () => {
    const report = site(ARTICLE, DOCS, PRICING);
    expect(() => ReportSchema.parse(report)).not.toThrow();
    const pages = report.pages!;
    expect(pages.map((page) => page.role)).toEqual(["home", "inner", "inner", "inner"]);
    expect(pages[0]!.weight).toBe(SITE_SHARES.home * 100);
    for (const page of pages.slice(1)) expect(page.weight).toBe(20);
    expect(pages.map((page) => page.type)).toEqual(["home", "article", "docs", "pricing"]);
    // The pages' rounded scores by share: within rounding of the site's.
    const byShare = sum(pages.map((page) => (page.score! * page.weight) / 100));
    expect(Math.abs(report.score - byShare)).toBeLessThanOrEqual(1);
    // Category weights add up to the whole score; checks' weights to their category.
    expect(sum(report.categories.map((category) => category.weight))).toBeCloseTo(100, 0);
    for (const category of report.categories) {
      if (category.score === null) continue;
      // Each rounded to a tenth: within a tenth per check.
      expect(Math.abs(sum(category.checks.map((check) => check.weight)) - 100), category.name).toBeLessThanOrEqual(category.checks.length * 0.05);
      const scores = pages.flatMap((page) => (page.category_scores[category.name] === undefined ? [] : [page.category_scores[category.name]!]));
      expect(category.score, category.name).toBeGreaterThanOrEqual(Math.min(...scores));
      expect(category.score, category.name).toBeLessThanOrEqual(Math.max(...scores));
    }
  });

  it("judges site-level checks once, on the home page, and names the page of every other check", () => {
    const report = site(ARTICLE, DOCS);
    const checks = allChecks(report);
    const siteIds = new Set(CHECKS.filter(isSiteCheck).map((check) => check.id));
    for (const check of checks) {
      if (siteIds.has(check.id)) expect(check.page, check.id).toBeNull();
      else expect(report.pages!.map((page) => page.url), check.id).toContain(check.page);
    }
    const siteResults = checks.filter((check) => siteIds.has(check.id)).map((check) => check.id);
    expect(new Set(siteResults).size).toBe(siteResults.length);
    // sitemap-lastmod applies to dated pages only: present because an article was sampled, absent without.
    expect(siteResults).toContain("https");
    expect(allChecks(site()).some((check) => check.category === "Freshness Signals")).toBe(false);
    expect(report.category_scores["Freshness Signals"]).toBeTypeOf("number");
    for (const fix of report.fixes) expect(fix.page === null ? siteIds.has(fix.check_id) : !siteIds.has(fix.check_id)).toBe(true);
  });

  it("counts a site-level fix by its gain to the site's score", () => {
    const blocking: SiteFiles = { ...FILES, robotsTxt: "User-agent: *\nDisallow: /\n" };
    const inner = [ARTICLE, DOCS, PRICING];
    const blocked = analyzeSite({
      url: "acme.example",
      pages: [{ role: "home", input: { ...HOME, site: blocking } }, ...inner.map((page) => ({ role: "inner" as const, input: { ...page, site: blocking } }))],
    });
    const open = site(...inner);
    const fix = blocked.fixes.find((candidate) => candidate.check_id === "ai-search-crawlers")!;
    expect(fix.page).toBeNull();
    expect(blocked.fixes.filter((candidate) => candidate.check_id === "ai-search-crawlers")).toHaveLength(1);
    const gain = open.score - blocked.score;
    expect(gain).toBeGreaterThan(3);
    expect(Math.abs(fix.impact - gain)).toBeLessThanOrEqual(1);
    // Ranked by that gain: nothing above it is worth less.
    const index = blocked.fixes.indexOf(fix);
    for (const before of blocked.fixes.slice(0, index)) expect(before.impact).toBeGreaterThanOrEqual(fix.impact);
  });

  it("counts a page's fix by the page's share", () => {
    const report = site(ARTICLE, DOCS, PRICING);
    const alone = analyze(ARTICLE);
    // The article's own fixes (not the site's), scaled by its 20% share, within rounding.
    const own = alone.fixes.filter((fix) => !CHECKS.find((check) => check.id === fix.check_id)!.scope);
    expect(own.length).toBeGreaterThan(0);
    for (const fix of own) {
      const found = report.fixes.find((candidate) => candidate.check_id === fix.check_id && candidate.page === ARTICLE.url);
      expect(found, fix.check_id).toBeDefined();
      expect(Math.abs(found!.impact - fix.impact * 0.2), fix.check_id).toBeLessThanOrEqual(0.1);
    }
  });

  it("gives a fix in the same words on several pages once, with every page and their gains together", () => {
    const second = { ...ARTICLE, url: "https://acme.example/blog/second-copy" };
    const report = site(ARTICLE, second);
    const alone = analyze(ARTICLE);
    const own = alone.fixes.filter((fix) => !CHECKS.find((check) => check.id === fix.check_id)!.scope && ![fix.fix, fix.snippet ?? ""].some((text) => text.includes("how-anvils-are-made")));
    expect(own.length).toBeGreaterThan(0);
    for (const fix of own) {
      // Words naming the page (its address in a snippet) make two fixes; the same words, one.
      const merged = report.fixes.filter((candidate) => candidate.check_id === fix.check_id && candidate.fix === fix.fix);
      expect(merged, fix.check_id).toHaveLength(1);
      expect(merged[0]).toMatchObject({ page: ARTICLE.url, pages: [ARTICLE.url, second.url] });
      // Each copy holds 30% of the site: together 60% of the fix's worth on one page.
      expect(Math.abs(merged[0]!.impact - fix.impact * 0.6), fix.check_id).toBeLessThanOrEqual(0.15);
    }
  });

  it("lists a failed page and a repeated one without counting them", () => {
    const base = site(ARTICLE);
    const report = analyzeSite({
      url: "acme.example",
      pages: [
        { role: "home", input: HOME },
        { role: "inner", url: "https://acme.example/gone", failed: "HTTP 404" },
        { role: "inner", input: ARTICLE },
        { role: "named", input: { ...ARTICLE, url: "https://www.acme.example/blog/how-anvils-are-made/" } },
      ],
    });
    expect(report.score).toBe(base.score);
    expect(report.category_scores).toEqual(base.category_scores);
    expect(report.pages!.map((page) => [page.role, page.failed])).toEqual([
      ["home", null],
      ["inner", "HTTP 404"],
      ["inner", null],
      ["named", `the same page as ${ARTICLE.url}`],
    ]);
    expect(report.pages![1]).toMatchObject({ score: null, type: null, weight: 0, category_scores: {} });
  });

  it("combines judgments that crossed a serialization boundary exactly as it judges them itself", () => {
    const judged = [judgePage(HOME, "home"), judgePage(DOCS, "inner"), judgePage(PRICING, "named")];
    const combined = combineSite("acme.example", JSON.parse(JSON.stringify(judged)));
    const direct = analyzeSite({ url: "acme.example", pages: [{ role: "home", input: HOME }, { role: "inner", input: DOCS }, { role: "named", input: PRICING }] });
    expect(combined).toEqual(direct);
    // Only the home page carries the site-level verdicts.
    expect(judged[1]!.checks.some((check) => CHECKS.find((known) => known.id === check.id)!.scope === "site")).toBe(false);
    expect(judged[0]!.checks.some((check) => check.id === "sitemap-lastmod")).toBe(true);
  });

  it("refuses a sample where no page was read", () => {
    expect(() => combineSite("acme.example", [{ role: "home", url: "https://acme.example/", failed: "HTTP 500" }])).toThrow(/no page/);
  });
});
