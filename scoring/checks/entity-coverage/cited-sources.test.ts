import { describe, expect, it } from "vitest";
import { typesWith } from "../../page-types.ts";
import { checkResult } from "../../test-helpers.ts";
import check from "./cited-sources.ts";

const link = (href: string, text = "source") => `<a href="${href}">${text}</a>`;
const body = (links: string) => `<main><h1>Anvils</h1><p>${"Anvils have been used by smiths for centuries, in every forge. ".repeat(5)}${links}</p></main>`;

describe("cited-sources", () => {
  it("passes three distinct sites including an authoritative one, labelling it", () => {
    const html = body(link("https://www.nature.com/articles/x") + link("https://blog.example.org/a") + link("https://news.example.com/b"));
    const result = checkResult(check, html);
    expect(result).toMatchObject({ status: "pass", reason: "authoritative-sources", params: { count: "3", sites: "nature.com (journal), example.org, example.com" } });
    expect(result.evidence).toBe("3 external sites cited in the main content: nature.com (journal), example.org, example.com.");
  });

  it("recognizes government, academic and standards domains, and country second levels", () => {
    const html = body(link("https://www.cdc.gov/x") + link("https://www.ox.ac.uk/y") + link("https://www.w3.org/TR/z") + link("https://www.bbc.co.uk/news"));
    expect(checkResult(check, html).params).toEqual({ count: "4", sites: "cdc.gov (government), ox.ac.uk (academic), w3.org (standards body), bbc.co.uk" });
  });

  it("passes at three ordinary sites without the authority bonus", () => {
    const result = checkResult(check, body(link("https://a.example/1") + link("https://b.example/2") + link("https://c.example/3")));
    expect(result).toMatchObject({ status: "pass", score: 0.9, reason: "no-authoritative-source" });
  });

  it("counts a site once, and ignores share buttons, sponsored links, furniture and internal links", () => {
    const html = `<nav>${link("https://elsewhere.example/")}</nav>${body(
      link("https://en.wikipedia.org/wiki/Anvil") + link("https://en.wikipedia.org/wiki/Forge") + link("https://twitter.com/intent/tweet?url=x") +
        `<a rel="sponsored" href="https://ads.example/">ad</a>` + link("/guide/other") + link("https://site.example/x"),
    )}`;
    const result = checkResult(check, html);
    expect(result).toMatchObject({ status: "fail", reason: "few-sources", params: { count: "1", sites: "wikipedia.org (encyclopedia)", min: 3 } });
    expect(result.score).toBeCloseTo(0.4);
  });

  it("fails without external links", () => {
    expect(checkResult(check, body(link("/about")))).toMatchObject({ status: "fail", score: 0, reason: "no-sources" });
  });

  it("applies to explanatory pages only", () => {
    expect(typesWith(check.appliesTo as "longForm")).toEqual(["article", "docs", "other"]);
  });
});
