// Choosing a site's sample (gather/sample.ts) and reading the home page's links (gather/links.ts): pure,
// so tested here without fetching anything.
import { describe, expect, it } from "vitest";
import { readLinks } from "../../gather/links.ts";
import { childSitemaps, chooseSample, likelyType, type SampleInput } from "../../gather/sample.ts";
import { ownEntryOnly } from "../../gather/fetch-sample.ts";
import { parseRobots } from "../../scoring/derive/robots.ts";
import { parseSitemap, type SitemapEntry } from "../../scoring/derive/sitemap.ts";

const HOME = new URL("https://blog.example/");
const entry = (loc: string, lastmod: string | null = null): SitemapEntry => ({ loc, lastmod });
const sample = (input: Partial<SampleInput>) => chooseSample({ home: HOME, links: [], sitemap: [], robots: null, robotsUnreadable: false, count: 4, ...input });
const paths = (picks: ReturnType<typeof chooseSample>) => picks.map((pick) => pick.url.pathname);

describe("readLinks", () => {
  it("reads each link's place and text, in document order, and skips fragments and script text", () => {
    const html = `<html><body><header><a href="/">Home</a><nav><a href="/pricing">Pricing</a></nav></header>
      <main><h1>Hi</h1><a href="/blog/first-post">First   <b>post</b></a><a href="#top">Top</a><script>var a = '<a href="/x">';</script></main>
      <aside><a href="/tag/x">x</a></aside><p><a href=" /docs/ ">Docs</a></p><footer><a href="/about">About us</a></footer></body></html>`;
    expect(readLinks(html)).toEqual([
      { href: "/", place: "nav", text: "Home" },
      { href: "/pricing", place: "nav", text: "Pricing" },
      { href: "/blog/first-post", place: "content", text: "First post" },
      { href: "/tag/x", place: "footer", text: "x" },
      { href: "/docs/", place: "content", text: "Docs" },
      { href: "/about", place: "footer", text: "About us" },
    ]);
  });

  it("keeps at most a thousand links of a page with very many", () => {
    const html = `<body>${'<a href="/p">p</a>'.repeat(50_000)}</body>`;
    expect(readLinks(html)).toHaveLength(1_000);
  });
});

describe("likelyType", () => {
  it.each([
    ["https://blog.example/blog/how-to-x", "", "article"],
    ["https://blog.example/2026/05/how-to-x", "", "article"],
    ["https://blog.example/docs/webhooks", "", "docs"],
    ["https://docs.blog.example/start", "", "docs"],
    ["https://blog.example/pricing", "", "pricing"],
    ["https://blog.example/products/anvil", "", "product"],
    ["https://blog.example/about-us", "", "about"],
    ["https://blog.example/kontakt-aufnehmen", "Contact us", "contact"],
    ["https://blog.example/tag/news", "", "listing"],
    ["https://blog.example/some-page", "", "other"],
  ])("%s (%s) is likely %s", (url, text, type) => {
    expect(likelyType(new URL(url), text)).toBe(type);
  });
});

describe("chooseSample", () => {
  it("takes one page of each likely type before a second of any", () => {
    const sitemap = [
      entry("https://blog.example/blog/older", "2026-01-01"),
      entry("https://blog.example/blog/newest", "2026-11-01"),
      entry("https://blog.example/blog/middle", "2026-06-01"),
      entry("https://blog.example/tag/news", "2026-11-02"),
    ];
    const links = readLinks(`<nav><a href="/about">About</a><a href="/pricing">Pricing</a><a href="/docs/">Docs</a></nav><main><a href="/blog/middle">x</a></main>`);
    const picks = sample({ sitemap, links });
    expect(picks.map((pick) => [pick.url.pathname, pick.likely, pick.source])).toEqual([
      ["/blog/newest", "article", "sitemap"],
      ["/docs/", "docs", "nav"],
      ["/pricing", "pricing", "nav"],
      ["/about", "about", "nav"],
    ]);
    // Then a second round (another article), and listings (the tag page) only when nothing else is left.
    expect(paths(sample({ sitemap, links, count: 7 }))).toEqual(["/blog/newest", "/docs/", "/pricing", "/about", "/blog/middle", "/blog/older", "/tag/news"]);
  });

  it("reads a section's index page (/docs/ beside /docs/webhooks/) as a listing, after the pages under it", () => {
    const links = readLinks(`<nav><a href="/docs/">Docs</a><a href="/products/">Products</a></nav><main><a href="/docs/webhooks/">Webhooks</a><a href="/docs/start">Start</a><a href="/products/anvil">Anvil</a></main>`);
    const picks = sample({ links, count: 5 });
    expect(picks.map((pick) => [pick.url.pathname, pick.likely])).toEqual([
      ["/docs/webhooks/", "docs"],
      ["/products/anvil", "product"],
      ["/docs/start", "docs"],
      ["/docs/", "listing"],
      ["/products/", "listing"],
    ]);
  });

  it("reads newest sitemap entries first, and undated ones after the home page's links", () => {
    const sitemap = [entry("https://blog.example/a-post"), entry("https://blog.example/b-post", "2026-02-01"), entry("https://blog.example/c-post", "2026-03-01")];
    const links = readLinks(`<main><a href="/linked-post">x</a></main>`);
    expect(paths(sample({ sitemap, links, count: 4 }))).toEqual(["/c-post", "/b-post", "/linked-post", "/a-post"]);
  });

  it("reads a sitemap of thousands newest first beyond its first block, and in the file's order among equal dates", () => {
    // 3,000 dated posts: the newest 1,000 share one date, and robots.txt keeps us out of all but the file's
    // last 40 of them, so the candidates run past the first block of the order into the equal dates.
    const day = (n: number) => new Date(Date.UTC(2020, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
    const sitemap = Array.from({ length: 3_000 }, (_, i) => entry(`https://blog.example/${i >= 960 && i < 1_000 ? "open" : "shut"}/post-${i}`, i < 1_000 ? "2026-06-01" : day(i % 500)));
    const robots = parseRobots("User-agent: *\nDisallow: /shut/\n");
    expect(paths(sample({ sitemap, robots, count: 3 }))).toEqual(["/open/post-960", "/open/post-961", "/open/post-962"]);
    // Without robots.txt: the shared newest date in the file's order, then the newest of the rest.
    const dated = [...sitemap.slice(0, 1_000).map((item, i) => entry(item.loc, i === 999 ? "2026-06-02" : item.lastmod)), ...sitemap.slice(1_000)];
    expect(paths(sample({ sitemap: dated, count: 3 }))).toEqual(["/open/post-999", "/shut/post-0", "/shut/post-1"]);
    const older = sitemap.slice(1_000);
    const newest = older.reduce((best, item) => (item.lastmod! > best.lastmod! ? item : best));
    expect(paths(sample({ sitemap: older, count: 1 }))).toEqual([new URL(newest.loc).pathname]);
  });

  it("puts the named page first, even where robots.txt disallows it, and not twice", () => {
    const robots = parseRobots("User-agent: *\nDisallow: /private\n");
    const named = new URL("https://www.blog.example/private/report");
    const sitemap = [entry("https://blog.example/private/report", "2026-11-01"), entry("https://blog.example/blog/x", "2026-10-01")];
    const picks = sample({ named, sitemap, robots, count: 2 });
    expect(picks.map((pick) => [pick.url.href, pick.source])).toEqual([
      ["https://blog.example/private/report", "named"],
      ["https://blog.example/blog/x", "sitemap"],
    ]);
    // The home page named is no extra page.
    expect(paths(sample({ named: new URL("https://blog.example/"), sitemap, count: 1 }))).toEqual(["/blog/x"]);
  });

  it("respects robots.txt for our own user agent, else the * group", () => {
    const sitemap = [entry("https://blog.example/blog/a", "2026-11-03"), entry("https://blog.example/docs/b", "2026-11-02"), entry("https://blog.example/c", "2026-11-01")];
    expect(paths(sample({ sitemap, robots: parseRobots("User-agent: *\nDisallow: /blog/\n") }))).toEqual(["/docs/b", "/c"]);
    // Our own group replaces *: Citable may read /blog/ but not /docs/.
    const own = parseRobots("User-agent: *\nDisallow: /blog/\n\nUser-agent: Citable\nDisallow: /docs/\n");
    expect(paths(sample({ sitemap, robots: own }))).toEqual(["/blog/a", "/c"]);
    // A robots.txt whose server failed means nothing may be crawled: only a named page is read.
    expect(sample({ sitemap, robotsUnreadable: true })).toEqual([]);
  });

  it("never picks another site, a private or malformed address, a file or an action", () => {
    const sitemap = [
      "https://other.example/blog/stolen",
      "https://shop.blog.example/products/x",
      "http://127.0.0.1/admin",
      "http://169.254.169.254/latest/meta-data",
      "https://localhost/blog/x",
      "https://blog.example:8080/blog/port",
      "https://user:pw@blog.example/blog/creds",
      "javascript:alert(1)",
      "https://blog.example/feed.xml",
      "https://blog.example/files/report.pdf",
      "https://blog.example/cart",
      "https://blog.example/wp-login.php",
      "https://blog.example/?lang=fr",
      "https://www.blog.example/blog/fine",
    ].map((loc) => entry(loc, "2026-11-01"));
    expect(sample({ sitemap, count: 10 }).map((pick) => pick.url.href)).toEqual(["https://www.blog.example/blog/fine"]);
  });

  it("stays fast on a sitemap of 50,000 entries and a page of a thousand links", () => {
    const xml = `<urlset>${Array.from({ length: 50_000 }, (_, i) => `<url><loc>https://blog.example/blog/post-${i}</loc><lastmod>2026-01-01T00:00:${String(i % 60).padStart(2, "0")}Z</lastmod></url>`).join("")}</urlset>`;
    const parsed = parseSitemap(xml, 5_000)!;
    const links = readLinks(`<main>${Array.from({ length: 1_000 }, (_, i) => `<a href="/page-${i}">p</a>`).join("")}</main>`);
    const started = performance.now();
    const picks = sample({ sitemap: parsed.entries, links });
    expect(performance.now() - started).toBeLessThan(500);
    expect(picks[0]!.url.pathname).toBe("/blog/post-59");
    expect(picks).toHaveLength(4);
  });
});

describe("childSitemaps", () => {
  it("reads an index's newest child sitemaps on the site, undated ones after", () => {
    const index = parseSitemap(`<sitemapindex>
      <sitemap><loc>https://blog.example/sitemap-pages.xml</loc></sitemap>
      <sitemap><loc>https://blog.example/sitemap-posts-2025.xml</loc><lastmod>2025-12-31</lastmod></sitemap>
      <sitemap><loc>https://elsewhere.example/sitemap.xml</loc><lastmod>2026-11-30</lastmod></sitemap>
      <sitemap><loc>http://10.0.0.1/sitemap.xml</loc><lastmod>2026-11-30</lastmod></sitemap>
      <sitemap><loc>https://www.blog.example/sitemap-posts-2026.xml</loc><lastmod>2026-11-20</lastmod></sitemap>
    </sitemapindex>`)!;
    expect(childSitemaps(index, HOME, 2).map((url) => url.href)).toEqual(["https://www.blog.example/sitemap-posts-2026.xml", "https://blog.example/sitemap-posts-2025.xml"]);
    expect(childSitemaps(index, HOME, 5).map((url) => url.pathname)).toEqual(["/sitemap-posts-2026.xml", "/sitemap-posts-2025.xml", "/sitemap-pages.xml"]);
  });
});

describe("ownEntryOnly", () => {
  it("gives a sampled page a sitemap of its own entry only, escaped, and nothing else of the site's files", () => {
    const entries = [entry("https://blog.example/a-post/", "2026-02-01"), entry("https://www.blog.example/b-post?x=1&y=2", "2026-03-01"), entry("https://blog.example/b-post/")];
    const own = ownEntryOnly(entries, new URL("https://blog.example/b-post?y=2&x=1"));
    expect(own).toEqual({ robotsTxt: null, robotsTxtError: null, llmsTxt: null, sitemapXml: "<urlset><url><loc>https://www.blog.example/b-post?x=1&amp;y=2</loc><lastmod>2026-03-01</lastmod></url></urlset>" });
    expect(parseSitemap(own.sitemapXml!)!.entries).toEqual([entries[1]]);
    expect(ownEntryOnly(entries, new URL("https://blog.example/c-post/")).sitemapXml).toBeNull();
  });
});
