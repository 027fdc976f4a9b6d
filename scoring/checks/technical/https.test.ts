import { describe, expect, it } from "vitest";
import { checkResult } from "../../test-helpers.ts";
import check from "./https.ts";

describe("https", () => {
  it("passes an https page, noting HSTS", () => {
    expect(checkResult(check, "<h1>Hi</h1>", { url: "https://site.example/" }).evidence).toBe("Served over HTTPS: https://site.example.");
    expect(checkResult(check, "<h1>Hi</h1>", { headers: { "Strict-Transport-Security": "max-age=63072000" } }).evidence).toContain("with HSTS");
  });

  it("fails an http page", () => {
    expect(checkResult(check, "<h1>Hi</h1>", { url: "http://site.example/a" })).toMatchObject({ status: "fail", evidence: "Served over http://: http://site.example." });
  });

  it("is not checked when the page was not fetched (pasted input, a local file)", () => {
    expect(checkResult(check, "<h1>Hi</h1>", { url: "https://site.example/", readVia: "paste" }).status).toBe("not_checked");
    expect(checkResult(check, "<h1>Hi</h1>", { url: "http://site.example/", readVia: "file" }).status).toBe("not_checked");
  });
});
