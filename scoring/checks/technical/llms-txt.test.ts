import { describe, expect, it } from "vitest";
import { checkResult } from "../../test-helpers.ts";
import check from "./llms-txt.ts";

const html = `<!doctype html><html lang="en"><head><title>Acme Anvils</title><meta name="description" content="Drop-forged anvils since 1952."><meta property="og:site_name" content="Acme"></head><body><h1>Acme</h1></body></html>`;
const good = "# Acme Anvils\n\n> Drop-forged steel anvils.\n\n## Products\n\n- [Anvils](https://acme.example/anvils/): every model\n\n## Optional\n\n- [About](https://acme.example/about/)\n";

describe("llms-txt", () => {
  it("passes a well-formed file", () => {
    expect(checkResult(check, html, { llmsTxt: good })).toMatchObject({
      status: "pass",
      evidence: '/llms.txt "Acme Anvils": 2 sections, 2 links, an Optional section; well-formed.',
    });
  });

  it("warns, not fails, when there is none, with a skeleton built from the page", () => {
    const result = checkResult(check, html, { llmsTxt: null, url: "https://acme.example/" });
    expect(result).toMatchObject({ status: "warn", score: 0.5 });
    expect(result.snippet).toMatch(/^# Acme\n\n> Drop-forged anvils since 1952\.\n\n## Pages\n\n- \[Acme Anvils\]\(https:\/\/acme\.example\/\)/);
  });

  it("warns on a title-only file, naming what it lacks", () => {
    const result = checkResult(check, html, { llmsTxt: "# Acme\n" });
    expect(result.status).toBe("warn");
    expect(result.score).toBeCloseTo(0.55);
    expect(result.evidence).toContain("no > blockquote summary under the title; no H2 section lists any [name](url) links");
  });

  it("fails an HTML page served as llms.txt, or a file without a title", () => {
    expect(checkResult(check, html, { llmsTxt: "<!doctype html><html></html>" })).toMatchObject({ status: "fail", score: 0.2 });
    expect(checkResult(check, html, { llmsTxt: "Acme anvils\n- [A](https://a.example/)" }).status).toBe("fail");
  });

  it("is not checked when the site's files were not read", () => {
    expect(checkResult(check, html, { readVia: "paste" }).status).toBe("not_checked");
  });
});
