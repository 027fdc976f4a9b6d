import { describe, expect, it } from "vitest";
import { checkResult, page } from "../../test-helpers.ts";
import check from "./page-weight.ts";

const sized = (chars: number) => page("<main><h1>Big</h1><p>Text.</p></main>", { htmlChars: chars });

describe("page-weight", () => {
  it("passes a light page", () => {
    expect(checkResult(check, "<h1>Small</h1>")).toMatchObject({ status: "pass", evidence: expect.stringMatching(/^The HTML is 1 KB, under 2 MB\.$/) });
  });

  it("warns between 2 and 5 MB, fails above", () => {
    expect(checkResult(check, sized(3 * 1024 * 1024))).toMatchObject({ status: "warn", score: 0.6, evidence: expect.stringContaining("3.0 MB") });
    expect(checkResult(check, sized(8 * 1024 * 1024))).toMatchObject({ status: "fail", score: 0.3 });
    expect(checkResult(check, sized(20 * 1024 * 1024))).toMatchObject({ status: "fail", score: 0 });
  });

  it("names heavy inline scripts", () => {
    const html = `<main><h1>App</h1><p>Text.</p></main><script>window.__STATE__=${JSON.stringify("x".repeat(2_200_000))}</script>`;
    const result = checkResult(check, html);
    expect(result.status).toBe("warn");
    expect(result.evidence).toContain("Inline scripts make up 2.1 MB.");
  });

  it("weighs the plain fetch when the page was rendered in a browser", () => {
    const result = checkResult(check, "<h1>Rendered</h1>", { readVia: "browser", plainHtml: `<html><body>${"x".repeat(2_500_000)}</body></html>` });
    expect(result.status).toBe("warn");
  });
});
