// What each AI crawler gets (issue 15): fixture sites that answer by user agent (test/fixtures/
// site-behaviours.ts) are analyzed for real, and the report's crawler_access and the crawler checks must
// judge each answer right; every crawler fetch holds the SSRF guard, the site and the time bounds; the
// probes run at once, beside the page.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { inject } from "vitest";
import { probeCrawlers, CRAWLER_LIMITS } from "../../gather/crawler-access.ts";
import { fetchHomePage } from "../../gather/fetch-site.ts";
import { USER_AGENT } from "../../gather/http.ts";
import { PROBED_CRAWLERS } from "../../scoring/crawlers.ts";
import type { CrawlerAccessReport, Report } from "../../scoring/report.ts";
import { configFrom } from "../../worker/config.ts";
import { fetchRules } from "../../worker/services/analysis.ts";
import { callWorker, requestsTo, score, setSite } from "./helpers.ts";

let ipCounter = 0;
/** A fresh client network per analysis, so no limit decides these outcomes. */
const nextIp = () => `198.19.${++ipCounter}.7`;

type Row = CrawlerAccessReport["crawlers"][number];
type Check = Report["categories"][number]["checks"][number];

async function analyzed(domain: string): Promise<{ report: Report; rows: Map<string, Row>; check: (id: string) => Check }> {
  const response = await score(domain, { fast: true, ip: nextIp() });
  expect(response.status, await response.clone().text()).toBe(200);
  const report = (await (await callWorker(`/api/report/${domain}`)).json()) as Report;
  expect(report.crawler_access).toBeDefined();
  const rows = new Map(report.crawler_access!.crawlers.map((row) => [row.token, row]));
  const checks = report.categories.flatMap((category) => category.checks);
  return { report, rows, check: (id) => checks.find((check) => check.id === id)! };
}

const technical = (report: Report) => report.category_scores["Technical SEO for AI"]!;

async function canaryHits(): Promise<unknown[]> {
  return (await fetch(`${inject("canaryOrigin")}/__canary-hits`)).json();
}

describe("each crawler's answer, judged", () => {
  it("an open site: every crawler gets the page ours gets; robots-only tokens say so; the check passes saying what it cannot see", async () => {
    const { report, rows, check } = await analyzed("crawlers-open.example");
    expect(report.crawler_access!.baseline).toEqual({ status: 200, compared: true });
    for (const crawler of PROBED_CRAWLERS) {
      expect(rows.get(crawler.token), crawler.token).toMatchObject({ effective: "same", status: 200, contradiction: false });
      expect(rows.get(crawler.token)!.evidence, crawler.token).toBe("the page, as our own fetch gets it (100% alike)");
    }
    for (const token of ["Google-Extended", "Applebot-Extended", "anthropic-ai", "Bytespider"]) expect(rows.get(token)).toMatchObject({ effective: "robots-only", user_agent: null, status: null });
    // acme.example's robots.txt blocks GPTBot: declared blocked, with the rule and its group.
    expect(rows.get("GPTBot")).toMatchObject({ declared: "blocked", robots: "blocked", robots_rule: "Disallow: /", robots_group: "own" });
    expect(rows.get("OAI-SearchBot")).toMatchObject({ declared: "allowed", robots: "allowed", robots_rule: "Allow: /", robots_group: "*" });
    expect(report.crawler_access!.note).toMatch(/Blocks keyed on the crawlers' own IP addresses cannot be seen from ours/);
    const search = check("ai-search-crawlers");
    expect(search).toMatchObject({ status: "pass", reason: "search-crawlers-allowed" });
    expect(search.evidence).toMatch(/each of the 10 that robots\.txt lets in got the page from the server\. Blocks keyed on the crawlers' own IP addresses cannot be seen from ours\.$/);
  });

  it("403 to GPTBot and OAI-SearchBot, a challenge to PerplexityBot, 402 to ClaudeBot, other content to Googlebot", async () => {
    const { rows, check } = await analyzed("crawlers-mixed.example");
    expect(rows.get("GPTBot")).toMatchObject({ effective: "refused", status: 403, declared: "blocked", contradiction: false, evidence: "refused with HTTP 403" });
    expect(rows.get("OAI-SearchBot")).toMatchObject({ effective: "refused", status: 403, declared: "allowed", contradiction: true });
    expect(rows.get("PerplexityBot")).toMatchObject({ effective: "challenge", status: 503, contradiction: true });
    expect(rows.get("PerplexityBot")!.evidence).toBe("a bot challenge with HTTP 503: cf-mitigated: challenge header (Cloudflare)");
    expect(rows.get("ClaudeBot")).toMatchObject({ effective: "payment", status: 402, contradiction: true, evidence: "asked to pay: HTTP 402, crawler-price USD 0.01" });
    expect(rows.get("Googlebot")).toMatchObject({ effective: "different", status: 200, contradiction: false });
    expect(rows.get("Googlebot")!.evidence).toMatch(/^other text than our own fetch gets, \d+% alike: cloaking/);
    // The others are untouched: only the named crawlers are answered apart.
    for (const token of ["Bingbot", "Claude-SearchBot", "Applebot", "ChatGPT-User", "Claude-User", "Perplexity-User", "CCBot", "meta-externalagent"]) {
      expect(rows.get(token)?.effective, token).toBe("same");
    }

    const search = check("ai-search-crawlers");
    expect(search.reason).toBe("search-crawlers-refused");
    // In the table's order: Googlebot first.
    expect(search.details).toEqual(["edge-different", "edge-refused", "edge-challenge", "edge-contradiction", "edge-cloaking"]);
    // OAI-SearchBot 0.35 and PerplexityBot 0.3 in full, Googlebot's 0.8 at half: 1 - 1.05 → 0.
    expect(search.score).toBe(0);
    expect(search.evidence).toContain("OAI-SearchBot (refused with HTTP 403), PerplexityBot (a bot challenge with HTTP 503");
    expect(search.fix).toContain("robots.txt lets OAI-SearchBot and PerplexityBot in, but the server turns them away");
    expect(search.fix).toMatch(/WAF and bot-management rules.*a robots\.txt your CDN manages.*pay-per-crawl settings/);
    expect(search.fix).toContain("Serve Googlebot the page browsers get");

    // Training crawlers refused cost nothing: information, weight 0.
    const training = check("ai-training-crawlers");
    expect(training).toMatchObject({ status: "warn", weight: 0, impact: 0, reason: "training-crawlers-blocked" });
    expect(training.evidence).toContain("ClaudeBot (asked to pay: HTTP 402, crawler-price USD 0.01)");
    expect(training.evidence).not.toContain("GPTBot (refused");
  });

  it("a site that refuses the AI engines' search and user crawlers at the edge scores clearly lower in Technical SEO for AI than its open twin", async () => {
    const open = await analyzed("crawlers-open.example");
    const walled = await analyzed("crawlers-search-wall.example");
    expect(walled.check("ai-search-crawlers")).toMatchObject({ status: "fail", score: 0, reason: "search-crawlers-refused" });
    for (const token of ["OAI-SearchBot", "Claude-SearchBot", "PerplexityBot", "ChatGPT-User", "Claude-User", "Perplexity-User"]) {
      expect(walled.rows.get(token), token).toMatchObject({ effective: "refused", contradiction: true });
    }
    expect(technical(open.report) - technical(walled.report)).toBeGreaterThanOrEqual(15);
    expect(walled.report.score).toBeLessThan(open.report.score);
  });

  it("a training-crawler wall moves the overall score by at most a point", async () => {
    const open = await analyzed("crawlers-open.example");
    const walled = await analyzed("crawlers-training-wall.example");
    for (const token of ["ClaudeBot", "CCBot", "meta-externalagent"]) expect(walled.rows.get(token), token).toMatchObject({ effective: "refused", contradiction: true });
    expect(walled.check("ai-training-crawlers")).toMatchObject({ status: "warn", weight: 0, impact: 0 });
    expect(Math.abs(open.report.score - walled.report.score)).toBeLessThanOrEqual(1);
    expect(technical(walled.report)).toBe(technical(open.report));
  });
});

describe("every crawler fetch under the guard and the bounds", () => {
  it("never follows a crawler's redirect to 127.0.0.1 or to another site", async () => {
    await setSite("crawlers-ssrf.example", [
      { path: "/", userAgent: "ClaudeBot|PerplexityBot", redirect: `http://127.0.0.1:${new URL(inject("canaryOrigin")).port}/crawlers-ssrf.example/stolen` },
      { path: "/", userAgent: "Applebot", status: 301, redirect: "https://crawler-sink.example/landing" },
      { site: "acme.example" },
    ]);
    await setSite("crawler-sink.example", [{ body: "<h1>Elsewhere</h1>" }]);
    const { rows } = await analyzed("crawlers-ssrf.example");
    expect(rows.get("ClaudeBot")).toMatchObject({ effective: "redirect", status: null });
    expect(rows.get("ClaudeBot")!.evidence).toMatch(/^sent to an address we never fetch: .*redirect 1 to http:\/\/127\.0\.0\.1/);
    expect(rows.get("PerplexityBot")).toMatchObject({ effective: "redirect", contradiction: true });
    expect(rows.get("Applebot")).toMatchObject({ effective: "redirect", evidence: "sent to another site, crawler-sink.example" });
    expect(await canaryHits()).toEqual([]);
    expect(await requestsTo("crawler-sink.example")).toEqual([]);
  });

  it("gives up on a crawler the server never answers within the page's bounds, and says so", async () => {
    await setSite("crawlers-hang.example", [
      { path: "/", userAgent: "GPTBot", hang: true },
      { path: "/", userAgent: "OAI-SearchBot", delayMs: 11_000, body: "<h1>Too late</h1>" },
      { site: "acme.example" },
    ]);
    const started = Date.now();
    const probes = await probeCrawlers("crawlers-hang.example", fetchRules(configFrom(env)));
    const took = Date.now() - started;
    expect(took).toBeLessThan(CRAWLER_LIMITS.totalMs + 1_500);
    const byToken = new Map(probes.probes.map((probe) => [probe.token, probe]));
    expect(byToken.get("GPTBot")).toMatchObject({ result: "timeout", status: null });
    expect(byToken.get("OAI-SearchBot")).toMatchObject({ result: "timeout", detail: "timeout after 10 s" });
    expect(byToken.get("Bingbot")).toMatchObject({ result: "response", status: 200, similarity: 1 });
  }, 20_000);

  it("reads at most the first 512 KiB of what a crawler gets", async () => {
    await setSite("crawlers-endless.example", [{ path: "/", userAgent: "CCBot", endless: true }, { site: "acme.example" }]);
    const probes = await probeCrawlers("crawlers-endless.example", fetchRules(configFrom(env)), PROBED_CRAWLERS.filter((crawler) => crawler.token === "CCBot"));
    expect(probes.probes).toMatchObject([{ token: "CCBot", result: "response", status: 200 }]);
    expect(probes.probes[0]!.textChars).toBeLessThan(CRAWLER_LIMITS.maxBytes);
  });

  it("sends each crawler's published user-agent string, one request each and one as ourselves, all at once: about one round trip", async () => {
    await setSite("crawlers-slow.example", [{ delayMs: 500, site: "acme.example" }]);
    const rules = fetchRules(configFrom(env));
    let started = Date.now();
    expect((await fetchHomePage("crawlers-slow.example", rules)).ok).toBe(true);
    const page = Date.now() - started;
    const before = (await requestsTo("crawlers-slow.example")).length;
    started = Date.now();
    const probes = await probeCrawlers("crawlers-slow.example", rules);
    const all = Date.now() - started;
    expect(probes.probes.map((probe) => probe.result)).toEqual(PROBED_CRAWLERS.map(() => "response"));
    // One at a time would take 15 × 500 ms.
    expect(all).toBeLessThan(page + 1_000);
    const requests = (await requestsTo("crawlers-slow.example")).slice(before);
    expect(requests.map((request) => request.path)).toEqual(Array(PROBED_CRAWLERS.length + 1).fill("/"));
    expect(new Set(requests.map((request) => request.userAgent))).toEqual(new Set([USER_AGENT, ...PROBED_CRAWLERS.map((crawler) => crawler.userAgent)]));
  });
});
