// The agent endpoint's order of work (RELIABILITY.md): normalize and validate (free) → cache hit (free)
// → join an in-flight analysis (free) → per-IP, then global limit → fetch, score, store → summary.
import { configFrom, type Config } from "../config.ts";
import { ApiError } from "../errors.ts";
import type { ScoreResult } from "../schemas/score-result.ts";
import { siteFailure } from "../site-failure.ts";
import { readCached, type CachedAnalysis } from "./cache.ts";
import { recentHistory, scoreChange } from "./history.ts";
import { IsolateMemo } from "./isolate-memo.ts";
import { countRequest } from "./popularity-batch.ts";
import { clientBucket } from "./limits.ts";
import { anthropicClient, writeAiSummary } from "./summary-ai.ts";
import { storeAiSummary } from "./summary-store.ts";

export interface ScoreRequest {
  /** The normalized domain (the caller has turned invalid input into its own 400). */
  domain: string;
  fast: boolean;
}

/** What a caller of the pipeline brings, whatever the transport (HTTP route, MCP tool, UI). */
export interface CallContext {
  env: Env;
  waitUntil(promise: Promise<unknown>): void;
  /** The request's own URL: its origin is the base of full_report when PUBLIC_BASE_URL is unset. */
  requestUrl: string;
  /** CF-Connecting-IP, the only client identity (never X-Forwarded-For). */
  clientIp: string | null | undefined;
}

/** Without fast, the request waits this long for the AI-written summary (the contract: about 2 to 4 s). */
export const SUMMARY_WAIT_MS = 4_000;

export const NOTE =
  "The full category breakdown, every check and the prioritized fixes are at the full_report link; include that link when you relay this result.";

export function baseUrl(config: Config, requestUrl: string): string {
  return (config.PUBLIC_BASE_URL ?? new URL(requestUrl).origin).replace(/\/+$/, "");
}

/**
 * Results this isolate answered in the last few seconds: a hot domain costs no KV read per request. A
 * summary written meanwhile by the queue (in another isolate) shows up at most this late.
 */
const recentResults = new IsolateMemo<CachedAnalysis>(5_000, 1_000);

function remember(record: CachedAnalysis): CachedAnalysis {
  recentResults.set(record.domain, record, Date.now());
  return record;
}

/** A result and where it came from: stored before this request (cached) or analyzed for it (fresh or joined). */
export interface Served {
  record: CachedAnalysis;
  cached: boolean;
}

/**
 * A cached result, or a fresh analysis through the domain's single-flight object; errors as ApiError. With
 * `refreshBefore` (ms since epoch; "Analyze again"), a result analyzed before then is not a hit. `named`: a
 * page of the domain a person asked for, read with the sample if this request starts the analysis.
 */
export async function resultFor(env: Env, domain: string, bucket: string | null, refreshBefore?: number, named?: string): Promise<Served> {
  const now = Date.now();
  const usable = (record: CachedAnalysis | undefined) => record !== undefined && (refreshBefore === undefined || Date.parse(record.analyzed_at) >= refreshBefore);
  const known = recentResults.get(domain, now);
  if (known && known.expires_at > now && usable(known)) return { record: known, cached: true };
  const cached = await readCached(env.CACHE, domain, now);
  if (cached && usable(cached)) return { record: remember(cached), cached: true };
  const outcome = await env.ANALYSES.get(env.ANALYSES.idFromName(domain)).fresh({
    domain,
    bucket,
    ...(refreshBefore === undefined ? {} : { refreshBefore }),
    ...(named === undefined ? {} : { named }),
  });
  switch (outcome.kind) {
    case "limited":
      throw ApiError.limited(outcome.retryAfter, outcome.seconds);
    case "unavailable":
      console.error("limiter unavailable", outcome.detail);
      throw new ApiError("unavailable");
    case "failed":
      throw siteFailure(outcome.detail);
    default:
      // "cached": another location filled the cache while this one looked; "analyzed"/"joined": made now.
      return { record: remember(outcome.record), cached: outcome.kind === "cached" };
  }
}

async function enqueueSummary(env: Env, record: CachedAnalysis): Promise<void> {
  try {
    await env.SUMMARIES.send({ domain: record.domain, analyzed_at: record.analyzed_at });
  } catch (error) {
    console.warn("summary job not enqueued", record.domain, String(error));
  }
}

/** Whether an AI summary may still replace the record's template (a key is set to write one). */
export function summaryPending(config: Config, record: CachedAnalysis): boolean {
  return record.summary_source === "template" && config.ANTHROPIC_API_KEY !== undefined;
}

/** The record with the AI summary when one can be had in time; otherwise the template and a queued job. */
export async function withSummary(call: CallContext, config: Config, record: CachedAnalysis, fast: boolean): Promise<CachedAnalysis> {
  if (record.summary_source === "ai") return record;
  const client = anthropicClient(config, SUMMARY_WAIT_MS);
  if (!client) return record;
  if (fast) {
    call.waitUntil(enqueueSummary(call.env, record));
    return record;
  }
  try {
    const summary = await writeAiSummary(client, config.AI_MODEL, record);
    // Stored after the answer; if a write is refused, the queued job writes it (it finds the template).
    call.waitUntil(
      storeAiSummary(call.env, record, summary).catch((error: unknown) => {
        console.warn("AI summary not stored; queued", record.domain, String(error));
        return enqueueSummary(call.env, record);
      }),
    );
    return remember({ ...record, summary, summary_source: "ai" });
  } catch (error) {
    console.warn("AI summary not ready in time; template used", record.domain, String(error));
    call.waitUntil(enqueueSummary(call.env, record));
    return record;
  }
}

export function toScoreResult(record: CachedAnalysis, cached: boolean, base: string, change: ScoreResult["score_change"]): ScoreResult {
  return {
    tool: "Citable",
    url: record.domain,
    score: record.score,
    grade: record.grade,
    summary: record.summary,
    category_scores: record.category_scores,
    full_report: `${base}/report/${record.domain}?ref=agent`,
    note: NOTE,
    ...(record.ai_knowledge ? { ai_knowledge: record.ai_knowledge } : {}),
    ...(change ? { score_change: change } : {}),
    engine_version: record.engine_version,
    analyzed_at: record.analyzed_at,
    cached,
  };
}

/**
 * Counts a request for the cache-warming cron, as one vote of the client's network per day (batched per
 * isolate: popularity-batch.ts); never delays or fails the answer.
 */
export function notePopularity(call: CallContext, record: CachedAnalysis): void {
  countRequest(call.env, (promise) => call.waitUntil(promise), record.domain, record.expires_at, call.clientIp);
}

/**
 * How old an answer is and how long it stays fresh (RFC 9111): Age counts from the analysis, so max-age is
 * the result's whole lifetime (the 24 h cache), not what is left of it; a cache subtracts Age itself. A
 * fresh analysis is Age 0. A template an AI summary may soon replace has no lifetime (null: no-cache).
 */
export interface Freshness {
  ageSeconds: number;
  maxAgeSeconds: number | null;
}

export function freshnessOf(record: CachedAnalysis, cached: boolean, pending: boolean, now: number): Freshness {
  const analyzedAt = Date.parse(record.analyzed_at);
  const lifetime = Math.max(0, Math.floor((record.expires_at - analyzedAt) / 1000));
  const age = cached ? Math.min(lifetime, Math.max(0, Math.floor((now - analyzedAt) / 1000))) : 0;
  return { ageSeconds: age, maxAgeSeconds: pending ? null : lifetime };
}

export interface ScoreAnswer {
  result: ScoreResult;
  freshness: Freshness;
}

/** The agent contract's answer for `request`: errors are ApiError (422, 429, 503). */
export async function scoreForAgent(call: CallContext, request: ScoreRequest): Promise<ScoreAnswer> {
  const { domain } = request;
  const config = configFrom(call.env);
  // The score history is read beside the analysis, not after it: score_change only compares with entries
  // made before this result, and the read never fails (a missing or broken history is empty).
  const earlier = recentHistory(call.env.HISTORY, domain, Date.now());
  const { record, cached } = await resultFor(call.env, domain, clientBucket(call.clientIp));
  notePopularity(call, record);
  const [summarized, history] = await Promise.all([withSummary(call, config, record, request.fast), earlier]);
  const change = record.engine_version === null ? undefined : scoreChange(history, { score: record.score, engine_version: record.engine_version, at: record.analyzed_at });
  return {
    result: toScoreResult(summarized, cached, baseUrl(config, call.requestUrl), change),
    freshness: freshnessOf(summarized, cached, summaryPending(config, summarized), Date.now()),
  };
}
