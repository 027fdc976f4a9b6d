import { describe, expect, it } from "vitest";
import { checkResult } from "../../test-helpers.ts";
import check from "./structured-data.ts";

const ld = (data: unknown) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;
const article = { "@context": "https://schema.org", "@type": "Article", headline: "Anvils" };

describe("structured-data", () => {
  it("passes when every JSON-LD block parses, naming the types", () => {
    const result = checkResult(check, `${ld(article)}${ld({ "@context": "https://schema.org", "@type": "Organization", name: "Acme" })}<h1>Anvils</h1>`);
    expect(result).toMatchObject({ status: "pass" });
    expect(result.evidence).toContain("2 JSON-LD blocks (Article, Organization)");
  });

  it("reads @graph members and HTML entities in values", () => {
    const html = `<script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"WebSite","name":"Ben &amp; Jerry&#39;s"},{"@type":"Organization","name":"B&J"}]}</script>`;
    const result = checkResult(check, html);
    expect(result.status).toBe("pass");
    expect(result.evidence).toContain("WebSite, Organization");
  });

  it("passes on microdata and RDFa without JSON-LD", () => {
    expect(checkResult(check, `<div itemscope itemtype="https://schema.org/Product"><span itemprop="name">Anvil</span></div>`)).toMatchObject({
      status: "pass",
      evidence: "Parses: microdata (Product).",
    });
    expect(checkResult(check, `<div vocab="https://schema.org/" typeof="Person"><span property="name">Jo</span></div>`).evidence).toContain("RDFa (Person)");
  });

  it("fails without any structured data, with a starter graph built from the page", () => {
    const html = `<!doctype html><html lang="en"><head><title>Anvils | Acme</title><link rel="canonical" href="https://acme.example/blog/anvils">
      <meta name="description" content="All about anvils."><meta property="og:image" content="/img/anvil.jpg"></head>
      <body><h1>Choosing an anvil</h1><p>Text.</p></body></html>`;
    const result = checkResult(check, html, { url: "https://acme.example/blog/anvils", pageType: "article" });
    expect(result).toMatchObject({ status: "fail", evidence: "No JSON-LD, microdata or RDFa on the page." });
    const snippet = JSON.parse(result.snippet!);
    expect(snippet["@context"]).toBe("https://schema.org");
    const types = snippet["@graph"].map((node: { "@type": string }) => node["@type"]);
    expect(types).toEqual(["Article", "Organization", "BreadcrumbList"]);
    expect(snippet["@graph"][0]).toMatchObject({
      headline: "Choosing an anvil",
      description: "All about anvils.",
      image: ["https://acme.example/img/anvil.jpg"],
      mainEntityOfPage: "https://acme.example/blog/anvils",
      publisher: { name: "Acme" },
    });
  });

  it("fails on JSON-LD that does not parse, quoting the parser's error and the text near it", () => {
    const result = checkResult(check, `<script type="application/ld+json">{"@type": "Article", "headline": "Anvils" "author": "Jo"}</script>`);
    expect(result.status).toBe("fail");
    expect(result.evidence).toMatch(/^The JSON-LD block does not parse: .+ near ".*"Anvils" "author.*"\.$/);
    expect(result.fix).toContain("Fix the JSON syntax");
  });

  it("warns when one block of several is broken, still listing what was read", () => {
    const result = checkResult(check, `${ld(article)}<script type="application/ld+json">{"@type": }</script>`);
    expect(result.status).toBe("fail");
    expect(result.score).toBe(0.4);
    expect(result.evidence).toContain("JSON-LD block 2 of 2 does not parse");
    expect(result.evidence).toContain("Still read: 2 JSON-LD blocks (Article)");
  });

  it("warns on blocks that parse only after repairs: raw line breaks, trailing commas, &quot;", () => {
    const raw = checkResult(check, `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Article","headline":"Line\none",}</script>`);
    expect(raw.status).toBe("warn");
    expect(raw.evidence).toBe("The JSON-LD block parses only after fixing unescaped line breaks or tabs inside strings and trailing commas.");
    const escaped = checkResult(check, `<script type="application/ld+json">{&quot;@context&quot;:&quot;https://schema.org&quot;,&quot;@type&quot;:&quot;Product&quot;}</script>`);
    expect(escaped.status).toBe("warn");
    expect(escaped.evidence).toContain("HTML-escaped quotes");
  });

  it("warns on JSON-LD without a schema.org context", () => {
    const result = checkResult(check, ld({ "@type": "Article", headline: "Anvils" }));
    expect(result).toMatchObject({ status: "warn", evidence: "JSON-LD without a schema.org @context: 1 JSON-LD block (Article)." });
  });

  it("judges markup only, so pasted text leaves it out", () => {
    expect(check.needs).toContain("markup");
  });
});
