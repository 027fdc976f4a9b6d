import { describe, expect, it } from "vitest";
import { checkResult } from "../../test-helpers.ts";
import check from "./indexing-directives.ts";

const doc = (head: string, body = `<main><h1>Guide</h1><p>${"Useful text about anvils. ".repeat(20)}</p></main>`) =>
  `<!doctype html><html lang="en"><head><title>Guide</title>${head}</head><body>${body}</body></html>`;

describe("indexing-directives", () => {
  it("passes with no directives, or harmless ones", () => {
    expect(checkResult(check, doc("")).evidence).toBe("Nothing keeps the page out of indexes or quotes. No robots meta tag or X-Robots-Tag header.");
    expect(checkResult(check, doc('<meta name="robots" content="index, follow, max-snippet:-1, max-image-preview:large">')).status).toBe("pass");
    expect(checkResult(check, doc('<meta name="googlebot-news" content="noindex">')).status).toBe("pass");
  });

  it("fails noindex in the robots meta tag", () => {
    const result = checkResult(check, doc('<meta name="robots" content="noindex, follow">'));
    expect(result).toMatchObject({ status: "fail", score: 0 });
    expect(result.evidence).toBe('noindex in <meta name="robots" content="noindex, follow">.');
    expect(result.snippet).toContain("max-snippet:-1");
  });

  it("fails noindex in a Googlebot or Bingbot meta tag, and 'none'", () => {
    expect(checkResult(check, doc('<meta name="googlebot" content="noindex">')).status).toBe("fail");
    expect(checkResult(check, doc('<meta name="BINGBOT" content="none">')).status).toBe("fail");
  });

  it("reads attribute names in any case, as browsers do", () => {
    expect(checkResult(check, doc('<META NAME="ROBOTS" CONTENT="NOINDEX">')).status).toBe("fail");
  });

  it("fails a second, conflicting robots meta tag", () => {
    expect(checkResult(check, doc('<meta name="robots" content="index"><meta name="robots" content="noindex">')).status).toBe("fail");
  });

  it("reads the X-Robots-Tag header, scoped or not", () => {
    expect(checkResult(check, doc(""), { headers: { "X-Robots-Tag": "noindex" } }).evidence).toBe("noindex in X-Robots-Tag: noindex.");
    expect(checkResult(check, doc(""), { headers: { "x-robots-tag": "googlebot: nofollow, nosnippet" } }).status).toBe("fail");
    expect(checkResult(check, doc(""), { headers: { "x-robots-tag": "otherbot: noindex" } }).status).toBe("pass");
    expect(checkResult(check, doc(""), { headers: { "x-robots-tag": "max-snippet: 0" } }).evidence).toBe("max-snippet:0 in X-Robots-Tag: max-snippet: 0.");
  });

  it("fails nosnippet and max-snippet:0, warns on a short max-snippet", () => {
    expect(checkResult(check, doc('<meta name="robots" content="nosnippet">'))).toMatchObject({ status: "fail", score: 0.15 });
    expect(checkResult(check, doc('<meta name="robots" content="max-snippet:0">'))).toMatchObject({ status: "fail", score: 0.15 });
    expect(checkResult(check, doc('<meta name="robots" content="max-snippet:20">'))).toMatchObject({ status: "warn", score: 0.6 });
  });

  it("notes Bing's noarchive and nocache", () => {
    expect(checkResult(check, doc('<meta name="bingbot" content="noarchive">'))).toMatchObject({ status: "warn", score: 0.5 });
    expect(checkResult(check, doc('<meta name="robots" content="nocache">'))).toMatchObject({ status: "warn", score: 0.8 });
  });

  it("fails a passed unavailable_after date, not a future one", () => {
    expect(checkResult(check, doc(""), { headers: { "x-robots-tag": "unavailable_after: 2020-01-01" } }).status).toBe("fail");
    expect(checkResult(check, doc(""), { headers: { "x-robots-tag": "unavailable_after: 2099-01-01" } }).status).toBe("pass");
  });

  it("weighs the share of main text under data-nosnippet", () => {
    const most = `<main><h1>Guide</h1><div data-nosnippet><p>${"Hidden text about anvils. ".repeat(30)}</p></div><p>Short visible part.</p></main>`;
    const result = checkResult(check, doc("", most));
    expect(result.status).toBe("fail");
    expect(result.evidence).toMatch(/^9\d% of the main text is under data-nosnippet/);
    const some = `<main><h1>Guide</h1><p data-nosnippet>${"Hidden. ".repeat(20)}</p><p>${"Visible text about anvils. ".repeat(12)}</p></main>`;
    expect(checkResult(check, doc("", some)).status).toBe("warn");
    const little = `<main><h1>Guide</h1><span data-nosnippet>Price: $5</span><p>${"Visible text about anvils. ".repeat(20)}</p></main>`;
    expect(checkResult(check, doc("", little)).status).toBe("pass");
  });

  it("reports the worst finding first and joins the fixes", () => {
    const result = checkResult(check, doc('<meta name="robots" content="noarchive, noindex">'));
    expect(result.score).toBe(0);
    expect(result.evidence.startsWith("noindex")).toBe(true);
    expect(result.fix).toContain("noindex");
    expect(result.fix).toContain("noarchive");
  });
});
