// Fresh analyses are limited three ways, counters in the LIMITER Durable Objects (counted in SQLite storage;
// worker/limiter.ts), taken in this order:
//   1. per client per UTC hour: RATE_LIMIT_PER_HOUR for an IPv4 address or an IPv6 /64 ("next hour");
//   2. per network per UTC day: NETWORK_SHARE of DAILY_CAP for an IPv4 /24 or an IPv6 /48 ("tomorrow");
//   3. for everyone per UTC day: DAILY_CAP ("tomorrow").
// (Buckets and prefixes: client-buckets.ts.) Step 2 exists because a daily cap shared by everyone is
// otherwise exhausted by one network: one IPv6 /56 holds 256 /64s, and four of them used up a cap of 40
// for everyone (red team 2026-11-24, issue 17). With the share, it takes 1 / NETWORK_SHARE = 20 networks.
//
// The cache-warming cron has no client: instead of 1 and 2 it takes from a share of its own (CRON_SHARE),
// so re-analyses it chooses never take more than a tenth of the day from the people asking.
//
// Step 1 is the client's own object; steps 2 and 3 are one atomic call to the day's object, which counts
// the networks' and the cron's shares beside the day (one round trip fewer before an analysis starts; they
// were objects of their own until 2026-11-25, so on the day this was deployed the networks' shares started
// again from zero). When step 2 or 3 refuses, the hour slot is given back (in the window it was taken in),
// so a refused request costs nothing. Under concurrency a request may be refused by a slot that is about to
// be given back: the limits err on the strict side, never the lenient one. The steps are taken one after
// the other, not at once: a request its hour refuses would otherwise hold a slot of its network's share for
// a round trip, and refuse another client of that network with room left (limits.property.test.ts). If a
// limiter cannot be reached we fail closed (503).
import type { Config } from "../config.ts";
import type { RetryAfter } from "../errors.ts";
import { clientBucket, networkBucket } from "./client-buckets.ts";

export { clientBucket, networkBucket };

/** The most of DAILY_CAP one network (IPv4 /24, IPv6 /48) may take in a UTC day: 250 of the default 5000. */
export const NETWORK_SHARE = 0.05;
/** The most of DAILY_CAP the cache-warming cron may take in a UTC day: 500 of 5000 (it takes 10 a run at most). */
export const CRON_SHARE = 0.1;

/** The bucket of the daily cap shared by everyone. */
export const GLOBAL_BUCKET = "global";
/** The bucket of the cron's share of the day. */
export const CRON_BUCKET = "cron";

export type Limit = "hour" | "network" | "cron" | "day";

export type Admission =
  /** `giveBack` returns the slots when the analysis turns out not to be needed (the cache had it after all). */
  | { ok: true; giveBack(): Promise<void> }
  | { ok: false; limit: Limit; retryAfter: RetryAfter; seconds: number }
  | { ok: false; unavailable: string };

/** A share of the daily cap as a whole number of analyses, at least one. */
export function shareOf(cap: number, fraction: number): number {
  return Math.max(1, Math.floor(cap * fraction));
}

export interface AdmitOptions {
  /** The global bucket's name (tests use their own, so runs stay apart). */
  globalBucket?: string;
  /** The cron's bucket's name. */
  cronBucket?: string;
  networkShare?: number;
  cronShare?: number;
}

const limiter = (env: Env, name: string) => env.LIMITER.get(env.LIMITER.idFromName(name));

/**
 * Takes the slots one fresh analysis needs: for a client (`bucket` from clientBucket) its hour, its
 * network's share of the day and the day; for the cron (`bucket` null) the cron's share and the day.
 */
export async function admitFresh(env: Env, config: Config, bucket: string | null, now: number, options: AdmitOptions = {}): Promise<Admission> {
  /** The slots taken so far: the hour's in the client's object, the day's with a share in the day's object. */
  const taken: { name: string; start: number; share?: string }[] = [];
  const giveBack = async () => {
    const released = await Promise.allSettled(taken.map((slot) => (slot.share === undefined ? limiter(env, slot.name).release(slot.start) : limiter(env, slot.name).releaseDay(slot.share, slot.start))));
    // A slot not given back stays counted: the client loses one analysis, nobody gains one (fail closed).
    for (const result of released) if (result.status === "rejected") console.error("limiter slot not given back", String(result.reason));
  };
  try {
    if (bucket !== null) {
      const hour = await limiter(env, bucket).acquire("hour", config.RATE_LIMIT_PER_HOUR, now);
      if (!hour.ok) return { ok: false, limit: "hour", retryAfter: "next hour", seconds: hour.retryAfterSeconds };
      taken.push({ name: bucket, start: hour.windowStart });
    }
    const share =
      bucket === null
        ? { limit: "cron" as const, name: options.cronBucket ?? CRON_BUCKET, size: shareOf(config.DAILY_CAP, options.cronShare ?? CRON_SHARE) }
        : { limit: "network" as const, name: networkBucket(bucket), size: shareOf(config.DAILY_CAP, options.networkShare ?? NETWORK_SHARE) };
    const global = options.globalBucket ?? GLOBAL_BUCKET;
    const day = await limiter(env, global).acquireDay(share.name, share.size, config.DAILY_CAP, now);
    if (!day.ok) {
      await giveBack();
      // The contract has two answers: a network's share of the day ends with the day, like the cap.
      return { ok: false, limit: day.limit === "share" ? share.limit : "day", retryAfter: "tomorrow", seconds: day.retryAfterSeconds };
    }
    taken.push({ name: global, start: day.windowStart, share: share.name });
    return { ok: true, giveBack };
  } catch (error) {
    // Fail closed: without the limiter we cannot tell whether a fresh analysis is allowed.
    await giveBack();
    return { ok: false, unavailable: error instanceof Error ? error.message : String(error) };
  }
}
