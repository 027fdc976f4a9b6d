import { describe, expect, it } from "vitest";
import { runCheck, type Verdict } from "../../check.ts";
import { typesWith } from "../../page-types.ts";
import { checkResult, page } from "../../test-helpers.ts";
import check from "./schema-dates.ts";

const withSchema = (data: Record<string, unknown>, head = "") =>
  `<!doctype html><html lang="en"><head><title>Anvils</title>${head}<script type="application/ld+json">${JSON.stringify({ "@context": "https://schema.org", ...data })}</script></head><body><main><h1>Anvils</h1><p>Text.</p></main></body></html>`;
const run = (html: string) => checkResult(check, html, { pageType: "article" });
/** The problems, with their parameters. */
const problems = (html: string) => (runCheck(check, page(html, { pageType: "article" })) as Verdict).details;

describe("schema-dates", () => {
  it("passes both dates in ISO 8601, in order", () => {
    const result = run(withSchema({ "@type": "BlogPosting", datePublished: "2026-01-05T09:00:00+01:00", dateModified: "2026-10-01T10:00:00Z" }));
    expect(result).toMatchObject({ status: "pass", reason: "schema-dates" });
    expect(result.evidence).toBe('BlogPosting.datePublished (JSON-LD) "2026-01-05T09:00:00+01:00", BlogPosting.dateModified (JSON-LD) "2026-10-01T10:00:00Z".');
  });

  it("reads the article node inside an @graph over the WebPage", () => {
    const graph = { "@graph": [{ "@type": "WebPage", datePublished: "2020-01-01" }, { "@type": "Article", datePublished: "2026-01-05", dateModified: "2026-02-01" }] };
    expect(run(withSchema(graph)).params["dates"]).toContain("Article.datePublished");
  });

  it("reads microdata when there is no JSON-LD", () => {
    const html = `<article itemscope itemtype="https://schema.org/Article"><h1>Anvils</h1><meta itemprop="datePublished" content="2026-01-05"><time itemprop="dateModified" datetime="2026-02-01">Feb 1</time></article>`;
    expect(run(html)).toMatchObject({ status: "pass", params: { dates: 'itemprop="datePublished" (microdata) "2026-01-05", itemprop="dateModified" (microdata) "2026-02-01"' } });
  });

  it("warns with only one date", () => {
    const result = run(withSchema({ "@type": "Article", datePublished: "2026-01-05" }));
    expect(result).toMatchObject({ status: "warn", score: 0.6, reason: "schema-date-problems", details: ["no-valid-date-modified"] });
    expect(result.snippet).toContain('"dateModified": "2026-01-05T00:00:00Z"');
  });

  it("fails dates that are not ISO 8601, and a page without dates, noting meta tags", () => {
    const invalid = withSchema({ "@type": "Article", datePublished: "March 5, 2026" });
    expect(run(invalid)).toMatchObject({ status: "fail", score: 0.2, reason: "invalid-schema-dates", details: ["not-iso-8601"] });
    expect(problems(invalid)).toEqual([{ key: "not-iso-8601", params: { source: "Article.datePublished (JSON-LD)", raw: "March 5, 2026" } }]);
    const none = run(withSchema({ "@type": "Article", headline: "Anvils" }, '<meta property="article:published_time" content="2026-01-05">'));
    expect(none).toMatchObject({ status: "fail", score: 0, reason: "no-schema-dates-with-meta", params: { meta: "article:published_time" } });
    expect(run(withSchema({ "@type": "Article", headline: "Anvils" })).reason).toBe("no-schema-dates");
  });

  it("fails dateModified before datePublished", () => {
    const result = run(withSchema({ "@type": "Article", datePublished: "2026-05-01", dateModified: "2026-01-01" }));
    expect(result).toMatchObject({ status: "fail", score: 0.4, details: ["modified-before-published"] });
  });

  it("flags a future date and a time without a zone", () => {
    const future = withSchema({ "@type": "Article", datePublished: "2026-01-01", dateModified: "2027-06-01" });
    expect(run(future)).toMatchObject({ status: "warn", score: 0.5, details: ["future-date"] });
    expect(problems(future)).toEqual([{ key: "future-date", params: { source: "Article.dateModified (JSON-LD)" } }]);
    const zoneless = withSchema({ "@type": "Article", datePublished: "2026-01-01T10:00:00", dateModified: "2026-02-01T10:00:00" });
    expect(run(zoneless)).toMatchObject({ status: "pass", score: 0.9, details: ["dates-without-time-zone"] });
    expect(problems(zoneless)).toEqual([{ key: "dates-without-time-zone", params: { source: "Article.datePublished (JSON-LD)", other: "Article.dateModified (JSON-LD)" } }]);
  });

  it("applies to editorial pages only", () => {
    expect(typesWith(check.appliesTo as "editorial")).toEqual(["article", "docs"]);
  });
});
