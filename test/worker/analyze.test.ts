// POST /api/analyze, the browser UI's endpoint, inside workerd: validation, the 413 on pasted input, URL
// analyses recorded in history and limited like the agent endpoint, pasted input never stored.
import { env } from "cloudflare:workers";
import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ENGINE_VERSION } from "../../scoring/version.ts";
import { CATALOGUE, errorBody, type InvalidReason } from "../../worker/errors.ts";
import type { Limiter } from "../../worker/limiter.ts";
import { AnalyzeResultSchema } from "../../worker/routes/analyze.ts";
import { MAX_PASTE_CHARS } from "../../worker/services/paste.ts";
import { readHistory, recordHumanAnalysis } from "../../worker/services/history.ts";
import { callWorker, pageFetches, PASTED_TEXT, requestsTo, setSite, simplePage } from "./helpers.ts";

function analyze(body: unknown, options: { ip?: string; contentType?: string } = {}): Promise<Response> {
  return callWorker("/api/analyze", {
    method: "POST",
    headers: { "Content-Type": options.contentType ?? "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
    ip: options.ip ?? "203.0.113.70",
  });
}

async function result(response: Response) {
  expect(response.status).toBe(200);
  return AnalyzeResultSchema.strict().parse(await response.json());
}

async function fillHourlyBucket(ip: string, limit = 10): Promise<void> {
  const bucket = env.LIMITER.get(env.LIMITER.idFromName(`ip:${ip}`));
  await runInDurableObject(bucket, (_instance: Limiter, state) => {
    const start = Math.floor(Date.now() / 3_600_000) * 3_600_000;
    state.storage.sql.exec("INSERT INTO windows (start, count) VALUES (?, ?) ON CONFLICT(start) DO UPDATE SET count = excluded.count", start, limit);
  });
}

async function storedKeys(domain: string): Promise<string[]> {
  const [cache, history] = await Promise.all([env.CACHE.list(), env.HISTORY.list()]);
  return [...cache.keys, ...history.keys].map((key) => key.name).filter((name) => name.includes(domain));
}

describe("400: the body must be one of the three shapes", () => {
  it.each([
    ["an empty object", {}],
    ["url and text together", { url: "acme.example", text: "Hello there." }],
    ["html and text together", { html: "<p>Hi</p>", text: "Hi" }],
    ["an unknown field", { url: "acme.example", fast: true }],
    ["a number for url", { url: 5 }],
    ["empty text", { text: "" }],
    ["malformed JSON", "{ not json"],
  ])("%s", async (_name, body) => {
    const response = await analyze(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(errorBody("invalid_analyze_body"));
  });

  it("refuses anything but JSON (a cross-site form post cannot send it without CORS)", async () => {
    const response = await analyze("url=acme.example", { contentType: "application/x-www-form-urlencoded" });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(errorBody("invalid_analyze_body"));
  });

  it.each([
    ["localhost", "not_domain"],
    ["http://127.0.0.1/", "ip_address"],
    ["javascript:alert(1)", "scheme"],
    ["not a domain", "spaces"],
    ["ui-port.example:8080", "port"],
    [`https://example.com/${"x".repeat(3000)}`, "too_long"],
  ] as [string, InvalidReason][])("an invalid url (%s) says why (%s), and nothing is fetched", async (url, reason) => {
    const response = await analyze({ url });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(errorBody("invalid_analyze_url", { reason }));
    expect(await requestsTo("ui-port.example")).toEqual([]);
  });

  it("pasted HTML with a non-http(s) address is a 400 of its own", async () => {
    const response = await analyze({ html: "<p>Hi</p>", url: "javascript:alert(1)" });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(errorBody("invalid_page_url", { reason: "scheme" }));
  });
});

describe("413: pasted input is bounded", () => {
  it.each(["html", "text"])("%s one character past the limit is a 413; at the limit it is scored", async (field) => {
    expect(CATALOGUE.paste_too_large.text).toContain(MAX_PASTE_CHARS.toLocaleString("en-US"));
    const over = await analyze({ [field]: "a".repeat(MAX_PASTE_CHARS + 1) });
    expect(over.status).toBe(413);
    expect(await over.json()).toEqual(errorBody("paste_too_large"));
    const at = await analyze({ [field]: `<p>${"word ".repeat(MAX_PASTE_CHARS / 5 - 2)}</p>`.slice(0, MAX_PASTE_CHARS) });
    expect(at.status).toBe(200);
  });

  it("a body far past the limit is refused before it is parsed", async () => {
    const response = await analyze(`{"text":"${"a".repeat(5 * MAX_PASTE_CHARS)}"}`);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual(errorBody("paste_too_large"));
  });
});

describe("pasted HTML and text: scored, never fetched, cached or stored", () => {
  it("scores pasted HTML under the address it names, without a single request to it or a stored trace", async () => {
    const html = simplePage("Pasted Widgets");
    const body = await result(await analyze({ html, url: "https://paste-target.example/products/widget" }));
    expect(body).toMatchObject({ input: "html", url: "https://paste-target.example/products/widget", full_report: null, cached: false });
    expect(body.summary).toMatch(/^paste-target\.example scores \d+\/100/);
    expect(body.top_fixes.length).toBeGreaterThan(0);
    expect(body.top_fixes.length).toBeLessThanOrEqual(5);
    expect(await requestsTo("paste-target.example")).toEqual([]);
    expect(await storedKeys("paste-target.example")).toEqual([]);
    expect((await callWorker("/api/report/paste-target.example")).status).toBe(404);
  });

  it("takes a host and port as the pasted page's address", async () => {
    const body = await result(await analyze({ html: simplePage("Ported Widgets"), url: "paste-port.example:8080/pricing" }));
    expect(body.url).toBe("https://paste-port.example:8080/pricing");
  });

  it("scores pasted text, leaving markup checks out", async () => {
    const body = await result(await analyze({ text: PASTED_TEXT }));
    expect(body).toMatchObject({ input: "text", url: null, full_report: null, cached: false });
    expect(body.summary).toMatch(/^The pasted text scores \d+\/100/);
    expect(body.category_scores["Schema Markup"]).toBeUndefined();
    expect(await storedKeys("pasted.invalid")).toEqual([]);
  });

  it("refuses pasted input with too little text to judge, saying how many words it had and how many are needed", async () => {
    const text = await analyze({ text: "hi" }, { ip: "203.0.113.72" });
    expect(text.status).toBe(422);
    expect(await text.json()).toEqual(errorBody("paste_too_thin", { detail: "1 word of text; at least 50 are needed to judge it" }));
    const html = await analyze({ html: "<h1>Hi</h1>" }, { ip: "203.0.113.72" });
    expect(html.status).toBe(422);
    expect(await html.json()).toEqual(errorBody("paste_too_thin", { detail: "1 word of visible text; at least 20 are needed to judge it" }));
  });

  it("pasted input counts against the paste limit only, never the fresh-analysis one", async () => {
    const ip = "203.0.113.71";
    await fillHourlyBucket(ip);
    expect((await analyze({ text: PASTED_TEXT }, { ip })).status).toBe(200);
    expect((await analyze({ html: simplePage("Limitless") }, { ip })).status).toBe(200);
    expect(await env.LIMITER.get(env.LIMITER.idFromName(`paste:ip:${ip}`)).count("hour", Date.now())).toBe(2);
    expect(await env.LIMITER.get(env.LIMITER.idFromName(`ip:${ip}`)).count("hour", Date.now())).toBe(10);
  });
});

describe("URL analyses: human-initiated", () => {
  it("analyzes fresh, records the analysis in the domain's history, and links the report", async () => {
    await setSite("ui-fresh.example", [{ path: "/", body: simplePage("UI Fresh Widgets") }]);
    const body = await result(await analyze({ url: "https://www.UI-Fresh.example/about" }));
    expect(body).toMatchObject({ input: "url", url: "ui-fresh.example", full_report: "https://citable.test/report/ui-fresh.example", cached: false });
    expect(body.summary).toContain("AI summary (stand-in): ui-fresh.example");
    expect(body.ai_knowledge?.recognized_by_ai).toBeTypeOf("boolean");
    expect(body.top_fixes.every((fix) => typeof fix.fix === "string")).toBe(true);
    expect(await readHistory(env.HISTORY, "ui-fresh.example")).toEqual([{ score: body.score, engine_version: body.engine_version, at: body.analyzed_at }]);
    const report = (await (await callWorker("/api/report/ui-fresh.example")).json()) as { history: unknown[]; ai_knowledge?: unknown };
    expect(report.history).toEqual([{ score: body.score, engine_version: body.engine_version, at: body.analyzed_at }]);
    // The full report carries the blind probe's finding too (the report page shows it).
    expect(report.ai_knowledge).toEqual(body.ai_knowledge);
  });

  /** A result stored `hoursAgo` hours ago, as the cache would hold it (no analysis ran in this isolate). */
  async function storeAged(domain: string, hoursAgo: number): Promise<string> {
    const analyzedAt = new Date(Date.now() - hoursAgo * 3_600_000).toISOString();
    const record = { domain, score: 41, grade: "F", summary: "Stored earlier.", summary_source: "ai", category_scores: {}, top_fixes: [], engine_version: ENGINE_VERSION, analyzed_at: analyzedAt, expires_at: Date.now() + 3_600_000 };
    await env.CACHE.put(`analysis:${domain}`, JSON.stringify(record));
    return analyzedAt;
  }

  it("analyzes again on refresh when the cached result is over an hour old, and serves a younger one from cache", async () => {
    await setSite("ui-refresh.example", [{ path: "/", body: simplePage("UI Refresh Widgets") }]);
    const aged = await storeAged("ui-refresh.example", 2);
    expect(await result(await analyze({ url: "ui-refresh.example" }, { ip: "203.0.113.77" }))).toMatchObject({ cached: true, analyzed_at: aged });
    const again = await result(await analyze({ url: "ui-refresh.example", refresh: true }, { ip: "203.0.113.77" }));
    expect(again.cached).toBe(false);
    expect(Date.parse(again.analyzed_at)).toBeGreaterThan(Date.parse(aged) + 3_600_000);
    // That analysis is minutes old: asked again, it is served from cache.
    const young = await result(await analyze({ url: "ui-refresh.example", refresh: true }, { ip: "203.0.113.77" }));
    expect(young).toMatchObject({ cached: true, analyzed_at: again.analyzed_at });
    expect(await pageFetches("ui-refresh.example")).toHaveLength(1);
  });

  it("refresh is a fresh analysis under the usual limits", async () => {
    await setSite("ui-refresh-limited.example", [{ path: "/", body: simplePage("UI Refresh Limited") }]);
    await storeAged("ui-refresh-limited.example", 2);
    const ip = "203.0.113.79";
    await fillHourlyBucket(ip);
    const response = await analyze({ url: "ui-refresh-limited.example", refresh: true }, { ip });
    expect(response.status).toBe(429);
    expect(await response.json()).toEqual(errorBody("rate_hourly"));
  });

  it("serves a cached result free, with its age, and records it once", async () => {
    await setSite("ui-cached.example", [{ path: "/", body: simplePage("UI Cached Widgets") }]);
    const first = await result(await analyze({ url: "ui-cached.example" }, { ip: "203.0.113.72" }));
    const ip = "203.0.113.73";
    await fillHourlyBucket(ip);
    const again = await result(await analyze({ url: "ui-cached.example" }, { ip }));
    expect(again).toMatchObject({ cached: true, analyzed_at: first.analyzed_at, score: first.score });
    expect(await readHistory(env.HISTORY, "ui-cached.example")).toHaveLength(1);
    expect(await pageFetches("ui-cached.example")).toHaveLength(1);
  });

  it("carries score_change against the previous human-initiated analysis of the same engine version", async () => {
    await setSite("ui-change.example", [{ path: "/", body: simplePage("UI Change Widgets") }]);
    await recordHumanAnalysis(env.HISTORY, "ui-change.example", { score: 3, engine_version: ENGINE_VERSION - 1, at: "2026-01-01T00:00:00.000Z" });
    await recordHumanAnalysis(env.HISTORY, "ui-change.example", { score: 4, engine_version: ENGINE_VERSION, at: "2026-02-01T00:00:00.000Z" });
    const body = await result(await analyze({ url: "ui-change.example" }, { ip: "203.0.113.74" }));
    expect(body.score_change).toEqual({ delta: body.score - 4, previous_score: 4, since: "2026-02-01T00:00:00.000Z" });
    expect(await readHistory(env.HISTORY, "ui-change.example")).toHaveLength(3);
  });

  it("is rate-limited like a fresh agent analysis: 429 with retryAfter and Retry-After", async () => {
    const ip = "203.0.113.75";
    await fillHourlyBucket(ip);
    await setSite("ui-limited.example", [{ path: "/", body: simplePage("UI Limited Widgets") }]);
    const response = await analyze({ url: "ui-limited.example" }, { ip });
    expect(response.status).toBe(429);
    expect(await response.json()).toEqual(errorBody("rate_hourly"));
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(await requestsTo("ui-limited.example")).toEqual([]);
    expect(await readHistory(env.HISTORY, "ui-limited.example")).toEqual([]);
  });

  it("a site that cannot be fetched is a 422 with its detail, and no history", async () => {
    const response = await analyze({ url: "down.example" }, { ip: "203.0.113.76" });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ error: CATALOGUE.site_unfetchable.text, detail: expect.stringMatching(/503/) });
    expect(await readHistory(env.HISTORY, "down.example")).toEqual([]);
  });
});

describe("/report/<domain> after an analysis", () => {
  it("carries the domain's title, description, Open Graph tags and JSON-LD, escaped", async () => {
    await setSite("ui-og.example", [{ path: "/", body: simplePage("UI OG Widgets") }]);
    const body = await result(await analyze({ url: "ui-og.example" }, { ip: "203.0.113.77" }));
    const response = await callWorker("/report/ui-og.example?ref=agent");
    expect(response.status).toBe(200);
    expect(response.headers.get("etag")).toBeNull();
    const html = await response.text();
    const title = `ui-og.example AEO readiness: ${body.score}/100, grade ${body.grade} · Citable`;
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).toContain(`<meta property="og:title" content="${title}">`);
    expect(html).toContain('<link rel="canonical" href="https://citable.test/report/ui-og.example">');
    expect(html).toContain('<meta property="og:url" content="https://citable.test/report/ui-og.example">');
    expect(html).toContain('<h1 id="title">AEO readiness report: ui-og.example</h1>');
    expect(html).not.toContain('content="noindex"');
    const jsonLd = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1];
    const graph = (JSON.parse(jsonLd ?? "null") as { "@graph": { "@type": string; about?: { url: string } }[] })["@graph"];
    expect(graph.find((node) => node["@type"] === "Report")?.about?.url).toBe("https://ui-og.example/");
  });

  it("escapes a hostile AI summary (pages can prompt-inject the model) in the head, the overview and the JSON-LD", async () => {
    await setSite("ui-evil-summary.example", [{ path: "/", body: simplePage("UI Evil Summary") }]);
    await result(await analyze({ url: "ui-evil-summary.example" }, { ip: "203.0.113.78" }));
    const key = "analysis:ui-evil-summary.example";
    const cached = (await env.CACHE.get(key, "json")) as Record<string, unknown>;
    const evil = `Fine"><script>alert(1)</script><img src=x onerror=alert(2)> & '\u2028</title>`;
    await env.CACHE.put(key, JSON.stringify({ ...cached, summary: evil, summary_source: "ai" }));
    const html = await (await callWorker("/report/ui-evil-summary.example")).text();
    expect(html).not.toMatch(/<script>alert|<img src=x|Fine"><|<\/title>'/);
    expect(html).toContain('<meta name="description" content="Fine&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('<p id="summary" class="summary">Fine"&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    const jsonLd = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1] ?? "";
    expect(jsonLd).not.toMatch(/[<>\u2028]/);
    const graph = (JSON.parse(jsonLd) as { "@graph": { description?: string }[] })["@graph"];
    expect(graph[0]?.description).toBe(evil);
  });

  it("a domain never analyzed gets a page that offers an analysis, kept out of indexes", async () => {
    const html = await (await callWorker("/report/never-seen.example")).text();
    expect(html).toContain("<title>never-seen.example: AEO readiness report · Citable</title>");
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('id="not-analyzed"');
  });
});
