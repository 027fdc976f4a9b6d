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

  it("say markup checks are not checked on pasted text", () => {
    const text = page("<main><p>In 2024, 42% of smiths said so.</p></main>", { mode: "text", pageType: "article" });
    const checks = runChecks(ENTITY_COVERAGE, text).categories.flatMap((category) => category.checks);
    const status = (id: string) => checks.find((check) => check.id === id)?.status;
    expect([status("cited-sources"), status("entity-clarity"), status("internal-links")]).toEqual(["not_checked", "not_checked", "not_checked"]);
    expect(status("statistics")).not.toBe("not_checked");
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
