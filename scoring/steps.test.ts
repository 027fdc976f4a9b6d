// analyze() and analyzePaced() are the same steps run two ways: the paced run pauses between them (a slice
// of markup, a check) and gives the same report.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CHECKS } from "./checks/index.ts";
import { analyze, analyzePaced } from "./index.ts";

const ARTICLE = readFileSync(new URL("../test/fixtures/pages/en-article.html", import.meta.url), "utf8");
const input = (html: string) => ({ html, url: "https://anvils.example/guide", now: "2026-11-24T12:00:00Z", readVia: "paste" as const });

describe("analysis in steps", () => {
  it("gives the same report paced as at once, pausing at least once a check", async () => {
    let pauses = 0;
    const paced = await analyzePaced(input(ARTICLE), async () => {
      pauses++;
    });
    expect(paced).toEqual(analyze(input(ARTICLE)));
    expect(pauses).toBeGreaterThanOrEqual(CHECKS.length / 2);
  });

  it("pauses while reading a large page, once a slice of markup", async () => {
    const html = `<main>${"<p>Anvils are forged from tool steel. ".repeat(40_000)}</main>`;
    let pauses = 0;
    const report = await analyzePaced(input(html), async () => {
      pauses++;
    });
    expect(report.page.truncated_at).not.toBeNull();
    // The bounding pass reads 64 KiB slices up to the node budget (60,000 nodes: about 1.1 MB of this markup).
    expect(pauses).toBeGreaterThan(CHECKS.length / 2 + 15);
  });
});
