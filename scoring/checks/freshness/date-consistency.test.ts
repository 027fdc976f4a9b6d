import { describe, expect, it } from "vitest";
import { checkResult } from "../../test-helpers.ts";
import check from "./date-consistency.ts";

const url = "https://site.example/guide/anvils";
const doc = (head: string, body = "") =>
  `<!doctype html><html lang="en"><head><title>Anvils</title>${head}</head><body><main><h1>Anvils</h1>${body}<p>${"Anvils are forged from tool steel. ".repeat(20)}</p></main></body></html>`;
const schema = (data: Record<string, string>) => `<script type="application/ld+json">${JSON.stringify({ "@context": "https://schema.org", "@type": "Article", ...data })}</script>`;
const sitemap = (lastmod: string) => `<urlset><url><loc>https://site.example/guide/anvils/</loc><lastmod>${lastmod}</lastmod></url></urlset>`;
const run = (html: string, options: { sitemapXml?: string; headers?: Record<string, string> } = {}) => checkResult(check, html, { url, pageType: "article", ...options });

describe("date-consistency", () => {
  it("passes when schema, meta, the visible date and the sitemap agree within days", () => {
    const html = doc(`${schema({ datePublished: "2026-01-05", dateModified: "2026-10-01T23:00:00-05:00" })}<meta property="article:modified_time" content="2026-10-02T04:00:00Z">`, "<p>Updated October 1, 2026</p>");
    const result = run(html, { sitemapXml: sitemap("2026-10-03") });
    expect(result.status).toBe("pass");
    expect(result.evidence).toBe(
      'The dates agree: Article.datePublished (JSON-LD) 2026-01-05, Article.dateModified (JSON-LD) 2026-10-02, article:modified_time 2026-10-02, "updated October 1, 2026" shown, sitemap lastmod 2026-10-03.',
    );
  });

  it("fails a visible date that contradicts the schema", () => {
    const result = run(doc(schema({ dateModified: "2026-10-01" }), "<p>Last updated: March 2, 2024</p>"));
    expect(result).toMatchObject({ status: "fail", score: 0.4 });
    expect(result.evidence).toBe('The dates disagree: Article.dateModified (JSON-LD) 2026-10-01 vs "last updated March 2, 2024" shown.');
  });

  it("is milder when only the sitemap's lastmod disagrees", () => {
    expect(run(doc(schema({ dateModified: "2026-10-01" }), "<p>Updated October 1, 2026</p>"), { sitemapXml: sitemap("2026-11-22") })).toMatchObject({ status: "warn", score: 0.6 });
  });

  it("scores several disagreements lower", () => {
    const html = doc(`${schema({ datePublished: "2026-01-05", dateModified: "2026-10-01" })}<meta property="article:published_time" content="2025-01-05">`, "<p>Updated June 1, 2026</p>");
    expect(run(html)).toMatchObject({ status: "fail", score: 0.2 });
  });

  it("lets a month-only visible date agree with any day of its month", () => {
    expect(run(doc(schema({ dateModified: "2026-10-21" }), "<p>Updated October 2026</p>")).status).toBe("pass");
  });

  it("uses Last-Modified only as a fallback beside a single date", () => {
    expect(run(doc(schema({ dateModified: "2026-10-01" })), { headers: { "Last-Modified": "Thu, 01 Oct 2026 10:00:00 GMT" } }).status).toBe("pass");
    expect(run(doc(schema({ dateModified: "2026-10-01" })), { headers: { "Last-Modified": "Sun, 22 Nov 2026 10:00:00 GMT" } })).toMatchObject({ status: "warn", score: 0.6 });
  });

  it("skips with nothing to compare", () => {
    expect(run(doc(schema({ datePublished: "2026-01-05", dateModified: "2026-10-01" }))).status).toBe("skipped");
    expect(run(doc("")).status).toBe("skipped");
  });
});
