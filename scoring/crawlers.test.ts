import { describe, expect, it } from "vitest";
import { ANSWER_CRAWLERS, CRAWLERS, PROBED_CRAWLERS, TRAINING_CRAWLERS, crawlerOf, tokensOf } from "./crawlers.ts";
import { productToken } from "./derive/robots.ts";

describe("the crawler table", () => {
  it("names each crawler once, by the token its user-agent string carries", () => {
    const tokens = CRAWLERS.map((crawler) => crawler.token.toLowerCase());
    expect(new Set(tokens).size).toBe(tokens.length);
    for (const crawler of CRAWLERS) {
      // robots.txt matching reads a product token: letters, "_" and "-".
      expect(productToken(crawler.token), crawler.token).toBe(crawler.token.toLowerCase());
      if (crawler.userAgent !== null) expect(crawler.userAgent.toLowerCase(), crawler.token).toContain(crawler.token.toLowerCase());
      expect(crawler.taken, crawler.token).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      if (crawler.docs !== null) expect(crawler.docs, crawler.token).toMatch(/^https:\/\//);
      // Training crawlers cost nothing; the others cost a share of ai-search-crawlers.
      if (crawler.role === "training") expect(crawler.penalty, crawler.token).toBeNull();
      else expect(crawler.penalty, crawler.token).toBeGreaterThan(0);
    }
  });

  it("holds the issue's crawlers in their roles; the robots-only tokens send nothing", () => {
    expect(TRAINING_CRAWLERS.map((crawler) => crawler.token)).toEqual(expect.arrayContaining(["GPTBot", "ClaudeBot", "CCBot", "meta-externalagent", "Google-Extended", "Applebot-Extended"]));
    expect(ANSWER_CRAWLERS.filter((crawler) => crawler.role === "search").map((crawler) => crawler.token)).toEqual(expect.arrayContaining(["OAI-SearchBot", "Claude-SearchBot", "PerplexityBot", "Googlebot", "Applebot", "Bingbot"]));
    expect(ANSWER_CRAWLERS.filter((crawler) => crawler.role === "user").map((crawler) => crawler.token)).toEqual(["ChatGPT-User", "Claude-User", "Perplexity-User"]);
    expect(crawlerOf("google-extended")?.userAgent).toBeNull();
    expect(crawlerOf("Applebot-Extended")?.userAgent).toBeNull();
    expect(PROBED_CRAWLERS.every((crawler) => crawler.userAgent !== null)).toBe(true);
  });

  it("words its tokens for a sentence", () => {
    expect(tokensOf(CRAWLERS.slice(0, 1))).toBe("Googlebot");
    expect(tokensOf(CRAWLERS.slice(0, 3), "or")).toBe("Googlebot, Bingbot or OAI-SearchBot");
  });
});
