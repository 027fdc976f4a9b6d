// The full report of a domain's latest analysis, kept in HISTORY beyond the 24 h cache for the report
// page and GET /api/report/:domain.
import { ReportSchema, type Report } from "../../scoring/index.ts";
import { readCached } from "./cache.ts";

const REPORT_TTL_SECONDS = 90 * 86_400;
const key = (domain: string) => `report:${domain}`;

/** Stores the report for 90 days. Returns false when KV refused the write. */
export async function writeReport(kv: KVNamespace, report: Report): Promise<boolean> {
  try {
    await kv.put(key(report.url), JSON.stringify(report), { expirationTtl: REPORT_TTL_SECONDS });
    return true;
  } catch (error) {
    console.warn("report write failed", report.url, error);
    return false;
  }
}

export async function readReport(kv: KVNamespace, domain: string): Promise<Report | undefined> {
  try {
    const parsed = ReportSchema.safeParse(await kv.get(key(domain), "json"));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Puts the AI-written summary into the stored report of the analysis made at `analyzedAt`. Idempotent:
 * a report that already carries it, a newer analysis's report or no report at all is left alone.
 * Returns false only when KV refused the write (the caller retries).
 */
export async function writeReportSummary(kv: KVNamespace, domain: string, analyzedAt: string, summary: string): Promise<boolean> {
  const stored = await readReport(kv, domain);
  if (!stored || stored.analyzed_at !== analyzedAt || stored.summary === summary) return true;
  return writeReport(kv, { ...stored, summary });
}

/**
 * The stored report of the latest analysis. A report stored before its AI summary was written into it
 * (an older release wrote the summary to the cache only) takes the cache's while that lasts.
 */
export async function latestReport(env: Env, domain: string): Promise<Report | undefined> {
  const [stored, cached] = await Promise.all([readReport(env.HISTORY, domain), readCached(env.CACHE, domain, Date.now())]);
  if (!stored) return undefined;
  const aiSummary = cached?.summary_source === "ai" && cached.analyzed_at === stored.analyzed_at;
  return aiSummary ? { ...stored, summary: cached.summary } : stored;
}
