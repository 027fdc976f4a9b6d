import { describe, expect, it } from "vitest";
import { CATEGORY_NAMES } from "./categories.ts";
import { CHECKS } from "./checks/index.ts";
import { PAGE_TYPES } from "./page-types.ts";
import { categoryShares, checkShare, wholePercents } from "./shares.ts";

describe("shares of the score", () => {
  it("categories of every page type share the whole score", () => {
    for (const type of PAGE_TYPES) {
      const shares = Object.values(categoryShares(type));
      expect(shares.reduce((sum, share) => sum + share, 0)).toBeCloseTo(1, 10);
      expect(wholePercents(shares).reduce((sum, value) => sum + value, 0), type).toBe(100);
    }
  });

  it("checks that apply share their category's part; left-out categories weigh nothing", () => {
    for (const type of PAGE_TYPES) {
      for (const category of CATEGORY_NAMES) {
        const total = CHECKS.filter((check) => check.category === category).reduce((sum, check) => sum + checkShare(CHECKS, check, type), 0);
        expect(total, `${type} ${category}`).toBeCloseTo(categoryShares(type)[category], 10);
      }
    }
    expect(categoryShares("contact")["Direct Answer Quality"]).toBe(0);
  });

  it("weighs search-crawler access much, a training opt-out nothing, llms.txt little", () => {
    const share = (id: string) => checkShare(CHECKS, CHECKS.find((check) => check.id === id)!, "article");
    expect(share("ai-search-crawlers")).toBeGreaterThan(0.04);
    expect(share("ai-training-crawlers")).toBe(0);
    expect(share("llms-txt")).toBeLessThan(0.01);
    expect(share("faq-schema")).toBeLessThan(0.01);
    expect(share("answer-first-paragraph")).toBeGreaterThan(share("llms-txt") * 5);
  });

  it("rounds to whole percents that add up", () => {
    expect(wholePercents([1 / 3, 1 / 3, 1 / 3])).toEqual([34, 33, 33]);
    expect(wholePercents([0.125, 0.125, 0.75])).toEqual([13, 12, 75]);
    expect(wholePercents([0, 1])).toEqual([0, 100]);
  });
});
