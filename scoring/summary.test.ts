import { describe, expect, it } from "vitest";
import { templateSummary } from "./summary.ts";

const summaryWithTopFix = (title: string) =>
  templateSummary({
    url: "site.example",
    score: 70,
    grade: "C",
    categories: [
      { name: "Content Structure", score: 90, weight: 50, checks: [] },
      { name: "Technical SEO for AI", score: 50, weight: 50, checks: [] },
    ],
    fixes: [{ check_id: "x", category: "Technical SEO for AI", title, fix: "Do it.", snippet: null, impact: 5 }],
  });

describe("templateSummary", () => {
  it("names the biggest gain mid-sentence: a title in lower case, an acronym kept", () => {
    expect(summaryWithTopFix("The page has thin main content")).toMatch(/; the biggest gain: the page has thin main content\.$/);
    expect(summaryWithTopFix("AI search crawlers are kept out of the page")).toMatch(/; the biggest gain: AI search crawlers are kept out of the page\.$/);
    expect(summaryWithTopFix("FAQ or HowTo markup has faults")).toMatch(/; the biggest gain: FAQ or HowTo markup has faults\.$/);
  });
});
