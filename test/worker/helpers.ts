// Shared helpers for the workerd tests: calling the Worker as a client would, and programming the
// fixture sites and reading what reached them.
import { exports } from "cloudflare:workers";
import { inject } from "vitest";
import { PROBED_CRAWLERS } from "../../scoring/crawlers.ts";

export interface FixtureRule {
  path?: string;
  status?: number;
  headers?: Record<string, string>;
  body?: string;
  file?: string;
  site?: string;
  redirect?: string;
  delayMs?: number;
  bodyBytes?: number;
  endless?: boolean;
  hang?: boolean;
  challenge?: boolean;
  gzip?: boolean;
  times?: number;
  browserOnly?: boolean;
  /** Only for requests whose User-Agent matches this regular expression (any case). */
  userAgent?: string;
  /** Record which Chromium session asked (site-server.ts), so a test can count browser sessions. */
  trackBrowser?: boolean;
}

export function callWorker(path: string, init: RequestInit & { ip?: string } = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (init.ip) headers.set("CF-Connecting-IP", init.ip);
  return exports.default.fetch(new Request(`https://citable.test${path}`, { ...init, headers }));
}

export function score(url: string, options: { ip?: string; fast?: boolean } = {}): Promise<Response> {
  const query = new URLSearchParams({ url, ...(options.fast ? { fast: "1" } : {}) });
  return callWorker(`/api/agent/score?${query}`, { ip: options.ip ?? "203.0.113.7" });
}

export async function setSite(host: string, rules: FixtureRule[]): Promise<void> {
  const response = await fetch(`${inject("fixtureOrigin")}/__rules/${host}`, { method: "PUT", body: JSON.stringify(rules) });
  if (response.status !== 204) throw new Error(`fixture rules for ${host} refused: ${await response.text()}`);
}

export async function requestsTo(host: string): Promise<{ path: string; method: string; userAgent: string | null; at: number }[]> {
  return (await fetch(`${inject("fixtureOrigin")}/__requests?host=${encodeURIComponent(host)}`)).json();
}

/** The requests for a site's home page that were not a crawler probe: the analysis's own fetches of the page. */
export async function pageFetches(host: string): Promise<{ path: string; method: string }[]> {
  const probes = new Set(PROBED_CRAWLERS.map((crawler) => crawler.userAgent));
  return (await requestsTo(host)).filter((request) => request.path === "/" && !probes.has(request.userAgent));
}

export async function aiRequests(): Promise<{ model: string; system: string; prompt: string }[]> {
  return (await fetch(`${inject("anthropicOrigin")}/__requests`)).json();
}

/** A small but real page, so a site scores instead of failing. */
/** Plain text long enough to judge (50 words and more, scoring/thin.ts). */
export const PASTED_TEXT =
  "Citable is a service that scores websites for AI answer engines such as ChatGPT, Perplexity and Claude.\n\n" +
  "It checks the structure of each page, its schema markup, which crawlers may read it, the entities it names and how fresh it is, " +
  "then lists the fixes by the points each one is expected to gain, so that a team knows where to start and why it matters.";

export function simplePage(title: string): string {
  return `<!doctype html><html lang="en"><head><title>${title}</title><meta name="description" content="${title}: a test site that sells things and explains them clearly to visitors."></head>
<body><main><h1>${title}</h1><p>${title} is a small test business that makes hand-built widgets for workshops. It ships from Ohio and has served 4,000 customers since 2019.</p>
<h2>What does ${title} sell?</h2><p>It sells widgets, gadgets and spare parts for small workshops, each with a five-year warranty and free repairs in the first year.</p></main></body></html>`;
}

export async function eventually<T>(probe: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}
