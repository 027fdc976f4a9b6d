// `npm run loadtest`: the service under `wrangler dev` (the embedded default) with fixture sites, driven by
// autocannon from the same machine. Reports throughput and p50/p99 latency for a floor Worker that only
// reads one KV key, for cache hits, for fresh analyses of a ~200 KB page, for a mixed load with 1% fresh,
// and for cache hits while hostile pages (5 MiB of tiny elements) are analyzed beside them; and the ratios
// against the floor, measured in the same run.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import autocannon, { type Result } from "autocannon";
import { HOSTILE_BODIES } from "../test/fixtures/hostile-bodies.ts";
import { SiteServer } from "../test/fixtures/site-server.ts";
import { startLocalService, startWrangler, type Wrangler } from "./local-service.ts";

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
sites.setRules("hostile.example", [{ path: "/", body: HOSTILE_BODIES["tiny <p> elements"]!(), headers: { "content-type": "text/html; charset=utf-8" } }]);
const persist = mkdtempSync(join(tmpdir(), "citable-load-"));
// One after the other: two wrangler dev processes starting at once can both claim the same internal socket.
const local = await startLocalService({
  port: 8870,
  persist: join(persist, "service"),
  registry: join(persist, "registry"),
  logLevel: "error",
  vars: {
    TARGET_RESOLVE: `*.hostile.example=${siteOrigin}/hostile.example,*.example=${siteOrigin}/load.example`,
    RATE_LIMIT_PER_HOUR: "100000000",
    DAILY_CAP: "100000000",
  },
});
let floor: Wrangler | undefined;

try {
  const base = local.service.origin;
  floor = await startWrangler({ config: "bench/floor/wrangler.toml", port: 8871, persist: join(persist, "floor"), logLevel: "error" });
  const floorUrl = `${floor.origin}/`;
  const warm = await fetch(`${base}/api/agent/score?url=hot.example&fast=1`);
  if (warm.status !== 200) throw new Error(`warm-up answered ${warm.status}: ${await warm.text()}`);
  console.log(`Load test: ${DURATION_S} s per scenario, ${CONNECTIONS} connections, wrangler dev on this machine; page ${Math.round(bigPage().length / 1024)} KB\n`);

  const floorRow = await drive("floor (one KV read)", { url: floorUrl });
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

  // Pages analyzed by 2 connections while 10 others ask for a cached result: ordinary pages first (what any
  // fresh analysis costs the others: fetches, KV writes), then hostile ones.
  let ordinary = 0;
  const [hitsBesideOrdinary, ordinaryRow] = await Promise.all([
    drive("cache hits beside fresh analyses", { url: `${base}/api/agent/score?url=hot.example&fast=1` }),
    drive("fresh analyses (~200 KB page)", {
      url: base,
      connections: 2,
      requests: [{ method: "GET", setupRequest: (request) => ({ ...request, path: `/api/agent/score?url=beside-${++ordinary}.example&fast=1` }) }],
    }),
  ]);
  let hostile = 0;
  const [hitsBeside, hostileRow] = await Promise.all([
    drive("cache hits beside hostile analyses", { url: `${base}/api/agent/score?url=hot.example&fast=1` }),
    drive("hostile analyses (5 MiB of <p>a)", {
      url: base,
      connections: 2,
      requests: [{ method: "GET", setupRequest: (request) => ({ ...request, path: `/api/agent/score?url=h-${++hostile}.hostile.example&fast=1` }) }],
    }),
  ]);

  console.log("\nAgainst the floor:");
  console.log(`  cache hits: ${(hits.rps / floorRow.rps).toFixed(2)}× the floor's throughput (target ≥ 0.7), p99 ${(hits.p99 / Math.max(1, floorRow.p99)).toFixed(2)}× the floor's (target ≤ 1.5)`);
  console.log(`  fresh analyses: p50 ${freshRow.p50} ms (target ≤ 150 ms)`);
  console.log(`  mixed: ${(mixedRow.rps / floorRow.rps).toFixed(2)}× the floor's throughput`);
  console.log(`  cache hits beside fresh analyses: p99 ${(hitsBesideOrdinary.p99 / Math.max(1, floorRow.p99)).toFixed(2)}× the floor's, ${ordinaryRow.requests} pages analyzed`);
  console.log(`  cache hits beside hostile analyses: p99 ${(hitsBeside.p99 / Math.max(1, floorRow.p99)).toFixed(2)}× the floor's (target ≤ 2), ${hostileRow.requests} hostile pages analyzed`);
  const failed = [floorRow, hits, freshRow, mixedRow, hitsBesideOrdinary, ordinaryRow, hitsBeside, hostileRow].filter((row) => row.errors > 0 || row.non2xx > 0);
  if (failed.length > 0) {
    console.error(`\nErrors in: ${failed.map((row) => row.name).join(", ")}`);
    process.exitCode = 1;
  }
} finally {
  await Promise.all([local.stop(), floor?.stop()]);
  await sites.close();
  rmSync(persist, { recursive: true, force: true });
}
