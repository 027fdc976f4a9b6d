// The crawlers that put pages into AI answers can fetch this page: robots.txt lets them in (RFC 9309
// matching) and, when each was fetched as with its published user-agent string, the server gives it the
// page. A block costs the same whether robots.txt or the server (a WAF, a bot wall, a price) makes it.
import { defineCheck, fail, partial, pass } from "../../check.ts";
import { ANSWER_CRAWLERS, crawlerOf } from "../../crawlers.ts";
import { BLOCK_MESSAGES, EDGE_MESSAGES, blockList, edgeReport } from "../../crawler-words.ts";
import { allowSnippet, blockedCrawlers, robotsPath } from "../../derive/robots.ts";
import { STATUS_THRESHOLDS } from "../../weights.ts";

export default defineCheck({
  id: "ai-search-crawlers",
  category: "Technical SEO for AI",
  title: { pass: "robots.txt lets AI search crawlers in", fail: "AI search crawlers are kept out of the page" },
  why: "A crawler that robots.txt turns away cannot index or quote the page: blocking search fetchers removes it from AI answers.",
  source: "RFC 9309; OpenAI, Anthropic and Perplexity crawler documentation; Google Search Central, Google's crawlers",
  weight: 20,
  appliesTo: "all",
  scope: "site",
  languageSensitive: false,
  needs: ["site"],
  messages: {
    "robots-unreadable": {
      evidence: "robots.txt could not be read ({error}): crawlers must then assume the whole site is disallowed (RFC 9309 §2.3.1.4).",
      fix: "Make /robots.txt answer reliably: 200 with your rules, or 404 if you have none. Server errors and timeouts there keep crawlers away from the whole site.",
    },
    "no-robots-txt": { evidence: "No robots.txt: every crawler may fetch {path} (RFC 9309 §2.3.1.3).{edge}" },
    "search-crawlers-allowed": { evidence: "robots.txt lets all {total} AI search and answer crawlers fetch {path}.{signals}{edge}" },
    "search-crawlers-blocked": {
      evidence: "robots.txt blocks {count} of {total} AI search crawlers from {path}: {blocks}.{signals}{edge}",
      fix: "Allow these crawlers, unless you mean to stay out of {uses}: add these lines to robots.txt.",
    },
    "search-crawlers-refused": {
      evidence: "robots.txt lets all {total} AI search and answer crawlers fetch {path}, but the server does not give the page to {count} of them, fetched as with their published user-agent strings: {refused}.{signals} Blocks keyed on the crawlers' own IP addresses cannot be seen from ours.",
    },
    "no-robots-txt-refused": {
      evidence: "No robots.txt, so every crawler may fetch {path}, but the server does not give the page to {count} of the {total} AI search and answer crawlers, fetched as with their published user-agent strings: {refused}. Blocks keyed on the crawlers' own IP addresses cannot be seen from ours.",
    },
    ...BLOCK_MESSAGES,
    ...EDGE_MESSAGES,
  },
  run(ctx) {
    const robots = ctx.robots;
    const path = robotsPath(ctx.input.url);
    const error = ctx.input.site!.robotsTxtError;
    if (robots === null && error) return fail("robots-unreadable", { error });
    const access = ctx.crawlerAccess;
    const server = edgeReport(access, access?.rows.filter((row) => row.crawler.role !== "training") ?? []);
    const kept = server.findings?.kept ?? [];
    const unconfirmed = server.findings?.unconfirmed ?? [];
    const blocked = robots === null ? [] : blockedCrawlers(robots, ANSWER_CRAWLERS, path);
    // Cloudflare's Content-Signal: lines, quoted as written.
    const signals = robots !== null && robots.contentSignals.length > 0 ? ` Content-Signal: ${robots.contentSignals.join("; ")}.` : "";
    const total = ANSWER_CRAWLERS.length;
    const penaltyOf = (token: string) => crawlerOf(token)!.penalty ?? 0;
    const penalty = blocked.reduce((sum, block) => sum + penaltyOf(block.token), 0) + kept.reduce((sum, row) => sum + penaltyOf(row.crawler.token) * row.cost, 0);
    const score = Math.max(0, 1 - penalty);
    // A finding about the server is never a plain pass, even when it costs little or nothing.
    const status = kept.length + unconfirmed.length > 0 && score >= STATUS_THRESHOLDS.pass ? { status: "warn" as const } : {};
    if (blocked.length === 0) {
      if (kept.length + unconfirmed.length === 0) return robots === null ? pass("no-robots-txt", { path, edge: server.edge }) : pass("search-crawlers-allowed", { total, path, signals, edge: server.edge });
      const params = { total, path, count: kept.length + unconfirmed.length, refused: server.refused, signals };
      return partial(score, robots === null ? "no-robots-txt-refused" : "search-crawlers-refused", params, { details: server.details, ...status });
    }
    const uses = blocked.map((block) => crawlerOf(block.token)!.use);
    const { details, blocks } = blockList(blocked);
    return partial(
      score,
      "search-crawlers-blocked",
      { count: blocked.length, total, path, blocks, signals, edge: server.edge, uses: `${uses.slice(0, 3).join("; ")}${uses.length > 3 ? " and more" : ""}` },
      { details: [...details, ...server.details], snippet: allowSnippet(robots!, blocked), ...status },
    );
  },
});
