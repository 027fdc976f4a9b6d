// Category weights in the overall score, per page type, and the thresholds that turn a check's score
// into a status. Data, in one place; a check's own weight lives in its declaration.
import type { CategoryName } from "./categories.ts";
import type { PageType } from "./page-types.ts";

/**
 * Default weights: reachability and technical access first (AI crawlers see only what they can fetch),
 * then direct answers and structure (what generative engines quote), then entities, schema and freshness.
 * Schema stays modest: controlled studies found no independent effect on AI citation (AEO-CHECKS.md, fact 4).
 */
const DEFAULT: Record<CategoryName, number> = {
  "Direct Answer Quality": 20,
  "Content Structure": 17,
  "Schema Markup": 13,
  "Technical SEO for AI": 25,
  "Entity & Topic Coverage": 15,
  "Freshness Signals": 10,
};

/**
 * Per page type: 0 leaves a category out (absent from category_scores, the rest renormalized). Contact
 * and about pages are not judged on direct answers or freshness; home pages not on freshness (a home
 * page's date means little); product and pricing get lighter answer and freshness weight.
 */
export const CATEGORY_WEIGHTS: Record<PageType, Record<CategoryName, number>> = {
  home: { ...DEFAULT, "Direct Answer Quality": 12, "Freshness Signals": 0 },
  article: DEFAULT,
  docs: DEFAULT,
  product: { ...DEFAULT, "Direct Answer Quality": 10, "Freshness Signals": 5, "Schema Markup": 18 },
  pricing: { ...DEFAULT, "Direct Answer Quality": 10, "Freshness Signals": 5 },
  contact: { ...DEFAULT, "Direct Answer Quality": 0, "Freshness Signals": 0 },
  about: { ...DEFAULT, "Direct Answer Quality": 8, "Freshness Signals": 0 },
  listing: { ...DEFAULT, "Direct Answer Quality": 8, "Freshness Signals": 5 },
  other: DEFAULT,
};

/** A check's score (0..1) at or above `pass` passes, at or above `warn` warns, below fails. */
export const STATUS_THRESHOLDS = { pass: 0.9, warn: 0.5 } as const;

/** Credit on language-sensitive checks for languages we have no lexicon for: neither a pass nor a penalty. */
export const NEUTRAL_CREDIT = 0.7;

/**
 * A site's score from its sampled pages (site.ts): the home page's share; the other pages read share the
 * rest equally (the home page alone takes it all). The home page is where visitors and crawlers arrive and
 * what names the site, but answer engines quote the pages a site exists for: articles, docs, products.
 */
export const SITE_SHARES = { home: 0.4 } as const;
