import { describe, expect, it } from "vitest";
import { GRADE_BANDS, gradeFor } from "./grades.ts";

describe("gradeFor", () => {
  it.each([
    [100, "A"], [90, "A"], [89, "B"], [75, "B"], [74, "C"], [60, "C"],
    [59, "D"], [50, "D"], [49, "F"], [0, "F"],
  ] as const)("%i is %s", (score, grade) => {
    expect(gradeFor(score)).toBe(grade);
  });

  it("bands are ordered from best to worst and end at 0", () => {
    const mins = GRADE_BANDS.map((band) => band.min);
    expect([...mins].sort((a, b) => b - a)).toEqual(mins);
    expect(mins.at(-1)).toBe(0);
  });
});
