// Grade bands of the agent contract: A = 90-100, B = 75-89, C = 60-74, D = 50-59, F = 0-49.

export const GRADES = ["A", "B", "C", "D", "F"] as const;
export type Grade = (typeof GRADES)[number];

/** Lowest score of each band, best band first. */
export const GRADE_BANDS: readonly { grade: Grade; min: number }[] = [
  { grade: "A", min: 90 },
  { grade: "B", min: 75 },
  { grade: "C", min: 60 },
  { grade: "D", min: 50 },
  { grade: "F", min: 0 },
];

export function gradeFor(score: number): Grade {
  return GRADE_BANDS.find((band) => score >= band.min)?.grade ?? "F";
}
