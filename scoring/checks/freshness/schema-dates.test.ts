import { describe, expect, it } from "vitest";
import { typesWith } from "../../page-types.ts";
import { checkResult } from "../../test-helpers.ts";
import check from "./schema-dates.ts";

const withSchema = (data: Record<string, unknown>, head = "") =>
  `<!doctype html><html lang="en"><head><title>Anvils</title>${head}<script type="application/ld+json">${JSON.stringify({ "@context": "https://schema.org", ...data })}</script></head><body><main><h1>Anvils</h1><p>Text.</p></main></body></html>`;
const run = (html: string) => checkResult(check, html, { pageType: "article" });

describe("schema-dates", () => {
  it("passes both dates in ISO 8601, in order", () => {
    const result = run(withSchema({ "@type": "BlogPosting", datePublished: "2026-01-05T09:00:00+01:00", dateModified: "2026-10-01T10:00:00Z" }));
    expect(result).toMatchObject({ status: "pass", evidence: 'BlogPosting.datePublished (JSON-LD) "2026-01-05T09:00:00+01:00", BlogPosting.dateModified (JSON-LD) "2026-10-01T10:00:00Z".' });
  });

  it("reads the article node inside an @graph over the WebPage", () => {
    const graph = { "@graph": [{ "@type": "WebPage", datePublished: "2020-01-01" }, { "@type": "Article", datePublished: "2026-01-05", dateModified: "2026-02-01" }] };
    expect(run(withSchema(graph)).evidence).toContain("Article.datePublished");
  });

  it("reads microdata when there is no JSON-LD", () => {
    const html = `<article itemscope itemtype="https://schema.org/Article"><h1>Anvils</h1><meta itemprop="datePublished" content="2026-01-05"><time itemprop="dateModified" datetime="2026-02-01">Feb 1</time></article>`;
    expect(run(html)).toMatchObject({ status: "pass", evidence: 'itemprop="datePublished" (microdata) "2026-01-05", itemprop="dateModified" (microdata) "2026-02-01".' });
  });

  it("warns with only one date", () => {
    const result = run(withSchema({ "@type": "Article", datePublished: "2026-01-05" }));
    expect(result).toMatchObject({ status: "warn", score: 0.6 });
    expect(result.evidence).toContain("no valid dateModified");
    expect(result.snippet).toContain('"dateModified": "2026-01-05T00:00:00.000Z"');
  });

  it("fails dates that are not ISO 8601, and a page without dates, noting meta tags", () => {
    const result = run(withSchema({ "@type": "Article", datePublished: "March 5, 2026" }));
    expect(result).toMatchObject({ status: "fail", score: 0.2, evidence: 'Article.datePublished (JSON-LD) "March 5, 2026" is not ISO 8601.' });
    const none = run(withSchema({ "@type": "Article", headline: "Anvils" }, '<meta property="article:published_time" content="2026-01-05">'));
    expect(none).toMatchObject({ status: "fail", score: 0, evidence: "No datePublished or dateModified in the page's structured data (meta tags have article:published_time)." });
  });

  it("fails dateModified before datePublished", () => {
    const result = run(withSchema({ "@type": "Article", datePublished: "2026-05-01", dateModified: "2026-01-01" }));
    expect(result).toMatchObject({ status: "fail", score: 0.4 });
    expect(result.evidence).toContain("dateModified is before datePublished");
  });

  it("flags a future date and a time without a zone", () => {
    expect(run(withSchema({ "@type": "Article", datePublished: "2026-01-01", dateModified: "2027-06-01" }))).toMatchObject({ status: "warn", score: 0.5 });
    const zoneless = run(withSchema({ "@type": "Article", datePublished: "2026-01-01T10:00:00", dateModified: "2026-02-01T10:00:00Z" }));
    expect(zoneless).toMatchObject({ status: "pass", score: 0.9 });
    expect(zoneless.evidence).toContain("without a time zone");
  });

  it("applies to editorial pages only", () => {
    expect(typesWith(check.appliesTo as "editorial")).toEqual(["article", "docs"]);
  });
});
