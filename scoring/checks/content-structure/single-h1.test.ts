import { describe, expect, it } from "vitest";
import { checkResult } from "../../test-helpers.ts";
import check from "./single-h1.ts";

describe("single-h1", () => {
  it("passes with exactly one h1", () => {
    expect(checkResult(check, "<h1>Anvils</h1><p>Text</p>")).toMatchObject({ status: "pass" });
  });
  it("fails without an h1", () => {
    expect(checkResult(check, "<h2>Anvils</h2>")).toMatchObject({ status: "fail", evidence: "No h1 with text on the page." });
  });
  it("fails with several h1s, naming them", () => {
    const result = checkResult(check, "<h1>One</h1><h1>Two</h1>");
    expect(result.status).toBe("fail");
    expect(result.evidence).toContain('"One", "Two"');
  });
});
