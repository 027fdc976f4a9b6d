// Every golden case's report equals its committed golden report (test/golden/): "reports unchanged" is what
// CI checks, not a claim. A deliberate change is rewritten with `npm run golden` and its diff reviewed.
import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { analyze } from "../../scoring/index.ts";
import { goldenCases, hasCorpus, reportPath } from "../golden/cases.ts";

const cases = goldenCases();

describe("golden reports", () => {
  it("cover the fixture pages, and the corpus when it is beside the clone", () => {
    expect(cases.filter((c) => c.id.startsWith("fixtures/")).length).toBeGreaterThanOrEqual(20);
    if (hasCorpus()) expect(cases.filter((c) => c.id.startsWith("corpus/")).length).toBe(89);
  });

  it.each(cases.map((c) => [c.id, c] as const))("%s", (_, { id, input }) => {
    const file = reportPath(id);
    expect(existsSync(file), `${file} is missing: run npm run golden`).toBe(true);
    expect(analyze(input)).toEqual(JSON.parse(readFileSync(file, "utf8")));
  });
});
