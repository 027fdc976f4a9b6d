import { describe, expect, it } from "vitest";
import { checkResult } from "../../test-helpers.ts";
import check from "./organization-identity.ts";

const ld = (data: unknown) => `<script type="application/ld+json">${JSON.stringify({ "@context": "https://schema.org", ...(data as object) })}</script>`;
const acme = { "@type": "Organization", name: "Acme", url: "https://acme.example/", logo: "https://acme.example/logo.png" };

describe("organization-identity", () => {
  it("passes an Organization with name, url, logo and sameAs, naming the profiles", () => {
    const result = checkResult(check, ld({ ...acme, sameAs: ["https://en.wikipedia.org/wiki/Acme", "https://www.linkedin.com/company/acme"] }));
    expect(result).toMatchObject({
      status: "pass",
      reason: "identified-with-profiles",
      params: { entity: 'Organization "Acme"', profiles: "Wikipedia, LinkedIn" },
      details: ["has-identity-properties"],
    });
    expect(result.evidence).toBe('Organization "Acme": has name, url, logo, sameAs (sameAs: Wikipedia, LinkedIn).');
  });

  it("finds the organization as an article's publisher", () => {
    const html = ld({ "@type": "Article", headline: "A", publisher: { ...acme, sameAs: "https://github.com/acme" } });
    expect(checkResult(check, html).status).toBe("pass");
  });

  it("warns on a missing sameAs, suggesting the profile links the page already has", () => {
    const html = `${ld(acme)}<footer><a href="https://www.linkedin.com/company/acme">LinkedIn</a><a href="https://x.com/acme">X</a><a href="https://x.com/intent/tweet?text=hi">Share</a></footer>`;
    const result = checkResult(check, html);
    expect(result).toMatchObject({ status: "warn", score: 0.75, reason: "partly-identified", params: { entity: 'Organization "Acme"' }, details: ["has-identity-properties", "lacks-same-as"] });
    expect(JSON.parse(result.snippet!)).toMatchObject({ name: "Acme", sameAs: ["https://www.linkedin.com/company/acme", "https://x.com/acme"] });
  });

  it("names what a node without identity properties lacks", () => {
    const result = checkResult(check, ld({ "@type": "Organization" }));
    expect(result).toMatchObject({ status: "fail", score: 0, reason: "partly-identified", details: ["no-identity-properties", "lacks-same-as"] });
    const logoless = checkResult(check, ld({ ...acme, logo: undefined, sameAs: "https://www.linkedin.com/company/acme" }));
    expect(logoless).toMatchObject({ reason: "partly-identified-with-profiles", params: { profiles: "LinkedIn" }, details: ["has-identity-properties", "lacks-identity-properties"] });
  });

  it("fails without an Organization, building one from og:site_name and the header logo", () => {
    const html = `<!doctype html><html><head><title>Anvils</title><meta property="og:site_name" content="Acme Anvils"></head>
      <body><header><img src="/brand/logo.svg" alt="Acme"></header><h1>Anvils</h1></body></html>`;
    const result = checkResult(check, html, { url: "https://acme.example/anvils" });
    expect(result).toMatchObject({ status: "fail", reason: "no-identity" });
    expect(JSON.parse(result.snippet!)).toEqual({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Acme Anvils",
      url: "https://acme.example/",
      logo: "https://acme.example/brand/logo.svg",
      sameAs: ["<Wikipedia, Wikidata or LinkedIn URL of the organization>"],
      description: "<one sentence on what the organization does>",
      contactPoint: { "@type": "ContactPoint", telephone: "<telephone, e.g. +1-555-0100>", contactType: "customer support" },
    });
  });

  it("accepts a Person who publishes a personal site, but not a mere author", () => {
    const jo = { "@type": "Person", "@id": "#jo", name: "Jo", url: "https://jo.example/", image: "https://jo.example/jo.jpg", sameAs: "https://github.com/jo" };
    const publisher = ld({ "@graph": [{ "@type": "WebSite", name: "Jo's notes", publisher: { "@id": "#jo" } }, jo] });
    expect(checkResult(check, publisher).status).toBe("pass");
    const author = ld({ "@graph": [{ "@type": "Article", author: { "@id": "#jo" } }, jo] });
    expect(checkResult(check, author)).toMatchObject({ status: "fail", reason: "no-identity" });
  });
});
