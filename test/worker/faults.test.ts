// Fault injection: dependencies failing, slow or returning garbage. Expected: a 200 with the template
// summary, a retried job, a dead-lettered job after its retries, a fail-closed 503 without the limiter;
// nothing lost, nothing double-counted. The real bindings are used throughout; a failing one is the real
// binding wrapped so that one method fails.
import { env } from "cloudflare:workers";
import { createMessageBatch, getQueueResult, createExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { configFrom } from "../../worker/config.ts";
import worker from "../../worker/index.ts";
import { SUMMARY_QUEUE } from "../../worker/queue.ts";
import { runAnalysis } from "../../worker/services/analysis.ts";
import { analyze } from "../../scoring/index.ts";
import { readCached, writeCached, type CachedAnalysis } from "../../worker/services/cache.ts";
import { readReport, writeReport } from "../../worker/services/reports.ts";
import { admitFresh } from "../../worker/services/limits.ts";
import { score, setSite, simplePage } from "./helpers.ts";

/** The real KV with one method replaced by a failure. */
function failingKv(kv: KVNamespace, method: "get" | "put"): KVNamespace {
  return new Proxy(kv, {
    get(target, property) {
      if (property === method) return () => Promise.reject(new Error(`KV ${method} failed (injected)`));
      const value = Reflect.get(target, property);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

const record = (domain: string): CachedAnalysis => ({
  domain,
  score: 50,
  grade: "D",
  summary: "Template.",
  summary_source: "template",
  category_scores: { "Content Structure": 50 },
  top_fixes: [],
  engine_version: 1,
  analyzed_at: new Date().toISOString(),
  expires_at: Date.now() + 3_600_000,
});

describe("the AI failing", () => {
  it.each(["ai-slow.example", "ai-garbage.example", "ai-overloaded.example"])("%s: still a 200 with the template summary, in bounded time", async (host) => {
    await setSite(host, [{ path: "/", body: simplePage("AI Trouble") }]);
    const started = Date.now();
    const response = await score(host, { ip: `172.20.0.${host.length}` });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { summary: string };
    expect(body.summary).toMatch(new RegExp(`^${host.replace(/\./g, "\\.")} scores \\d+/100`));
    expect(Date.now() - started).toBeLessThan(12_000);
  });
});

describe("KV failing", () => {
  it("a failed read is a miss, a failed write is reported, neither throws", async () => {
    await writeCached(env.CACHE, record("kv-fault.example"), Date.now());
    expect(await readCached(failingKv(env.CACHE, "get"), "kv-fault.example", Date.now())).toBeUndefined();
    expect(await writeCached(failingKv(env.CACHE, "put"), record("kv-fault.example"), Date.now())).toBe(false);
  });

  it("an analysis whose cache write fails still yields its result", async () => {
    await setSite("kv-write-fails.example", [{ path: "/", body: simplePage("KV Write Fails") }]);
    const faulty = { ...env, CACHE: failingKv(env.CACHE, "put") } as Env;
    const result = await runAnalysis(faulty, configFrom(env), "kv-write-fails.example");
    expect(result.ok).toBe(true);
    expect(await readCached(env.CACHE, "kv-write-fails.example", Date.now())).toBeUndefined();
  });
});

describe("Browser Rendering failing", () => {
  it("without a browser, a walled site is a 422 that says so", async () => {
    const result = await runAnalysis({ ...env, BROWSER: undefined } as unknown as Env, configFrom(env), "challenge.example");
    expect(result).toEqual({ ok: false, detail: expect.stringMatching(/bot protection.*; no browser available to render the page$/) });
  });

  it("a browser binding that errors is a 422 with the browser's failure", async () => {
    const broken = { fetch: () => Promise.reject(new Error("browser quota exceeded (injected)")) } as unknown as Fetcher;
    const result = await runAnalysis({ ...env, BROWSER: broken } as unknown as Env, configFrom(env), "challenge.example");
    expect(result).toEqual({ ok: false, detail: expect.stringMatching(/browser rendering failed: .*/) });
  });
});

describe("the limiter unreachable", () => {
  it("fails closed", async () => {
    const broken = { idFromName: () => ({}), get: () => ({ acquire: () => Promise.reject(new Error("limiter down (injected)")) }) };
    const admission = await admitFresh({ ...env, LIMITER: broken } as unknown as Env, configFrom(env), "ip:192.0.2.200", Date.now());
    expect(admission).toEqual({ ok: false, unavailable: "limiter down (injected)" });
  });
});

describe("the summary consumer crashing mid-job", () => {
  it("retries the job when the write after the AI call fails, and a later delivery completes it exactly once", async () => {
    const job = record("crash.example");
    await writeCached(env.CACHE, job, Date.now());
    const deliver = async (bindings: Env) => {
      const batch = createMessageBatch(SUMMARY_QUEUE, [{ id: `crash-${Math.random()}`, timestamp: new Date(), attempts: 1, body: { domain: job.domain, analyzed_at: job.analyzed_at } }]);
      const ctx = createExecutionContext();
      await worker.queue(batch, bindings);
      return getQueueResult(batch, ctx);
    };
    const crashed = await deliver({ ...env, CACHE: failingKv(env.CACHE, "put") } as Env);
    expect(crashed.retryMessages).toHaveLength(1);
    expect((await readCached(env.CACHE, job.domain, Date.now()))?.summary_source).toBe("template");
    const retried = await deliver(env);
    expect(retried.explicitAcks).toHaveLength(1);
    expect((await readCached(env.CACHE, job.domain, Date.now()))?.summary_source).toBe("ai");
  });

  it("retries the job when the stored report refuses the summary, and a later delivery writes both", async () => {
    const job = record("crash-report.example");
    const report = analyze({ html: simplePage("Crash Report"), url: "https://crash-report.example/", now: new Date(job.analyzed_at) });
    await writeCached(env.CACHE, job, Date.now());
    await writeReport(env.HISTORY, { ...report, url: job.domain, summary: "Template." });
    const deliver = async (bindings: Env) => {
      const batch = createMessageBatch(SUMMARY_QUEUE, [{ id: `crash-r-${Math.random()}`, timestamp: new Date(), attempts: 1, body: { domain: job.domain, analyzed_at: job.analyzed_at } }]);
      const ctx = createExecutionContext();
      await worker.queue(batch, bindings);
      return getQueueResult(batch, ctx);
    };
    const crashed = await deliver({ ...env, HISTORY: failingKv(env.HISTORY, "put") } as Env);
    expect(crashed.retryMessages).toHaveLength(1);
    // The cache is written last, so the job is not marked done while the report lacks the summary.
    expect((await readCached(env.CACHE, job.domain, Date.now()))?.summary_source).toBe("template");
    const retried = await deliver(env);
    expect(retried.explicitAcks).toHaveLength(1);
    const cached = await readCached(env.CACHE, job.domain, Date.now());
    expect(cached?.summary_source).toBe("ai");
    expect((await readReport(env.HISTORY, job.domain))?.summary).toBe(cached?.summary);
  });
});
