// `npm run loadtest`: the service under `wrangler dev` (the embedded default) with fixture sites, driven by
// autocannon from the same machine. Reports throughput and p50/p99 latency for a floor Worker that only
// reads one KV key, for cache hits, for fresh analyses of a ~200 KB page, for a mixed load with 1% fresh,
// for hostile pages (5 MiB of tiny elements) analyzed alone, and for cache hits while pages are analyzed
// beside them; the ratios against the floor, measured in the same run; and under each scenario the CPU each
// process spent (scripts/process-cpu.ts), the service's serving thread apart, so a slow figure says where
// the time went.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import autocannon, { type Result } from "autocannon";
import { cpuBetween, sampleCpu, type CpuSample } from "./process-cpu.ts";
import { startLocalService, startWrangler, type Wrangler } from "./local-service.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const DURATION_S = Number(process.env.LOADTEST_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.LOADTEST_CONNECTIONS ?? 10);
/** LOADTEST_HOSTILE=1: only the floor, hostile analyses alone and cache hits beside them (issue 17's figure). */
const HOSTILE_ONLY = process.env.LOADTEST_HOSTILE === "1";
/** The scenarios LOADTEST_HOSTILE=1 runs (by name); the others are then skipped, and their figures not printed. */
const HOSTILE_SCENARIOS = /^(floor|hostile|cache hits beside hostile)/;

interface Row {
  name: string;
  /** CPU seconds per process group and thread ("service main": the thread that answers), during the scenario. */
  cpu: Map<string, number>;
  seconds: number;
  /** False for a scenario LOADTEST_HOSTILE=1 skipped. */
  ran: boolean;
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
}

/** The processes measured: each wrangler dev's process group, and the fixture sites'. */
const groups: Record<string, number> = {};
/** The load generator's own CPU (autocannon, in this process). */
const ownCpu = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1e6;
};

/** A group without a workerd (the fixture sites) is named alone: "other" says "beside workerd's main thread". */
const label = (row: Row, key: string) => (row.cpu.has(key.replace(/ other$/, " main")) ? key : key.replace(/ other$/, ""));

/** Where the scenario's CPU went, as shares of one core (100% = one core busy throughout). */
function printCpu(row: Row): void {
  if (!row.ran) return;
  const parts = [...row.cpu].sort((a, b) => b[1] - a[1]).filter(([, seconds]) => seconds / row.seconds >= 0.005);
  console.log(`      CPU: ${parts.map(([key, seconds]) => `${label(row, key)} ${Math.round((seconds / row.seconds) * 100)}%`).join(", ")}`);
}

/**
 * CPU per request of an analysis scenario run alone: the service's serving thread and the scorer's processes.
 * Approximate: the analyses still running when the scenario ends are counted in the CPU, not in requests.
 */
function perAnalysis(row: Row): string {
  const ms = (key: string) => Math.round(((row.cpu.get(key) ?? 0) * 1000) / Math.max(1, row.requests));
  return `service thread ${ms("service main")} ms (and ${ms("service other")} ms on its other threads), scorer ${ms("scorer main") + ms("scorer other")} ms, fixture sites ${ms("sites other")} ms`;
}

async function drive(name: string, options: autocannon.Options): Promise<Row> {
  if (HOSTILE_ONLY && !HOSTILE_SCENARIOS.test(name)) return { name, cpu: new Map(), seconds: 0, ran: false, rps: 0, p50: 0, p99: 0, requests: 0, non2xx: 0, errors: 0 };
  const before: CpuSample = sampleCpu(groups);
  const ownBefore = ownCpu();
  const started = performance.now();
  const result: Result = await autocannon({ duration: DURATION_S, connections: CONNECTIONS, ...options });
  const cpu = cpuBetween(before, sampleCpu(groups));
  cpu.set("load generator", ownCpu() - ownBefore);
  const row = {
    name,
    cpu,
    seconds: (performance.now() - started) / 1000,
    ran: true,
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

/** The fixture sites in a process (and process group) of their own: scripts/loadtest-sites.ts. */
async function startSites(): Promise<{ origin: string; hostileOrigin: string; pageBytes: number; pid: number; stop(): void }> {
  const child = spawn(process.execPath, [join(ROOT, "scripts/loadtest-sites.ts")], { cwd: ROOT, detached: true, stdio: ["pipe", "pipe", "inherit"] });
  const first = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once("line", resolve);
    child.once("exit", (code) => reject(new Error(`the fixture sites exited (${code})`)));
  });
  const { origin, hostileOrigin, pageBytes } = JSON.parse(first) as { origin: string; hostileOrigin: string; pageBytes: number };
  return { origin, hostileOrigin, pageBytes, pid: child.pid!, stop: () => child.stdin!.end() };
}

const sites = await startSites();
const siteOrigin = sites.origin;
groups.sites = sites.pid;
const persist = mkdtempSync(join(tmpdir(), "citable-load-"));
// One after the other: two wrangler dev processes starting at once can both claim the same internal socket.
const local = await startLocalService({
  port: 8870,
  persist: join(persist, "service"),
  registry: join(persist, "registry"),
  logLevel: "error",
  vars: {
    TARGET_RESOLVE: `*.hostile.example=${sites.hostileOrigin},*.example=${siteOrigin}/load.example`,
    RATE_LIMIT_PER_HOUR: "100000000",
    DAILY_CAP: "100000000",
  },
});
groups.service = local.service.child.pid!;
groups.scorer = local.scorer.child.pid!;
let floor: Wrangler | undefined;

try {
  const base = local.service.origin;
  floor = await startWrangler({ config: "bench/floor/wrangler.toml", port: 8871, persist: join(persist, "floor"), logLevel: "error" });
  groups.floor = floor.child.pid!;
  const floorUrl = `${floor.origin}/`;
  const warm = await fetch(`${base}/api/agent/score?url=hot.example&fast=1`);
  if (warm.status !== 200) throw new Error(`warm-up answered ${warm.status}: ${await warm.text()}`);
  console.log(`Load test: ${DURATION_S} s per scenario, ${CONNECTIONS} connections, wrangler dev on this machine; page ${Math.round(sites.pageBytes / 1024)} KB\n`);

  const floorRow = await drive("floor (one KV read)", { url: floorUrl });
  printCpu(floorRow);
  const hits = await drive("cache hits", { url: `${base}/api/agent/score?url=hot.example&fast=1` });
  printCpu(hits);
  let fresh = 0;
  const freshRow = await drive("fresh analyses (~200 KB page)", {
    url: base,
    connections: 2,
    requests: [{ method: "GET", setupRequest: (request) => ({ ...request, path: `/api/agent/score?url=fresh-${++fresh}.example&fast=1` }) }],
  });
  printCpu(freshRow);
  let alone = 0;
  const hostileAlone = await drive("hostile analyses (5 MiB of <p>a)", {
    url: base,
    connections: 2,
    requests: [{ method: "GET", setupRequest: (request) => ({ ...request, path: `/api/agent/score?url=alone-${++alone}.hostile.example&fast=1` }) }],
  });
  printCpu(hostileAlone);
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
  printCpu(mixedRow);

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
  printCpu(hitsBesideOrdinary);
  let hostile = 0;
  const [hitsBeside, hostileRow] = await Promise.all([
    drive("cache hits beside hostile analyses", { url: `${base}/api/agent/score?url=hot.example&fast=1` }),
    drive("hostile analyses (5 MiB of <p>a)", {
      url: base,
      connections: 2,
      requests: [{ method: "GET", setupRequest: (request) => ({ ...request, path: `/api/agent/score?url=h-${++hostile}.hostile.example&fast=1` }) }],
    }),
  ]);
  printCpu(hitsBeside);

  console.log("\nAgainst the floor:");
  if (hits.ran) console.log(`  cache hits: ${(hits.rps / floorRow.rps).toFixed(2)}× the floor's throughput (target ≥ 0.7), p99 ${(hits.p99 / Math.max(1, floorRow.p99)).toFixed(2)}× the floor's (target ≤ 1.5)`);
  if (freshRow.ran) console.log(`  fresh analyses: p50 ${freshRow.p50} ms (target ≤ 150 ms); CPU per analysis: ${perAnalysis(freshRow)}`);
  console.log(`  hostile analyses alone: p50 ${hostileAlone.p50} ms; CPU per analysis: ${perAnalysis(hostileAlone)}`);
  if (mixedRow.ran) console.log(`  mixed: ${(mixedRow.rps / floorRow.rps).toFixed(2)}× the floor's throughput`);
  if (hitsBesideOrdinary.ran) console.log(`  cache hits beside fresh analyses: p99 ${(hitsBesideOrdinary.p99 / Math.max(1, floorRow.p99)).toFixed(2)}× the floor's, ${ordinaryRow.requests} pages analyzed`);
  console.log(`  cache hits beside hostile analyses: p99 ${(hitsBeside.p99 / Math.max(1, floorRow.p99)).toFixed(2)}× the floor's (target ≤ 2), ${hostileRow.requests} hostile pages analyzed`);
  const failed = [floorRow, hits, freshRow, hostileAlone, mixedRow, hitsBesideOrdinary, ordinaryRow, hitsBeside, hostileRow].filter((row) => row.errors > 0 || row.non2xx > 0);
  if (failed.length > 0) {
    console.error(`\nErrors in: ${failed.map((row) => row.name).join(", ")}`);
    process.exitCode = 1;
  }
} finally {
  await Promise.all([local.stop(), floor?.stop()]);
  sites.stop();
  rmSync(persist, { recursive: true, force: true });
}
