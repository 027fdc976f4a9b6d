import { describe, expect, it } from "vitest";
import { checkResult } from "../../test-helpers.ts";
import check from "./sitemap-lastmod.ts";

const urlset = (lastmods: (string | null)[]) =>
  `<urlset>${lastmods.map((lastmod, i) => `<url><loc>https://site.example/p${i}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`).join("")}</urlset>`;
const run = (sitemapXml: string | null, readVia?: "paste") => checkResult(check, "<h1>Page</h1>", { sitemapXml, pageType: "article", ...(readVia ? { readVia } : {}) });
const spread = Array.from({ length: 20 }, (_, i) => `2026-${String((i % 9) + 1).padStart(2, "0")}-${String((i % 27) + 1).padStart(2, "0")}`);

describe("sitemap-lastmod", () => {
  it("passes varied lastmod dates", () => {
    expect(run(urlset(spread))).toMatchObject({ status: "pass", evidence: "lastmod on 20 of 20 URLs, 20 distinct: they track changes page by page." });
  });

  it("fails one build date stamped on every URL", () => {
    const result = run(urlset(Array.from({ length: 40 }, () => "2026-11-21T03:12:45+00:00")));
    expect(result).toMatchObject({ status: "fail", score: 0.2 });
    expect(result.evidence).toBe("40 of 40 URLs share the lastmod 2026-11-21T03:12:45+00:00: a build or generation date, not real change dates.");
  });

  it("warns when no entry has a lastmod", () => {
    expect(run(urlset(Array.from({ length: 12 }, () => null)))).toMatchObject({ status: "warn", score: 0.5, evidence: "None of the 12 URLs has a <lastmod>." });
  });

  it("flags future dates and malformed ones", () => {
    expect(run(urlset([...spread, "2030-01-01"])).evidence).toContain("1 in the future (e.g. 2030-01-01)");
    expect(run(urlset([...spread.slice(0, 15), "03/05/2026", "03/06/2026", "03/07/2026", "03/08/2026", "03/09/2026"]))).toMatchObject({ status: "warn", score: 0.7 });
  });

  it("skips small or missing sitemaps", () => {
    expect(run(urlset(spread.slice(0, 5))).status).toBe("skipped");
    expect(run(null).status).toBe("skipped");
  });

  it("is not checked when the site's files were not read (pasted input)", () => {
    expect(checkResult(check, "<p>x</p>", { readVia: "paste" }).status).toBe("not_checked");
  });
});
