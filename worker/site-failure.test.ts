// Each failure the fetcher really produces gets its 422 code. The details come from the real gather code
// (the fixture sites, and a closed port for a refused connection), so a reworded detail fails here.
import { describe, expect, inject, it } from "vitest";
import { fetchHomePage } from "../gather/fetch-site.ts";
import { parseTargetResolve } from "../gather/target-resolve.ts";
import { setSite, simplePage } from "../test/worker/helpers.ts";
import type { SiteFailureCode } from "./errors.ts";
import { siteFailureCode } from "./site-failure.ts";

function rules(mapping: string) {
  const parsed = parseTargetResolve(mapping);
  if (!parsed.ok) throw new Error(parsed.error);
  return { targetRules: parsed.rules, ownHosts: [] };
}

async function detailOf(domain: string, mapping = `*.example=${inject("fixtureOrigin")}/{host}`): Promise<string> {
  const result = await fetchHomePage(domain, rules(mapping));
  if (result.ok) throw new Error(`${domain} was fetched`);
  return result.failure.detail;
}

describe("siteFailureCode on real fetch failures", () => {
  it.each([
    ["forbidden.example", "site_bot_protected"],
    ["down.example", "site_unfetchable"],
    ["challenge.example", "site_bot_protected"],
    ["image.example", "site_not_html"],
    ["huge.example", "site_too_large"],
    ["redirect-loop.example", "site_redirects"],
    ["hang.example", "site_timeout"],
  ] as [string, SiteFailureCode][])("%s → %s", async (domain, code) => {
    expect(siteFailureCode(await detailOf(domain))).toBe(code);
  });

  it("a home page that leaves the site is site_offsite", async () => {
    await setSite("leaves-site.example", [{ path: "/", status: 301, redirect: "https://elsewhere-site.example/" }]);
    expect(siteFailureCode(await detailOf("leaves-site.example"))).toBe("site_offsite");
  });

  it("a wall status without bot-protection markers keeps the contract's sentence; a 404 is site_not_found, a 500 site_http_error", async () => {
    await setSite("plain-wall.example", [{ path: "/", status: 403, body: simplePage("Plain Wall") }]);
    await setSite("gone-home.example", [{ path: "/", status: 410, body: "gone" }]);
    await setSite("server-error.example", [{ path: "/", status: 500, body: "oops" }]);
    expect(siteFailureCode(await detailOf("plain-wall.example"))).toBe("site_unfetchable");
    expect(siteFailureCode(await detailOf("gone-home.example"))).toBe("site_not_found");
    expect(siteFailureCode(await detailOf("server-error.example"))).toBe("site_http_error");
  });

  it("a redirect to a forbidden address is site_forbidden_redirect", async () => {
    await setSite("bad-hop.example", [{ path: "/", redirect: "http://10.0.0.1/" }]);
    expect(siteFailureCode(await detailOf("bad-hop.example"))).toBe("site_forbidden_redirect");
  });

  it("a refused connection is site_unreachable", async () => {
    expect(siteFailureCode(await detailOf("refused.example", "refused.example=http://127.0.0.1:9"))).toBe("site_unreachable");
  });

  it("keeps the contract's sentence for no detail and for causes it cannot name", () => {
    expect(siteFailureCode(null)).toBe("site_unfetchable");
    expect(siteFailureCode("something nobody wrote yet")).toBe("site_unfetchable");
  });

  it("reads the plain fetch's part first when the browser's failure follows it", () => {
    expect(siteFailureCode("HTTP 403; browser rendering failed: quota")).toBe("site_unfetchable");
    expect(siteFailureCode("HTTP 503, bot protection (cf); HTTP 503 in a browser, bot protection not passed")).toBe("site_bot_protected");
  });
});
