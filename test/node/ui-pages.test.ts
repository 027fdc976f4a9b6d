// The pages a site's score was read from, in headless Chromium (issue 14): the report page's table of the
// sampled pages and each page's checks (failed first, passed folded), readable at 390 and 1280 px without
// sideways scrolling; the home page says which pages were read, the page the person typed among them.
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyzeViaApi, DESKTOP, launch, openPage, SCREENSHOTS, service } from "./ui-browser.ts";

interface SitePage {
  url: string;
  role: string;
  type: string | null;
  score: number | null;
  failed: string | null;
}
interface Report {
  pages: SitePage[];
  categories: { checks: { status: string; page?: string | null; impact: number }[] }[];
}

const PHONE_390 = { width: 390, height: 844 };
let browser: Browser;
let report: Report;

beforeAll(async () => {
  browser = await launch();
  expect((await analyzeViaApi({ url: "handbook.example" }, "198.51.100.90")).status).toBe(200);
  report = (await (await fetch(service("/api/report/handbook.example"))).json()) as Report;
});
afterAll(() => browser?.close());

const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
const narrowCells = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll(".pages-table th, .pages-table td")].filter((cell) => cell.scrollWidth > cell.clientWidth + 1).map((cell) => cell.textContent));

describe("the report of a site read from several pages", () => {
  for (const [name, viewport] of [["390 px", PHONE_390], ["1280 px", DESKTOP]] as const) {
    it(`lists every page read with its type, score and how it was read, and each page's checks, at ${name}`, async () => {
      const { page, problems } = await openPage(browser, viewport === DESKTOP ? "198.51.100.91" : "198.51.100.92", viewport);
      await page.goto(service("/report/handbook.example"));
      await page.waitForSelector(".pages-view");
      expect(report.pages.length).toBeGreaterThan(2);
      const rows = page.locator(".pages-table tbody tr");
      expect(await rows.count()).toBe(report.pages.length);
      for (const [index, entry] of report.pages.entries()) {
        const text = (await rows.nth(index).textContent()) ?? "";
        expect(text).toContain(new URL(entry.url).pathname);
        expect(text).toContain(entry.failed === null ? `${entry.score}/100` : entry.failed);
        if (entry.type) expect(text).toContain(entry.type);
      }
      // One folded list per page read, and one for the checks judged once for the whole site.
      const read = report.pages.filter((entry) => entry.failed === null);
      expect(await page.locator(".pages-view details.page-checks").count()).toBe(read.length + 1);
      // Inside a page's list: what to fix first by gain, then the rest folded again.
      const first = page.locator(".pages-view details.page-checks").nth(1);
      await first.locator("summary").first().click();
      const statuses = await first.locator(":scope > ul > li.page-check").evaluateAll((items) => items.map((item) => item.className));
      expect(statuses.every((name) => /\b(fail|warn)\b/.test(name))).toBe(true);
      expect(await first.locator("details.page-passed li.page-check").first().isVisible()).toBe(false);
      // The general checks list names each check's page.
      expect(await page.locator(".checks-view .check-meta").first().textContent()).toMatch(/ · (whole site|\/)/);

      expect(await scrollsSideways(page)).toBe(false);
      expect(await narrowCells(page)).toEqual([]);
      expect(problems).toEqual([]);
      await page.locator(".pages-view").screenshot({ path: join(SCREENSHOTS, `report-pages-${viewport.width}.png`) });
      await page.locator(".pages-table").screenshot({ path: join(SCREENSHOTS, `report-pages-table-${viewport.width}.png`) });
    });
  }
});

describe("the home page's answer for an address", () => {
  it("says which pages were read, the page the person typed among them", async () => {
    const { page, problems } = await openPage(browser, "198.51.100.93", PHONE_390);
    await page.goto(service("/"));
    await page.fill("#url", "https://blog.example/blog/restoring-a-rusty-skillet/");
    await page.click("#form-url button[type=submit]");
    await page.waitForSelector("#result:not([hidden])");
    const items = await page.locator(".pages-read li").allTextContents();
    expect(items.length).toBeGreaterThan(1);
    expect(items[0]).toMatch(/^\/ \(home, \d+\/100\)$/);
    expect(items.find((item) => item.includes("/blog/restoring-a-rusty-skillet/"))).toMatch(/the page you named$/);
    expect(await scrollsSideways(page)).toBe(false);
    expect(problems).toEqual([]);
  });
});
