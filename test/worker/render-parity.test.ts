// Render parity end to end (issue 15 item 4): what a crawler without JavaScript reads of a home page against
// what the real local Chromium shows, measured when the page is rendered anyway (an empty shell, a wall) and
// when the plain HTML looks client-rendered, never for a page that looks server-rendered, and with one
// browser session per analysis at most (counted by the fixture server, which traces each browser request
// to its Chromium profile).
import { describe, expect, inject, it } from "vitest";
import type { Report } from "../../scoring/report.ts";
import { callWorker, requestsTo, score, setSite, simplePage } from "./helpers.ts";

const fixtures = inject("fixtureOrigin");

let ipCounter = 0;
/** A fresh client IP per analysis, so the hourly limit never decides these outcomes. */
const nextIp = () => `198.19.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

async function analyzed(host: string): Promise<Report> {
  const response = await score(host, { fast: true, ip: nextIp() });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await (await callWorker(`/api/report/${host}`)).json()) as Report;
}

const check = (report: Report, id: string) => report.categories.flatMap((category) => category.checks).find((item) => item.id === id)!;

/** Chromium sessions that asked the fixture server for `host` (rules with trackBrowser). */
async function browserSessions(host: string): Promise<number> {
  return ((await (await fetch(`${fixtures}/__browser-processes?host=${host}`)).json()) as unknown[]).length;
}

/** Requests for the home page itself: the plain fetch and each browser navigation. */
async function homeRequests(host: string): Promise<number> {
  return (await requestsTo(host)).filter((request) => request.path === "/").length;
}

describe("render parity", () => {
  it("a client-rendered app (an empty #root shell): rendered once, the text only the browser sees sampled, judged a failure", async () => {
    await setSite("sparrow-app.example", [{ site: "spa.example", trackBrowser: true }]);
    const report = await analyzed("sparrow-app.example");
    expect(report.page.read_via).toBe("browser");
    expect(report.render_parity).toMatchObject({ measured: true, reason: "compared", plain_words: 0, rendered_words: report.page.word_count, ratio: 0 });
    expect(report.page.word_count).toBeGreaterThan(20);
    expect(report.render_parity!.browser_only_sample).toMatch(/^Sparrow is a budgeting app for teams of 2 to 50 people\./);
    expect(check(report, "server-rendered-content")).toMatchObject({ status: "fail", reason: "browser-only-most", details: ["plain-shell", "browser-only-sample"] });
    expect(await browserSessions("sparrow-app.example")).toBe(1);
    expect(await homeRequests("sparrow-app.example")).toBe(2);
  });

  it("a readable page whose main text arrives by script: scored as crawlers read it, rendered once to compare", async () => {
    const report = await analyzed("islands.example");
    expect(report.page.read_via).toBe("fetch");
    const parity = report.render_parity!;
    expect(parity).toMatchObject({ measured: true, reason: "compared", plain_words: report.page.word_count });
    expect(parity.rendered_words!).toBeGreaterThan(5 * parity.plain_words!);
    expect(parity.browser_only_sample).toMatch(/^Each spade, fork and trowel is hot-forged/);
    expect(parity.detail).toBe(`Without JavaScript the HTML holds ${parity.plain_words} words of main text; a browser shows ${parity.rendered_words} words (${Math.round(parity.ratio! * 100)}%).`);
    expect(check(report, "server-rendered-content")).toMatchObject({ status: "fail", reason: "browser-only-most", details: ["browser-only-sample"] });
    expect(await browserSessions("islands.example")).toBe(1);
    expect(await homeRequests("islands.example")).toBe(2);
  });

  it("a page that looks server-rendered is not rendered just for this: not measured, and why", async () => {
    await setSite("plain-shop.example", [{ path: "/", body: simplePage("Plain Shop"), trackBrowser: true }]);
    const report = await analyzed("plain-shop.example");
    expect(report.page.read_via).toBe("fetch");
    expect(report.render_parity).toMatchObject({ measured: false, reason: "looks-server-rendered", plain_words: null, rendered_words: null, ratio: null });
    expect(report.render_parity!.detail).toMatch(/^Not measured: the plain HTML looks server-rendered \(\d+ characters of main text\)/);
    expect(check(report, "server-rendered-content").reason).toBe("short-server-rendered");
    expect(await browserSessions("plain-shop.example")).toBe(0);
    expect(await homeRequests("plain-shop.example")).toBe(1);
  });

  it("the same server-rendered text behind a client-side mount: rendered, and parity passes", async () => {
    const body = simplePage("Twin Shop").replace("</main>", '</main><div id="root"></div>');
    await setSite("twin-shop.example", [{ path: "/", body, trackBrowser: true }]);
    const report = await analyzed("twin-shop.example");
    expect(report.render_parity).toMatchObject({ measured: true, reason: "compared", plain_words: report.page.word_count, rendered_words: report.page.word_count, ratio: 1, browser_only_sample: null });
    expect(check(report, "server-rendered-content")).toMatchObject({ status: "pass", reason: "render-parity" });
    expect(await browserSessions("twin-shop.example")).toBe(1);
  });

  it("behind a bot wall the browser's render is measured against the wall, which reachability judges, not this check", async () => {
    await setSite("walled-garden.example", [{ path: "/", site: "challenge.example", challenge: true, trackBrowser: true }]);
    const report = await analyzed("walled-garden.example");
    expect(report.page.read_via).toBe("browser");
    expect(report.render_parity).toMatchObject({ measured: true, reason: "plain-walled", rendered_words: report.page.word_count });
    expect(check(report, "server-rendered-content")).toMatchObject({ status: "not_checked", reason: "plain-fetch-walled" });
    expect(check(report, "reachability").reason).toBe("plain-fetch-challenged");
    expect(await browserSessions("walled-garden.example")).toBe(1);
  });

  it("when the browser cannot render a page that looks client-rendered: scored as fetched, not measured with the browser's reason", async () => {
    // The plain fetch gets the page; the browser that follows gets a server error.
    await setSite("broken-islands.example", [
      { path: "/", site: "islands.example", file: "page.html", times: 1 },
      { path: "/", status: 500, body: "<h1>Server error</h1>" },
    ]);
    const report = await analyzed("broken-islands.example");
    expect(report.page.read_via).toBe("fetch");
    expect(report.render_parity).toMatchObject({ measured: false, reason: "render-failed", detail: "Not measured: the browser could not render the page (HTTP 500 in a browser)." });
    expect(check(report, "server-rendered-content")).toMatchObject({ status: "warn", reason: "thin-beside-app-markers" });
    expect(await homeRequests("broken-islands.example")).toBe(2);
  });
});
