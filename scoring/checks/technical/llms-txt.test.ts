import { describe, expect, it } from "vitest";
import { checkResult } from "../../test-helpers.ts";
import check from "./llms-txt.ts";

const html = `<!doctype html><html lang="en"><head><title>Acme Anvils</title><meta name="description" content="Drop-forged anvils since 1952."><meta property="og:site_name" content="Acme"></head><body><h1>Acme</h1></body></html>`;
const good = "# Acme Anvils\n\n> Drop-forged steel anvils.\n\n## Products\n\n- [Anvils](https://acme.example/anvils/): every model\n\n## Optional\n\n- [About](https://acme.example/about/)\n";

describe("llms-txt", () => {
  it("passes a well-formed file", () => {
    const result = checkResult(check, html, { llmsTxt: good });
    expect(result).toMatchObject({ status: "pass", reason: "well-formed", params: { title: "Acme Anvils", sections: "2", links: "2" } });
    expect(result.evidence).toBe('/llms.txt "Acme Anvils": 2 sections, 2 links, an Optional section; well-formed.');
    expect(checkResult(check, html, { llmsTxt: "# Acme\n> A.\n## Docs\n- [A](https://a.example/)\n" })).toMatchObject({ reason: "well-formed", params: { sections: "1", links: "1", optional: "" } });
  });

  it("warns, not fails, when there is none, with a skeleton built from the page", () => {
    const result = checkResult(check, html, { llmsTxt: null, url: "https://acme.example/" });
    expect(result).toMatchObject({ status: "warn", score: 0.5, reason: "no-llms-txt" });
    expect(result.snippet).toMatch(/^# Acme\n\n> Drop-forged anvils since 1952\.\n\n## Pages\n\n- \[Acme Anvils\]\(https:\/\/acme\.example\/\)/);
  });

  it("warns on a title-only file, naming what it lacks", () => {
    const result = checkResult(check, html, { llmsTxt: "# Acme\n" });
    expect(result).toMatchObject({ status: "warn", reason: "format-problems", details: ["no-summary", "no-links"] });
    expect(result.score).toBeCloseTo(0.55);
  });

  it("takes 0.1 off for each other problem", () => {
    const many = "# Acme\n> Anvils.\n## About\nWe make anvils.\n## Docs\n- [A](https://a.example/)\n- plain item\n- [B](http://[bad)\n# Second\n";
    const result = checkResult(check, html, { llmsTxt: many });
    expect(result).toMatchObject({ reason: "format-problems", details: ["several-h1", "section-without-links", "section-stray-lines", "invalid-urls"] });
    expect(result.score).toBeCloseTo(0.6);
  });

  it("fails an HTML page served as llms.txt, or a file without a title", () => {
    expect(checkResult(check, html, { llmsTxt: "<!doctype html><html></html>" })).toMatchObject({ status: "fail", score: 0.2, reason: "not-llms-format", details: ["html-page"] });
    expect(checkResult(check, html, { llmsTxt: "Acme anvils\n- [A](https://a.example/)" })).toMatchObject({ status: "fail", reason: "not-llms-format", details: ["no-title", "no-links"] });
  });

  it("is not checked when the site's files were not read", () => {
    expect(checkResult(check, html, { readVia: "paste" }).status).toBe("not_checked");
  });
});
