// What the cache-warming cron refreshes is decided by how many networks ask, not by free hits (red team
// 2026-11-24, issue 17): one client's 30 cache hits on each of 11 throwaway domains made the cron
// re-analyze ten of them, charged to the daily cap, and not the domain many people asked for. Through the
// Worker as clients call it (CF-Connecting-IP), then the cron at the time those results are about to expire.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { warmCache } from "../../worker/cron.ts";
import { flushPopularity } from "../../worker/services/popularity-batch.ts";
import { score, setSite, simplePage } from "./helpers.ts";

describe("popularity steers the cron by distinct networks", () => {
  it("30 hits on each of 11 throwaway domains from one client do not outrank a domain eight networks asked for", async () => {
    const attacker = ["198.19.77.1", "198.19.77.2"];
    const throwaways = Array.from({ length: 11 }, (_, i) => `throwaway-${i}.example`);
    const popular = "really-popular.example";
    for (const [i, host] of [...throwaways, popular].entries()) {
      await setSite(host, [{ path: "/", body: simplePage(`Site ${i}`) }]);
    }
    // The fresh analyses (charged), then the free hits.
    for (const [i, host] of throwaways.entries()) expect((await score(host, { ip: attacker[i % 2], fast: true })).status).toBe(200);
    expect((await score(popular, { ip: "203.0.113.150", fast: true })).status).toBe(200);
    for (let round = 0; round < 30; round++) {
      await Promise.all(throwaways.map((host, i) => score(host, { ip: attacker[(i + round) % 2], fast: true })));
    }
    for (let k = 0; k < 8; k++) expect((await score(popular, { ip: `198.51.${20 + k}.7`, fast: true })).status).toBe(200);
    await flushPopularity(env);

    // Half an hour before the results expire (a day on: every count is halved alike).
    const report = await warmCache(env, Date.now() + 23.5 * 3_600_000);
    expect(report.due[0]).toBe(popular);
    expect(report.refreshed).toContain(popular);
    expect(report.due.filter((domain) => domain.startsWith("throwaway-"))).toEqual([]);
  });
});
