// The report's crawler_access matrix: every crawler of the table with its declared and effective access
// (derive/crawler-access.ts), worded with the crawler checks' messages and clipped like all page text.
import { edgeWords } from "./crawler-words.ts";
import { clip, LIMITS } from "./clip.ts";
import { describeEdge, type CrawlerAccess } from "./derive/crawler-access.ts";
import type { CrawlerAccessReport } from "./report.ts";

/** Said with every matrix: what a probe from our addresses cannot tell. */
export const CRAWLER_ACCESS_NOTE =
  "The home page was fetched once as each crawler, with its published user-agent string, from our own addresses. Blocks keyed on the crawlers' own IP addresses cannot be seen from ours, and a server that checks those addresses may refuse our copy while it lets the real crawler in.";

/** Restrictions shown per crawler; a page that repeats its meta tags shows no more. */
const MAX_SIGNALS = 8;

export function crawlerAccessReport(access: CrawlerAccess): CrawlerAccessReport {
  return {
    note: CRAWLER_ACCESS_NOTE,
    baseline: { status: access.baseline.status, compared: access.baseline.comparable },
    crawlers: access.rows.map((row) => ({
      token: row.crawler.token,
      operator: row.crawler.operator,
      role: row.crawler.role,
      user_agent: row.crawler.userAgent,
      declared: row.declared,
      robots: row.robots,
      robots_rule: row.verdict?.rule ? clip(row.verdict.rule.line, LIMITS.param) : null,
      robots_group: row.verdict?.rule ? (row.verdict.group === "specific" ? "own" : "*") : null,
      signals: row.signals.slice(0, MAX_SIGNALS).map((signal) => clip(signal, LIMITS.param)),
      effective: row.effective,
      status: row.probe?.status ?? null,
      evidence: clip(edgeWords(describeEdge(row, access.baseline)), LIMITS.sentence),
      contradiction: row.contradiction,
      unconfirmed: row.unconfirmed,
    })),
  };
}
