// The badge on another site, in a real Chromium: a page served from another origin embeds it with <img>,
// as a README or a blog would, and sees it drawn. A same-origin-only resource of the service (the favicon,
// Cross-Origin-Resource-Policy: same-origin) is refused on that page, so the test can tell the two apart.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyzeViaApi, launch, openPage, service } from "./ui-browser.ts";

let browser: Browser;
let elsewhere: Server;
let elsewhereOrigin: string;

/** Another site: one page embedding the given images from the service. */
function embeddingPage(paths: string[]): string {
  const images = paths.map((path, i) => `<img id="img${i}" src="${service(path)}" alt="">`).join("\n");
  return `<!doctype html><html><head><title>Someone else's site</title></head><body><h1>Our project</h1>\n${images}\n</body></html>`;
}

beforeAll(async () => {
  browser = await launch();
  elsewhere = createServer((req, res) => {
    const paths = new URL(req.url ?? "/", "http://elsewhere.invalid").searchParams.getAll("img");
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(embeddingPage(paths));
  });
  // localhost, not 127.0.0.1: another host and port than the service, so another origin and another site.
  await new Promise<void>((resolve) => elsewhere.listen(0, "127.0.0.1", resolve));
  elsewhereOrigin = `http://localhost:${(elsewhere.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => elsewhere?.close(resolve));
});

/** naturalWidth of each image once every one has loaded or failed: 0 means Chromium did not draw it. */
async function naturalWidths(paths: string[]): Promise<number[]> {
  const { page } = await openPage(browser, "198.51.100.160");
  await page.goto(`${elsewhereOrigin}/?${paths.map((path) => `img=${encodeURIComponent(path)}`).join("&")}`);
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  const widths = await page.$$eval("img", (images) => images.map((image) => (image as HTMLImageElement).naturalWidth));
  await page.context().close();
  return widths;
}

describe("the badge embedded on another site", () => {
  it("is drawn, scored or not yet analyzed; the service's same-origin files are refused there", async () => {
    expect((await analyzeViaApi({ url: "acme.example" }, "198.51.100.161")).status).toBe(200);
    const [scored, notAnalyzed, favicon] = await naturalWidths(["/badge/acme.example.svg", "/badge/never-embedded.example.svg", "/favicon.svg"]);
    expect(scored).toBeGreaterThan(0);
    expect(notAnalyzed).toBeGreaterThan(0);
    // The control: Chromium does enforce Cross-Origin-Resource-Policy on this page.
    expect(favicon).toBe(0);
  });
});
