// The adversarial suite (RELIABILITY.md): every hostile URL, redirect and upstream gets its specific
// outcome (the contract's 400, a 422 with a useful detail, or a valid score), within the stated bounds,
// and no request ever reaches the canary listening on 127.0.0.1.
import { afterAll, describe, expect, inject, it } from "vitest";
import { CATALOGUE, INVALID_REASONS, type SiteFailureCode } from "../../worker/errors.ts";
import { callWorker, score, setSite, simplePage } from "./helpers.ts";

const canary = new URL(inject("canaryOrigin"));
const port = canary.port;

async function canaryHits(): Promise<unknown[]> {
  return (await fetch(`${canary.origin}/__canary-hits`)).json();
}

afterAll(async () => {
  expect(await canaryHits()).toEqual([]);
});

let ipCounter = 0;
/** A fresh client IP per request, so the hourly limit never decides these outcomes. */
const nextIp = () => `172.31.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

describe("hostile url parameters: the contract's 400, nothing fetched", () => {
  const vectors = [
    "", "asdf", "http://:8080", "http:/localhost", "1.1.1.1.1", "425.510.425.510", " ", "exa mple.com", "example.com\n.evil",
    "file:///etc/passwd", "ftp://example.com", "gopher://example.com", "data:text/html,<h1>x</h1>", "javascript:alert(1)", "ws://example.com",
    "http://u:p@example.com", "http://a.com@127.0.0.1", "http://127.1.1.1:80@127.2.2.2:80",
    "example.com:21", "example.com:25", "example.com:8000", "example.com:65535", "example.com:65536",
    "127.0.0.1", "127.0.0.2", "127.1", "0177.1", "017700000001", "0x7f.1", "0x7f000001", "2130706433", "0", "0.0.0.0",
    "10.0.0.1", "172.16.0.1", "192.168.0.1", "3232235521", "100.64.0.1", "169.254.169.254", "198.18.0.1", "192.0.0.1",
    "192.0.2.1", "198.51.100.1", "203.0.113.1", "224.0.0.1", "240.0.0.1", "255.255.255.255", "4294967295", "100.100.100.200",
    "%31%32%37.0.0.1", "①②⑦.0.0.1", "１２７.０.０.１", "127。0。0。1",
    "[::1]", "[::]", "[fe80::1]", "[fc00::1]", "[ff02::1]", "[2001:db8::1]", "[::ffff:127.0.0.1]", "[::ffff:a9fe:a9fe]", "[::10.0.0.1]",
    "[2002:c0a8:101::]", "[64:ff9b::7f00:1]", "[2001::1]", "[fe80::1%25eth0]", "[fd00:ec2::254]",
    "localhost", "LOCALHOST.", "foo.localhost", "printer.local", "db.internal", "metadata.google.internal", "metadata.amazonaws.com", "nas.home.arpa",
    `${"a".repeat(300)}.com`, `https://example.com/${"x".repeat(3000)}`, `${"a.".repeat(127)}com`,
    `http://127.0.0.1:${port}/`, `http://localhost:${port}/`, `http://[::1]:${port}/`,
  ];
  it.each(vectors)("%j", async (url) => {
    const response = await callWorker(`/api/agent/score?url=${encodeURIComponent(url)}`, { ip: nextIp() });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string };
    expect(Object.keys(body)).toEqual(["error"]);
    // The contract's sentence, then one of the catalogue's fixed reasons: the input is never echoed.
    const reasons = Object.values(INVALID_REASONS).map((words) => `${CATALOGUE.invalid_url.text} Reason: ${words}.`);
    expect(reasons).toContain(body.error);
  });
});

describe("redirects to forbidden places, at any hop: a 422 that says which hop, nothing followed", () => {
  const targets = [
    `http://127.0.0.1:${port}/`, `http://2130706433:${port}/`, `http://0x7f.1:${port}/`, `http://0177.1:${port}/`, `http://127.1:${port}/`,
    `http://[::1]:${port}/`, `http://[::ffff:127.0.0.1]:${port}/`, `http://localhost:${port}/`, `http://foo.localhost:${port}/`,
    "http://169.254.169.254/latest/meta-data/", "http://[fd00:ec2::254]/", "http://metadata.google.internal/computeMetadata/v1/",
    "http://100.100.100.200/", "http://10.0.0.1/", "http://192.168.1.1/", "http://0.0.0.0/",
    "http://user:pass@acme.example/", "http://acme.example:8080/", "https://acme.example:8443/",
    "file:///etc/passwd", "gopher://acme.example/", "javascript:alert(1)",
  ];
  it.each(targets.map((target, i) => [i, target] as const))("redirect %i → %s", async (i, target) => {
    const host = `redir${i}.example`;
    await setSite(host, [{ path: "/", redirect: target }]);
    const response = await score(host, { fast: true, ip: nextIp() });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { error: string; detail: string };
    expect(body.error).toBe(CATALOGUE.site_forbidden_redirect.text);
    expect(body.detail).toMatch(/redirect 1|redirect to an invalid address/);
    expect(body.detail).not.toContain("127.0.0.1:" + port + "/ ");
  });

  it("a forbidden target at the fourth hop is refused there", async () => {
    await setSite("deep-redirect.example", [
      { path: "/", redirect: "/one" },
      { path: "/one", redirect: "https://deep-redirect.example/two" },
      { path: "/two", redirect: "/three" },
      { path: "/three", redirect: `http://127.0.0.1:${port}/admin` },
    ]);
    const response = await score("deep-redirect.example", { fast: true, ip: nextIp() });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { detail: string }).detail).toMatch(/\(redirect 4 to http:\/\/127\.0\.0\.1:/);
  });

  it("more than 5 redirects are refused", async () => {
    await setSite("many-redirects.example", Array.from({ length: 8 }, (_, i) => ({ path: i === 0 ? "/" : `/r${i}`, redirect: `/r${i + 1}` })));
    const response = await score("many-redirects.example", { fast: true, ip: nextIp() });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ error: CATALOGUE.site_redirects.text, detail: "more than 5 redirects" });
  });
});

describe("hostile upstreams: a 422 with the reason, or a valid score, within the bounds", () => {
  it.each([
    ["endless.example", "site_too_large", /larger than 5120 KiB/],
    ["huge.example", "site_too_large", /larger than 5120 KiB/],
    ["gzip-bomb.example", "site_too_large", /larger than 5120 KiB/],
    ["hang.example", "site_timeout", /^no data for 5 s while reading the body$/],
    ["slow-body.example", "site_timeout", /timeout after 10 s|no data for 5 s/],
    ["redirect-loop.example", "site_redirects", /redirect loop/],
    ["image.example", "site_not_html", /content type image\/png is not HTML/],
    ["down.example", "site_unfetchable", /^HTTP 503/],
  ] as [string, SiteFailureCode, RegExp][])("%s → 422 %s (%s)", async (host, code, detail) => {
    const started = Date.now();
    const response = await score(host, { fast: true, ip: nextIp() });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ error: CATALOGUE[code].text, detail: expect.stringMatching(detail) });
    expect(Date.now() - started).toBeLessThan(12_000);
  });

  it("a smuggled content type (image/png, text/html) is not HTML", async () => {
    await setSite("smuggle.example", [{ path: "/", headers: { "content-type": "image/png, text/html" }, body: simplePage("Smuggled") }]);
    const response = await score("smuggle.example", { fast: true, ip: nextIp() });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { detail: string }).detail).toMatch(/image\/png is not HTML/);
  });

  it.each([
    ["no content type, HTML body", { headers: { "content-type": "" }, body: simplePage("Untyped") }],
    ["an unknown charset", { headers: { "content-type": "text/html; charset=x-no-such-charset" }, body: simplePage("Odd Charset") }],
    ["binary garbage labelled HTML", { body: "\u0000\u0001\u00ff\ufffe<html>\u0000<title>Bin</title>" + "\u0007".repeat(5000) }],
    ["10,000-deep nesting", { body: `<html><head><title>Deep</title></head><body>${"<div>".repeat(10_000)}deep text${"</div>".repeat(10_000)}</body></html>` }],
    ["broken JSON-LD", { body: simplePage("Broken LD").replace("</head>", '<script type="application/ld+json">{"@type": "Organization", "name": }</script></head>') }],
    ["4 MB of JSON-LD", { body: simplePage("Big LD").replace("</head>", `<script type="application/ld+json">${JSON.stringify({ "@context": "https://schema.org", "@type": "ItemList", itemListElement: Array.from({ length: 40_000 }, (_, i) => ({ "@type": "ListItem", position: i, name: `Item number ${i} with some padding text` })) })}</script></head>`) }],
    ["a 1 MB title", { body: `<html><head><title>${"T".repeat(1_000_000)}</title></head><body><main><h1>Long</h1><p>Text.</p></main></body></html>` }],
    ["NUL bytes and lone surrogates", { body: `<html><head><title>Nul\u0000 \ud800 title</title></head><body><p>${"\u0000x".repeat(1000)}</p></body></html>` }],
  ] as const)("%s → a valid score", async (name, rule) => {
    const host = `hostile-${name.replace(/[^a-z0-9]+/gi, "-").toLowerCase()}.example`.replace(/-+\./, ".");
    await setSite(host, [{ path: "/", ...rule }]);
    const started = Date.now();
    const response = await score(host, { fast: true, ip: nextIp() });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { score: number };
    expect(body.score).toBeGreaterThanOrEqual(0);
    expect(Date.now() - started).toBeLessThan(15_000);
  });
});

describe("the report page never reflects hostile paths", () => {
  it.each(["/report/%3Cscript%3E", "/report/..%2f..%2f", "/report/%22%3E%3Csvg%20onload%3Dalert(1)%3E", `/report/${"x".repeat(300)}.com`, "/report/javascript:alert(1)"])("%s", async (path) => {
    const response = await callWorker(path);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("Not a valid domain.");
  });
});
