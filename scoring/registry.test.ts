// Keeps the registry, the files and the declarations in step: every check file registered once, its id
// its file name, each declaration complete and weighted.
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { CATEGORY_NAMES } from "./categories.ts";
import { CHECKS } from "./checks/index.ts";
import { PAGE_TYPES, typesWith } from "./page-types.ts";
import { CATEGORY_WEIGHTS } from "./weights.ts";

const CHECKS_DIR = fileURLToPath(new URL("./checks/", import.meta.url));

function checkFiles(): string[] {
  return readdirSync(CHECKS_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((dir) =>
      readdirSync(`${CHECKS_DIR}${dir.name}`)
        .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts") && file !== "index.ts")
        .map((file) => file.replace(/\.ts$/, "")),
    );
}

describe("check registry", () => {
  it("registers every check file exactly once, under its file name", () => {
    const ids = CHECKS.map((check) => check.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(checkFiles().sort());
  });

  it("declares each check completely", () => {
    for (const check of CHECKS) {
      expect(check.id, check.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(CATEGORY_NAMES, check.id).toContain(check.category);
      expect(check.weight, check.id).toBeGreaterThan(0);
      expect(check.why.length, check.id).toBeGreaterThan(20);
      expect(check.title.pass, check.id).not.toBe(check.title.fail);
      if (check.appliesTo !== "all") {
        expect(typesWith(check.appliesTo).length, check.id).toBeGreaterThan(0);
      }
    }
  });

  it("has category weights for every page type and category", () => {
    for (const type of PAGE_TYPES) {
      for (const name of CATEGORY_NAMES) expect(CATEGORY_WEIGHTS[type][name], `${type}/${name}`).toBeGreaterThanOrEqual(0);
    }
  });
});
