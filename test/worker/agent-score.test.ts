// The agent contract (../shared/spec/agent-scoring-interface.md), end to end inside workerd: real KV,
// Durable Objects, Queue and Browser Rendering, fixture sites and the Anthropic stand-in.
import { env } from "cloudflare:workers";
import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { CATALOGUE, errorBody, type SiteFailureCode } from "../../worker/errors.ts";
import type { Limiter } from "../../worker/limiter.ts";
import { ScoreResultSchema } from "../../worker/schemas/score-result.ts";
import { writeCached, type CachedAnalysis } from "../../worker/services/cache.ts";
import { recordHumanAnalysis } from "../../worker/services/history.ts";
import { readReport } from "../../worker/services/reports.ts";
import { aiRequests, eventually, pageFetches, requestsTo, score, setSite, simplePage } from "./helpers.ts";

describe("200: a scored site", () => {
  it("answers with every field of the contract, exactly", async () => {
    const response = await score("https://www.Acme.example./products?x=1#top");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    const body = (await response.json()) as Record<string, unknown>;
    const parsed = ScoreResultSchema.strict().parse(body);
    expect(parsed.tool).toBe("Citable");
    expect(parsed.url).toBe("acme.example");
    expect(parsed.full_report).toBe("https://citable.test/report/acme.example?ref=agent");
    expect(parsed.note).toMatch(/full_report/);
    expect(parsed.engine_version).toBeTypeOf("number");
    expect(parsed.summary.length).toBeGreaterThan(20);
    expect(Object.keys(parsed.category_scores).length).toBeGreaterThan(0);
    expect(parsed.ai_knowledge).toEqual({ recognized_by_ai: true, detail: "acme.example is known to the model as a site." });
    expect(parsed.analyzed_at).toBeTypeOf("string");
    expect(Date.now() - Date.parse(parsed.analyzed_at!)).toBeLessThan(60_000);
  });

  it("waits for the AI-written summary without fast", async () => {
    await setSite("summary.example", [{ path: "/", body: simplePage("Summary Widgets") }]);
    const body = (await (await score("summary.example")).json()) as { summary: string };
    expect(body.summary).toContain("AI summary (stand-in): summary.example");
    // Stored in the report as well (after the answer), so the report page keeps it past the cache.
    expect(await eventually(async () => ((await readReport(env.HISTORY, "summary.example"))?.summary === body.summary ? true : undefined))).toBe(true);
  });

  it("never puts page content in the blind probe", async () => {
    await setSite("blind.example", [{ path: "/", body: simplePage("Secret Marker Widgets") }]);
    await score("blind.example", { fast: true });
    const probes = (await aiRequests()).filter((request) => /recogni[sz]e/i.test(request.prompt) && request.prompt.includes("blind.example"));
    expect(probes).toHaveLength(1);
    expect(JSON.stringify(probes[0])).not.toContain("Secret Marker");
  });
});

describe("what an agent can tell it got: analyzed_at, cached, Age and Cache-Control", () => {
  it("a fresh analysis is cached false, Age 0, cacheable for the result's lifetime once its summary is final", async () => {
    await setSite("fresh-age.example", [{ path: "/", body: simplePage("Fresh Age Widgets") }]);
    const response = await score("fresh-age.example", { ip: "198.51.100.60" });
    expect(response.status).toBe(200);
    const body = ScoreResultSchema.strict().parse(await response.json());
    expect(body.summary).toContain("AI summary (stand-in)");
    expect(body.cached).toBe(false);
    expect(response.headers.get("age")).toBe("0");
    expect(response.headers.get("cache-control")).toBe("public, max-age=86400");
  });

  it("a cached result is cached true with its age in seconds; max-age stays the whole lifetime (Age counts from the analysis)", async () => {
    const now = Date.now();
    const analyzedAt = now - 3_600_000;
    await writeCached(
      env.CACHE,
      {
        domain: "aged.example",
        score: 70,
        grade: "C",
        summary: "An AI-written summary.",
        summary_source: "ai",
        category_scores: { "Content Structure": 70 },
        top_fixes: [],
        engine_version: 1,
        analyzed_at: new Date(analyzedAt).toISOString(),
        expires_at: analyzedAt + 86_400_000,
      },
      now,
    );
    const response = await score("aged.example", { ip: "198.51.100.61" });
    expect(response.status).toBe(200);
    const body = ScoreResultSchema.strict().parse(await response.json());
    expect(body).toMatchObject({ cached: true, analyzed_at: new Date(analyzedAt).toISOString() });
    expect(Math.abs(Number(response.headers.get("age")) - 3600)).toBeLessThanOrEqual(2);
    expect(response.headers.get("cache-control")).toBe("public, max-age=86400");
    expect(await requestsTo("aged.example")).toEqual([]);
  });

  it("a template an AI summary may still replace is no-cache", async () => {
    await setSite("pending-summary.example", [{ path: "/", body: simplePage("Pending Summary Widgets") }]);
    const response = await score("pending-summary.example", { fast: true, ip: "198.51.100.62" });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { summary: string }).summary).toMatch(/scores \d+\/100/);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(response.headers.get("age")).toBe("0");
  });
});

describe("fast mode and the summary queue", () => {
  it("answers at once with the template, and a later request carries the AI summary", async () => {
    await setSite("fast.example", [{ path: "/", body: simplePage("Fast Widgets") }]);
    const first = (await (await score("fast.example", { fast: true })).json()) as { summary: string };
    expect(first.summary).toMatch(/^fast\.example scores \d+\/100/);
    const later = await eventually(async () => {
      const body = (await (await score("fast.example", { fast: true })).json()) as { summary: string };
      return body.summary.startsWith("AI summary") ? body : undefined;
    });
    expect(later.summary).toContain("AI summary (stand-in): fast.example");
  });

  it("falls back to the template, still 200, when the AI is down", async () => {
    await setSite("ai-fail.example", [{ path: "/", body: simplePage("Failing AI Widgets") }]);
    const response = await score("ai-fail.example");
    expect(response.status).toBe(200);
    const body = (await response.json()) as { summary: string; ai_knowledge?: unknown };
    expect(body.summary).toMatch(/^ai-fail\.example scores \d+\/100/);
    expect(body.ai_knowledge).toBeUndefined();
  });

  it.each(["1", "true"])("fast=%s is fast mode; other values are a 400", async (value) => {
    await setSite(`fast-${value}.example`, [{ path: "/", body: simplePage("Flag Widgets") }]);
    const { exports } = await import("cloudflare:workers");
    const ok = await exports.default.fetch(`https://citable.test/api/agent/score?url=fast-${value}.example&fast=${value}`);
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { summary: string }).summary).toMatch(/scores \d+\/100/);
  });
});

describe("cache and single flight", () => {
  it("answers a cached domain without counting it against any limit", async () => {
    await setSite("cached.example", [{ path: "/", body: simplePage("Cached Widgets") }]);
    const ip = "198.51.100.20";
    expect((await score("cached.example", { ip, fast: true })).status).toBe(200);
    for (let i = 0; i < 12; i++) expect((await score("https://cached.example/other", { ip, fast: true })).status).toBe(200);
    const bucket = env.LIMITER.get(env.LIMITER.idFromName(`ip:${ip}`));
    expect(await bucket.count("hour", Date.now())).toBe(1);
    expect(await pageFetches("cached.example")).toHaveLength(1);
  });

  it("the single-flight object finding the cache filled meanwhile answers it and gives back the slots it took beside", async () => {
    // The caller missed the cache; by the time the object reads it again (beside taking the limits), another
    // location has filled it: no analysis, and nothing stays counted (the client's and its network's slots
    // are its own here; the day's is shared with the other tests' analyses).
    const record: CachedAnalysis = { domain: "raced.example", score: 61, grade: "C", summary: "Raced.", summary_source: "template", category_scores: {}, top_fixes: [], engine_version: 1, analyzed_at: new Date().toISOString(), expires_at: Date.now() + 60_000 };
    await writeCached(env.CACHE, record, Date.now());
    const bucket = "ip6:2001:db8:25:1::/64";
    const counts = () =>
      Promise.all([
        env.LIMITER.get(env.LIMITER.idFromName(bucket)).count("hour", Date.now()),
        env.LIMITER.get(env.LIMITER.idFromName("global")).shareCount("net6:2001:db8:25::/48", Date.now()),
      ]);
    const before = await counts();
    const outcome = await env.ANALYSES.get(env.ANALYSES.idFromName("raced.example")).fresh({ domain: "raced.example", bucket });
    expect(outcome).toMatchObject({ kind: "cached", record: { domain: "raced.example", score: 61 } });
    expect(before).toEqual([0, 0]);
    expect(await counts()).toEqual([0, 0]);
    expect(await requestsTo("raced.example")).toHaveLength(0);
  });

  it("runs one analysis for 30 concurrent requests for a new domain, and counts it once", async () => {
    await setSite("crowd.example", [{ path: "/", body: simplePage("Crowd Widgets"), delayMs: 300 }]);
    const ip = "198.51.100.30";
    const responses = await Promise.all(Array.from({ length: 30 }, () => score("crowd.example", { ip, fast: true })));
    expect(responses.map((r) => r.status)).toEqual(Array(30).fill(200));
    expect(await pageFetches("crowd.example")).toHaveLength(1);
    expect(await env.LIMITER.get(env.LIMITER.idFromName(`ip:${ip}`)).count("hour", Date.now())).toBe(1);
  });
});

describe("429: limits", () => {
  it("refuses the 11th fresh analysis from one IP with next hour and Retry-After; another IP goes on", async () => {
    const ip = "192.0.2.11";
    for (let i = 1; i <= 10; i++) {
      await setSite(`limit${i}.example`, [{ path: "/", body: simplePage(`Limit ${i}`) }]);
      expect((await score(`limit${i}.example`, { ip, fast: true })).status).toBe(200);
    }
    await setSite("limit11.example", [{ path: "/", body: simplePage("Limit 11") }]);
    const refused = await score("limit11.example", { ip, fast: true });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual(errorBody("rate_hourly"));
    expect(refused.headers.get("cache-control")).toBe("no-store");
    const retryAfter = Number(refused.headers.get("retry-after"));
    const expected = Math.ceil((3_600_000 - (Date.now() % 3_600_000)) / 1000);
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(Math.abs(retryAfter - expected)).toBeLessThanOrEqual(2);
    expect((await requestsTo("limit11.example")).length).toBe(0);
    expect((await score("limit11.example", { ip: "192.0.2.12", fast: true })).status).toBe(200);
  });

  it("ignores spoofed forwarding headers: the bucket is CF-Connecting-IP", async () => {
    const ip = "192.0.2.40";
    const bucket = env.LIMITER.get(env.LIMITER.idFromName(`ip:${ip}`));
    await runInDurableObject(bucket, (_instance: Limiter, state) => {
      const start = Math.floor(Date.now() / 3_600_000) * 3_600_000;
      state.storage.sql.exec("INSERT INTO windows (start, count) VALUES (?, 10)", start);
    });
    await setSite("spoof.example", [{ path: "/", body: simplePage("Spoof") }]);
    const { exports } = await import("cloudflare:workers");
    const response = await exports.default.fetch("https://citable.test/api/agent/score?url=spoof.example&fast=1", {
      headers: { "CF-Connecting-IP": ip, "X-Forwarded-For": "8.8.8.8", "True-Client-IP": "8.8.4.4" },
    });
    expect(response.status).toBe(429);
  });

  it("refuses everyone with tomorrow when the daily cap is reached, and gives the IP slot back", async () => {
    const global = env.LIMITER.get(env.LIMITER.idFromName("global"));
    const dayStart = Math.floor(Date.now() / 86_400_000) * 86_400_000;
    await runInDurableObject(global, (_instance: Limiter, state) => {
      state.storage.sql.exec("INSERT INTO windows (start, count) VALUES (?, 5000) ON CONFLICT(start) DO UPDATE SET count = 5000", dayStart);
    });
    await setSite("capped.example", [{ path: "/", body: simplePage("Capped") }]);
    const ip = "192.0.2.50";
    const refused = await score("capped.example", { ip, fast: true });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual(errorBody("rate_daily"));
    const expected = Math.ceil((dayStart + 86_400_000 - Date.now()) / 1000);
    expect(Math.abs(Number(refused.headers.get("retry-after")) - expected)).toBeLessThanOrEqual(2);
    expect(await env.LIMITER.get(env.LIMITER.idFromName(`ip:${ip}`)).count("hour", Date.now())).toBe(0);
    await runInDurableObject(global, (_instance: Limiter, state) => {
      state.storage.sql.exec("DELETE FROM windows");
    });
  });
});

describe("422: sites that cannot be fetched or analyzed", () => {
  it.each([
    ["down.example", "site_unfetchable", /^HTTP 503/],
    ["forbidden.example", "site_bot_protected", /403/],
    ["redirect-loop.example", "site_redirects", /redirect loop/],
    ["huge.example", "site_too_large", /larger than/],
    ["image.example", "site_not_html", /content type image\/png is not HTML/],
    ["missing.example", "site_not_found", /^HTTP 404$/],
  ] as [string, SiteFailureCode, RegExp][])("%s: a 422 whose error fits the cause (%s) and whose detail says why", async (host, code, detail) => {
    const response = await score(host, { fast: true, ip: `10.0.0.${host.length}` });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { error: string; detail: string | null };
    expect(body).toEqual({ error: CATALOGUE[code].text, detail: expect.stringMatching(detail) });
  });

  it("a server error is site_http_error, a wall of bot protection site_bot_protected", async () => {
    await setSite("broken.example", [{ path: "/", status: 500, body: "<h1>Internal error</h1>" }]);
    await setSite("walled.example", [
      { path: "/", status: 403, headers: { "cf-mitigated": "challenge" }, body: "<html><head><title>Just a moment...</title></head><body>Checking your browser</body></html>" },
    ]);
    const broken = await score("broken.example", { fast: true, ip: "10.0.1.1" });
    expect([broken.status, ((await broken.json()) as { error: string }).error]).toEqual([422, CATALOGUE.site_http_error.text]);
    const walled = await score("walled.example", { fast: true, ip: "10.0.1.2" });
    const body = (await walled.json()) as { error: string; detail: string };
    expect([walled.status, body.error]).toEqual([422, CATALOGUE.site_bot_protected.text]);
    expect(body.detail).toMatch(/bot protection/);
  });

  it("the contract's meaning stays for walls: the site could not be fetched and may be blocking automated access", () => {
    expect(CATALOGUE.site_unfetchable.text).toMatch(/could not fetch this site.*blocking automated access/);
    expect(CATALOGUE.site_bot_protected.text).toMatch(/could not fetch this site.*blocking automated access/);
  });

  it("a redirect to a private address is refused before it is followed", async () => {
    await setSite("private-redirect.example", [{ path: "/", redirect: "http://127.0.0.1/admin" }]);
    const response = await score("private-redirect.example", { fast: true, ip: "10.9.9.9" });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { error: string; detail: string };
    expect(body.error).toBe(CATALOGUE.site_forbidden_redirect.text);
    expect(body.detail).toMatch(/IP address targets are not allowed \(redirect 1/);
  });

  it("a slow site times out after 10 s with that detail", async () => {
    const response = await score("slow.example", { fast: true, ip: "10.9.9.10" });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { error: string; detail: string };
    expect(body.error).toBe(CATALOGUE.site_timeout.text);
    expect(body.detail).toMatch(/^timeout after 10(\.\d)? s/);
  });
});

describe("Browser Rendering fallback", () => {
  it("scores the JavaScript-challenge site through a real browser and says so in the report", async () => {
    const response = await score("challenge.example", { fast: true, ip: "10.8.8.8" });
    expect(response.status).toBe(200);
    const report = (await (await callReport("challenge.example")).json()) as { page: { read_via: string; title: string } };
    expect(report.page.read_via).toBe("browser");
    expect(report.page.title).toBe("Guarded Garden Supplies");
  });

  it("renders the single-page app's shell with its root-relative script (/app.js) under TARGET_RESOLVE", async () => {
    const response = await score("spa.example", { fast: true, ip: "10.8.8.9" });
    expect(response.status).toBe(200);
    const report = (await (await callReport("spa.example")).json()) as { page: { read_via: string; word_count: number } };
    expect(report.page.read_via).toBe("browser");
    expect(report.page.word_count).toBeGreaterThan(20);
    expect((await requestsTo("spa.example")).map((request) => request.path)).toContain("/app.js");
  });
});

describe("score_change", () => {
  it("appears against the previous human-initiated analysis of the same engine version, never across versions", async () => {
    await setSite("history.example", [{ path: "/", body: simplePage("History Widgets") }]);
    const first = (await (await score("history.example", { fast: true, ip: "10.7.7.7" })).json()) as { score: number; engine_version: number; score_change?: unknown };
    expect(first.score_change).toBeUndefined();
    await recordHumanAnalysis(env.HISTORY, "history.example", { score: first.score - 7, engine_version: first.engine_version, at: "2026-01-01T00:00:00.000Z" });
    const second = (await (await score("history.example", { fast: true, ip: "10.7.7.7" })).json()) as { score_change?: unknown };
    expect(second.score_change).toEqual({ delta: 7, previous_score: first.score - 7, since: "2026-01-01T00:00:00.000Z" });
    await recordHumanAnalysis(env.HISTORY, "history.example", { score: first.score - 20, engine_version: first.engine_version - 1, at: "2026-02-01T00:00:00.000Z" });
    const third = (await (await score("history.example", { fast: true, ip: "10.7.7.7" })).json()) as { score_change?: { previous_score: number } };
    expect(third.score_change?.previous_score).toBe(first.score - 7);
  });
});

async function callReport(domain: string): Promise<Response> {
  const { exports } = await import("cloudflare:workers");
  return exports.default.fetch(`https://citable.test/api/report/${domain}`);
}

describe("site files beside the page", () => {
  it("reports robots.txt that fails with a server error as RFC 9309's disallow-all", async () => {
    await setSite("robots-down.example", [
      { path: "/", body: simplePage("Robots Down") },
      { path: "/robots.txt", status: 503, body: "busy" },
    ]);
    expect((await score("robots-down.example", { fast: true, ip: "10.6.6.6" })).status).toBe(200);
    const report = (await (await callReport("robots-down.example")).json()) as { categories: { checks: { id: string; status: string; evidence: string }[] }[] };
    const check = report.categories.flatMap((category) => category.checks).find((item) => item.id === "ai-search-crawlers");
    expect(check).toMatchObject({ status: "fail", evidence: expect.stringContaining("HTTP 503") });
  });

  it("treats an HTML soft-404 at /robots.txt and /llms.txt as missing files", async () => {
    await setSite("soft404.example", [{ body: simplePage("Soft 404") }]);
    expect((await score("soft404.example", { fast: true, ip: "10.6.6.7" })).status).toBe(200);
    const report = (await (await callReport("soft404.example")).json()) as { categories: { checks: { id: string; evidence: string }[] }[] };
    const checks = report.categories.flatMap((category) => category.checks);
    expect(checks.find((item) => item.id === "ai-search-crawlers")?.evidence).toMatch(/^No robots\.txt/);
    expect(checks.find((item) => item.id === "llms-txt")?.evidence).toMatch(/^No \/llms\.txt\./);
  });
});
