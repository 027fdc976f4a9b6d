import { describe, expect, it } from "vitest";
import { checkResult } from "../../test-helpers.ts";
import check from "./server-rendered-content.ts";

const text = (chars: number) => `<p>${"Anvils are forged from tool steel. ".repeat(Math.ceil(chars / 35))}</p>`;
const ssr = `<main><h1>Anvils</h1>${text(2_000)}</main>`;
const shell = `<!doctype html><html lang="en"><head><title>App</title></head><body><noscript>You need to enable JavaScript to run this app.</noscript><div id="root"></div><script src="/static/js/main.1a2b.js"></script></body></html>`;

describe("server-rendered-content", () => {
  it("passes a server-rendered page", () => {
    const result = checkResult(check, ssr);
    expect(result).toMatchObject({ status: "pass", reason: "server-rendered", params: { chars: 2_036 } });
    expect(result.evidence).toBe("The HTML holds 2,036 characters of main text; no JavaScript is needed to read it.");
  });

  it("fails an empty #root shell, naming the markers", () => {
    const result = checkResult(check, shell);
    expect(result).toMatchObject({ status: "fail", reason: "empty-shell" });
    expect(result.params.shell).toContain('an empty <div id="root">');
    expect(result.params.shell).toContain("<noscript>");
    expect(result.fix).toContain("server");
  });

  it("warns on thin text beside an empty mount point", () => {
    const html = `<header><p>${"Menu item ".repeat(30)}</p></header><main><h1>Pricing</h1>${text(300)}</main><div id="app"></div>`;
    expect(checkResult(check, html)).toMatchObject({ status: "warn", reason: "thin-beside-app-markers", params: { markers: 'an empty <div id="app">' } });
  });

  it("passes a short page with no client-side app markers", () => {
    expect(checkResult(check, `<main><h1>Contact</h1>${text(300)}</main><script src="/_next/static/chunks/main.js"></script>`)).toMatchObject({
      status: "pass",
      reason: "short-server-rendered",
    });
  });

  describe("rendered in a browser", () => {
    it("fails when the plain fetch was an empty shell", () => {
      expect(checkResult(check, ssr, { readVia: "browser", plainHtml: shell })).toMatchObject({ status: "fail", reason: "plain-fetch-shell", params: { rendered: 2_036 } });
    });

    it("passes when the plain HTML holds enough of the rendered text", () => {
      const plain = `<html><body><main><h1>Anvils</h1>${text(1_300)}</main></body></html>`;
      expect(checkResult(check, ssr, { readVia: "browser", plainHtml: plain })).toMatchObject({ status: "pass", reason: "enough-plain-text" });
    });

    it("passes a short page whose plain HTML holds half of what a browser shows", () => {
      const rendered = `<main><h1>Contact</h1>${text(600)}</main>`;
      const plain = `<html><body><main><h1>Contact</h1>${text(400)}</main></body></html>`;
      expect(checkResult(check, rendered, { readVia: "browser", plainHtml: plain })).toMatchObject({ status: "pass", reason: "enough-plain-text", params: { percent: 67 } });
    });

    it("scores the share when the plain HTML holds some of the text", () => {
      const plain = `<html><body><nav>${"Link ".repeat(20)}</nav><main><h1>Anvils</h1>${text(500)}</main></body></html>`;
      const result = checkResult(check, ssr, { readVia: "browser", plainHtml: plain });
      expect(result).toMatchObject({ status: "warn", reason: "partial-plain-text", params: { plain: 531, rendered: 2_036, percent: 26 } });
      expect(result.score).toBeCloseTo(0.52, 1);
    });

    it("is not checked without a plain fetch to compare", () => {
      expect(checkResult(check, ssr, { readVia: "browser" }).status).toBe("not_checked");
    });
  });
});

describe("server-rendered-content on pasted HTML and built files", () => {
  it("is not checked on pasted HTML (it may be what a browser rendered), judged on a built file", () => {
    expect(checkResult(check, ssr, { readVia: "paste" }).status).toBe("not_checked");
    expect(checkResult(check, shell, { readVia: "paste" }).status).toBe("not_checked");
    expect(checkResult(check, shell, { readVia: "file" })).toMatchObject({ status: "fail", reason: "empty-shell" });
  });
});
