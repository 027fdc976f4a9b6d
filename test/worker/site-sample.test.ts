// Scoring a website from a sample of its pages (issue 14), end to end through the Worker and the fixture
// sites: which pages are read (distinct page types, the sitemap's newest, an index's newest children),
// what is never read (other sites, private addresses, robots.txt-disallowed paths), failed pages listed
// and not counted, the contract's answer unchanged in shape, and a page a person names always read.
import { env } from "cloudflare:workers";
import { inject } from "vitest";
import { afterAll, describe, expect, it } from "vitest";
import { ReportSchema, type Report } from "../../scoring/index.ts";
import { callWorker, requestsTo, score, setSite, simplePage } from "./helpers.ts";

let ipCounter = 0;
/** A fresh client network per request, so no limit decides these outcomes. */
const nextIp = () => `198.19.${++ipCounter}.7`;

const canary = new URL(inject("canaryOrigin"));
afterAll(async () => {
  expect(await (await fetch(`${canary.origin}/__canary-hits`)).json()).toEqual([]);
});

async function reportOf(domain: string): Promise<Report> {
  const response = await callWorker(`/api/report/${domain}`);
  expect(response.status).toBe(200);
  return ReportSchema.parse(await response.json());
}

async function scored(domain: string): Promise<Report> {
  const response = await score(domain, { fast: true, ip: nextIp() });
  expect(response.status, await response.clone().text()).toBe(200);
  return reportOf(domain);
}

const pathsRead = (report: Report) => report.pages!.map((page) => new URL(page.url).pathname);
const pathsAsked = async (host: string) => (await requestsTo(host)).map((request) => request.path);

describe("the sample of a site", () => {
  it("a blog: the newest post, about, then the other posts before its tag page; never a path robots.txt disallows", async () => {
    const report = await scored("blog.example");
    expect(report.pages!.map((page) => [new URL(page.url).pathname, page.role, page.type, page.failed])).toEqual([
      ["/", "home", "home", null],
      ["/blog/how-to-season-a-cast-iron-pan/", "inner", "article", null],
      ["/about/", "inner", "about", null],
      ["/blog/carbon-steel-vs-cast-iron/", "inner", "article", null],
      ["/blog/restoring-a-rusty-skillet/", "inner", "article", null],
    ]);
    expect((await pathsAsked("blog.example")).some((path) => path.startsWith("/drafts/"))).toBe(false);
    // Every page counts: home 40%, the others 15% each; each check names its page, site-level ones none.
    expect(report.pages!.map((page) => page.weight)).toEqual([40, 15, 15, 15, 15]);
    const checks = report.categories.flatMap((category) => category.checks);
    expect(checks.filter((check) => check.id === "llms-txt")).toEqual([expect.objectContaining({ page: null })]);
    expect(new Set(checks.map((check) => check.page))).toEqual(new Set([null, ...report.pages!.map((page) => page.url)]));
    // Articles were read, so Freshness Signals counts; the home page alone has none.
    expect(report.category_scores["Freshness Signals"]).toBeTypeOf("number");
    expect(report.fixes.every((fix) => fix.page === null || report.pages!.some((page) => page.url === fix.page))).toBe(true);
  });

  it("keeps the agent contract's answer as it was: the site's score, grade and category scores", async () => {
    const response = await score("blog.example", { ip: nextIp() });
    const body = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(
      ["tool", "url", "score", "grade", "summary", "category_scores", "full_report", "note", "engine_version", "analyzed_at", "cached", "ai_knowledge"].sort(),
    );
    const report = await reportOf("blog.example");
    expect(body).toMatchObject({ url: "blog.example", score: report.score, grade: report.grade, category_scores: report.category_scores });
  });

  it("a shop with a sitemap index: reads its newest child sitemaps on the site, never the oldest or another site's", async () => {
    const report = await scored("shop.example");
    const asked = await pathsAsked("shop.example");
    expect(asked).toEqual(expect.arrayContaining(["/sitemap.xml", "/sitemaps/products.xml", "/sitemaps/pages.xml"]));
    expect(asked).not.toContain("/sitemaps/archive-2019.xml");
    expect(asked).not.toContain("/products/discontinued-rake/");
    expect(await requestsTo("other-shop.example")).toEqual([]);
    expect(report.pages!.map((page) => page.type)).toEqual(expect.arrayContaining(["home", "product", "pricing", "about"]));
    expect(pathsRead(report)[1]).toBe("/products/garden-trowel/");
  });

  it("reads a sitemap index's children beside a slow home page, not after it", async () => {
    const host = "slow-home-index.example";
    const xml = (body: string) => ({ headers: { "content-type": "application/xml" }, body: `<?xml version="1.0"?>${body}` });
    await setSite(host, [
      { path: "/", delayMs: 800, body: simplePage("Slow Home"), headers: { "content-type": "text/html" } },
      { path: "/robots.txt", body: "User-agent: *\nAllow: /\n", headers: { "content-type": "text/plain" } },
      { path: "/sitemap.xml", ...xml(`<sitemapindex><sitemap><loc>https://${host}/sitemaps/posts.xml</loc><lastmod>2026-11-01</lastmod></sitemap></sitemapindex>`) },
      { path: "/sitemaps/posts.xml", ...xml(`<urlset><url><loc>https://${host}/blog/a-post/</loc><lastmod>2026-11-01</lastmod></url></urlset>`) },
      { path: "/blog/a-post/", body: simplePage("A post"), headers: { "content-type": "text/html" } },
      { status: 404, body: "not here" },
    ]);
    const report = await scored(host);
    expect(pathsRead(report)).toEqual(["/", "/blog/a-post/"]);
    const asked = await requestsTo(host);
    const homeAsked = asked.find((request) => request.path === "/")!.at;
    const childAsked = asked.find((request) => request.path === "/sitemaps/posts.xml")!.at;
    // Asked while the home page was still on its way (800 ms), not once it had come.
    expect(childAsked - homeAsked).toBeLessThan(600);
  });

  it("a docs site: documentation and pricing beside the home page", async () => {
    const report = await scored("handbook.example");
    expect(report.pages!.map((page) => page.type)).toEqual(expect.arrayContaining(["home", "docs", "pricing"]));
    expect(report.pages!.filter((page) => page.failed !== null)).toEqual([]);
  });

  it("a site without a sitemap: pages from its links; one that 404s is listed as failed and not counted", async () => {
    const report = await scored("nositemap.example");
    const failed = report.pages!.find((page) => page.failed !== null);
    expect(failed).toMatchObject({ url: "https://nositemap.example/case-studies/retired-page/", failed: "HTTP 404", score: null, weight: 0 });
    expect(pathsRead(report)).toEqual(expect.arrayContaining(["/", "/services/", "/team/"]));
    const counted = report.pages!.filter((page) => page.failed === null);
    expect(counted.reduce((sum, page) => sum + page.weight, 0)).toBeCloseTo(100, 0);
  });

  it("a sitemap pointing to other sites and private addresses: only the site's own page is read", async () => {
    const report = await scored("offsite-sitemap.example");
    expect(pathsRead(report)).toEqual(["/", "/events/poetry-night/"]);
    expect(await requestsTo("collector.example")).toEqual([]);
  });

  it("a sitemap of 16,000 entries: its newest page is found and read in bounded time", async () => {
    const started = Date.now();
    const report = await scored("huge-sitemap.example");
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(pathsRead(report).slice(0, 2)).toEqual(["/", "/notes/this-week/"]);
    // The rest of the sample: old archive entries, long gone from this fixture.
    expect(report.pages!.slice(2).map((page) => page.failed)).toEqual(["HTTP 404", "HTTP 404", "HTTP 404"]);
  });

  it("a page that fails in every way but the home page's is never the analysis's failure", async () => {
    await setSite("flaky-inner.example", [
      { path: "/", body: `${simplePage("Flaky Inner")}<nav><a href="/down">Down</a><a href="/image">Image</a><a href="/away">Away</a><a href="/private">Private</a></nav>` },
      { path: "/down", status: 503, body: "<h1>Down</h1>" },
      { path: "/image", headers: { "content-type": "image/png" }, body: "\u0089PNG" },
      { path: "/away", status: 301, redirect: "https://elsewhere-entirely.example/" },
      { path: "/private", status: 302, redirect: `http://127.0.0.1:${canary.port}/flaky-inner` },
    ]);
    const report = await scored("flaky-inner.example");
    expect(report.pages!.slice(1).map((page) => [new URL(page.url).pathname, page.failed])).toEqual([
      ["/down", "HTTP 503"],
      ["/image", "content type image/png is not HTML"],
      ["/away", expect.stringMatching(/redirects to another site, elsewhere-entirely\.example/)],
      ["/private", expect.stringMatching(/is not allowed \(redirect 1 to http:\/\/127\.0\.0\.1/)],
    ]);
    expect(report.pages![0]!.weight).toBe(100);
    expect(await requestsTo("elsewhere-entirely.example")).toEqual([]);

    // A sampled page may take 2 MiB, not the home page's 5: four pages are held at once.
    await setSite("big-inner.example", [{ path: "/", body: `${simplePage("Big Inner")}<nav><a href="/big">Big</a></nav>` }, { path: "/big", bodyBytes: 3 * 1024 * 1024 }]);
    expect((await scored("big-inner.example")).pages![1]).toMatchObject({ url: "https://big-inner.example/big", failed: "body larger than 2048 KiB" });
  });
});

describe("a page a person names (POST /api/analyze)", () => {
  const analyze = (url: string, ip: string) =>
    callWorker("/api/analyze", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ url }), ip });

  it("is read with a fresh analysis's sample, and scored alone beside a cached result that lacks it", async () => {
    const ip = nextIp();
    const fresh = await analyze("https://blog.example/blog/restoring-a-rusty-skillet/", ip);
    expect(fresh.status).toBe(200);
    const first = (await fresh.json()) as { cached: boolean; pages?: { url: string; role: string }[]; named_page?: unknown };
    // blog.example was analyzed by the tests above, and its sample read this post: it is among the pages.
    expect(first.cached).toBe(true);
    expect(first.named_page).toBeUndefined();
    expect(first.pages).toContainEqual(expect.objectContaining({ url: "https://blog.example/blog/restoring-a-rusty-skillet/", failed: null }));

    await setSite("named-page.example", [{ path: "/", body: simplePage("Named Page") }, { path: "/pricing", body: simplePage("Named Page Pricing") }]);
    const named = await analyze("named-page.example/pricing", ip);
    const body = (await named.json()) as { cached: boolean; pages: { url: string; role: string }[]; named_page?: unknown };
    expect(body.cached).toBe(false);
    expect(body.pages.map((page) => [page.url, page.role])).toEqual([
      ["https://named-page.example/", "home"],
      ["https://named-page.example/pricing", "named"],
    ]);
    expect(body.named_page).toBeUndefined();

    // Now cached without /other: that page is read alone, as a fresh analysis of this client's.
    await setSite("named-page.example", [{ path: "/", body: simplePage("Named Page") }, { path: "/other", body: simplePage("Named Page Other") }]);
    const hour = () => env.LIMITER.get(env.LIMITER.idFromName(`ip:${ip}`)).count("hour", Date.now());
    const before = await hour();
    const again = (await (await analyze("https://named-page.example/other", ip)).json()) as { cached: boolean; named_page: { url: string; report: Report | null; failed: string | null } };
    expect(await hour()).toBe(before + 1);
    expect(again.cached).toBe(true);
    expect(again.named_page.failed).toBeNull();
    expect(again.named_page.report).toMatchObject({ url: "https://named-page.example/other", page: expect.objectContaining({ title: "Named Page Other" }) });
    expect(again.named_page.report!.pages).toBeUndefined();
    // A page that cannot be read is said, beside the site's result.
    const missing = (await (await analyze("https://named-page.example/gone", ip)).json()) as { score: number; named_page: { report: null; failed: string } };
    expect(missing.score).toBeTypeOf("number");
    expect(missing.named_page).toMatchObject({ report: null, failed: "HTTP 404" });
  });
});

describe("the site's report everywhere", () => {
  it("MCP get_aeo_report returns the same document as GET /api/report, and its text names the pages read", async () => {
    const report = await scored("handbook.example");
    const response = await callWorker("/mcp", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json, text/event-stream", "mcp-protocol-version": "2025-06-18" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "get_aeo_report", arguments: { domain: "handbook.example" } } }),
      ip: nextIp(),
    });
    const raw = await response.text();
    const message = JSON.parse(raw.startsWith("{") ? raw : raw.split("\n").find((line) => line.startsWith("data: "))!.slice(6)) as {
      result: { structuredContent: Report; content: { type: string; text: string }[] };
    };
    const { history: _history, ...withoutHistory } = (await (await callWorker("/api/report/handbook.example")).json()) as Report & { history: unknown };
    expect(message.result.structuredContent).toEqual(withoutHistory);
    expect(message.result.structuredContent.pages).toEqual(report.pages);
    expect(message.result.content[0]!.text).toMatch(/Pages read: \/ \(home, \d+\/100\); \/docs\/getting-started\/ \(docs, \d+\/100\)/);
  });

  it("the methodology states the rule that combines the pages, from the engine's own figures", async () => {
    const page = await (await callWorker("/methodology")).text();
    expect(page).toContain('<h2 id="site">A website, not one page</h2>');
    expect(page).toContain("the home page 40%, the other pages read share the rest equally (4 of them: 15% each)");
    expect(page).toMatch(/<code>llms-txt<\/code>[\s\S]*?<dt>Judged<\/dt><dd>once for the whole site/);
  });
});

