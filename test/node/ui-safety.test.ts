// Safety of the pages in a real browser (RELIABILITY.md, "Report page"): a hostile site's title, headings,
// description, JSON-LD and links reach the home and report pages as text, nothing from it runs, links
// stay http(s), right-to-left overrides are contained, a 1 MB title is clipped; and static files carry
// the same security headers as the Worker's responses.
import { readFile } from "node:fs/promises";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyzeViaApi, inlineHandlers, launch, openPage, service, setSite, type WatchedPage } from "./ui-browser.ts";

const XSS_HTML = new URL("../fixtures/sites/xss.example/index.html", import.meta.url);
const SECURITY_HEADERS = [
  "content-security-policy",
  "x-content-type-options",
  "referrer-policy",
  "x-frame-options",
  "strict-transport-security",
  "cross-origin-opener-policy",
  "cross-origin-resource-policy",
];
/** A title of about 1 MB: markup, a right-to-left override and text, over and over. */
const HUGE_TITLE = "&lt;script&gt;alert(1)&lt;/script&gt; \u202eevil ".repeat(24_000);

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** Nothing ran and nothing can: no dialog, no inline handler, no foreign element or script, only http(s) links. */
async function expectInert({ page, dialogs, problems }: WatchedPage, ownScript: string): Promise<void> {
  // An injected <img src=x onerror> would fire within a moment of being inserted.
  await page.waitForTimeout(300);
  expect(dialogs).toEqual([]);
  expect(problems.filter((problem) => /Content Security Policy|Uncaught/i.test(problem))).toEqual([]);
  expect(await inlineHandlers(page)).toEqual([]);
  expect(await page.locator("img, iframe, object, embed, main script").count()).toBe(0);
  expect(await page.$$eval("script", (scripts) => scripts.map((script) => script.getAttribute("src") ?? script.type))).toEqual([ownScript, "application/ld+json"]);
  const protocols = await page.$$eval("a[href]", (links) => links.map((link) => (link as HTMLAnchorElement).protocol));
  expect(protocols.filter((protocol) => protocol !== "http:" && protocol !== "https:")).toEqual([]);
}

/** Every U+202E on the page sits in an element that isolates its direction. */
async function expectBidiContained(page: WatchedPage["page"]): Promise<number> {
  const holders = await page.evaluate(() => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const found: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.textContent?.includes("\u202e")) found.push(`${node.parentElement!.tagName}:${getComputedStyle(node.parentElement!).unicodeBidi}`);
    }
    return found;
  });
  expect(holders.filter((holder) => !/:(isolate|isolate-override|plaintext)$/.test(holder))).toEqual([]);
  return holders.length;
}

describe("security headers", () => {
  it("static pages and files carry the Worker's security headers, CSP without inline script", async () => {
    const reference = await fetch(service("/api-docs"));
    expect(reference.headers.get("content-security-policy")).toMatch(/(^|; )script-src 'self'(;|$)/);
    for (const path of ["/", "/app.js", "/lib/dom.js", "/style.css", "/favicon.svg", "/report/never-analyzed.example", "/methodology", "/no-such-page"]) {
      const response = await fetch(service(path));
      for (const name of SECURITY_HEADERS) expect({ path, name, value: response.headers.get(name) }).toEqual({ path, name, value: reference.headers.get(name) });
    }
  });
});

describe("a hostile site", () => {
  it("scored by address: the home page shows its result as text and runs nothing", async () => {
    const watched = await openPage(browser, "198.51.100.40");
    await watched.page.goto(service("/"));
    await watched.page.fill("#url", "xss.example");
    await watched.page.press("#url", "Enter");
    await watched.page.waitForSelector("#result:not([hidden])");
    expect(await watched.page.textContent("#result-title")).toBe("xss.example");
    await expectInert(watched, "/app.js");
  });

  it("its report shows the hostile title and headings as text, contained, and runs nothing", async () => {
    expect((await analyzeViaApi({ url: "xss.example" }, "198.51.100.41")).status).toBe(200);
    const watched = await openPage(browser, "198.51.100.42");
    await watched.page.goto(service("/report/xss.example"));
    await watched.page.waitForSelector("#checks-section:not([hidden])");
    const title = await watched.page.textContent("#overview .facts dd bdi");
    // The report drops bidi overrides (scoring/clip.ts); what direction marks remain are contained.
    expect(title).toBe('</title><script>alert("title")</script><img src=x onerror=alert("img")> evil.exe Widgets');
    expect(await watched.page.textContent("main")).toContain('"><svg onload=alert("description")>');
    expect(await watched.page.textContent("main")).not.toContain("\u202e");
    await expectBidiContained(watched.page);
    await expectInert(watched, "/report.js");
  });

  it("its report page's HTML, as served, carries nothing of the site but escaped data", async () => {
    const html = await (await fetch(service("/report/xss.example"))).text();
    expect(html.match(/<script\b/g)).toHaveLength(2);
    expect(html).not.toMatch(/onerror|onload|<svg|<img|javascript:/i);
    const jsonLd = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1] ?? "";
    expect(() => JSON.parse(jsonLd)).not.toThrow();
  });

  it("pasted as HTML: shown as text, nothing runs", async () => {
    const watched = await openPage(browser, "198.51.100.43");
    await watched.page.goto(service("/"));
    await watched.page.click("#tab-html");
    await watched.page.locator("#html").fill(await readFile(XSS_HTML, "utf8"));
    await watched.page.click("#form-html button[type=submit]");
    await watched.page.waitForSelector("#result:not([hidden])");
    expect(await watched.page.textContent("#result-title")).toBe("Pasted HTML");
    await expectInert(watched, "/app.js");
  });

  it("a 1 MB title is clipped everywhere it shows", async () => {
    await setSite("xss-huge.example", [
      { path: "/", body: `<!doctype html><html lang="en"><head><title>${HUGE_TITLE}</title></head><body><main><h1>Huge title</h1><p>A page whose title is about one megabyte long, made of markup and overrides.</p></main></body></html>` },
    ]);
    const watched = await openPage(browser, "198.51.100.44");
    await watched.page.goto(service("/"));
    await watched.page.fill("#url", "xss-huge.example");
    await watched.page.press("#url", "Enter");
    await watched.page.waitForSelector("#result:not([hidden])", { timeout: 30_000 });
    await watched.page.goto(service("/report/xss-huge.example"));
    await watched.page.waitForSelector("#checks-section:not([hidden])");
    const lengths = await watched.page.$$eval("bdi", (nodes) => nodes.map((node) => node.textContent?.length ?? 0));
    expect(Math.max(...lengths)).toBeLessThanOrEqual(800);
    expect((await watched.page.textContent("#overview .facts dd bdi"))?.endsWith("…")).toBe(true);
    expect(await watched.page.evaluate(() => document.body.textContent?.length ?? 0)).toBeLessThan(100_000);
    await expectInert(watched, "/report.js");
  });
});
