import { describe, expect, it } from "vitest";
import { checkResult } from "../../test-helpers.ts";
import check from "./sitemap-lastmod.ts";

const urlset = (lastmods: (string | null)[]) =>
  `<urlset>${lastmods.map((lastmod, i) => `<url><loc>https://site.example/p${i}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`).join("")}</urlset>`;
const run = (sitemapXml: string | null, readVia?: "paste") => checkResult(check, "<h1>Page</h1>", { sitemapXml, pageType: "article", ...(readVia ? { readVia } : {}) });
const spread = Array.from({ length: 20 }, (_, i) => `2026-${String((i % 9) + 1).padStart(2, "0")}-${String((i % 27) + 1).padStart(2, "0")}`);

describe("sitemap-lastmod", () => {
  it("passes varied lastmod dates", () => {
    const result = run(urlset(spread));
    expect(result).toMatchObject({ status: "pass", reason: "tracked-lastmod", params: { dated: 20, total: 20, what: "URLs", distinct: 20 } });
    expect(result.evidence).toBe("lastmod on 20 of 20 URLs, 20 distinct: they track changes page by page.");
  });

  it("fails one build date stamped on every URL", () => {
    expect(run(urlset(Array.from({ length: 40 }, () => "2026-11-21T03:12:45+00:00")))).toMatchObject({
      status: "fail",
      score: 0.2,
      reason: "stamped-lastmod",
      params: { count: 40, dated: 40, what: "URLs", value: "2026-11-21T03:12:45+00:00" },
    });
  });

  it("names the entries of a sitemap index", () => {
    const index = `<sitemapindex>${spread.map((lastmod, i) => `<sitemap><loc>https://site.example/s${i}.xml</loc><lastmod>${lastmod}</lastmod></sitemap>`).join("")}</sitemapindex>`;
    expect(run(index).params).toMatchObject({ what: "sitemaps in the index" });
  });

  it("warns when no entry has a lastmod", () => {
    expect(run(urlset(Array.from({ length: 12 }, () => null)))).toMatchObject({ status: "warn", score: 0.5, reason: "no-lastmod", params: { total: 12, what: "URLs" } });
  });

  it("flags future dates and malformed ones", () => {
    expect(run(urlset([...spread, "2030-01-01"]))).toMatchObject({ reason: "future-lastmod", params: { future: "1", example: "2030-01-01" } });
    expect(run(urlset([...spread.slice(0, 15), "03/05/2026", "03/06/2026", "03/07/2026", "03/08/2026", "03/09/2026"]))).toMatchObject({
      status: "warn",
      score: 0.7,
      reason: "malformed-lastmod",
      params: { share: 25, example: "03/05/2026" },
    });
  });

  it("skips small or missing sitemaps", () => {
    expect(run(urlset(spread.slice(0, 5)))).toMatchObject({ status: "skipped", reason: "small-sitemap" });
    expect(run(null).status).toBe("skipped");
  });

  it("is not checked when the site's files were not read (pasted input)", () => {
    expect(checkResult(check, "<p>x</p>", { readVia: "paste" }).status).toBe("not_checked");
  });
});
