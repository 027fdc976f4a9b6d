// Detects the page type from what the page is, then from what it is called (AEO-CHECKS.md "Page types").
// The site's root is the home page. Otherwise every reader below hands in evidence for a type with a weight
// (page-type/evidence.ts WEIGHTS): what the page declares (schema.org, og:type), what its content is (a cart,
// plan prices, a run of teasers, a byline over prose, a docs navigation, contact details, a player), and
// what it is called (its heading, its address). The heaviest type wins, and the reason says what decided it
// and what it outweighed. So an article at /p/88 is an article by its byline and prose, and the address
// only breaks ties (/p/ is a product on shops and a post on Substack).
import type { PageContext } from "./context.ts";
import { readByline } from "./derive/bylines.ts";
import { FURNITURE_TAGS, isInside } from "./derive/dom.ts";
import { collapseWhitespace } from "./derive/text.ts";
import { render, type Reason } from "./messages.ts";
import type { PageType } from "./page-types.ts";
import { WEIGHTS, type Evidence, type EvidenceReader } from "./page-type/evidence.ts";
import { isEventInvitation } from "./page-type/event.ts";
import { hasPlayer } from "./page-type/media.ts";
import { CONTACT_DETAIL_WORDS, PAGE_KIND_WORDS, PAGE_TYPE_MESSAGES } from "./page-type/messages.ts";
import { Shared } from "./page-type/shared.ts";
import { MIN_RICH_TEASERS, MIN_TEASERS } from "./page-type/teasers.ts";
import { hashRoute, pageKey, resolve, sameSite } from "./page-type/urls.ts";
import { isAny } from "./schema-types.ts";
import { HAN_KANA_HANGUL } from "./derive/chars.ts";

export { PAGE_TYPE_MESSAGES };

export interface PageTypeResult {
  type: PageType;
  /** What decided the type, in words: the report's page.type_reason. */
  reason: string;
  /** The same as reason keys: the winning evidence, heaviest first, then the heaviest it outweighed (PAGE_TYPE_MESSAGES). */
  because?: readonly Reason[];
}

const PRODUCT_FAMILIES = ["Product", "Offer"];
const ARTICLE_FAMILIES = ["Article", "Recipe", "Review"];

/**
 * schema.org types that name the page's main entity, in order of precedence: each page type with the type
 * families that make it (schema-types.ts isA), the subtypes that do not (a TechArticle is documentation, a
 * breadcrumb trail lists nothing), and the weight when it is not the default. FAQPage decides nothing: it
 * rides on any type. An Event comes first: its tickets are Offers, not products.
 */
const SCHEMA_TYPES: readonly { type: PageType; families: readonly string[]; except?: readonly string[]; weight?: number }[] = [
  { type: "other", families: ["Event"] },
  { type: "product", families: PRODUCT_FAMILIES },
  { type: "article", families: ARTICLE_FAMILIES, except: ["TechArticle"] },
  { type: "docs", families: ["TechArticle"] },
  // How-to articles and help pages both declare HowTo: their content tells them apart.
  { type: "article", families: ["HowTo"], weight: WEIGHTS.schemaShared },
  { type: "contact", families: ["ContactPage"] },
  { type: "about", families: ["AboutPage", "ProfilePage"] },
  { type: "listing", families: ["CollectionPage", "SearchResultsPage", "ItemList"], except: ["BreadcrumbList"] },
  // A code repository's page is neither an article nor documentation.
  { type: "other", families: ["VideoObject", "AudioObject", "PodcastEpisode", "SoftwareSourceCode"] },
];

/** Three or more top-level products (or articles) make a category page (or a blog index), not a product (or a post). */
const MIN_ITEMS_FOR_LISTING = 3;
/** Contact details count only on short pages: an article with a mailto: in its text is still an article. */
const MAX_CONTACT_PAGE_WORDS = 600;
/**
 * Prose thresholds, in words of paragraphs (CJK characters counted as words by text.ts): a byline and a date over
 * a shop notice's or a recipe's worth make an article; a date or a byline alone need three paragraphs of it
 * (a press release); prose alone, with neither, needs a long read.
 */
const MIN_BYLINED_WORDS = 100;
const MIN_DATED_WORDS = 60;
const MIN_DATED_PARAGRAPHS = 3;
const MIN_PROSE_WORDS = 600;
const MIN_PROSE_PARAGRAPHS = 5;
/**
 * A headline over shorter prose with neither byline nor date (a personal blog's undated post, a shop's or a
 * utility's advice piece): paragraphs of sentences, not labels, that hold nearly all the page's text. An about,
 * contact or docs page with as much prose is named by its heading, its address or its furniture, which outweigh it.
 */
const MIN_HEADLINE_PROSE_WORDS = 120;
const MIN_HEADLINE_PROSE_PARAGRAPHS = 3;
const MIN_HEADLINE_PROSE_SHARE = 0.7;
const MIN_MEAN_PARAGRAPH_WORDS = 20;
/** Prose of the page's own beside a run of teasers that makes them its related posts. */
const MIN_OWN_PROSE_WORDS = 250;
/**
 * A site's root is its home page, unless one run of at least this many teasers holds this share of its words:
 * a blog's index of posts. A home page presents the site in sections of its own (several runs, prose, calls to act).
 */
const MIN_ROOT_TEASERS = 5;
const MIN_ROOT_TEASER_SHARE = 0.6;
/** A short run of dated cards (teasers.ts) makes a root a blog's index only when it is all but everything there is. */
const MIN_ROOT_SHORT_RUN_SHARE = 0.8;
/** A player with less text than this around it is a media page. */
const MAX_MEDIA_WORDS = 300;
/** Add-to-cart buttons of one product's buy box ("Add to cart", "Buy now"): teasers beside them are its related products. */
const MAX_BUY_BOX_BUTTONS = 2;

function path(ctx: PageContext): string {
  const raw = ctx.input.url.pathname;
  try {
    return decodeURI(raw);
  } catch {
    return raw;
  }
}

/** Query parameters that do not name another page: tracking, language, referral. */
const NEUTRAL_QUERY = /^(?:utm_\w+|gclid|fbclid|msclkid|mc_\w+|ref|source|lang|hl|locale|amp)$/i;

/** The type the address names by a strong slug, if any. */
function addressType(ctx: PageContext): PageType | undefined {
  const address = path(ctx);
  return ctx.words.addressTypes.find(([, pattern]) => pattern.test(address))?.[0];
}

/**
 * The page's own names for itself: its first h1, then the title before any " | Site" suffix. A landing page's h1
 * is often a slogan ("Words that hold up in court") while its title says what the page is ("About us | Studio").
 */
function ownNames(ctx: PageContext): string[] {
  const h1 = ctx.headings.find((heading) => heading.level === 1)?.text;
  const title = ctx.meta.title?.split(/\s+[|–—·-]\s+|\s*[|｜]\s*/u)[0];
  const names = [h1, title].map((name) => collapseWhitespace(name ?? "").toLowerCase().replace(/[\s.!:–—-]+$/u, "")).filter((name) => name !== "");
  return [...new Set(names)];
}

/** Headings of their own kind, whole; in CJK also at the end of a longer heading (see cjkHeadingType). */
const HEADING_KINDS = ["pricing", "contact", "about"] as const;
/** A CJK heading longer than this is a title, not a page's name for itself. */
const MAX_CJK_HEADING_CHARS = 16;

/**
 * Chinese, Japanese and Korean put the head noun last: "市役所へのお問い合わせ" (inquiries to the city hall) names a
 * contact page as "お問い合わせ" does. A short heading ending with one of the lexicons' CJK headings names its type.
 */
function cjkHeadingType(ctx: PageContext, heading: string): PageType | undefined {
  if (heading.length > MAX_CJK_HEADING_CHARS || !HAN_KANA_HANGUL.test(heading)) return undefined;
  for (const lexicon of ctx.lexicons) {
    const kind = HEADING_KINDS.find((type) => lexicon.pages[type].headings.some((word) => HAN_KANA_HANGUL.test(word) && heading.endsWith(word)));
    if (kind) return kind;
  }
  return undefined;
}

/** The type the page's own name gives it, and that name: the h1's first, the title's when the h1 names none. */
function headingType(ctx: PageContext): { type: PageType; heading: string } | undefined {
  for (const heading of ownNames(ctx)) {
    const type = ctx.words.headingTypes.find(([, pattern]) => pattern.test(heading))?.[0] ?? cjkHeadingType(ctx, heading);
    if (type) return { type, heading };
  }
  return undefined;
}

/** The site's root (or a locale's root, /es/, /pt-br), without a query or a hash route naming another page (/?p=123 is a post, /#/setup a chapter). */
function isSiteRoot(ctx: PageContext): boolean {
  const url = ctx.input.url;
  if (hashRoute(url) !== null && hashRoute(url) !== "/") return false;
  const trimmed = url.pathname.replace(/\/(?:index\.\w+)?$/, "");
  const root = trimmed === "" || /^\/[a-z]{2}(?:[-_][a-z]{2,4})?$/i.test(trimmed);
  return root && [...url.searchParams.keys()].every((key) => NEUTRAL_QUERY.test(key));
}

/** Whether a schema node's @id or url is this page's address. */
function isThisPage(ctx: PageContext, data: Record<string, unknown>): boolean {
  const id = typeof data["@id"] === "string" ? data["@id"] : typeof data.url === "string" ? data.url : null;
  if (!id) return false;
  try {
    const target = new URL(id, ctx.input.url);
    const strip = (url: URL) => `${url.host}${url.pathname.replace(/\/$/, "")}`;
    return strip(target) === strip(ctx.input.url);
  } catch {
    return false;
  }
}

function firstSchemaMatch(types: ReadonlySet<string>): { type: PageType; name: string; weight?: number } | undefined {
  for (const { type, families, except = [], weight } of SCHEMA_TYPES) {
    const name = [...types].find((candidate) => isAny([candidate], families) && !isAny([candidate], except));
    if (name) return { type, name, ...(weight === undefined ? {} : { weight }) };
  }
  return undefined;
}

const bySchema: EvidenceReader = (ctx, shared): Evidence | undefined => {
  const inline = ctx.inlineTypes;
  const nodes = ctx.jsonLd.nodes;
  const topLevelNodes = nodes.filter((node) => !node.nested);
  const topLevel = new Set([...topLevelNodes.flatMap((node) => node.types), ...inline.microdata, ...inline.rdfa]);
  // A top-level type names the page; a nested one (an Article as a WebPage's mainEntity) is the fallback, but a
  // nested page type counts only when it is this page.
  const nested = new Set(
    // Types that describe a page rather than a thing: nested, they are often another page (an author's ProfilePage).
    nodes.filter((node) => node.nested && (!isAny(node.types, ["WebPage"]) || isThisPage(ctx, node.data))).flatMap((node) => node.types),
  );
  const top = firstSchemaMatch(topLevel);
  const match = top ?? firstSchemaMatch(nested);
  if (!match) return profileOf(ctx, topLevelNodes);
  const weight = bareThemeArticle(ctx, match.type, match.name) ? WEIGHTS.schemaShared : (match.weight ?? (top ? WEIGHTS.schema : WEIGHTS.schemaNested));
  // Several top-level products (or articles), none of them this page: the items of a category page (a blog index).
  const items = (families: readonly string[]) => topLevelNodes.filter((node) => isAny(node.types, families));
  const listed = (nodes: readonly { data: Record<string, unknown> }[]) => nodes.length >= MIN_ITEMS_FOR_LISTING && !nodes.some((node) => isThisPage(ctx, node.data));
  if (match.type === "product") {
    const products = items(PRODUCT_FAMILIES);
    if (listed(products)) return { type: "listing", weight, key: "schema-products", params: { products: products.length } };
    if (addressType(ctx) === "pricing" || headingType(ctx)?.type === "pricing" || shared.commerce.hasPlanPrices) {
      return { type: "pricing", weight, key: "schema-plan-prices", params: { schemaType: match.name } };
    }
  }
  // A person's profile whose content is a run of teasers is their archive of posts (/author/x), a listing: any
  // run the teaser reader accepts (five cards, or three dated ones with excerpts: a new author's first posts).
  const { cards, words: teaserWords } = shared.teasers;
  if (match.type === "about" && isAny([match.name], ["ProfilePage"]) && cards > 0 && teaserWords >= ctx.main.words * MIN_ROOT_TEASER_SHARE) {
    return { type: "listing", weight, key: "schema-profile-posts", params: { schemaType: match.name, cards } };
  }
  const articles = items(ARTICLE_FAMILIES);
  if (match.type === "article" && listed(articles)) return { type: "listing", weight, key: "schema-articles", params: { articles: articles.length } };
  return { type: match.type, weight, key: "schema-type", params: { schemaType: match.name } };
};

/** What a work's own microdata item names: without any, an itemtype is a theme's stamp on every page. */
const WORK_PROPERTIES = new Set(["headline", "name", "author", "datePublished", "dateModified", "dateCreated"]);

/**
 * An article type only in microdata that names nothing of the work (no headline, author or date): the theme's
 * wrapper stamped on every page (Read the Docs' itemtype=Article around each manual page), a weaker sign.
 */
function bareThemeArticle(ctx: PageContext, type: PageType, name: string): boolean {
  if (type !== "article" || ctx.jsonLd.nodes.some((node) => node.types.includes(name))) return false;
  return !ctx.elements.withAttribute("itemprop").some((element) => (element.getAttribute("itemprop") ?? "").split(/\s+/).some((property) => WORK_PROPERTIES.has(property)));
}

/**
 * A profile page: the page's only top-level schema is an Organization whose address is a page of its own, not a
 * site's root (a company's page on a directory or a social network). An Organization with a root url is the
 * publisher every page of a site declares.
 */
function profileOf(ctx: PageContext, topLevelNodes: PageContext["jsonLd"]["nodes"]): Evidence | undefined {
  if (topLevelNodes.length !== 1 || !isAny(topLevelNodes[0]!.types, ["Organization"])) return undefined;
  const url = topLevelNodes[0]!.data.url;
  if (typeof url !== "string") return undefined;
  try {
    const path = new URL(url, ctx.input.url).pathname.replace(/\/$/, "");
    if (path === "" || /^\/[a-z]{2}(?:[-_][a-z]{2,4})?$/i.test(path)) return undefined;
  } catch {
    return undefined;
  }
  return { type: "about", weight: WEIGHTS.schema, key: "schema-profile", params: { schemaType: topLevelNodes[0]!.types[0] ?? "Organization" } };
}

const byOgType: EvidenceReader = (ctx): Evidence | undefined => {
  const og = ctx.meta.tags.get("og:type")?.trim().toLowerCase();
  if (!og) return undefined;
  const type: PageType | undefined =
    og === "article"
      ? "article"
      : og === "product" || og === "og:product" || og === "product.item"
        ? "product"
        : og === "profile"
          ? "about"
          : /^(?:video|music)\./.test(og)
            ? "other"
            : undefined;
  return type ? { type, weight: WEIGHTS.ogType, key: "og-type", params: { value: og } } : undefined;
};

const WORDPRESS_POST = /^\?(?:.*&)?p=\d+(?:&|$)/;

const byAddress: EvidenceReader = (ctx): Evidence | undefined => {
  const host = ctx.input.url.hostname;
  if (ctx.words.docsHost.test(host)) return { type: "docs", weight: WEIGHTS.address, key: "docs-host", params: { host } };
  const type = addressType(ctx);
  if (type) return { type, weight: WEIGHTS.address, key: "address", params: { path: path(ctx), kind: PAGE_KIND_WORDS[type] } };
  const address = path(ctx);
  // WordPress's default address of a post (/?p=123; its pages are ?page_id=).
  if (WORDPRESS_POST.test(ctx.input.url.search)) return { type: "article", weight: WEIGHTS.weakAddress, key: "weak-address", params: { path: `${address}${ctx.input.url.search}`, kind: PAGE_KIND_WORDS.article } };
  const weak = ctx.words.weakAddressTypes.find(([, pattern]) => pattern.test(address));
  return weak ? { type: weak[0], weight: WEIGHTS.weakAddress, key: "weak-address", params: { path: address, kind: PAGE_KIND_WORDS[weak[0]] } } : undefined;
};

const byHeading: EvidenceReader = (ctx): Evidence | undefined => {
  const named = headingType(ctx);
  return named ? { type: named.type, weight: WEIGHTS.heading, key: "heading", params: { heading: named.heading, kind: PAGE_KIND_WORDS[named.type] } } : undefined;
};

/**
 * Add-to-cart buttons that all stand below the opening paragraphs of a bylined, dated post: a shop's blog post
 * featuring a product ("Shop the recipe"), not a product's buy box, which stands beside the product's name,
 * above its description (a book's product page has a byline and a date too, over its buy box).
 */
function cartsInPost(ctx: PageContext, carts: readonly Element[], article: Shared["article"]): boolean {
  const { bylined, dated, proseWords, lead } = article;
  if (!bylined || !dated || proseWords < MIN_BYLINED_WORDS || lead.length < MIN_DATED_PARAGRAPHS) return false;
  // The index lists elements in document order (linkedom's compareDocumentPosition does not tell the order).
  const all = ctx.elements.all;
  const opening = all.indexOf(lead[MIN_DATED_PARAGRAPHS - 1]!);
  return opening >= 0 && carts.every((cart) => all.indexOf(cart) > opening);
}

const byCommerce: EvidenceReader = (ctx, { commerce, article }): Evidence | undefined => {
  const prices = commerce.prices;
  // A plan price is a price too: without one, none of the evidence below holds.
  if (prices === 0) return undefined;
  const carts = commerce.cartButtons;
  if (prices >= MIN_ITEMS_FOR_LISTING && carts >= MIN_ITEMS_FOR_LISTING) {
    // A shelf under a byline, a date and prose of the page's own is a shop's post with its "shop the post" slider.
    if (cartsInPost(ctx, commerce.cartElements, article)) {
      return { type: "listing", weight: WEIGHTS.teasersBesideProse, key: "shelf-beside-article", params: { carts, words: article.proseWords } };
    }
    return { type: "listing", weight: WEIGHTS.shelf, key: "shelf", params: { carts, prices } };
  }
  if (carts > 0) {
    if (cartsInPost(ctx, commerce.cartElements, article)) return { type: "product", weight: WEIGHTS.cartInPost, key: "cart-in-post", params: { words: article.proseWords } };
    return { type: "product", weight: WEIGHTS.cart, key: "price-and-cart" };
  }
  if (commerce.hasPlanPrices) return { type: "pricing", weight: WEIGHTS.planPrices, key: "plan-prices", params: { prices: commerce.planPrices } };
  return undefined;
};

/** An embedded map's address: a shop's or an office's way to find it (not in the footer, which every page shares). */
const MAP_SRC = /google\.[a-z.]+\/maps|maps\.google\.|openstreetmap\.org|map\.naver\.com|map\.kakao\.com|map\.baidu\.com|amap\.com|map\.yahoo\.co\.jp|bing\.com\/maps|api\.mapbox\.com/i;

/** A phone number needs this many digits: fewer are a price, a year or a postcode. */
const MIN_PHONE_DIGITS = 7;

/** A labelled phone number in the main content's text. */
function hasPhoneNumber(ctx: PageContext): boolean {
  const pattern = ctx.words.phoneNumber;
  pattern.lastIndex = 0;
  for (const match of ctx.main.text.matchAll(pattern)) if ((match[1]!.match(/\d/g)?.length ?? 0) >= MIN_PHONE_DIGITS) return true;
  return false;
}

const byContactDetails: EvidenceReader = (ctx): Evidence | undefined => {
  if (ctx.main.words >= MAX_CONTACT_PAGE_WORDS) return undefined;
  const index = ctx.elements;
  // Chrome's contact details (the footer's address and phone) are on every page of the site, not this page's subject.
  const own = (elements: readonly Element[]) => elements.some((element) => !isInside(element, FURNITURE_TAGS));
  const links = (scheme: string) => index.byTag("a").filter((a) => (a.getAttribute("href") ?? "").trim().toLowerCase().startsWith(scheme));
  const tel = own(links("tel:"));
  const found = (
    [
      ["tel", tel],
      // A number written out, not linked (a café's "전화 033-000-0000"): the same detail as a tel: link, counted once.
      ["phone", !tel && hasPhoneNumber(ctx)],
      ["mailto", own(links("mailto:"))],
      ["address", own(index.byTag("address"))],
      ["form", own(index.byTag("textarea").filter((textarea) => textarea.closest("form") !== null))],
      ["map", own(index.byTag("iframe").filter((frame) => MAP_SRC.test(frame.getAttribute("src") ?? "")))],
      ["schema", isAny([...ctx.schemaTypes], ["LocalBusiness", "ContactPoint", "PostalAddress"])],
    ] as const
  ).filter(([, present]) => present);
  const weight = WEIGHTS.contactDetails[Math.min(found.length, WEIGHTS.contactDetails.length - 1)]!;
  if (weight === 0) return undefined;
  return { type: "contact", weight, key: "contact-details", params: { kinds: found.map(([kind]) => CONTACT_DETAIL_WORDS[kind]).join(", ") } };
};

const byTeasers: EvidenceReader = (_ctx, shared): Evidence | undefined => {
  const { cards, words } = shared.teasers;
  if (cards === 0) return undefined;
  const { proseWords } = shared.article;
  // Cards beside a buy box are the product's related products; beside long prose of the page's own, its related posts.
  const carts = shared.commerce.cartButtons;
  if ((carts > 0 && carts <= MAX_BUY_BOX_BUTTONS) || (proseWords >= MIN_OWN_PROSE_WORDS && proseWords > words)) {
    return { type: "listing", weight: WEIGHTS.teasersBesideProse, key: "teasers-beside-prose", params: { cards, words: proseWords } };
  }
  // A short run (three or four dated cards) may be a page's related items as well as a short listing; undated,
  // a page's own cards of services as well: the page's heading or address outweighs it.
  const weight = cards >= MIN_TEASERS ? WEIGHTS.teasers : shared.teasers.undated ? WEIGHTS.fewUndatedTeasers : WEIGHTS.fewTeasers;
  return { type: "listing", weight, key: "teasers", params: { cards } };
};

/** Headings in the main content that link to another page of the site: teasers' titles, which the teaser reader may not have made cards of. */
function linkedHeadings(ctx: PageContext): number {
  const root = ctx.main.root;
  const self = pageKey(ctx.input.url);
  let count = 0;
  for (const heading of ["h2", "h3", "h4", "h5", "h6"].flatMap((tag) => ctx.elements.byTag(tag))) {
    if (!root.contains(heading)) continue;
    const link = heading.querySelector("a[href]") ?? (heading.parentElement?.localName === "a" ? heading.parentElement : null);
    const url = link ? resolve(link.getAttribute("href"), ctx.input.url) : null;
    if (url && sameSite(url, ctx.input.url) && pageKey(url) !== self && ++count >= MIN_RICH_TEASERS) break;
  }
  return count;
}

/** Prose set in documentation's furniture is a manual page's: a headline over it says nothing more. */
const hasDocsFurniture = ({ docs }: Shared) => docs.links > 0 || docs.blocks > 0 || docs.editLink || docs.version !== null || docs.feedback;

const byArticleMarks: EvidenceReader = (ctx, shared): Evidence | undefined => {
  const { proseWords: words, paragraphs, headingWords, dated, bylined } = shared.article;
  if (bylined && dated && words >= MIN_BYLINED_WORDS) return { type: "article", weight: WEIGHTS.bylineDateProse, key: "byline-date-prose", params: { words } };
  if (words >= MIN_DATED_WORDS && paragraphs >= MIN_DATED_PARAGRAPHS) {
    if (dated) return { type: "article", weight: WEIGHTS.datedProse, key: "date-prose", params: { words } };
    if (bylined) return { type: "article", weight: WEIGHTS.datedProse, key: "byline-prose", params: { words } };
  }
  if (words >= MIN_PROSE_WORDS && paragraphs >= MIN_PROSE_PARAGRAPHS) return { type: "article", weight: WEIGHTS.longProse, key: "long-prose", params: { words, paragraphs } };
  if (
    words >= MIN_HEADLINE_PROSE_WORDS &&
    paragraphs >= MIN_HEADLINE_PROSE_PARAGRAPHS &&
    // The headings over the prose are the piece's own text too: an interview's questions, an essay's sections.
    words + headingWords >= ctx.main.words * MIN_HEADLINE_PROSE_SHARE &&
    words >= paragraphs * MIN_MEAN_PARAGRAPH_WORDS &&
    ownNames(ctx).length > 0 &&
    !hasDocsFurniture(shared) &&
    linkedHeadings(ctx) < MIN_RICH_TEASERS
  ) {
    return { type: "article", weight: WEIGHTS.headlineProse, key: "headline-prose", params: { words, paragraphs } };
  }
  return undefined;
};

const byDocsFurniture: EvidenceReader = (_ctx, shared) => {
  const evidence: Evidence[] = [];
  const { links, blocks, editLink, version, feedback, releases } = shared.docs;
  if (links > 0) evidence.push({ type: "docs", weight: WEIGHTS.docsNavigation, key: "docs-navigation", params: { links } });
  if (blocks > 0) evidence.push({ type: "docs", weight: WEIGHTS.codeBlocks, key: "code-blocks", params: { blocks } });
  if (editLink) evidence.push({ type: "docs", weight: WEIGHTS.editLink, key: "edit-link" });
  if (version) evidence.push({ type: "docs", weight: WEIGHTS.versionAddress, key: "version-address", params: { version } });
  if (feedback) evidence.push({ type: "docs", weight: WEIGHTS.feedbackQuestion, key: "feedback-question" });
  if (releases >= MIN_RELEASE_HEADINGS) evidence.push({ type: "docs", weight: WEIGHTS.releaseHeadings, key: "release-headings", params: { releases } });
  return evidence;
};

const byPlayer: EvidenceReader = (ctx): Evidence | undefined => {
  const words = ctx.main.words;
  return words < MAX_MEDIA_WORDS && hasPlayer(ctx) ? { type: "other", weight: WEIGHTS.media, key: "media-player", params: { words } } : undefined;
};

const byEvent: EvidenceReader = (ctx): Evidence | undefined => (isEventInvitation(ctx) ? { type: "other", weight: WEIGHTS.eventDetails, key: "event-details" } : undefined);

/** Release notes list several releases: one or two version headings are an announcement's. */
const MIN_RELEASE_HEADINGS = 3;

/** How many of the winner's pieces of evidence the reason names. */
const MAX_REASONS = 2;

/** Every reader; the order breaks ties between equal evidence. */
const READERS: readonly EvidenceReader[] = [bySchema, byCommerce, byTeasers, byArticleMarks, byContactDetails, byDocsFurniture, byPlayer, byEvent, byHeading, byOgType, byAddress];

const words = (reason: Reason) => render(PAGE_TYPE_MESSAGES[reason.key as keyof typeof PAGE_TYPE_MESSAGES].evidence, reason.params);
const reasonOf = ({ key, params }: Evidence): Reason => (params ? { key, params } : { key });

/** The winning type: the heaviest total; between equal totals, the one with the heaviest single piece, then the first read. */
function weigh(evidence: readonly Evidence[]): { type: PageType; total: number; pieces: Evidence[] }[] {
  const byType = new Map<PageType, Evidence[]>();
  for (const piece of evidence) byType.set(piece.type, [...(byType.get(piece.type) ?? []), piece]);
  const total = (pieces: readonly Evidence[]) => pieces.reduce((sum, piece) => sum + piece.weight, 0);
  const heaviest = (pieces: readonly Evidence[]) => Math.max(...pieces.map((piece) => piece.weight));
  return [...byType]
    .map(([type, pieces]) => ({ type, total: total(pieces), pieces: [...pieces].sort((a, b) => b.weight - a.weight) }))
    .sort((a, b) => b.total - a.total || heaviest(b.pieces) - heaviest(a.pieces));
}

/** Every piece of evidence the readers find on a page, with what they counted: for `node scripts/page-types.ts --explain`. */
export function explainPageType(ctx: PageContext): { evidence: Evidence[]; counted: Record<string, unknown> } {
  const shared = new Shared(ctx);
  const { cards, words: teaserWords } = shared.teasers;
  const byline = readByline(ctx);
  const counted = {
    ...shared.article,
    lead: shared.article.lead.length,
    byline: byline.author && `${byline.author.name} (${byline.author.source})`,
    published: byline.published,
    teasers: { cards, words: teaserWords },
    prices: shared.commerce.prices,
    carts: shared.commerce.cartButtons,
    words: ctx.main.words,
  };
  return { evidence: readEvidence(ctx, shared), counted };
}

function readEvidence(ctx: PageContext, shared: Shared): Evidence[] {
  return READERS.flatMap((reader) => {
    const found = reader(ctx, shared);
    return found === undefined ? [] : Array.isArray(found) ? found : [found as Evidence];
  });
}

export function detectPageType(ctx: PageContext): PageTypeResult {
  const shared = new Shared(ctx);
  // Pasted markup has a placeholder address, not the site's root: its content alone says what it is.
  if (ctx.input.readVia !== "paste" && isSiteRoot(ctx)) {
    // A blog whose front page is its index of posts: one run of teasers is nearly all there is to read.
    const { cards, words: teaserWords } = shared.teasers;
    const share = cards >= MIN_ROOT_TEASERS ? MIN_ROOT_TEASER_SHARE : MIN_ROOT_SHORT_RUN_SHARE;
    if (cards > 0 && teaserWords >= ctx.main.words * share) {
      const because: Reason[] = [{ key: "root-teasers", params: { cards } }];
      return { type: "listing", reason: because.map(words).join(", "), because };
    }
    const because: Reason = { key: "site-root", params: { path: ctx.input.url.pathname } };
    return { type: "home", reason: words(because), because: [because] };
  }
  const [winner, runnerUp] = weigh(readEvidence(ctx, shared));
  if (!winner) return { type: "other", reason: words({ key: "nothing" }), because: [{ key: "nothing" }] };
  // The heaviest pieces say what decided it; the lighter ones (an og:type, a folder) only agreed.
  const because = winner.pieces.slice(0, MAX_REASONS).map(reasonOf);
  const decided = because.map(words).join(", ");
  if (!runnerUp) return { type: winner.type, reason: decided, because };
  const outweighed = reasonOf(runnerUp.pieces[0]!);
  return { type: winner.type, reason: `${decided}, ${words({ key: "outweighing", params: { loser: words(outweighed) } })}`, because: [...because, outweighed] };
}
