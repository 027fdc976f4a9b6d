// The page types scoring distinguishes; a check declares which of them it applies to.

export const PAGE_TYPES = ["home", "article", "docs", "product", "pricing", "contact", "about", "listing", "other"] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/** Pages whose job is to answer or explain: the article-style signals (bylines, dates, FAQ) belong here. */
export const EDITORIAL: readonly PageType[] = ["article", "docs"];
