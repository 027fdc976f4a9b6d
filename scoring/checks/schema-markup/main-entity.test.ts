import { describe, expect, it } from "vitest";
import { checkResult } from "../../test-helpers.ts";
import check from "./main-entity.ts";

const ld = (data: unknown) => `<script type="application/ld+json">${JSON.stringify({ "@context": "https://schema.org", ...(data as object) })}</script>`;

describe("main-entity", () => {
  it("passes an article page with a BlogPosting nested as a WebPage's mainEntity", () => {
    const html = `${ld({ "@type": "WebPage", mainEntity: { "@type": "BlogPosting", headline: "Anvils" } })}<h1>Anvils</h1>`;
    expect(checkResult(check, html, { pageType: "article" })).toMatchObject({
      status: "pass",
      evidence: 'An article page calls for Article, BlogPosting or NewsArticle: BlogPosting "Anvils".',
    });
  });

  it("fails an article page without one, with an Article skeleton from the page's facts", () => {
    const html = `<!doctype html><html lang="en"><head><title>Anvils</title><meta name="author" content="Jo Smith">
      <meta property="article:published_time" content="2026-03-01T10:00:00Z"></head><body><h1>Choosing an anvil</h1></body></html>`;
    const result = checkResult(check, html, { pageType: "article" });
    expect(result.status).toBe("fail");
    expect(result.evidence).toContain("no Article, BlogPosting or NewsArticle");
    expect(result.fix).toBe("Add an Article, BlogPosting or NewsArticle in JSON-LD. The skeleton is filled with what the page shows; replace the <placeholders>.");
    const snippet = JSON.parse(result.snippet!);
    expect(snippet).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Article",
      headline: "Choosing an anvil",
      author: { "@type": "Person", name: "Jo Smith" },
      datePublished: "2026-03-01T10:00:00.000Z",
    });
  });

  it("passes a product with an Offer and warns on one without, adding the page's price", () => {
    const withOffer = ld({ "@type": "Product", name: "Anvil", offers: { "@type": "Offer", price: "99.00", priceCurrency: "USD" } });
    expect(checkResult(check, withOffer, { pageType: "product" }).status).toBe("pass");
    const result = checkResult(check, `${ld({ "@type": "Product", name: "Anvil", sku: "A-1" })}<h1>Anvil</h1><p>Only €1.299,00 today.</p>`, { pageType: "product" });
    expect(result).toMatchObject({ status: "warn", score: 0.6 });
    expect(result.evidence).toContain('Product "Anvil", but no Offer');
    expect(result.fix).toBe("Improve the Product: it has no Offer (price, currency, availability). The skeleton is filled with what the page shows; replace the <placeholders>.");
    const snippet = JSON.parse(result.snippet!);
    expect(snippet).toMatchObject({ "@type": "Product", name: "Anvil", sku: "A-1", offers: { "@type": "Offer", price: "1299", priceCurrency: "EUR" } });
  });

  it("wants both Organization and WebSite on the home page", () => {
    const both = `${ld({ "@type": "Organization", name: "Acme" })}${ld({ "@type": "WebSite", name: "Acme", url: "https://acme.example/" })}`;
    expect(checkResult(check, both, { pageType: "home" }).status).toBe("pass");
    const half = checkResult(check, ld({ "@type": "Corporation", name: "Acme" }), { pageType: "home", url: "https://acme.example/" });
    expect(half).toMatchObject({ status: "warn", score: 0.5 });
    expect(half.evidence).toBe('A home page calls for Organization and WebSite: Corporation "Acme"; no WebSite.');
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
    expect(result).toMatchObject({ status: "warn", score: 0.7 });
    expect(JSON.parse(result.snippet!)).toMatchObject({ "@type": "TechArticle", headline: "API" });
  });

  it("wants pricing offers on a pricing page", () => {
    const app = { "@type": "SoftwareApplication", name: "Acme" };
    expect(checkResult(check, ld({ ...app, offers: [{ "@type": "Offer", price: "0" }] }), { pageType: "pricing" }).status).toBe("pass");
    const result = checkResult(check, `${ld(app)}<p>Starter $19/month. Team $49/month.</p>`, { pageType: "pricing" });
    expect(result).toMatchObject({ status: "warn", score: 0.5 });
    const offers = JSON.parse(result.snippet!).offers;
    expect(offers.map((offer: { price: string }) => offer.price)).toEqual(["19", "49"]);
  });

  it("reads microdata main entities", () => {
    const html = `<div itemscope itemtype="https://schema.org/CollectionPage"><h1 itemprop="name">Anvils</h1></div>`;
    expect(checkResult(check, html, { pageType: "listing" }).evidence).toContain('CollectionPage "Anvils" (microdata)');
  });

  it("does not apply to pages of type other", () => {
    expect(check.appliesTo).not.toContain("other");
  });
});
