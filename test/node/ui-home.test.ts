// The home page in headless Chromium: a website address, pasted HTML and pasted text scored and shown in
// place with progress in words (pasted input with its full report when the answer carries one), and every
// error (400, 413, 422, 429) in plain words.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyze, type Report } from "../../scoring/index.ts";
import { analyzeViaApi, launch, openPage, requestsTo, SCREENSHOTS, service, setSite } from "./ui-browser.ts";
import { UI_RATE_LIMIT } from "./ui-setup.ts";

const ACME_HTML = new URL("../fixtures/sites/acme.example/index.html", import.meta.url);

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

interface AnalyzeResult {
  url: string | null;
  score: number;
  grade: string;
  summary: string;
  category_scores: Record<string, number>;
  top_fixes: { title: string }[];
  full_report: string | null;
}

describe("scoring a website by address", () => {
  it("shows what is happening while it runs, then the result in place", async () => {
    // The home page answers after 1.5 s, so the progress is on screen long enough to be seen.
    await setSite("ui-slow.example", [{ path: "/", site: "acme.example", delayMs: 1_500 }, { site: "acme.example" }]);
    const { page, dialogs, problems } = await openPage(browser, "198.51.100.1");
    await page.goto(service("/"));
    await page.fill("#url", "https://www.ui-slow.example/pricing");
    const answer = page.waitForResponse((response) => response.url().endsWith("/api/analyze"));
    await page.press("#url", "Enter");
    await expect.poll(() => page.textContent("#progress")).toContain("Fetching ui-slow.example's home page");
    expect(await page.isVisible("#progress progress")).toBe(true);
    const data = (await (await answer).json()) as AnalyzeResult;
    await page.waitForSelector("#result:not([hidden])");
    expect(await page.isHidden("#progress")).toBe(true);

    expect(await page.textContent("#result-title")).toBe("ui-slow.example");
    expect(await page.textContent("#result .score-value")).toBe(String(data.score));
    expect(await page.textContent("#result .grade")).toBe(`Grade ${data.grade}`);
    expect(await page.textContent("#result .summary")).toBe(data.summary);
    expect(await page.locator("#result .bars li").allTextContents()).toEqual(
      Object.entries(data.category_scores).map(([name, score]) => `${name}${score} out of 100, ${score >= 90 ? "Good" : score >= 50 ? "Needs work" : "Poor"}`),
    );
    expect(await page.textContent("#result .knowledge")).toMatch(/^AI knowledge: An AI model (does not )?recognizes? this site/);
    expect(await page.locator("#result .top-fixes li").count()).toBe(data.top_fixes.length);
    expect(await page.textContent("#result .meta")).toBe("Analyzed just now.");
    expect(await page.textContent("#result")).not.toMatch(/\b(null|undefined|NaN)\b|\[object/);
    expect(await page.getAttribute("#result .report-link a", "href")).toBe(data.full_report);
    expect(data.full_report).toBe(service("/report/ui-slow.example"));
    expect(dialogs).toEqual([]);
    expect(problems).toEqual([]);
  });

  it("a second look within 24 h is the cached result, with its age", async () => {
    await setSite("ui-again.example", [{ site: "acme.example" }]);
    expect((await analyzeViaApi({ url: "ui-again.example" }, "198.51.100.2")).status).toBe(200);
    const { page } = await openPage(browser, "198.51.100.3");
    await page.goto(service("/?url=ui-again.example"));
    expect(await page.inputValue("#url")).toBe("ui-again.example");
    await page.click("#form-url button[type=submit]");
    await page.waitForSelector("#result:not([hidden])");
    expect(await page.textContent("#result .meta")).toMatch(/^From cache: analyzed (just now|\d+ seconds? ago|1 minute ago)\. Cached results are free/);
  });
});

describe("scoring pasted input", () => {
  it("scores pasted HTML in place, with no report link, fetching and storing nothing", async () => {
    const { page, dialogs } = await openPage(browser, "198.51.100.4");
    await page.goto(service("/"));
    await page.click("#tab-html");
    expect(await page.isVisible("#form-html")).toBe(true);
    expect(await page.isHidden("#form-url")).toBe(true);
    await page.locator("#html").fill(await readFile(ACME_HTML, "utf8"));
    await page.fill("#html-url", "https://ui-pasted.example/");
    await page.click("#form-html button[type=submit]");
    await page.waitForSelector("#result:not([hidden])");
    expect(await page.textContent("#result-title")).toBe("Pasted HTML for https://ui-pasted.example/");
    expect(await page.textContent("#result .meta")).toBe("Scored just now. Nothing was fetched or stored.");
    expect(await page.textContent("#result .summary")).toMatch(/^ui-pasted\.example scores \d+\/100/);
    expect(await page.locator("#result .bars li").count()).toBeGreaterThan(3);
    expect(await page.locator("#result .report-link").count()).toBe(0);
    expect(await requestsTo("ui-pasted.example")).toEqual([]);
    expect((await fetch(service("/api/report/ui-pasted.example"))).status).toBe(404);
    expect(dialogs).toEqual([]);
  });

  it("scores pasted text, reaching the tab by keyboard", async () => {
    const { page } = await openPage(browser, "198.51.100.5");
    await page.goto(service("/"));
    await page.focus("#tab-url");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("tab-text");
    expect(await page.getAttribute("#tab-text", "aria-selected")).toBe("true");
    expect(await page.isVisible("#form-text")).toBe(true);
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("text");
    await page.keyboard.type(
      "Widgets are small tools for workshops. A widget costs 12 dollars and lasts ten years, and most owners keep theirs for longer than that.\n\n" +
        "Acme has made widgets in Ohio since 1999. Every widget is tested by hand before it ships, and repairs are free for the first year after purchase.",
    );
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await page.waitForSelector("#result:not([hidden])");
    expect(await page.textContent("#result-title")).toBe("Pasted text");
    expect(await page.textContent("#result .summary")).toMatch(/^The pasted text scores \d+\/100/);
  });
});

describe("the full report of pasted input, in place", () => {
  // POST /api/analyze answers a paste with its top fixes only; its full report is not in the answer yet (a
  // field the Worker would add: `report`). The page shows the full report when the answer carries one, so
  // here the service's real answer is completed with the report the scoring library makes of the same
  // input, exactly as the Worker's paste path makes it (services/paste.ts: readVia "paste").
  const TEXT =
    "Widgets are small tools for workshops. A widget costs 12 dollars and lasts ten years, and most owners keep theirs for longer than that.\n\n" +
    "Acme has made widgets in Ohio since 1999. Every widget is tested by hand before it ships, and repairs are free for the first year after purchase.";

  for (const kind of ["html", "text"] as const) {
    it(`pasted ${kind}: every check with its evidence, fix and snippet; "not checked" where the input was not given`, async () => {
      const html = await readFile(ACME_HTML, "utf8");
      const { page, problems } = await openPage(browser, kind === "html" ? "198.51.100.11" : "198.51.100.12");
      let report: Report | undefined;
      await page.route("**/api/analyze", async (route) => {
        const response = await route.fetch();
        const answer = (await response.json()) as { analyzed_at: string };
        const input = kind === "html" ? { html, url: "https://ui-pasted-full.example/" } : { text: TEXT, url: "https://pasted.invalid/" };
        report = analyze({ ...input, now: new Date(answer.analyzed_at), readVia: "paste" });
        await route.fulfill({ response, json: { ...answer, report } });
      });
      await page.goto(service("/"));
      if (kind === "html") {
        await page.click("#tab-html");
        await page.locator("#html").fill(html);
        await page.fill("#html-url", "https://ui-pasted-full.example/");
      } else {
        await page.click("#tab-text");
        await page.fill("#text", TEXT);
      }
      await page.click(`#form-${kind} button[type=submit]`);
      await page.waitForSelector("#result:not([hidden]) .checks-view");
      const checks = report!.categories.flatMap((category) => category.checks);
      const notChecked = checks.filter((check) => check.status === "not_checked");
      expect(notChecked.length).toBeGreaterThan(0);
      expect(await page.locator("#result .check").count()).toBe(checks.length);
      expect(await page.locator("#result .evidence").count()).toBe(checks.length);
      expect(await page.locator("#result .fix").count()).toBe(checks.filter((check) => check.fix).length);
      expect(await page.locator("#result pre.snippet").count()).toBe(checks.filter((check) => check.fix && check.snippet).length);
      expect(await page.locator("#result .badge.not_checked").allTextContents()).toEqual(notChecked.map(() => "Not checked"));
      expect(await page.textContent('#result details[data-group="not-checked"] > summary')).toBe(`Not checked: their inputs were not given (${notChecked.length})`);
      for (const check of notChecked) expect(await page.textContent(`#check-${check.id} .evidence`)).toMatch(/^Not checked: /);
      expect(await page.locator("#result .report-link").count()).toBe(0);
      expect(await page.textContent("#result")).not.toMatch(/\b(null|undefined|NaN)\b|\[object/);
      const [download] = await Promise.all([page.waitForEvent("download"), page.click("#result button:has-text('Download JSON')")]);
      expect(JSON.parse(await readFile((await download.path())!, "utf8"))).toEqual(JSON.parse(JSON.stringify(report)));
      // Printed, the result stands alone: no forms, no introduction, no buttons.
      await page.emulateMedia({ media: "print" });
      for (const selector of [".tabs", "h1", "#result .actions", "#result .filters"]) expect(await page.isHidden(selector), selector).toBe(true);
      expect(await page.isVisible(`#check-${notChecked[0]!.id}`)).toBe(true);
      await page.emulateMedia({ media: "screen" });
      expect(problems).toEqual([]);
      if (kind === "html") await page.screenshot({ path: join(SCREENSHOTS, "home-paste-report.png"), fullPage: true });
    });
  }
});

describe("errors, in plain words", () => {
  async function errorFor(ip: string, act: (page: import("playwright-core").Page) => Promise<void>): Promise<string> {
    const { page } = await openPage(browser, ip);
    await page.goto(service("/"));
    await act(page);
    await page.waitForSelector("#error:not([hidden])");
    const text = (await page.textContent("#error")) ?? "";
    expect(text).not.toMatch(/[{}"]|retryAfter|detail/);
    expect(await page.isHidden("#result")).toBe(true);
    return text;
  }

  it("an empty address asks for one, without a request", async () => {
    expect(await errorFor("198.51.100.6", (page) => page.click("#form-url button[type=submit]"))).toBe("Enter a domain such as example.com or a full address.");
  });

  it("400: an address that is not a website", async () => {
    const text = await errorFor("198.51.100.7", async (page) => {
      await page.fill("#url", "localhost");
      await page.press("#url", "Enter");
    });
    expect(text).toMatch(/^That does not look like a website address\. Enter a domain such as example\.com/);
  });

  it("422: a site that cannot be fetched, with the reason", async () => {
    const text = await errorFor("198.51.100.8", async (page) => {
      await page.fill("#url", "down.example");
      await page.press("#url", "Enter");
    });
    expect(text).toMatch(/^We could not fetch this site\. It may be down, or it may be blocking automated access\. Reason: HTTP 503\b.*\.$/);
  });

  it("422: pasted text too short to judge, with how many words it had and needs", async () => {
    const text = await errorFor("198.51.100.4", async (page) => {
      await page.click("#tab-text");
      await page.fill("#text", "Just a few words here.");
      await page.click("#form-text button[type=submit]");
    });
    expect(text).toBe("The pasted content has too little text to judge. Paste the whole page, or at least a few paragraphs. It has 5 words of text; at least 50 are needed to judge it.");
  });

  it("413: pasted content past 1 MiB", async () => {
    const text = await errorFor("198.51.100.9", async (page) => {
      await page.click("#tab-text");
      await page.$eval("#text", (area) => ((area as HTMLTextAreaElement).value = "word ".repeat(220_000)));
      await page.click("#form-text button[type=submit]");
    });
    expect(text).toMatch(/^The pasted content is too large: at most 1,048,576 characters \(1 MiB\) are scored\. Paste the page's own HTML/);
  });

  it("429: the hourly limit, with when to retry", async () => {
    const ip = "198.51.100.10";
    for (let i = 0; i < UI_RATE_LIMIT; i++) expect((await analyzeViaApi({ url: `ui-missing-${i}.example` }, ip)).status).toBe(422);
    await setSite("ui-limited.example", [{ site: "acme.example" }]);
    const text = await errorFor(ip, async (page) => {
      await page.fill("#url", "ui-limited.example");
      await page.press("#url", "Enter");
    });
    expect(text).toMatch(/^Rate limit reached: fresh analyses from your IP address are limited per hour\. Cached results stay free\. Retry next hour\. You can try again in about (a minute|\d+ minutes) \(at [^)]+\)\.$/);
    expect(await requestsTo("ui-limited.example")).toEqual([]);
  });
});
