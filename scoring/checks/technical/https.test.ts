import { describe, expect, it } from "vitest";
import { checkResult } from "../../test-helpers.ts";
import check from "./https.ts";

describe("https", () => {
  it("passes an https page, noting HSTS", () => {
    expect(checkResult(check, "<h1>Hi</h1>", { url: "https://site.example/" })).toMatchObject({ status: "pass", reason: "https", params: { origin: "https://site.example" } });
    expect(checkResult(check, "<h1>Hi</h1>", { headers: { "Strict-Transport-Security": "max-age=63072000" } })).toMatchObject({ status: "pass", reason: "https-hsts" });
  });

  it("fails an http page", () => {
    expect(checkResult(check, "<h1>Hi</h1>", { url: "http://site.example/a" })).toMatchObject({ status: "fail", reason: "no-https", params: { scheme: "http", origin: "http://site.example" } });
  });

  it("is not checked when the page was not fetched (pasted input, a local file)", () => {
    expect(checkResult(check, "<h1>Hi</h1>", { url: "https://site.example/", readVia: "paste" }).status).toBe("not_checked");
    expect(checkResult(check, "<h1>Hi</h1>", { url: "http://site.example/", readVia: "file" }).status).toBe("not_checked");
  });
});
