// Crawler-probe observations for tests: every crawler of the table served the page ours got, with the
// answers a test names replaced (scoring/input.ts CrawlerProbes).
import { PROBED_CRAWLERS } from "./crawlers.ts";
import type { CrawlerProbe, CrawlerProbes } from "./input.ts";

export const PROBE_URL = "https://site.example/guide/topic";

export function servedProbe(token: string): CrawlerProbe {
  return { token, result: "response", detail: null, status: 200, url: PROBE_URL, site: null, challenge: null, textChars: 5_000, similarity: 1, price: null };
}

/** What a refusal with `status` looks like. */
export const refusedWith = (status: number): Partial<CrawlerProbe> => ({ status, textChars: 40, similarity: null });

export function crawlerProbes(answers: Readonly<Record<string, Partial<CrawlerProbe>>> = {}, baseline: Partial<CrawlerProbes["baseline"]> = {}): CrawlerProbes {
  return {
    baseline: { url: PROBE_URL, status: 200, textChars: 5_000, comparable: true, ...baseline },
    probes: PROBED_CRAWLERS.map((crawler) => ({ ...servedProbe(crawler.token), ...answers[crawler.token] })),
  };
}
