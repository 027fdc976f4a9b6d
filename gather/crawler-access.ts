// What each AI crawler gets: the home page fetched as each crawler of the table (scoring/crawlers.ts) that
// sends a user-agent string of its own, with that string. All at once and beside the analysis's own fetch
// of the page, so they add about one round trip; each through the SSRF guard and kept on the site
// (guardedGet), bounded like the page (10 s, 5 s without data) and reading at most the first 512 KiB, which
// is what the comparison needs. The answers are measured against the analysis's own plain fetch, not
// judged: status, bot wall (gather/walls.ts), text size, how alike the text is to ours (shingles of its
// start), where it landed, a 402's crawler-price. scoring/derive/crawler-access.ts judges them. Shared by
// the Worker and the CLI.
import { PROBED_CRAWLERS, type Crawler } from "../scoring/crawlers.ts";
import { tokenSteps } from "../scoring/derive/tokens.ts";
import type { CrawlerProbe, CrawlerProbes } from "../scoring/input.ts";
import { runPaced, type Steps } from "../scoring/steps.ts";
import { decodeBody, parseContentType } from "./decode.ts";
import { guardedGet, type ExchangeResult, type FetchRules } from "./http.ts";
import { yieldToEventLoop } from "./pause.ts";
import { siteKey } from "./site.ts";
import { CHALLENGE_MAX_TEXT_CHARS, challengeHeader, observePlainPaced } from "./walls.ts";

export const CRAWLER_LIMITS = { totalMs: 10_000, idleMs: 5_000, maxBytes: 512 * 1024, maxRedirects: 5 } as const;

const HTML_ACCEPT = "text/html,application/xhtml+xml;q=0.9,*/*;q=0.5";
/** Markup read for the comparison, from the start of each answer: enough to tell one page from another. */
const COMPARED_HTML_CHARS = 256 * 1024;
/** Visible text shingled, at most: past it the page's start has already said whether it is the same. */
const MAX_TEXT_CHARS = 50_000;
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

/** A page's visible text: its size, and its start collapsed and lower-cased for shingling. */
interface Text {
  chars: number;
  start: string;
}

/** The visible text of the start of some markup (COMPARED_HTML_CHARS), one tokenizer pass in steps. */
function* visibleText(html: string): Steps<Text> {
  const parts: string[] = [];
  let chars = 0;
  const hidden: string[] = [];
  yield* tokenSteps(html.slice(0, COMPARED_HTML_CHARS), {
    open(name, _attributes, selfClosing) {
      if (HIDDEN.has(name) && !selfClosing) hidden.push(name);
    },
    close(name) {
      const at = hidden.lastIndexOf(name);
      if (at !== -1) hidden.length = at;
    },
    text(raw) {
      if (hidden.length > 0) return;
      const text = raw.replace(/\s+/g, " ");
      if (text.trim() === "") return;
      if (chars < MAX_TEXT_CHARS) parts.push(text);
      chars += text.length;
    },
  });
  return { chars, start: parts.join(" ").replace(/\s+/g, " ").trim().toLowerCase().slice(0, MAX_TEXT_CHARS) };
}

const readText = (html: string) => runPaced(visibleText(html), yieldToEventLoop);

/** A sample of the text's shingles (FNV-1a hashes) that end within its first `length` characters. */
function shingles(text: string, length = text.length): Set<number> {
  const kept = new Set<number>();
  for (let start = 0; start + SHINGLE_CHARS <= length; start++) {
    let hash = 0x811c9dc5;
    for (let i = start; i < start + SHINGLE_CHARS; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
    if ((hash & SAMPLE_MASK) === 0) kept.add(hash);
  }
  return kept;
}

/**
 * Our page's text, shingled once, that each crawler's text is measured against: the Jaccard similarity of
 * shingle samples of both texts' first n characters, n the shorter's length (a probe reads the first 512
 * KiB, our page may be longer; a crawler that gets much less text is told apart by its size). Texts too
 * short for a shingle compare as equal strings; an empty text is like no other.
 */
export class Yardstick {
  readonly #text: string;
  readonly #shingles: Set<number>;

  constructor(text: string) {
    this.#text = text;
    this.#shingles = shingles(text);
  }

  similarity(other: string): number {
    const mine = this.#text;
    if ((mine.length === 0) !== (other.length === 0)) return 0;
    const n = Math.min(mine.length, other.length);
    if (n < SHINGLE_CHARS) return mine.slice(0, n) === other.slice(0, n) ? 1 : 0;
    const left = n === mine.length ? this.#shingles : shingles(mine, n);
    const right = shingles(other, n);
    if (left.size === 0 && right.size === 0) return mine.slice(0, n) === other.slice(0, n) ? 1 : 0;
    let shared = 0;
    for (const hash of right) if (left.has(hash)) shared++;
    return shared / (left.size + right.size - shared);
  }
}

/** How alike two texts are, 0 to 1 (Yardstick). */
export const similarity = (ours: string, theirs: string) => new Yardstick(ours).similarity(theirs);

/** Response headers by lower-cased name, as walls.ts reads them. */
function headerMap(headers: Headers): Map<string, string> {
  const names = new Map<string, string>();
  headers.forEach((value, name) => names.set(name.toLowerCase(), value));
  return names;
}

const decoded = (result: ExchangeResult & { ok: true }) => decodeBody(result.exchange.body, parseContentType(result.exchange.headers.get("content-type")), true).text;

/** A crawler-price header is the site's text: kept this short. */
const MAX_PRICE_CHARS = 200;

/**
 * Whether an answer is a bot challenge, and which marker said so: a vendor's header decides alone; the
 * page's own markers are read (gather/walls.ts) only on an answer that could be one, an error status or
 * little text, as walls.ts reads them.
 */
async function challengeOf(status: number, headers: Headers, html: string, text: Text): Promise<string | null> {
  const names = headerMap(headers);
  const byHeader = challengeHeader(status, names);
  if (byHeader !== null || (status >= 200 && status < 300 && text.chars >= CHALLENGE_MAX_TEXT_CHARS)) return byHeader;
  return (await observePlainPaced(html, status, names)).challenge;
}

/** The yardstick: our own fetch, its text, and whether it is a page to compare with (not a bot wall). */
interface Ours {
  baseline: Baseline;
  html: string;
  text: Text;
  yardstick: Yardstick | null;
}

/** The observation of one crawler's fetch, measured against ours. */
async function probeOf(crawler: Crawler, result: ExchangeResult, ours: Ours | null): Promise<CrawlerProbe> {
  if (!result.ok) {
    const failure = result.failure;
    // Bodies are cut at the cap, never too large; any other failure keeps its kind.
    const kind = failure.kind === "too-large" ? "unreachable" : failure.kind;
    const site = failure.kind === "off-site" ? failure.site : null;
    return { token: crawler.token, result: kind, detail: failure.detail, status: null, url: null, site, challenge: null, textChars: null, similarity: null, price: null };
  }
  const { exchange } = result;
  const html = decoded(result);
  const answer = { token: crawler.token, result: "response" as const, detail: null, status: exchange.status, url: exchange.url.href, site: null };
  const price = exchange.status === 402 ? (exchange.headers.get("crawler-price")?.slice(0, MAX_PRICE_CHARS) ?? null) : null;
  // The same answer as ours: nothing to read again.
  const same = ours !== null && ours.baseline.status === exchange.status && ours.baseline.url === exchange.url.href && (ours.html === html || (exchange.cut && ours.html.startsWith(html)));
  if (same) return { ...answer, challenge: ours.baseline.plain.challenge, textChars: ours.text.chars, similarity: ours.yardstick === null ? null : 1, price };
  const text = await readText(html);
  const challenge = await challengeOf(exchange.status, exchange.headers, html, text);
  const comparable = ours?.yardstick && challenge === null && exchange.status >= 200 && exchange.status < 300;
  const alike = comparable ? ours.yardstick!.similarity(text.start) : null;
  return { ...answer, challenge, textChars: text.chars, similarity: alike === null ? null : Math.round(alike * 1000) / 1000, price };
}

/** Our own plain fetch of the home page, the yardstick (gather/fetch-site.ts's FetchedPage, walled or not). */
export interface Baseline {
  url: string;
  status: number;
  html: string;
  /** What the walls scan made of it: a bot challenge or block page, or null. */
  plain: { challenge: string | null };
}

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
      let ours: Ours | null = null;
      if (baseline !== null) {
        const html = baseline.html.slice(0, CRAWLER_LIMITS.maxBytes);
        const text = await readText(html);
        ours = { baseline, html, text, yardstick: comparable ? new Yardstick(text.start) : null };
      }
      const probes: CrawlerProbe[] = [];
      // One at a time: each decoded answer is read and let go before the next.
      for (const [index, crawler] of crawlers.entries()) probes.push(await probeOf(crawler, await fetches[index]!, ours));
      return {
        baseline: { url: baseline?.url ?? `https://${domain}/`, status: baseline?.status ?? null, textChars: ours?.text.chars ?? 0, comparable },
        probes,
      };
    },
  };
}

/**
 * Our baseline as the comparison reads it: the markup past the first CRAWLER_LIMITS.maxBytes characters is
 * never looked at (against() cuts it there), so a 5 MiB page is handed to another Worker as 512 KiB.
 */
export function comparedPart(baseline: Baseline): Baseline {
  return { url: baseline.url, status: baseline.status, html: baseline.html.slice(0, CRAWLER_LIMITS.maxBytes), plain: { challenge: baseline.plain.challenge } };
}

/**
 * The probes started now, measured against our baseline once `baseline` gives it: the scoring Worker's side
 * of an analysis's probes (worker/services/score.ts crawlerProbes), which run there, apart from the thread
 * that serves requests, while the analysis reads the page. Null when no baseline came within `waitMs` (the
 * analysis ended without one: its page could not be read).
 */
export async function probeAgainstLater(domain: string, rules: FetchRules, baseline: () => Promise<Baseline | null>, waitMs: number): Promise<CrawlerProbes | null> {
  const probing = startCrawlerProbes(domain, rules);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<"late">((resolve) => {
    timer = setTimeout(() => resolve("late"), waitMs);
  });
  try {
    const ours = await Promise.race([baseline(), late]);
    return ours === "late" ? null : await probing.against(ours);
  } finally {
    clearTimeout(timer);
  }
}

/** Fetches the home page as ourselves and as each crawler, all at once, and measures each crawler's answer against ours (for tests and tools; the analysis reuses its own fetch). */
export async function probeCrawlers(domain: string, rules: FetchRules, crawlers: readonly Crawler[] = PROBED_CRAWLERS, now = Date.now()): Promise<CrawlerProbes> {
  const probing = startCrawlerProbes(domain, rules, crawlers, now);
  const ours = await fetchAs(domain, rules, undefined, now + CRAWLER_LIMITS.totalMs);
  if (!ours.ok) return probing.against(null);
  const html = decoded(ours);
  const plain = await observePlainPaced(html, ours.exchange.status, headerMap(ours.exchange.headers));
  return probing.against({ url: ours.exchange.url.href, status: ours.exchange.status, html, plain });
}
