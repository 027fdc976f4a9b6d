// `npm run bench`: analysis time over real pages, against linkedom's bare parse of the same bytes, and how
// often our title, author, date and language agree with the corpus's reference metadata.
// Pages: ../shared/corpus (89 real pages, 19 KB to 1 MB, plus a 2 MB page built from the largest) when
// present; otherwise the project's own fixture pages.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseHTML } from "linkedom";
import { analyze, type Report } from "../scoring/index.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const CORPUS = join(ROOT, "..", "shared", "corpus", "metascraper");
const NOW = new Date("2026-11-22T12:00:00Z");

interface Page {
  name: string;
  url: string;
  html: string;
  expected?: { title?: string; author?: string | null; date?: string | null; lang?: string | null };
}

function corpusPages(): Page[] {
  return readdirSync(CORPUS)
    .filter((name) => existsSync(join(CORPUS, name, "page.html")))
    .map((name) => {
      const expected = JSON.parse(readFileSync(join(CORPUS, name, "expected.json"), "utf8")) as Page["expected"] & { url: string };
      return { name, url: expected.url, html: readFileSync(join(CORPUS, name, "page.html"), "utf8"), expected };
    });
}

function fixturePages(): Page[] {
  const pages: Page[] = [];
  const dir = join(ROOT, "test", "fixtures", "pages");
  if (existsSync(dir)) {
    for (const file of readdirSync(dir).filter((f) => f.endsWith(".html"))) {
      pages.push({ name: file, url: `https://${file.split("-")[0]}.example/articles/topic`, html: readFileSync(join(dir, file), "utf8") });
    }
  }
  const sites = join(ROOT, "test", "fixtures", "sites");
  for (const host of readdirSync(sites)) {
    const file = join(sites, host, "index.html");
    if (existsSync(file)) pages.push({ name: host, url: `https://${host}/`, html: readFileSync(file, "utf8") });
  }
  return pages;
}

/** A realistic 2 MB page: the largest page with its body repeated, as long archive pages are. */
function enlarged(page: Page, bytes: number): Page {
  const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(page.html)?.[1] ?? page.html;
  let html = page.html;
  while (html.length < bytes) html = html.replace(/<\/body>/i, `${body}</body>`);
  return { name: `${page.name} ×${Math.round(html.length / page.html.length)}`, url: page.url, html };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function elapsed(fn: () => void): number {
  const started = performance.now();
  fn();
  return performance.now() - started;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

const normalize = (text: string | null | undefined) => (text ?? "").toLowerCase().replace(/\s+/g, " ").trim();

function agreement(pages: Page[], reports: Map<string, Report>): void {
  const rows: Record<string, [number, number]> = { title: [0, 0], author: [0, 0], date: [0, 0], language: [0, 0] };
  for (const page of pages) {
    const report = reports.get(page.name);
    const expected = page.expected;
    if (!report || !expected) continue;
    if (expected.title) {
      rows.title![1]++;
      const ours = normalize(report.page.title);
      if (ours && (ours.includes(normalize(expected.title)) || normalize(expected.title).includes(ours))) rows.title![0]++;
    }
    if (expected.author) {
      rows.author![1]++;
      if (normalize(report.page.author).includes(normalize(expected.author))) rows.author![0]++;
    }
    if (expected.date) {
      rows.date![1]++;
      const ours = report.page.published ?? report.page.modified;
      if (ours && ours.slice(0, 10) === new Date(expected.date).toISOString().slice(0, 10)) rows.date![0]++;
    }
    if (expected.lang) {
      rows.language![1]++;
      if (report.page.language === expected.lang.slice(0, 2).toLowerCase()) rows.language![0]++;
    }
  }
  console.log("\nAgreement with the corpus reference metadata:");
  for (const [field, [hit, total]] of Object.entries(rows)) {
    console.log(`  ${field.padEnd(9)} ${hit}/${total}  (${total ? Math.round((100 * hit) / total) : 0}%)`);
  }
}

const fromCorpus = existsSync(CORPUS);
const base = fromCorpus ? corpusPages() : fixturePages();
const largest = [...base].sort((a, b) => b.html.length - a.html.length)[0];
const pages = fromCorpus && largest ? [...base, enlarged(largest, 2 * 1024 * 1024)] : base;
console.log(`Benchmark over ${pages.length} pages (${fromCorpus ? "../shared/corpus" : "project fixtures; ../shared/corpus not found"}), Node ${process.version}\n`);
console.log(`${"page".padEnd(28)} ${"KB".padStart(6)} ${"parse ms".padStart(9)} ${"analyze ms".padStart(11)} ${"ratio".padStart(6)} ${"median".padStart(7)}`);

// One pass over every page first, so both the parser and the checks are measured with warm JIT, as in a
// long-lived Worker isolate, not the first call's compilation.
for (const page of pages) analyze({ html: page.html, url: page.url, now: NOW });

// Each page is parsed and analyzed in turn, `runs` times, so both meet the same heap. A run's time includes
// the garbage collection its allocations trigger: a parse's share is large (its DOM is copied while it is
// being built), and a median of runs leaves it out for the cheap parse far more often than for the analysis.
// Hence two figures: the mean per run (what a request costs on average in a long-lived isolate, GC
// included: the target's figure) and the median run (a request that meets no collection).
const rows: { kb: number; parse: number; analysis: number; ratio: number; medianRatio: number }[] = [];
const reports = new Map<string, Report>();
for (const page of pages) {
  const kb = Buffer.byteLength(page.html) / 1024;
  const runs = kb > 500 ? 5 : 15;
  const parses: number[] = [];
  const analyses: number[] = [];
  let report: Report | undefined;
  for (let run = 0; run < runs; run++) {
    parses.push(elapsed(() => parseHTML(page.html)));
    analyses.push(elapsed(() => {
      report = analyze({ html: page.html, url: page.url, now: NOW });
    }));
  }
  if (report) reports.set(page.name, report);
  const parse = sum(parses) / runs;
  const analysis = sum(analyses) / runs;
  const row = { kb, parse, analysis, ratio: analysis / parse, medianRatio: median(analyses) / median(parses) };
  rows.push(row);
  console.log(
    `${page.name.slice(0, 28).padEnd(28)} ${kb.toFixed(0).padStart(6)} ${parse.toFixed(1).padStart(9)} ${analysis.toFixed(1).padStart(11)} ${row.ratio.toFixed(2).padStart(6)} ${row.medianRatio.toFixed(2).padStart(7)}`,
  );
}

const upTo500 = rows.filter((row) => row.kb <= 500);
console.log("\nSummary (times are means per run, garbage collection included):");
console.log(`  analysis time, all pages:      median ${median(rows.map((r) => r.analysis)).toFixed(1)} ms, p95 ${percentile(rows.map((r) => r.analysis), 95).toFixed(1)} ms`);
console.log(`  analysis time, pages ≤ 500 KB: median ${median(upTo500.map((r) => r.analysis)).toFixed(1)} ms, p95 ${percentile(upTo500.map((r) => r.analysis), 95).toFixed(1)} ms  (target: median ≤ 25 ms, p95 ≤ 75 ms on 2 cores)`);
console.log(`  analysis / bare parse:         median ${median(rows.map((r) => r.ratio)).toFixed(2)}, p95 ${percentile(rows.map((r) => r.ratio), 95).toFixed(2)}  (for information: simplicity over speed)`);
console.log(`  the same, median runs:         median ${median(rows.map((r) => r.medianRatio)).toFixed(2)}, p95 ${percentile(rows.map((r) => r.medianRatio), 95).toFixed(2)}  (runs that met no collection)`);
if (fromCorpus) agreement(pages, reports);
