// Which page types are works of their own: an article, a docs page, an episode or an event page has an author
// and dates a reader records. A home, contact, about, product, pricing or listing page has none: its meta
// author and declared dates are the site's and the CMS's, and the names and dates on it belong to teasers,
// reviews, the team or the shop (test/fixtures/judgment/README.md, "author" and "published").
import type { PageType } from "../page-types.ts";

const WORKS: ReadonlySet<PageType> = new Set<PageType>(["article", "docs", "other"]);

export const isAWork = (type: PageType): boolean => WORKS.has(type);
