// Bounded work for any input: each hostile body within the fetch or paste cap is scored in a child Node
// whose heap is a Worker isolate's (128 MB), within about 64 MB of heap growth and 2 s of CPU, with a report
// of bounded size (issue 17; RELIABILITY.md, "Memory is a limit like time").
import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { MAX_REPORT_CHARS } from "../../scoring/index.ts";
import { HOSTILE_BODIES } from "../fixtures/hostile-bodies.ts";

const run = promisify(execFile);
const SCRIPT = fileURLToPath(new URL("../fixtures/analyze-hostile.ts", import.meta.url));

describe("scoring hostile bodies in a 128 MB heap", () => {
  it.each(Object.keys(HOSTILE_BODIES))("%s", async (name) => {
    const { stdout } = await run(process.execPath, ["--max-old-space-size=128", SCRIPT, name], { maxBuffer: 1024 * 1024 });
    const cost = JSON.parse(stdout.trim().split("\n").at(-1)!) as { heapGrowthMB: number; cpuMs: number; reportChars: number };
    expect(cost.heapGrowthMB).toBeLessThan(64);
    expect(cost.cpuMs).toBeLessThan(2_000);
    expect(cost.reportChars).toBeLessThanOrEqual(MAX_REPORT_CHARS);
  }, 30_000);
});
