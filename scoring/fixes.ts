// Which fixes a short list names. The report lists every fix with its impact; a fix worth under a point of
// the overall score is real but not a priority, so no "top fixes" list (API, MCP, CLI, summary) carries it.

/** Points of overall score a fix must be worth to be named in a top list. */
export const MIN_TOP_FIX_IMPACT = 1;

/** The first `count` fixes worth at least a point, in the report's order (largest gain first). */
export function topFixes<T extends { impact: number }>(fixes: readonly T[], count: number): T[] {
  return fixes.filter((fix) => fix.impact >= MIN_TOP_FIX_IMPACT).slice(0, count);
}
