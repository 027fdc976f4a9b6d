import { describe, expect, it } from "vitest";
import { runCheck, type Verdict } from "../../check.ts";
import { checkResult, page, type PageOptions } from "../../test-helpers.ts";
import check from "./entity-properties.ts";

const ld = (data: unknown) => `<script type="application/ld+json">${JSON.stringify({ "@context": "https://schema.org", ...(data as object) })}</script>`;
/** The verdict's details with their parameters. */
const detailsOf = (html: string, options: PageOptions) => (runCheck(check, page(html, options)) as Verdict).details;

const fullArticle = {
  "@type": "Article",
  headline: "Anvils",
  image: "https://acme.example/a.jpg",
  datePublished: "2026-01-02",
  dateModified: "2026-02-03T10:00:00Z",
  author: { "@type": "Person", name: "Jo Smith", url: "https://acme.example/jo" },
  publisher: { "@type": "Organization", name: "Acme" },
};

describe("entity-properties", () => {
  it("passes an Article with Google's recommended properties", () => {
    const result = checkResult(check, ld(fullArticle), { pageType: "article" });
    expect(result).toMatchObject({ status: "pass", reason: "properties-complete", details: ["has-properties"] });
    expect(result.evidence).toBe('Article "Anvils": has headline, author.name, author.url, datePublished, dateModified, image, publisher.');
  });

  it("resolves an author given by @id in the @graph", () => {
    const graph = {
      "@graph": [
        { ...fullArticle, author: { "@id": "#jo" } },
        { "@type": "Person", "@id": "#jo", name: "Jo Smith", sameAs: ["https://www.linkedin.com/in/jo"] },
      ],
    };
    expect(checkResult(check, ld(graph), { pageType: "article" }).status).toBe("pass");
  });

  it("warns on missing recommended properties, naming them, with a skeleton that keeps existing values", () => {
    const html = `${ld({ "@type": "BlogPosting", headline: "Anvils", author: "Jo Smith" })}<h1>Anvils</h1>`;
    const result = checkResult(check, html, { pageType: "article" });
    expect(result).toMatchObject({ status: "fail", reason: "properties-incomplete", details: ["has-properties", "lacks-recommended"] });
    expect(result.score).toBeCloseTo(2 / 7);
    expect(detailsOf(html, { pageType: "article" })).toEqual([
      { key: "has-properties", params: { properties: "headline, author.name" } },
      { key: "lacks-recommended", params: { properties: "author.url, datePublished, dateModified, image, publisher" } },
    ]);
    expect(result.fix).toBe("Add author.url, datePublished, dateModified, image, publisher to the BlogPosting (Google Search Central, Article structured data). Start from the skeleton, which keeps your values and fills the rest from the page.");
    const snippet = JSON.parse(result.snippet!);
    expect(snippet).toMatchObject({ "@type": "BlogPosting", headline: "Anvils", author: "Jo Smith", datePublished: "<ISO 8601 date, e.g. 2026-01-31>" });
  });

  it("flags dates that are not ISO 8601", () => {
    const html = ld({ ...fullArticle, dateModified: "March 3, 2026" });
    expect(checkResult(check, html, { pageType: "article" })).toMatchObject({ status: "fail", details: ["has-properties", "not-iso-date"] });
    expect(detailsOf(html, { pageType: "article" })![1]).toEqual({ key: "not-iso-date", params: { property: "dateModified", value: "March 3, 2026" } });
  });

  it("holds a Product to the snippet requirements and merchant recommendations", () => {
    const complete = {
      "@type": "Product", name: "Anvil", image: "a.jpg", brand: { "@type": "Brand", name: "Acme" }, sku: "A1", description: "Heavy.",
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.5, reviewCount: 10 },
      offers: { "@type": "Offer", price: 99.5, priceCurrency: "USD", availability: "https://schema.org/InStock", shippingDetails: { "@type": "OfferShippingDetails" } },
    };
    const organization = { "@type": "Organization", name: "Acme", hasMerchantReturnPolicy: { "@type": "MerchantReturnPolicy" } };
    expect(checkResult(check, ld({ "@graph": [complete, organization] }), { pageType: "product" })).toMatchObject({ status: "pass", score: 1 });
    const noOffer = ld({ "@type": "Product", name: "Anvil" });
    expect(checkResult(check, noOffer, { pageType: "product" }).status).toBe("fail");
    expect(detailsOf(noOffer, { pageType: "product" })![1]).toEqual({ key: "lacks-required", params: { properties: "offers, review or aggregateRating" } });
    const badPrice = ld({ ...complete, offers: { ...complete.offers, price: "$99.50", priceCurrency: "dollars" } });
    expect(checkResult(check, badPrice, { pageType: "product" })).toMatchObject({ status: "fail", details: ["has-properties", "lacks-recommended", "price-not-plain-number", "currency-not-iso-4217"] });
    expect(detailsOf(badPrice, { pageType: "product" })!.slice(2)).toEqual([
      { key: "price-not-plain-number", params: { value: "$99.50" } },
      { key: "currency-not-iso-4217", params: { value: "dollars" } },
    ]);
  });

  it("names the offer that lacks a property when there are several", () => {
    const html = ld({ "@type": "Product", name: "Anvil", offers: [{ "@type": "Offer", price: "9", priceCurrency: "USD" }, { "@type": "Offer", price: "19" }] });
    expect(detailsOf(html, { pageType: "product" })).toContainEqual({ key: "offer-lacks-property", params: { offer: "2", offers: "2", property: "priceCurrency" } });
  });

  it("reads microdata products, offers included", () => {
    const html = `<div itemscope itemtype="https://schema.org/Product"><h1 itemprop="name">Anvil</h1><img itemprop="image" src="/a.jpg">
      <div itemprop="offers" itemscope itemtype="https://schema.org/Offer"><meta itemprop="priceCurrency" content="EUR"><span itemprop="price" content="12.50">12,50 €</span>
      <link itemprop="availability" href="https://schema.org/InStock"></div></div>`;
    expect(detailsOf(html, { pageType: "product" })![0]!.params!["properties"]).toBe(
      "name, offers, review or aggregateRating, image, offers.price, offers.priceCurrency, offers.availability",
    );
  });

  it("requires name and a PostalAddress of a LocalBusiness on a contact page", () => {
    const result = checkResult(check, ld({ "@type": "Restaurant", name: "Chez Jo", address: "1 Main St", telephone: "+1 555" }), { pageType: "contact" });
    expect(result.status).toBe("fail");
    expect(result.details).toContain("address-plain-text");
    expect(JSON.parse(result.snippet!)).toMatchObject({ "@type": "Restaurant", name: "Chez Jo", telephone: "+1 555", geo: { "@type": "GeoCoordinates" } });
  });

  it("audits WebSite and the Organization's details on the home page", () => {
    const website = ld({ "@type": "WebSite", name: "Acme", url: "https://acme.example/" });
    const complete = ld({ "@type": "Organization", name: "Acme", url: "https://acme.example/", description: "Anvils.", contactPoint: { "@type": "ContactPoint", email: "a@acme.example" } });
    expect(checkResult(check, complete + website, { pageType: "home" }).status).toBe("pass");
    const bare = checkResult(check, ld({ "@type": "Organization", name: "Acme", url: "https://acme.example/" }) + website, { pageType: "home", url: "https://acme.example/" });
    expect(bare).toMatchObject({ status: "warn", score: 0.75, reason: "properties-incomplete", details: ["has-properties", "lacks-recommended", "has-properties"] });
    // Each entity is a sentence of its own.
    expect(bare.params["entities"]).toBe('Organization "Acme": has name, url; lacks recommended description, contactPoint or address. WebSite "Acme": has name, url.');
    expect(JSON.parse(bare.snippet!)).toMatchObject({ "@type": "Organization", name: "Acme", description: "<one sentence on what the organization does>", contactPoint: { "@type": "ContactPoint" } });
  });

  it("skips when there is no main entity to judge", () => {
    expect(checkResult(check, "<h1>Anvils</h1>", { pageType: "article" })).toMatchObject({ status: "skipped", reason: "no-main-entity" });
  });
});
