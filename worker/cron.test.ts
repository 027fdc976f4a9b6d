// The cache-warming cron under workerd: domains several networks asked for, about to expire, are
// re-analyzed, a bounded number per run, against the cron's share of the day and the daily cap.
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { setSite, simplePage } from "../test/worker/helpers.ts";
import { warmCache } from "./cron.ts";
import worker from "./index.ts";
import { readCached } from "./services/cache.ts";

describe("cache warming", () => {
  it("re-analyzes the most requested domains whose cache expires soon, and skips the rest", async () => {
    const now = Date.now();
    const popularity = env.POPULARITY.get(env.POPULARITY.idFromName("all"));
    await setSite("warm-hot.example", [{ path: "/", body: simplePage("Hot") }]);
    for (const client of ["net:192.0.2.0/24", "net:198.51.100.0/24", "net6:2001:db8:7::/48"]) {
      await popularity.touch("warm-hot.example", now + 10 * 60_000, now, client);
      await popularity.touch("warm-later.example", now + 20 * 3_600_000, now, client);
    }
    // Asked for often, but by one network only: not worth a re-analysis the cap pays for.
    for (let i = 0; i < 50; i++) await popularity.touch("warm-lonely.example", now + 10 * 60_000, now, "net:203.0.113.0/24");
    const report = await warmCache(env, now);
    expect(report.due).toContain("warm-hot.example");
    expect(report.due).not.toContain("warm-later.example");
    expect(report.due).not.toContain("warm-lonely.example");
    expect(report.refreshed).toContain("warm-hot.example");
    const cached = await readCached(env.CACHE, "warm-hot.example", Date.now());
    expect(cached?.expires_at).toBeGreaterThan(now + 20 * 3_600_000);
    expect(await popularity.due(now, 3_600_000, 10)).not.toContain("warm-hot.example");
    const global = env.LIMITER.get(env.LIMITER.idFromName("global"));
    expect(await global.count("day", Date.now())).toBeGreaterThanOrEqual(1);
  });

  it("runs from the scheduled handler the cron trigger calls", async () => {
    const now = Date.now();
    await setSite("warm-cron.example", [{ path: "/", body: simplePage("Cron") }]);
    const popularity = env.POPULARITY.get(env.POPULARITY.idFromName("all"));
    for (const client of ["net:192.0.2.0/24", "net:198.51.100.0/24"]) await popularity.touch("warm-cron.example", now + 5 * 60_000, now, client);
    const ctx = createExecutionContext();
    worker.scheduled(createScheduledController({ cron: "*/30 * * * *", scheduledTime: now }), env, ctx);
    await waitOnExecutionContext(ctx);
    expect((await readCached(env.CACHE, "warm-cron.example", Date.now()))?.domain).toBe("warm-cron.example");
  });
});
