import { describe, expect, it } from "vitest";
import { MAX_SITEMAP_ENTRIES, entryFor, parseSitemap, urlKey } from "./sitemap.ts";

const URLSET = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
  <url><loc>https://acme.example/</loc><lastmod>2026-11-02</lastmod></url>
  <url>
    <loc> https://acme.example/anvils/?a=1&amp;b=2 </loc>
    <lastmod>2026-10-15T08:30:00+00:00</lastmod>
    <xhtml:link rel="alternate" hreflang="de" href="https://acme.example/de/ambosse/"/>
  </url>
  <url><loc><![CDATA[https://acme.example/tongs]]></loc></url>
</urlset>`;

describe("parseSitemap", () => {
  it("reads a urlset's locations and lastmods", () => {
    expect(parseSitemap(URLSET)).toMatchObject({
      kind: "urlset",
      truncated: false,
      total: 3,
      entries: [
        { loc: "https://acme.example/", lastmod: "2026-11-02" },
        { loc: "https://acme.example/anvils/?a=1&b=2", lastmod: "2026-10-15T08:30:00+00:00" },
        { loc: "https://acme.example/tongs", lastmod: null },
      ],
    });
  });

  it("reads a sitemap index, namespace prefixes included", () => {
    const index = `<sm:sitemapindex xmlns:sm="http://www.sitemaps.org/schemas/sitemap/0.9"><sm:sitemap><sm:loc>https://a.example/posts.xml</sm:loc><sm:lastmod>2026-01-01</sm:lastmod></sm:sitemap></sm:sitemapindex>`;
    expect(parseSitemap(index)).toMatchObject({ kind: "sitemapindex", truncated: false, total: 1, entries: [{ loc: "https://a.example/posts.xml", lastmod: "2026-01-01" }] });
  });

  it("is null for what is not a sitemap", () => {
    expect(parseSitemap("<!doctype html><html><body>Home</body></html>")).toBeNull();
    expect(parseSitemap("")).toBeNull();
    expect(parseSitemap('<rss version="2.0"><channel></channel></rss>')).toBeNull();
  });

  it("caps entries and stays linear on hostile input", () => {
    const many = `<urlset>${"<url><loc>https://a.example/p</loc></url>".repeat(MAX_SITEMAP_ENTRIES + 10)}</urlset>`;
    const started = performance.now();
    const parsed = parseSitemap(many)!;
    parseSitemap(`<urlset>${"<url>".repeat(200_000)}`);
    parseSitemap(`<urlset><url><loc>${"x".repeat(5_000_000)}`);
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(parsed.entries).toHaveLength(MAX_SITEMAP_ENTRIES);
    expect(parsed.total).toBe(MAX_SITEMAP_ENTRIES);
  });
});

describe("urlKey and entryFor", () => {
  it("ignores scheme, www, a trailing slash, index files, fragments and tracking parameters", () => {
    const key = urlKey("https://acme.example/guide");
    for (const same of ["http://www.acme.example/guide/", "https://ACME.example/guide#top", "https://acme.example/guide?utm_source=x&gclid=1", "https://acme.example/guide/index.html"]) {
      expect(urlKey(same), same).toBe(key);
    }
    expect(urlKey("https://acme.example/guide?page=2")).not.toBe(key);
    expect(urlKey("https://acme.example/Guide")).not.toBe(key);
    expect(urlKey("https://acme.example/a?b=2&a=1")).toBe(urlKey("https://acme.example/a?a=1&b=2"));
    expect(urlKey("mailto:a@acme.example")).toBeNull();
    expect(urlKey("/relative", new URL("https://acme.example/x"))).toBe("acme.example/relative");
  });

  it("finds a page's entry", () => {
    const sitemap = parseSitemap(URLSET)!;
    expect(entryFor(sitemap, new URL("https://www.acme.example/anvils?b=2&a=1&utm_medium=mail"))?.lastmod).toBe("2026-10-15T08:30:00+00:00");
    expect(entryFor(sitemap, new URL("https://acme.example"))?.lastmod).toBe("2026-11-02");
    expect(entryFor(sitemap, new URL("https://acme.example/hammers/"))).toBeNull();
  });
});

describe("a large sitemap", () => {
  const big = `<urlset>${Array.from({ length: 12_000 }, (_, i) => `<url><loc>https://a.example/post-${i}/</loc><lastmod>2026-01-${String((i % 28) + 1).padStart(2, "0")}</lastmod></url>`).join("")}</urlset>`;

  it("reads a sample but counts every entry", () => {
    const sitemap = parseSitemap(big, 5_000)!;
    expect(sitemap).toMatchObject({ total: 12_000, truncated: true });
    expect(sitemap.entries).toHaveLength(5_000);
  });

  it("finds a page past the sample in the text", () => {
    const sitemap = parseSitemap(big, 5_000)!;
    expect(entryFor(sitemap, new URL("https://a.example/post-11999"))).toEqual({ loc: "https://a.example/post-11999/", lastmod: "2026-01-16" });
    expect(entryFor(sitemap, new URL("https://a.example/post-12000"))).toBeNull();
  });
});
