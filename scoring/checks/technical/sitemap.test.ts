import { describe, expect, it } from "vitest";
import { checkResult } from "../../test-helpers.ts";
import check from "./sitemap.ts";

const html = "<h1>Guide</h1>";
const url = "https://site.example/guide/topic";
const urlset = `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://site.example/</loc></url><url><loc>https://site.example/guide/topic/</loc><lastmod>2026-10-01</lastmod></url></urlset>`;

describe("sitemap", () => {
  it("passes a readable sitemap declared in robots.txt, noting this page is listed", () => {
    const result = checkResult(check, html, { url, sitemapXml: urlset, robotsTxt: "Sitemap: https://site.example/sitemap.xml\n" });
    expect(result).toMatchObject({ status: "pass", reason: "sitemap-lists-page", params: { count: "2", robots: "declared in robots.txt (https://site.example/sitemap.xml)" } });
    expect(result.evidence).toBe("The site has a sitemap of 2 URLs, declared in robots.txt (https://site.example/sitemap.xml); it lists this page.");
  });

  it("notes a page the sitemap does not list, and counts past the cap", () => {
    const other = `<urlset><url><loc>https://site.example/</loc></url></urlset>`;
    const robotsTxt = "Sitemap: https://site.example/a.xml\nSitemap: https://site.example/b.xml\nSitemap: https://site.example/c.xml\n";
    expect(checkResult(check, html, { url, sitemapXml: other, robotsTxt })).toMatchObject({
      reason: "sitemap-without-page",
      params: { count: "1", robots: "declared in robots.txt (https://site.example/a.xml and 2 more)" },
    });
    const big = `<urlset>${"<url><loc>https://site.example/x</loc></url>".repeat(60_000)}</urlset>`;
    expect(checkResult(check, html, { url, sitemapXml: big }).params.count).toBe("50,000+");
  });

  it("passes a sitemap index found at /sitemap.xml", () => {
    const index = `<sitemapindex><sitemap><loc>https://site.example/posts.xml</loc></sitemap></sitemapindex>`;
    expect(checkResult(check, html, { url, sitemapXml: index })).toMatchObject({ status: "pass", reason: "sitemap-index", params: { count: "1", robots: "not declared in robots.txt" } });
  });

  it("fails without any sitemap, with the robots.txt line to add", () => {
    expect(checkResult(check, html, { url })).toMatchObject({ status: "fail", reason: "no-sitemap", snippet: "Sitemap: https://site.example/sitemap.xml" });
  });

  it("fails a file that is not a sitemap", () => {
    expect(checkResult(check, html, { url, sitemapXml: "<html><body>Not found</body></html>" })).toMatchObject({ status: "fail", reason: "not-a-sitemap" });
  });

  it("warns on an empty sitemap and on a declared one that could not be read", () => {
    expect(checkResult(check, html, { url, sitemapXml: "<urlset></urlset>" })).toMatchObject({ status: "warn", score: 0.5, reason: "empty-sitemap" });
    expect(checkResult(check, html, { url, robotsTxt: "Sitemap: https://site.example/s.xml" })).toMatchObject({
      status: "warn",
      score: 0.7,
      reason: "declared-sitemap-unread",
      params: { url: "https://site.example/s.xml" },
    });
  });

  it("is not checked when the site's files were not read", () => {
    expect(checkResult(check, html, { url, readVia: "paste" }).status).toBe("not_checked");
  });
});
