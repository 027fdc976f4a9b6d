import { describe, expect, it } from "vitest";
import { normalizeDomain } from "./normalize.ts";

const domainOf = (raw: string) => {
  const result = normalizeDomain(raw);
  return result.ok ? result.domain : `invalid: ${result.reason}`;
};

describe("normalizeDomain", () => {
  it.each([
    ["example.com", "example.com"],
    ["EXAMPLE.com", "example.com"],
    ["www.example.com", "example.com"],
    ["https://www.example.com/path/page?q=1#frag", "example.com"],
    ["http://example.com:80/", "example.com"],
    ["https://example.com:443", "example.com"],
    ["example.com.", "example.com"],
    ["  example.com  ", "example.com"],
    ["example.com/some/path", "example.com"],
    ["blog.example.co.uk", "blog.example.co.uk"],
    ["www.www.example.com", "www.example.com"],
    ["https://bücher.example/", "xn--bcher-kva.example"],
    ["münchen.de", "xn--mnchen-3ya.de"],
    ["HTTPS://Example.COM", "example.com"],
  ])("%s → %s", (raw, domain) => {
    expect(domainOf(raw)).toBe(domain);
  });

  it("is idempotent", () => {
    for (const raw of ["https://www.Example.com/x", "bücher.example", "a.b.c.example."]) {
      const once = domainOf(raw);
      expect(domainOf(once)).toBe(once);
    }
  });

  it.each([
    "",
    "   ",
    "asdf",
    "localhost",
    "foo.localhost",
    "LOCALHOST.",
    "printer.local",
    "metadata.google.internal",
    "router.home.arpa",
    "exa mple.com",
    "example.com\tx",
    "ftp://example.com",
    "file:///etc/passwd",
    "javascript:alert(1)",
    "data:text/html,hi",
    "gopher://example.com",
    "ws://example.com",
    "mailto:me@example.com",
    "http://:8080",
    "http:/localhost",
    "http://u:p@example.com",
    "http://a.com@127.0.0.1",
    "http://127.1.1.1:80@127.2.2.2:80",
    "example.com:8080",
    "https://example.com:21",
    "http://example.com:65535",
    "http://example.com:65536",
    "127.0.0.1",
    "http://127.1",
    "http://0177.1",
    "http://0x7f.1",
    "http://2130706433",
    "http://0",
    "0.0.0.0",
    "169.254.169.254",
    "[::1]",
    "http://[::ffff:127.0.0.1]/",
    "http://[fd00:ec2::254]/",
    "1.1.1.1.1",
    "425.510.425.510",
    `${"a".repeat(64)}.example.com`,
    `https://${"a.".repeat(130)}com`,
    `https://example.com/${"x".repeat(3000)}`,
    "-bad.example.com",
    "bad-.example.com",
    "under_score.example.com",
  ])("%j is invalid", (raw) => {
    expect(normalizeDomain(raw).ok).toBe(false);
  });
});
