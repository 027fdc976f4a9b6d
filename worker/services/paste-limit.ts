// Pastes (POST /api/analyze with html or text, MCP score_html) have a per-IP hourly limit of their own,
// PASTE_LIMIT_PER_HOUR: nothing is fetched, but each paste costs a parse of up to 1 MiB. It is counted
// by the same Limiter Durable Object as fresh analyses, in buckets of its own ("paste:" + the client's
// bucket), so the two limits never share a count; a fixed UTC hour, like the fresh-analysis limit.
import type { Config } from "../config.ts";
import { ApiError } from "../errors.ts";
import { clientBucket } from "./limits.ts";

export const PASTE_BUCKET_PREFIX = "paste:";

/** The limiter bucket a client's pastes are counted in. */
export function pasteBucket(clientIp: string | null | undefined): string {
  return `${PASTE_BUCKET_PREFIX}${clientBucket(clientIp)}`;
}

/** Takes one paste slot for the client, or throws the 429 (next hour) or, without the limiter, the 503. */
export async function takePasteSlot(env: Env, config: Config, clientIp: string | null | undefined, now: number): Promise<void> {
  const name = pasteBucket(clientIp);
  let acquired;
  try {
    acquired = await env.LIMITER.get(env.LIMITER.idFromName(name)).acquire("hour", config.PASTE_LIMIT_PER_HOUR, now);
  } catch (error) {
    // Fail closed, as for fresh analyses: without the limiter we cannot tell whether a paste is allowed.
    console.error("paste limiter unavailable", String(error));
    throw new ApiError("unavailable");
  }
  if (!acquired.ok) throw new ApiError("rate_paste", { retryAfterSeconds: acquired.retryAfterSeconds });
}
