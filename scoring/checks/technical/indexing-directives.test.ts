import { describe, expect, it } from "vitest";
import { checkResult } from "../../test-helpers.ts";
import check from "./indexing-directives.ts";

const doc = (head: string, body = `<main><h1>Guide</h1><p>${"Useful text about anvils. ".repeat(20)}</p></main>`) =>
  `<!doctype html><html lang="en"><head><title>Guide</title>${head}</head><body>${body}</body></html>`;

describe("indexing-directives", () => {
  it("passes with no directives, or harmless ones", () => {
    expect(checkResult(check, doc(""))).toMatchObject({ status: "pass", reason: "no-directives" });
    expect(checkResult(check, doc('<meta name="robots" content="index"><meta name="googlebot" content="follow">'))).toMatchObject({
      status: "pass",
      reason: "harmless-directives",
      params: { sources: '<meta name="robots" content="index">; <meta name="googlebot" content="follow">' },
    });
    expect(checkResult(check, doc('<meta name="robots" content="index, follow, max-snippet:-1, max-image-preview:large">')).reason).toBe("harmless-directives");
    expect(checkResult(check, doc('<meta name="googlebot-news" content="noindex">')).reason).toBe("no-directives");
  });

  it("fails noindex in the robots meta tag", () => {
    const result = checkResult(check, doc('<meta name="robots" content="noindex, follow">'));
    expect(result).toMatchObject({ status: "fail", score: 0, reason: "restrictive-directives", details: ["noindex"] });
    expect(result.evidence).toBe('noindex in <meta name="robots" content="noindex, follow">.');
    expect(result.fix).toBe('Remove "noindex" from <meta name="robots" content="noindex, follow">: it keeps the page out of search indexes and so out of AI answers.');
    expect(result.snippet).toContain("max-snippet:-1");
  });

  it("fails noindex in a Googlebot or Bingbot meta tag, and 'none'", () => {
    expect(checkResult(check, doc('<meta name="googlebot" content="noindex">'))).toMatchObject({ status: "fail", details: ["noindex"] });
    expect(checkResult(check, doc('<meta name="BINGBOT" content="none">'))).toMatchObject({ status: "fail", details: ["noindex"] });
  });

  it("reads attribute names in any case, as browsers do", () => {
    expect(checkResult(check, doc('<META NAME="ROBOTS" CONTENT="NOINDEX">'))).toMatchObject({ status: "fail", details: ["noindex"] });
  });

  it("fails a second, conflicting robots meta tag", () => {
    expect(checkResult(check, doc('<meta name="robots" content="index"><meta name="robots" content="noindex">'))).toMatchObject({ status: "fail", details: ["noindex"] });
  });

  it("reads the X-Robots-Tag header, scoped or not, and offers no meta tag for it", () => {
    const header = checkResult(check, doc(""), { headers: { "X-Robots-Tag": "noindex" } });
    expect(header).toMatchObject({ status: "fail", details: ["noindex"], snippet: undefined });
    expect(checkResult(check, doc(""), { headers: { "x-robots-tag": "googlebot: nofollow, nosnippet" } })).toMatchObject({ status: "fail", details: ["nosnippet"] });
    expect(checkResult(check, doc(""), { headers: { "x-robots-tag": "otherbot: noindex" } })).toMatchObject({ status: "pass", reason: "harmless-directives" });
    expect(checkResult(check, doc(""), { headers: { "x-robots-tag": "max-snippet: 0" } })).toMatchObject({ status: "fail", details: ["max-snippet-zero"] });
  });

  it("fails nosnippet and max-snippet:0, warns on a short max-snippet", () => {
    expect(checkResult(check, doc('<meta name="robots" content="nosnippet">'))).toMatchObject({ status: "fail", score: 0.15, details: ["nosnippet"] });
    expect(checkResult(check, doc('<meta name="robots" content="max-snippet:0">'))).toMatchObject({ status: "fail", score: 0.15, details: ["max-snippet-zero"] });
    expect(checkResult(check, doc('<meta name="robots" content="max-snippet:20">'))).toMatchObject({ status: "warn", score: 0.6, details: ["short-max-snippet"] });
  });

  it("notes Bing's noarchive and nocache", () => {
    expect(checkResult(check, doc('<meta name="bingbot" content="noarchive">'))).toMatchObject({ status: "warn", score: 0.5, details: ["noarchive"] });
    expect(checkResult(check, doc('<meta name="robots" content="nocache">'))).toMatchObject({ status: "warn", score: 0.8, details: ["nocache"] });
  });

  it("fails a passed unavailable_after date, not a future one", () => {
    expect(checkResult(check, doc(""), { headers: { "x-robots-tag": "unavailable_after: 2020-01-01" } })).toMatchObject({ status: "fail", details: ["unavailable-after-passed"] });
    expect(checkResult(check, doc(""), { headers: { "x-robots-tag": "unavailable_after: 2099-01-01" } }).status).toBe("pass");
  });

  it("weighs the share of main text under data-nosnippet", () => {
    const most = `<main><h1>Guide</h1><div data-nosnippet><p>${"Hidden text about anvils. ".repeat(30)}</p></div><p>Short visible part.</p></main>`;
    const result = checkResult(check, doc("", most));
    expect(result).toMatchObject({ status: "fail", score: 0.3, details: ["nosnippet-text-most"], snippet: undefined });
    const some = `<main><h1>Guide</h1><p data-nosnippet>${"Hidden. ".repeat(20)}</p><p>${"Visible text about anvils. ".repeat(12)}</p></main>`;
    expect(checkResult(check, doc("", some))).toMatchObject({ status: "warn", details: ["nosnippet-text-some"] });
    const little = `<main><h1>Guide</h1><span data-nosnippet>Price: $5</span><p>${"Visible text about anvils. ".repeat(20)}</p></main>`;
    expect(checkResult(check, doc("", little)).status).toBe("pass");
  });

  it("reports the worst finding first and joins the fixes", () => {
    const result = checkResult(check, doc('<meta name="robots" content="noarchive, noindex">'));
    expect(result).toMatchObject({ score: 0, details: ["noindex", "noarchive"] });
    expect(result.fix).toContain("noindex");
    expect(result.fix).toContain("noarchive");
  });

  it("reports a directive repeated in one place once", () => {
    const result = checkResult(check, doc(""), { headers: { "x-robots-tag": "googlebot: noindex, bingbot: noindex" } });
    expect(result).toMatchObject({ details: ["noindex"] });
  });
});
