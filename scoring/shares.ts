// What each category and check is worth in the overall score of a page type, when every check that applies is
// judged: the runner's renormalization (runner.ts), written out for the methodology page.
import { CATEGORY_NAMES, type CategoryName } from "./categories.ts";
import type { CheckDefinition } from "./check.ts";
import { hasTrait, type PageType } from "./page-types.ts";
import { CATEGORY_WEIGHTS } from "./weights.ts";

export const appliesToType = (check: CheckDefinition, type: PageType) => check.appliesTo === "all" || hasTrait(type, check.appliesTo);

/** Each category's share of a page type's score, in percent (0: left out); the shares sum to 1 exactly. */
export function categoryShares(type: PageType): Record<CategoryName, number> {
  const weights = CATEGORY_WEIGHTS[type];
  const total = CATEGORY_NAMES.reduce((sum, name) => sum + weights[name], 0);
  return Object.fromEntries(CATEGORY_NAMES.map((name) => [name, weights[name] / total])) as Record<CategoryName, number>;
}

/** A check's share of a page type's overall score (0 when it does not apply or weighs nothing). */
export function checkShare(checks: readonly CheckDefinition[], check: CheckDefinition, type: PageType): number {
  if (!appliesToType(check, type)) return 0;
  const inCategory = checks.filter((other) => other.category === check.category && appliesToType(other, type));
  const points = inCategory.reduce((sum, other) => sum + other.weight, 0);
  return points === 0 ? 0 : categoryShares(type)[check.category] * (check.weight / points);
}

/**
 * Whole percentages that add up to 100 (largest remainder): a table of rounded shares that sums to 99 or
 * 101 reads as an error.
 */
export function wholePercents(shares: readonly number[]): number[] {
  const raw = shares.map((share) => share * 100);
  const floors = raw.map(Math.floor);
  let left = Math.round(raw.reduce((sum, value) => sum + value, 0)) - floors.reduce((sum, value) => sum + value, 0);
  const order = raw.map((value, index) => ({ index, rest: value - floors[index]! })).sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    floors[index]!++;
    left--;
  }
  return floors;
}
