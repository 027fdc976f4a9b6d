import { describe, expect, it } from "vitest";
import { runChecks } from "../../runner.ts";
import { page } from "../../test-helpers.ts";
import { SCHEMA_MARKUP } from "./index.ts";

describe("Schema Markup checks", () => {
  it("carry the weights of AEO-CHECKS.md and judge markup only", () => {
    expect(Object.fromEntries(SCHEMA_MARKUP.map((check) => [check.id, check.weight]))).toEqual({
      "structured-data": 15, "main-entity": 35, "entity-properties": 25, "organization-identity": 15, "breadcrumb-schema": 5, "schema-consistency": 5, "faq-schema": 3,
    });
    for (const check of SCHEMA_MARKUP) {
      expect(check.category, check.id).toBe("Schema Markup");
      expect(check.needs, check.id).toContain("markup");
      expect(check.languageSensitive, check.id).toBe(false);
    }
  });

  it("score a page with no structured data low, each gap with a pasteable snippet", () => {
    const ctx = page(`<main><h1>Blue anvil</h1><p>${"A heavy anvil for the forge. ".repeat(20)} $99.00</p><button>Add to cart</button></main>`, { url: "https://shop.example/p/blue-anvil" });
    expect(ctx.pageType.type).toBe("product");
    const run = runChecks(SCHEMA_MARKUP, ctx);
    expect(run.category_scores["Schema Markup"]).toBe(0);
    const ids = run.fixes.map((fix) => fix.check_id);
    expect(ids).toEqual(["main-entity", "organization-identity", "structured-data", "breadcrumb-schema"]);
    for (const fix of run.fixes) expect(() => JSON.parse(fix.snippet!), fix.check_id).not.toThrow();
  });

  it("do not penalize a product page for lacking FAQ markup", () => {
    const html = `<script type="application/ld+json">${JSON.stringify({
      "@context": "https://schema.org",
      "@graph": [
        { "@type": "Product", name: "Blue anvil", image: "a.jpg", brand: "Acme", sku: "A1", description: "Heavy.", aggregateRating: { "@type": "AggregateRating", ratingValue: 5, reviewCount: 2 },
          offers: { "@type": "Offer", price: "99.00", priceCurrency: "USD", availability: "https://schema.org/InStock", shippingDetails: { "@type": "OfferShippingDetails" } } },
        { "@type": "Organization", name: "Acme", hasMerchantReturnPolicy: { "@type": "MerchantReturnPolicy" }, url: "https://shop.example/", logo: "https://shop.example/l.png", sameAs: "https://www.linkedin.com/company/acme" },
        { "@type": "BreadcrumbList", itemListElement: [{ "@type": "ListItem", position: 1, name: "Home", item: "https://shop.example/" }, { "@type": "ListItem", position: 2, name: "Blue anvil" }] },
      ],
    })}</script><h1>Blue anvil</h1><p>$99.00</p>`;
    const run = runChecks(SCHEMA_MARKUP, page(html, { pageType: "product" }));
    expect(run.category_scores["Schema Markup"]).toBe(100);
    expect(run.categories[0]!.checks.map((check) => check.id)).not.toContain("faq-schema");
  });

  it("survive hostile pages without throwing", () => {
    const hostile = [
      `<script type="application/ld+json">${JSON.stringify({ "@graph": Array.from({ length: 30_000 }, (_, i) => ({ "@type": "Product", "@id": `#${i}`, offers: { "@id": `#${i}` } })) })}</script>`,
      `${'<div itemscope itemtype="https://schema.org/Thing" itemprop="about">'.repeat(10_000)}x${"</div>".repeat(10_000)}`,
      `<script type="application/ld+json">${'{"a":'.repeat(10_000)}1${"}".repeat(10_000)}</script>`,
      `<script type="application/ld+json">${"[".repeat(100_000)}</script>`,
    ];
    for (const html of hostile) {
      for (const pageType of ["product", "home", "article"] as const) {
        const run = runChecks(SCHEMA_MARKUP, page(html, { pageType }));
        expect(run.warnings).toEqual([]);
      }
    }
  });
});
