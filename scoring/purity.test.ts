// scoring/ is pure: no I/O, no clock, no randomness, no platform or Worker imports. Checked on the source.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL(".", import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

const FORBIDDEN: [string, RegExp][] = [
  ["node: imports", /from\s+["']node:/],
  ["imports from worker/", /from\s+["'][./]*worker\//],
  ["fetch()", /\bfetch\s*\(/],
  ["reading the clock", /\bDate\.now\s*\(|new Date\(\s*\)|performance\.now/],
  ["timers", /\bsetTimeout\s*\(|\bsetInterval\s*\(|\bscheduler\./],
  ["randomness", /Math\.random|crypto\.getRandomValues|randomUUID/],
  ["process globals", /\bprocess\.(?:env|argv|cwd)/],
];

describe("scoring/ purity", () => {
  const files = sources(ROOT).filter((file) => !file.endsWith("test-helpers.ts"));
  it.each(FORBIDDEN)("no %s", (_name, pattern) => {
    const offenders = files.filter((file) => pattern.test(readFileSync(file, "utf8")));
    expect(offenders).toEqual([]);
  });
});
