// The arrows run one way: worker/ and cli/ use gather/ and scoring/; gather/ may read scoring/'s pure parsers
// and input types; scoring/ uses neither; nothing outside worker/ imports from it. gather/ is platform-neutral
// (web standards only), so the Worker and the CLI share it. Checked on the source.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") && !entry.name.startsWith("test-") ? [path] : [];
  });
}

/** The repository folders a file's relative imports reach. */
function importedFolders(file: string): string[] {
  const text = readFileSync(join(ROOT, file), "utf8");
  return [...text.matchAll(/(?:from|import)\s*\(?\s*["'](\.[^"']+)["']/g)].map((match) => relative(ROOT, join(ROOT, file, "..", match[1]!)).split("/")[0]!);
}

const imports = (file: string) => readFileSync(join(ROOT, file), "utf8").match(/from\s+["']([^."'][^"']*)["']/g) ?? [];

describe("layers", () => {
  it.each([
    ["scoring", ["scoring"]],
    ["gather", ["gather", "scoring"]],
    ["cli", ["cli", "gather", "scoring"]],
  ] as const)("%s/ imports only from %j", (folder, allowed) => {
    const offenders = sources(folder).flatMap((file) => importedFolders(file).filter((target) => !(allowed as readonly string[]).includes(target)).map((target) => `${file} → ${target}/`));
    expect(offenders).toEqual([]);
  });

  it.each(["scoring", "gather"])("%s/ uses no Node or Workers module", (folder) => {
    const offenders = sources(folder).filter((file) => imports(file).some((line) => /["'](?:node:|cloudflare:)/.test(line)));
    expect(offenders).toEqual([]);
  });
});
