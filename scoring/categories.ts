// The six categories, spelled exactly as the agent contract's category_scores keys.

export const CATEGORY_NAMES = [
  "Direct Answer Quality",
  "Content Structure",
  "Schema Markup",
  "Technical SEO for AI",
  "Entity & Topic Coverage",
  "Freshness Signals",
] as const;

export type CategoryName = (typeof CATEGORY_NAMES)[number];
