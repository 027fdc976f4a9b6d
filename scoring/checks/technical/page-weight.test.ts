import { describe, expect, it } from "vitest";
import { checkResult, page } from "../../test-helpers.ts";
import check from "./page-weight.ts";

const sized = (chars: number) => page("<main><h1>Big</h1><p>Text.</p></main>", { htmlChars: chars });

describe("page-weight", () => {
  it("passes a light page", () => {
    const result = checkResult(check, "<h1>Small</h1>");
    expect(result).toMatchObject({ status: "pass", reason: "light-html", params: { size: "1 KB" } });
    expect(result.evidence).toBe("The HTML is 1 KB, under 2 MB.");
    expect(checkResult(check, sized(1.5 * 1024 * 1024))).toMatchObject({ reason: "light-html", params: { size: "1.5 MB" } });
  });

  it("warns between 2 and 5 MB, fails above", () => {
    expect(checkResult(check, sized(3 * 1024 * 1024))).toMatchObject({ status: "warn", score: 0.6, reason: "heavy-html", params: { size: "3.0 MB", chars: 3 * 1024 * 1024 } });
    expect(checkResult(check, sized(8 * 1024 * 1024))).toMatchObject({ status: "fail", score: 0.3 });
    expect(checkResult(check, sized(20 * 1024 * 1024))).toMatchObject({ status: "fail", score: 0, params: { size: "20 MB" } });
  });

  it("names heavy inline scripts", () => {
    const html = `<main><h1>App</h1><p>Text.</p></main><script>window.__STATE__=${JSON.stringify("x".repeat(2_200_000))}</script>`;
    expect(checkResult(check, html)).toMatchObject({ status: "warn", reason: "heavy-inline-scripts", params: { inline: "2.1 MB" } });
  });

  it("weighs the plain fetch when the page was rendered in a browser", () => {
    expect(checkResult(check, "<h1>Rendered</h1>", { readVia: "browser", plainHtml: `<html><body>${"x".repeat(2_500_000)}</body></html>` })).toMatchObject({ status: "warn", reason: "heavy-html" });
    expect(checkResult(check, "<h1>Rendered</h1>", { readVia: "browser", plainHtml: "<html><body>x</body></html>" })).toMatchObject({ status: "pass", reason: "light-plain-html" });
  });
});
