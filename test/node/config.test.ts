// The Wrangler configuration holds what the design relies on (RELIABILITY.md, config assertions): the
// bindings by name, SQLite-backed Durable Objects, the queue's retries and its dead-letter queue with a
// consumer of its own, the cron, assets with the Worker owning its paths, and a supported date.
import { fileURLToPath } from "node:url";
import { unstable_readConfig } from "wrangler";
import { describe, expect, it } from "vitest";

/** The parts of wrangler's resolved config this test reads (its own types leave some of them loose). */
interface ConfigShape {
  kv_namespaces: { binding: string }[];
  durable_objects: { bindings: { name: string; class_name: string }[] };
  migrations: { new_sqlite_classes?: string[] }[];
  browser?: { binding: string };
  assets?: { binding?: string; run_worker_first?: boolean | string[] };
  queues: {
    producers?: { binding: string; queue: string }[];
    consumers?: { queue: string; max_retries?: number; retry_delay?: number; dead_letter_queue?: string }[];
  };
  triggers: { crons?: string[] };
  compatibility_flags: string[];
  compatibility_date?: string;
  vars: Record<string, unknown>;
  services?: { binding: string; service: string }[];
  name?: string;
  main?: string;
}

const config: ConfigShape = unstable_readConfig({ config: fileURLToPath(new URL("../../wrangler.toml", import.meta.url)) });
const scorer: ConfigShape = unstable_readConfig({ config: fileURLToPath(new URL("../../wrangler.scorer.toml", import.meta.url)) });

describe("wrangler.toml", () => {
  it("binds KV, Durable Objects, the queue, the browser and assets under the names the code uses", () => {
    expect(config.kv_namespaces.map((kv) => kv.binding).sort()).toEqual(["CACHE", "HISTORY"]);
    expect(config.durable_objects.bindings.map((d) => [d.name, d.class_name])).toEqual([
      ["LIMITER", "Limiter"],
      ["ANALYSES", "Analysis"],
      ["POPULARITY", "Popularity"],
    ]);
    expect(config.migrations.flatMap((m) => m.new_sqlite_classes ?? []).sort()).toEqual(["Analysis", "Limiter", "Popularity"]);
    expect(config.browser?.binding).toBe("BROWSER");
    expect(config.assets?.binding).toBe("ASSETS");
    expect(config.assets?.run_worker_first).toEqual(expect.arrayContaining(["/api/*", "/report/*", "/openapi.json", "/llms.txt", "/api-docs"]));
  });

  it("binds the scoring Worker, which runs on the same runtime settings as the service", () => {
    expect(config.services).toEqual([expect.objectContaining({ binding: "SCORER", service: "citable-scorer" })]);
    expect(scorer.name).toBe("citable-scorer");
    expect(scorer.main).toMatch(/worker\/scorer\.ts$/);
    expect(scorer.compatibility_date).toBe(config.compatibility_date);
    expect(scorer.compatibility_flags).toEqual(config.compatibility_flags);
  });

  it("retries summary jobs with a delay and dead-letters them to a queue that is consumed", () => {
    expect(config.queues.producers).toEqual([expect.objectContaining({ binding: "SUMMARIES", queue: "citable-summaries" })]);
    const main = config.queues.consumers?.find((c) => c.queue === "citable-summaries");
    expect(main?.max_retries).toBeGreaterThanOrEqual(3);
    expect(main?.max_retries).toBeLessThanOrEqual(5);
    expect(main?.retry_delay).toBeGreaterThan(0);
    expect(main?.dead_letter_queue).toBe("citable-summaries-dlq");
    expect(config.queues.consumers?.some((c) => c.queue === "citable-summaries-dlq")).toBe(true);
  });

  it("has the cron, nodejs_compat, a supported compatibility date and production defaults for the limits", () => {
    expect(config.triggers.crons).toEqual(["*/30 * * * *"]);
    expect(config.compatibility_flags).toContain("nodejs_compat");
    expect(config.compatibility_date).toBe("2026-10-01");
    expect(config.vars).toMatchObject({ RATE_LIMIT_PER_HOUR: "10", DAILY_CAP: "5000", CACHE_TTL_SECONDS: "86400", SITE_PAGES: "5" });
    expect(config.vars).not.toHaveProperty("TARGET_RESOLVE");
  });
});
