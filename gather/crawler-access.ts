// What each AI crawler gets: the home page fetched as each crawler of the table (scoring/crawlers.ts) that
// sends a user-agent string of its own, with that string, and once more as ourselves, the yardstick. All at
// once and beside the analysis's own fetches, so they add about one round trip; each through the SSRF guard
// and kept on the site (guardedGet), bounded like the page (10 s, 5 s without data) and reading at most the
// first 512 KiB, which is what the comparison needs. The answers are measured, not judged: status, bot
// wall (gather/walls.ts), text size, how alike the text is to ours, where it landed, a 402's crawler-price.
// scoring/derive/crawler-access.ts judges them. Shared by the Worker and the CLI.
import { PROBED_CRAWLERS, type Crawler } from "../scoring/crawlers.ts";
import { tokenSteps } from "../scoring/derive/tokens.ts";
import type { CrawlerProbe, CrawlerProbes } from "../scoring/input.ts";
import { runPaced, type Steps } from "../scoring/steps.ts";
import { decodeBody, parseContentType } from "./decode.ts";
import { guardedGet, type ExchangeResult, type FetchRules } from "./http.ts";
import { yieldToEventLoop } from "./pause.ts";
import { siteKey } from "./site.ts";
import { observePlainPaced } from "./walls.ts";

export const CRAWLER_LIMITS = { totalMs: 10_000, idleMs: 5_000, maxBytes: 512 * 1024, maxRedirects: 5 } as const;

const HTML_ACCEPT = "text/html,application/xhtml+xml;q=0.9,*/*;q=0.5";
/** Visible text compared, at most: past it the page's start has already said whether it is the same. */
const MAX_TEXT_CHARS = 200_000;
/** Shingles: runs of this many characters of the collapsed text (language-neutral: no word splitting). */
const SHINGLE_CHARS = 8;
/** Shingles kept: one in four, chosen by hash, so both sides keep the same ones (a min-hash style sample). */
const SAMPLE_MASK = 3;
/** Elements whose content is no visible text. */
const HIDDEN = new Set(["script", "style", "noscript", "template", "svg", "textarea", "title", "iframe", "object", "canvas", "head"]);

/** One fetch of the home page as a user agent: https first, http when https cannot be connected to. */
async function fetchAs(domain: string, rules: FetchRules, userAgent: string | undefined, deadline: number): Promise<ExchangeResult> {
  const get = (url: URL) =>
    guardedGet(url, rules, {
      maxBytes: CRAWLER_LIMITS.maxBytes,
      maxRedirects: CRAWLER_LIMITS.maxRedirects,
      deadline,
      idleMs: CRAWLER_LIMITS.idleMs,
      accept: HTML_ACCEPT,
      site: siteKey(url.hostname),
      overflow: "cut",
      ...(userAgent === undefined ? {} : { userAgent }),
    });
  const https = await get(new URL(`https://${domain}/`));
  if (https.ok || https.failure.kind !== "unreachable" || Date.now() >= deadline) return https;
  const http = await get(new URL(`http://${domain}/`));
  return http.ok || http.failure.kind !== "unreachable" ? http : https;
}

/** The visible text of markup, whitespace collapsed and lower-cased, up to MAX_TEXT_CHARS. */
function* visibleText(html: string): Steps<string> {
  const parts: string[] = [];
  let chars = 0;
  const hidden: string[] = [];
  yield* tokenSteps(html, {
    open(name, _attributes, selfClosing) {
      if (HIDDEN.has(name) && !selfClosing) hidden.push(name);
    },
    close(name) {
      const at = hidden.lastIndexOf(name);
      if (at !== -1) hidden.length = at;
    },
    text(raw) {
      if (hidden.length > 0 || chars >= MAX_TEXT_CHARS) return;
      const text = raw.replace(/\s+/g, " ");
      if (text.trim() === "") return;
      parts.push(text);
      chars += text.length;
    },
  });
  return parts.join(" ").replace(/\s+/g, " ").trim().toLowerCase().slice(0, MAX_TEXT_CHARS);
}

/** A sample of the text's shingles, as FNV-1a hashes. */
function shingles(text: string): Set<number> {
  const kept = new Set<number>();
  for (let start = 0; start + SHINGLE_CHARS <= text.length; start++) {
    let hash = 0x811c9dc5;
    for (let i = start; i < start + SHINGLE_CHARS; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
    if ((hash & SAMPLE_MASK) === 0) kept.add(hash);
  }
  return kept;
}

/**
 * How alike two texts are, 0 to 1: the Jaccard similarity of shingle samples of their first n characters, n
 * the shorter's length (a probe reads the first 512 KiB, our page may be longer; a crawler that gets much
 * less text is told apart by its size). Texts too short for a shingle compare as equal strings.
 */
export function similarity(whole: string, other: string): number {
  if ((whole.length === 0) !== (other.length === 0)) return 0;
  const n = Math.min(whole.length, other.length);
  const a = whole.slice(0, n);
  const b = other.slice(0, n);
  if (a.length < SHINGLE_CHARS || b.length < SHINGLE_CHARS) return a === b ? 1 : 0;
  const left = shingles(a);
  const right = shingles(b);
  if (left.size === 0 && right.size === 0) return a === b ? 1 : 0;
  let shared = 0;
  for (const hash of left) if (right.has(hash)) shared++;
  return shared / (left.size + right.size - shared);
}

/** A response read: its decoded markup and what the walls scan says of it. */
interface Read {
  status: number;
  url: string;
  html: string;
  challenge: string | null;
  textChars: number;
  headers: Headers;
}

const decoded = (result: ExchangeResult & { ok: true }) => decodeBody(result.exchange.body, parseContentType(result.exchange.headers.get("content-type")), true).text;

async function read(result: ExchangeResult & { ok: true }, html: string): Promise<Read> {
  const { exchange } = result;
  const headers = new Map<string, string>();
  exchange.headers.forEach((value, name) => headers.set(name.toLowerCase(), value));
  const plain = await observePlainPaced(html, exchange.status, headers);
  return { status: exchange.status, url: exchange.url.href, html, challenge: plain.challenge, textChars: plain.textChars, headers: exchange.headers };
}

/** A crawler-price header is the site's text: kept this short. */
const MAX_PRICE_CHARS = 200;

/** The observation of one crawler's fetch, measured against ours (`text`: our visible text, null when ours is no page to compare with). */
async function probeOf(crawler: Crawler, result: ExchangeResult, ours: Read | null, text: string | null): Promise<CrawlerProbe> {
  if (!result.ok) {
    const failure = result.failure;
    // Bodies are cut at the cap, never too large; any other failure keeps its kind.
    const kind = failure.kind === "too-large" ? "unreachable" : failure.kind;
    const site = failure.kind === "off-site" ? failure.site : null;
    return { token: crawler.token, result: kind, detail: failure.detail, status: null, url: null, site, challenge: null, textChars: null, similarity: null, price: null };
  }
  const html = decoded(result);
  // The same answer as ours: nothing to read again.
  const same = ours !== null && ours.status === result.exchange.status && ours.url === result.exchange.url.href && (ours.html === html || (result.exchange.cut && ours.html.startsWith(html)));
  const page = same ? ours : await read(result, html);
  const comparable = text !== null && page.challenge === null && page.status >= 200 && page.status < 300;
  const alike = same ? 1 : comparable ? similarity(text, await runPaced(visibleText(page.html), yieldToEventLoop)) : null;
  return {
    token: crawler.token,
    result: "response",
    detail: null,
    status: page.status,
    url: page.url,
    site: null,
    challenge: page.challenge,
    textChars: page.textChars,
    similarity: alike === null ? null : Math.round(alike * 1000) / 1000,
    price: page.status === 402 ? (page.headers.get("crawler-price")?.slice(0, MAX_PRICE_CHARS) ?? null) : null,
  };
}

/** Our own plain fetch of the home page, the yardstick (gather/fetch-site.ts's FetchedPage, walled or not). */
export interface Baseline {
  url: string;
  status: number;
  html: string;
  plain: { challenge: string | null; textChars: number };
}

/** The first part of our page that a crawler's answer is compared with: as much as a probe reads. */
const yardstickOf = (baseline: Baseline) => baseline.html.slice(0, CRAWLER_LIMITS.maxBytes);

export interface CrawlerProbing {
  /**
   * The observation, once our own plain fetch of the page is known (null when it got no page at all):
   * each crawler's answer measured against it.
   */
  against(baseline: Baseline | null): Promise<CrawlerProbes>;
}

/**
 * Starts fetching the home page of `domain` as each crawler, all at once, beside the analysis's own fetch
 * of it. Never throws: a fetch that fails is an observation too.
 */
export function startCrawlerProbes(domain: string, rules: FetchRules, crawlers: readonly Crawler[] = PROBED_CRAWLERS, now = Date.now()): CrawlerProbing {
  const deadline = now + CRAWLER_LIMITS.totalMs;
  const fetches = crawlers.map((crawler) => fetchAs(domain, rules, crawler.userAgent ?? undefined, deadline));
  return {
    async against(baseline) {
      const comparable = baseline !== null && baseline.plain.challenge === null && baseline.status >= 200 && baseline.status < 300;
      const html = baseline === null ? "" : yardstickOf(baseline);
      const ours: Read | null = baseline === null ? null : { status: baseline.status, url: baseline.url, html, challenge: baseline.plain.challenge, textChars: baseline.plain.textChars, headers: new Headers() };
      const text = comparable ? await runPaced(visibleText(html), yieldToEventLoop) : null;
      const probes: CrawlerProbe[] = [];
      // One at a time: each decoded answer is read and let go before the next.
      for (const [index, crawler] of crawlers.entries()) probes.push(await probeOf(crawler, await fetches[index]!, ours, text));
      return {
        baseline: { url: baseline?.url ?? `https://${domain}/`, status: baseline?.status ?? null, textChars: baseline?.plain.textChars ?? 0, comparable },
        probes,
      };
    },
  };
}

/** Fetches the home page as ourselves and as each crawler, all at once, and measures each crawler's answer against ours (for tests and tools; the analysis reuses its own fetch). */
export async function probeCrawlers(domain: string, rules: FetchRules, crawlers: readonly Crawler[] = PROBED_CRAWLERS, now = Date.now()): Promise<CrawlerProbes> {
  const probing = startCrawlerProbes(domain, rules, crawlers, now);
  const ours = await fetchAs(domain, rules, undefined, now + CRAWLER_LIMITS.totalMs);
  if (!ours.ok) return probing.against(null);
  const html = decoded(ours);
  const read_ = await read(ours, html);
  return probing.against({ url: read_.url, status: read_.status, html, plain: read_ });
}
