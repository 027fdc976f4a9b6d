import { describe, expect, it } from "vitest";
import { page } from "../test-helpers.ts";
import { breadcrumbSkeleton, skeletonFor, toSnippet } from "./jsonld-skeleton.ts";
import { ENTITY_KINDS } from "./schema-properties.ts";

const html = `<!doctype html><html lang="en-GB"><head><title>Blue Anvil | Acme</title>
  <link rel="canonical" href="/shop/blue-anvil?ref=x#top"><meta name="description" content="A heavy anvil.">
  <meta property="og:image" content="https://cdn.acme.example/anvil.jpg"><meta name="author" content="Jo Smith">
  <meta property="article:published_time" content="2026-01-05"></head>
  <body><header><img src="/acme-logo.png" alt="Acme"></header>
  <main><h1>Blue Anvil</h1><p>Only $1,299.00 — call <a href="tel:+1-555-0100">us</a> or <a href="mailto:shop@acme.example?subject=hi">mail</a>.</p>
  <a href="/shop/red-anvil">Red anvil</a></main>
  <footer><a href="https://github.com/acme">GitHub</a><a href="https://www.facebook.com/sharer/sharer.php?u=x">Share</a></footer></body></html>`;

describe("pageEvidence", () => {
  it("takes profiles from the site's own links only when the site itself is a profile site", () => {
    const footer = `<html><body><main><p>Text.</p></main><footer><a href="/acme">Us</a><a href="https://github.com/acme">GitHub</a></footer></body></html>`;
    expect(page(footer, { url: "https://acme.example/" }).pageEvidence.sameAs).toEqual(["https://github.com/acme"]);
    expect(page(footer, { url: "https://github.com/acme/tool" }).pageEvidence.sameAs).toEqual(["https://github.com/acme"]);
    const own = footer.replace('href="/acme"', 'href="/acme-org"');
    expect(page(own, { url: "https://github.com/acme/tool" }).pageEvidence.sameAs).toEqual(["https://github.com/acme-org", "https://github.com/acme"]);
  });

  it("gathers what the page shows", () => {
    const evidence = page(html, { url: "https://acme.example/shop/blue-anvil" }).pageEvidence;
    expect(evidence).toMatchObject({
      url: "https://acme.example/shop/blue-anvil?ref=x",
      origin: "https://acme.example/",
      language: "en-GB",
      headline: "Blue Anvil",
      description: "A heavy anvil.",
      // A product page has no author or publication date of its own (page-type/works.ts): the meta tags are the shop's.
      author: null,
      published: null,
      image: "https://cdn.acme.example/anvil.jpg",
      siteName: "Acme",
      logo: "https://acme.example/acme-logo.png",
      sameAs: ["https://github.com/acme"],
      prices: [{ amount: "1299", currency: "USD" }],
      telephone: "+1-555-0100",
      email: "shop@acme.example",
      items: [{ name: "Red anvil", url: "https://acme.example/shop/red-anvil" }],
    });
    expect(evidence.trail.map((crumb) => crumb.name)).toEqual(["Home", "Shop", "Blue Anvil"]);
  });

  it("takes an article's author and publication date from its facts", () => {
    const article = `<!doctype html><html lang="en"><head><title>Forging a blue anvil | Acme</title><meta name="author" content="Jo Smith">
      <meta property="article:published_time" content="2026-01-05"></head><body><main><article><h1>Forging a blue anvil</h1>
      <p>By Jo Smith</p>${"<p>The face is hardened before it is ground flat again, and the horn is drawn out last of all.</p>".repeat(4)}</article></main></body></html>`;
    expect(page(article, { url: "https://acme.example/p/88" }).pageEvidence).toMatchObject({ author: "Jo Smith", published: "2026-01-05T00:00:00Z" });
  });
});

describe("skeletons", () => {
  const evidence = page(html, { url: "https://acme.example/shop/blue-anvil" }).pageEvidence;

  it("builds a parseable skeleton for every kind, with @context", () => {
    for (const kind of ENTITY_KINDS) {
      const parsed = JSON.parse(toSnippet(skeletonFor(kind, evidence)));
      expect(parsed["@context"], kind).toBe("https://schema.org");
      expect(parsed["@type"], kind).toBeTruthy();
    }
  });

  it("fills a Product from the page and keeps an existing node's values", () => {
    const product = skeletonFor("Product", evidence, { "@type": "Product", "@id": "#p", name: "Blue Anvil XL", offers: { "@type": "Offer", price: "1299.00" } });
    expect(product).toMatchObject({
      "@type": "Product",
      "@id": "#p",
      name: "Blue Anvil XL",
      description: "A heavy anvil.",
      image: ["https://cdn.acme.example/anvil.jpg"],
      offers: { "@type": "Offer", price: "1299.00", priceCurrency: "USD", availability: "https://schema.org/InStock" },
    });
  });

  it("marks what the page does not show as <placeholders>", () => {
    const bare = page("<p>Nothing here.</p>").pageEvidence;
    const article = skeletonFor("Article", bare);
    expect(article["datePublished"]).toMatch(/^<ISO 8601 date/);
    expect((article["author"] as { name: string }).name).toBe("<author's name>");
  });

  it("builds breadcrumbs from the trail", () => {
    expect(breadcrumbSkeleton(evidence)).toMatchObject({ "@type": "BreadcrumbList", itemListElement: [{ position: 1, name: "Home", item: "https://acme.example/" }, { position: 2 }, { position: 3 }] });
  });
});

describe("toSnippet", () => {
  it("is 2-space JSON safe to paste into a <script> element", () => {
    const snippet = toSnippet({ "@type": "Article", headline: "Close </script><!-- tags" });
    expect(snippet).not.toContain("</");
    expect(snippet).not.toContain("<!--");
    expect(snippet.split("\n")[1]).toBe('  "@context": "https://schema.org",');
    expect(JSON.parse(snippet).headline).toBe("Close </script><!-- tags");
  });

  it("wraps several nodes in a @graph", () => {
    expect(JSON.parse(toSnippet([{ "@type": "WebSite" }, { "@type": "Organization" }]))["@graph"]).toHaveLength(2);
  });
});
