// A site whose home page needed a browser (issue 14): its sampled pages, walled off from plain fetches too,
// are rendered in one browser session beside each other; a page the browser cannot read either is failed.
import { describe, expect, it } from "vitest";
import { ReportSchema } from "../../scoring/index.ts";
import { callWorker, requestsTo, score, setSite } from "./helpers.ts";

describe("the sample of a site behind a bot wall", () => {
  it("renders the pages plain fetches could not read, in the browser, and scores them", async () => {
    // nositemap.example's pages under another name, each answering 403 to anything but a real browser.
    await setSite("walled-sample.example", [{ browserOnly: true, trackBrowser: true, site: "nositemap.example" }]);
    const response = await score("walled-sample.example", { fast: true, ip: "198.19.200.1" });
    expect(response.status, await response.clone().text()).toBe(200);
    const report = ReportSchema.parse(await (await callWorker("/api/report/walled-sample.example")).json());
    expect(report.pages!.map((page) => [new URL(page.url).pathname, page.read_via, page.failed])).toEqual([
      ["/", "browser", null],
      ["/team/", "browser", null],
      ["/services/", "browser", null],
      ["/case-studies/retired-page/", null, expect.stringMatching(/^HTTP 403\b.*; HTTP 404 in a browser$/)],
    ]);
    // One browser session for the three sampled pages, another for the home page: two in all.
    const sessions = new Set((await requestsTo("walled-sample.example")).flatMap((request) => ("browser" in request && request.browser ? [request.browser] : [])));
    expect(sessions.size).toBeLessThanOrEqual(2);
  }, 60_000);
});
