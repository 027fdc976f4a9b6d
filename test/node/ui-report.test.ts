// The public report page in headless Chromium: every category, check and fix of the API's report, copy
// buttons, how the page was read, the history chart, the per-domain head, and the offer to analyze a
// domain never analyzed.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyzeViaApi, launch, openPage, service, setSite } from "./ui-browser.ts";

interface Report {
  url: string;
  score: number;
  grade: string;
  summary: string;
  engine_version: number;
  analyzed_at: string;
  page: { type: string; language: string; read_via: string };
  categories: { name: string; checks: { id: string }[] }[];
  fixes: { title: string; snippet: string | null; fix: string }[];
  history: { score: number }[];
}

let browser: Browser;
let report: Report;

beforeAll(async () => {
  browser = await launch();
  await setSite("ui-report.example", [{ site: "acme.example" }]);
  expect((await analyzeViaApi({ url: "ui-report.example" }, "198.51.100.20")).status).toBe(200);
  report = (await (await fetch(service("/api/report/ui-report.example"))).json()) as Report;
});
afterAll(() => browser?.close());

describe("the report of an analyzed domain", () => {
  it("shows the score, every category with every check, and every fix", async () => {
    const { page, dialogs, problems } = await openPage(browser, "198.51.100.21");
    await page.goto(service("/report/ui-report.example?ref=agent"));
    await page.waitForSelector("#categories-section:not([hidden])");
    expect(await page.textContent("h1")).toBe("AEO readiness report: ui-report.example");
    expect(await page.textContent("#score-value")).toBe(String(report.score));
    expect(await page.textContent("#grade")).toBe(`Grade ${report.grade}`);
    expect(await page.textContent("#summary")).toBe(report.summary);
    expect(await page.locator("#categories h3").allTextContents()).toEqual(report.categories.map((category) => expect.stringMatching(new RegExp(`^${category.name}: \\d+/100$`))));
    expect(await page.locator("#categories .check").count()).toBe(report.categories.flatMap((category) => category.checks).length);
    const badges = await page.locator("#categories .badge").allTextContents();
    expect(new Set(badges).size).toBeGreaterThan(1);
    expect(badges.every((badge) => ["Pass", "Warning", "Fail", "Neutral"].includes(badge))).toBe(true);
    expect(await page.locator("#categories .evidence").count()).toBe(await page.locator("#categories .check").count());
    expect(await page.locator("#categories .why").count()).toBe(await page.locator("#categories .check").count());
    expect(await page.locator("#fixes .fix").count()).toBe(report.fixes.length);
    expect(await page.locator("#fixes .fix button.copy").count()).toBe(report.fixes.length);
    expect(await page.locator("#fixes pre code").count()).toBe(report.fixes.filter((fix) => fix.snippet).length);
    expect(dialogs).toEqual([]);
    expect(problems).toEqual([]);
  });

  it("says how and when the page was read, with which engine, and charts the history", async () => {
    const { page } = await openPage(browser, "198.51.100.22");
    await page.goto(service("/report/ui-report.example"));
    await page.waitForSelector("#overview .facts");
    const facts = Object.fromEntries(
      await page.$$eval("#overview .facts > div", (rows) => rows.map((row) => [row.querySelector("dt")?.textContent ?? "", row.querySelector("dd")?.textContent ?? ""])),
    );
    expect(facts["Page type"]).toMatch(new RegExp(`^${report.page.type} \\(.+\\)$`));
    expect(facts["Language"]).toMatch(new RegExp(`^${report.page.language}`));
    expect(facts["Read with"]).toBe("a plain fetch, as AI crawlers read it");
    expect(facts["Engine version"]).toBe(`${report.engine_version} (methodology)`);
    expect(facts["Analyzed"]).toMatch(/^\d{1,2} \w{3} \d{4}, \d\d:\d\d UTC \(just now|\d+ (seconds?|minutes?) ago\)$/);
    expect(facts["Site"]).toBe("https://ui-report.example/");
    expect(report.history.length).toBeGreaterThanOrEqual(1);
    expect(await page.locator("#history svg.history-chart circle").count()).toBe(report.history.length);
    expect(await page.getAttribute("#history svg", "aria-label")).toMatch(/^Score history: 1 analysis from .+; latest score \d+\.$/);
    expect(await page.locator("#history table tbody tr").count()).toBe(report.history.length);
  });

  it("copies a fix's code with its button", async () => {
    const { page } = await openPage(browser, "198.51.100.23");
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto(service("/report/ui-report.example"));
    await page.waitForSelector("#fixes .fix");
    const fix = report.fixes.find((candidate) => candidate.snippet) ?? report.fixes[0]!;
    const button = page.locator("#fixes .fix", { hasText: fix.title }).locator("button.copy").first();
    await button.click();
    await expect.poll(() => button.textContent()).toBe("Copied");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(fix.snippet ?? fix.fix);
  });

  it("carries this domain's title, description, Open Graph tags and structured data", async () => {
    const { page } = await openPage(browser, "198.51.100.24");
    await page.goto(service("/report/ui-report.example?ref=agent"));
    const title = `ui-report.example AEO readiness: ${report.score}/100, grade ${report.grade} · Citable`;
    expect(await page.title()).toBe(title);
    expect(await page.getAttribute('meta[property="og:title"]', "content")).toBe(title);
    expect(await page.getAttribute('meta[name="description"]', "content")).toBe(await page.getAttribute('meta[property="og:description"]', "content"));
    expect(await page.getAttribute('link[rel="canonical"]', "href")).toBe(service("/report/ui-report.example"));
    const graph = JSON.parse((await page.textContent('script[type="application/ld+json"]')) ?? "") as { "@graph": { "@type": string }[] };
    expect(graph["@graph"].map((node) => node["@type"])).toEqual(["Report", "Organization", "BreadcrumbList"]);
    expect(await page.locator("h1").count()).toBe(1);
  });

  it("paints its first content well under a second", async () => {
    const { page } = await openPage(browser, "198.51.100.25");
    await page.goto(service("/report/ui-report.example"));
    const paint = await page.evaluate(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity);
    expect(paint).toBeLessThan(1_000);
  });
});

describe("a domain never analyzed", () => {
  it("offers an analysis, runs it in place and shows the report", async () => {
    await setSite("ui-new.example", [{ site: "acme.example" }]);
    const { page, problems } = await openPage(browser, "198.51.100.26");
    await page.goto(service("/report/ui-new.example"));
    await page.waitForSelector("#not-analyzed:not([hidden])");
    expect(await page.getAttribute('meta[name="robots"]', "content")).toBe("noindex");
    expect(await page.textContent("#not-analyzed-text")).toMatch(/^ui-new\.example has not been analyzed yet\./);
    await page.click("text=Analyze ui-new.example now");
    await page.waitForSelector("#categories-section:not([hidden])");
    expect(await page.isHidden("#not-analyzed")).toBe(true);
    expect(await page.locator("#categories .check").count()).toBeGreaterThan(10);
    expect(await page.locator("#history svg circle").count()).toBe(1);
    expect(problems.filter((problem) => !/404/.test(problem))).toEqual([]);
  });
});
