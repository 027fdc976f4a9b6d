// The full report of a domain's latest analysis, kept in HISTORY beyond the 24 h cache for the report
// page and GET /api/report/:domain.
import { z } from "zod";
import type { AiKnowledge } from "./probe.ts";
import { ReportSchema } from "../../scoring/index.ts";
import { AiKnowledgeSchema, readCached } from "./cache.ts";

/**
 * The scoring library's report and, beside it, what the blind probe found (`ai_knowledge`): the probe often
 * ends after the report is stored, so the summary job writes it in with the AI summary.
 */
export const StoredReportSchema = ReportSchema.extend({ ai_knowledge: AiKnowledgeSchema.optional() });
export type StoredReport = z.infer<typeof StoredReportSchema>;

const REPORT_TTL_SECONDS = 90 * 86_400;
const key = (domain: string) => `report:${domain}`;

/** Stores the report for 90 days. Returns false when KV refused the write. */
export async function writeReport(kv: KVNamespace, report: StoredReport): Promise<boolean> {
  try {
    await kv.put(key(report.url), JSON.stringify(report), { expirationTtl: REPORT_TTL_SECONDS });
    return true;
  } catch (error) {
    console.warn("report write failed", report.url, error);
    return false;
  }
}

export async function readReport(kv: KVNamespace, domain: string): Promise<StoredReport | undefined> {
  try {
    const parsed = StoredReportSchema.safeParse(await kv.get(key(domain), "json"));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Puts the AI-written summary (and the probe's finding, when there is one) into the stored report of the
 * analysis made at `analyzedAt`. Idempotent: a report that already carries them, a newer analysis's report
 * or no report at all is left alone. Returns false only when KV refused the write (the caller retries).
 */
export async function writeReportSummary(kv: KVNamespace, domain: string, analyzedAt: string, summary: string, aiKnowledge?: AiKnowledge): Promise<boolean> {
  const stored = await readReport(kv, domain);
  if (!stored || stored.analyzed_at !== analyzedAt) return true;
  const knowledge = aiKnowledge ?? stored.ai_knowledge;
  if (stored.summary === summary && JSON.stringify(knowledge) === JSON.stringify(stored.ai_knowledge)) return true;
  return writeReport(kv, { ...stored, summary, ...(knowledge ? { ai_knowledge: knowledge } : {}) });
}

/**
 * The stored report of the latest analysis. Until the summary job has written the AI summary and the
 * probe's finding into it, it takes the cached result's (the same analysis) while that lasts.
 */
export async function latestReport(env: Env, domain: string): Promise<StoredReport | undefined> {
  const [stored, cached] = await Promise.all([readReport(env.HISTORY, domain), readCached(env.CACHE, domain, Date.now())]);
  if (!stored) return undefined;
  if (cached?.analyzed_at !== stored.analyzed_at) return stored;
  const knowledge = stored.ai_knowledge ?? cached.ai_knowledge;
  return {
    ...stored,
    ...(cached.summary_source === "ai" ? { summary: cached.summary } : {}),
    ...(knowledge ? { ai_knowledge: knowledge } : {}),
  };
}
