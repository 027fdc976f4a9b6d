import { describe, expect, it } from "vitest";
import { runCheck, type Verdict } from "../../check.ts";
import { checkResult, page, type PageOptions } from "../../test-helpers.ts";
import check from "./schema-consistency.ts";

const ld = (data: unknown) => `<script type="application/ld+json">${JSON.stringify({ "@context": "https://schema.org", ...(data as object) })}</script>`;
const product = (price: string) => ld({ "@type": "Product", name: "Blue Anvil", offers: { "@type": "Offer", price, priceCurrency: "EUR" } });
/** The verdict's details with their parameters. */
const detailsOf = (html: string, options: PageOptions) => (runCheck(check, page(html, options)) as Verdict).details;

describe("schema-consistency", () => {
  it("passes when the headline matches the h1, even with a site suffix", () => {
    const result = checkResult(check, `${ld({ "@type": "Article", headline: "Choosing an anvil | Acme" })}<h1>Choosing an Anvil</h1>`, { pageType: "article" });
    expect(result).toMatchObject({ status: "pass", reason: "consistent", details: ["title-matches"] });
    expect(result.evidence).toBe('Article "Choosing an anvil | Acme" matches the h1.');
  });

  it("fails when the headline names another page", () => {
    const html = `${ld({ "@type": "Article", headline: "Ten hammer tips" })}<h1>Choosing an anvil</h1>`;
    expect(checkResult(check, html, { pageType: "article" })).toMatchObject({ status: "fail", reason: "inconsistent", details: ["title-differs"] });
    expect(detailsOf(html, { pageType: "article" })).toEqual([
      { key: "title-differs", params: { type: "Article", name: "Ten hammer tips", h1: "Choosing an anvil", property: "headline" } },
    ]);
  });

  it("finds the Offer price in local number formats", () => {
    expect(checkResult(check, `${product("1299.00")}<h1>Blue Anvil</h1><p>Preis: 1.299,00 €</p>`, { pageType: "product" }).status).toBe("pass");
    expect(checkResult(check, `${product("1299.00")}<h1>Blue Anvil</h1><p>Prix : 1 299,00 €</p>`, { pageType: "product" }).status).toBe("pass");
    expect(checkResult(check, `${product("1299")}<h1>Blue Anvil</h1><p>$1,299</p>`, { pageType: "product" }).status).toBe("pass");
  });

  it("finds a price shown outside the main content", () => {
    const html = `${product("49.90")}<main><h1>Blue Anvil</h1><p>${"A sturdy anvil for smiths. ".repeat(12)}</p></main><aside>Only 49.90 EUR</aside>`;
    expect(checkResult(check, html, { pageType: "product" }).status).toBe("pass");
  });

  it("warns when the price in the markup is not on the page, each comparison a sentence of its own", () => {
    const html = `${product("59.00")}<h1>Blue Anvil</h1><p>Now 49,00 €</p>`;
    const result = checkResult(check, html, { pageType: "product" });
    expect(result).toMatchObject({ status: "warn", score: 0.5, reason: "inconsistent", details: ["title-matches", "price-not-shown"] });
    expect(detailsOf(html, { pageType: "product" })![1]).toEqual({ key: "price-not-shown", params: { price: "59.00" } });
    expect(result.params["comparisons"]).toBe('Product "Blue Anvil" matches the h1. Offer price 59.00 does not appear in the visible text.');
  });

  it("does not look for a free plan's zero price", () => {
    const html = ld({ "@type": "SoftwareApplication", name: "Acme", offers: [{ "@type": "Offer", price: "0" }, { "@type": "Offer", price: "19" }] });
    expect(detailsOf(`${html}<h1>Pricing</h1><p>Free forever, or $19 a month.</p>`, { pageType: "pricing" })).toEqual([{ key: "price-shown", params: { price: "19" } }]);
  });

  it("skips when there is nothing to compare", () => {
    expect(checkResult(check, ld({ "@type": "Organization", name: "Acme" }), { pageType: "home" })).toMatchObject({ status: "skipped", reason: "nothing-to-compare" });
  });
});
