import { env } from "cloudflare:workers";
import { evictDurableObject, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { secondsUntilReset, type Limiter } from "./limiter.ts";

const HOUR = 3_600_000;
const T0 = Date.UTC(2026, 10, 22, 17, 0, 0);

const bucket = (name: string) => env.LIMITER.get(env.LIMITER.idFromName(name));

describe("Limiter Durable Object", () => {
  it("admits exactly the limit under 50 concurrent calls, and counts exactly", async () => {
    const stub = bucket("concurrent");
    const results = await Promise.all(Array.from({ length: 50 }, () => stub.acquire("hour", 10, T0 + 1_000)));
    expect(results.filter((r) => r.ok)).toHaveLength(10);
    expect(results.filter((r) => !r.ok)).toHaveLength(40);
    expect(await stub.count("hour", T0 + 1_000)).toBe(10);
  });

  it("counts 50 concurrent increments exactly when all fit", async () => {
    const stub = bucket("fifty");
    const results = await Promise.all(Array.from({ length: 50 }, () => stub.acquire("day", 5000, T0)));
    expect(results.every((r) => r.ok)).toBe(true);
    expect(new Set(results.map((r) => r.count))).toEqual(new Set(Array.from({ length: 50 }, (_, i) => i + 1)));
    expect(await stub.count("day", T0)).toBe(50);
  });

  it("refuses with the seconds until the UTC hour ends, then opens in the next hour", async () => {
    const stub = bucket("windows");
    const now = T0 + 59 * 60_000 + 30_000; // 17:59:30
    expect((await stub.acquire("hour", 1, now)).ok).toBe(true);
    const refused = await stub.acquire("hour", 1, now);
    expect(refused).toEqual({ ok: false, count: 1, retryAfterSeconds: 30 });
    expect((await stub.acquire("hour", 1, T0 + HOUR)).ok).toBe(true);
  });

  it("gives a released slot back", async () => {
    const stub = bucket("release");
    const first = await stub.acquire("hour", 1, T0);
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    await stub.release(first.windowStart);
    expect((await stub.acquire("hour", 1, T0)).ok).toBe(true);
  });

  it("keeps its counts in storage across a restart of the object", async () => {
    const stub = bucket("restart");
    await stub.acquire("hour", 10, T0);
    await stub.acquire("hour", 10, T0);
    await evictDurableObject(stub);
    expect(await stub.count("hour", T0)).toBe(2);
    const rows = await runInDurableObject(stub, (_instance: Limiter, state) =>
      state.storage.sql.exec("SELECT count FROM windows").toArray(),
    );
    expect(rows).toEqual([{ count: 2 }]);
  });

  it("Retry-After is whole seconds, at least 1 and at most the window", () => {
    expect(secondsUntilReset("hour", T0)).toBe(3600);
    expect(secondsUntilReset("hour", T0 + HOUR - 1)).toBe(1);
    expect(secondsUntilReset("day", Date.UTC(2026, 10, 22, 23, 0, 0))).toBe(3600);
  });
});
