// Property tests (fast-check) of URL normalization: equivalent spellings share one key, normalizing is
// idempotent, nothing ever throws, and no input ever yields an IP address or an internal name to fetch.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { normalizeDomain } from "./normalize.ts";
import { judgeUrl } from "./guard.ts";
import { siteKey } from "./site.ts";

const label = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,20}[a-z0-9])?$/);
const tld = fc.constantFrom("com", "org", "net", "io", "example", "de", "co.uk", "com.br");
const domain = fc.tuple(fc.array(label, { minLength: 1, maxLength: 3 }), tld).map(([labels, suffix]) => `${labels.join(".")}.${suffix}`).filter((d) => !d.startsWith("www."));

const decorated = fc
  .record({
    domain,
    scheme: fc.constantFrom("", "http://", "https://", "HTTPS://"),
    // Any number of leading www. labels, in any case (issue 17: www.www.x was stored under www.x).
    www: fc.array(fc.constantFrom("www.", "WWW.", "Www."), { maxLength: 3 }),
    upper: fc.boolean(),
    dot: fc.boolean(),
    port: fc.constantFrom("", ":443", ":80"),
    path: fc.constantFrom("", "/", "/a/b", "/x?y=1", "/#frag", "/p?q=1#f"),
  })
  .filter((r) => r.port === "" || (r.port === ":443" && r.scheme.toLowerCase() === "https://") || (r.port === ":80" && r.scheme === "http://"));

describe("normalizeDomain, properties", () => {
  it("maps every spelling of a domain to the same key, and is idempotent", () => {
    fc.assert(
      fc.property(decorated, (r) => {
        const host = `${r.www.join("")}${r.upper ? r.domain.toUpperCase() : r.domain}${r.dot ? "." : ""}`;
        const result = normalizeDomain(`${r.scheme}${host}${r.port}${r.path}`);
        expect(result).toEqual({ ok: true, domain: r.domain });
        expect(normalizeDomain(r.domain)).toEqual({ ok: true, domain: r.domain });
      }),
      { numRuns: 500 },
    );
  });

  it("is idempotent on any input, and its key is the site key the fetcher stays on", () => {
    const wwwish = fc
      .tuple(fc.array(fc.constantFrom("www.", "WWW.", "ww.", "www", ".", "-"), { maxLength: 4 }), fc.oneof(domain, fc.string()), fc.constantFrom("", ".", ".."))
      .map(([prefix, rest, dot]) => `${prefix.join("")}${rest}${dot}`);
    const input = fc.oneof(wwwish, fc.string(), fc.webUrl({ withQueryParameters: true, withFragments: true }), decorated.map((r) => `${r.scheme}${r.www.join("")}${r.domain}${r.port}${r.path}`));
    fc.assert(
      fc.property(input, (raw) => {
        const once = normalizeDomain(raw);
        if (!once.ok) return;
        expect(normalizeDomain(once.domain)).toEqual(once);
        expect(normalizeDomain(`https://www.${once.domain}/x`)).toEqual(once);
        expect(siteKey(once.domain)).toBe(once.domain);
      }),
      { numRuns: 2000 },
    );
  });

  it("never accepts an IP address in any notation", () => {
    const ip = fc.oneof(fc.ipV4(), fc.ipV4Extended(), fc.ipV6().map((v6) => `[${v6}]`), fc.nat().map(String));
    fc.assert(
      fc.property(ip, fc.constantFrom("", "http://", "https://"), fc.constantFrom("", "/", ":80/", ":443/x"), (address, scheme, rest) => {
        expect(normalizeDomain(`${scheme}${address}${rest}`).ok).toBe(false);
      }),
      { numRuns: 1000 },
    );
  });

  it("never throws, and whatever it accepts is a public-looking DNS name the SSRF guard allows", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: "binary" }), fc.webUrl({ withQueryParameters: true, withFragments: true })), (input) => {
        const result = normalizeDomain(input);
        if (!result.ok) return;
        expect(result.domain).toMatch(/^[a-z0-9-]+(?:\.[a-z0-9-]+)+$/);
        expect(judgeUrl(new URL(`https://${result.domain}/`))).toEqual({ ok: true });
        expect(normalizeDomain(result.domain)).toEqual(result);
      }),
      { numRuns: 2000 },
    );
  });
});
