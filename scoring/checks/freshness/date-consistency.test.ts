import { describe, expect, it } from "vitest";
import { runCheck, type Verdict } from "../../check.ts";
import { checkResult, page } from "../../test-helpers.ts";
import check from "./date-consistency.ts";

const url = "https://site.example/guide/anvils";
const doc = (head: string, body = "") =>
  `<!doctype html><html lang="en"><head><title>Anvils</title>${head}</head><body><main><h1>Anvils</h1>${body}<p>${"Anvils are forged from tool steel. ".repeat(20)}</p></main></body></html>`;
const schema = (data: Record<string, string>) => `<script type="application/ld+json">${JSON.stringify({ "@context": "https://schema.org", "@type": "Article", ...data })}</script>`;
const sitemap = (lastmod: string) => `<urlset><url><loc>https://site.example/guide/anvils/</loc><lastmod>${lastmod}</lastmod></url></urlset>`;
type Options = { sitemapXml?: string; headers?: Record<string, string> };
const run = (html: string, options: Options = {}) => checkResult(check, html, { url, pageType: "article", ...options });
/** The conflicts, with their parameters. */
const conflicts = (html: string, options: Options = {}) => (runCheck(check, page(html, { url, pageType: "article", ...options })) as Verdict).details;

describe("date-consistency", () => {
  it("passes when schema, meta, the visible date and the sitemap agree within days", () => {
    const html = doc(`${schema({ datePublished: "2026-01-05", dateModified: "2026-10-01T23:00:00-05:00" })}<meta property="article:modified_time" content="2026-10-02T04:00:00Z">`, "<p>Updated October 1, 2026</p>");
    const result = run(html, { sitemapXml: sitemap("2026-10-03") });
    expect(result).toMatchObject({
      status: "pass",
      reason: "dates-agree",
      params: {
        dates: 'Article.datePublished (JSON-LD) 2026-01-05, Article.dateModified (JSON-LD) 2026-10-02, article:modified_time 2026-10-02, "updated October 1, 2026" shown, sitemap lastmod 2026-10-03',
      },
    });
  });

  it("fails a visible date that contradicts the schema", () => {
    const html = doc(schema({ dateModified: "2026-10-01" }), "<p>Last updated: March 2, 2024</p>");
    const result = run(html);
    expect(result).toMatchObject({ status: "fail", score: 0.4, reason: "dates-disagree", details: ["date-conflict"] });
    expect(conflicts(html)).toEqual([{ key: "date-conflict", params: { date: "Article.dateModified (JSON-LD) 2026-10-01", other: '"last updated March 2, 2024" shown' } }]);
    expect(result.evidence).toBe('The dates disagree: Article.dateModified (JSON-LD) 2026-10-01 vs "last updated March 2, 2024" shown.');
  });

  it("is milder when only the sitemap's lastmod disagrees", () => {
    const html = doc(schema({ dateModified: "2026-10-01" }), "<p>Updated October 1, 2026</p>");
    expect(run(html, { sitemapXml: sitemap("2026-11-22") })).toMatchObject({ status: "warn", score: 0.6 });
    expect(conflicts(html, { sitemapXml: sitemap("2026-11-22") })![0]!.params).toMatchObject({ other: "sitemap lastmod 2026-11-22" });
  });

  it("scores several disagreements lower", () => {
    const html = doc(`${schema({ datePublished: "2026-01-05", dateModified: "2026-10-01" })}<meta property="article:published_time" content="2025-01-05">`, "<p>Updated June 1, 2026</p>");
    expect(run(html)).toMatchObject({ status: "fail", score: 0.2, details: ["date-conflict", "date-conflict"] });
  });

  it("lets a month-only visible date agree with any day of its month", () => {
    expect(run(doc(schema({ dateModified: "2026-10-21" }), "<p>Updated October 2026</p>")).status).toBe("pass");
  });

  it("uses Last-Modified only as a fallback beside a single date", () => {
    expect(run(doc(schema({ dateModified: "2026-10-01" })), { headers: { "Last-Modified": "Thu, 01 Oct 2026 10:00:00 GMT" } }).status).toBe("pass");
    const late = { headers: { "Last-Modified": "Sun, 22 Nov 2026 10:00:00 GMT" } };
    expect(run(doc(schema({ dateModified: "2026-10-01" })), late)).toMatchObject({ status: "warn", score: 0.6 });
    expect(conflicts(doc(schema({ dateModified: "2026-10-01" })), late)![0]!.params).toMatchObject({ other: "Last-Modified header 2026-11-22" });
  });

  it("skips with nothing to compare", () => {
    expect(run(doc(schema({ datePublished: "2026-01-05", dateModified: "2026-10-01" })))).toMatchObject({ status: "skipped", reason: "too-few-dates" });
    expect(run(doc("")).status).toBe("skipped");
  });
});
