// `npm run loadtest`: the service under `wrangler dev` (the embedded default) with fixture sites, driven by
// autocannon from the same machine. Reports throughput and p50/p99 latency for a floor Worker that only
// reads one KV key, for cache hits, for fresh analyses of a ~200 KB page, and for a mixed load with 1%
// fresh; and the ratios against the floor, measured in the same run.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import autocannon, { type Result } from "autocannon";
import { SiteServer } from "../test/fixtures/site-server.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const DURATION_S = Number(process.env.LOADTEST_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.LOADTEST_CONNECTIONS ?? 10);

/** A ~200 KB article: the fixture article's sections repeated as a long guide, with navigation around it. */
function bigPage(): string {
  const article = readFileSync(join(ROOT, "test/fixtures/pages/en-article.html"), "utf8");
  const body = /<main[^>]*>([\s\S]*)<\/main>/i.exec(article)?.[1] ?? article;
  const nav = `<nav>${Array.from({ length: 120 }, (_, i) => `<a href="/guide/part-${i}">Part ${i} of the guide</a>`).join(" ")}</nav>`;
  let sections = "";
  for (let i = 1; sections.length < 190_000; i++) sections += `<section id="part-${i}">${body.replace(/<h1[^>]*>[\s\S]*?<\/h1>/i, `<h2>Part ${i}</h2>`)}</section>`;
  return article.replace(/<main[^>]*>[\s\S]*<\/main>/i, `${nav}<main>${body}${sections}</main>`);
}

async function waitUntilUp(url: string, child: ChildProcess, name: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`${name} did not start within 60 s`);
}

function wranglerDev(config: string, port: number, persist: string, vars: Record<string, string>): ChildProcess {
  const args = ["dev", "--config", config, "--ip", "127.0.0.1", "--port", String(port), "--persist-to", persist, "--show-interactive-dev-session=false", "--log-level", "error"];
  for (const [name, value] of Object.entries(vars)) args.push("--var", `${name}:${value}`);
  return spawn("wrangler", args, { cwd: ROOT, stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" } });
}

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
}

async function drive(name: string, options: autocannon.Options): Promise<Row> {
  const result: Result = await autocannon({ duration: DURATION_S, connections: CONNECTIONS, ...options });
  const row = {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
  console.log(`  ${name.padEnd(34)} ${row.rps.toFixed(0).padStart(6)} req/s   p50 ${String(row.p50).padStart(4)} ms   p99 ${String(row.p99).padStart(5)} ms   ${row.requests} requests, ${row.non2xx} non-2xx, ${row.errors} errors`);
  return row;
}

const sites = new SiteServer();
const siteOrigin = await sites.listen();
sites.setRules("load.example", [{ path: "/", body: bigPage(), headers: { "content-type": "text/html; charset=utf-8" } }]);
const persist = mkdtempSync(join(tmpdir(), "citable-load-"));
const servicePort = 8870;
const floorPort = 8871;
const service = wranglerDev("wrangler.toml", servicePort, join(persist, "service"), {
  TARGET_RESOLVE: `*.example=${siteOrigin}/load.example`,
  RATE_LIMIT_PER_HOUR: "100000000",
  DAILY_CAP: "100000000",
});
const floor = wranglerDev("bench/floor/wrangler.toml", floorPort, join(persist, "floor"), {});
const stop = () => {
  service.kill("SIGTERM");
  floor.kill("SIGTERM");
};
process.on("exit", stop);

try {
  const base = `http://127.0.0.1:${servicePort}`;
  await Promise.all([waitUntilUp(`${base}/api/agent/score`, service, "service"), waitUntilUp(`http://127.0.0.1:${floorPort}/`, floor, "floor")]);
  const warm = await fetch(`${base}/api/agent/score?url=hot.example&fast=1`);
  if (warm.status !== 200) throw new Error(`warm-up answered ${warm.status}: ${await warm.text()}`);
  console.log(`Load test: ${DURATION_S} s per scenario, ${CONNECTIONS} connections, wrangler dev on this machine; page ${Math.round(bigPage().length / 1024)} KB\n`);

  const floorRow = await drive("floor (one KV read)", { url: `http://127.0.0.1:${floorPort}/` });
  const hits = await drive("cache hits", { url: `${base}/api/agent/score?url=hot.example&fast=1` });
  let fresh = 0;
  const freshRow = await drive("fresh analyses (~200 KB page)", {
    url: base,
    connections: 2,
    requests: [{ method: "GET", setupRequest: (request) => ({ ...request, path: `/api/agent/score?url=fresh-${++fresh}.example&fast=1` }) }],
  });
  let mixed = 0;
  const mixedRow = await drive("mixed, 1% fresh", {
    url: base,
    requests: [
      {
        method: "GET",
        setupRequest: (request) => ({ ...request, path: ++mixed % 100 === 0 ? `/api/agent/score?url=mixed-${mixed}.example&fast=1` : "/api/agent/score?url=hot.example&fast=1" }),
      },
    ],
  });

  console.log("\nAgainst the floor:");
  console.log(`  cache hits: ${(hits.rps / floorRow.rps).toFixed(2)}× the floor's throughput (target ≥ 0.7), p99 ${(hits.p99 / Math.max(1, floorRow.p99)).toFixed(2)}× the floor's (target ≤ 1.5)`);
  console.log(`  fresh analyses: p50 ${freshRow.p50} ms (target ≤ 150 ms)`);
  console.log(`  mixed: ${(mixedRow.rps / floorRow.rps).toFixed(2)}× the floor's throughput`);
  const failed = [floorRow, hits, freshRow, mixedRow].filter((row) => row.errors > 0 || row.non2xx > 0);
  if (failed.length > 0) {
    console.error(`\nErrors in: ${failed.map((row) => row.name).join(", ")}`);
    process.exitCode = 1;
  }
} finally {
  stop();
  await sites.close();
  rmSync(persist, { recursive: true, force: true });
}
