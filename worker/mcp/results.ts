// Tool results: the contract's errors as MCP tool errors (isError: true, so the model reads them and can act),
// carrying the same texts as the HTTP API's error bodies plus when to retry.
import type { CallToolResult } from "@modelcontextprotocol/server";
import { ApiError } from "../errors.ts";

/** What each status of the HTTP API means, in front of its error text. */
const MEANING: Partial<Record<number, string>> = {
  400: "Invalid input (400)",
  404: "Not found (404)",
  413: "Input too large (413)",
  422: "Site could not be analyzed (422)",
  429: "Rate limited (429)",
  503: "Service unavailable (503)",
};

/** An ApiError as the HTTP API would answer it; anything else is our bug, logged and reported as the 503. */
export function errorResult(error: unknown): CallToolResult {
  const known = error instanceof ApiError ? error : new ApiError("unavailable");
  if (known !== error) console.error("mcp tool failed", error);
  const { body, headers } = known;
  // A paste's 422 is about the input, not a site.
  const meaning = known.code.startsWith("paste_") && known.status === 422 ? "Input could not be analyzed (422)" : MEANING[known.status];
  const parts = [`${meaning ?? `Error (${known.status})`}: ${body.error}`];
  if ("detail" in body && body.detail) parts.push(`Detail: ${body.detail}.`);
  // Retry-After holds the seconds until the limit's window resets (RFC 9110 §10.2.3).
  if ("retryAfter" in body) parts.push(`Retry in ${headers["Retry-After"]} seconds (${body.retryAfter}); cached domains stay free meanwhile.`);
  return { isError: true, content: [{ type: "text", text: parts.join(" ") }] };
}

/** Runs a tool body, turning whatever it throws into a tool error. */
export function guarded<A>(run: (args: A) => Promise<CallToolResult>): (args: A) => Promise<CallToolResult> {
  return (args) => run(args).catch(errorResult);
}
