// Single flight per domain: the Durable Object named by the domain runs at most one fresh analysis at a
// time; requests arriving meanwhile join it for free. It takes the limits itself, so a joined request
// is never counted, and it re-reads the cache first (another location may just have filled it).
import { DurableObject } from "cloudflare:workers";
import { configFrom } from "./config.ts";
import type { RetryAfter } from "./errors.ts";
import { runAnalysis } from "./services/analysis.ts";
import { readCached, type CachedAnalysis } from "./services/cache.ts";
import { admitFresh } from "./services/limits.ts";

export interface FreshRequest {
  domain: string;
  /** The client's limiter bucket; null for the cache-warming cron, which counts against the daily cap only. */
  bucket: string | null;
  /** Re-analyze even when a cached result exists (the cron refreshes entries before they expire). */
  force?: boolean;
  /** A cached result analyzed before this time (ms since epoch) is not used ("Analyze again" from the UI). */
  refreshBefore?: number;
  /** A page of the domain a person named (the UI): read with the sample when this request leads the analysis. */
  named?: string;
}

export type FreshOutcome =
  | { kind: "cached"; record: CachedAnalysis }
  | { kind: "analyzed"; record: CachedAnalysis }
  | { kind: "joined"; record: CachedAnalysis }
  | { kind: "limited"; bucket: string | null; retryAfter: RetryAfter; seconds: number }
  | { kind: "unavailable"; detail: string }
  | { kind: "failed"; detail: string | null };

export class Analysis extends DurableObject<Env> {
  private inflight: Promise<FreshOutcome> | undefined;

  async fresh(request: FreshRequest): Promise<FreshOutcome> {
    const running = this.inflight;
    if (running) {
      const outcome = await running;
      // The leader was refused by its own limit, which says nothing about this client: try for ourselves.
      if (outcome.kind === "limited" && outcome.bucket !== request.bucket) return this.fresh(request);
      return outcome.kind === "analyzed" ? { kind: "joined", record: outcome.record } : outcome;
    }
    const work = this.lead(request);
    this.inflight = work;
    try {
      return await work;
    } finally {
      if (this.inflight === work) this.inflight = undefined;
    }
  }

  private async lead(request: FreshRequest): Promise<FreshOutcome> {
    const config = configFrom(this.env);
    const now = Date.now();
    // The cache is read again beside the limits rather than before them: it is nearly always a miss (the
    // caller has just missed it), and the limits' round trips are then the only wait before the fetches.
    // When it is a hit after all, the slots just taken are given back.
    const [cached, admission] = await Promise.all([request.force ? undefined : readCached(this.env.CACHE, request.domain, now), admitFresh(this.env, config, request.bucket, now)]);
    if (cached && (request.refreshBefore === undefined || Date.parse(cached.analyzed_at) >= request.refreshBefore)) {
      if (admission.ok) await admission.giveBack();
      return { kind: "cached", record: cached };
    }
    if (!admission.ok) {
      if ("unavailable" in admission) return { kind: "unavailable", detail: admission.unavailable };
      return { kind: "limited", bucket: request.bucket, retryAfter: admission.retryAfter, seconds: admission.seconds };
    }
    const named = request.named !== undefined && URL.canParse(request.named) ? new URL(request.named) : null;
    const result = await runAnalysis(this.env, config, request.domain, now, named);
    return result.ok ? { kind: "analyzed", record: result.record } : { kind: "failed", detail: result.detail };
  }
}
