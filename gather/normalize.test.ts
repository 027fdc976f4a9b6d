import { describe, expect, it } from "vitest";
import { normalizeDomain } from "./normalize.ts";

const domainOf = (raw: string) => {
  const result = normalizeDomain(raw);
  return result.ok ? result.domain : `invalid: ${result.reason}`;
};

/** Every accepted spelling the table below and the issue-17 cases name, with the domain it normalizes to. */
const CASES: [string, string][] = [
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
  // Every leading www. goes (issue 17): one removed gave www.example.com, which normalizes again to
  // example.com, so the report link of www.www.x 301'd to a page that said "not analyzed".
  ["www.www.example.com", "example.com"],
  ["https://WWW.www.Www.example.com./a", "example.com"],
  ["www.example.www.com", "example.www.com"],
  ["wwwx.example.com", "wwwx.example.com"],
  // A bare TLD is no site: www.com keeps its www.
  ["www.com", "www.com"],
  ["www.www.com", "www.com"],
  ["https://bücher.example/", "xn--bcher-kva.example"],
  ["https://www.BÜCHER.example", "xn--bcher-kva.example"],
  ["münchen.de", "xn--mnchen-3ya.de"],
  ["HTTPS://Example.COM", "example.com"],
  ["a.b.c.example.", "a.b.c.example"],
];

describe("normalizeDomain", () => {
  it.each(CASES)("%s → %s", (raw, domain) => {
    expect(domainOf(raw)).toBe(domain);
  });

  it.each(CASES)("is idempotent: normalize(normalize(%s)) = normalize(%s)", (raw) => {
    const once = domainOf(raw);
    expect(domainOf(once)).toBe(once);
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
    "localhost...",
    "127.1..",
    "a..example",
    ".example.com",
    "example.com..",
    "www..example.com",
    "-bad.example.com",
    "bad-.example.com",
    "under_score.example.com",
  ])("%j is invalid", (raw) => {
    expect(normalizeDomain(raw).ok).toBe(false);
  });
});
