// robots.txt lets the crawlers that put pages into AI answers fetch this page (RFC 9309 matching).
import { defineCheck, legacyFail, legacyPartial, legacyPass } from "../../check.ts";
import { allowSnippet, blockedCrawlers, describeBlock, robotsPath } from "../../derive/robots.ts";

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

export default defineCheck({
  id: "ai-search-crawlers",
  category: "Technical SEO for AI",
  title: { pass: "robots.txt lets AI search crawlers in", fail: "robots.txt blocks AI search crawlers" },
  why: "A crawler that robots.txt turns away cannot index or quote the page: blocking search fetchers removes it from AI answers.",
  source: "RFC 9309; OpenAI, Anthropic and Perplexity crawler documentation; Google Search Central, Google's crawlers",
  weight: 20,
  appliesTo: "all",
  languageSensitive: false,
  needs: ["site"],
  run(ctx) {
    const robots = ctx.robots;
    const path = robotsPath(ctx.input.url);
    if (robots === null && ctx.input.site!.robotsTxtError) {
      return legacyFail(
        `robots.txt could not be read (${ctx.input.site!.robotsTxtError}): crawlers must then assume the whole site is disallowed (RFC 9309 §2.3.1.4).`,
        "Make /robots.txt answer reliably: 200 with your rules, or 404 if you have none. Server errors and timeouts there keep crawlers away from the whole site.",
      );
    }
    if (robots === null) return legacyPass(`No robots.txt: every crawler may fetch ${path} (RFC 9309 §2.3.1.3).`);
    const blocked = blockedCrawlers(robots, SEARCH_CRAWLERS, path);
    const signals = robots.contentSignals.length > 0 ? ` Content-Signal: ${robots.contentSignals.join("; ")}.` : "";
    if (blocked.length === 0) return legacyPass(`robots.txt lets all ${SEARCH_CRAWLERS.length} AI search and answer crawlers fetch ${path}.${signals}`);
    const penalty = blocked.reduce((sum, block) => sum + (SEARCH_CRAWLERS.find((crawler) => crawler.token === block.token)?.penalty ?? 0), 0);
    const uses = blocked.map((block) => SEARCH_CRAWLERS.find((crawler) => crawler.token === block.token)!.use);
    return legacyPartial(
      Math.max(0, 1 - penalty),
      `robots.txt blocks ${blocked.length} of ${SEARCH_CRAWLERS.length} AI search crawlers from ${path}: ${blocked.map(describeBlock).join(", ")}.${signals}`,
      `Allow these crawlers, unless you mean to stay out of ${uses.slice(0, 3).join("; ")}${uses.length > 3 ? " and more" : ""}: add these lines to robots.txt.`,
      allowSnippet(robots, blocked),
    );
  },
});
