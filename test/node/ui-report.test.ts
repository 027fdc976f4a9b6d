// The public report page in headless Chromium: the score gauge with words, every check of the API's
// report (failed and warnings first by gain, passed folded with a count), filters, snippets and copy
// buttons, how the page was read, the history chart with agent and human analyses told apart, Analyze
// again, Download JSON, print, the per-domain head, and the offer to analyze a domain never analyzed.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyzeViaApi, launch, openPage, SCREENSHOTS, service, setSite } from "./ui-browser.ts";

interface Check {
  id: string;
  title: string;
  status: string;
  evidence: string;
  fix: string | null;
  snippet: string | null;
  impact: number;
}

interface Report {
  url: string;
  score: number;
  grade: string;
  summary: string;
  engine_version: number;
  analyzed_at: string;
  page: { type: string; language: string; read_via: string };
  categories: { name: string; score: number | null; checks: Check[] }[];
  fixes: { title: string; snippet: string | null; fix: string; impact: number }[];
  history: { score: number; at: string }[];
  ai_knowledge?: { recognized_by_ai: boolean; detail: string };
  render_parity: { measured: boolean; detail: string; plain_words: number | null; rendered_words: number | null; browser_only_sample: string | null };
}

const STATUS_WORDS: Record<string, string> = { pass: "Pass", warn: "Warning", fail: "Fail", neutral: "Neutral", not_checked: "Not checked" };

let browser: Browser;
let report: Report;
const checks = () => report.categories.flatMap((category) => category.checks);

beforeAll(async () => {
  browser = await launch();
  await setSite("ui-report.example", [{ site: "acme.example" }]);
  expect((await analyzeViaApi({ url: "ui-report.example" }, "198.51.100.20")).status).toBe(200);
  report = (await (await fetch(service("/api/report/ui-report.example"))).json()) as Report;
});
afterAll(() => browser?.close());

describe("the report of an analyzed domain", () => {
  it("shows the score in a gauge with words, and every check: failed and warnings first by gain, passed folded", async () => {
    const { page, dialogs, problems } = await openPage(browser, "198.51.100.21");
    await page.goto(service("/report/ui-report.example?ref=agent"));
    await page.waitForSelector("#checks-section:not([hidden])");
    expect(await page.textContent("h1")).toBe("AEO readiness report: ui-report.example");
    expect(await page.textContent("#overview .score-value")).toBe(String(report.score));
    expect(await page.textContent("#overview .grade")).toBe(`Grade ${report.grade}`);
    expect(await page.textContent("#overview .grade-words")).toMatch(/^(Ready for AI answer engines|Mostly ready|Partly ready|Barely ready|Not ready)$/);
    expect(await page.locator("#overview .gauge svg .gauge-arc").count()).toBe(1);
    expect(await page.textContent("#summary")).toBe(report.summary);
    // What the blind probe found, as on the home page's result.
    expect(report.ai_knowledge).toBeDefined();
    expect(await page.textContent("#overview .knowledge")).toBe(
      `AI knowledge: An AI model ${report.ai_knowledge!.recognized_by_ai ? "recognizes" : "does not recognize"} this site from its training alone. ${report.ai_knowledge!.detail}`,
    );
    // Each category bar says its band in words beside the colour.
    for (const text of await page.locator("#overview .bars li").allTextContents()) expect(text).toMatch(/\d+ out of 100, (Good|Needs work|Poor)$/);

    expect(await page.locator(".checks-view .check").count()).toBe(checks().length);
    const badges = await page.locator(".checks-view .badge").allTextContents();
    expect(new Set(badges).size).toBeGreaterThan(1);
    expect(badges.every((badge) => Object.values(STATUS_WORDS).includes(badge))).toBe(true);
    expect(await page.locator(".checks-view .evidence").count()).toBe(checks().length);
    expect(await page.locator(".checks-view .why").count()).toBe(checks().length);
    // Every fix has its words, its snippet in full and a copy button.
    const withFix = checks().filter((check) => check.fix);
    expect(await page.locator(".checks-view .fix").count()).toBe(withFix.length);
    expect(await page.locator(".checks-view .fix button.copy").count()).toBe(withFix.length);
    expect(await page.locator(".checks-view pre.snippet code").count()).toBe(withFix.filter((check) => check.snippet).length);

    // To fix: the failed and warning checks worth a point or more, largest gain first, open.
    const major = checks().filter((check) => (check.status === "fail" || check.status === "warn") && check.impact >= 1).sort((a, b) => b.impact - a.impact);
    const shown = await page.$$eval('[data-group="fix"] li.check', (items) => items.map((item) => item.id.replace(/^check-/, "")));
    expect(shown).toEqual(major.map((check) => check.id));
    expect(await page.isVisible('[data-group="fix"]')).toBe(major.length > 0);
    // Passed: folded, with its count.
    const passed = checks().filter((check) => check.status === "pass");
    expect(await page.getAttribute('details[data-group="pass"]', "open")).toBeNull();
    expect(await page.textContent('details[data-group="pass"] > summary')).toBe(`Passed (${passed.length})`);
    expect(await page.isVisible(`#check-${passed[0]!.id}`)).toBe(false);
    expect(await page.textContent("main")).not.toMatch(/\b(null|undefined|NaN)\b|\[object/);
    expect(dialogs).toEqual([]);
    expect(problems).toEqual([]);
  });

  it("filters the checks by category and by status", async () => {
    const { page } = await openPage(browser, "198.51.100.27");
    await page.goto(service("/report/ui-report.example"));
    await page.waitForSelector("#checks-section:not([hidden])");
    const category = report.categories.find((candidate) => candidate.checks.length > 1)!;
    await page.selectOption("#filter-category", category.name);
    const visible = () => page.$$eval(".checks-view li.check:not([hidden])", (items) => items.map((item) => item.id.replace(/^check-/, "")));
    expect((await visible()).sort()).toEqual(category.checks.map((check) => check.id).sort());
    expect(await page.textContent(".filter-result")).toBe(`Showing ${category.checks.length} checks of ${checks().length}.`);
    await page.selectOption("#filter-category", "");
    const passedChip = page.locator(".chips label", { hasText: /^ Passed/ });
    await passedChip.click();
    const passed = checks().filter((check) => check.status === "pass");
    expect((await visible()).sort()).toEqual(passed.map((check) => check.id).sort());
    // The folded group opens when its status is chosen, and the other groups hide.
    expect(await page.getAttribute('details[data-group="pass"]', "open")).toBe("");
    expect(await page.isVisible(`#check-${passed[0]!.id}`)).toBe(true);
    expect(await page.isHidden('[data-group="fix"]')).toBe(true);
    // A category bar leads to the checks of its category.
    await page.locator(".chips label", { hasText: /^ All/ }).click();
    await page.locator("#overview .bars a", { hasText: category.name }).click();
    expect(await page.inputValue("#filter-category")).toBe(category.name);
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
    expect(facts["Without JavaScript"]).toBe(report.render_parity.detail);
    expect(facts["Engine version"]).toBe(`${report.engine_version} (methodology)`);
    expect(facts["Analyzed"]).toMatch(/^\d{1,2} \w{3} \d{4}, \d\d:\d\d UTC \(just now|\d+ (seconds?|minutes?) ago\)$/);
    expect(facts["Site"]).toBe("https://ui-report.example/");
    expect(report.history.length).toBeGreaterThanOrEqual(1);
    expect(await page.locator("#history svg.history-chart circle").count()).toBe(report.history.length);
    expect(await page.locator("#history svg.history-chart rect.other").count()).toBe(0);
    expect(await page.getAttribute("#history svg", "aria-label")).toMatch(/^Score history: 1 analysis from .+; latest score \d+\.$/);
    expect(await page.locator("#history table tbody tr").count()).toBe(report.history.length);
    expect(await page.textContent("#history table tbody td:nth-child(3)")).toBe("Started from Citable's home page");
  });

  it("copies a fix's code with its button", async () => {
    const { page } = await openPage(browser, "198.51.100.23");
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto(service("/report/ui-report.example"));
    await page.waitForSelector("#checks-section:not([hidden])");
    const check = checks().find((candidate) => candidate.snippet) ?? checks().find((candidate) => candidate.fix)!;
    const item = page.locator(`#check-${check.id}`);
    // Folded groups open first, as a reader would.
    await page.$$eval(".checks-view details", (boxes) => boxes.forEach((box) => ((box as HTMLDetailsElement).open = true)));
    const button = item.locator("button.copy");
    await button.click();
    await expect.poll(() => button.textContent()).toBe("Copied");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(check.snippet ?? check.fix);
  });

  it("shows snippets whole: wrapped, never cut off sideways", async () => {
    const { page } = await openPage(browser, "198.51.100.28", { width: 390, height: 844 });
    await page.goto(service("/report/ui-report.example"));
    await page.waitForSelector("#checks-section:not([hidden])");
    await page.$$eval(".checks-view details", (boxes) => boxes.forEach((box) => ((box as HTMLDetailsElement).open = true)));
    const cut = await page.$$eval("pre.snippet", (blocks) => blocks.filter((block) => block.scrollWidth > block.clientWidth + 1).length);
    expect(await page.locator("pre.snippet").count()).toBeGreaterThan(0);
    expect(cut).toBe(0);
  });

  it("downloads the report as JSON", async () => {
    const { page } = await openPage(browser, "198.51.100.29");
    await page.goto(service("/report/ui-report.example"));
    await page.waitForSelector("#checks-section:not([hidden])");
    const [download] = await Promise.all([page.waitForEvent("download"), page.click("#download-json")]);
    expect(download.suggestedFilename()).toBe("ui-report.example-citable-report.json");
    const saved = JSON.parse(await readFile((await download.path())!, "utf8")) as Report;
    expect(saved.score).toBe(report.score);
    expect(saved.categories.flatMap((category) => category.checks).length).toBe(checks().length);
  });

  it("prints a clean PDF: no buttons, filters or navigation; every folded check unfolded", async () => {
    const { page } = await openPage(browser, "198.51.100.30");
    await page.goto(service("/report/ui-report.example"));
    await page.waitForSelector("#checks-section:not([hidden])");
    await page.emulateMedia({ media: "print" });
    for (const selector of [".actions", ".filters", ".site-header nav", "button.copy >> nth=0"]) expect(await page.isHidden(selector), selector).toBe(true);
    const passed = checks().find((check) => check.status === "pass")!;
    expect(await page.isVisible(`#check-${passed.id}`)).toBe(true);
    await page.screenshot({ path: join(SCREENSHOTS, "report-print.png"), fullPage: true });
    const pdf = await page.pdf({ path: join(SCREENSHOTS, "report.pdf"), format: "A4", printBackground: true });
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("offers Analyze again once the analysis is over an hour old, and says when it is still the latest", async () => {
    const { page: fresh } = await openPage(browser, "198.51.100.31");
    await fresh.goto(service("/report/ui-report.example"));
    await fresh.waitForSelector("#checks-section:not([hidden])");
    expect(await fresh.locator("#analyze-again").count()).toBe(0);

    const { page } = await openPage(browser, "198.51.100.32");
    // The reader's clock two hours on: the stored analysis is two hours old to the page (the server's cache still holds it).
    await page.clock.setFixedTime(Date.parse(report.analyzed_at) + 2 * 3_600_000);
    await page.goto(service("/report/ui-report.example"));
    await page.waitForSelector("#checks-section:not([hidden])");
    expect(await page.textContent("#analyzed")).toMatch(/\(2 hours ago\)\.$/);
    await page.click("#analyze-again");
    await page.waitForSelector("#again-message:not([hidden])");
    expect(await page.textContent("#again-message")).toMatch(/^This is still the latest analysis \(2 hours ago\): a site can be analyzed again once its latest analysis is an hour old/);
  });

  it("carries this domain's title, description, Open Graph tags and image, and structured data", async () => {
    const { page } = await openPage(browser, "198.51.100.24");
    await page.goto(service("/report/ui-report.example?ref=agent"));
    const title = `ui-report.example AEO readiness: ${report.score}/100, grade ${report.grade} · Citable`;
    expect(await page.title()).toBe(title);
    expect(await page.getAttribute('meta[property="og:title"]', "content")).toBe(title);
    expect(await page.getAttribute('meta[name="description"]', "content")).toBe(await page.getAttribute('meta[property="og:description"]', "content"));
    expect(await page.getAttribute('link[rel="canonical"]', "href")).toBe(service("/report/ui-report.example"));
    const image = await page.getAttribute('meta[property="og:image"]', "content");
    const card = await fetch(service(image!));
    expect(card.headers.get("content-type")).toBe("image/png");
    expect((await card.arrayBuffer()).byteLength).toBeGreaterThan(1_000);
    expect(await page.getAttribute('meta[name="twitter:card"]', "content")).toBe("summary_large_image");
    const graph = JSON.parse((await page.textContent('script[type="application/ld+json"]')) ?? "") as { "@graph": { "@type": string }[] };
    expect(graph["@graph"].map((node) => node["@type"])).toEqual(["Report", "Organization", "BreadcrumbList"]);
    expect(await page.locator("h1").count()).toBe(1);
  });

  // What makes the first paint fast, asserted without a clock (a timed test fails on a loaded machine): nothing
  // in the head blocks rendering but the one stylesheet, and the heading is drawn before any script runs.
  it("blocks its first paint on nothing but its stylesheet: scripts are modules, the heading stands without them", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { "CF-Connecting-IP": "198.51.100.25" } });
    const page = await context.newPage();
    await page.goto(service("/report/ui-report.example"));
    const blocking = await page.$$eval("head script", (elements) =>
      (elements as HTMLScriptElement[])
        .filter((script) => script.type !== "module" && script.type !== "application/ld+json" && !script.defer && !script.async)
        .map((script) => script.outerHTML),
    );
    expect(blocking).toEqual([]);
    expect(await page.$$eval('head link[rel="stylesheet"]', (links) => links.map((link) => link.getAttribute("href")))).toEqual(["/style.css"]);
    expect(await page.isVisible("h1")).toBe(true);
    await context.close();
  });
});

describe("a domain analyzed only by an agent", () => {
  it("says its analysis came through the API, draws it apart from home-page analyses, and never says there are none", async () => {
    await setSite("ui-agent.example", [{ site: "acme.example" }]);
    const answer = await fetch(service("/api/agent/score?url=ui-agent.example&fast=1"), { headers: { "CF-Connecting-IP": "198.51.100.33" } });
    expect(answer.status).toBe(200);
    const { page } = await openPage(browser, "198.51.100.34");
    await page.goto(service("/report/ui-agent.example"));
    await page.waitForSelector("#checks-section:not([hidden])");
    const history = (await page.textContent("#history")) ?? "";
    expect(history).toMatch(/No analyses started from Citable's home page yet\. The analysis of .+ shown in this report was requested through Citable's API/);
    expect(await page.locator("#history svg rect.other").count()).toBe(1);
    expect(await page.locator("#history svg circle").count()).toBe(0);
    expect(await page.locator("#history .history-legend li").allTextContents()).toEqual(["Started from Citable's home page", "Through the API (an AI agent) or a scheduled refresh"]);
    expect(await page.textContent("#history table tbody td:nth-child(3)")).toBe("Through the API (an AI agent) or a scheduled refresh");
  });
});

describe("render parity of a client-rendered app", () => {
  it("shows both numbers, the verdict in words and the text only a browser shows; screenshot saved", async () => {
    await setSite("ui-spa.example", [{ site: "spa.example" }]);
    expect((await analyzeViaApi({ url: "ui-spa.example" }, "198.51.100.35")).status).toBe(200);
    const spa = (await (await fetch(service("/api/report/ui-spa.example"))).json()) as Report;
    expect(spa.render_parity).toMatchObject({ measured: true, plain_words: 0 });
    const { page, problems } = await openPage(browser, "198.51.100.36");
    await page.goto(service("/report/ui-spa.example"));
    await page.waitForSelector("#overview .facts .parity");
    const row = page.locator("#overview .facts .parity dd");
    expect(await row.locator(".badge.fail").textContent()).toBe("Most only in a browser");
    expect(await row.locator(".parity-numbers").textContent()).toBe(`0 words of main text for crawlers that run no JavaScript; ${spa.render_parity.rendered_words} words in a browser (0%)`);
    expect(await row.locator(".parity-sample").textContent()).toBe(`Only in the browser: “${spa.render_parity.browser_only_sample}”`);
    await page.locator("#overview .facts").screenshot({ path: join(SCREENSHOTS, "report-parity.png") });
    expect(problems).toEqual([]);
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
    await page.waitForSelector("#checks-section:not([hidden])");
    expect(await page.isHidden("#not-analyzed")).toBe(true);
    expect(await page.locator(".checks-view .check").count()).toBeGreaterThan(10);
    expect(await page.locator("#history svg circle").count()).toBe(1);
    expect(problems.filter((problem) => !/404/.test(problem))).toEqual([]);
  });
});
