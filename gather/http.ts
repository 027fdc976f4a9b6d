// One guarded HTTP exchange chain: every hop judged by the SSRF guard, then (when the caller names a site)
// kept on that site, then mapped by TARGET_RESOLVE (local and test use only), redirects followed by hand,
// the body read as a stream under a byte cap, an idle timeout between chunks and the caller's overall
// deadline. Failures are values, never throws.
import { judgeUrl } from "./guard.ts";
import { onSite, siteKey } from "./site.ts";
import { resolveTarget, type TargetRule } from "./target-resolve.ts";

export const USER_AGENT = "Mozilla/5.0 (compatible; Citable/1.0; +AEO readiness check)";

export interface FetchRules {
  targetRules: readonly TargetRule[];
  /** Our own hostnames: fetching ourselves is refused like any internal name. */
  ownHosts: readonly string[];
}

export interface ExchangeLimits {
  maxBytes: number;
  maxRedirects: number;
  /** ms since epoch after which the exchange gives up. */
  deadline: number;
  /** Longest wait for the next body chunk. */
  idleMs: number;
  accept: string;
  /**
   * The site (gather/site.ts siteKey) every hop must stay on: a redirect that leaves it is not followed.
   * A domain's home page and its site files are read this way (issue 17: a site file or page elsewhere
   * would be scored under the asked name).
   */
  site?: string;
  /** The User-Agent to send (a crawler's published string, gather/crawler-access.ts); ours by default. */
  userAgent?: string;
  /**
   * Past maxBytes: "fail" (the default) gives a too-large failure; "cut" keeps the first maxBytes and ends
   * the exchange there, for reads that compare a page's start (the crawler probes) and need no more of it.
   */
  overflow?: "fail" | "cut";
}

export interface Exchange {
  /** The URL as the user or the last redirect gave it (never the TARGET_RESOLVE mapping). */
  url: URL;
  status: number;
  headers: Headers;
  body: Uint8Array;
  redirects: string[];
  /** The body was cut at maxBytes (overflow "cut"). */
  cut: boolean;
}

export type ExchangeFailure =
  | { kind: "forbidden"; detail: string }
  | { kind: "unreachable"; detail: string }
  | { kind: "timeout"; detail: string }
  | { kind: "too-large"; detail: string }
  | { kind: "redirects"; detail: string }
  /** A redirect left `ExchangeLimits.site` for the site `site` (already judged by the guard, so public-looking). */
  | { kind: "off-site"; detail: string; site: string; hop: number };

export type ExchangeResult = { ok: true; exchange: Exchange } | { ok: false; failure: ExchangeFailure };

const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;

function timeoutFailure(limits: ExchangeLimits, started: number): ExchangeResult {
  return { ok: false, failure: { kind: "timeout", detail: `timeout after ${seconds(limits.deadline - started)}` } };
}

/** Reads a body stream under the byte cap, the idle timeout and the deadline; cancels it on any excess. */
async function readBody(
  body: ReadableStream<Uint8Array> | null,
  limits: ExchangeLimits,
  started: number,
): Promise<{ ok: true; bytes: Uint8Array; cut: boolean } | { ok: false; failure: ExchangeFailure }> {
  if (!body) return { ok: true, bytes: new Uint8Array(), cut: false };
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  let cut = false;
  try {
    for (;;) {
      const wait = Math.min(limits.idleMs, limits.deadline - Date.now());
      if (wait <= 0) return timeoutFailure(limits, started) as { ok: false; failure: ExchangeFailure };
      let timer: ReturnType<typeof setTimeout> | undefined;
      const idle = new Promise<"idle">((resolve) => {
        timer = setTimeout(() => resolve("idle"), wait);
      });
      const next = await Promise.race([reader.read(), idle]).finally(() => clearTimeout(timer));
      if (next === "idle") {
        const overall = Date.now() >= limits.deadline;
        return {
          ok: false,
          failure: overall
            ? { kind: "timeout", detail: `timeout after ${seconds(limits.deadline - started)}` }
            : { kind: "timeout", detail: `no data for ${seconds(limits.idleMs)} while reading the body` },
        };
      }
      if (next.done) break;
      if (total + next.value.byteLength > limits.maxBytes && limits.overflow === "cut") {
        chunks.push(next.value.subarray(0, limits.maxBytes - total));
        total = limits.maxBytes;
        cut = true;
        break;
      }
      total += next.value.byteLength;
      if (total > limits.maxBytes) {
        return { ok: false, failure: { kind: "too-large", detail: `body larger than ${Math.round(limits.maxBytes / 1024)} KiB` } };
      }
      chunks.push(next.value);
    }
  } catch (error) {
    return { ok: false, failure: { kind: "unreachable", detail: `connection lost while reading the body (${String(error)})` } };
  } finally {
    reader.cancel().catch(() => undefined);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, bytes, cut };
}

function describeNetworkError(error: unknown, limits: ExchangeLimits, started: number): ExchangeFailure {
  if (Date.now() >= limits.deadline - 5) return { kind: "timeout", detail: `timeout after ${seconds(limits.deadline - started)}` };
  const message = error instanceof Error ? error.message : String(error);
  return { kind: "unreachable", detail: `connection failed (${message})` };
}

/** GET `start`, following up to `maxRedirects` redirects, each hop judged before it is fetched. */
export async function guardedGet(start: URL, rules: FetchRules, limits: ExchangeLimits): Promise<ExchangeResult> {
  const started = Date.now();
  const redirects: string[] = [];
  let url = start;
  for (let hop = 0; ; hop++) {
    const verdict = judgeUrl(url, rules.ownHosts);
    if (!verdict.ok) {
      const where = hop === 0 ? "" : ` (redirect ${hop} to ${url.href})`;
      return { ok: false, failure: { kind: "forbidden", detail: `${verdict.reason}${where}` } };
    }
    if (limits.site !== undefined && !onSite(url, limits.site)) {
      const elsewhere = siteKey(url.hostname);
      const detail = hop === 0 ? `${elsewhere} is not on ${limits.site}` : `redirect ${hop} leaves ${limits.site} for another site, ${elsewhere}`;
      return { ok: false, failure: { kind: "off-site", detail, site: elsewhere, hop } };
    }
    const remaining = limits.deadline - Date.now();
    if (remaining <= 0) return timeoutFailure(limits, started);
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), remaining);
    let response: Response;
    try {
      response = await fetch(resolveTarget(url, rules.targetRules), {
        method: "GET",
        redirect: "manual",
        signal: controller.signal,
        headers: { "User-Agent": limits.userAgent ?? USER_AGENT, Accept: limits.accept, "Accept-Language": "en;q=0.9, *;q=0.5" },
      });
    } catch (error) {
      clearTimeout(timer);
      return { ok: false, failure: describeNetworkError(error, limits, started) };
    }
    clearTimeout(timer);
    const location = response.headers.get("location");
    if (response.status >= 300 && response.status < 400 && location !== null) {
      response.body?.cancel().catch(() => undefined);
      if (hop >= limits.maxRedirects) {
        return { ok: false, failure: { kind: "redirects", detail: `more than ${limits.maxRedirects} redirects` } };
      }
      let next: URL;
      try {
        next = new URL(location, url);
      } catch {
        return { ok: false, failure: { kind: "redirects", detail: `redirect to an invalid address (${location.slice(0, 100)})` } };
      }
      if (redirects.includes(next.href) || next.href === start.href) {
        return { ok: false, failure: { kind: "redirects", detail: `redirect loop at ${next.href}` } };
      }
      redirects.push(next.href);
      url = next;
      continue;
    }
    const body = await readBody(response.body, limits, started);
    if (!body.ok) return body;
    return { ok: true, exchange: { url, status: response.status, headers: response.headers, body: body.bytes, redirects, cut: body.cut } };
  }
}
