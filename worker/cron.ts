// Cache warming: each run re-analyzes the most wanted domains (worker/popularity.ts: distinct client
// networks per UTC day, halved every day) whose cached result expires within the next run interval and a
// margin. What a run may charge to the daily cap is bounded twice: at most WARM_PER_RUN re-analyses a run,
// and all runs of a UTC day together at most the cron's share of DAILY_CAP (CRON_SHARE, 10%, counted in the
// Limiter: services/limits.ts). With runs every 30 minutes that is min(48 × 10, 10% of DAILY_CAP) a day:
// 480 of the default 5000. A refused or failed re-analysis counts too (the fetch was made).
import { configFrom } from "./config.ts";

/** Re-analyses a run may charge to the daily cap: bounded so a run fits its CPU and users keep the day. */
export const WARM_PER_RUN = 10;
/** Refresh what expires before the run after next (runs are every 30 minutes). */
export const WARM_HORIZON_MS = 60 * 60_000;
/**
 * The least popularity worth a re-analysis: two distinct networks today (or four yesterday). One network
 * alone never reaches it, however often and however many days it asks (at most 1.75), so no single client
 * decides what the cron spends; a domain asked for by one client is analyzed again when it asks again.
 */
export const WARM_MIN_WEIGHT = 2;

export interface WarmReport {
  due: string[];
  refreshed: string[];
  skipped: { domain: string; reason: string }[];
}

export async function warmCache(env: Env, now = Date.now()): Promise<WarmReport> {
  configFrom(env);
  const popularity = env.POPULARITY.get(env.POPULARITY.idFromName("all"));
  const due = await popularity.due(now, WARM_HORIZON_MS, WARM_PER_RUN, WARM_MIN_WEIGHT);
  const report: WarmReport = { due, refreshed: [], skipped: [] };
  for (const domain of due) {
    const outcome = await env.ANALYSES.get(env.ANALYSES.idFromName(domain)).fresh({ domain, bucket: null, force: true });
    if (outcome.kind === "analyzed" || outcome.kind === "joined") {
      await popularity.refreshed(domain, outcome.record.expires_at);
      report.refreshed.push(domain);
      continue;
    }
    report.skipped.push({ domain, reason: outcome.kind === "failed" ? (outcome.detail ?? "failed") : outcome.kind });
    // The cron's share or the daily cap is used up (or the limiter is down): the rest would be refused too.
    if (outcome.kind === "limited" || outcome.kind === "unavailable") break;
  }
  console.log("cache warming", JSON.stringify(report));
  return report;
}
