import { describe, expect, it } from "vitest";
import { checkResult } from "../../test-helpers.ts";
import { crawlerProbes, refusedWith } from "../../test-crawlers.ts";
import check from "./ai-training-crawlers.ts";

const html = "<main><h1>Guide</h1><p>Text.</p></main>";

describe("ai-training-crawlers", () => {
  it("passes when training crawlers may fetch the page", () => {
    expect(checkResult(check, html, { robotsTxt: "User-agent: *\nDisallow: /admin/\n" })).toMatchObject({ status: "pass", reason: "training-crawlers-allowed", params: { total: 8 } });
    expect(checkResult(check, html, { robotsTxt: null })).toMatchObject({ status: "pass", reason: "no-robots-txt", params: { path: "/guide/topic" } });
    expect(checkResult(check, html, { robotsTxt: null, robotsTxtError: "HTTP 503" })).toMatchObject({ status: "warn", reason: "robots-unreadable", params: { error: "HTTP 503" } });
  });

  it("warns, never fails, when all are blocked", () => {
    const result = checkResult(check, html, { robotsTxt: "User-agent: *\nDisallow: /\n\nUser-agent: Googlebot\nAllow: /\n" });
    expect(result).toMatchObject({ status: "warn", score: 0.5, reason: "google-extended-blocked", params: { count: 8, total: 8 } });
    expect(result.details).toEqual(Array(8).fill("star-group-block"));
  });

  it("names the blocked ones", () => {
    const result = checkResult(check, html, { robotsTxt: "User-agent: GPTBot\nDisallow: /\n" });
    expect(result).toMatchObject({ status: "warn", reason: "training-crawlers-blocked", params: { count: 1 }, details: ["own-group-block"] });
    expect(result.evidence).toBe("robots.txt blocks 1 of 8 training crawlers from /guide/topic: GPTBot (Disallow: / in its own group). This opts out of model training, not of AI search.");
  });

  it("notes what Google-Extended governs", () => {
    const result = checkResult(check, html, { robotsTxt: "User-agent: GPTBot\nUser-agent: Google-Extended\nDisallow: /\n" });
    expect(result).toMatchObject({ status: "warn", reason: "google-extended-blocked", details: ["own-group-block", "own-group-block"] });
    expect(result.score).toBeCloseTo(0.875);
    expect(result.params.blocks).toBe("GPTBot (Disallow: / in its own group), Google-Extended (Disallow: / in its own group)");
    expect(result.snippet).toBe(
      "# Groups for the same crawler merge (RFC 9309 §2.2.1); Allow wins a tie with Disallow (§2.2.2).\nUser-agent: GPTBot\nUser-agent: Google-Extended\nAllow: /",
    );
  });

  it("is not checked when the site's files were not read", () => {
    expect(checkResult(check, html, { readVia: "paste" }).status).toBe("not_checked");
  });
});

describe("ai-training-crawlers, when each crawler was fetched as", () => {
  it("reports training crawlers the server refuses as information, saying when robots.txt lets them in", () => {
    const result = checkResult(check, html, { robotsTxt: "User-agent: *\nAllow: /\n", crawlers: crawlerProbes({ GPTBot: refusedWith(403), CCBot: refusedWith(403) }) });
    expect(result).toMatchObject({ status: "warn", reason: "training-crawlers-refused", params: { count: 2, total: 8 }, details: ["edge-refused", "edge-refused", "edge-contradiction"] });
    expect(result.evidence).toContain("GPTBot (refused with HTTP 403), CCBot (refused with HTTP 403). This keeps them out of model training, not of AI search, and costs nothing.");
    expect(result.fix).toMatch(/^robots\.txt lets GPTBot and CCBot in, but the server turns them away\. If you mean to keep them out, say so in robots\.txt too/);
  });

  it("passes when the server gives every training crawler the page", () => {
    const result = checkResult(check, html, { robotsTxt: null, crawlers: crawlerProbes() });
    expect(result).toMatchObject({ status: "pass", reason: "no-robots-txt" });
    expect(result.evidence).toMatch(/each of the 4 that robots\.txt lets in got the page from the server/);
  });
});
