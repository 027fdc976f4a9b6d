// The full report of a domain's latest analysis, kept in HISTORY beyond the 24 h cache for the report
// page and GET /api/report/:domain.
import { ReportSchema, type Report } from "../../scoring/index.ts";
import { readCached } from "./cache.ts";

const REPORT_TTL_SECONDS = 90 * 86_400;
const key = (domain: string) => `report:${domain}`;

export async function writeReport(kv: KVNamespace, report: Report): Promise<void> {
  try {
    await kv.put(key(report.url), JSON.stringify(report), { expirationTtl: REPORT_TTL_SECONDS });
  } catch (error) {
    console.warn("report write failed", report.url, error);
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

/** The stored report of the latest analysis, with the AI summary the summary job may have written since. */
export async function latestReport(env: Env, domain: string): Promise<Report | undefined> {
  const [stored, cached] = await Promise.all([readReport(env.HISTORY, domain), readCached(env.CACHE, domain, Date.now())]);
  if (!stored) return undefined;
  const aiSummary = cached?.summary_source === "ai" && cached.analyzed_at === stored.analyzed_at;
  return aiSummary ? { ...stored, summary: cached.summary } : stored;
}
