// The normalizer's real refusals map to the catalogue's fixed reasons, and the 400 text never carries the input.
import { describe, expect, it } from "vitest";
import { normalizeDomain } from "../gather/normalize.ts";
import { ApiError, CATALOGUE, INVALID_REASONS, type InvalidReason } from "./errors.ts";
import { invalidReason, requireDomain } from "./invalid-reason.ts";

const CASES: [string, InvalidReason][] = [
  ["", "missing"],
  ["   ", "missing"],
  [`https://example.com/${"x".repeat(3000)}`, "too_long"],
  [`${"a".repeat(250)}.com`, "too_long"],
  ["exa mple.com", "spaces"],
  ["example.com\n.evil", "spaces"],
  ["ftp://example.com", "scheme"],
  ["javascript:alert(1)", "scheme"],
  ["gopher://evil-scheme.example", "scheme"],
  ["http:/localhost", "malformed"],
  ["http://:8080", "malformed"],
  ["http://u:p@example.com", "credentials"],
  ["example.com:8080", "port"],
  ["https://example.com:65535/", "port"],
  ["127.0.0.1", "ip_address"],
  ["2130706433", "ip_address"],
  ["[::1]", "ip_address"],
  ["printer.local", "private"],
  ["db.internal", "private"],
  ["metadata.google.internal", "private"],
  ["nas.home.arpa", "private"],
  ["localhost", "not_domain"],
  ["asdf", "not_domain"],
  ["a..b.com", "not_domain"],
  ["1.1.1.1.1", "malformed"],
];

describe("invalidReason", () => {
  it.each(CASES)("%j → %s", (input, reason) => {
    const normalized = normalizeDomain(input);
    expect(normalized.ok).toBe(false);
    if (normalized.ok) return;
    expect(invalidReason(normalized.reason)).toBe(reason);
  });

  it("reaches every reason the catalogue words", () => {
    expect(new Set(CASES.map(([, reason]) => reason))).toEqual(new Set(Object.keys(INVALID_REASONS)));
  });

  it("reads an unknown reason as not a domain name", () => {
    expect(invalidReason("something new")).toBe("not_domain");
  });
});

describe("requireDomain", () => {
  it("returns the normalized domain", () => {
    expect(requireDomain("https://www.Example.com/x", "invalid_url")).toBe("example.com");
  });

  it.each(["gopher://evil-scheme.example", "example.com:31337", "http://secret-user:pw@example.com", "<script>.example"])(
    "throws the caller's 400 with fixed words that never echo %j",
    (input) => {
      let thrown: unknown;
      try {
        requireDomain(input, "invalid_report_domain");
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(ApiError);
      const error = thrown as ApiError;
      expect([error.status, error.code]).toEqual([400, "invalid_report_domain"]);
      expect(error.body.error.startsWith(CATALOGUE.invalid_report_domain.text)).toBe(true);
      expect(error.body.error).not.toMatch(/gopher|evil|31337|secret|pw@|<script>/);
    },
  );
});
