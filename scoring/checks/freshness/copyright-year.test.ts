import { describe, expect, it } from "vitest";
import { checkResult } from "../../test-helpers.ts";
import check from "./copyright-year.ts";

const run = (footer: string) => checkResult(check, `<main><h1>Anvils</h1><p>Text.</p></main>${footer}`, { now: "2026-11-22T12:00:00Z", pageType: "article" });

describe("copyright-year", () => {
  it("passes this year's or last year's copyright", () => {
    expect(run("<footer><p>© 2026 Acme Anvils</p></footer>")).toMatchObject({ status: "pass", reason: "current-copyright-year", params: { year: "2026" } });
    expect(run("<footer><p>Copyright 2012 – 2025 Acme</p></footer>").params).toEqual({ year: "2025" });
  });

  it("warns, never fails, on an older year", () => {
    const result = run('<div class="site-footer">(c) 2021 Acme</div>');
    expect(result).toMatchObject({ status: "warn", score: 0.6, reason: "stale-copyright-year", params: { year: "2021", age: "5", current: "2026" } });
    expect(result.evidence).toBe("Footer © 2021, 5 years ago.");
  });

  it("reads the site footer, not an article's own", () => {
    const html = `<main><article><h1>Anvils</h1><footer>© 2019 photo credit</footer></article></main><footer>©2026 Acme</footer>`;
    expect(checkResult(check, html, { now: "2026-11-22T12:00:00Z", pageType: "article" }).status).toBe("pass");
  });

  it("skips without a footer year", () => {
    expect(run("")).toMatchObject({ status: "skipped", reason: "no-footer" });
    expect(run("<footer>Acme Anvils, Canton, Ohio</footer>")).toMatchObject({ status: "skipped", reason: "no-copyright-year" });
  });
});
