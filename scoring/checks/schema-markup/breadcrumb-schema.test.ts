import { describe, expect, it } from "vitest";
import { checkResult } from "../../test-helpers.ts";
import check from "./breadcrumb-schema.ts";

const ld = (data: unknown) => `<script type="application/ld+json">${JSON.stringify({ "@context": "https://schema.org", ...(data as object) })}</script>`;
const crumbs = (items?: unknown[]) => ld({ "@type": "BreadcrumbList", ...(items ? { itemListElement: items } : {}) });

describe("breadcrumb-schema", () => {
  it("passes a complete BreadcrumbList, showing the trail", () => {
    const html = crumbs([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://site.example/" },
      { "@type": "ListItem", position: 2, name: "Guides", item: { "@id": "https://site.example/guide/" } },
      { "@type": "ListItem", position: 3, name: "Topic" },
    ]);
    const result = checkResult(check, html);
    expect(result).toMatchObject({ status: "pass", reason: "breadcrumb-list", params: { trail: "Home › Guides › Topic" } });
    expect(result.evidence).toBe("BreadcrumbList: Home › Guides › Topic.");
  });

  it("passes a microdata breadcrumb", () => {
    const html = `<ol itemscope itemtype="https://schema.org/BreadcrumbList">
      <li itemprop="itemListElement" itemscope itemtype="https://schema.org/ListItem"><a itemprop="item" href="/"><span itemprop="name">Home</span></a><meta itemprop="position" content="1"></li>
      <li itemprop="itemListElement" itemscope itemtype="https://schema.org/ListItem"><span itemprop="name">Topic</span><meta itemprop="position" content="2"></li></ol>`;
    expect(checkResult(check, html).status).toBe("pass");
  });

  it("warns on items without position, name or URL", () => {
    const result = checkResult(check, crumbs([{ "@type": "ListItem", name: "Home" }, { "@type": "ListItem", position: 2, name: "Topic" }]));
    expect(result).toMatchObject({ status: "warn", score: 0.5, reason: "faulty-breadcrumb-list", params: { trail: "Home › Topic" }, details: ["item-without-position", "item-without-url"] });
    expect(checkResult(check, crumbs([{ "@type": "ListItem", position: 1 }])).details).toEqual(["item-without-name"]);
  });

  it("warns on a list without items", () => {
    expect(checkResult(check, crumbs())).toMatchObject({ status: "warn", reason: "empty-breadcrumb-list", details: ["no-list-items"] });
  });

  it("fails without one, building the trail from the visible breadcrumb", () => {
    const html = `<nav aria-label="Breadcrumb"><a href="/">Home</a> › <a href="/guide/">Guides</a></nav><h1>Choosing a topic</h1>`;
    const result = checkResult(check, html);
    expect(result).toMatchObject({ status: "fail", reason: "no-breadcrumb-list-trail-shown" });
    expect(JSON.parse(result.snippet!).itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://site.example/" },
      { "@type": "ListItem", position: 2, name: "Guides", item: "https://site.example/guide/" },
      { "@type": "ListItem", position: 3, name: "Choosing a topic", item: "https://site.example/guide/topic" },
    ]);
  });

  it("falls back to the address for the skeleton's trail", () => {
    const result = checkResult(check, "<h1>Blue anvil</h1>", { url: "https://shop.example/anvils/blue-anvil" });
    expect(result.status).toBe("fail");
    expect(JSON.parse(result.snippet!).itemListElement.map((item: { name: string }) => item.name)).toEqual(["Home", "Anvils", "Blue anvil"]);
  });

  it("does not apply to the home page", () => {
    expect(check.appliesTo).not.toContain("home");
  });
});
