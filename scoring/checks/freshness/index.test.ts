import { describe, expect, it } from "vitest";
import { runCheck } from "../../check.ts";
import { page } from "../../test-helpers.ts";
import { FRESHNESS } from "./index.ts";

const HOSTILE = {
  "a 5 MB text node of dates": `<main><p>${"Updated 2026-01-01 March 5, 2026 ".repeat(150_000)}</p></main><footer>${"© 2019 ".repeat(100_000)}</footer>`,
  "20k nested elements (linkedom itself is quadratic in depth)": `${"<div><time datetime='2026-01-01'>x</time>".repeat(20_000)}deep${"</div>".repeat(20_000)}`,
  "20k <time> elements": `<main>${"<p>Updated <time datetime='2026-01-01T00:00:00Z'>then</time></p>".repeat(20_000)}</main>`,
};

describe("Freshness checks on hostile input", () => {
  it.each(Object.entries(HOSTILE))("stay bounded on %s", (_name, html) => {
    const ctx = page(html, { pageType: "article", sitemapXml: `<urlset>${"<url><loc>https://site.example/x</loc><lastmod>2026-01-01</lastmod></url>".repeat(60_000)}</urlset>` });
    // The page is built outside the timing: parsing is not the checks' cost.
    const started = performance.now();
    for (const check of FRESHNESS) expect(() => runCheck(check, ctx), check.id).not.toThrow();
    expect(performance.now() - started).toBeLessThan(3_000);
  }, 60_000);
});
