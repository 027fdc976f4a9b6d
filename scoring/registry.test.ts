// Keeps the registry, the files and the declarations in step: every check file registered once, its id
// its file name, each declaration complete and weighted.
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { CATEGORY_NAMES } from "./categories.ts";
import { CHECKS } from "./checks/index.ts";
import { PAGE_TYPES, typesWith } from "./page-types.ts";
import { CATEGORY_WEIGHTS } from "./weights.ts";

const CHECKS_DIR = fileURLToPath(new URL("./checks/", import.meta.url));
const DERIVE_DIR = fileURLToPath(new URL("./derive/", import.meta.url));

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
      // Only a policy choice is information without weight: a training-crawler opt-out costs nothing.
      if (check.id === "ai-training-crawlers") expect(check.weight).toBe(0);
      else expect(check.weight, check.id).toBeGreaterThan(0);
      // Sources a reader can look up: no internal file names.
      expect(check.source ?? "", check.id).not.toMatch(/\.md\b|AEO-CHECKS|RELIABILITY|STYLE/);
      expect(check.why.length, check.id).toBeGreaterThan(20);
      expect(check.title.pass, check.id).not.toBe(check.title.fail);
      if (check.appliesTo !== "all") {
        expect(typesWith(check.appliesTo).length, check.id).toBeGreaterThan(0);
      }
    }
  });

  it("words every check's outcomes: each message a kebab-case key with evidence, each key used by the code", () => {
    const derived = readdirSync(DERIVE_DIR).filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts")).map((file) => readFileSync(`${DERIVE_DIR}${file}`, "utf8"));
    for (const check of CHECKS) {
      const dir = readdirSync(CHECKS_DIR, { withFileTypes: true }).find((entry) => entry.isDirectory() && readdirSync(`${CHECKS_DIR}${entry.name}`).includes(`${check.id}.ts`));
      const source = readFileSync(`${CHECKS_DIR}${dir?.name}/${check.id}.ts`, "utf8");
      const keys = Object.keys(check.messages);
      expect(keys.length, check.id).toBeGreaterThan(0);
      for (const key of keys) {
        expect(key, check.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
        expect(check.messages[key]?.evidence.trim().length, `${check.id}/${key}`).toBeGreaterThan(0);
        // The key is written where it is decided: in the check, or in the derivation it reports.
        const used = new RegExp(`["'\`]${key}["'\`](?!\\s*:\\s*\\{)`);
        // Or built from a written prefix: `unanswered-${kind}`.
        const built = [...source.matchAll(/`([a-z0-9-]+-)\$\{/g)].some(([, prefix]) => key.startsWith(prefix!));
        const written = built || [source, ...derived].some((text) => used.test(text));
        expect(written, `${check.id}: message "${key}" is never returned`).toBe(true);
      }
    }
  });

  it("has category weights for every page type and category", () => {
    for (const type of PAGE_TYPES) {
      for (const name of CATEGORY_NAMES) expect(CATEGORY_WEIGHTS[type][name], `${type}/${name}`).toBeGreaterThanOrEqual(0);
    }
  });
});
