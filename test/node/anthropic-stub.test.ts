import Anthropic from "@anthropic-ai/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AnthropicStub } from "../fixtures/anthropic-stub.ts";

let stub: AnthropicStub;
let client: Anthropic;

beforeAll(async () => {
  stub = new AnthropicStub();
  client = new Anthropic({ apiKey: "stand-in", baseURL: await stub.listen(), maxRetries: 0, timeout: 2_000 });
});
afterAll(() => stub.close());

const ask = (content: string) =>
  client.messages.create({ model: "claude-haiku-4-5", max_tokens: 50, messages: [{ role: "user", content }] });

describe("Anthropic stand-in, through the real SDK", () => {
  it("answers a Messages API request and logs it", async () => {
    const message = await ask("Summarize acme.example please");
    expect(message.type).toBe("message");
    expect(message.content[0]).toMatchObject({ type: "text" });
    expect(message.content[0]!.type === "text" && message.content[0]!.text).toContain("acme.example");
    expect(stub.requests.at(-1)).toMatchObject({ model: "claude-haiku-4-5", prompt: "Summarize acme.example please" });
    expect(stub.requests.at(-1)!.headers.authorization).toBe("Bearer stand-in");
  });

  it("fails, reports overload and returns garbage on demand", async () => {
    await expect(ask("about ai-fail.example")).rejects.toBeInstanceOf(Anthropic.InternalServerError);
    await expect(ask("about ai-overloaded.example")).rejects.toMatchObject({ status: 529 });
    await expect(ask("about ai-garbage.example")).rejects.toThrow();
  });

  it("is slow on demand, so callers' timeouts fire", async () => {
    stub.slowMs = 5_000;
    await expect(ask("about ai-slow.example")).rejects.toBeInstanceOf(Anthropic.APIConnectionTimeoutError);
  });

  it("switches every request's mode over HTTP", async () => {
    await fetch(`${stub.origin}/__mode`, { method: "PUT", body: JSON.stringify({ mode: "fail" }) });
    await expect(ask("anything")).rejects.toMatchObject({ status: 500 });
    await fetch(`${stub.origin}/__mode`, { method: "PUT", body: JSON.stringify({ mode: "answer" }) });
    await expect(ask("anything")).resolves.toMatchObject({ type: "message" });
  });

  it("rejects requests without an API key, like the real API", async () => {
    const response = await fetch(`${stub.origin}/v1/messages`, { method: "POST", body: "{}" });
    expect(response.status).toBe(401);
  });
});
