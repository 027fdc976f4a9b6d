// The AI crawlers that matter, as data: one table that the robots.txt checks, the per-crawler probes
// (gather/crawler-access.ts), the report's crawler_access matrix and the methodology all read.
//
// Tokens, roles and user-agent strings were taken from each operator's published crawler page, as we knew
// those pages on the date in `taken` (no network at the time of writing: they were not re-fetched). Where a
// page lists a version placeholder (Google's and Bing's "Chrome/W.X.Y.Z"), a current Chrome version stands
// in. A token with `userAgent: null` is one robots.txt reads but no crawler of its own sends (Google-Extended
// and Applebot-Extended are read by Googlebot and Applebot): it is judged from robots.txt only.
import { z } from "zod";

/**
 * What a crawler's fetch is for: building a model's training data; an index that search and AI answers
 * draw on; or a page fetched because a user asked about it (ChatGPT-User, Claude-User, Perplexity-User).
 */
export const CRAWLER_ROLES = ["training", "search", "user"] as const;
export const CrawlerRoleSchema = z.enum(CRAWLER_ROLES);
export type CrawlerRole = z.infer<typeof CrawlerRoleSchema>;

export interface Crawler {
  /** Its robots.txt product token, as its operator spells it. */
  token: string;
  operator: string;
  role: CrawlerRole;
  /** What a block keeps the page out of. */
  use: string;
  /**
   * Search and user crawlers: the share of ai-search-crawlers' score a block costs. Google and Bing weigh
   * most (AI Overviews and AI Mode; Copilot, and the index other engines buy), then the AI engines' own
   * search indexes, then their on-demand fetchers (which their operators say may not follow robots.txt for
   * user requests, so a block there is a weaker signal). Training crawlers cost nothing (null).
   */
  penalty: number | null;
  /** The user-agent string its operator publishes, which the probes send; null for a robots.txt-only token. */
  userAgent: string | null;
  /** Where the operator documents it; null when it publishes no page. */
  docs: string | null;
  /** When the token, role and user-agent string were taken from that page (ISO date). */
  taken: string;
  /**
   * CDN managed rulesets commonly refuse requests that borrow this crawler's user-agent string from
   * addresses outside its published IP ranges ("fake Googlebot" rules at Cloudflare, Akamai's bot
   * impersonators, Wordfence): a refusal of our copy may then not reach the real crawler, so it is shown
   * but not counted.
   */
  impersonationGuarded?: true;
}

const TAKEN = "2025-06-30";

/**
 * The order is the order of evidence and of robots.txt snippets: search and user crawlers first, by how
 * much a block costs, then training crawlers.
 */
export const CRAWLERS: readonly Crawler[] = [
  {
    token: "Googlebot",
    operator: "Google",
    role: "search",
    use: "Google Search, AI Overviews and AI Mode",
    penalty: 0.8,
    userAgent: "Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/137.0.7151.68 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    docs: "https://developers.google.com/search/docs/crawling-indexing/google-common-crawlers",
    taken: TAKEN,
    impersonationGuarded: true,
  },
  {
    token: "Bingbot",
    operator: "Microsoft",
    role: "search",
    use: "Bing and Copilot answers, and the index behind other engines",
    penalty: 0.6,
    userAgent: "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm) Chrome/137.0.7151.68 Safari/537.36",
    docs: "https://www.bing.com/webmasters/help/which-crawlers-does-bing-use-8c184ec0",
    taken: TAKEN,
    impersonationGuarded: true,
  },
  {
    token: "OAI-SearchBot",
    operator: "OpenAI",
    role: "search",
    use: "ChatGPT search",
    penalty: 0.35,
    userAgent: "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; OAI-SearchBot/1.0; +https://openai.com/searchbot",
    docs: "https://platform.openai.com/docs/bots",
    taken: TAKEN,
  },
  {
    token: "Claude-SearchBot",
    operator: "Anthropic",
    role: "search",
    use: "Claude's search index",
    penalty: 0.3,
    // Anthropic's article names the tokens; the full string follows the form ClaudeBot sends.
    userAgent: "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Claude-SearchBot/1.0; +https://www.anthropic.com)",
    docs: "https://support.anthropic.com/en/articles/8896518-does-anthropic-crawl-data-from-the-web-and-how-can-site-owners-block-the-crawler",
    taken: TAKEN,
  },
  {
    token: "PerplexityBot",
    operator: "Perplexity",
    role: "search",
    use: "Perplexity's search index",
    penalty: 0.3,
    userAgent: "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; PerplexityBot/1.0; +https://perplexity.ai/perplexitybot)",
    docs: "https://docs.perplexity.ai/guides/bots",
    taken: TAKEN,
  },
  {
    token: "Applebot",
    operator: "Apple",
    role: "search",
    use: "Siri, Spotlight and Apple Intelligence answers",
    penalty: 0.25,
    userAgent: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.1 Safari/605.1.15 (Applebot/0.1; +http://www.apple.com/go/applebot)",
    docs: "https://support.apple.com/en-us/119829",
    taken: TAKEN,
  },
  {
    token: "ChatGPT-User",
    operator: "OpenAI",
    role: "user",
    use: "pages ChatGPT users ask about",
    penalty: 0.2,
    userAgent: "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; ChatGPT-User/1.0; +https://openai.com/bot",
    docs: "https://platform.openai.com/docs/bots",
    taken: TAKEN,
  },
  {
    token: "Claude-User",
    operator: "Anthropic",
    role: "user",
    use: "pages Claude users ask about",
    penalty: 0.2,
    userAgent: "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Claude-User/1.0; +Claude-User@anthropic.com)",
    docs: "https://support.anthropic.com/en/articles/8896518-does-anthropic-crawl-data-from-the-web-and-how-can-site-owners-block-the-crawler",
    taken: TAKEN,
  },
  {
    token: "Perplexity-User",
    operator: "Perplexity",
    role: "user",
    use: "pages Perplexity users ask about",
    penalty: 0.15,
    userAgent: "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Perplexity-User/1.0; +https://perplexity.ai/perplexity-user)",
    docs: "https://docs.perplexity.ai/guides/bots",
    taken: TAKEN,
  },
  {
    token: "DuckAssistBot",
    operator: "DuckDuckGo",
    role: "search",
    use: "DuckDuckGo's DuckAssist answers",
    penalty: 0.15,
    userAgent: "DuckAssistBot/1.2; (+http://duckduckgo.com/duckassistbot.html)",
    docs: "https://duckduckgo.com/duckduckgo-help-pages/results/duckassistbot",
    taken: TAKEN,
  },
  {
    token: "GPTBot",
    operator: "OpenAI",
    role: "training",
    use: "OpenAI model training",
    penalty: null,
    userAgent: "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; GPTBot/1.1; +https://openai.com/gptbot",
    docs: "https://platform.openai.com/docs/bots",
    taken: TAKEN,
  },
  {
    token: "ClaudeBot",
    operator: "Anthropic",
    role: "training",
    use: "Anthropic model training",
    penalty: null,
    userAgent: "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; ClaudeBot/1.0; +claudebot@anthropic.com)",
    docs: "https://support.anthropic.com/en/articles/8896518-does-anthropic-crawl-data-from-the-web-and-how-can-site-owners-block-the-crawler",
    taken: TAKEN,
  },
  {
    token: "anthropic-ai",
    operator: "Anthropic",
    role: "training",
    use: "Anthropic's older training token",
    penalty: null,
    // An older token robots.txt files still name; no crawler sends it any more.
    userAgent: null,
    docs: "https://support.anthropic.com/en/articles/8896518-does-anthropic-crawl-data-from-the-web-and-how-can-site-owners-block-the-crawler",
    taken: TAKEN,
  },
  {
    token: "Google-Extended",
    operator: "Google",
    role: "training",
    use: "Gemini training, and grounding in Gemini apps (not Google Search)",
    penalty: null,
    userAgent: null,
    docs: "https://developers.google.com/search/docs/crawling-indexing/google-common-crawlers#google-extended",
    taken: TAKEN,
  },
  {
    token: "Applebot-Extended",
    operator: "Apple",
    role: "training",
    use: "Apple Intelligence model training",
    penalty: null,
    userAgent: null,
    docs: "https://support.apple.com/en-us/119829",
    taken: TAKEN,
  },
  {
    token: "CCBot",
    operator: "Common Crawl",
    role: "training",
    use: "Common Crawl, a source of many models' training data",
    penalty: null,
    userAgent: "CCBot/2.0 (https://commoncrawl.org/faq/)",
    docs: "https://commoncrawl.org/ccbot",
    taken: TAKEN,
  },
  {
    token: "meta-externalagent",
    operator: "Meta",
    role: "training",
    use: "Meta AI model training",
    penalty: null,
    userAgent: "meta-externalagent/1.1 (+https://developers.facebook.com/docs/sharing/webmasters/crawler)",
    docs: "https://developers.facebook.com/docs/sharing/webmasters/web-crawlers",
    taken: TAKEN,
  },
  {
    token: "Bytespider",
    operator: "ByteDance",
    role: "training",
    use: "ByteDance model training",
    penalty: null,
    // ByteDance publishes no crawler page or user-agent string: judged from robots.txt only.
    userAgent: null,
    docs: null,
    taken: TAKEN,
  },
];

/** Crawlers that put pages into AI answers: search indexes and user-triggered fetchers. */
export const ANSWER_CRAWLERS: readonly Crawler[] = CRAWLERS.filter((crawler) => crawler.role !== "training");
export const TRAINING_CRAWLERS: readonly Crawler[] = CRAWLERS.filter((crawler) => crawler.role === "training");
/** The crawlers the probes fetch as: those with a published user-agent string of their own. */
export const PROBED_CRAWLERS: readonly Crawler[] = CRAWLERS.filter((crawler) => crawler.userAgent !== null);

const byToken = new Map(CRAWLERS.map((crawler) => [crawler.token.toLowerCase(), crawler]));

/** The crawler with this robots.txt token (any case), if the table has it. */
export function crawlerOf(token: string): Crawler | undefined {
  return byToken.get(token.toLowerCase());
}

/** Tokens joined for a sentence: "GPTBot, ClaudeBot and CCBot" ("or" as `last`: "GPTBot, ClaudeBot or CCBot"). */
export function tokensOf(crawlers: readonly Crawler[], last: "and" | "or" = "and"): string {
  const tokens = crawlers.map((crawler) => crawler.token);
  return tokens.length <= 1 ? tokens.join("") : `${tokens.slice(0, -1).join(", ")} ${last} ${tokens[tokens.length - 1]}`;
}
