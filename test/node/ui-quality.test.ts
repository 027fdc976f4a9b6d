// Quality of the pages in a real browser: axe-core finds no serious or critical violation, nothing
// scrolls sideways and no word wraps letter by letter (no table cell narrower than its longest word) on a
// 375 and a 390 px phone and at 1280 px, the methodology lists every check of the registry, and
// screenshots of the home, report, methodology and API pages are saved under test/screenshots/ for
// people to look at.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CATEGORY_NAMES } from "../../scoring/categories.ts";
import { CHECKS } from "../../scoring/checks/index.ts";
import { PAGE_TYPES, typesWith } from "../../scoring/page-types.ts";
import { GRADE_BANDS } from "../../scoring/grades.ts";
import { ENGINE_VERSION } from "../../scoring/version.ts";
import { analyzeViaApi, DESKTOP, launch, openPage, PHONE, SCREENSHOTS, service, setSite } from "./ui-browser.ts";

const AXE_SOURCE = readFile(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Serious and critical violations. axe is evaluated through the DevTools protocol, which the page's CSP does not govern. */
async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(await AXE_SOURCE);
  const violations = await page.evaluate(async () => (await (window as unknown as { axe: { run(): Promise<{ violations: AxeViolation[] }> } }).axe.run()).violations);
  return violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical").map((violation) => `${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

async function homeWithResult(viewport: typeof DESKTOP): Promise<Page> {
  const { page } = await openPage(browser, `198.51.100.${viewport.width === PHONE.width ? 61 : 60}`, viewport);
  await page.goto(service("/"));
  await page.fill("#url", "ui-quality.example");
  await page.press("#url", "Enter");
  await page.waitForSelector("#result:not([hidden])");
  return page;
}

async function report(viewport: typeof DESKTOP): Promise<Page> {
  const { page } = await openPage(browser, "198.51.100.62", viewport);
  await page.goto(service("/report/ui-quality.example"));
  await page.waitForSelector("#checks-section:not([hidden])");
  return page;
}

const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** The phone width of the issue (an iPhone 12 to 15), beside the 375 px of older phones. */
const PHONE_390 = { width: 390, height: 844 };

/**
 * Words split across lines ("Direc/t Answ/er", "hom/e") and table cells narrower than their content,
 * anywhere on the page: each run of letters and digits of up to 24 characters (longer ones may break; an
 * address may break at its punctuation) is measured with a Range, and one drawn on more than one line is
 * reported. Code blocks, which wrap by
 * design, addresses in code too long for a line, and visually hidden text (1 px wide on purpose) are left
 * out; folded <details> are opened first.
 */
function brokenWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    for (const box of document.querySelectorAll("details")) box.open = true;
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest("pre, script, style, .visually-hidden, svg, [hidden]")) continue;
      // An address in code longer than a phone's line must break somewhere; it breaks where it has to.
      const code = parent.closest("code");
      if (code && Math.max(...(code.textContent ?? "").split(/\s+/).map((token) => token.length)) > 30) continue;
      for (const match of (node.textContent ?? "").matchAll(/[\p{L}\p{M}\p{N}_']+/gu)) {
        if (match[0].length > 24 || match[0].length < 2) continue;
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
        if (lines.size > 1) found.push(`"${match[0]}" in <${parent.tagName.toLowerCase()}> over ${lines.size} lines`);
      }
    }
    // A box of its own that scrolls sideways (a table in a scroll region) counts too; code blocks may.
    for (const box of document.querySelectorAll("body *:not(pre)")) {
      const overflow = getComputedStyle(box).overflowX;
      if ((overflow === "auto" || overflow === "scroll") && box.scrollWidth > box.clientWidth + 1) found.push(`<${box.tagName.toLowerCase()} class="${box.className}"> scrolls sideways: ${box.scrollWidth} px in ${box.clientWidth}`);
    }
    for (const cell of document.querySelectorAll("th, td")) {
      if (cell.scrollWidth > cell.clientWidth + 1) found.push(`cell "${cell.textContent?.slice(0, 40)}" is ${cell.clientWidth} px wide for ${cell.scrollWidth} px of content`);
    }
    return found;
  });
}

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
  await setSite("ui-quality.example", [{ site: "acme.example" }]);
  expect((await analyzeViaApi({ url: "ui-quality.example" }, "198.51.100.63")).status).toBe(200);
});
afterAll(() => browser?.close());

describe("accessibility (axe-core)", () => {
  it("the home page, with a result shown, has no serious or critical violation", async () => {
    expect(await axeViolations(await homeWithResult(DESKTOP))).toEqual([]);
  });

  it("the report page has none", async () => {
    expect(await axeViolations(await report(DESKTOP))).toEqual([]);
  });

  it("the report page of a domain never analyzed has none", async () => {
    const { page } = await openPage(browser, "198.51.100.64");
    await page.goto(service("/report/ui-never.example"));
    await page.waitForSelector("#not-analyzed:not([hidden])");
    expect(await axeViolations(page)).toEqual([]);
  });

  it("the methodology page has none", async () => {
    const { page } = await openPage(browser, "198.51.100.65");
    await page.goto(service("/methodology"));
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe("the methodology page", () => {
  it("is generated from the registry: every category and check, grade bands, engine version", async () => {
    const { page, problems } = await openPage(browser, "198.51.100.66");
    await page.goto(service("/methodology"));
    const text = (await page.textContent("main")) ?? "";
    expect(text).toContain("The score measures readiness, not a promise of citations.");
    for (const category of CATEGORY_NAMES) expect(await page.locator("h2", { hasText: category }).count()).toBe(1);
    const listed = await page.locator(".rubric-check h3 code").allTextContents();
    expect(listed.sort()).toEqual(CHECKS.map((check) => check.id).sort());
    for (const check of CHECKS) {
      const entry = (await page.locator(`#check-${check.id}`).locator("..").textContent()) ?? "";
      expect(entry).toContain(check.weight === 0 ? "0: shown as information, never counted" : `${check.weight} points`);
      expect(entry).toContain(check.why);
      expect(entry).toContain(check.appliesTo === "all" ? "every page type" : typesWith(check.appliesTo).join(", "));
      expect(entry).toMatch(check.languageSensitive ? /Language-sensitiveyes/ : /Language-sensitiveno/);
      if (check.source) expect(entry).toContain(check.source);
    }
    for (const band of GRADE_BANDS) expect(await page.locator("#grades ~ table th", { hasText: new RegExp(`^${band.grade}$`) }).count()).toBe(1);
    expect(text).toContain(`engine version ${ENGINE_VERSION}`);
    const jsonLd = JSON.parse((await page.textContent('script[type="application/ld+json"]')) ?? "") as { "@type": string };
    expect(jsonLd["@type"]).toBe("TechArticle");
    expect(problems).toEqual([]);
  });

  it("explains renormalization, adds up, cites public sources and lists what changed per engine version", async () => {
    const { page } = await openPage(browser, "198.51.100.68");
    await page.goto(service("/methodology"));
    const text = (await page.textContent("main")) ?? "";
    expect(text).toMatch(/divided by their sum, so the shares always add up to 100%/);
    const totals = await page.locator("table.weights tfoot td").allTextContents();
    expect(totals.length).toBe(PAGE_TYPES.length);
    expect(new Set(totals)).toEqual(new Set(["100"]));
    // Every column of the table sums to its total.
    for (let column = 0; column < PAGE_TYPES.length; column++) {
      const cells = await page.locator(`table.weights tbody tr td:nth-of-type(${column + 1})`).allTextContents();
      expect(cells.reduce((sum, cell) => sum + (cell === "—" ? 0 : Number(cell)), 0), PAGE_TYPES[column]).toBe(100);
    }
    expect(text).not.toMatch(/\.md\b|AEO-CHECKS/);
    const evidence = (await page.locator(".evidence-note").allTextContents()).join("\n");
    expect(evidence).toMatch(/ai-training-crawlers 0\.0 points of 100/);
    expect(evidence).toMatch(/llms-txt 0\.\d points of 100/);
    expect(evidence).toContain("Aggarwal et al., GEO");
    const versions = await page.locator(".engine-change h3").allTextContents();
    expect(versions[0]).toContain(`Engine version ${ENGINE_VERSION}`);
    expect(versions.length).toBe(ENGINE_VERSION);
  });
});

describe("on a phone and a desktop, and screenshots", () => {
  it("the home page fits the phone; screenshots saved", async () => {
    const desktop = await homeWithResult(DESKTOP);
    await desktop.screenshot({ path: join(SCREENSHOTS, "home-desktop.png"), fullPage: true });
    const phone = await homeWithResult(PHONE);
    expect(await scrollsSideways(phone)).toBe(false);
    // Every tab in view: none hidden behind a sideways scroll.
    expect(await phone.$eval('[role="tablist"]', (tabs) => tabs.scrollWidth <= tabs.clientWidth)).toBe(true);
    await phone.screenshot({ path: join(SCREENSHOTS, "home-phone.png"), fullPage: true });
  });

  it("the report page fits the phone; screenshots saved", async () => {
    // The whole page, and its first screen (what a visitor sees before scrolling).
    const desktop = await report(DESKTOP);
    await desktop.screenshot({ path: join(SCREENSHOTS, "report-desktop.png"), fullPage: true });
    await desktop.screenshot({ path: join(SCREENSHOTS, "report-desktop-top.png") });
    const phone = await report(PHONE_390);
    expect(await scrollsSideways(phone)).toBe(false);
    await phone.screenshot({ path: join(SCREENSHOTS, "report-phone.png"), fullPage: true });
    await phone.screenshot({ path: join(SCREENSHOTS, "report-phone-top.png") });
  });

  it("the methodology page fits the phone", async () => {
    const { page } = await openPage(browser, "198.51.100.67", PHONE);
    await page.goto(service("/methodology"));
    expect(await scrollsSideways(page)).toBe(false);
  });

  for (const [name, viewport] of [["375 px", PHONE], ["390 px", PHONE_390], ["1280 px", DESKTOP]] as const) {
    it(`at ${name}, no page scrolls sideways and no word or table cell wraps letter by letter`, async () => {
      const { page } = await openPage(browser, `198.51.100.${viewport.width === DESKTOP.width ? 69 : viewport.width === PHONE.width ? 70 : 71}`, viewport);
      const problems: string[] = [];
      for (const path of ["/", "/methodology", "/api-docs", "/report/ui-quality.example", "/report/ui-never.example"]) {
        await page.goto(service(path));
        if (path === "/report/ui-quality.example") await page.waitForSelector("#checks-section:not([hidden])");
        if (path === "/report/ui-never.example") await page.waitForSelector("#not-analyzed:not([hidden])");
        if (await scrollsSideways(page)) problems.push(`${path} scrolls sideways`);
        problems.push(...(await brokenWords(page)).map((problem) => `${path}: ${problem}`));
        if (viewport === PHONE_390 && path === "/methodology") {
          await page.screenshot({ path: join(SCREENSHOTS, "methodology-phone.png") });
          await page.locator("table.weights").screenshot({ path: join(SCREENSHOTS, "methodology-phone-weights.png") });
        }
        if (viewport === PHONE_390 && path === "/api-docs") await page.screenshot({ path: join(SCREENSHOTS, "api-docs-phone.png"), fullPage: true });
        if (viewport === DESKTOP && path === "/methodology") {
          await page.locator("table.weights").screenshot({ path: join(SCREENSHOTS, "methodology-desktop-weights.png") });
        }
      }
      expect(problems).toEqual([]);
    });
  }
});
