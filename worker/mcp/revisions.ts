// The MCP protocol revisions /mcp serves, as @modelcontextprotocol/server 2.4.0 implements them, for the
// published documents. The 2026-07-28 revision has no initialize: a client negotiates it with
// server/discover and names it in each request's _meta. initialize is the 2025-era handshake: it answers
// with the client's revision when it is one of the 2025-era list, else the first of that list (so an
// initialize asking for 2026-07-28 gets 2025-11-25, as the 2025 spec's version negotiation says).
import { SUPPORTED_PROTOCOL_VERSIONS } from "@modelcontextprotocol/server";

/** What server/discover lists. The SDK does not export it; test/worker/mcp.test.ts checks it against the answer. */
export const MODERN_REVISIONS: readonly string[] = ["2026-07-28"];

/** What initialize negotiates, newest first (the SDK's own list). */
export const LEGACY_REVISIONS: readonly string[] = SUPPORTED_PROTOCOL_VERSIONS;

export function revisionsText(): string {
  return `revision ${MODERN_REVISIONS.join(", ")} through server/discover, and the 2025-era revisions ${LEGACY_REVISIONS.join(", ")} statelessly through initialize`;
}
