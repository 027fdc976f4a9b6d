// Fair limits with the red team's DAILY_CAP=40 (issue 17), through the Worker as a client calls it
// (CF-Connecting-IP) against the real Limiter Durable Objects: one network takes at most its share of the
// day (5% of 40 = 2), so an unrelated client still gets a fresh analysis; a refused request gives back every
// slot it took; the cache-warming cron takes at most its own share (10% of 40 = 4) a day.
// The whole file spends 11 of the day's 40 slots (it must stay under 40: its tests share the global counter).
import { env } from "cloudflare:workers";
import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { warmCache } from "../../worker/cron.ts";
import { errorBody } from "../../worker/errors.ts";
import type { Limiter } from "../../worker/limiter.ts";
import { requestsTo, score, setSite, simplePage } from "../worker/helpers.ts";

const DAY = 86_400_000;
const limiter = (name: string) => env.LIMITER.get(env.LIMITER.idFromName(name));
/** The day's slots used by everyone ("global"), or by a network or the cron (their shares, counted in the day's object). */
const usedToday = (name: string) => (name === "global" ? limiter(name).count("day", Date.now()) : limiter("global").shareCount(name, Date.now()));
const usedThisHour = (name: string) => limiter(name).count("hour", Date.now());

async function site(host: string): Promise<string> {
  await setSite(host, [{ path: "/", body: simplePage(host.split(".")[0]!.replace(/-/g, " ")) }]);
  return host;
}

async function expectTomorrow(response: Response): Promise<void> {
  expect(response.status).toBe(429);
  expect(await response.json()).toEqual(errorBody("rate_daily"));
  const expected = Math.ceil((Math.floor(Date.now() / DAY) * DAY + DAY - Date.now()) / 1000);
  expect(Math.abs(Number(response.headers.get("retry-after")) - expected)).toBeLessThanOrEqual(2);
}

describe("DAILY_CAP=40: one network cannot use up the day", () => {
  it("four /64s of one IPv6 /56, ten fresh analyses each, leave the day to an unrelated client", async () => {
    const statuses: number[] = [];
    const refusedHosts: string[] = [];
    for (let net = 0; net < 4; net++) {
      for (let i = 0; i < 10; i++) {
        const host = await site(`v6-flood-${net}-${i}.example`);
        const response = await score(host, { ip: `2001:db8:aa:56${net.toString(16).padStart(2, "0")}::${i + 1}`, fast: true });
        statuses.push(response.status);
        if (response.status === 429) {
          await expectTomorrow(response);
          refusedHosts.push(host);
        }
      }
    }
    // The /48 (2001:db8:aa::/48) had two of the day's forty; the other 38 requests were refused unfetched.
    expect(statuses.filter((status) => status === 200)).toHaveLength(2);
    expect(refusedHosts).toHaveLength(38);
    expect((await Promise.all(refusedHosts.slice(0, 5).map(requestsTo))).flat()).toEqual([]);
    expect(await usedToday("net6:2001:db8:aa::/48")).toBe(2);
    // Refused requests gave their hour slots back: the first /64 kept two, the others none.
    expect(await usedThisHour("ip6:2001:db8:aa:5600::/64")).toBe(2);
    expect(await usedThisHour("ip6:2001:db8:aa:5601::/64")).toBe(0);

    const unrelated = await score(await site("unrelated-v4.example"), { ip: "203.0.113.77", fast: true });
    expect(unrelated.status).toBe(200);
    const otherV6 = await score(await site("unrelated-v6.example"), { ip: "2001:db8:ab:1::1", fast: true });
    expect(otherV6.status).toBe(200);
  });

  it("the share is per /48: another /56 of the same /48 is refused, whatever its /64", async () => {
    await expectTomorrow(await score(await site("same-48.example"), { ip: "2001:db8:aa:ff00:1234::9", fast: true }));
    expect(await requestsTo("same-48.example")).toEqual([]);
  });

  it("an IPv4 /24 gets two of the day; the next /24 goes on", async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 5; i++) statuses.push((await score(await site(`v4-flood-${i}.example`), { ip: `198.51.100.${i}`, fast: true })).status);
    expect(statuses).toEqual([200, 200, 429, 429, 429]);
    expect(await usedToday("net:198.51.100.0/24")).toBe(2);
    expect(await usedThisHour("ip:198.51.100.3")).toBe(0);
    expect((await score(await site("v4-next.example"), { ip: "198.51.101.1", fast: true })).status).toBe(200);
  });

  it("when the whole day is used up, the refused request gives back its hour slot and its network's share", async () => {
    const global = limiter("global");
    const before = await global.count("day", Date.now());
    const start = Math.floor(Date.now() / DAY) * DAY;
    const setGlobal = (count: number) =>
      runInDurableObject(global, (_instance: Limiter, state) => {
        state.storage.sql.exec("INSERT INTO windows (start, count) VALUES (?, ?) ON CONFLICT(start) DO UPDATE SET count = excluded.count", start, count);
      });
    await setGlobal(40);
    try {
      await expectTomorrow(await score(await site("day-full.example"), { ip: "192.0.2.99", fast: true }));
      expect(await usedThisHour("ip:192.0.2.99")).toBe(0);
      expect(await usedToday("net:192.0.2.0/24")).toBe(0);
      expect(await global.count("day", Date.now())).toBe(40);
    } finally {
      await setGlobal(before);
    }
  });

  it("the cron re-analyzes at most its share of the day (4 of 40), however many domains are due", async () => {
    const now = Date.now();
    const popularity = env.POPULARITY.get(env.POPULARITY.idFromName("all"));
    const domains = await Promise.all(Array.from({ length: 6 }, (_, i) => site(`cron-share-${i}.example`)));
    for (const domain of domains) {
      for (const client of ["net:192.0.2.0/24", "net:198.51.100.0/24", "net6:2001:db8:1::/48"]) await popularity.touch(domain, now + 10 * 60_000, now, client);
    }
    const globalBefore = await usedToday("global");
    const first = await warmCache(env, now);
    expect(first.refreshed).toHaveLength(4);
    expect(first.skipped.map((skip) => skip.reason)).toEqual(["limited"]);
    expect(await usedToday("global")).toBe(globalBefore + 4);
    expect(await usedToday("cron")).toBe(4);
    const second = await warmCache(env, now + 60_000);
    expect(second.refreshed).toEqual([]);
    expect(await usedToday("global")).toBe(globalBefore + 4);
  });
});
