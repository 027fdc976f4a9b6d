// What counts as the same site (gather/site.ts), and which robots.txt Sitemap: line is read.
import { describe, expect, it } from "vitest";
import { sitemapUrl } from "./fetch-site.ts";
import { onSite, siteKey } from "./site.ts";

describe("siteKey and onSite", () => {
  it.each([
    ["example.com", "example.com"],
    ["WWW.Example.com.", "example.com"],
    ["www.www.example.com", "example.com"],
    ["www.com", "www.com"],
    ["shop.example.com", "shop.example.com"],
  ])("%s is the site %s", (host, key) => {
    expect(siteKey(host)).toBe(key);
  });

  it.each([
    ["https://example.com/a", true],
    ["http://www.example.com/", true],
    ["https://WWW.EXAMPLE.COM./x", true],
    ["https://shop.example.com/", false],
    ["https://example.com.evil.example/", false],
    ["https://notexample.com/", false],
    ["https://example.net/", false],
  ])("%s is on example.com: %s", (url, expected) => {
    expect(onSite(new URL(url), "example.com")).toBe(expected);
  });
});

describe("sitemapUrl", () => {
  const origin = new URL("https://www.example.com/");
  it.each([
    ["no robots.txt", null, "https://www.example.com/sitemap.xml"],
    ["a sitemap on the site", "Sitemap: https://www.example.com/s.xml", "https://www.example.com/s.xml"],
    ["on the bare host, over http", "sitemap:http://example.com/m.xml", "http://example.com/m.xml"],
    ["on another host only", "Sitemap: https://collector.example/x.xml", "https://www.example.com/sitemap.xml"],
    ["on a subdomain only", "Sitemap: https://cdn.example.com/x.xml", "https://www.example.com/sitemap.xml"],
    ["another host first, then the site", "Sitemap: https://collector.example/x.xml\r\nSitemap: https://example.com/y.xml", "https://example.com/y.xml"],
    ["a non-http scheme", "Sitemap: ftp://example.com/x.xml", "https://www.example.com/sitemap.xml"],
    ["a relative value", "Sitemap: /x.xml", "https://www.example.com/sitemap.xml"],
  ])("%s", (_name, robots, expected) => {
    expect(sitemapUrl(origin, robots).href).toBe(expected);
  });
});
