import { describe, expect, it } from "vitest";
import { checkResult } from "../../test-helpers.ts";
import check from "./internal-links.ts";

const prose = "Anvils have been used by smiths for centuries, in every forge and workshop. ".repeat(4);
const furniture = `<header><a href="/about-us">About us</a></header><footer><a href="/contact">Contact</a></footer>`;
const main = (links: string) => `${furniture}<main><h1>Anvils</h1><p>${prose}${links}</p></main>`;

describe("internal-links", () => {
  it("passes content links to related pages with about and contact reachable", () => {
    const html = main(`<a href="/guide/hammers">hammers</a> <a href="https://site.example/guide/tongs">tongs</a> <a href="/guide/forges?x=1">forges</a>`);
    expect(checkResult(check, html, { pageType: "article" })).toMatchObject({
      status: "pass",
      evidence: "3 internal pages linked from the content (3 expected on an article page); an about page is reachable; contact is reachable.",
    });
  });

  it("does not count navigation, the page itself or external links as content links", () => {
    const html = main(`<a href="/guide/topic#part">this page</a> <a href="https://other.example/">elsewhere</a> <a href="/guide/hammers">hammers</a>`);
    const result = checkResult(check, html, { pageType: "article" });
    expect(result.status).toBe("warn");
    expect(result.score).toBeCloseTo(0.6 / 3 + 0.4);
    expect(result.evidence).toContain("1 internal page linked from the content");
    expect(result.fix).toBe("Link from the text to at least 3 related pages of the site with descriptive anchor text.");
  });

  it("reports links without a crawlable href", () => {
    const html = main(`<a onclick="go('/a')">a</a> <a href="javascript:void(0)">b</a> <a href="/x">x</a> <a href="/y">y</a> <a href="/z">z</a>`);
    const result = checkResult(check, html, { pageType: "article" });
    expect(result.status).toBe("warn");
    expect(result.evidence).toContain("2 links without a crawlable href (<a>, <a>)");
    expect(result.fix).toContain("real href");
  });

  it("finds localized about and contact links, and mailto as contact", () => {
    const html = `<footer><a href="/ueber-uns">Über uns</a><a href="mailto:hallo@site.example">E-Mail</a></footer><main><p>${prose}<a href="/a">a</a><a href="/b">b</a></p></main>`;
    expect(checkResult(check, html, { pageType: "product" }).status).toBe("pass");
  });

  it("fails a page with no internal links at all", () => {
    const result = checkResult(check, `<main><p>${prose}</p></main>`, { pageType: "article" });
    expect(result.status).toBe("fail");
    expect(result.evidence).toContain("no link to an about page; no link to a contact page or address");
  });
});
