// The agent endpoint's order of work (RELIABILITY.md): normalize and validate (free) → cache hit (free)
// → join an in-flight analysis (free) → per-IP, then global limit → fetch, score, store → summary.
import { configFrom, type Config } from "../config.ts";
import { ApiError } from "../errors.ts";
import type { ScoreResult } from "../schemas/score-result.ts";
import { readCached, writeCached, type CachedAnalysis } from "./cache.ts";
import { recentHistory, scoreChange } from "./history.ts";
import { IsolateMemo } from "./isolate-memo.ts";
import { countRequest } from "./popularity-batch.ts";
import { clientBucket } from "./limits.ts";
import { normalizeDomain } from "../../gather/normalize.ts";
import { anthropicClient, writeAiSummary } from "./summary-ai.ts";

export interface ScoreRequest {
  url: string;
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

/** A cached result, or a fresh analysis through the domain's single-flight object; errors as ApiError. */
export async function resultFor(env: Env, domain: string, bucket: string | null): Promise<CachedAnalysis> {
  const now = Date.now();
  const known = recentResults.get(domain, now);
  if (known && known.expires_at > now) return known;
  const cached = await readCached(env.CACHE, domain, now);
  if (cached) return remember(cached);
  const outcome = await env.ANALYSES.get(env.ANALYSES.idFromName(domain)).fresh({ domain, bucket });
  switch (outcome.kind) {
    case "limited":
      throw ApiError.limited(outcome.retryAfter, outcome.seconds);
    case "unavailable":
      console.error("limiter unavailable", outcome.detail);
      throw ApiError.unavailable();
    case "failed":
      throw ApiError.unfetchable(outcome.detail);
    default:
      return remember(outcome.record);
  }
}

async function enqueueSummary(env: Env, record: CachedAnalysis): Promise<void> {
  try {
    await env.SUMMARIES.send({ domain: record.domain, analyzed_at: record.analyzed_at });
  } catch (error) {
    console.warn("summary job not enqueued", record.domain, String(error));
  }
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
    const updated: CachedAnalysis = { ...record, summary, summary_source: "ai" };
    call.waitUntil(writeCached(call.env.CACHE, updated, Date.now()));
    return remember(updated);
  } catch (error) {
    console.warn("AI summary not ready in time; template used", record.domain, String(error));
    call.waitUntil(enqueueSummary(call.env, record));
    return record;
  }
}

export function toScoreResult(record: CachedAnalysis, base: string, change: ScoreResult["score_change"]): ScoreResult {
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
  };
}

/**
 * Counts a request for the cache-warming cron, as one vote of the client's network per day (batched per
 * isolate: popularity-batch.ts); never delays or fails the answer.
 */
export function notePopularity(call: CallContext, record: CachedAnalysis): void {
  countRequest(call.env, (promise) => call.waitUntil(promise), record.domain, record.expires_at, call.clientIp);
}

/** The agent contract's answer for `request`: errors are ApiError (400, 422, 429, 503). */
export async function scoreForAgent(call: CallContext, request: ScoreRequest): Promise<ScoreResult> {
  const normalized = normalizeDomain(request.url);
  if (!normalized.ok) throw ApiError.invalidUrl();
  const { domain } = normalized;
  const config = configFrom(call.env);
  const record = await resultFor(call.env, domain, clientBucket(call.clientIp));
  notePopularity(call, record);
  const [summarized, history] = await Promise.all([withSummary(call, config, record, request.fast), recentHistory(call.env.HISTORY, domain, Date.now())]);
  const change = record.engine_version === null ? undefined : scoreChange(history, { score: record.score, engine_version: record.engine_version, at: record.analyzed_at });
  return toScoreResult(summarized, baseUrl(config, call.requestUrl), change);
}
