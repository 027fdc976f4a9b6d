import { describe, expect, it } from "vitest";
import { checkResult } from "../../test-helpers.ts";
import check from "./lists-and-tables.ts";

const SENTENCES = ["Smiths heat the iron bar until it glows bright orange.", "Good anvils ring clearly when a hammer strikes their face."];
/** `n` words (a multiple of ten) of plain English prose. */
const prose = (n: number) => Array.from({ length: n / 10 }, (_, i) => SENTENCES[i % 2]).join(" ");

describe("lists-and-tables", () => {
  it("passes a content list", () => {
    const result = checkResult(check, `<main><p>${prose(400)}</p><ul><li>Steel</li><li>Cast iron</li><li>Wrought iron</li></ul></main>`);
    expect(result).toMatchObject({ status: "pass", reason: "content-lists", params: { lists: "1", tables: "0", tag: "ul", items: "3" } });
    expect(result.evidence).toBe("1 list and 0 data tables in the main content; the first: <ul> with 3 items.");
  });

  it("passes a data table", () => {
    const table = "<table><tr><th>Anvil</th><th>Weight</th></tr><tr><td>Travel</td><td>10 kg</td></tr></table>";
    expect(checkResult(check, `<main><p>${prose(400)}</p>${table}</main>`)).toMatchObject({ status: "pass", reason: "data-tables", params: { lists: "0", tables: "1" } });
  });

  it("gives little credit when the only lists are links", () => {
    const related = `<ul><li><a href="/a">Hammers</a></li><li><a href="/b">Tongs</a></li></ul>`;
    const result = checkResult(check, `<main><p>${prose(400)}</p>${related}</main>`);
    expect(result).toMatchObject({ status: "fail", score: 0.3, reason: "only-link-lists", params: { lists: "1" } });
  });

  it("fails a long page with neither, ignoring navigation menus and layout tables", () => {
    const html = `<nav><ul><li><a href="/">Home</a></li><li>Shop</li></ul></nav><main><table role="presentation"><tr><td><p>${prose(400)}</p></td><td>x</td></tr><tr><td>y</td><td>z</td></tr></table></main>`;
    const result = checkResult(check, html);
    expect(result).toMatchObject({ status: "fail", score: 0, reason: "no-lists-or-tables" });
    expect(result.params.words).toMatch(/^40\d$/);
  });

  it("skips a short page without lists", () => {
    expect(checkResult(check, `<main><p>${prose(100)}</p></main>`)).toMatchObject({ status: "skipped", reason: "short-page", params: { words: "100" } });
  });
});
