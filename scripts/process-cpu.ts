// CPU time of the load test's processes (scripts/loadtest.ts), read from Linux's /proc: each wrangler dev
// runs in a process group of its own (scripts/local-service.ts), so a group is one Worker's processes
// (wrangler's node, its workerd, esbuild). workerd runs a Worker's requests on its main thread and its
// garbage collection partly on V8's helper threads, so the two are counted apart: the main thread of the
// service's workerd is the one that answers cache hits. Elsewhere than Linux nothing is measured.
import { readdirSync, readFileSync } from "node:fs";

/** Clock ticks per second of /proc's times (USER_HZ: 100 on Linux for every architecture we run on). */
const TICKS_PER_SECOND = 100;

interface Stat {
  pgrp: number;
  ticks: number;
}

function statOf(path: string): Stat | null {
  try {
    const text = readFileSync(path, "utf8");
    // The command name is in parentheses and may hold spaces: fields are counted after its closing one.
    const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
    return { pgrp: Number(fields[2]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null;
  }
}

const numeric = (names: string[]) => names.filter((name) => /^\d+$/.test(name));

function list(path: string): string[] {
  try {
    return numeric(readdirSync(path));
  } catch {
    return [];
  }
}

/**
 * CPU seconds per thread, keyed "group main|pid/tid" or "group other|pid/tid", for processes in `groups`
 * (name → process group id). Per thread, so a process that ends or starts between two samples (wrangler
 * restarts workerd when its files change) is left out or counted whole, never subtracted.
 */
export type CpuSample = Map<string, number>;

export function sampleCpu(groups: Readonly<Record<string, number>>): CpuSample {
  const seconds: CpuSample = new Map();
  for (const pid of list("/proc")) {
    const process_ = statOf(`/proc/${pid}/stat`);
    const group = Object.entries(groups).find(([, id]) => id === process_?.pgrp)?.[0];
    if (!group) continue;
    for (const tid of list(`/proc/${pid}/task`)) {
      const task = statOf(`/proc/${pid}/task/${tid}/stat`);
      if (!task) continue;
      // Only workerd's main thread serves requests; every other thread and process of the group is "other".
      const key = `${group} ${tid === pid && readComm(pid) === "workerd" ? "main" : "other"}|${pid}/${tid}`;
      seconds.set(key, task.ticks / TICKS_PER_SECOND);
    }
  }
  return seconds;
}

function readComm(pid: string): string {
  try {
    return readFileSync(`/proc/${pid}/comm`, "utf8").trim();
  } catch {
    return "";
  }
}

/** CPU seconds spent between two samples, per "group main" / "group other". */
export function cpuBetween(before: CpuSample, after: CpuSample): Map<string, number> {
  const spent = new Map<string, number>();
  for (const [key, value] of after) {
    const name = key.slice(0, key.indexOf("|"));
    spent.set(name, (spent.get(name) ?? 0) + Math.max(0, value - (before.get(key) ?? 0)));
  }
  return spent;
}
