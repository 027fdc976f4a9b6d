import { describe, expect, it } from "vitest";
import { isA, isAny } from "./schema-types.ts";

describe("isA", () => {
  it("follows schema.org's hierarchy through several levels and parents", () => {
    expect(isA("LiveBlogPosting", "Article")).toBe(true);
    expect(isA("APIReference", "TechArticle")).toBe(true);
    expect(isA("Recipe", "CreativeWork")).toBe(true);
    expect(isA("Dentist", "Place")).toBe(true);
    expect(isA("Dentist", "Organization")).toBe(true);
    expect(isA("Article", "Article")).toBe(true);
  });

  it("does not read a parent as its child, nor siblings as each other", () => {
    expect(isA("Article", "NewsArticle")).toBe(false);
    expect(isA("TechArticle", "NewsArticle")).toBe(false);
    expect(isA("WebPage", "Article")).toBe(false);
    expect(isA("Unknown", "Thing")).toBe(false);
  });

  it("reads unlisted business and organization subtypes by their schema.org names", () => {
    expect(isA("ShoeStore", "LocalBusiness")).toBe(true);
    expect(isA("TaxiBusiness", "Organization")).toBe(true);
    expect(isA("SearchRescueOrganization", "Organization")).toBe(true);
    expect(isA("ShoeStore", "Article")).toBe(false);
  });

  it("answers for a list of types and families", () => {
    expect(isAny(["ImageObject", "BlogPosting"], ["Product", "Article"])).toBe(true);
    expect(isAny(["BreadcrumbList"], ["Article"])).toBe(false);
  });
});
