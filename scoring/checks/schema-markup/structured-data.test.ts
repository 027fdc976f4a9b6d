import { describe, expect, it } from "vitest";
import { runCheck, type Verdict } from "../../check.ts";
import { checkResult, page } from "../../test-helpers.ts";
import check from "./structured-data.ts";

const ld = (data: unknown) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;
const article = { "@context": "https://schema.org", "@type": "Article", headline: "Anvils" };
/** The verdict's details with their parameters. */
const detailsOf = (html: string) => (runCheck(check, page(html)) as Verdict).details;

describe("structured-data", () => {
  it("passes when every JSON-LD block parses, naming the types", () => {
    const result = checkResult(check, `${ld(article)}${ld({ "@context": "https://schema.org", "@type": "Organization", name: "Acme" })}<h1>Anvils</h1>`);
    expect(result).toMatchObject({ status: "pass", reason: "parses", params: { found: "2 JSON-LD blocks (Article, Organization)" } });
    expect(result.evidence).toBe("Parses: 2 JSON-LD blocks (Article, Organization).");
  });

  it("reads @graph members and HTML entities in values", () => {
    const html = `<script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"WebSite","name":"Ben &amp; Jerry&#39;s"},{"@type":"Organization","name":"B&J"}]}</script>`;
    expect(checkResult(check, html)).toMatchObject({ status: "pass", params: { found: "1 JSON-LD block (WebSite, Organization)" } });
  });

  it("passes on microdata and RDFa without JSON-LD", () => {
    expect(checkResult(check, `<div itemscope itemtype="https://schema.org/Product"><span itemprop="name">Anvil</span></div>`)).toMatchObject({
      status: "pass",
      reason: "parses",
      params: { found: "microdata (Product)" },
    });
    expect(checkResult(check, `<div vocab="https://schema.org/" typeof="Person"><span property="name">Jo</span></div>`).params).toEqual({ found: "RDFa (Person)" });
  });

  it("fails without any structured data, with a starter graph built from the page", () => {
    const html = `<!doctype html><html lang="en"><head><title>Anvils | Acme</title><link rel="canonical" href="https://acme.example/blog/anvils">
      <meta name="description" content="All about anvils."><meta property="og:image" content="/img/anvil.jpg"></head>
      <body><h1>Choosing an anvil</h1><p>Text.</p></body></html>`;
    const result = checkResult(check, html, { url: "https://acme.example/blog/anvils", pageType: "article" });
    expect(result).toMatchObject({ status: "fail", reason: "no-structured-data" });
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
    const html = `<script type="application/ld+json">{"@type": "Article", "headline": "Anvils" "author": "Jo"}</script>`;
    expect(checkResult(check, html)).toMatchObject({ status: "fail", reason: "broken-json-ld", details: ["unparsable-block-near"] });
    const [block] = detailsOf(html)!;
    expect(block!.params).toMatchObject({ block: "The JSON-LD block", error: expect.any(String), near: expect.stringContaining('"Anvils" "author') });
  });

  it("warns when one block of several is broken, still listing what was read", () => {
    const html = `${ld(article)}<script type="application/ld+json">{"@type": }</script>`;
    expect(checkResult(check, html)).toMatchObject({ status: "fail", score: 0.4, reason: "broken-json-ld-rest-read", params: { found: "2 JSON-LD blocks (Article)" } });
    expect(detailsOf(html)![0]!.params).toMatchObject({ block: "JSON-LD block 2 of 2" });
  });

  it("warns on blocks that parse only after repairs: raw line breaks, trailing commas, &quot;", () => {
    const raw = `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Article","headline":"Line\none",}</script>`;
    expect(checkResult(check, raw)).toMatchObject({ status: "warn", reason: "repaired-json-ld", details: ["repaired-block"] });
    expect(detailsOf(raw)).toEqual([{ key: "repaired-block", params: { block: "The JSON-LD block", repairs: "unescaped line breaks or tabs inside strings and trailing commas" } }]);
    const escaped = `<script type="application/ld+json">{&quot;@context&quot;:&quot;https://schema.org&quot;,&quot;@type&quot;:&quot;Product&quot;}</script>`;
    expect(checkResult(check, escaped).status).toBe("warn");
    expect(detailsOf(escaped)![0]!.params!["repairs"]).toContain("HTML-escaped quotes");
  });

  it("warns on JSON-LD without a schema.org context, and on data without a type", () => {
    expect(checkResult(check, ld({ "@type": "Article", headline: "Anvils" }))).toMatchObject({
      status: "warn",
      reason: "no-schema-context",
      params: { found: "1 JSON-LD block (Article)" },
    });
    expect(checkResult(check, ld({ "@context": "https://schema.org", name: "Anvils" }))).toMatchObject({ status: "warn", score: 0.7, reason: "no-type" });
  });

  it("judges markup only, so pasted text leaves it out", () => {
    expect(check.needs).toContain("markup");
  });
});
