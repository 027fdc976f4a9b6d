// `npm run bench:site`: scoring a website from a sample of its pages (issue 14).
//
// 1. Wall time against the critical path. The service runs under `wrangler dev` with the scorer beside it
//    (as `npm start` runs it); the fixture sites with sitemaps, links and inner pages are served with
//    BENCH_DELAY_MS (100) before every answer. Each fresh analysis (the agent endpoint, fast=1) is timed
//    from the client and set against its critical path: the home page's fetch, then one round of inner
//    pages (the slowest of the pages it read), both timed here with the same delay. Each run asks for a
//    copy of the site under a new name (run3-blog.example, its pages and sitemaps renamed), so every
//    analysis is fresh. Target: wall ≤ 1.3 × critical path.
// 2. Analysis CPU of a site: choosing the sample (links, sitemap, robots.txt), judging each page and
//    combining them, in this process, for the fixture sites and for 5-page sites made of the corpus's real
//    pages (19 KB to 1 MB) when ../shared/corpus is there. Target: p95 ≤ 300 ms for a 5-page site.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { extname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { ownEntryOnly } from "../gather/fetch-sample.ts";
import { readLinks } from "../gather/links.ts";
import { chooseSample } from "../gather/sample.ts";
import { observePlain } from "../gather/walls.ts";
import { parseRobots } from "../scoring/derive/robots.ts";
import { parseSitemap } from "../scoring/derive/sitemap.ts";
import { ReportSchema, combineSite, judgePage, type AnalyzeInput, type Report } from "../scoring/index.ts";
import type { SiteFiles } from "../scoring/input.ts";
import { BUILT_IN_RULES } from "../test/fixtures/site-behaviours.ts";
import { SiteServer, type Rule } from "../test/fixtures/site-server.ts";
import { startLocalService } from "../scripts/local-service.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const SITES_DIR = join(ROOT, "test", "fixtures", "sites");
const CORPUS = join(ROOT, "..", "shared", "corpus", "metascraper");
const DELAY_MS = Number(process.env.BENCH_DELAY_MS ?? 100);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CPU_RUNS = Number(process.env.BENCH_CPU_RUNS ?? 20);
const SITE_PAGES = 5;
const NOW = new Date("2026-11-24T12:00:00Z");
/** The fixture sites with a sample to read (the issue's: a blog, a shop with a sitemap index, docs, …). */
const SITES = ["blog.example", "shop.example", "handbook.example", "nositemap.example", "offsite-sitemap.example", "huge-sitemap.example"];

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
};

/** Every file of a fixture site, as the address it is served at ("/blog/x/" for blog/x/index.html). */
function siteFiles(host: string): { path: string; text: string; type: string }[] {
  const dir = join(SITES_DIR, host);
  const walk = (at: string): string[] => readdirSync(at).flatMap((name) => (statSync(join(at, name)).isDirectory() ? walk(join(at, name)) : [join(at, name)]));
  return walk(dir).map((file) => {
    const path = `/${relative(dir, file).replaceAll("\\", "/")}`;
    return { path: path.endsWith("/index.html") ? path.slice(0, -"index.html".length) : path, text: readFileSync(file, "utf8"), type: CONTENT_TYPES[extname(file)] ?? "application/octet-stream" };
  });
}

/** The site under another name, every answer after DELAY_MS; what it does not have is a (delayed) 404. */
function renamedRules(host: string, name: string): Rule[] {
  const rename = (text: string) => text.replaceAll(host, name);
  const builtIn = (BUILT_IN_RULES[host] ?? []).map((rule) => ({ ...rule, ...(rule.body === undefined ? {} : { body: rename(rule.body) }), delayMs: DELAY_MS }));
  const files = siteFiles(host).map(({ path, text, type }) => ({ path, body: rename(text), headers: { "content-type": type }, delayMs: DELAY_MS }));
  return [...builtIn, ...files, { status: 404, body: "<h1>Not found</h1>", delayMs: DELAY_MS }];
}

const percentile = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const ms = (value: number) => `${Math.round(value)} ms`;

async function timed(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  return performance.now() - started;
}

async function wallTimes(): Promise<boolean> {
  const sites = new SiteServer();
  const origin = await sites.listen();
  const persist = mkdtempSync(join(tmpdir(), "citable-bench-site-"));
  const local = await startLocalService({
    port: 8872,
    persist: join(persist, "service"),
    registry: join(persist, "registry"),
    logLevel: "error",
    vars: { TARGET_RESOLVE: `*.example=${origin}/{host}`, RATE_LIMIT_PER_HOUR: "100000000", DAILY_CAP: "100000000", SITE_PAGES: String(SITE_PAGES) },
  });
  let met = true;
  try {
    const base = local.service.origin;
    // Warm-up: the first analysis compiles the scorer's code paths.
    sites.setRules("warmup-blog.example", renamedRules("blog.example", "warmup-blog.example"));
    await fetch(`${base}/api/agent/score?url=warmup-blog.example&fast=1`).then((response) => response.arrayBuffer());
    console.log(`Fresh site analyses through wrangler dev, ${DELAY_MS} ms before every answer of the sites, ${RUNS} runs each (SITE_PAGES=${SITE_PAGES}):\n`);
    console.log(`  ${"site".padEnd(26)} ${"pages".padStart(5)} ${"wall p50".padStart(9)} ${"critical".padStart(9)} ${"ratio p50".padStart(10)} ${"ratio max".padStart(10)}`);
    const ratios: number[] = [];
    const ownRatios: number[] = [];
    for (const host of SITES) {
      const rows: { wall: number; critical: number; withIndex: number; pages: number }[] = [];
      for (let run = 1; run <= RUNS; run++) {
        const name = `run${run}-${host}`;
        sites.setRules(name, renamedRules(host, name));
        const wall = await timed(`${base}/api/agent/score?url=${name}&fast=1`);
        const report: Report = ReportSchema.parse(await (await fetch(`${base}/api/report/${name}`)).json());
        // The critical path, timed the same way: the home page, then the slowest page of the one round.
        const direct = (url: string) => timed(`${origin}/${name}${new URL(url).pathname}${new URL(url).search}`);
        const home = await direct(report.pages![0]!.url);
        const inner = await Promise.all(report.pages!.slice(1).map((page) => direct(page.url)));
        // A sitemap index puts its child sitemaps between the home page and the round: one more round trip.
        const index = /<sitemapindex/.test(await (await fetch(`${origin}/${name}/sitemap.xml`)).text());
        const child = index ? await timed(`${origin}/${name}/sitemaps/products.xml`) : 0;
        const critical = home + Math.max(0, ...inner);
        rows.push({ wall, critical, withIndex: critical + child, pages: report.pages!.length });
      }
      const runRatios = rows.map((row) => row.wall / row.critical);
      const indexRatios = rows.map((row) => row.wall / row.withIndex);
      ratios.push(...runRatios);
      ownRatios.push(...indexRatios);
      const own = rows[0]!.withIndex > rows[0]!.critical ? `   ${percentile(indexRatios, 50).toFixed(2)}× against ${ms(percentile(rows.map((row) => row.withIndex), 50))} with its child sitemaps' round` : "";
      console.log(
        `  ${host.padEnd(26)} ${String(rows[0]!.pages).padStart(5)} ${ms(percentile(rows.map((row) => row.wall), 50)).padStart(9)} ${ms(percentile(rows.map((row) => row.critical), 50)).padStart(9)} ${percentile(runRatios, 50).toFixed(2).padStart(9)}× ${Math.max(...runRatios).toFixed(2).padStart(9)}×${own}`,
      );
    }
    const p50 = percentile(ratios, 50);
    console.log(`\n  all runs: ratio p50 ${p50.toFixed(2)}×, p95 ${percentile(ratios, 95).toFixed(2)}× (target ≤ 1.3)`);
    console.log(`  counting a sitemap index's round: p50 ${percentile(ownRatios, 50).toFixed(2)}×, p95 ${percentile(ownRatios, 95).toFixed(2)}×\n`);
    met = p50 <= 1.3;
  } finally {
    await local.stop();
    await sites.close();
    rmSync(persist, { recursive: true, force: true });
  }
  return met;
}

interface CpuSite {
  name: string;
  home: AnalyzeInput;
  /** The pages to choose from, by address. */
  pages: Map<string, string>;
  files: SiteFiles;
}

const pageInput = (html: string, url: string, site: SiteFiles): AnalyzeInput => ({
  html,
  url,
  now: NOW,
  readVia: "fetch",
  response: { status: 200, headers: { "content-type": "text/html; charset=utf-8" } },
  plain: observePlain(html, 200, new Map()),
  site,
});

function fixtureSite(host: string): CpuSite {
  const files = siteFiles(host);
  const text = (path: string) => files.find((file) => file.path === path)?.text ?? null;
  const builtIn = (BUILT_IN_RULES[host] ?? []).find((rule) => rule.path === "/sitemap.xml")?.body ?? null;
  const site: SiteFiles = { robotsTxt: text("/robots.txt"), robotsTxtError: null, llmsTxt: text("/llms.txt"), sitemapXml: builtIn ?? text("/sitemap.xml") };
  const pages = new Map(files.filter((file) => file.type.startsWith("text/html")).map((file) => [`https://${host}${file.path}`, file.text]));
  // An index's children, as the sample reads them (the newest two): their entries join the candidates.
  return { name: host, home: pageInput(text("/")!, `https://${host}/`, site), pages, files: site };
}

/** 5-page sites of real pages: each run of five corpus pages, the first as the home page, the others under it. */
function corpusSites(): CpuSite[] {
  if (!existsSync(CORPUS)) return [];
  const names = readdirSync(CORPUS).filter((name) => existsSync(join(CORPUS, name, "page.html"))).sort();
  const sites: CpuSite[] = [];
  for (let at = 0; at + SITE_PAGES <= names.length; at += SITE_PAGES) {
    const group = names.slice(at, at + SITE_PAGES);
    const host = `corpus-${at / SITE_PAGES + 1}.example`;
    const files: SiteFiles = { robotsTxt: "User-agent: *\nAllow: /\n", robotsTxtError: null, llmsTxt: null, sitemapXml: null };
    const html = group.map((name) => readFileSync(join(CORPUS, name, "page.html"), "utf8"));
    const links = group.slice(1).map((name) => `<a href="/${name}/">${name}</a>`).join("");
    const home = html[0]!.replace(/<body([^>]*)>/i, `<body$1><nav>${links}</nav>`);
    sites.push({ name: host, home: pageInput(home, `https://${host}/`, files), pages: new Map(group.slice(1).map((name, i) => [`https://${host}/${name}/`, html[i + 1]!])), files });
  }
  return sites;
}

/** One site's analysis CPU: choosing the sample from the home page and the site files, judging each page, combining. */
function analyzeCpu(site: CpuSite): { cpuMs: number; pages: number } {
  const started = process.cpuUsage();
  const home = new URL(site.home.url);
  const sitemap = site.files.sitemapXml === null ? null : parseSitemap(site.files.sitemapXml);
  const entries = sitemap?.kind === "urlset" ? sitemap.entries : [];
  const picks = chooseSample({
    home,
    links: readLinks(site.home.html!),
    sitemap: entries,
    robots: site.files.robotsTxt === null ? null : parseRobots(site.files.robotsTxt),
    robotsUnreadable: false,
    count: SITE_PAGES - 1,
  });
  const judged = [judgePage(site.home, "home")];
  for (const pick of picks) {
    const html = site.pages.get(pick.url.href);
    if (html !== undefined) judged.push(judgePage(pageInput(html, pick.url.href, ownEntryOnly(entries, pick.url)), "inner"));
  }
  combineSite(site.name, judged);
  const used = process.cpuUsage(started);
  return { cpuMs: (used.user + used.system) / 1000, pages: judged.length };
}

function cpuTimes(): boolean {
  const sites = [...SITES.map(fixtureSite), ...corpusSites()];
  for (const site of sites) analyzeCpu(site);
  const all: number[] = [];
  const fivePage: number[] = [];
  let pagesRead = 0;
  for (let run = 0; run < CPU_RUNS; run++) {
    for (const site of sites) {
      const { cpuMs, pages } = analyzeCpu(site);
      all.push(cpuMs);
      pagesRead += pages;
      if (pages === SITE_PAGES) fivePage.push(cpuMs);
    }
  }
  const corpus = existsSync(CORPUS) ? `the ${SITES.length} fixture sites and ${sites.length - SITES.length} 5-page sites of corpus pages` : `the ${SITES.length} fixture sites (no ../shared/corpus)`;
  console.log(`Analysis CPU per site (sample choice, each page judged, combined), ${CPU_RUNS} runs of ${corpus}, ${(pagesRead / all.length).toFixed(1)} pages a site on average:`);
  console.log(`  all sites: p50 ${ms(percentile(all, 50))}, p95 ${ms(percentile(all, 95))}`);
  console.log(`  5-page sites: p50 ${ms(percentile(fivePage, 50))}, p95 ${ms(percentile(fivePage, 95))}, max ${ms(Math.max(...fivePage))} (target p95 ≤ 300 ms; ${fivePage.length} analyses)`);
  return percentile(fivePage, 95) <= 300;
}

const cpuMet = cpuTimes();
console.log("");
const wallMet = process.env.BENCH_SKIP_WALL ? true : await wallTimes();
if (!cpuMet || !wallMet) process.exitCode = 1;
