// Cache warming: each run re-analyzes the most requested domains whose cached result expires within the
// next run interval and a margin, a bounded number per run, counting against the global daily cap.
import { configFrom } from "./config.ts";

/** Domains refreshed per run: bounded so a run fits its CPU and the daily cap keeps room for users. */
export const WARM_PER_RUN = 10;
/** Refresh what expires before the run after next (runs are every 30 minutes). */
export const WARM_HORIZON_MS = 60 * 60_000;

export interface WarmReport {
  due: string[];
  refreshed: string[];
  skipped: { domain: string; reason: string }[];
}

export async function warmCache(env: Env, now = Date.now()): Promise<WarmReport> {
  configFrom(env);
  const popularity = env.POPULARITY.get(env.POPULARITY.idFromName("all"));
  const due = await popularity.due(now, WARM_HORIZON_MS, WARM_PER_RUN);
  const report: WarmReport = { due, refreshed: [], skipped: [] };
  for (const domain of due) {
    const outcome = await env.ANALYSES.get(env.ANALYSES.idFromName(domain)).fresh({ domain, bucket: null, force: true });
    if (outcome.kind === "analyzed" || outcome.kind === "joined") {
      await popularity.refreshed(domain, outcome.record.expires_at);
      report.refreshed.push(domain);
      continue;
    }
    report.skipped.push({ domain, reason: outcome.kind === "failed" ? (outcome.detail ?? "failed") : outcome.kind });
    // The daily cap is reached: the rest would be refused too.
    if (outcome.kind === "limited" || outcome.kind === "unavailable") break;
  }
  console.log("cache warming", JSON.stringify(report));
  return report;
}
