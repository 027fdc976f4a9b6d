import { describe, expect, it } from "vitest";
import { checkResult, page } from "../../test-helpers.ts";
import check from "./server-rendered-content.ts";

const text = (chars: number) => `<p>${"Anvils are forged from tool steel. ".repeat(Math.ceil(chars / 35))}</p>`;
const ssr = `<main><h1>Anvils</h1>${text(2_000)}</main>`;
const shell = `<!doctype html><html lang="en"><head><title>App</title></head><body><noscript>You need to enable JavaScript to run this app.</noscript><div id="root"></div><script src="/static/js/main.1a2b.js"></script></body></html>`;

/** The page's word_count: render parity counts each side as the report does. */
const words = (html: string) => page(html).main.words;

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

  describe("render parity, when the page was rendered in a browser", () => {
    it("fails when the plain fetch was an empty shell, naming the shell and quoting what only the browser shows", () => {
      const result = checkResult(check, ssr, { readVia: "browser", plainHtml: shell });
      expect(result).toMatchObject({ status: "fail", reason: "browser-only-most", params: { plain: 0, rendered: words(ssr), percent: 0 }, details: ["plain-shell", "browser-only-sample"] });
      expect(result.evidence).toMatch(/^Most of the main text appears only with JavaScript \(the HTML holds 0 words, a browser shows 349 words: 0%\); without JavaScript the page is an empty shell \(.*an empty <div id="root">.*\); only the browser shows “Anvils are forged/);
      expect(result.fix).toContain("server");
    });

    it("passes when the plain HTML holds the text a browser shows (parity)", () => {
      const result = checkResult(check, ssr, { readVia: "browser", plainHtml: `<html><body>${ssr}</body></html>` });
      expect(result).toMatchObject({ status: "pass", reason: "render-parity", params: { plain: words(ssr), rendered: words(ssr), percent: 100 } });
      expect(result.evidence).toBe("Without JavaScript the HTML holds 349 words of main text; a browser shows 349 words (100%): crawlers read what people see.");
    });

    it("warns when part of the text is only in the browser, scoring the share", () => {
      const plain = `<html><body><main><h1>Anvils</h1>${text(1_300)}</main></body></html>`;
      const rendered = `<main><h1>Anvils</h1>${text(1_300)}<p>${"Quenching hardens the face of the anvil. ".repeat(20)}</p></main>`;
      const result = checkResult(check, rendered, { readVia: "browser", plainHtml: plain });
      expect(result).toMatchObject({ status: "warn", reason: "browser-only-part", params: { plain: words(plain), rendered: words(rendered) }, details: ["browser-only-sample"] });
      expect(result.score).toBeCloseTo(words(plain) / words(rendered), 5);
      expect(result.evidence).toContain("only the browser shows “Quenching hardens the face of the anvil.");
    });

    it("says so when no passage is missing whole (the browser added words throughout)", () => {
      const plain = `<html><body><main><p>${"Anvils are forged. ".repeat(40)}</p></main></body></html>`;
      const rendered = `<main><p>${"Anvils are forged today. ".repeat(40)}</p></main>`;
      expect(checkResult(check, rendered, { readVia: "browser", plainHtml: plain })).toMatchObject({ status: "warn", reason: "browser-only-part", details: ["browser-only-scattered"] });
    });

    it("is not judged behind a bot wall: the plain side is the wall (reachability judges it)", () => {
      const walled = checkResult(check, ssr, { readVia: "browser", plainHtml: "<h1>Forbidden</h1>", plainStatus: 403 });
      expect(walled).toMatchObject({ status: "not_checked", reason: "plain-fetch-walled", params: { wall: "HTTP 403" } });
      expect(walled.evidence).toContain("reachability judges the wall");
    });

    it("is not judged when the rendered page was not compared with a plain fetch", () => {
      expect(checkResult(check, ssr, { readVia: "browser", plainHtml: `<html><body>${ssr}</body></html>`, rendered: null })).toMatchObject({ status: "not_checked", reason: "not-compared" });
    });

    it("is not checked without a plain fetch to compare", () => {
      expect(checkResult(check, ssr, { readVia: "browser" }).status).toBe("not_checked");
    });
  });

  describe("render parity of a fetched page that looked client-rendered", () => {
    const thin = `<!doctype html><html lang="en"><head><title>Pricing</title></head><body><header><p>${"Menu item ".repeat(30)}</p></header><main><h1>Pricing</h1>${text(300)}</main><div id="app"></div></body></html>`;

    it("fails when most of the text appears only in the browser", () => {
      const rendered = `<main><h1>Pricing</h1>${text(300)}<p>${"Plans start at 9 dollars a month for two seats. ".repeat(30)}</p></main>`;
      const result = checkResult(check, thin, { renderedHtml: rendered });
      expect(result).toMatchObject({ status: "fail", reason: "browser-only-most", params: { plain: words(thin), rendered: words(rendered) }, details: ["browser-only-sample"] });
      expect(result.evidence).toContain("only the browser shows “Plans start at 9 dollars a month");
    });

    it("passes when the browser shows what the HTML holds", () => {
      expect(checkResult(check, thin, { renderedHtml: thin })).toMatchObject({ status: "pass", reason: "render-parity", params: { percent: 100 } });
    });

    it("falls back to the plain HTML's markers when the browser could not render it", () => {
      expect(checkResult(check, thin, { rendered: { ok: false, detail: "no browser available to render the page" } })).toMatchObject({ status: "warn", reason: "thin-beside-app-markers" });
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
