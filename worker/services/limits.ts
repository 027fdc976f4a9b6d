// Fresh analyses are limited per client IP per UTC hour and for everyone per UTC day, in the LIMITER
// Durable Object (one object per bucket). The client is CF-Connecting-IP only: X-Forwarded-For and
// True-Client-IP are set by anyone and ignored. IPv6 clients are bucketed by /64, since one host
// commonly holds a whole /64.
import type { Config } from "../config.ts";
import type { RetryAfter } from "../errors.ts";

export type Admission = { ok: true } | { ok: false; retryAfter: RetryAfter; seconds: number } | { ok: false; unavailable: string };

/** The bucket of the client: its IPv4 address, its IPv6 /64, or one shared strict bucket when unknown. */
export function clientBucket(connectingIp: string | null | undefined): string {
  const ip = connectingIp?.trim().toLowerCase();
  if (!ip) return "ip:unknown";
  if (!ip.includes(":")) return `ip:${ip}`;
  const [head = "", tail] = ip.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = tail === undefined ? left : [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right];
  return `ip6:${groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, "") || "0").join(":")}::/64`;
}

const limiter = (env: Env, name: string) => env.LIMITER.get(env.LIMITER.idFromName(name));

/** The bucket of the daily cap shared by everyone. */
export const GLOBAL_BUCKET = "global";

/** Takes one per-IP slot, then one global slot (giving the per-IP slot back if the day is full). */
export async function admitFresh(env: Env, config: Config, bucket: string | null, now: number, globalBucket = GLOBAL_BUCKET): Promise<Admission> {
  try {
    let ipSlot: number | undefined;
    if (bucket !== null) {
      const perIp = await limiter(env, bucket).acquire("hour", config.RATE_LIMIT_PER_HOUR, now);
      if (!perIp.ok) return { ok: false, retryAfter: "next hour", seconds: perIp.retryAfterSeconds };
      ipSlot = perIp.windowStart;
    }
    const global = await limiter(env, globalBucket).acquire("day", config.DAILY_CAP, now);
    if (!global.ok) {
      if (bucket !== null && ipSlot !== undefined) await limiter(env, bucket).release(ipSlot);
      return { ok: false, retryAfter: "tomorrow", seconds: global.retryAfterSeconds };
    }
    return { ok: true };
  } catch (error) {
    // Fail closed: without the limiter we cannot tell whether a fresh analysis is allowed.
    return { ok: false, unavailable: error instanceof Error ? error.message : String(error) };
  }
}
