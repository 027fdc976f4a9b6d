import { describe, expect, it } from "vitest";
import { checkResult } from "../../test-helpers.ts";
import check from "./internal-links.ts";

const prose = "Anvils have been used by smiths for centuries, in every forge and workshop. ".repeat(4);
const furniture = `<header><a href="/about-us">About us</a></header><footer><a href="/contact">Contact</a></footer>`;
const main = (links: string) => `${furniture}<main><h1>Anvils</h1><p>${prose}${links}</p></main>`;

describe("internal-links", () => {
  it("passes content links to related pages with about and contact reachable", () => {
    const html = main(`<a href="/guide/hammers">hammers</a> <a href="https://site.example/guide/tongs">tongs</a> <a href="/guide/forges?x=1">forges</a>`);
    const result = checkResult(check, html, { pageType: "article" });
    expect(result).toMatchObject({
      status: "pass",
      reason: "content-links",
      params: { pages: "3", target: 3, an: "an", type: "article" },
      details: ["about-page", "contact-reachable"],
    });
    expect(result.evidence).toBe("3 internal pages linked from the content (3 expected on an article page); an about page is reachable; contact is reachable.");
  });

  it("does not count navigation, the page itself or external links as content links", () => {
    const html = main(`<a href="/guide/topic#part">this page</a> <a href="https://other.example/">elsewhere</a> <a href="/guide/hammers">hammers</a>`);
    const result = checkResult(check, html, { pageType: "article" });
    expect(result).toMatchObject({ status: "warn", reason: "few-content-links", params: { pages: "1", target: 3 } });
    expect(result.score).toBeCloseTo(0.6 / 3 + 0.4);
    expect(result.fix).toBe("Link from the text to at least 3 related pages of the site with descriptive anchor text.");
  });

  it("reports links without a crawlable href", () => {
    const html = main(`<a onclick="go('/a')">a</a> <a href="javascript:void(0)">b</a> <a href="/x">x</a> <a href="/y">y</a> <a href="/z">z</a>`);
    const result = checkResult(check, html, { pageType: "article" });
    expect(result).toMatchObject({ status: "warn", score: 0.85, reason: "uncrawlable-links", params: { pages: "3", uncrawlable: "2", examples: "<a>, <a>" } });
  });

  it("finds localized about and contact links, and mailto as contact", () => {
    const html = `<footer><a href="/ueber-uns">Über uns</a><a href="mailto:hallo@site.example">E-Mail</a></footer><main><p>${prose}<a href="/a">a</a><a href="/b">b</a></p></main>`;
    expect(checkResult(check, html, { pageType: "product" })).toMatchObject({ status: "pass", details: ["about-page", "contact-reachable"] });
  });

  it("fails a page with no internal links at all", () => {
    const result = checkResult(check, `<main><p>${prose}</p></main>`, { pageType: "article" });
    expect(result).toMatchObject({ status: "fail", score: 0, reason: "few-content-links", params: { pages: "0" }, details: ["no-about-page", "no-contact"] });
  });

  it("gives the fixes for the content, the hrefs, then about and contact", () => {
    const html = `<main><p>${prose}<a onclick="go('/a')">a</a> <a href="/x">x</a></p></main>`;
    const result = checkResult(check, html, { pageType: "article" });
    expect(result).toMatchObject({ reason: "few-content-links-uncrawlable", details: ["no-about-page", "no-contact"] });
    expect(result.fix).toMatch(/^Link from the text .* Give every link a real href .* Link to an about page .* Link to a contact page/);
  });
});
