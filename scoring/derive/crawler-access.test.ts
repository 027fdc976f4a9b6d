import { describe, expect, it } from "vitest";
import { CRAWLERS, PROBED_CRAWLERS } from "../crawlers.ts";
import { page } from "../test-helpers.ts";
import { crawlerProbes, PROBE_URL, refusedWith } from "../test-crawlers.ts";
import { edgeFindings, outcomeOf, type CrawlerRow } from "./crawler-access.ts";

const baseline = { url: PROBE_URL, status: 200, textChars: 5_000, comparable: true };
const probe = crawlerProbes().probes[0]!;

function rows(options: Parameters<typeof page>[1] & { html?: string } = {}): Map<string, CrawlerRow> {
  const access = page(options.html ?? "<main><h1>Guide</h1><p>Text.</p></main>", { robotsTxt: null, crawlers: crawlerProbes(), ...options }).crawlerAccess!;
  return new Map(access.rows.map((row) => [row.crawler.token, row]));
}

describe("outcomeOf: a crawler's answer against our own fetch", () => {
  it("reads the failures: no answer, a redirect not followed, a loop", () => {
    expect(outcomeOf({ ...probe, result: "timeout", status: null }, baseline)).toBe("timeout");
    expect(outcomeOf({ ...probe, result: "unreachable", status: null }, baseline)).toBe("unreachable");
    expect(outcomeOf({ ...probe, result: "off-site", status: null, site: "b.example" }, baseline)).toBe("redirect");
    expect(outcomeOf({ ...probe, result: "forbidden", status: null }, baseline)).toBe("redirect");
    expect(outcomeOf({ ...probe, result: "redirects", status: null }, baseline)).toBe("error");
  });

  it("reads the statuses: a challenge whatever its status, a price, a refusal, an error", () => {
    expect(outcomeOf({ ...probe, status: 200, challenge: 'Cloudflare "Just a moment..." title' }, baseline)).toBe("challenge");
    expect(outcomeOf({ ...probe, status: 403, challenge: "bot check on an error page" }, baseline)).toBe("challenge");
    expect(outcomeOf({ ...probe, ...refusedWith(402) }, baseline)).toBe("payment");
    for (const status of [401, 403, 429, 503]) expect(outcomeOf({ ...probe, ...refusedWith(status) }, baseline), String(status)).toBe("refused");
    for (const status of [404, 410, 500, 302]) expect(outcomeOf({ ...probe, ...refusedWith(status) }, baseline), String(status)).toBe("error");
  });

  it("compares a page with ours: the same, other text, a thin page; elsewhere, a redirect", () => {
    expect(outcomeOf({ ...probe, similarity: 0.93 }, baseline)).toBe("same");
    expect(outcomeOf({ ...probe, similarity: 0.5 }, baseline)).toBe("same");
    expect(outcomeOf({ ...probe, similarity: 0.49 }, baseline)).toBe("different");
    expect(outcomeOf({ ...probe, similarity: 0.9, textChars: 1_200 }, baseline)).toBe("thin");
    expect(outcomeOf({ ...probe, similarity: 0.9, textChars: 1_300 }, baseline)).toBe("same");
    expect(outcomeOf({ ...probe, similarity: 0.1, url: "https://site.example/bots" }, baseline)).toBe("redirect");
    expect(outcomeOf({ ...probe, similarity: 0.97, url: "https://site.example/en/" }, baseline)).toBe("same");
    // Our page had too little text to call another thin.
    expect(outcomeOf({ ...probe, textChars: 10, similarity: 0.8 }, { ...baseline, textChars: 150 })).toBe("same");
  });

  it("compares nothing with a walled fetch of ours: a page is unverified", () => {
    expect(outcomeOf({ ...probe, similarity: null }, { ...baseline, comparable: false, status: 403 })).toBe("unverified");
    expect(outcomeOf({ ...probe, ...refusedWith(403) }, { ...baseline, comparable: false, status: 403 })).toBe("refused");
  });
});

describe("declared access per crawler", () => {
  it("takes robots.txt's verdict for each token with the rule that decided, and robots-only tokens are not fetched as", () => {
    const table = rows({ robotsTxt: "User-agent: GPTBot\nDisallow: /guide/\n\nUser-agent: *\nAllow: /\n" });
    expect(table.get("GPTBot")).toMatchObject({ robots: "blocked", declared: "blocked", verdict: { group: "specific", rule: { line: "Disallow: /guide/" } } });
    expect(table.get("ClaudeBot")).toMatchObject({ robots: "allowed", declared: "allowed", verdict: { group: "*" } });
    expect(table.get("Google-Extended")).toMatchObject({ effective: "robots-only", probe: null, cost: 0 });
    expect([...table.keys()]).toEqual(CRAWLERS.map((crawler) => crawler.token));
  });

  it("reads Content-Signal for each role's uses", () => {
    const table = rows({ robotsTxt: "User-agent: *\nContent-Signal: search=yes, ai-train=no\nAllow: /\n" });
    expect(table.get("GPTBot")).toMatchObject({ declared: "limited", signals: ["Content-Signal: ai-train=no"] });
    expect(table.get("OAI-SearchBot")).toMatchObject({ declared: "allowed", signals: [] });
    expect(rows({ robotsTxt: "User-agent: *\nContent-Signal: ai-input=no\n" }).get("ChatGPT-User")!.signals).toEqual(["Content-Signal: ai-input=no"]);
  });

  it("reads robots directives that name a crawler, in meta tags and X-Robots-Tag, and noai for training crawlers", () => {
    const html = '<!doctype html><html><head><meta name="GPTBot" content="noindex"><meta name="robots" content="noai, noimageai"><title>T</title></head><body><p>Text.</p></body></html>';
    const table = rows({ html, headers: { "X-Robots-Tag": "PerplexityBot: noindex" } });
    expect(table.get("GPTBot")!.signals).toEqual(['noindex in <meta name="gptbot" content="noindex">', 'noai in <meta name="robots" content="noai, noimageai">', 'noimageai in <meta name="robots" content="noai, noimageai">']);
    expect(table.get("CCBot")!.signals).toEqual(['noai in <meta name="robots" content="noai, noimageai">', 'noimageai in <meta name="robots" content="noai, noimageai">']);
    expect(table.get("PerplexityBot")).toMatchObject({ declared: "limited", signals: ["noindex in X-Robots-Tag: PerplexityBot: noindex"] });
    expect(table.get("OAI-SearchBot")).toMatchObject({ declared: "allowed", signals: [] });
  });

  it("says robots.txt was not read, or unreadable (RFC 9309: disallow all)", () => {
    const pasted = page("<p>Text.</p>", { readVia: "paste", crawlers: crawlerProbes() }).crawlerAccess!;
    expect(pasted.rows[0]).toMatchObject({ robots: "not-read", declared: "allowed" });
    expect(rows({ robotsTxtError: "HTTP 503" }).get("Googlebot")).toMatchObject({ robots: "unreadable", declared: "blocked", contradiction: false });
  });

  it("is absent when no crawler was fetched as", () => {
    expect(page("<p>Text.</p>", { robotsTxt: null }).crawlerAccess).toBeNull();
  });
});

describe("effective access and its findings", () => {
  it("calls a refusal of a crawler robots.txt lets in a contradiction; not one robots.txt keeps out", () => {
    const access = page("<p>Text.</p>", { robotsTxt: "User-agent: GPTBot\nDisallow: /\n", crawlers: crawlerProbes({ GPTBot: refusedWith(403), "OAI-SearchBot": refusedWith(403) }) }).crawlerAccess!;
    const byToken = new Map(access.rows.map((row) => [row.crawler.token, row]));
    expect(byToken.get("GPTBot")).toMatchObject({ effective: "refused", contradiction: false, cost: 1 });
    expect(byToken.get("OAI-SearchBot")).toMatchObject({ effective: "refused", contradiction: true, cost: 1 });
    const findings = edgeFindings(access.rows);
    expect(findings.kept.map((row) => row.crawler.token)).toEqual(["OAI-SearchBot"]);
    expect(findings.served).toHaveLength(PROBED_CRAWLERS.length - 2);
  });

  it("shows a refusal of a crawler whose copies CDNs refuse, but does not count it", () => {
    const access = page("<p>Text.</p>", { robotsTxt: null, crawlers: crawlerProbes({ Googlebot: refusedWith(403), Bingbot: { challenge: "Cloudflare challenge script (_cf_chl_opt)", status: 403 } }) }).crawlerAccess!;
    const findings = edgeFindings(access.rows);
    expect(findings.kept).toEqual([]);
    expect(findings.unconfirmed.map((row) => row.crawler.token)).toEqual(["Googlebot", "Bingbot"]);
  });

  it("takes a crawler the probes did not report as not fetched as", () => {
    const probes = crawlerProbes();
    const access = page("<p>Text.</p>", { robotsTxt: null, crawlers: { ...probes, probes: probes.probes.filter((probe) => probe.token !== "CCBot") } }).crawlerAccess!;
    expect(access.rows.find((row) => row.crawler.token === "CCBot")).toMatchObject({ effective: "not-probed", cost: 0 });
  });
});
