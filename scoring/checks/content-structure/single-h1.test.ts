import { describe, expect, it } from "vitest";
import { checkResult } from "../../test-helpers.ts";
import check from "./single-h1.ts";

describe("single-h1", () => {
  it("passes with exactly one h1", () => {
    expect(checkResult(check, "<h1>Anvils</h1><p>Text</p>")).toMatchObject({ status: "pass", reason: "one-h1", params: { h1: "Anvils" } });
  });
  it("fails without an h1", () => {
    expect(checkResult(check, "<h2>Anvils</h2>")).toMatchObject({ status: "fail", reason: "no-h1" });
  });
  it("fails with several h1s, naming them", () => {
    const result = checkResult(check, "<h1>One</h1><h1>Two</h1>");
    expect(result).toMatchObject({ status: "fail", score: 0.4, reason: "several-h1s", params: { count: "2", h1s: '"One", "Two"' } });
    expect(result.evidence).toBe('2 h1 elements: "One", "Two".');
  });
});
