// The Popularity Durable Object under workerd, with a fake clock: distinct networks per UTC day, halved for
// every day back and gone after three days (issue 17: the counter summed raw hits and never reset).
// Each test has its own object, so pruning at a fake date touches nobody else's counts.
import { env } from "cloudflare:workers";
import { evictDurableObject, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { WARM_MIN_WEIGHT } from "./cron.ts";
import type { Popularity } from "./popularity.ts";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const T = Date.UTC(2026, 10, 20, 12, 0, 0);
const object = (name: string) => env.POPULARITY.get(env.POPULARITY.idFromName(name));
const networks = (count: number, prefix = "net:10.0") => Array.from({ length: count }, (_, i) => `${prefix}.${i}.0/24`);

describe("Popularity", () => {
  it("counts a domain one network asks for a thousand times as one", async () => {
    const popularity = object("popularity-one-client");
    await popularity.touchMany([{ domain: "hammered.example", clients: Array(1000).fill("net:192.0.2.0/24"), expiresAt: T + HOUR }], T);
    for (let i = 0; i < 20; i++) await popularity.touch("hammered.example", T + HOUR, T + i * 60_000, "net:192.0.2.0/24");
    expect(await popularity.weight("hammered.example", T + HOUR)).toBe(1);
    await popularity.touch("hammered.example", T + HOUR, T + 2 * HOUR, "net6:2001:db8:9::/48");
    expect(await popularity.weight("hammered.example", T + 2 * HOUR)).toBe(2);
  });

  it("halves a day's count every UTC day and forgets it after three", async () => {
    const popularity = object("popularity-decay");
    const midnight = Math.floor(T / DAY) * DAY;
    await popularity.touchMany([{ domain: "old-news.example", clients: networks(12), expiresAt: T + 5 * DAY }], T);
    expect(await popularity.weight("old-news.example", T)).toBe(12);
    // Per UTC day, not per 24 hours: one minute past midnight it is yesterday's count.
    expect(await popularity.weight("old-news.example", midnight + DAY - 60_000)).toBe(12);
    expect(await popularity.weight("old-news.example", midnight + DAY + 60_000)).toBe(6);
    expect(await popularity.weight("old-news.example", T + 2 * DAY)).toBe(3);
    expect(await popularity.weight("old-news.example", T + 3 * DAY)).toBe(0);
    // Today's and earlier days' counts add up.
    await popularity.touchMany([{ domain: "old-news.example", clients: networks(2, "net:10.9"), expiresAt: T + 5 * DAY }], T + 2 * DAY);
    expect(await popularity.weight("old-news.example", T + 2 * DAY)).toBe(5);
  });

  it("ranks by today's distinct networks: a domain many networks asked for days ago no longer outranks today's", async () => {
    const popularity = object("popularity-ranking");
    const later = T + 3 * DAY;
    await popularity.touchMany([{ domain: "old-news.example", clients: networks(40), expiresAt: later + 10 * 60_000 }], T);
    await popularity.touchMany([{ domain: "spam.example", clients: Array(500).fill("net:203.0.113.0/24"), expiresAt: later + 10 * 60_000 }], later);
    await popularity.touchMany([{ domain: "today.example", clients: networks(3, "net:10.7"), expiresAt: later + 20 * 60_000 }], later);
    expect(await popularity.due(later, HOUR, 10, WARM_MIN_WEIGHT)).toEqual(["today.example"]);
    // Three days on, the old rows are gone from storage, not only weighed down.
    const rows = await runInDurableObject(popularity, (_instance: Popularity, state) =>
      state.storage.sql.exec<{ domain: string }>("SELECT DISTINCT domain FROM askers ORDER BY domain").toArray(),
    );
    expect(rows.map((row) => row.domain)).toEqual(["spam.example", "today.example"]);
  });

  it("keeps at most 1000 networks per domain and day, and keeps its counts across a restart", async () => {
    const popularity = object("popularity-bounded");
    await popularity.touchMany([{ domain: "viral.example", clients: networks(250).flatMap((n) => [n, `${n}-b`, `${n}-c`, `${n}-d`, `${n}-e`]), expiresAt: T + HOUR }], T);
    await evictDurableObject(popularity);
    expect(await popularity.weight("viral.example", T)).toBe(1000);
  });
});
