import { describe, expect, it } from "vitest";
import { runCheck } from "../../check.ts";
import { checkResult, page } from "../../test-helpers.ts";
import check from "./main-content-ratio.ts";

/** About `chars` characters of English prose. */
const text = (chars: number) => "Smiths heat the iron bar until it glows bright orange. ".repeat(Math.ceil(chars / 55)).slice(0, chars).trim();

describe("main-content-ratio", () => {
  it("passes an article with 3,000+ characters of main text in lean HTML", () => {
    const result = checkResult(check, `<main><p>${text(3300)}</p></main>`, { pageType: "article" });
    expect(result).toMatchObject({ status: "pass", reason: "substantial-content", details: ["main-text", "enough-text", "lean-html"] });
    expect(result.evidence).toMatch(/^3,29\d characters of main text in <main>; 1,200 is the minimum and 3,000 good for article pages; the text is \d+% of the HTML \(\d{1,3}(,\d{3})* characters\)\.$/);
  });

  it("fails thin content, asking for more", () => {
    const result = checkResult(check, `<main><p>${text(500)}</p></main>`, { pageType: "article" });
    expect(result).toMatchObject({ status: "fail", reason: "content-shortfall", details: ["main-text", "short-text", "lean-html"] });
    expect(result.score).toBeCloseTo(0.7 * 0.1 + 0.3 * 1);
  });

  it("warns when scripts outweigh the text, naming the ratio", () => {
    const script = `<script>${"var x = 1;".repeat(10_000)}</script>`;
    const result = checkResult(check, `<main><p>${text(3300)}</p></main>${script}`, { pageType: "article" });
    expect(result).toMatchObject({ status: "warn", reason: "content-shortfall", details: ["main-text", "enough-text", "heavy-html"] });
    expect(result.score).toBeCloseTo(0.7 + 0.3 * 0.2);
    expect(result.fix).toBe("Move inline scripts, styles and SVG out of the HTML (the text is 3% of it; 25% is good).");
  });

  it("expects less text of pages whose job is not to explain", () => {
    expect(checkResult(check, `<main><p>${text(900)}</p></main>`, { pageType: "contact" }).status).toBe("pass");
    expect(checkResult(check, `<main><p>${text(900)}</p></main>`, { pageType: "article" })).toMatchObject({ status: "warn", details: ["main-text", "short-text", "lean-html"] });
  });

  it("judges only length for pasted text", () => {
    const result = checkResult(check, `<main><p>${text(3300)}</p></main><script>${"x".repeat(50_000)}</script>`, { mode: "text", pageType: "article" });
    expect(result).toMatchObject({ status: "pass", details: ["main-text", "enough-text"] });
  });

  it("counts a CJK character as about three Latin ones", () => {
    const zh = "铁砧是铁匠锻打热金属时使用的沉重钢块。".repeat(60);
    const ctx = page(`<!doctype html><html lang="zh"><body><main><p>${zh}</p></main></body></html>`, { pageType: "article" });
    expect(checkResult(check, ctx).status).toBe("pass");
    expect(runCheck(check, ctx)).toMatchObject({ details: [{ key: "main-text-latin", params: { chars: 1140, root: "<main>", latin: 3300 } }, { key: "enough-text" }, { key: "lean-html" }] });
  });
});
