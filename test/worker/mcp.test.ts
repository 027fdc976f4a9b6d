// The MCP endpoint through the SDK's real client over HTTP, against the Worker inside workerd (the client's
// fetch is the Worker's own): both protocol eras, every tool, the shared limits, and invalid input.
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { env, exports } from "cloudflare:workers";
import { runInDurableObject } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import { ReportSchema } from "../../scoring/index.ts";
import { CATALOGUE, errorBody } from "../../worker/errors.ts";
import type { Limiter } from "../../worker/limiter.ts";
import { LEGACY_REVISIONS, MODERN_REVISIONS } from "../../worker/mcp/revisions.ts";
import { MAX_PASTE_CHARS } from "../../worker/services/paste.ts";
import { ScoreResultSchema } from "../../worker/schemas/score-result.ts";
import { readReport } from "../../worker/services/reports.ts";
import { callWorker, pageFetches, requestsTo, setSite, simplePage } from "./helpers.ts";

const ENDPOINT = new URL("https://citable.test/mcp");
const open: Client[] = [];

afterEach(async () => {
  await Promise.all(open.splice(0).map((client) => client.close()));
});

/** A connected client whose requests reach the Worker as coming from `ip` (CF-Connecting-IP, as Cloudflare sets it). */
async function connect(ip: string, era: "legacy" | "modern" = "legacy", headers: Record<string, string> = {}): Promise<Client> {
  const transport = new StreamableHTTPClientTransport(ENDPOINT, {
    fetch: (url, init) => {
      const request = new Request(url, init);
      for (const [name, value] of Object.entries({ ...headers, "CF-Connecting-IP": ip })) request.headers.set(name, value);
      return exports.default.fetch(request);
    },
  });
  const options = era === "modern" ? { versionNegotiation: { mode: { pin: "2026-07-28" } } } : {};
  const client = new Client({ name: "citable-test", version: "1.0.0" }, options);
  await client.connect(transport);
  open.push(client);
  return client;
}

type ToolResult = Awaited<ReturnType<Client["callTool"]>>;

function textOf(result: ToolResult): string {
  return result.content.map((block) => (block.type === "text" ? block.text : "")).join("\n");
}

describe("connecting", () => {
  it("a 2025-era client initializes and lists the three tools with schemas from the HTTP API's", async () => {
    const client = await connect("100.64.1.1");
    expect(client.getProtocolEra()).toBe("legacy");
    expect(client.getServerVersion()?.name).toBe("citable");
    expect(client.getInstructions()).toMatch(/full_report link/);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(["get_aeo_report", "get_aeo_score", "score_html"]);
    const score = tools.find((tool) => tool.name === "get_aeo_score")!;
    expect(score.description).toMatch(/full_report link/);
    expect(score.inputSchema).toMatchObject({ type: "object", required: ["url"], properties: { url: { type: "string", minLength: 1 }, fast: { type: "boolean" } } });
    expect(score.outputSchema).toMatchObject({ type: "object", required: expect.arrayContaining(["score", "grade", "full_report"]) });
    expect(score.annotations).toMatchObject({ readOnlyHint: true, openWorldHint: true });
    const html = tools.find((tool) => tool.name === "score_html")!;
    expect(html.inputSchema).toMatchObject({ required: ["html"], properties: { html: { type: "string" }, url: { type: "string" } } });
  });

  it("a 2026-07-28 client negotiates the modern era on the same endpoint", async () => {
    const client = await connect("100.64.1.2", "modern");
    expect(client.getProtocolEra()).toBe("modern");
    const { tools } = await client.listTools();
    expect(tools).toHaveLength(3);
  });

  it("serves the revisions it documents: 2026-07-28 through server/discover, the 2025 era through initialize", async () => {
    const post = (body: unknown, headers: Record<string, string> = {}) =>
      callWorker("/mcp", {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json, text/event-stream", ...headers },
        body: JSON.stringify(body),
        ip: "100.64.1.4",
      });
    const resultOf = async (response: Response) => {
      const text = await response.text();
      const json = text.startsWith("{") ? text : /^data: (.*)$/m.exec(text)?.[1];
      return (JSON.parse(json ?? "null") as { result: Record<string, unknown> }).result;
    };
    const initialize = (protocolVersion: string) =>
      post({ jsonrpc: "2.0", id: 1, method: "initialize", params: { protocolVersion, capabilities: {}, clientInfo: { name: "raw", version: "1" } } });
    for (const revision of LEGACY_REVISIONS) expect((await resultOf(await initialize(revision))).protocolVersion).toBe(revision);
    // 2026-07-28 has no initialize: an initialize naming it gets the newest 2025-era revision instead.
    expect((await resultOf(await initialize("2026-07-28"))).protocolVersion).toBe(LEGACY_REVISIONS[0]);
    const meta = {
      "io.modelcontextprotocol/protocolVersion": "2026-07-28",
      "io.modelcontextprotocol/clientInfo": { name: "raw", version: "1" },
      "io.modelcontextprotocol/clientCapabilities": {},
    };
    const discovered = await post(
      { jsonrpc: "2.0", id: 2, method: "server/discover", params: { _meta: meta } },
      { "MCP-Protocol-Version": "2026-07-28", "Mcp-Method": "server/discover" },
    );
    expect(discovered.status).toBe(200);
    expect((await resultOf(discovered)).supportedVersions).toEqual(MODERN_REVISIONS);
  });

  it("is documented in /llms.txt and /api-docs with every tool and a client configuration", async () => {
    const { tools } = await (await connect("100.64.1.3")).listTools();
    for (const path of ["/llms.txt", "/api-docs"]) {
      const page = await (await callWorker(path)).text();
      for (const tool of tools) expect(page).toContain(tool.name);
      expect(page).toMatch(/mcpServers(.|\n)*https:\/\/citable\.test\/mcp/);
      for (const revision of [...MODERN_REVISIONS, ...LEGACY_REVISIONS]) expect(page).toContain(revision);
    }
  });

  it("keeps no sessions: a 2025-era standalone stream (GET) or session end (DELETE) is a 405", async () => {
    for (const method of ["GET", "DELETE"]) {
      const response = await callWorker("/mcp", { method, headers: { Accept: "text/event-stream" } });
      expect(response.status).toBe(405);
    }
  });

  it("answers CORS preflights for any origin", async () => {
    const response = await callWorker("/mcp", {
      method: "OPTIONS",
      headers: { Origin: "https://agent.example", "Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "content-type, mcp-protocol-version" },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("access-control-allow-headers")).toMatch(/mcp-protocol-version/i);
  });
});

describe("get_aeo_score", () => {
  it.each(["legacy", "modern"] as const)("%s: the agent contract's result as structured content, and a text with the report link", async (era) => {
    const host = `mcp-${era}.example`;
    await setSite(host, [{ path: "/", body: simplePage("MCP Widgets") }]);
    const client = await connect(`100.64.2.${era.length}`, era);
    const result = await client.callTool({ name: "get_aeo_score", arguments: { url: `https://www.${host}/about`, fast: true } });
    expect(result.isError).toBeFalsy();
    const score = ScoreResultSchema.strict().parse(result.structuredContent);
    expect(score.url).toBe(host);
    expect(score.full_report).toBe(`https://citable.test/report/${host}?ref=agent`);
    expect(textOf(result)).toContain(score.full_report);
    expect(textOf(result)).toContain(`${score.score}/100, grade ${score.grade}`);
    expect(score.cached).toBe(false);
    expect(textOf(result)).toContain(`Analyzed ${score.analyzed_at}.`);
    // The same cache as the HTTP API: its answer for the domain is the same analysis.
    const http = ScoreResultSchema.parse(await (await callWorker(`/api/agent/score?url=${host}&fast=1`, { ip: "100.64.2.99" })).json());
    expect(http).toMatchObject({ score: score.score, grade: score.grade, category_scores: score.category_scores, full_report: score.full_report });
    expect(await pageFetches(host)).toHaveLength(1);
  });

  it("counts a fresh analysis against the caller's CF-Connecting-IP bucket, not forwarding headers", async () => {
    await setSite("mcp-counted.example", [{ path: "/", body: simplePage("Counted Widgets") }]);
    const ip = "100.64.3.1";
    const client = await connect(ip, "legacy", { "X-Forwarded-For": "100.64.3.2", "True-Client-IP": "100.64.3.3" });
    expect((await client.callTool({ name: "get_aeo_score", arguments: { url: "mcp-counted.example", fast: true } })).isError).toBeFalsy();
    const count = (bucket: string) => env.LIMITER.get(env.LIMITER.idFromName(bucket)).count("hour", Date.now());
    expect([await count(`ip:${ip}`), await count("ip:100.64.3.2"), await count("ip:100.64.3.3")]).toEqual([1, 0, 0]);
  });

  it("is refused with the daily cap's text once the global counter is full", async () => {
    const global = env.LIMITER.get(env.LIMITER.idFromName("global"));
    const day = Math.floor(Date.now() / 86_400_000) * 86_400_000;
    await runInDurableObject(global, (_instance: Limiter, state) => {
      state.storage.sql.exec("INSERT INTO windows (start, count) VALUES (?, 5000) ON CONFLICT(start) DO UPDATE SET count = 5000", day);
    });
    await setSite("mcp-capped.example", [{ path: "/", body: simplePage("Capped Widgets") }]);
    const client = await connect("100.64.3.9");
    const result = await client.callTool({ name: "get_aeo_score", arguments: { url: "mcp-capped.example", fast: true } });
    await runInDurableObject(global, (_instance: Limiter, state) => void state.storage.sql.exec("DELETE FROM windows"));
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(new RegExp(`^Rate limited \\(429\\): ${CATALOGUE.rate_daily.text.replace(/\./g, "\\.")} Retry in \\d+ seconds \\(tomorrow\\)`));
  });

  it("is refused with the hourly limit's text and when to retry once the IP's hour is used up", async () => {
    const ip = "100.64.4.1";
    await runInDurableObject(env.LIMITER.get(env.LIMITER.idFromName(`ip:${ip}`)), (_instance: Limiter, state) => {
      const hour = Math.floor(Date.now() / 3_600_000) * 3_600_000;
      state.storage.sql.exec("INSERT INTO windows (start, count) VALUES (?, 10)", hour);
    });
    await setSite("mcp-limited.example", [{ path: "/", body: simplePage("Limited Widgets") }]);
    const client = await connect(ip);
    const result = await client.callTool({ name: "get_aeo_score", arguments: { url: "mcp-limited.example", fast: true } });
    expect(result.isError).toBe(true);
    expect(result.structuredContent).toBeUndefined();
    const text = textOf(result);
    expect(text).toContain(`Rate limited (429): ${CATALOGUE.rate_hourly.text}`);
    const seconds = Number(/Retry in (\d+) seconds \(next hour\)/.exec(text)?.[1]);
    expect(Math.abs(seconds - Math.ceil((3_600_000 - (Date.now() % 3_600_000)) / 1000))).toBeLessThanOrEqual(2);
    expect(await requestsTo("mcp-limited.example")).toHaveLength(0);
  });

  it("reports a site that cannot be fetched with the 422 text and its detail", async () => {
    const client = await connect("100.64.5.1");
    const result = await client.callTool({ name: "get_aeo_score", arguments: { url: "down.example", fast: true } });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(new RegExp(`^Site could not be analyzed \\(422\\): ${CATALOGUE.site_unfetchable.text.replace(/\./g, "\\.")} Detail: HTTP 503`));
  });

  it.each([
    [{ url: "localhost" }, `Invalid input (400): ${errorBody("invalid_tool_url", { reason: "not_domain" }).error}`],
    [{ url: "http://10.0.0.1/" }, `Invalid input (400): ${errorBody("invalid_tool_url", { reason: "ip_address" }).error}`],
    [{}, "url"],
    [{ url: "x.example", fast: "yes" }, "fast"],
  ])("refuses invalid input %j as a tool error, fetching nothing", async (args, text) => {
    const client = await connect("100.64.6.1");
    const result = await client.callTool({ name: "get_aeo_score", arguments: args });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toContain(text);
    expect(await env.LIMITER.get(env.LIMITER.idFromName("ip:100.64.6.1")).count("hour", Date.now())).toBe(0);
  });
});

describe("get_aeo_report", () => {
  it("returns the latest analysis in full: categories, checks and fixes, with the report page link", async () => {
    await setSite("mcp-report.example", [{ path: "/", body: simplePage("Report Widgets") }]);
    const client = await connect("100.64.7.1");
    await client.callTool({ name: "get_aeo_score", arguments: { url: "mcp-report.example", fast: true } });
    const result = await client.callTool({ name: "get_aeo_report", arguments: { domain: "https://www.MCP-Report.example/x" } });
    expect(result.isError).toBeFalsy();
    const report = ReportSchema.parse(result.structuredContent);
    expect(report.url).toBe("mcp-report.example");
    expect(report.categories.flatMap((category) => category.checks).length).toBeGreaterThan(10);
    expect(report.fixes.length).toBeGreaterThan(0);
    expect(textOf(result)).toContain("https://citable.test/report/mcp-report.example?ref=agent");
    expect(textOf(result)).toContain(`1. ${report.fixes[0]!.title}`);
  });

  it("says a never-analyzed domain is not analyzed yet, and starts nothing", async () => {
    const client = await connect("100.64.7.2");
    const result = await client.callTool({ name: "get_aeo_report", arguments: { domain: "never-scored.example" } });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toBe(`Not found (404): ${CATALOGUE.tool_not_analyzed.text}`);
    expect(await requestsTo("never-scored.example")).toHaveLength(0);
  });

  it("refuses an invalid domain with the 400 text", async () => {
    const client = await connect("100.64.7.3");
    const result = await client.callTool({ name: "get_aeo_report", arguments: { domain: "<script>.example" } });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toBe(`Invalid input (400): ${errorBody("invalid_tool_domain", { reason: "malformed" }).error}`);
  });
});

describe("score_html", () => {
  const page = `<!doctype html><html lang="en"><head><title>Draft pricing</title></head><body><main><h1>Pricing</h1>
<p>Draft Widgets costs $12 a month for one workshop and $30 a month for three, billed yearly, with a 30-day refund.</p></main></body></html>`;

  it("scores HTML it is given without fetching or storing anything", async () => {
    const client = await connect("100.64.8.1");
    const result = await client.callTool({ name: "score_html", arguments: { html: page, url: "https://draft-html.example/pricing" } });
    expect(result.isError).toBeFalsy();
    const report = ReportSchema.parse(result.structuredContent);
    expect(report.page).toMatchObject({ title: "Draft pricing", read_via: "paste", type: "pricing" });
    expect(report.summary).toMatch(/^draft-html\.example scores \d+\/100/);
    expect(report.categories.length).toBeGreaterThan(0);
    expect(textOf(result)).toContain("Not stored");
    expect(await requestsTo("draft-html.example")).toHaveLength(0);
    expect(await readReport(env.HISTORY, "draft-html.example")).toBeUndefined();
    expect(await env.CACHE.get("analysis:draft-html.example")).toBeNull();
    expect(await env.LIMITER.get(env.LIMITER.idFromName("ip:100.64.8.1")).count("hour", Date.now())).toBe(0);
    expect(await env.LIMITER.get(env.LIMITER.idFromName("paste:ip:100.64.8.1")).count("hour", Date.now())).toBe(1);
  });

  it("scores HTML without a url, naming it the pasted page", async () => {
    const client = await connect("100.64.8.2");
    const result = await client.callTool({ name: "score_html", arguments: { html: page } });
    expect(ReportSchema.parse(result.structuredContent).summary).toMatch(/^The pasted page scores \d+\/100/);
  });

  it("refuses a url that is not an http(s) address, with the paste API's 400", async () => {
    const client = await connect("100.64.8.5");
    const result = await client.callTool({ name: "score_html", arguments: { html: page, url: "javascript:alert(1)" } });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toBe(`Invalid input (400): ${errorBody("invalid_page_url", { reason: "scheme" }).error}`);
  });

  it("refuses HTML over 1 MiB with the 413 text", async () => {
    const client = await connect("100.64.8.3");
    const html = `<p>${"a".repeat(MAX_PASTE_CHARS)}</p>`;
    const result = await client.callTool({ name: "score_html", arguments: { html } });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toBe(`Input too large (413): ${CATALOGUE.paste_too_large.text}`);
  });

  it("refuses empty HTML as invalid input", async () => {
    const client = await connect("100.64.8.4");
    const result = await client.callTool({ name: "score_html", arguments: { html: "" } });
    expect(result.isError).toBe(true);
  });
});
