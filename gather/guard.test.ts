import { describe, expect, it } from "vitest";
import { judgeUrl } from "./guard.ts";

const verdict = (raw: string, own: string[] = []) => judgeUrl(new URL(raw), own);

describe("SSRF guard", () => {
  it.each(["https://example.com/", "http://example.com/a?b", "https://sub.example.co.uk:443/", "http://example.com:80/"])("allows %s", (raw) => {
    expect(verdict(raw)).toEqual({ ok: true });
  });

  it.each([
    ["http://127.0.0.1/", /IP address/],
    ["http://2130706433/", /IP address/],
    ["http://0x7f000001/", /IP address/],
    ["http://017700000001/", /IP address/],
    ["http://127.1/", /IP address/],
    ["http://0/", /IP address/],
    ["http://%31%32%37.0.0.1/", /IP address/],
    ["http://１２７.０.０.１/", /IP address/],
    ["http://127。0。0。1/", /IP address/],
    ["http://10.0.0.1/", /IP address/],
    ["http://192.168.1.1/", /IP address/],
    ["http://169.254.169.254/latest/meta-data/", /IP address/],
    ["http://100.100.100.200/", /IP address/],
    ["http://[::1]/", /IP address/],
    ["http://[::ffff:127.0.0.1]/", /IP address/],
    ["http://[::ffff:a9fe:a9fe]/", /IP address/],
    ["http://[fe80::1]/", /IP address/],
    ["http://[fd00:ec2::254]/", /IP address/],
    ["http://[2002:c0a8:101::]/", /IP address/],
    ["http://[64:ff9b::7f00:1]/", /IP address/],
    ["http://localhost/", /not a public website/],
    ["http://LOCALHOST./", /not a public website/],
    ["http://api.localhost/", /localhost/],
    ["http://printer.local/", /local/],
    ["http://metadata.google.internal/", /not a public website|internal/],
    ["http://metadata.amazonaws.com/", /not a public website/],
    ["http://nas.home.arpa/", /home\.arpa/],
    ["http://intranet/", /intranet/],
    ["http://fileserver/", /not a public domain/],
    // Empty labels survive WHATWG parsing and were allowed (red team 2026-11-24, issue 17).
    ["http://localhost.../", /a label of the host is empty/],
    ["http://localhost../", /a label of the host is empty/],
    ["http://127.1../", /a label of the host is empty/],
    ["http://a..example/", /a label of the host is empty/],
    ["http://.example.com/", /a label of the host is empty/],
    ["http://example.com../", /a label of the host is empty/],
    [`http://${"a".repeat(64)}.example/`, /longer than 63/],
    ["http://example.com:8000/", /port 8000/],
    ["http://example.com:25/", /port 25/],
    ["https://example.com:8443/", /port 8443/],
    ["http://user:pass@example.com/", /credentials/],
    ["ftp://example.com/", /scheme ftp:/],
    ["file:///etc/passwd", /scheme file:/],
    ["javascript:alert(1)", /scheme javascript:/],
    ["gopher://example.com/", /scheme gopher:/],
  ])("refuses %s", (raw, reason) => {
    const result = verdict(raw);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(reason);
  });

  it("refuses our own hostname", () => {
    expect(verdict("https://citable.example/api", ["citable.example"]).ok).toBe(false);
  });
});
