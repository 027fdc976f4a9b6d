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

/**
 * Bytes asked for per read when the body is a byte stream we can hand a buffer (workerd's and Node's fetch
 * bodies): a default reader gets workerd's 4 KiB chunks, 1,281 reads and turns of the event loop for a 5 MiB
 * page on the thread that also answers requests (issue 17). A read still returns what has arrived.
 */
const READ_BYTES = 64 * 1024;

/** One body's reads: a chunk, valid until the next read (copy it first), or null at the end. */
interface ChunkReader {
  read(): Promise<Uint8Array | null>;
  cancel(): Promise<void>;
}

function chunkReader(body: ReadableStream<Uint8Array>): ChunkReader {
  let byob: ReadableStreamBYOBReader | null = null;
  try {
    byob = body.getReader({ mode: "byob" });
  } catch {
    // Not a byte stream: its own chunks, as they come.
  }
  if (byob) {
    const reader = byob;
    let scratch = new ArrayBuffer(READ_BYTES);
    return {
      async read() {
        const { done, value } = await reader.read(new Uint8Array(scratch));
        if (!value) return null;
        // The buffer came back to us (a read transfers it): the next read fills it again.
        scratch = value.buffer as ArrayBuffer;
        return done && value.byteLength === 0 ? null : value;
      },
      cancel: () => reader.cancel(),
    };
  }
  const reader = body.getReader();
  return {
    async read() {
      const { done, value } = await reader.read();
      return done ? null : value;
    },
    cancel: () => reader.cancel(),
  };
}

/** The body's bytes, copied as they come into one buffer that grows up to the cap. */
class Collected {
  readonly #cap: number;
  #bytes: Uint8Array;
  #length = 0;

  constructor(cap: number) {
    this.#cap = cap;
    this.#bytes = new Uint8Array(Math.min(cap, READ_BYTES));
  }

  get length(): number {
    return this.#length;
  }

  add(chunk: Uint8Array): void {
    const needed = this.#length + chunk.byteLength;
    if (needed > this.#bytes.byteLength) {
      const grown = new Uint8Array(Math.max(needed, Math.min(this.#cap, this.#bytes.byteLength * 2)));
      grown.set(this.#bytes.subarray(0, this.#length));
      this.#bytes = grown;
    }
    this.#bytes.set(chunk, this.#length);
    this.#length = needed;
  }

  bytes(): Uint8Array {
    return this.#bytes.subarray(0, this.#length);
  }
}

/**
 * Reads a body stream under the byte cap, the idle timeout and the deadline; cancels it on any excess. One
 * watchdog timer per body rather than one per chunk: it re-arms itself from the time of the last chunk.
 */
async function readBody(
  body: ReadableStream<Uint8Array> | null,
  limits: ExchangeLimits,
  started: number,
): Promise<{ ok: true; bytes: Uint8Array; cut: boolean } | { ok: false; failure: ExchangeFailure }> {
  if (!body) return { ok: true, bytes: new Uint8Array(), cut: false };
  if (limits.deadline - Date.now() <= 0) return timeoutFailure(limits, started) as { ok: false; failure: ExchangeFailure };
  const reader = chunkReader(body);
  const collected = new Collected(limits.maxBytes);
  let cut = false;
  let lastChunk = Date.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stall: (kind: "idle" | "overall") => void = () => undefined;
  const stalled = new Promise<"idle" | "overall">((resolve) => (stall = resolve));
  const watch = () => {
    const now = Date.now();
    if (now >= limits.deadline) return stall("overall");
    if (now - lastChunk >= limits.idleMs) return stall("idle");
    timer = setTimeout(watch, Math.min(limits.idleMs - (now - lastChunk), limits.deadline - now));
  };
  timer = setTimeout(watch, Math.min(limits.idleMs, limits.deadline - lastChunk));
  try {
    for (;;) {
      const next = await Promise.race([reader.read(), stalled]);
      if (next === "idle" || next === "overall") {
        return {
          ok: false,
          failure:
            next === "overall"
              ? { kind: "timeout", detail: `timeout after ${seconds(limits.deadline - started)}` }
              : { kind: "timeout", detail: `no data for ${seconds(limits.idleMs)} while reading the body` },
        };
      }
      if (next === null) break;
      lastChunk = Date.now();
      if (collected.length + next.byteLength > limits.maxBytes) {
        if (limits.overflow !== "cut") return { ok: false, failure: { kind: "too-large", detail: `body larger than ${Math.round(limits.maxBytes / 1024)} KiB` } };
        collected.add(next.subarray(0, limits.maxBytes - collected.length));
        cut = true;
        break;
      }
      collected.add(next);
    }
  } catch (error) {
    return { ok: false, failure: { kind: "unreachable", detail: `connection lost while reading the body (${String(error)})` } };
  } finally {
    clearTimeout(timer);
    reader.cancel().catch(() => undefined);
  }
  return { ok: true, bytes: collected.bytes(), cut };
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
