// /mcp: the MCP endpoint (Streamable HTTP). The SDK's createMcpHandler serves the 2026-07-28 revision and,
// statelessly, 2025-era clients (initialize per request; their GET and DELETE session calls answer 405).
// Stateless fits the tools: each call is one request, and the Durable Objects already hold what must be shared.
import { createMcpHandler } from "@modelcontextprotocol/server";
import { cors } from "hono/cors";
import { citableServer } from "../mcp/server.ts";
import { callOf, createRouter } from "../router.ts";

export const mcp = createRouter();

// The endpoint is public, needs no credentials and returns what the CORS-open GET API returns, so any origin
// may call it: the Origin check the transport spec asks for guards against DNS rebinding onto servers on
// private networks, which this is not. GET and DELETE are allowed so a browser client sees their 405.
mcp.use("/mcp", cors({ origin: "*", allowMethods: ["GET", "POST", "DELETE", "OPTIONS"], maxAge: 86_400 }));

mcp.all("/mcp", (c) => {
  // A handler per request: its factory needs this request's bindings, waitUntil and CF-Connecting-IP.
  const handler = createMcpHandler(() => citableServer(callOf(c)), {
    onerror: (error) => console.warn("mcp request rejected", error.message),
  });
  return handler.fetch(c.req.raw);
});
