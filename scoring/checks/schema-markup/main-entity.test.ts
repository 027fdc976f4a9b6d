import { describe, expect, it } from "vitest";
import { runCheck, type Verdict } from "../../check.ts";
import { checkResult, page, type PageOptions } from "../../test-helpers.ts";
import check from "./main-entity.ts";

const ld = (data: unknown) => `<script type="application/ld+json">${JSON.stringify({ "@context": "https://schema.org", ...(data as object) })}</script>`;
/** The verdict's details with their parameters. */
const detailsOf = (html: string, options: PageOptions) => (runCheck(check, page(html, options)) as Verdict).details;

describe("main-entity", () => {
  it("passes an article page with a BlogPosting nested as a WebPage's mainEntity", () => {
    const html = `${ld({ "@type": "WebPage", mainEntity: { "@type": "BlogPosting", headline: "Anvils" } })}<h1>Anvils</h1>`;
    const result = checkResult(check, html, { pageType: "article" });
    expect(result).toMatchObject({
      status: "pass",
      reason: "main-entity-complete",
      params: { a: "An", type: "article", wanted: "Article, BlogPosting or NewsArticle" },
      details: ["entity-found"],
    });
    expect(result.evidence).toBe('An article page calls for Article, BlogPosting or NewsArticle: BlogPosting "Anvils".');
  });

  it("fails an article page without one, with an Article skeleton from the page's facts", () => {
    const html = `<!doctype html><html lang="en"><head><title>Anvils</title><meta name="author" content="Jo Smith">
      <meta property="article:published_time" content="2026-03-01T10:00:00Z"></head><body><h1>Choosing an anvil</h1></body></html>`;
    const result = checkResult(check, html, { pageType: "article" });
    expect(result).toMatchObject({ status: "fail", reason: "main-entity-incomplete", details: ["entity-missing"] });
    expect(detailsOf(html, { pageType: "article" })).toEqual([{ key: "entity-missing", params: { a: "an", label: "Article, BlogPosting or NewsArticle" } }]);
    const snippet = JSON.parse(result.snippet!);
    expect(snippet).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Article",
      headline: "Choosing an anvil",
      author: { "@type": "Person", name: "Jo Smith" },
      datePublished: "2026-03-01T10:00:00Z",
    });
  });

  it("passes a product with an Offer and warns on one without, adding the page's price", () => {
    const withOffer = ld({ "@type": "Product", name: "Anvil", offers: { "@type": "Offer", price: "99.00", priceCurrency: "USD" } });
    expect(checkResult(check, withOffer, { pageType: "product" }).status).toBe("pass");
    const html = `${ld({ "@type": "Product", name: "Anvil", sku: "A-1" })}<h1>Anvil</h1><p>Only €1.299,00 today.</p>`;
    const result = checkResult(check, html, { pageType: "product" });
    expect(result).toMatchObject({ status: "warn", score: 0.6, reason: "main-entity-incomplete", details: ["no-offer"] });
    expect(detailsOf(html, { pageType: "product" })).toEqual([{ key: "no-offer", params: { entity: 'Product "Anvil"', type: "Product" } }]);
    expect(result.params["steps"]).toBe("Improve the Product: it has no Offer (price, currency, availability).");
    const snippet = JSON.parse(result.snippet!);
    expect(snippet).toMatchObject({ "@type": "Product", name: "Anvil", sku: "A-1", offers: { "@type": "Offer", price: "1299", priceCurrency: "EUR" } });
  });

  it("wants both Organization and WebSite on the home page", () => {
    const both = `${ld({ "@type": "Organization", name: "Acme" })}${ld({ "@type": "WebSite", name: "Acme", url: "https://acme.example/" })}`;
    expect(checkResult(check, both, { pageType: "home" })).toMatchObject({ status: "pass", details: ["entity-found", "entity-found"] });
    const half = checkResult(check, ld({ "@type": "Corporation", name: "Acme" }), { pageType: "home", url: "https://acme.example/" });
    expect(half).toMatchObject({ status: "warn", score: 0.5, params: { a: "A", type: "home", wanted: "Organization and WebSite" }, details: ["entity-found", "entity-missing"] });
    expect(JSON.parse(half.snippet!)).toEqual({ "@context": "https://schema.org", "@type": "WebSite", name: "Acme", url: "https://acme.example/" });
  });

  it("accepts LocalBusiness subtypes, ContactPoint or ContactPage on contact pages", () => {
    expect(checkResult(check, ld({ "@type": "Dentist", name: "Smile" }), { pageType: "contact" }).status).toBe("pass");
    expect(checkResult(check, ld({ "@type": "Organization", name: "Acme", contactPoint: { "@type": "ContactPoint", telephone: "+1" } }), { pageType: "contact" }).status).toBe("pass");
    expect(checkResult(check, ld({ "@type": "ContactPage" }), { pageType: "contact" }).status).toBe("pass");
  });

  it("asks docs pages for TechArticle, crediting a generic Article in part and retyping it in the skeleton", () => {
    expect(checkResult(check, ld({ "@type": "TechArticle", headline: "API" }), { pageType: "docs" }).status).toBe("pass");
    const result = checkResult(check, ld({ "@type": "Article", headline: "API" }), { pageType: "docs" });
    expect(result).toMatchObject({ status: "warn", score: 0.7, details: ["generic-article-type"] });
    expect(JSON.parse(result.snippet!)).toMatchObject({ "@type": "TechArticle", headline: "API" });
  });

  it("wants pricing offers on a pricing page", () => {
    const app = { "@type": "SoftwareApplication", name: "Acme" };
    expect(checkResult(check, ld({ ...app, offers: [{ "@type": "Offer", price: "0" }] }), { pageType: "pricing" }).status).toBe("pass");
    const result = checkResult(check, `${ld(app)}<p>Starter $19/month. Team $49/month.</p>`, { pageType: "pricing" });
    expect(result).toMatchObject({ status: "warn", score: 0.5, details: ["no-plan-offers"] });
    const offers = JSON.parse(result.snippet!).offers;
    expect(offers.map((offer: { price: string }) => offer.price)).toEqual(["19", "49"]);
  });

  it("reads microdata main entities", () => {
    const html = `<div itemscope itemtype="https://schema.org/CollectionPage"><h1 itemprop="name">Anvils</h1></div>`;
    expect(detailsOf(html, { pageType: "listing" })).toEqual([{ key: "entity-found", params: { entity: 'CollectionPage "Anvils" (microdata)', type: "CollectionPage" } }]);
  });

  it("does not apply to pages of type other", () => {
    expect(check.appliesTo).not.toContain("other");
  });
});
