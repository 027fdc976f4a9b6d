// Figures the static UI repeats from scoring/ (public/ talks to the Worker over HTTP only and cannot import
// them): each repeated constant must still say what scoring/ says, or the report page and the API disagree.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { MIN_TOP_FIX_IMPACT } from "../../scoring/index.ts";

/** The number a public module exports under `name` (`export const NAME = 1;`), read from its source. */
function exported(file: string, name: string): number | null {
  const source = readFileSync(new URL(`../../public/lib/${file}`, import.meta.url), "utf8");
  const found = new RegExp(`export const ${name} = (-?[\\d.]+);`).exec(source);
  return found ? Number(found[1]) : null;
}

describe("figures the UI repeats from scoring", () => {
  it("report-view.js ranks fixes by the same least impact as scoring/fixes.ts", () => {
    expect(exported("report-view.js", "MIN_TOP_FIX_IMPACT")).toBe(MIN_TOP_FIX_IMPACT);
  });
});
