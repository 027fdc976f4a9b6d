// Everything that leads to another host is a hop to judge (RELIABILITY.md, red team 2026-11-24; issue 17):
// robots.txt `Sitemap:` lines and redirects of site files stay on the site, a home page that redirects to
// another site is refused with a 422 that names it (never stored under the asked name), hosts with empty
// labels are refused at every hop, and `www.www.` spellings normalize to one key the report page keeps.
// "The site" is the asked host and its www./bare variants (gather/site.ts).
import { describe, expect, it } from "vitest";
import { errorBody } from "../../worker/errors.ts";
import { callWorker, requestsTo, score, setSite, simplePage } from "./helpers.ts";

let ipCounter = 0;
/** A fresh client network per request, so no limit decides these outcomes. */
const nextIp = () => `198.18.${++ipCounter}.9`;

const SITEMAP = `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://x.example/</loc></url></urlset>`;

async function checksOf(domain: string): Promise<{ id: string; status: string; evidence: string }[]> {
  const report = (await (await callWorker(`/api/report/${domain}`)).json()) as { categories: { checks: { id: string; status: string; evidence: string }[] }[] };
  return report.categories.flatMap((category) => category.checks);
}

describe("site files come from the site only", () => {
  it("ignores a robots.txt Sitemap: line on another host and reads the site's own /sitemap.xml", async () => {
    await setSite("sitemap-elsewhere.example", [
      { path: "/", body: simplePage("Sitemap Elsewhere") },
      { path: "/robots.txt", headers: { "content-type": "text/plain" }, body: "User-agent: *\nAllow: /\nSitemap: https://sitemap-collector.example/steal.xml\n" },
      { path: "/sitemap.xml", headers: { "content-type": "application/xml" }, body: SITEMAP },
    ]);
    await setSite("sitemap-collector.example", [{ path: "/steal.xml", headers: { "content-type": "application/xml" }, body: SITEMAP }]);
    expect((await score("sitemap-elsewhere.example", { fast: true, ip: nextIp() })).status).toBe(200);
    expect(await requestsTo("sitemap-collector.example")).toEqual([]);
    expect((await requestsTo("sitemap-elsewhere.example")).map((r) => r.path)).toContain("/sitemap.xml");
  });

  it("follows a Sitemap: line on the www. variant of the site", async () => {
    await setSite("sitemap-www.example", [
      { path: "/", body: simplePage("Sitemap Www") },
      { path: "/robots.txt", headers: { "content-type": "text/plain" }, body: "User-agent: *\nSitemap: https://elsewhere-first.example/s.xml\nSitemap: http://www.sitemap-www.example/maps/site.xml\n" },
    ]);
    await setSite("www.sitemap-www.example", [{ path: "/maps/site.xml", headers: { "content-type": "application/xml" }, body: SITEMAP }]);
    expect((await score("sitemap-www.example", { fast: true, ip: nextIp() })).status).toBe(200);
    expect((await requestsTo("www.sitemap-www.example")).map((r) => r.path)).toEqual(["/maps/site.xml"]);
    expect(await requestsTo("elsewhere-first.example")).toEqual([]);
  });

  it("does not follow redirects of robots.txt, llms.txt or the sitemap to another site: they count as missing", async () => {
    await setSite("files-moved.example", [
      { path: "/", body: simplePage("Files Moved") },
      { path: "/robots.txt", status: 301, redirect: "https://files-sink.example/robots.txt" },
      { path: "/llms.txt", status: 302, redirect: "/moved/llms.txt" },
      { path: "/moved/llms.txt", status: 302, redirect: "https://files-sink.example/llms.txt" },
      { path: "/sitemap.xml", status: 301, redirect: "https://files-sink.example/sitemap.xml" },
    ]);
    await setSite("files-sink.example", [{ headers: { "content-type": "text/plain" }, body: "User-agent: *\nDisallow: /\n" }]);
    expect((await score("files-moved.example", { fast: true, ip: nextIp() })).status).toBe(200);
    expect(await requestsTo("files-sink.example")).toEqual([]);
    const checks = await checksOf("files-moved.example");
    expect(checks.find((check) => check.id === "ai-search-crawlers")?.evidence).toMatch(/^No robots\.txt/);
    expect(checks.find((check) => check.id === "llms-txt")?.evidence).toMatch(/^No \/llms\.txt\./);
  });

  it("follows a site file's redirect between the bare and www. host", async () => {
    await setSite("files-www.example", [
      { path: "/", body: simplePage("Files Www") },
      { path: "/robots.txt", status: 301, redirect: "https://www.files-www.example/robots.txt" },
    ]);
    await setSite("www.files-www.example", [{ path: "/robots.txt", headers: { "content-type": "text/plain" }, body: "User-agent: *\nAllow: /\n" }]);
    expect((await score("files-www.example", { fast: true, ip: nextIp() })).status).toBe(200);
    expect((await requestsTo("www.files-www.example")).map((r) => r.path)).toContain("/robots.txt");
    const checks = await checksOf("files-www.example");
    expect(checks.find((check) => check.id === "ai-search-crawlers")?.evidence).not.toMatch(/^No robots\.txt/);
  });
});

describe("a home page that redirects to another site", () => {
  it("is a 422 naming the site it lands on; nothing is fetched there, cached or reported under the asked name", async () => {
    await setSite("moved-away.example", [{ path: "/", status: 301, redirect: "https://landing-site.example/welcome" }]);
    await setSite("landing-site.example", [{ body: simplePage("Landing Site") }]);
    const response = await score("moved-away.example", { fast: true, ip: nextIp() });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { error: string; detail: string };
    expect(body.error).toBe(errorBody("site_offsite").error);
    expect(body.detail).toBe("the site redirects to another site, landing-site.example (redirect 1); score landing-site.example itself");
    expect(await requestsTo("landing-site.example")).toEqual([]);
    expect((await callWorker("/api/report/moved-away.example")).status).toBe(404);
    expect(await (await callWorker("/badge/moved-away.example.svg")).text()).toMatch(/not analyzed/);
  });

  it("is refused at a later hop too, after redirects within the site", async () => {
    await setSite("moved-later.example", [
      { path: "/", redirect: "https://www.moved-later.example/" },
    ]);
    await setSite("www.moved-later.example", [{ path: "/", redirect: "/home" }, { path: "/home", status: 308, redirect: "http://Other-Brand.example./home" }]);
    const response = await score("moved-later.example", { fast: true, ip: nextIp() });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { detail: string }).detail).toBe(
      "the site redirects to another site, other-brand.example (redirect 3); score other-brand.example itself",
    );
    expect(await requestsTo("other-brand.example")).toEqual([]);
  });

  it("a redirect to the www. host of the same site is scored under the asked name", async () => {
    await setSite("to-www.example", [{ path: "/", status: 301, redirect: "https://www.to-www.example/" }]);
    await setSite("www.to-www.example", [{ path: "/", body: simplePage("To Www") }]);
    const response = await score("to-www.example", { fast: true, ip: nextIp() });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { url: string }).url).toBe("to-www.example");
  });
});

describe("hosts with empty labels are refused at every hop", () => {
  const targets = ["http://localhost.../", "http://127.1../", "http://a..example/", "https://.empty-first.example/", "http://ok.example../x"];
  it.each(targets.map((target, i) => [i, target] as const))("redirect %i → %s", async (i, target) => {
    const host = `empty-label-${i}.example`;
    await setSite(host, [{ path: "/", redirect: target }]);
    const response = await score(host, { fast: true, ip: nextIp() });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { detail: string }).detail).toMatch(/^a label of the host is empty \(redirect 1 to /);
  });

  it("a redirect to an empty-label host at the third hop is refused there, and nothing reaches it", async () => {
    await setSite("empty-label-deep.example", [
      { path: "/", redirect: "/one" },
      { path: "/one", redirect: "/two" },
      { path: "/two", redirect: "https://a..example/" },
    ]);
    const response = await score("empty-label-deep.example", { fast: true, ip: nextIp() });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { detail: string }).detail).toMatch(/^a label of the host is empty \(redirect 3 to /);
    expect(await requestsTo("a..example")).toEqual([]);
  });
});

describe("www.www. spellings share one key with the report page and badge", () => {
  it("scores www.www.<domain> as <domain>, and its report link is where the report lives", async () => {
    await setSite("double-www.example", [{ path: "/", body: simplePage("Double Www") }]);
    const body = (await (await score("https://www.www.double-www.example/", { fast: true, ip: nextIp() })).json()) as { url: string; full_report: string };
    expect(body.url).toBe("double-www.example");
    const report = await callWorker(new URL(body.full_report).pathname + "?ref=agent", { redirect: "manual" });
    expect(report.status).toBe(200);
    const moved = await callWorker("/report/www.www.double-www.example", { redirect: "manual" });
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("/report/double-www.example");
    expect(await (await callWorker("/badge/www.www.double-www.example.svg")).text()).not.toMatch(/not analyzed/);
  });
});
