import { describe, expect, it } from "vitest";
import { checkResult } from "../../test-helpers.ts";
import check from "./hreflang.ts";

const url = "https://site.example/en/guide";
const doc = (links: [string, string][]) =>
  `<!doctype html><html lang="en"><head><title>Guide</title>${links.map(([lang, href]) => `<link rel="alternate" hreflang="${lang}" href="${href}">`).join("")}</head><body><h1>Guide</h1></body></html>`;
const good: [string, string][] = [
  ["en", "https://site.example/en/guide"],
  ["de-DE", "https://site.example/de/anleitung"],
  ["es-419", "https://site.example/es/guia"],
  ["zh-Hant-TW", "https://site.example/tw/guide"],
  ["x-default", "https://site.example/guide"],
];

describe("hreflang", () => {
  it("skips a single-locale page", () => {
    expect(checkResult(check, doc([]), { url }).status).toBe("skipped");
  });

  it("passes a complete set", () => {
    expect(checkResult(check, doc(good), { url })).toMatchObject({
      status: "pass",
      evidence: "5 hreflang alternates (en, de-de, es-419, zh-hant-tw, x-default): absolute URLs, valid codes, this page and x-default included.",
    });
  });

  it("warns without x-default", () => {
    const result = checkResult(check, doc(good.slice(0, 4)), { url });
    expect(result).toMatchObject({ status: "warn" });
    expect(result.score).toBeCloseTo(0.85);
    expect(result.evidence).toContain("no x-default");
  });

  it("fails without a self-reference and with invalid codes", () => {
    const result = checkResult(check, doc([["en-UK", "https://site.example/uk/guide"], ["jp", "https://site.example/jp/guide"], ["x-default", "https://site.example/"]]), { url });
    expect(result.status).toBe("fail");
    expect(result.evidence).toContain('"en-UK": "UK" is not an ISO 3166-1 region (the United Kingdom is "GB")');
    expect(result.evidence).toContain('"jp" is not an ISO 639-1 language (a country code?)');
    expect(result.evidence).toContain("no entry names this page itself");
  });

  it("flags relative URLs, underscores and duplicate codes", () => {
    const result = checkResult(check, doc([...good, ["de-DE", "https://site.example/de/other"], ["pt_BR", "/pt/guia"]]), { url });
    expect(result.evidence).toContain("1 relative or empty URL (pt_BR → \"/pt/guia\")");
    expect(result.evidence).toContain("(use a hyphen, not an underscore)");
    expect(result.evidence).toContain("de-de points to more than one URL");
  });
});
