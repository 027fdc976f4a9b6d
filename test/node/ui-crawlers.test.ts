// The report page's crawler matrix (public/lib/crawler-view.js) in headless Chromium, for a site that
// answers AI crawlers apart (crawlers-mixed.example: 403 to GPTBot and OAI-SearchBot, a challenge to
// PerplexityBot, 402 to ClaudeBot, other content to Googlebot): a row per crawler of the report, each
// outcome in words beside its colour, contradictions said, colours AA on their background, and on a 390 px
// phone a card per crawler with nothing scrolling sideways. Screenshots in test/screenshots/ (git-ignored):
// report-crawlers-desktop.png, report-crawlers-phone.png and report-crawlers-phone-top.png.
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Report } from "../../scoring/report.ts";
import { analyzeViaApi, DESKTOP, launch, openPage, SCREENSHOTS, service } from "./ui-browser.ts";

const PHONE_390 = { width: 390, height: 844 };
const SITE = "crawlers-mixed.example";

let browser: Browser;
let report: Report;

beforeAll(async () => {
  browser = await launch();
  expect((await analyzeViaApi({ url: SITE }, "198.51.100.90")).status).toBe(200);
  report = (await (await fetch(service(`/api/report/${SITE}`))).json()) as Report;
});
afterAll(() => browser?.close());

async function reportPage(viewport: typeof DESKTOP, ip: string): Promise<Page> {
  const { page, problems, dialogs } = await openPage(browser, ip, viewport);
  await page.goto(service(`/report/${SITE}`));
  await page.waitForSelector(".crawler-table");
  expect(problems).toEqual([]);
  expect(dialogs).toEqual([]);
  return page;
}

/** Text and background colours of an element, parsed from computed styles: the WCAG contrast ratio. */
function contrastOf(page: Page, selector: string): Promise<number[]> {
  return page.$$eval(selector, (nodes) => {
    const rgb = (value: string) => (value.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
    const luminance = ([r, g, b]: number[]) => {
      const [R, G, B] = [r!, g!, b!].map((c) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4));
      return 0.2126 * R! + 0.7152 * G! + 0.0722 * B!;
    };
    return nodes.map((node) => {
      const style = getComputedStyle(node);
      const background = style.backgroundColor === "rgba(0, 0, 0, 0)" ? "rgb(255, 255, 255)" : style.backgroundColor;
      const [light, dark] = [luminance(rgb(style.color)), luminance(rgb(background))].sort((a, b) => b - a);
      return (light! + 0.05) / (dark! + 0.05);
    });
  });
}

describe("the crawler matrix on the report page", () => {
  it("has a row per crawler of the report, each outcome in words beside its colour, contradictions said", async () => {
    const page = await reportPage(DESKTOP, "198.51.100.91");
    const access = report.crawler_access!;
    expect(await page.textContent("#crawler-access-title")).toBe("What each AI crawler gets");
    const rows = await page.$$eval(".crawler-table tbody tr", (items) =>
      items.map((row) => ({
        token: row.getAttribute("data-token"),
        badges: [...row.querySelectorAll(".badge")].map((badge) => ({ words: badge.textContent, colour: badge.className.replace("badge ", "") })),
        text: row.textContent ?? "",
      })),
    );
    expect(rows.map((row) => row.token)).toEqual(access.crawlers.map((row) => row.token));
    const row = (token: string) => rows.find((candidate) => candidate.token === token)!;
    expect(row("OAI-SearchBot").badges).toEqual([{ words: "Allowed", colour: "pass" }, { words: "Refused", colour: "fail" }]);
    expect(row("OAI-SearchBot").text).toContain("Contradiction: robots.txt lets it in, but the server turns it away.");
    expect(row("PerplexityBot").badges[1]).toEqual({ words: "Challenged", colour: "fail" });
    expect(row("Googlebot").badges[1]).toEqual({ words: "Other content", colour: "warn" });
    expect(row("Bingbot").badges[1]).toEqual({ words: "Gets the page", colour: "pass" });
    // Training crawlers kept out cost nothing: information, not a fault, in colour and words.
    expect(row("ClaudeBot").badges[1]).toEqual({ words: "Asked to pay", colour: "neutral" });
    expect(row("ClaudeBot").text).toContain("asked to pay: HTTP 402, crawler-price USD 0.01");
    expect(row("ClaudeBot").text).toContain("A training crawler: keeping it out costs nothing.");
    expect(row("GPTBot").badges[0]).toEqual({ words: "Blocked", colour: "neutral" });
    expect(row("GPTBot").text).toContain("robots.txt: Disallow: / in its own group");
    expect(row("Google-Extended").badges[1]).toEqual({ words: "robots.txt only", colour: "not_checked" });
    expect(await page.textContent(".crawler-summary")).toMatch(/^Fetched as each of the 14 crawlers that send a user-agent string of their own: 9 got the page our own fetch got; 5 did not \(Googlebot, OAI-SearchBot, PerplexityBot, GPTBot, ClaudeBot\)\. robots\.txt lets OAI-SearchBot, PerplexityBot, ClaudeBot in, but the server turns them away\.$/);
    expect(await page.textContent(".crawler-access")).toContain("Blocks keyed on the crawlers' own IP addresses cannot be seen from ours");
    for (const ratio of await contrastOf(page, ".crawler-table .badge, .crawler-table .contradiction, .crawler-table .crawler-operator")) expect(ratio).toBeGreaterThanOrEqual(4.5);
    // On a wide screen the column headers name the fields, and the cells do not repeat them.
    expect(await page.isVisible(".crawler-table thead")).toBe(true);
    expect(await page.locator(".crawler-table .cell-label:visible").count()).toBe(0);
    await page.locator(".crawler-access").screenshot({ path: join(SCREENSHOTS, "report-crawlers-desktop.png") });
  });

  it("stands as a card per crawler on a 390 px phone: nothing scrolls sideways, no cell overflows, every label in words", async () => {
    const page = await reportPage(PHONE_390, "198.51.100.92");
    expect(await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)).toBe(false);
    const overflowing = await page.$$eval(".crawler-table th, .crawler-table td, .crawler-table tr", (cells) => cells.filter((cell) => cell.scrollWidth > cell.clientWidth + 1).map((cell) => cell.textContent?.slice(0, 40)));
    expect(overflowing).toEqual([]);
    // The column headers are not shown on a phone: each cell names itself, in text a screen reader reads too.
    expect(await page.isVisible(".crawler-table thead")).toBe(false);
    const labels = await page.$$eval(".crawler-table tbody tr:first-child td .cell-label", (labels) => labels.map((label) => (label.checkVisibility() ? label.textContent : null)));
    expect(labels).toEqual(["Role", "Declared", "What the server gave it"]);
    // Still a table to a screen reader.
    expect(await page.getAttribute(".crawler-table", "role")).toBe("table");
    expect(await page.locator('.crawler-table tbody [role="cell"]').count()).toBe(report.crawler_access!.crawlers.length * 3);
    await page.locator(".crawler-access").screenshot({ path: join(SCREENSHOTS, "report-crawlers-phone.png") });
    // Its first cards, as a reader sees them on the phone's screen.
    await page.evaluate(() => document.getElementById("crawler-access-title")!.scrollIntoView());
    await page.screenshot({ path: join(SCREENSHOTS, "report-crawlers-phone-top.png") });
  });
});
