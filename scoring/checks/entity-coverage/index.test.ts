import { describe, expect, it } from "vitest";
import { runChecks } from "../../runner.ts";
import { page } from "../../test-helpers.ts";
import { ENTITY_COVERAGE } from "./index.ts";

describe("Entity & Topic Coverage checks", () => {
  it("carry the weights of AEO-CHECKS.md", () => {
    expect(Object.fromEntries(ENTITY_COVERAGE.map((check) => [check.id, check.weight]))).toEqual({
      statistics: 20, quotations: 10, "cited-sources": 20, "entity-clarity": 20, "named-entities": 15, "internal-links": 10, "topical-depth": 5,
    });
    for (const check of ENTITY_COVERAGE) expect(check.category, check.id).toBe("Entity & Topic Coverage");
  });

  it("leave markup checks out of pasted text", () => {
    const text = page("<main><p>In 2024, 42% of smiths said so.</p></main>", { mode: "text", pageType: "article" });
    const ids = runChecks(ENTITY_COVERAGE, text).categories.flatMap((category) => category.checks.map((check) => check.id));
    expect(ids).not.toContain("cited-sources");
    expect(ids).not.toContain("entity-clarity");
    expect(ids).not.toContain("internal-links");
  });

  it("survive hostile pages without throwing", () => {
    const hostile = [
      `<main><p>${"The European Commission said “a long quotation here” in 2024, 42% of 1,234. ".repeat(20_000)}</p></main>`,
      `${"<div>".repeat(10_000)}<p>“deep words are quoted here” said Jane Doe</p>${"</div>".repeat(10_000)}`,
      `<main><p>${"“ a « b „ c 「 d \" e ".repeat(50_000)}</p></main>`,
      `<main>${Array.from({ length: 5_000 }, (_, i) => `<p><a href="https://d${i}.example/">x</a><a href="/p${i}">y</a><blockquote>quoted words here now</blockquote></p>`).join("")}</main>`,
    ];
    for (const html of hostile) {
      for (const pageType of ["article", "home", "product"] as const) {
        expect(runChecks(ENTITY_COVERAGE, page(html, { pageType })).warnings).toEqual([]);
      }
    }
  }, 60_000);
});
