import { describe, expect, it } from "vitest";
import { checkResult } from "../../test-helpers.ts";
import check from "./reachability.ts";

const article = `<main><h1>Anvils</h1><p>${"Anvils are forged from tool steel. ".repeat(30)}</p></main>`;
const cloudflare = `<!doctype html><html><head><title>Just a moment...</title></head><body><p>Checking your browser before accessing the site.</p><script>location.reload()</script></body></html>`;

describe("reachability", () => {
  it("passes a page with its own content", () => {
    expect(checkResult(check, article)).toMatchObject({ status: "pass", reason: "reachable", params: { chars: 1_056 } });
  });

  it("fails a Cloudflare interstitial, naming the marker", () => {
    const result = checkResult(check, cloudflare);
    expect(result).toMatchObject({ status: "fail", score: 0, reason: "bot-challenge", params: { challenge: 'Cloudflare "Just a moment..." title' } });
    expect(result.evidence).toBe('The page read is a bot challenge, not the site: Cloudflare "Just a moment..." title. Nothing on it was graded as the site\'s content.');
    expect(result.fix).toContain("verified");
  });

  it("fails on Cloudflare's cf-mitigated header whatever the body", () => {
    expect(checkResult(check, article, { headers: { "CF-Mitigated": "challenge" } })).toMatchObject({ status: "fail", reason: "bot-challenge", params: { challenge: "cf-mitigated: challenge header (Cloudflare)" } });
  });

  it("fails a DataDome wall read from the parsed page", () => {
    const datadome = `<!doctype html><html><head><title>a.example</title></head><body><p>Please enable JS and disable any ad blocker</p><script src="https://ct.captcha-delivery.com/c.js"></script></body></html>`;
    expect(checkResult(check, datadome)).toMatchObject({ reason: "bot-challenge", params: { challenge: "DataDome (captcha-delivery.com)" } });
  });

  it("fails softly when only the plain fetch was walled and a browser got through", () => {
    expect(checkResult(check, article, { readVia: "browser", plainHtml: cloudflare })).toMatchObject({ status: "fail", score: 0.25, reason: "plain-fetch-challenged" });
  });

  it("passes a browser-rendered page whose plain fetch was the page too", () => {
    expect(checkResult(check, article, { readVia: "browser", plainHtml: `<html><body>${article}</body></html>` })).toMatchObject({ status: "pass", reason: "reachable" });
  });

  it("passes a real article that carries a vendor's sensor script", () => {
    const withSensor = `${article}<script src="/cdn-cgi/challenge-platform/scripts/jsd/main.js"></script>`;
    expect(checkResult(check, withSensor).status).toBe("pass");
  });
});

describe("reachability on pasted input", () => {
  it("is not checked on a pasted page; fails a built file that is a challenge", () => {
    expect(checkResult(check, article, { readVia: "paste" }).status).toBe("not_checked");
    expect(checkResult(check, cloudflare, { readVia: "file" })).toMatchObject({ status: "fail", reason: "bot-challenge" });
  });

  it("fails, like a challenge, when only a browser got past a plain fetch's refusal status", () => {
    const result = checkResult(check, article, { readVia: "browser", plainHtml: "<p>Too many requests from your network.</p>", plainStatus: 429 });
    expect(result).toMatchObject({ status: "fail", reason: "plain-fetch-refused", params: { status: 429 } });
    expect(result.score).toBeGreaterThan(0);
  });
});
