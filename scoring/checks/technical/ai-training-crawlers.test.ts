import { describe, expect, it } from "vitest";
import { checkResult } from "../../test-helpers.ts";
import check from "./ai-training-crawlers.ts";

const html = "<main><h1>Guide</h1><p>Text.</p></main>";

describe("ai-training-crawlers", () => {
  it("passes when training crawlers may fetch the page", () => {
    expect(checkResult(check, html, { robotsTxt: "User-agent: *\nDisallow: /admin/\n" }).status).toBe("pass");
    expect(checkResult(check, html, { robotsTxt: null }).status).toBe("pass");
  });

  it("warns, never fails, when all are blocked", () => {
    const result = checkResult(check, html, { robotsTxt: "User-agent: *\nDisallow: /\n\nUser-agent: Googlebot\nAllow: /\n" });
    expect(result).toMatchObject({ status: "warn", score: 0.5 });
    expect(result.evidence).toContain("blocks 8 of 8 training crawlers");
    expect(result.evidence).toContain("not of AI search");
  });

  it("names the blocked ones and notes what Google-Extended governs", () => {
    const result = checkResult(check, html, { robotsTxt: "User-agent: GPTBot\nUser-agent: Google-Extended\nDisallow: /\n" });
    expect(result.status).toBe("warn");
    expect(result.score).toBeCloseTo(0.875);
    expect(result.evidence).toContain("GPTBot (Disallow: / in its own group), Google-Extended (Disallow: / in its own group)");
    expect(result.evidence).toContain("grounding in Gemini apps");
    expect(result.snippet).toBe(
      "# Groups for the same crawler merge (RFC 9309 §2.2.1); Allow wins a tie with Disallow (§2.2.2).\nUser-agent: GPTBot\nUser-agent: Google-Extended\nAllow: /",
    );
  });

  it("is not checked when the site's files were not read", () => {
    expect(checkResult(check, html, { readVia: "paste" }).status).toBe("not_checked");
  });
});
