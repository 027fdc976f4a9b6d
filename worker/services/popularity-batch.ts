// Requests counted for the cache-warming cron (worker/popularity.ts), gathered per isolate and sent in
// batches: one Durable Object call per isolate per FLUSH_MS, not one per request, so cache hits stay one KV
// read at most (README, load test). Each request counts its client's network (client-buckets.ts), never
// the address: popularity is distinct networks per day, not hits (issue 17).
import type { PopularityEntry } from "../popularity.ts";
import { clientBucket, networkBucket } from "./client-buckets.ts";

/** One Durable Object call per isolate per this long. */
export const FLUSH_MS = 10_000;
/** Or sooner, once this many domains are waiting. */
const MAX_PENDING_DOMAINS = 100;
/** Networks remembered per domain between flushes; more say nothing more about what to warm. */
const MAX_PENDING_CLIENTS = 200;

const pending = new Map<string, { domain: string; clients: Set<string>; expiresAt: number }>();
let sentAt = 0;

const popularity = (env: Env) => env.POPULARITY.get(env.POPULARITY.idFromName("all"));

/** Sends what this isolate has gathered; never throws (popularity is best effort). */
export async function flushPopularity(env: Env, now = Date.now()): Promise<void> {
  sentAt = now;
  const batch: PopularityEntry[] = [...pending.values()].map((entry) => ({ domain: entry.domain, clients: [...entry.clients], expiresAt: entry.expiresAt }));
  pending.clear();
  if (batch.length === 0) return;
  try {
    await popularity(env).touchMany(batch, now);
  } catch (error) {
    console.warn("popularity not recorded", String(error));
  }
}

/** Counts one request for `domain` from `connectingIp`; the batch leaves through `waitUntil` when due. */
export function countRequest(env: Env, waitUntil: (promise: Promise<unknown>) => void, domain: string, expiresAt: number, connectingIp: string | null | undefined): void {
  const entry = pending.get(domain) ?? { domain, clients: new Set<string>(), expiresAt };
  if (entry.clients.size < MAX_PENDING_CLIENTS) entry.clients.add(networkBucket(clientBucket(connectingIp)));
  entry.expiresAt = expiresAt;
  pending.set(domain, entry);
  const now = Date.now();
  if (now - sentAt < FLUSH_MS && pending.size < MAX_PENDING_DOMAINS) return;
  waitUntil(flushPopularity(env, now));
}
