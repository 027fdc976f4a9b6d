import { describe, expect, it } from "vitest";
import { checkResult } from "../../test-helpers.ts";
import { crawlerProbes, refusedWith } from "../../test-crawlers.ts";
import check from "./ai-search-crawlers.ts";

const html = "<main><h1>Guide</h1><p>Text.</p></main>";
const at = (robotsTxt: string | null, url = "https://site.example/guide/topic") => checkResult(check, html, { robotsTxt, url });

describe("ai-search-crawlers", () => {
  it("passes without a robots.txt", () => {
    expect(at(null)).toMatchObject({ status: "pass", reason: "no-robots-txt", params: { path: "/guide/topic" } });
  });

  it("passes when only training crawlers are blocked", () => {
    expect(at("User-agent: GPTBot\nDisallow: /\n\nUser-agent: *\nAllow: /\n")).toMatchObject({ status: "pass", reason: "search-crawlers-allowed", params: { total: 10, signals: "" } });
  });

  it("fails when the * group blocks everyone, with a snippet that copies the * rules", () => {
    const result = at("User-agent: *\nDisallow: /\nDisallow: /admin/\n");
    expect(result).toMatchObject({ status: "fail", score: 0, reason: "search-crawlers-blocked", params: { count: 10, total: 10, path: "/guide/topic" } });
    expect(result.details).toEqual(Array(10).fill("star-group-block"));
    expect(result.params.uses).toBe("Google Search, AI Overviews and AI Mode; Bing and Copilot answers, and the index behind other engines; ChatGPT search and more");
    expect(result.snippet).toContain("User-agent: OAI-SearchBot\n");
    expect(result.snippet).toContain("Allow: /\nDisallow: /admin/");
    expect(result.snippet).not.toContain("Disallow: /\n");
  });

  it("warns when one AI search crawler has its own blocking group, naming it and its rule", () => {
    const result = at("User-agent: *\nAllow: /\n\nUser-agent: PerplexityBot\nDisallow: /guide/\n");
    expect(result).toMatchObject({ status: "warn", reason: "search-crawlers-blocked", params: { count: 1, uses: "Perplexity's search index" }, details: ["own-group-block"] });
    expect(result.score).toBeCloseTo(0.7);
    expect(result.evidence).toBe("robots.txt blocks 1 of 10 AI search crawlers from /guide/topic: PerplexityBot (Disallow: /guide/ in its own group).");
    expect(result.snippet).toContain("User-agent: PerplexityBot\nAllow: /guide/");
  });

  it("evaluates this page's path with wildcards and longest match", () => {
    const robots = "User-agent: *\nDisallow: /*?session=\nDisallow: /guide/\nAllow: /guide/topic$\n";
    expect(at(robots).reason).toBe("search-crawlers-allowed");
    expect(at(robots, "https://site.example/guide/other")).toMatchObject({ status: "fail", params: { path: "/guide/other" } });
    expect(at(robots, "https://site.example/x?session=1")).toMatchObject({ status: "fail", params: { path: "/x?session=1", blocks: expect.stringContaining("Googlebot (Disallow: /*?session= in the User-agent: * group)") } });
  });

  it("fixes the snippet so that, applied, the page is allowed", async () => {
    const { parseRobots, isAllowed } = await import("../../derive/robots.ts");
    const robots = "User-agent: *\nDisallow: /guide/\n\nUser-agent: Googlebot\nDisallow: /guide/topic\n";
    const result = at(robots);
    expect(result.details.slice(0, 2)).toEqual(["own-group-block", "star-group-block"]);
    const fixed = parseRobots(`${robots}\n${result.snippet}\n`);
    for (const token of ["Googlebot", "OAI-SearchBot", "Claude-User"]) expect(isAllowed(fixed, token, "/guide/topic"), token).toBe(true);
  });

  it("reports Cloudflare content signals", () => {
    expect(at("User-Agent: *\nContent-Signal: search=yes,ai-train=no\nAllow: /\n").params.signals).toBe(" Content-Signal: search=yes,ai-train=no.");
  });

  it("is not checked when the site's files were not read", () => {
    expect(checkResult(check, html, { readVia: "paste" }).status).toBe("not_checked");
  });

  it("fails when robots.txt could not be read because its server failed (RFC 9309: disallow all)", () => {
    expect(checkResult(check, html, { robotsTxt: null, robotsTxtError: "HTTP 503" })).toMatchObject({ status: "fail", reason: "robots-unreadable", params: { error: "HTTP 503" } });
  });
});

describe("ai-search-crawlers, when each crawler was fetched as", () => {
  const live = (robotsTxt: string | null, answers: Parameters<typeof crawlerProbes>[0] = {}, baseline: Parameters<typeof crawlerProbes>[1] = {}) =>
    checkResult(check, html, { robotsTxt, crawlers: crawlerProbes(answers, baseline) });

  it("passes when the server gives every crawler the page, saying what it cannot see", () => {
    const result = live("User-agent: *\nAllow: /\n");
    expect(result).toMatchObject({ status: "pass", reason: "search-crawlers-allowed", details: [] });
    expect(result.evidence).toBe(
      "robots.txt lets all 10 AI search and answer crawlers fetch /guide/topic. Fetched as with its published user-agent string, each of the 10 that robots.txt lets in got the page from the server. Blocks keyed on the crawlers' own IP addresses cannot be seen from ours.",
    );
    expect(live(null).reason).toBe("no-robots-txt");
  });

  it("costs a crawler refused at the edge what a robots.txt block of it costs, and says where to look", () => {
    const edge = live("User-agent: *\nAllow: /\n", { "OAI-SearchBot": refusedWith(403), PerplexityBot: refusedWith(403) });
    const robots = live("User-agent: OAI-SearchBot\nUser-agent: PerplexityBot\nDisallow: /\n");
    expect(edge.score).toBeCloseTo(robots.score);
    expect(edge.score).toBeCloseTo(0.35);
    expect(edge).toMatchObject({ status: "fail", reason: "search-crawlers-refused", details: ["edge-refused", "edge-refused", "edge-contradiction"] });
    expect(edge.evidence).toContain("the server does not give the page to 2 of them, fetched as with their published user-agent strings: OAI-SearchBot (refused with HTTP 403), PerplexityBot (refused with HTTP 403).");
    expect(edge.fix).toMatch(/^robots\.txt lets OAI-SearchBot and PerplexityBot in, but the server turns them away, so they never read the page\. Look where your edge decides: WAF and bot-management rules/);
    expect(edge.snippet).toBeUndefined();
  });

  it("counts a crawler once: blocked by robots.txt and refused by the server is one block, said by robots.txt", () => {
    const both = live("User-agent: PerplexityBot\nDisallow: /\n", { PerplexityBot: refusedWith(403) });
    expect(both).toMatchObject({ reason: "search-crawlers-blocked", details: ["own-group-block"] });
    expect(both.score).toBeCloseTo(0.7);
    expect(both.evidence).toContain("each of the 9 that robots.txt lets in got the page from the server");
  });

  it("adds the server's refusals to robots.txt's blocks, each fix said", () => {
    const result = live("User-agent: Bingbot\nDisallow: /\n", { "Claude-User": refusedWith(402), "ChatGPT-User": { status: 402, price: "USD 0.05", textChars: 20 } });
    expect(result.reason).toBe("search-crawlers-blocked");
    expect(result.score).toBeCloseTo(1 - 0.6 - 0.2 - 0.2);
    expect(result.details).toEqual(["own-group-block", "edge-payment", "edge-payment-unpriced", "edge-contradiction"]);
    expect(result.evidence).toContain("The server does not give the page to 2 that robots.txt lets in, fetched as with their published user-agent strings: ChatGPT-User (asked to pay: HTTP 402, crawler-price USD 0.05), Claude-User (asked to pay: HTTP 402, no crawler-price given).");
    expect(result.fix).toMatch(/^Allow these crawlers, unless you mean to stay out of Bing.*add these lines to robots\.txt\. robots\.txt lets ChatGPT-User and Claude-User in/);
    expect(result.snippet).toContain("User-agent: Bingbot\nAllow: /");
  });

  it("judges each kind of answer: a challenge, a thin page, a redirect elsewhere, no answer", () => {
    const result = live(null, {
      PerplexityBot: { status: 503, challenge: 'Cloudflare "Just a moment..." title' },
      "Claude-SearchBot": { textChars: 300, similarity: 0.9 },
      Applebot: { result: "off-site", status: null, site: "elsewhere.example", detail: "redirect 1 leaves site.example" },
      DuckAssistBot: { result: "timeout", status: null, detail: "timeout after 10 s" },
    });
    expect(result.reason).toBe("no-robots-txt-refused");
    expect(result.evidence).toContain(
      "Claude-SearchBot (a thin page: 300 characters of text against 5,000 for our own fetch), PerplexityBot (a bot challenge with HTTP 503: Cloudflare \"Just a moment...\" title), Applebot (sent to another site, elsewhere.example), DuckAssistBot (no answer: timeout after 10 s)",
    );
    expect(result.score).toBeCloseTo(1 - 0.3 - 0.3 - 0.25 - 0.15);
  });

  it("costs other content than browsers get half a block, with its own fix", () => {
    const result = live("User-agent: *\nAllow: /\n", { Googlebot: { similarity: 0.1 } });
    expect(result.score).toBeCloseTo(1 - 0.8 * 0.5);
    expect(result.details).toEqual(["edge-different", "edge-cloaking"]);
    expect(result.fix).toMatch(/^Serve Googlebot the page browsers get/);
  });

  it("shows a refused Googlebot or Bingbot, whose copies CDNs refuse, as a warning that costs nothing", () => {
    const result = live("User-agent: *\nAllow: /\n", { Googlebot: refusedWith(403) });
    expect(result).toMatchObject({ status: "warn", score: 1, details: ["edge-refused", "edge-unconfirmed"] });
    expect(result.fix).toMatch(/^Check that the real Googlebot gets the page/);
  });

  it("compares nothing when our own fetch was walled off: a crawler's page is not a finding", () => {
    const result = live("User-agent: *\nAllow: /\n", { GPTBot: { similarity: null } }, { comparable: false, status: 403 });
    expect(result.status).toBe("pass");
  });
});
