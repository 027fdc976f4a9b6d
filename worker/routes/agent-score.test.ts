import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { errorBody } from "../errors.ts";

const get = (query: string) => exports.default.fetch(`http://citable.test/api/agent/score${query}`);

describe("GET /api/agent/score: invalid input", () => {
  it.each(["", "?url=", "?fast=1", "?URL=example.com"])("%s is a 400 with the contract's error only, saying the url is missing", async (query) => {
    const response = await get(query);
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await response.json()).toEqual(errorBody("invalid_url", { reason: "missing" }));
  });

  it("a url given twice is malformed, not missing", async () => {
    const response = await get("?url=a.example&url=b.example");
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(errorBody("invalid_url", { reason: "malformed" }));
  });

  it.each(["maybe", "0", "false", "", "TRUE", "yes"])("rejects fast=%j with a 400 that says what fast accepts", async (value) => {
    const response = await get(`?url=example.com&fast=${value}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(errorBody("invalid_fast"));
  });

  it("does not let errors be cached", async () => {
    const response = await get("");
    expect(response.headers.get("cache-control")).toBe("no-store");
  });
});
