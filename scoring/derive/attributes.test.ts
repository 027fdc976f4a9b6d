import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { CLASS_ATTRIBUTE, READ_ATTRIBUTES } from "./attributes.ts";

const SCORING = fileURLToPath(new URL("..", import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith(".ts") && !entry.name.includes(".test.") && entry.name !== "test-helpers.ts" ? [path] : [];
  });
}

/** Every attribute name the scoring code asks the DOM for, with the file asking. */
function attributeReads(): { name: string; file: string }[] {
  const reads: { name: string; file: string }[] = [];
  const patterns = [
    /\b(?:getAttribute|hasAttribute|getAttributeNode|withAttribute)\(\s*"([^"]+)"/g,
    // attr(element, "name"), the element possibly a call.
    /\battr\((?:[^"()]|\([^()]*\))*,\s*"([^"]+)"\)/g,
    // Microdata and RDFa: the id and value attributes of its syntax tables.
    /\b(?:idAttribute|[A-Z]+): "([a-z-]+)"/g,
  ];
  for (const file of sources(SCORING)) {
    const code = readFileSync(file, "utf8");
    for (const pattern of patterns) for (const match of code.matchAll(pattern)) reads.push({ name: match[1]!, file });
    for (const match of code.matchAll(/valueAttributes: \(element\) => \[([^\]]*)\]/g)) {
      for (const name of match[1]!.matchAll(/"([a-z-]+)"/g)) reads.push({ name: name[1]!, file });
    }
    // Attribute selectors in querySelector, closest and matches.
    for (const match of code.matchAll(/\b(?:querySelector(?:All)?|closest|matches)\(\s*(["'`])(.*?)\1/g)) {
      for (const name of match[2]!.matchAll(/\[([a-zA-Z:-]+)/g)) reads.push({ name: name[1]!, file });
    }
  }
  return reads;
}

describe("READ_ATTRIBUTES", () => {
  const reads = attributeReads();

  it("finds the reads it looks for (the scan itself works)", () => {
    const names = new Set(reads.map((read) => read.name));
    for (const name of ["href", "itemprop", "content", "datetime", "data", "resource"]) expect(names).toContain(name);
  });

  it("holds every attribute the scoring code reads: prepareMarkup() drops the others before parsing", () => {
    const missing = reads.filter((read) => !READ_ATTRIBUTES.has(read.name.toLowerCase()) && read.name !== CLASS_ATTRIBUTE);
    expect(missing.map((read) => `${read.name} (${read.file.slice(SCORING.length)})`)).toEqual([]);
  });

  it("holds no attribute the scoring code no longer reads", () => {
    const names = new Set(reads.map((read) => read.name.toLowerCase()));
    expect([...READ_ATTRIBUTES].filter((name) => !names.has(name))).toEqual([]);
  });

  it("is not asked for `class`, which prepareMarkup() moves: classOf() reads it", () => {
    expect(reads.filter((read) => read.name.toLowerCase() === "class").map((read) => read.file.slice(SCORING.length))).toEqual([]);
  });
});
