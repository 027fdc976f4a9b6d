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
    expect(checkResult(check, doc([]), { url })).toMatchObject({ status: "skipped", reason: "no-hreflang" });
  });

  it("passes a complete set", () => {
    expect(checkResult(check, doc(good), { url })).toMatchObject({ status: "pass", reason: "hreflang-complete", params: { count: 5, codes: "en, de-de, es-419, zh-hant-tw, x-default" } });
  });

  it("warns without x-default", () => {
    const result = checkResult(check, doc(good.slice(0, 4)), { url });
    expect(result).toMatchObject({ status: "warn", reason: "hreflang-incomplete", details: ["no-x-default"] });
    expect(result.score).toBeCloseTo(0.85);
  });

  it("fails without a self-reference and with invalid codes, listing the codes first", () => {
    const result = checkResult(check, doc([["en-UK", "https://site.example/uk/guide"], ["jp", "https://site.example/jp/guide"], ["x-default", "https://site.example/"]]), { url });
    expect(result).toMatchObject({ status: "fail", reason: "invalid-codes", details: ["uk-region", "country-as-language", "no-self-reference"] });
    expect(result.score).toBeCloseTo(0.35);
    expect(result.evidence).toBe(
      '3 hreflang alternates (en-uk, jp, x-default): invalid codes: "en-UK": "UK" is not an ISO 3166-1 region (the United Kingdom is "GB"); "jp": "jp" is not an ISO 639-1 language (a country code?); no entry names this page itself (each version must list itself and the others).',
    );
  });

  it("flags relative URLs, underscores and duplicate codes", () => {
    const result = checkResult(check, doc([...good, ["de-DE", "https://site.example/de/other"], ["pt_BR", "/pt/guia"]]), { url });
    expect(result).toMatchObject({ reason: "invalid-codes", details: ["underscore-code", "relative-urls", "duplicate-code"] });
    expect(result.score).toBeCloseTo(0.3);
  });

  it("lists each invalid code once, four at most, and counts several duplicates", () => {
    const links: [string, string][] = [["xx", "/a"], ["xx", "/a"], ["en-EU", "/b"], ["q", "/c"], ["de_DE", "/d"], ["cn", "/e"], ["fr", "/f"], ["fr", "/g"], ["it", "/h"], ["it", "/i"]];
    const result = checkResult(check, doc(links), { url });
    expect(result.details).toEqual(["unknown-language", "unknown-region", "malformed-code", "underscore-code", "relative-urls", "duplicate-codes", "no-self-reference", "no-x-default"]);
    expect(result.score).toBe(0);
  });
});
