import { describe, expect, it } from "vitest";
import { checkResult } from "../../test-helpers.ts";
import check from "./canonical-url.ts";

const doc = (head: string) => `<!doctype html><html lang="en"><head><title>Guide</title>${head}</head><body><h1>Guide</h1></body></html>`;
const url = "https://site.example/guide/topic?utm_source=news";

describe("canonical-url", () => {
  it("passes a self-referencing absolute canonical, slash, www and tracking parameters aside", () => {
    const result = checkResult(check, doc('<link rel="canonical" href="https://www.site.example/guide/topic/">'), { url });
    expect(result).toMatchObject({ status: "pass", reason: "canonical-self", params: { source: "<link rel=canonical>", href: "https://www.site.example/guide/topic/" } });
    expect(result.evidence).toBe("The canonical (<link rel=canonical>) names this page: https://www.site.example/guide/topic/.");
  });

  it("accepts the canonical from the Link header", () => {
    expect(checkResult(check, doc(""), { url, headers: { Link: '<https://site.example/guide/topic>; rel="canonical"' } })).toMatchObject({
      status: "pass",
      reason: "canonical-self",
      params: { source: "the Link header" },
    });
  });

  it("warns without a canonical, with a snippet", () => {
    const result = checkResult(check, doc(""), { url });
    expect(result).toMatchObject({ status: "warn", score: 0.5, reason: "no-canonical" });
    expect(result.snippet).toBe('<link rel="canonical" href="https://site.example/guide/topic">');
  });

  it("fails a canonical naming another page", () => {
    expect(checkResult(check, doc('<link rel="canonical" href="https://site.example/guide/">'), { url })).toMatchObject({
      status: "fail",
      reason: "canonical-elsewhere",
      params: { target: "https://site.example/guide/", page: url },
    });
  });

  it("fails canonicals that disagree", () => {
    const result = checkResult(check, doc('<link rel="canonical" href="https://site.example/guide/topic"><link rel="canonical" href="https://site.example/other">'), { url });
    expect(result).toMatchObject({ status: "fail", reason: "conflicting-canonicals", params: { count: 2 } });
    expect(result.params.canonicals).toBe("https://site.example/guide/topic (<link rel=canonical>), https://site.example/other (<link rel=canonical>)");
  });

  it("warns on an http canonical for an https page, and on a relative one", () => {
    expect(checkResult(check, doc('<link rel="canonical" href="http://site.example/guide/topic">'), { url })).toMatchObject({
      status: "warn",
      score: 0.6,
      reason: "canonical-other-scheme",
      params: { scheme: "http", pageScheme: "https" },
    });
    expect(checkResult(check, doc('<link rel="canonical" href="/guide/topic">'), { url })).toMatchObject({
      status: "warn",
      score: 0.8,
      reason: "relative-canonical",
      params: { href: "/guide/topic", target: "https://site.example/guide/topic" },
    });
  });

  it("fails a canonical that is not an http URL", () => {
    expect(checkResult(check, doc('<link rel="canonical" href="javascript:void(0)">'), { url })).toMatchObject({ status: "fail", reason: "canonical-not-http", params: { href: "javascript:void(0)" } });
  });
});
