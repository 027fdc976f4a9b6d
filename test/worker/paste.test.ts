// The one paste path (worker/services/paste.ts) through both transports, POST /api/analyze and the MCP
// tool score_html: the same address rule, the same texts, the same per-IP paste limit (each call of an MCP
// batch counted), inside workerd with the real Limiter Durable Object.
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { env, exports } from "cloudflare:workers";
import { runInDurableObject } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import { ReportSchema } from "../../scoring/index.ts";
import { CATALOGUE, errorBody } from "../../worker/errors.ts";
import type { Limiter } from "../../worker/limiter.ts";
import { AnalyzeResultSchema } from "../../worker/routes/analyze.ts";
import { MAX_PASTE_CHARS } from "../../worker/services/paste.ts";
import { callWorker, PASTED_TEXT, requestsTo, simplePage } from "./helpers.ts";

const open: Client[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((client) => client.close()));
});

async function mcpClient(ip: string): Promise<Client> {
  const transport = new StreamableHTTPClientTransport(new URL("https://citable.test/mcp"), {
    fetch: (url, init) => {
      const request = new Request(url, init);
      request.headers.set("CF-Connecting-IP", ip);
      return exports.default.fetch(request);
    },
  });
  const client = new Client({ name: "paste-test", version: "1.0.0" });
  await client.connect(transport);
  open.push(client);
  return client;
}

function postAnalyze(body: unknown, ip: string): Promise<Response> {
  return callWorker("/api/analyze", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body), ip });
}

type ToolResult = Awaited<ReturnType<Client["callTool"]>>;
const textOf = (result: ToolResult) => result.content.map((block) => (block.type === "text" ? block.text : "")).join("\n");

const pasteCount = (ip: string) => env.LIMITER.get(env.LIMITER.idFromName(`paste:ip:${ip}`)).count("hour", Date.now());

async function fillPasteBucket(ip: string, count: number): Promise<void> {
  await runInDurableObject(env.LIMITER.get(env.LIMITER.idFromName(`paste:ip:${ip}`)), (_instance: Limiter, state) => {
    const start = Math.floor(Date.now() / 3_600_000) * 3_600_000;
    state.storage.sql.exec("INSERT INTO windows (start, count) VALUES (?, ?) ON CONFLICT(start) DO UPDATE SET count = excluded.count", start, count);
  });
}

const PAGE = simplePage("Pasted Agreement");

describe("a paste's answer carries its full report", () => {
  it("every check with its evidence; what a paste cannot hold is not checked", async () => {
    const text = AnalyzeResultSchema.parse(await (await postAnalyze({ text: PASTED_TEXT }, "100.70.0.30")).json());
    const report = ReportSchema.parse(text.report);
    expect(report.score).toBe(text.score);
    const checks = report.categories.flatMap((category) => category.checks);
    expect(checks.length).toBeGreaterThan(20);
    expect(checks.every((check) => check.evidence.length > 0)).toBe(true);
    // Plain text has no markup, response or site files: those checks say so rather than judge.
    expect(checks.find((check) => check.id === "https")).toMatchObject({ status: "not_checked" });
    const html = AnalyzeResultSchema.parse(await (await postAnalyze({ html: PAGE, url: "agree-report.example/x" }, "100.70.0.31")).json());
    expect(ReportSchema.parse(html.report).url).toBe("https://agree-report.example/x");
  });
});

describe("one address rule for pasted HTML, in both transports", () => {
  it.each([
    // Only parsed, never fetched: a port, a local dev server and a bare host are all fine.
    ["agree-port.example:8080/pricing", "https://agree-port.example:8080/pricing"],
    ["localhost:3000/pricing", "https://localhost:3000/pricing"],
    ["http://agree-http.example", "http://agree-http.example/"],
    // Credentials are dropped: a secret pasted by mistake is never echoed back.
    ["https://user:secret@agree-creds.example/x", "https://agree-creds.example/x"],
  ])("%s is accepted as %s by both, and nothing is fetched", async (address, expected) => {
    const http = await postAnalyze({ html: PAGE, url: address }, "100.70.0.1");
    expect(http.status).toBe(200);
    const body = AnalyzeResultSchema.parse(await http.json());
    expect(body.url).toBe(expected);
    const tool = await (await mcpClient("100.70.0.2")).callTool({ name: "score_html", arguments: { html: PAGE, url: address } });
    expect(tool.isError).toBeFalsy();
    const report = ReportSchema.parse(tool.structuredContent);
    expect(report.url).toBe(expected);
    expect(report.summary).toBe(body.summary);
    expect(JSON.stringify(report)).not.toContain("secret");
    expect(await requestsTo(new URL(expected).hostname)).toEqual([]);
  });

  it.each([
    ["javascript:alert(1)", "scheme"],
    ["mailto:someone@agree.example", "scheme"],
    ["https://", "malformed"],
    ["exa mple.example/page", "spaces"],
    [`agree.example/${"x".repeat(2100)}`, "too_long"],
  ] as const)("%s is refused by both with the same 400 (%s)", async (address, reason) => {
    const expected = errorBody("invalid_page_url", { reason });
    const http = await postAnalyze({ html: PAGE, url: address }, "100.70.0.3");
    expect(http.status).toBe(400);
    expect(await http.json()).toEqual(expected);
    const tool = await (await mcpClient("100.70.0.4")).callTool({ name: "score_html", arguments: { html: PAGE, url: address } });
    expect(tool.isError).toBe(true);
    expect(textOf(tool)).toBe(`Invalid input (400): ${expected.error}`);
  });

  it("refused input takes no paste slot", async () => {
    await postAnalyze({ html: PAGE, url: "javascript:alert(1)" }, "100.70.0.5");
    await postAnalyze({ text: "a".repeat(MAX_PASTE_CHARS + 1) }, "100.70.0.5");
    expect(await pasteCount("100.70.0.5")).toBe(0);
  });
});

describe("the per-IP paste limit (PASTE_LIMIT_PER_HOUR)", () => {
  it("counts HTTP pastes and MCP calls in one bucket per client, and refuses past it with the 429 shape and Retry-After", async () => {
    const ip = "100.70.1.1";
    const limit = Number(env.PASTE_LIMIT_PER_HOUR);
    await fillPasteBucket(ip, limit - 2);
    expect((await postAnalyze({ text: PASTED_TEXT }, ip)).status).toBe(200);
    const tool = await (await mcpClient(ip)).callTool({ name: "score_html", arguments: { html: PAGE } });
    expect(tool.isError).toBeFalsy();
    expect(await pasteCount(ip)).toBe(limit);

    const refused = await postAnalyze({ html: PAGE }, ip);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual(errorBody("rate_paste"));
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(Math.abs(retryAfter - Math.ceil((3_600_000 - (Date.now() % 3_600_000)) / 1000))).toBeLessThanOrEqual(2);
    expect(refused.headers.get("cache-control")).toBe("no-store");

    const refusedTool = await (await mcpClient(ip)).callTool({ name: "score_html", arguments: { html: PAGE } });
    expect(refusedTool.isError).toBe(true);
    expect(textOf(refusedTool)).toMatch(new RegExp(`^Rate limited \\(429\\): ${CATALOGUE.rate_paste.text.replace(/[.()]/g, "\\$&")} Retry in \\d+ seconds \\(next hour\\)`));
    // Fresh analyses keep their own count.
    expect(await env.LIMITER.get(env.LIMITER.idFromName(`ip:${ip}`)).count("hour", Date.now())).toBe(0);
  });

  it("counts each call of a JSON-RPC batch", async () => {
    const ip = "100.70.1.2";
    const limit = Number(env.PASTE_LIMIT_PER_HOUR);
    await fillPasteBucket(ip, limit - 2);
    const call = (id: number) => ({ jsonrpc: "2.0", id, method: "tools/call", params: { name: "score_html", arguments: { html: PAGE } } });
    const response = await callWorker("/mcp", {
      method: "POST",
      // JSON-RPC batches belong to the 2025-03-26 revision.
      headers: { "Content-Type": "application/json", Accept: "application/json, text/event-stream", "MCP-Protocol-Version": "2025-03-26" },
      body: JSON.stringify([call(1), call(2), call(3)]),
      ip,
    });
    expect(response.status).toBe(200);
    const results = (await response.text())
      .split("\n")
      .filter((line) => line.startsWith("data: "))
      .map((line) => JSON.parse(line.slice("data: ".length)) as { id: number; result: { isError?: boolean; content: { text: string }[] } });
    expect(results.map((message) => message.id).sort()).toEqual([1, 2, 3]);
    const refused = results.filter((message) => message.result.isError);
    expect(refused).toHaveLength(1);
    expect(refused[0]!.result.content[0]!.text).toContain(CATALOGUE.rate_paste.text);
    expect(await pasteCount(ip)).toBe(limit);
  });

  it("does not touch the paste limit for a url analysis", async () => {
    const ip = "100.70.1.3";
    await postAnalyze({ url: "acme.example" }, ip);
    expect(await pasteCount(ip)).toBe(0);
  });
});

describe("the size cap is the same in both transports", () => {
  it("413 past 1,048,576 characters", async () => {
    const html = `<p>${"a".repeat(MAX_PASTE_CHARS)}</p>`;
    const http = await postAnalyze({ html }, "100.70.2.1");
    expect(http.status).toBe(413);
    expect(await http.json()).toEqual(errorBody("paste_too_large"));
    const tool = await (await mcpClient("100.70.2.2")).callTool({ name: "score_html", arguments: { html } });
    expect(textOf(tool)).toBe(`Input too large (413): ${CATALOGUE.paste_too_large.text}`);
  });
  it("refuses HTML with too little text to judge in both transports, with the counts", async () => {
    const http = await postAnalyze({ html: "<h1>Hi</h1>" }, "100.70.0.90");
    expect(http.status).toBe(422);
    expect(await http.json()).toEqual({ error: CATALOGUE.paste_too_thin.text, detail: "1 word of visible text; at least 20 are needed to judge it" });
    const tool = await (await mcpClient("100.70.0.91")).callTool({ name: "score_html", arguments: { html: "<h1>Hi</h1>" } });
    expect(tool.isError).toBe(true);
    expect((tool.content as { text: string }[])[0]!.text).toBe(
      `Input could not be analyzed (422): ${CATALOGUE.paste_too_thin.text} Detail: 1 word of visible text; at least 20 are needed to judge it.`,
    );
  });
});
