import { describe, expect, it } from "vitest";
import { checkResult } from "../../test-helpers.ts";
import check from "./content-recency.ts";

const now = "2026-11-22T12:00:00Z";
const page = (head: string, body = "") =>
  `<!doctype html><html lang="en"><head><title>Anvils</title>${head}</head><body><main><h1>Anvils</h1>${body}<p>${"Anvils are forged from tool steel. ".repeat(20)}</p></main></body></html>`;
const schema = (data: Record<string, string>) => `<script type="application/ld+json">${JSON.stringify({ "@context": "https://schema.org", "@type": "Article", ...data })}</script>`;
const run = (html: string, pageType: "article" | "product" = "article") => checkResult(check, html, { now, pageType });

describe("content-recency", () => {
  it("passes a page updated within the year", () => {
    const result = run(page(schema({ datePublished: "2024-02-01", dateModified: "2026-06-01T00:00:00Z" })));
    expect(result).toMatchObject({
      status: "pass",
      reason: "newest-date-recent",
      params: { day: "2026-06-01", source: "Article.dateModified (JSON-LD)", months: "5" },
    });
    expect(result.evidence).toBe("Newest date 2026-06-01 (Article.dateModified (JSON-LD)), 5 months before the analysis.");
  });

  it("takes the newest of schema, meta and visible dates", () => {
    expect(run(page(schema({ datePublished: "2023-01-01" }), "<p>Updated November 2, 2026</p>"))).toMatchObject({
      reason: "newest-date-under-a-month",
      params: { day: "2026-11-02", source: '"November 2, 2026" shown on the page' },
    });
  });

  it("is partial between 12 and 24 months, and fails older", () => {
    expect(run(page('<meta property="article:modified_time" content="2025-03-01T00:00:00Z">'))).toMatchObject({ status: "warn", score: 0.6, reason: "newest-date-old" });
    expect(run(page(schema({ dateModified: "2024-03-01" })))).toMatchObject({ status: "fail", score: 0.3, params: { months: "32" } });
    expect(run(page(schema({ dateModified: "2019-03-01" })))).toMatchObject({ status: "fail", score: 0.15 });
  });

  it("ignores future dates and dates deep in the text", () => {
    const result = run(page(schema({ dateModified: "2023-05-01", datePublished: "2031-01-01" }), `<p>${"Filler. ".repeat(300)} It changed on June 1, 2026.</p>`));
    expect(result.params).toMatchObject({ day: "2023-05-01" });
  });

  it("fails an undated article, and skips an undated product page", () => {
    expect(run(page(""))).toMatchObject({ status: "fail", score: 0, reason: "no-date-found" });
    expect(run(page(""), "product")).toMatchObject({ status: "skipped", reason: "no-own-date" });
  });
});
