// The page types scoring distinguishes, and what each is: its traits. A check applies to the page types
// with a trait (or to all), so a new page type declares its traits once (the table must be complete) and
// gets exactly the checks they call for, rather than being left out of allow-lists one by one.

export const PAGE_TYPES = ["home", "article", "docs", "product", "pricing", "contact", "about", "listing", "other"] as const;
export type PageType = (typeof PAGE_TYPES)[number];

export interface PageTraits {
  /** Answers or explains in prose: direct answers, statistics, named entities and depth are judged. */
  answers: boolean;
  /** Article-style: bylines, publication dates and question headings belong here. */
  editorial: boolean;
  /** Its content ages, so its dates and their freshness are judged. */
  dated: boolean;
  /** Introduces a thing (a topic, a product, the brand), so a definition near the top is expected. */
  defines: boolean;
  /** Long-form prose, where a summary block and cited sources are expected. */
  longForm: boolean;
  /** Speaks for people or the brand, where attributed quotations are expected. */
  quotes: boolean;
  /** Sits below the home page, so a breadcrumb trail is expected. */
  belowHome: boolean;
  /** Is about one main thing that schema.org should name (an Article, a Product, the Organization…). */
  namesEntity: boolean;
}

export type PageTrait = keyof PageTraits;

const no: PageTraits = { answers: false, editorial: false, dated: false, defines: false, longForm: false, quotes: false, belowHome: true, namesEntity: true };

export const PAGE_TRAITS: Record<PageType, PageTraits> = {
  home: { ...no, answers: true, defines: true, quotes: true, belowHome: false },
  article: { ...no, answers: true, editorial: true, dated: true, defines: true, longForm: true, quotes: true },
  docs: { ...no, answers: true, editorial: true, dated: true, defines: true, longForm: true },
  product: { ...no, answers: true, dated: true, defines: true },
  pricing: { ...no, answers: true, dated: true },
  contact: { ...no },
  about: { ...no, answers: true, defines: true, quotes: true },
  listing: { ...no, answers: true, dated: true },
  other: { ...no, answers: true, dated: true, defines: true, longForm: true, quotes: true, namesEntity: false },
};

/** Whether pages of `type` have `trait`. */
export const hasTrait = (type: PageType, trait: PageTrait): boolean => PAGE_TRAITS[type][trait];

/** The page types with `trait`, in PAGE_TYPES order. */
export const typesWith = (trait: PageTrait): PageType[] => PAGE_TYPES.filter((type) => PAGE_TRAITS[type][trait]);
