// admitFresh when part of the limiter fails, on the real Limiter objects: an unreachable counter fails
// closed (the caller answers 503) and gives back what the earlier steps took; a refund that fails does not
// turn a 429 into a 503 (the slot stays counted: the client loses one analysis, nobody gains one).
import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { ConfigSchema } from "../config.ts";
import { admitFresh } from "./limits.ts";

const T0 = Date.UTC(2026, 10, 23, 10, 0, 0);
const config = ConfigSchema.parse({ RATE_LIMIT_PER_HOUR: "10", DAILY_CAP: "40" });
const count = (name: string, window: "hour" | "day") => env.LIMITER.get(env.LIMITER.idFromName(name)).count(window, T0);
/** A network's (or the cron's) share of the day used, counted in the day's object `global`. */
const shareUsed = (share: string, global: string) => env.LIMITER.get(env.LIMITER.idFromName(global)).shareCount(share, T0);

/** The real LIMITER namespace, with `method` of the objects named in `failing` rejecting. */
function failing(names: readonly string[], method: "acquire" | "acquireDay" | "release" | "releaseDay"): Env {
  const namespace = env.LIMITER;
  const nameOf = new Map<string, string>();
  const wrapped = {
    idFromName(name: string) {
      const id = namespace.idFromName(name);
      nameOf.set(id.toString(), name);
      return id;
    },
    get(id: DurableObjectId) {
      const stub = namespace.get(id);
      if (!names.includes(nameOf.get(id.toString()) ?? "")) return stub;
      const broken = () => Promise.reject(new Error(`limiter ${method} unreachable (injected)`));
      // An RPC stub answers every property as a remote method, so it is wrapped method by method.
      return {
        acquire: method === "acquire" ? broken : (...args: Parameters<typeof stub.acquire>) => stub.acquire(...args),
        acquireDay: method === "acquireDay" ? broken : (...args: Parameters<typeof stub.acquireDay>) => stub.acquireDay(...args),
        release: method === "release" ? broken : (...args: Parameters<typeof stub.release>) => stub.release(...args),
        releaseDay: method === "releaseDay" ? broken : (...args: Parameters<typeof stub.releaseDay>) => stub.releaseDay(...args),
        count: (...args: Parameters<typeof stub.count>) => stub.count(...args),
        shareCount: (...args: Parameters<typeof stub.shareCount>) => stub.shareCount(...args),
      };
    },
  };
  return { ...env, LIMITER: wrapped } as unknown as Env;
}

describe("admitFresh when a limiter fails", () => {
  it("fails closed when the day's counter (which holds the networks' shares) is unreachable, and gives back the hour slot", async () => {
    const admission = await admitFresh(failing(["faults-global-1"], "acquireDay"), config, "ip:192.0.2.31", T0, { globalBucket: "faults-global-1" });
    expect(admission).toEqual({ ok: false, unavailable: "limiter acquireDay unreachable (injected)" });
    expect(await count("ip:192.0.2.31", "hour")).toBe(0);
    expect(await shareUsed("net:192.0.2.0/24", "faults-global-1")).toBe(0);
    expect(await count("faults-global-1", "day")).toBe(0);
  });

  it("fails closed when the client's counter is unreachable, and takes nothing of the day", async () => {
    const admission = await admitFresh(failing(["ip:198.51.100.31"], "acquire"), config, "ip:198.51.100.31", T0, { globalBucket: "faults-global-2" });
    expect(admission).toMatchObject({ ok: false, unavailable: expect.any(String) });
    expect(await shareUsed("net:198.51.100.0/24", "faults-global-2")).toBe(0);
    expect(await count("faults-global-2", "day")).toBe(0);
  });

  it("still refuses with tomorrow when the refund cannot be made, and logs it", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const global = "faults-global-3";
    for (let i = 0; i < 40; i++) await env.LIMITER.get(env.LIMITER.idFromName(global)).acquire("day", 40, T0);
    const admission = await admitFresh(failing(["ip:203.0.113.31"], "release"), config, "ip:203.0.113.31", T0, { globalBucket: global });
    expect(admission).toMatchObject({ ok: false, limit: "day", retryAfter: "tomorrow" });
    expect(await count("ip:203.0.113.31", "hour")).toBe(1);
    expect(await shareUsed("net:203.0.113.0/24", global)).toBe(0);
    expect(errors).toHaveBeenCalledWith("limiter slot not given back", expect.stringContaining("injected"));
    errors.mockRestore();
  });

  it("an admission given back (the cache had the result after all) leaves the hour, the network's share and the day as they were", async () => {
    const options = { globalBucket: "faults-global-5" };
    const admission = await admitFresh(env, config, "ip:198.18.0.55", T0, options);
    expect(admission.ok).toBe(true);
    const used = async () => [await count("ip:198.18.0.55", "hour"), await shareUsed("net:198.18.0.0/24", "faults-global-5"), await count("faults-global-5", "day")];
    expect(await used()).toEqual([1, 1, 1]);
    if (admission.ok) await admission.giveBack();
    expect(await used()).toEqual([0, 0, 0]);
  });

  it("the cron takes from its own share, not a network's", async () => {
    const options = { globalBucket: "faults-global-4", cronBucket: "faults-cron-4" };
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await admitFresh(env, config, null, T0, options));
    expect(results.map((result) => (result.ok ? "ok" : "limit" in result ? result.limit : "unavailable"))).toEqual(["ok", "ok", "ok", "ok", "cron"]);
    expect(await env.LIMITER.get(env.LIMITER.idFromName("faults-global-4")).count("day", T0)).toBe(4);
    expect(await shareUsed("faults-cron-4", "faults-global-4")).toBe(4);
  });
});
