// The summary consumer under workerd: per-message ack and retry with backoff, idempotence under
// duplicate delivery, malformed messages dropped, and dead-lettered jobs recorded.
import { env } from "cloudflare:workers";
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { describe, expect, inject, it } from "vitest";
import worker from "./index.ts";
import { backoffSeconds, SUMMARY_DLQ, SUMMARY_QUEUE } from "./queue.ts";
import { readCached, writeCached, type CachedAnalysis } from "./services/cache.ts";

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
