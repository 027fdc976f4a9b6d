// The words of the page type's reasons (page.type_reason), as the checks keep theirs: a key per kind of
// evidence and its template (messages.ts renders them). Tests assert keys and parameters.
import type { Messages } from "../messages.ts";
import type { PageType } from "../page-types.ts";

export const PAGE_TYPE_MESSAGES = {
  "site-root": { evidence: "the site's root address ({path})" },
  "root-teasers": { evidence: "the site's root address holding little but a run of {cards} teasers" },
  "schema-type": { evidence: "schema.org {schemaType} on the page" },
  "schema-profile": { evidence: "schema.org {schemaType} describing a page of its own, not a site" },
  "schema-products": { evidence: "{products} schema.org products on one page" },
  "schema-articles": { evidence: "{articles} schema.org articles on one page" },
  "schema-profile-posts": { evidence: "schema.org {schemaType} over {cards} teasers of the person's posts" },
  "schema-plan-prices": { evidence: "schema.org {schemaType} with plan prices" },
  "shelf": { evidence: "{carts} add-to-cart buttons with {prices} prices" },
  "shelf-beside-article": { evidence: "{carts} add-to-cart buttons below the opening of a post with a byline, a date and {words} words of prose" },
  "cart-in-post": { evidence: "add-to-cart buttons only below the opening of a post with a byline, a date and {words} words of prose" },
  "price-and-cart": { evidence: "a price and an add-to-cart button" },
  "plan-prices": { evidence: "{prices} prices with billing periods" },
  "teasers": { evidence: "{cards} teasers linking to other pages" },
  "teasers-beside-prose": { evidence: "{cards} teasers beside {words} words of the page's own prose" },
  "byline-date-prose": { evidence: "a byline, a date and {words} words of prose" },
  "date-prose": { evidence: "a date at the head of {words} words of prose" },
  "byline-prose": { evidence: "a byline over {words} words of prose" },
  "long-prose": { evidence: "{words} words of prose in {paragraphs} paragraphs" },
  "headline-prose": { evidence: "a headline over {words} words of prose in {paragraphs} paragraphs, nearly all the page's text" },
  "event-details": { evidence: "a start time at the head of the page and a button to book or register" },
  "media-player": { evidence: "a media player with {words} words of text" },
  "docs-navigation": { evidence: "a navigation of {links} pages of its section that marks this one" },
  "code-blocks": { evidence: "{blocks|code block}" },
  "edit-link": { evidence: "an edit link to the page's source" },
  "version-address": { evidence: "the release {version} in the address" },
  "feedback-question": { evidence: "a help centre's question whether the article helped" },
  "release-headings": { evidence: "{releases} headings naming releases and their dates" },
  "contact-details": { evidence: "contact details in the page's own content ({kinds})" },
  "heading": { evidence: 'the page\'s heading "{heading}" names {kind}' },
  "og-type": { evidence: 'og:type "{value}"' },
  "docs-host": { evidence: "the documentation host {host}" },
  "address": { evidence: "the address {path} names {kind}" },
  "weak-address": { evidence: "the address {path} looks like {kind}" },
  "nothing": { evidence: "no schema type, content pattern, heading or address identified the page" },
  /** Follows the winner's evidence: the heaviest evidence for another type. */
  "outweighing": { evidence: "outweighing {loser}" },
} as const satisfies Messages;

/** A page type in words, for the heading's and the address's {kind}. */
export const PAGE_KIND_WORDS = {
  home: "a home page",
  article: "an article",
  docs: "a documentation page",
  product: "a product page",
  pricing: "a pricing page",
  contact: "a contact page",
  about: "an about page",
  listing: "a listing",
  other: "another kind of page",
} as const satisfies Record<PageType, string>;

/** The words of the kinds of contact details, joined into contact-details' {kinds}. */
export const CONTACT_DETAIL_WORDS = {
  tel: "a tel: link",
  phone: "a phone number",
  mailto: "a mailto: link",
  address: "an <address>",
  form: "a message form",
  map: "an embedded map",
  schema: "schema.org contact details",
} as const;
