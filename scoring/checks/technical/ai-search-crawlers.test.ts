import { describe, expect, it } from "vitest";
import { checkResult } from "../../test-helpers.ts";
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
