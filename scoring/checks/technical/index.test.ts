import { describe, expect, it } from "vitest";
import { runCheck } from "../../check.ts";
import { page } from "../../test-helpers.ts";
import { TECHNICAL } from "./index.ts";

const HOSTILE = {
  "a 5 MB text node": `<main><p>${"word ".repeat(1_000_000)}</p></main>`,
  "20k nested elements (linkedom itself is quadratic in depth)": `${"<div data-nosnippet>".repeat(20_000)}deep${"</div>".repeat(20_000)}`,
  "10k empty mount points and scripts": `${'<div id="root"></div><script src="/static/js/main.js"></script>'.repeat(10_000)}`,
  "a huge robots.txt": "<main><h1>Guide</h1></main>",
};
const ROBOTS = `User-agent: *\n${"Disallow: /*a*a*a*a*a*a*a*a*a*a*b$\n".repeat(40_000)}`;

describe("Technical SEO checks on hostile input", () => {
  it.each(Object.entries(HOSTILE))("stay bounded on %s", (_name, html) => {
    const ctx = page(html, { robotsTxt: ROBOTS, sitemapXml: `<urlset>${"<url><loc>https://site.example/x</loc></url>".repeat(60_000)}</urlset>`, llmsTxt: "#".repeat(1_000_000) });
    // The page is built outside the timing: parsing is not the checks' cost.
    const started = performance.now();
    for (const check of TECHNICAL) expect(() => runCheck(check, ctx), check.id).not.toThrow();
    expect(performance.now() - started).toBeLessThan(3_000);
  }, 60_000);
});
