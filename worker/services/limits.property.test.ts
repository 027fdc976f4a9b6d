// Model-based tests of the limits (fast-check): any sequence, and any concurrent burst, of fresh-analysis
// requests from many IPs at any times admits exactly what a fixed-window model says, per IP per UTC hour
// and globally per UTC day, with the IP slot given back when the day is full.
import { env } from "cloudflare:workers";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ConfigSchema } from "../config.ts";
import { admitFresh, clientBucket } from "./limits.ts";

const HOUR = 3_600_000;
const DAY = 86_400_000;
const T0 = Date.UTC(2026, 10, 22, 21, 30, 0);
const config = ConfigSchema.parse({ RATE_LIMIT_PER_HOUR: "3", DAILY_CAP: "7" });

let run = 0;

describe("limits, model-based", () => {
  it("admits exactly what fixed UTC windows allow, for any sequence of requests", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ ip: fc.integer({ min: 0, max: 3 }), advance: fc.integer({ min: 0, max: 40 * 60_000 }) }), { minLength: 1, maxLength: 30 }),
        async (requests) => {
          const id = ++run;
          const global = `model-global-${id}`;
          const perHour = new Map<string, number>();
          const perDay = new Map<number, number>();
          let now = T0;
          for (const request of requests) {
            now += request.advance;
            const bucket = `model-${id}-ip-${request.ip}`;
            const hourKey = `${bucket}@${Math.floor(now / HOUR)}`;
            const day = Math.floor(now / DAY);
            const hourUsed = perHour.get(hourKey) ?? 0;
            const dayUsed = perDay.get(day) ?? 0;
            const expected = hourUsed >= config.RATE_LIMIT_PER_HOUR ? "next hour" : dayUsed >= config.DAILY_CAP ? "tomorrow" : "ok";
            if (expected === "ok") {
              perHour.set(hourKey, hourUsed + 1);
              perDay.set(day, dayUsed + 1);
            }
            const admission = await admitFresh(env, config, bucket, now, global);
            const actual = admission.ok ? "ok" : "retryAfter" in admission ? admission.retryAfter : "unavailable";
            expect(actual).toBe(expected);
          }
        },
      ),
      { numRuns: 25 },
    );
  });

  it("admits exactly the limits under any concurrent burst from many IPs", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 1, maxLength: 40 }), async (ips) => {
        const id = ++run;
        const results = await Promise.all(ips.map((ip) => admitFresh(env, config, `burst-${id}-ip-${ip}`, T0, `burst-global-${id}`)));
        const admitted = ips.filter((_, i) => results[i]!.ok);
        expect(admitted.length).toBeLessThanOrEqual(config.DAILY_CAP);
        for (let ip = 0; ip <= 4; ip++) {
          const asked = ips.filter((value) => value === ip).length;
          expect(admitted.filter((value) => value === ip).length).toBeLessThanOrEqual(Math.min(asked, config.RATE_LIMIT_PER_HOUR));
        }
        // Nothing is refused while room is left: the admitted count is the most the limits allow.
        const possible = Math.min(config.DAILY_CAP, [0, 1, 2, 3, 4].reduce((sum, ip) => sum + Math.min(ips.filter((v) => v === ip).length, config.RATE_LIMIT_PER_HOUR), 0));
        expect(admitted.length).toBe(possible);
      }),
      { numRuns: 20 },
    );
  });
});

describe("client buckets", () => {
  it("put every IPv6 address of one /64 in one bucket, and different /64s apart", () => {
    fc.assert(
      fc.property(fc.ipV6(), (ip) => {
        const bucket = clientBucket(ip);
        expect(bucket).toMatch(/^ip(?:6:[0-9a-f]{1,4}(?::[0-9a-f]{1,4}){3}::\/64|:.+)$/);
      }),
    );
    expect(clientBucket("2001:db8:1:2:aaaa::1")).toBe(clientBucket("2001:db8:1:2:ffff:ffff:ffff:ffff"));
    expect(clientBucket("2001:db8:1:2::1")).not.toBe(clientBucket("2001:db8:1:3::1"));
    expect(clientBucket(undefined)).toBe("ip:unknown");
    expect(clientBucket("203.0.113.9")).toBe("ip:203.0.113.9");
  });
});
