// Where an AI-written summary goes once written: the stored report (HISTORY, 90 days) and the cached
// result (CACHE, 24 h), so the report page keeps it after the cache expires. The report is written first:
// the cache's summary_source "ai" is what tells the summary job its work is done, so it comes last, and a
// job that failed between the two writes runs again (delivery is at least once; both writes are idempotent).
import type { AiKnowledge } from "./probe.ts";
import { writeCached, type CachedAnalysis } from "./cache.ts";
import { writeReportSummary } from "./reports.ts";

/** The record with its AI summary, once stored in both places; throws when either write was refused. */
export async function storeAiSummary(env: Env, record: CachedAnalysis, summary: string, aiKnowledge?: AiKnowledge): Promise<CachedAnalysis> {
  const updated: CachedAnalysis = { ...record, summary, summary_source: "ai", ...(aiKnowledge ? { ai_knowledge: aiKnowledge } : {}) };
  if (!(await writeReportSummary(env.HISTORY, record.domain, record.analyzed_at, summary, updated.ai_knowledge))) throw new Error("KV refused the report's summary write");
  if (!(await writeCached(env.CACHE, updated, Date.now()))) throw new Error("KV refused the summary write");
  return updated;
}
