import { describe, expect, it } from "vitest";
import { checkResult } from "../../test-helpers.ts";
import check from "./ai-search-crawlers.ts";

const html = "<main><h1>Guide</h1><p>Text.</p></main>";
const at = (robotsTxt: string | null, url = "https://site.example/guide/topic") => checkResult(check, html, { robotsTxt, url });

describe("ai-search-crawlers", () => {
  it("passes without a robots.txt", () => {
    expect(at(null)).toMatchObject({ status: "pass", evidence: "No robots.txt: every crawler may fetch /guide/topic (RFC 9309 §2.3.1.3)." });
  });

  it("passes when only training crawlers are blocked", () => {
    expect(at("User-agent: GPTBot\nDisallow: /\n\nUser-agent: *\nAllow: /\n").status).toBe("pass");
  });

  it("fails when the * group blocks everyone, with a snippet that copies the * rules", () => {
    const result = at("User-agent: *\nDisallow: /\nDisallow: /admin/\n");
    expect(result).toMatchObject({ status: "fail", score: 0 });
    expect(result.evidence).toContain("blocks 10 of 10 AI search crawlers from /guide/topic");
    expect(result.evidence).toContain("Googlebot (Disallow: / in the User-agent: * group)");
    expect(result.snippet).toContain("User-agent: OAI-SearchBot\n");
    expect(result.snippet).toContain("Allow: /\nDisallow: /admin/");
    expect(result.snippet).not.toContain("Disallow: /\n");
  });

  it("warns when one AI search crawler has its own blocking group", () => {
    const result = at("User-agent: *\nAllow: /\n\nUser-agent: PerplexityBot\nDisallow: /guide/\n");
    expect(result.status).toBe("warn");
    expect(result.score).toBeCloseTo(0.7);
    expect(result.evidence).toContain("PerplexityBot (Disallow: /guide/ in its own group)");
    expect(result.snippet).toContain("User-agent: PerplexityBot\nAllow: /guide/");
  });

  it("evaluates this page's path with wildcards and longest match", () => {
    const robots = "User-agent: *\nDisallow: /*?session=\nDisallow: /guide/\nAllow: /guide/topic$\n";
    expect(at(robots).status).toBe("pass");
    expect(at(robots, "https://site.example/guide/other").status).toBe("fail");
    expect(at(robots, "https://site.example/x?session=1").status).toBe("fail");
  });

  it("fixes the snippet so that, applied, the page is allowed", async () => {
    const { parseRobots, isAllowed } = await import("../../derive/robots.ts");
    const robots = "User-agent: *\nDisallow: /guide/\n\nUser-agent: Googlebot\nDisallow: /guide/topic\n";
    const result = at(robots);
    const fixed = parseRobots(`${robots}\n${result.snippet}\n`);
    for (const token of ["Googlebot", "OAI-SearchBot", "Claude-User"]) expect(isAllowed(fixed, token, "/guide/topic"), token).toBe(true);
  });

  it("reports Cloudflare content signals", () => {
    expect(at("User-Agent: *\nContent-Signal: search=yes,ai-train=no\nAllow: /\n").evidence).toContain("Content-Signal: search=yes,ai-train=no");
  });

  it("is not checked when the site's files were not read", () => {
    expect(checkResult(check, html, { readVia: "paste" }).status).toBe("not_checked");
  });

  it("fails when robots.txt could not be read because its server failed (RFC 9309: disallow all)", () => {
    const result = checkResult(check, html, { robotsTxt: null, robotsTxtError: "HTTP 503" });
    expect(result.status).toBe("fail");
    expect(result.evidence).toContain("HTTP 503");
    expect(result.evidence).toContain("2.3.1.4");
  });
});
