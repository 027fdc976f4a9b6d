// The browser itself failing, which the real local Chromium will not do on request: a stand-in Browser
// Rendering binding (acquire, WebSocket, DELETE session) whose DevTools endpoint answers only what the
// test scripts. Everything else about these renders is the production code path. The hostile pages
// themselves run against the real binding and Chromium in hostile-browser.test.ts.
import { describe, expect, it } from "vitest";
import { renderPage } from "../../worker/services/browser.ts";

type Answer = { result: Record<string, unknown> } | { error: string } | "silence";

/** A binding whose browser answers each protocol command with `answer(method)`; it records what it got. */
function standInBrowser(answer: (method: string) => Answer) {
  const seen = { methods: [] as string[], deletes: 0 };
  const binding = {
    async fetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
      const request = new Request(input, init);
      const path = new URL(request.url).pathname;
      if (request.method === "POST" && path === "/v1/devtools/browser") return Response.json({ sessionId: "stand-in" });
      if (request.method === "DELETE") {
        seen.deletes++;
        return Response.json({ status: "closed" });
      }
      const [client, server] = Object.values(new WebSocketPair()) as [WebSocket, WebSocket];
      server.accept();
      server.addEventListener("message", (event) => {
        const { id, method } = JSON.parse(String(event.data)) as { id: number; method: string };
        seen.methods.push(method);
        const reply = answer(method);
        if (reply === "silence") return;
        server.send(JSON.stringify("error" in reply ? { id, error: { code: -32000, message: reply.error } } : { id, result: reply.result }));
      });
      return new Response(null, { status: 101, webSocket: client });
    },
  } as unknown as Fetcher;
  return { binding, seen };
}

const rules = { targetRules: [], ownHosts: [] };

describe("a browser that fails or stops answering", () => {
  it("a browser that never answers: a 422 within its deadlines, the connection dropped and the session deleted", async () => {
    const { binding, seen } = standInBrowser(() => "silence");
    const started = Date.now();
    const result = await renderPage(binding, new URL("https://stuck.example/"), rules);
    expect(result).toEqual({ ok: false, detail: expect.stringMatching(/^browser rendering failed: Target\.createTarget timed out after 3 s$/) });
    expect(Date.now() - started).toBeLessThan(6_000);
    // Browser.close went unanswered too, so the session was deleted through the binding.
    expect(seen.methods).toEqual(["Target.createTarget", "Browser.close"]);
    expect(seen.deletes).toBe(1);
  });

  it("a browser that cannot take WebSockets offline (an older Chromium): refused before anything is loaded", async () => {
    const { binding, seen } = standInBrowser((method) => {
      if (method === "Target.createTarget") return { result: { targetId: "page-1" } };
      if (method === "Target.attachToTarget") return { result: { sessionId: "session-1" } };
      if (method === "Network.emulateNetworkConditionsByRule") return { error: "'Network.emulateNetworkConditionsByRule' wasn't found" };
      return { result: {} };
    });
    const result = await renderPage(binding, new URL("https://old-chromium.example/"), rules);
    expect(result).toEqual({
      ok: false,
      detail: "the browser could not be sandboxed, so the page was not loaded (Network.emulateNetworkConditionsByRule: 'Network.emulateNetworkConditionsByRule' wasn't found)",
    });
    expect(seen.methods).not.toContain("Page.navigate");
    expect(seen.methods.at(-1)).toBe("Browser.close");
    expect(seen.deletes).toBe(0);
  });
});
