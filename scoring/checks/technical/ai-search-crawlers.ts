// robots.txt lets the crawlers that put pages into AI answers fetch this page (RFC 9309 matching).
import { defineCheck, fail, partial, pass } from "../../check.ts";
import { allowSnippet, blockedCrawlers, describeBlock, robotsPath, type CrawlerBlock } from "../../derive/robots.ts";
import { render, type Messages, type Reason } from "../../messages.ts";

/**
 * The search indexes and user-triggered fetchers behind AI answers, with the share of the score a block
 * costs: Google and Bing weigh most (AI Overviews and AI Mode; Copilot, and the index other engines buy),
 * then the AI engines' own search indexes, then their on-demand fetchers (which their operators say may
 * not follow robots.txt at all for user requests, so a block there is a weaker signal).
 */
export const SEARCH_CRAWLERS: readonly { token: string; use: string; penalty: number }[] = [
  { token: "Googlebot", use: "Google Search, AI Overviews and AI Mode", penalty: 0.8 },
  { token: "Bingbot", use: "Bing and Copilot answers, and the index behind other engines", penalty: 0.6 },
  { token: "OAI-SearchBot", use: "ChatGPT search", penalty: 0.35 },
  { token: "Claude-SearchBot", use: "Claude's search index", penalty: 0.3 },
  { token: "PerplexityBot", use: "Perplexity's search index", penalty: 0.3 },
  { token: "Applebot", use: "Siri, Spotlight and Apple Intelligence answers", penalty: 0.25 },
  { token: "ChatGPT-User", use: "pages ChatGPT users ask about", penalty: 0.2 },
  { token: "Claude-User", use: "pages Claude users ask about", penalty: 0.2 },
  { token: "Perplexity-User", use: "pages Perplexity users ask about", penalty: 0.15 },
  { token: "DuckAssistBot", use: "DuckDuckGo's DuckAssist answers", penalty: 0.15 },
];

/** The words of describeBlock's keys: where the rule that blocks a crawler sits. */
export const BLOCK_MESSAGES: Messages = {
  "own-group-block": { evidence: "{token} ({rule} in its own group)" },
  "star-group-block": { evidence: "{token} ({rule} in the User-agent: * group)" },
};

/**
 * The blocked crawlers as details (their keys go to the report), and as the list the evidence shows: it is
 * joined by commas, where {details} joins by semicolons.
 */
export function blockList(blocked: readonly CrawlerBlock[]): { details: Reason[]; blocks: string } {
  const details = blocked.map(describeBlock);
  return { details, blocks: details.map((detail) => render(BLOCK_MESSAGES[detail.key]!.evidence, detail.params)).join(", ") };
}

export default defineCheck({
  id: "ai-search-crawlers",
  category: "Technical SEO for AI",
  title: { pass: "robots.txt lets AI search crawlers in", fail: "robots.txt blocks AI search crawlers" },
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
    "no-robots-txt": { evidence: "No robots.txt: every crawler may fetch {path} (RFC 9309 §2.3.1.3)." },
    "search-crawlers-allowed": { evidence: "robots.txt lets all {total} AI search and answer crawlers fetch {path}.{signals}" },
    "search-crawlers-blocked": {
      evidence: "robots.txt blocks {count} of {total} AI search crawlers from {path}: {blocks}.{signals}",
      fix: "Allow these crawlers, unless you mean to stay out of {uses}: add these lines to robots.txt.",
    },
    ...BLOCK_MESSAGES,
  },
  run(ctx) {
    const robots = ctx.robots;
    const path = robotsPath(ctx.input.url);
    const error = ctx.input.site!.robotsTxtError;
    if (robots === null && error) return fail("robots-unreadable", { error });
    if (robots === null) return pass("no-robots-txt", { path });
    const blocked = blockedCrawlers(robots, SEARCH_CRAWLERS, path);
    // Cloudflare's Content-Signal: lines, quoted as written.
    const signals = robots.contentSignals.length > 0 ? ` Content-Signal: ${robots.contentSignals.join("; ")}.` : "";
    if (blocked.length === 0) return pass("search-crawlers-allowed", { total: SEARCH_CRAWLERS.length, path, signals });
    const crawlerOf = (block: CrawlerBlock) => SEARCH_CRAWLERS.find((crawler) => crawler.token === block.token)!;
    const penalty = blocked.reduce((sum, block) => sum + crawlerOf(block).penalty, 0);
    const uses = blocked.map((block) => crawlerOf(block).use);
    const { details, blocks } = blockList(blocked);
    return partial(
      Math.max(0, 1 - penalty),
      "search-crawlers-blocked",
      { count: blocked.length, total: SEARCH_CRAWLERS.length, path, blocks, signals, uses: `${uses.slice(0, 3).join("; ")}${uses.length > 3 ? " and more" : ""}` },
      { details, snippet: allowSnippet(robots, blocked) },
    );
  },
});
