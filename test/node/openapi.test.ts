// The published documents, generated from the route schemas and the configuration: /openapi.json passes a
// real OpenAPI 3.1 validator, and every document states the configured limits. It runs in Node (the
// validator compiles schemas with code generation, which workerd forbids); the Worker's Hono app runs in
// Node unchanged for this.
import { readFileSync } from "node:fs";
import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { app } from "../../worker/app.ts";
import { LEGACY_REVISIONS, MODERN_REVISIONS } from "../../worker/mcp/revisions.ts";

const ctx = { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext;

function call(path: string, env: Partial<Record<keyof Env, string>> = {}, init: RequestInit = {}): Promise<Response> {
  return Promise.resolve(app.request(`https://citable.test${path}`, init, env as unknown as Env, ctx));
}

async function document(env: Partial<Record<keyof Env, string>> = {}): Promise<Record<string, any>> {
  const response = await call("/openapi.json", env);
  expect(response.status).toBe(200);
  return response.json();
}

describe("/openapi.json", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    const validator = new Validator();
    const result = await validator.validate(await document());
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
  });

  it("describes getAeoScore with every response of the contract", async () => {
    const doc = await document();
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.info.version).toBe("1.0.0");
    const operation = doc.paths["/api/agent/score"].get;
    expect(operation.operationId).toBe("getAeoScore");
    expect(Object.keys(operation.responses).sort()).toEqual(["200", "400", "422", "429"]);
    const parameters = operation.parameters.map((p: { name: string; required?: boolean }) => [p.name, p.required ?? false]);
    expect(parameters).toEqual(expect.arrayContaining([["url", true], ["fast", false]]));
    const result = doc.components.schemas.ScoreResult;
    expect(result.required).toEqual(expect.arrayContaining(["tool", "url", "score", "grade", "summary", "category_scores", "full_report", "note"]));
    expect(doc.servers).toEqual([{ url: "https://citable.test" }]);
  });

  it("documents analyzed_at and cached as optional fields beside the contract's", async () => {
    const result = (await document()).components.schemas.ScoreResult;
    expect(result.properties.analyzed_at).toMatchObject({ type: "string", format: "date-time" });
    expect(result.properties.cached).toMatchObject({ type: "boolean" });
    expect(result.required).not.toContain("analyzed_at");
    expect(result.required).not.toContain("cached");
  });

  it("documents Cache-Control and Age on the score answer and Retry-After on every 429", async () => {
    const doc = await document();
    const responses = doc.paths["/api/agent/score"].get.responses;
    expect(Object.keys(responses["200"].headers).sort()).toEqual(["Age", "Cache-Control"]);
    expect(responses["200"].headers.Age.schema).toMatchObject({ type: "string" });
    expect(Object.keys(responses["429"].headers)).toEqual(["Retry-After"]);
    expect(Object.keys(doc.paths["/api/analyze"].post.responses["429"].headers)).toEqual(["Retry-After"]);
  });
});

describe("every published document states the configured limits", () => {
  const env = { RATE_LIMIT_PER_HOUR: "37", PASTE_LIMIT_PER_HOUR: "23" };

  async function mcpCall<T>(method: string, params: object): Promise<T> {
    const response = await call("/mcp", env, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json, text/event-stream", "MCP-Protocol-Version": "2025-06-18" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
    });
    const text = await response.text();
    const json = text.startsWith("{") ? text : /^data: (.*)$/m.exec(text)?.[1];
    return (JSON.parse(json ?? "null") as { result: T }).result;
  }

  async function mcpToolDescriptions(): Promise<string> {
    const result = await mcpCall<{ tools: { name: string; description: string }[] }>("tools/list", {});
    return result.tools.map((tool) => `${tool.name}: ${tool.description}`).join("\n");
  }

  async function mcpInstructions(): Promise<string> {
    const clientInfo = { name: "limits-test", version: "1.0.0" };
    return (await mcpCall<{ instructions: string }>("initialize", { protocolVersion: "2025-06-18", capabilities: {}, clientInfo })).instructions;
  }

  it.each(["/openapi.json", "/llms.txt", "/api-docs", "mcp", "mcp instructions"])("%s", async (path) => {
    const text = path === "mcp" ? await mcpToolDescriptions() : path === "mcp instructions" ? await mcpInstructions() : await (await call(path, env)).text();
    expect(text).toMatch(/37 per IP address per UTC hour and a daily cap/);
    expect(text).toMatch(/23 (per IP address per UTC hour|calls per IP address per hour)/);
    expect(text).not.toMatch(/\b10 (fresh analyses )?per IP/);
  });
});

describe("the README", () => {
  const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8");

  it("names the MCP revisions the installed SDK serves (test/worker/mcp.test.ts checks them against the server)", () => {
    const mcp = readme.slice(readme.indexOf("## MCP"), readme.indexOf("## Badge"));
    for (const revision of [...MODERN_REVISIONS, ...LEGACY_REVISIONS]) expect(mcp).toContain(revision);
    expect(mcp).toContain("server/discover");
  });

  it("documents PASTE_LIMIT_PER_HOUR with its default", () => {
    expect(readme).toMatch(/\| `PASTE_LIMIT_PER_HOUR` \| variable \| `60` \|/);
  });
});
