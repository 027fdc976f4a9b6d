import { describe, expect, it } from "vitest";
import { checkResult } from "../../test-helpers.ts";
import check from "./schema-consistency.ts";

const ld = (data: unknown) => `<script type="application/ld+json">${JSON.stringify({ "@context": "https://schema.org", ...(data as object) })}</script>`;
const product = (price: string) => ld({ "@type": "Product", name: "Blue Anvil", offers: { "@type": "Offer", price, priceCurrency: "EUR" } });

describe("schema-consistency", () => {
  it("passes when the headline matches the h1, even with a site suffix", () => {
    const result = checkResult(check, `${ld({ "@type": "Article", headline: "Choosing an anvil | Acme" })}<h1>Choosing an Anvil</h1>`, { pageType: "article" });
    expect(result).toMatchObject({ status: "pass", evidence: 'Article "Choosing an anvil | Acme" matches the h1.' });
  });

  it("fails when the headline names another page", () => {
    const result = checkResult(check, `${ld({ "@type": "Article", headline: "Ten hammer tips" })}<h1>Choosing an anvil</h1>`, { pageType: "article" });
    expect(result).toMatchObject({ status: "fail", evidence: 'Article "Ten hammer tips" differs from the h1 "Choosing an anvil".' });
    expect(result.fix).toBe("Make the Article's headline match the h1.");
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

  it("warns when the price in the markup is not on the page", () => {
    const result = checkResult(check, `${product("59.00")}<h1>Blue Anvil</h1><p>Now 49,00 €</p>`, { pageType: "product" });
    expect(result).toMatchObject({ status: "warn", score: 0.5 });
    expect(result.evidence).toBe('Product "Blue Anvil" matches the h1. Offer price 59.00 does not appear in the visible text.');
    expect(result.fix).toBe("Show the price 59.00 on the page, or correct the Offer to the price the page shows.");
  });

  it("does not look for a free plan's zero price", () => {
    const html = ld({ "@type": "SoftwareApplication", name: "Acme", offers: [{ "@type": "Offer", price: "0" }, { "@type": "Offer", price: "19" }] });
    expect(checkResult(check, `${html}<h1>Pricing</h1><p>Free forever, or $19 a month.</p>`, { pageType: "pricing" })).toMatchObject({
      status: "pass",
      evidence: "Offer price 19 appears in the text.",
    });
  });

  it("skips when there is nothing to compare", () => {
    expect(checkResult(check, ld({ "@type": "Organization", name: "Acme" }), { pageType: "home" }).status).toBe("skipped");
  });
});
