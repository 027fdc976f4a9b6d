// The summary consumer under workerd: per-message ack and retry with backoff, idempotence under
// duplicate delivery, malformed messages dropped, and dead-lettered jobs recorded.
import { env } from "cloudflare:workers";
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { describe, expect, inject, it } from "vitest";
import { analyze } from "../scoring/index.ts";
import { simplePage } from "../test/worker/helpers.ts";
import worker from "./index.ts";
import { backoffSeconds, SUMMARY_DLQ, SUMMARY_QUEUE } from "./queue.ts";
import { readCached, writeCached, type CachedAnalysis } from "./services/cache.ts";
import { readReport, writeReport } from "./services/reports.ts";

const record = (domain: string, now = Date.now()): CachedAnalysis => ({
  domain,
  score: 64,
  grade: "C",
  summary: "Template.",
  summary_source: "template",
  category_scores: { "Technical SEO for AI": 80 },
  top_fixes: [],
  engine_version: 1,
  analyzed_at: new Date(now).toISOString(),
  expires_at: now + 3_600_000,
});

async function deliver(queue: string, bodies: { body: unknown; attempts?: number }[]) {
  const batch = createMessageBatch(
    queue,
    bodies.map((item, i) => ({ id: `msg-${i}-${Math.random()}`, timestamp: new Date(), attempts: item.attempts ?? 1, body: item.body })),
  );
  const ctx = createExecutionContext();
  await worker.queue(batch, env);
  return { batch, result: await getQueueResult(batch, ctx) };
}

const summaryCalls = async (domain: string) =>
  ((await (await fetch(`${inject("anthropicOrigin")}/__requests`)).json()) as { prompt: string; system: string }[]).filter(
    (request) => request.prompt.includes(domain) && !/recogni[sz]e/i.test(request.prompt),
  ).length;

/** A cached record and the stored report of the same analysis, both with the template summary. */
async function storeAnalysis(domain: string, analyzedAt = Date.now()): Promise<CachedAnalysis> {
  const job = record(domain, analyzedAt);
  const report = analyze({ html: simplePage("Queued Widgets"), url: `https://${domain}/`, now: new Date(analyzedAt) });
  await Promise.all([writeCached(env.CACHE, job, Date.now()), writeReport(env.HISTORY, { ...report, url: domain, summary: "Template." })]);
  return job;
}

describe("summary queue consumer", () => {
  it("writes the AI summary and acks; a duplicate delivery acks without a second AI call", async () => {
    const job = record("queue-ok.example");
    await writeCached(env.CACHE, job, Date.now());
    const first = await deliver(SUMMARY_QUEUE, [{ body: { domain: job.domain, analyzed_at: job.analyzed_at } }]);
    expect(first.result.explicitAcks).toHaveLength(1);
    expect((await readCached(env.CACHE, job.domain, Date.now()))?.summary_source).toBe("ai");
    const calls = await summaryCalls(job.domain);
    const again = await deliver(SUMMARY_QUEUE, [{ body: { domain: job.domain, analyzed_at: job.analyzed_at } }]);
    expect(again.result.explicitAcks).toHaveLength(1);
    expect(await summaryCalls(job.domain)).toBe(calls);
  });

  it("writes the AI summary into the stored report too, so the report keeps it after the cache expires", async () => {
    const job = await storeAnalysis("queue-report.example");
    const { result } = await deliver(SUMMARY_QUEUE, [{ body: { domain: job.domain, analyzed_at: job.analyzed_at } }]);
    expect(result.explicitAcks).toHaveLength(1);
    const cached = await readCached(env.CACHE, job.domain, Date.now());
    expect(cached?.summary).toMatch(/^AI summary \(stand-in\): queue-report\.example/);
    expect((await readReport(env.HISTORY, job.domain))?.summary).toBe(cached?.summary);
    // Once the cache entry is gone, the report page still reads the AI summary.
    await env.CACHE.delete(`analysis:${job.domain}`);
    const page = (await (await worker.fetch!(new Request(`https://citable.test/api/report/${job.domain}`), env, createExecutionContext())).json()) as { summary: string; ai_knowledge?: unknown };
    expect(page.summary).toBe(cached?.summary);
    // And the blind probe's finding, which the job made since the analysis had none.
    expect(cached?.ai_knowledge?.recognized_by_ai).toBeTypeOf("boolean");
    expect(page.ai_knowledge).toEqual(cached?.ai_knowledge);
  });

  it("copies an AI summary already in the cache into a report that lacks it, without an AI call", async () => {
    const job = await storeAnalysis("queue-repair.example");
    await writeCached(env.CACHE, { ...job, summary: "Written earlier by AI.", summary_source: "ai" }, Date.now());
    const calls = await summaryCalls(job.domain);
    const { result } = await deliver(SUMMARY_QUEUE, [{ body: { domain: job.domain, analyzed_at: job.analyzed_at } }]);
    expect(result.explicitAcks).toHaveLength(1);
    expect((await readReport(env.HISTORY, job.domain))?.summary).toBe("Written earlier by AI.");
    expect(await summaryCalls(job.domain)).toBe(calls);
  });

  it("leaves a newer analysis's report alone", async () => {
    const old = await storeAnalysis("queue-newer.example", Date.now() - 60_000);
    const newer = analyze({ html: simplePage("Newer Widgets"), url: "https://queue-newer.example/", now: new Date() });
    await writeReport(env.HISTORY, { ...newer, url: old.domain, summary: "Newer template." });
    await deliver(SUMMARY_QUEUE, [{ body: { domain: old.domain, analyzed_at: old.analyzed_at } }]);
    expect((await readReport(env.HISTORY, old.domain))?.summary).toBe("Newer template.");
  });

  it("retries a failing job with backoff, and keeps the template meanwhile", async () => {
    const job = record("ai-fail.example");
    await writeCached(env.CACHE, job, Date.now());
    const { batch, result } = await deliver(SUMMARY_QUEUE, [{ body: { domain: job.domain, analyzed_at: job.analyzed_at }, attempts: 2 }]);
    expect(result.explicitAcks).toHaveLength(0);
    // The delay (backoffSeconds) is passed to retry(); the local runtime records the retry but not its delay.
    expect(result.retryMessages.map((retry) => retry.msgId)).toEqual([batch.messages[0]!.id]);
    expect((await readCached(env.CACHE, job.domain, Date.now()))?.summary).toBe("Template.");
  });

  it("acks jobs for analyses that are gone or superseded, and drops malformed messages", async () => {
    const current = record("superseded.example");
    await writeCached(env.CACHE, current, Date.now());
    const { result } = await deliver(SUMMARY_QUEUE, [
      { body: { domain: "gone.example", analyzed_at: new Date().toISOString() } },
      { body: { domain: current.domain, analyzed_at: "2020-01-01T00:00:00.000Z" } },
      { body: { nonsense: true } },
      { body: "<html>never HTML</html>" },
    ]);
    expect(result.explicitAcks).toHaveLength(4);
    expect(result.retryMessages).toHaveLength(0);
  });

  it("records dead-lettered jobs in HISTORY so none is lost silently", async () => {
    const body = { domain: "dead.example", analyzed_at: new Date().toISOString() };
    const { batch, result } = await deliver(SUMMARY_DLQ, [{ body, attempts: 5 }]);
    expect(result.explicitAcks).toHaveLength(1);
    const stored = await env.HISTORY.get(`dead-summary:${batch.messages[0]!.id}`, "json");
    expect(stored).toMatchObject({ body, attempts: 5 });
  });

  it("backs off exponentially, capped at five minutes", () => {
    expect([1, 2, 3, 4, 5, 10].map(backoffSeconds)).toEqual([10, 20, 40, 80, 160, 300]);
  });
});
