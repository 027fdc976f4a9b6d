import { describe, expect, it } from "vitest";
import { checkResult } from "../../test-helpers.ts";
import check from "./copyright-year.ts";

const run = (footer: string) => checkResult(check, `<main><h1>Anvils</h1><p>Text.</p></main>${footer}`, { now: "2026-11-22T12:00:00Z", pageType: "article" });

describe("copyright-year", () => {
  it("passes this year's or last year's copyright", () => {
    expect(run("<footer><p>© 2026 Acme Anvils</p></footer>")).toMatchObject({ status: "pass", evidence: "Footer © 2026." });
    expect(run("<footer><p>Copyright 2012 – 2025 Acme</p></footer>").evidence).toBe("Footer © 2025.");
  });

  it("warns, never fails, on an older year", () => {
    expect(run('<div class="site-footer">(c) 2021 Acme</div>')).toMatchObject({ status: "warn", score: 0.6, evidence: "Footer © 2021, 5 years ago." });
  });

  it("reads the site footer, not an article's own", () => {
    const html = `<main><article><h1>Anvils</h1><footer>© 2019 photo credit</footer></article></main><footer>©2026 Acme</footer>`;
    expect(checkResult(check, html, { now: "2026-11-22T12:00:00Z", pageType: "article" }).status).toBe("pass");
  });

  it("skips without a footer year", () => {
    expect(run("").status).toBe("skipped");
    expect(run("<footer>Acme Anvils, Canton, Ohio</footer>").status).toBe("skipped");
  });
});
