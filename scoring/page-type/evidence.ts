// What the page-type readers hand the decision: evidence for a type, with a weight, as a reason key and its
// parameters (messages.ts holds the words). The decision adds each type's weights and the heaviest type wins,
// so several weak signs can outweigh one, and a strong one (a cart, plan prices, a byline over long prose)
// outweighs an address.
import type { PageContext } from "../context.ts";
import type { Params } from "../messages.ts";
import type { PageType } from "../page-types.ts";
import type { PAGE_TYPE_MESSAGES } from "./messages.ts";
import type { Shared } from "./shared.ts";

export type PageTypeReason = keyof typeof PAGE_TYPE_MESSAGES;

export interface Evidence {
  type: PageType;
  /** How strongly it speaks for the type (WEIGHTS). */
  weight: number;
  key: PageTypeReason;
  params?: Params;
}

/** Reads one kind of evidence from the page; `shared` holds what several readers count once. */
export type EvidenceReader = (ctx: PageContext, shared: Shared) => Evidence | readonly Evidence[] | undefined;

/**
 * How much each kind of evidence weighs. Declarations the page makes about itself weigh most (schema.org),
 * then content no other kind of page has (a cart, plan prices, a run of teasers, a byline over prose), then
 * weaker content, then names (the page's own heading, its address), and least a shared folder (/blog/, /p/),
 * which only breaks ties.
 */
export const WEIGHTS = {
  /** A schema.org type naming the page's main entity, top-level (an Article, a Product, an Event). */
  schema: 10,
  /** The same type nested (a WebPage's mainEntity): the page's own, but said less directly. */
  schemaNested: 8,
  /** A type that rides on several kinds of page: HowTo marks how-to articles and help pages alike. */
  schemaShared: 5,
  /** Three or more add-to-cart buttons with prices: a shop's category page. */
  shelf: 9,
  /** A price and an add-to-cart button: a product page. */
  cart: 8,
  /** The same buttons only below the opening of a bylined, dated post: the post's featured product, a weak sign. */
  cartInPost: 2,
  /** Prices with billing periods, nothing to put in a cart: plan cards. */
  planPrices: 8,
  /** A run of teasers (linked cards with a title and a line of text) that holds the page's content. */
  teasers: 8,
  /** A short run of three or four dated cards: a small listing, or a page's related items beside its player or its form. */
  fewTeasers: 6,
  /** The same short run undated, each card a linked heading over an excerpt: a small topic page, or a page's own cards of services. */
  fewUndatedTeasers: 4,
  /** The same run beside long prose of the page's own: "related posts" under an article, a weak sign. */
  teasersBesideProse: 2,
  /** A byline and a date over prose: an article. */
  bylineDateProse: 7,
  /** A date at the head of the content, or a byline, over prose. */
  datedProse: 5,
  /** Long prose alone. */
  longProse: 4,
  /** A headline over shorter prose that holds nearly all the page's text: outweighs a shared folder, never og:type, code or a name. */
  headlineProse: 1.5,
  /** A start time at the head and a button to book or register: an event's page, over a date at the head of prose, under a byline. */
  eventDetails: 6,
  /** A media player with little text: an episode or video page, whatever its short blurb's date and og:type say. */
  media: 8,
  /** A navigation of this section's pages that marks this one: documentation's sidebar. */
  docsNavigation: 4,
  /** Code blocks, and an "edit this page" link to a repository: documentation's furniture. */
  codeBlocks: 2,
  editLink: 2,
  /** A help centre's feedback question under the article ("Was this article helpful?"): outweighs a writer's name over a help article. */
  feedbackQuestion: 4,
  /** Three or more headings naming a release and its date: release notes, a manual's chapter of versions. */
  releaseHeadings: 4,
  /** A release folder in the address (/en/4.1/, /docs/v2/): a versioned manual's, a hint like a docs folder. */
  versionAddress: 2,
  /** Contact details in the page's own content, by how many kinds (a tel: link, an <address>, a form…). */
  contactDetails: [0, 0, 3, 5, 7, 8] as readonly number[],
  /** The page's own heading naming its type ("Contact us", "Preise"). */
  heading: 4,
  /** og:type, which many sites set the same on every page (WordPress SEO plugins: "article"), so an address outweighs it. */
  ogType: 2,
  /** An address slug or host naming the type (/pricing, /contact, docs.example.com, /category/x). */
  address: 3,
  /** A folder shared by two types that leans to one (/blog/x, /products/x). */
  weakAddress: 1,
} as const;
