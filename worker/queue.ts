// The SUMMARIES consumer: replaces an analysis's template summary with an AI-written one, in the stored
// report and the cached result (services/summary-store.ts). Delivery is at least once, so the job is
// idempotent: an AI summary already in the cache (then only copied into the report, if it is missing
// there) or a newer analysis acks without an AI call. Failures retry with backoff; after max_retries the message goes to the
// dead-letter queue, whose consumer records it in HISTORY so no job disappears silently.
import { z } from "zod";
import { configFrom } from "./config.ts";
import { readCached } from "./services/cache.ts";
import { probeDomain } from "./services/probe.ts";
import { writeReportSummary } from "./services/reports.ts";
import { anthropicClient, writeAiSummary } from "./services/summary-ai.ts";
import { storeAiSummary } from "./services/summary-store.ts";

export const SUMMARY_QUEUE = "citable-summaries";
export const SUMMARY_DLQ = "citable-summaries-dlq";

/** A job names the analysis it is for; it never carries page HTML. */
export const SummaryJobSchema = z.object({ domain: z.string().min(1).max(253), analyzed_at: z.iso.datetime() });
export type SummaryJob = z.infer<typeof SummaryJobSchema>;

const AI_TIMEOUT_MS = 20_000;

/** 10 s, 20 s, 40 s, ... capped at 5 minutes. */
export function backoffSeconds(attempts: number): number {
  return Math.min(300, 10 * 2 ** Math.max(0, attempts - 1));
}

export type JobOutcome = "written" | "skipped" | "no-key";

export async function runSummaryJob(env: Env, job: SummaryJob, now: number): Promise<JobOutcome> {
  const config = configFrom(env);
  const cached = await readCached(env.CACHE, job.domain, now);
  if (!cached || cached.analyzed_at !== job.analyzed_at) return "skipped";
  if (cached.summary_source === "ai") {
    // Written already (by this job or the request that waited for it): the report only needs to match.
    if (!(await writeReportSummary(env.HISTORY, cached.domain, cached.analyzed_at, cached.summary, cached.ai_knowledge))) throw new Error("KV refused the report's summary write");
    return "skipped";
  }
  const client = anthropicClient(config, AI_TIMEOUT_MS);
  if (!client) return "no-key";
  const summary = await writeAiSummary(client, config.AI_MODEL, cached);
  // The blind probe may have missed the analysis's deadline; it is not worth a retry on its own.
  const aiKnowledge = cached.ai_knowledge ?? (await probeDomain(client, config.AI_MODEL, cached.domain).catch(() => undefined));
  await storeAiSummary(env, cached, summary, aiKnowledge);
  return "written";
}

export async function handleQueue(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  if (batch.queue === SUMMARY_DLQ) return recordDeadJobs(batch, env);
  for (const message of batch.messages) {
    const job = SummaryJobSchema.safeParse(message.body);
    if (!job.success) {
      console.error("summary job: malformed message dropped", message.id);
      message.ack();
      continue;
    }
    try {
      await runSummaryJob(env, job.data, Date.now());
      message.ack();
    } catch (error) {
      console.warn("summary job failed; will retry", job.data.domain, message.attempts, String(error));
      message.retry({ delaySeconds: backoffSeconds(message.attempts) });
    }
  }
}

async function recordDeadJobs(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  for (const message of batch.messages) {
    try {
      const record = { id: message.id, body: message.body, attempts: message.attempts, dead_at: new Date().toISOString() };
      await env.HISTORY.put(`dead-summary:${message.id}`, JSON.stringify(record), { expirationTtl: 30 * 86_400 });
      console.error("summary job dead-lettered", JSON.stringify(record));
      message.ack();
    } catch (error) {
      console.error("dead-letter record failed; will retry", message.id, String(error));
      message.retry();
    }
  }
}
