// Model-based tests of the limits (fast-check): any sequence, and any concurrent burst, of fresh-analysis
// requests from many clients in several networks at any times admits exactly what a fixed-window model
// says: per client per UTC hour, per network per UTC day (its share of the cap) and for everyone per UTC
// day, with every slot taken by a refused request given back.
import { env } from "cloudflare:workers";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ConfigSchema } from "../config.ts";
import { admitFresh, clientBucket, networkBucket, shareOf } from "./limits.ts";

const HOUR = 3_600_000;
const DAY = 86_400_000;
const T0 = Date.UTC(2026, 10, 22, 21, 30, 0);
const config = ConfigSchema.parse({ RATE_LIMIT_PER_HOUR: "3", DAILY_CAP: "7" });
/** 3 of the day's 7 per network, so hour, share and cap each decide some requests. */
const networkShare = 0.43;
const SHARE = shareOf(config.DAILY_CAP, networkShare);

let run = 0;

/** Client `ip` (0-3) of run `id`: an IPv6 /64 in network ip >> 1 (a /48), so clients 0, 1 and 2, 3 share one. */
const clientOf = (id: number, ip: number) => `ip6:2001:${id.toString(16)}:${ip >> 1}:${ip}::/64`;
const outcome = (admission: Awaited<ReturnType<typeof admitFresh>>) => (admission.ok ? "ok" : "retryAfter" in admission ? admission.retryAfter : "unavailable");

describe("limits, model-based", () => {
  it("admits exactly what fixed UTC windows allow, for any sequence of requests", async () => {
    expect(SHARE).toBe(3);
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ ip: fc.integer({ min: 0, max: 3 }), advance: fc.integer({ min: 0, max: 40 * 60_000 }) }), { minLength: 1, maxLength: 30 }),
        async (requests) => {
          const id = ++run;
          const global = `model-global-${id}`;
          const perHour = new Map<string, number>();
          const perNetwork = new Map<string, number>();
          const perDay = new Map<number, number>();
          let now = T0;
          for (const request of requests) {
            now += request.advance;
            const bucket = clientOf(id, request.ip);
            const hourKey = `${bucket}@${Math.floor(now / HOUR)}`;
            const day = Math.floor(now / DAY);
            const networkKey = `${request.ip >> 1}@${day}`;
            const hourUsed = perHour.get(hourKey) ?? 0;
            const networkUsed = perNetwork.get(networkKey) ?? 0;
            const dayUsed = perDay.get(day) ?? 0;
            const expected =
              hourUsed >= config.RATE_LIMIT_PER_HOUR ? "next hour" : networkUsed >= SHARE || dayUsed >= config.DAILY_CAP ? "tomorrow" : "ok";
            if (expected === "ok") {
              perHour.set(hourKey, hourUsed + 1);
              perNetwork.set(networkKey, networkUsed + 1);
              perDay.set(day, dayUsed + 1);
            }
            expect(outcome(await admitFresh(env, config, bucket, now, { globalBucket: global, networkShare }))).toBe(expected);
          }
        },
      ),
      { numRuns: 25 },
    );
  });

  it("admits exactly the limits under any concurrent burst from many clients, and gives back every refused slot", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 1, maxLength: 40 }), async (ips) => {
        const id = ++run;
        const global = `burst-global-${id}`;
        const results = await Promise.all(ips.map((ip) => admitFresh(env, config, clientOf(id, ip), T0, { globalBucket: global, networkShare })));
        const admitted = ips.filter((_, i) => results[i]!.ok);
        const clients = [0, 1, 2, 3, 4, 5];
        const perClient = (ip: number, list: number[]) => list.filter((value) => value === ip).length;
        for (const ip of clients) expect(perClient(ip, admitted)).toBeLessThanOrEqual(Math.min(perClient(ip, ips), config.RATE_LIMIT_PER_HOUR));
        for (const net of [0, 1, 2]) expect(admitted.filter((ip) => ip >> 1 === net).length).toBeLessThanOrEqual(SHARE);
        // Nothing is refused while room is left: the admitted count is the most the three limits allow.
        const byNetwork = [0, 1, 2].map((net) =>
          Math.min(SHARE, clients.filter((ip) => ip >> 1 === net).reduce((sum, ip) => sum + Math.min(perClient(ip, ips), config.RATE_LIMIT_PER_HOUR), 0)),
        );
        expect(admitted.length).toBe(Math.min(config.DAILY_CAP, byNetwork.reduce((a, b) => a + b, 0)));
        // The counters hold exactly the admitted requests: refused ones gave their slots back.
        const limiter = (name: string) => env.LIMITER.get(env.LIMITER.idFromName(name));
        expect(await limiter(global).count("day", T0)).toBe(admitted.length);
        for (const ip of clients) expect(await limiter(clientOf(id, ip)).count("hour", T0)).toBe(perClient(ip, admitted));
        for (const net of [0, 1, 2]) expect(await limiter(global).shareCount(networkBucket(clientOf(id, net * 2)), T0)).toBe(admitted.filter((ip) => ip >> 1 === net).length);
      }),
      { numRuns: 20 },
    );
  });
});

describe("client and network buckets", () => {
  it("put every IPv6 address of one /64 in one client bucket and of one /48 in one network, others apart", () => {
    fc.assert(
      fc.property(fc.ipV6(), (ip) => {
        const bucket = clientBucket(ip);
        expect(bucket).toMatch(/^(?:ip6:[0-9a-f]{1,4}(?::[0-9a-f]{1,4}){3}::\/64|ip:\d+\.\d+\.\d+\.\d+)$/);
        expect(networkBucket(bucket)).toMatch(/^(?:net6:[0-9a-f]{1,4}(?::[0-9a-f]{1,4}){2}::\/48|net:\d+\.\d+\.\d+\.0\/24)$/);
      }),
    );
    const group = fc.integer({ min: 0, max: 0xffff }).map((value) => value.toString(16));
    fc.assert(
      fc.property(fc.array(group, { minLength: 8, maxLength: 8 }), fc.array(group, { minLength: 5, maxLength: 5 }), (a, tail) => {
        fc.pre(a.slice(0, 5).some((g) => g !== "0") || a[5] !== "ffff");
        const b = [...a.slice(0, 3), ...tail];
        expect(networkBucket(clientBucket(a.join(":")))).toBe(networkBucket(clientBucket(b.join(":"))));
        expect(clientBucket(a.join(":")) === clientBucket(b.join(":"))).toBe(a[3] === tail[0] || parseInt(a[3]!, 16) === parseInt(tail[0]!, 16));
      }),
    );
    expect(clientBucket("2001:db8:1:2:aaaa::1")).toBe(clientBucket("2001:0DB8:0001:0002:ffff:ffff:ffff:ffff"));
    expect(clientBucket("2001:db8:1:2::1")).not.toBe(clientBucket("2001:db8:1:3::1"));
    expect(networkBucket(clientBucket("2001:db8:1:2::1"))).toBe("net6:2001:db8:1::/48");
    expect(networkBucket(clientBucket("2001:db8:1:ff00::1"))).toBe("net6:2001:db8:1::/48");
    expect(networkBucket(clientBucket("2001:db8:2::1"))).toBe("net6:2001:db8:2::/48");
    expect(clientBucket("fe80::1%eth0")).toBe("ip6:fe80:0:0:0::/64");
    expect(clientBucket("::ffff:203.0.113.9")).toBe("ip:203.0.113.9");
    expect(clientBucket("64:ff9b::203.0.113.9")).toBe("ip6:64:ff9b:0:0::/64");
  });

  it("put IPv4 addresses in their own client bucket and a /24 in one network", () => {
    fc.assert(
      fc.property(fc.ipV4(), fc.integer({ min: 0, max: 255 }), (ip, last) => {
        const sibling = ip.replace(/\d+$/, String(last));
        expect(clientBucket(ip)).toBe(`ip:${ip}`);
        expect(networkBucket(clientBucket(ip))).toBe(networkBucket(clientBucket(sibling)));
        expect(networkBucket(clientBucket(ip))).toBe(`net:${ip.replace(/\d+$/, "0")}/24`);
      }),
    );
    expect(networkBucket(clientBucket("203.0.113.9"))).not.toBe(networkBucket(clientBucket("203.0.114.9")));
  });

  it("share one strict bucket when the address is missing or not an address", () => {
    for (const value of [undefined, null, "", "  ", "not-an-ip", "1.2.3", "999.1.1.1", "1::2::3", "12345::1"]) {
      expect(clientBucket(value)).toBe("ip:unknown");
    }
    expect(networkBucket("ip:unknown")).toBe("net:unknown");
    expect(networkBucket("some-test-bucket")).toBe("net:some-test-bucket");
  });
});
