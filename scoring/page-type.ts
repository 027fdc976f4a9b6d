// Detects the page type in layers, first answer wins, and reports the reason (AEO-CHECKS.md "Page types").
// Declarations first (the site's root, schema.org), then strong content (a cart, plan prices, contact
// details), then the address and the page's own heading, then og:type, then weaker content (cards, bylines,
// prose), then ambiguous addresses (/p/ is a product on shops and a post on Substack), then "other". So a
// neutral address never decides alone, and an address never outvotes what the page plainly is.
import type { PageContext } from "./context.ts";
import { ARTICLE_TAG, classOf, isInside, textOf } from "./derive/dom.ts";
import { collapseWhitespace } from "./derive/text.ts";
import type { LexiconPatterns } from "./lexicons/patterns.ts";
import type { PageType } from "./page-types.ts";
import { isAny } from "./schema-types.ts";

export interface PageTypeResult {
  type: PageType;
  reason: string;
}

type Rule = (ctx: PageContext, commerce: Commerce) => PageTypeResult | undefined;

const PRODUCT_FAMILIES = ["Product", "Offer"];
const isProduct = (types: readonly string[]) => isAny(types, PRODUCT_FAMILIES);

/**
 * schema.org types that name the page's main entity, in order of precedence: each page type with the type
 * families that make it (schema-types.ts isA) and the subtypes that do not (a TechArticle is documentation,
 * a breadcrumb trail lists nothing). FAQPage decides nothing: it rides on any type.
 */
const SCHEMA_TYPES: readonly { type: PageType; families: readonly string[]; except?: readonly string[] }[] = [
  { type: "product", families: PRODUCT_FAMILIES },
  { type: "article", families: ["Article", "Recipe", "Review"], except: ["TechArticle"] },
  { type: "docs", families: ["TechArticle", "HowTo"] },
  { type: "contact", families: ["ContactPage"] },
  { type: "about", families: ["AboutPage", "ProfilePage"] },
  { type: "listing", families: ["CollectionPage", "SearchResultsPage", "ItemList"], except: ["BreadcrumbList"] },
];

/** Three or more top-level products make a category page, not a product page. */
const MIN_PRODUCTS_FOR_LISTING = 3;
/** Contact details decide only on short pages: an article with a mailto: in its text is still an article. */
const MAX_CONTACT_PAGE_WORDS = 400;
/** Linked cards that make a listing, and the most words of prose per card a listing has (excerpts, not articles). */
const MIN_LISTING_CARDS = 6;
const MAX_WORDS_PER_CARD = 80;
/** Plan prices decide only on a page of a pricing page's length: a 10,000-word interview quoting "$10 a month" is not one. */
const MAX_PRICING_WORDS = 2_500;
/** A byline and a date with at least this much text make an article; long prose alone needs more. */
const MIN_BYLINED_WORDS = 300;
const MIN_PROSE_WORDS = 600;
const MIN_PROSE_PARAGRAPHS = 5;

/** Page chrome: contact details here are on every page of the site, not this page's subject. */
const CHROME = new Set(["NAV", "HEADER", "FOOTER", "ASIDE"]);

/** Amounts are bounded ({0,15}): an unbounded digit run before the currency is quadratic on long digit strings. */
const PRICE = String.raw`(?:[$€£¥₩₹]\s?\d[\d.,]{0,15}|\d[\d.,]{0,15}\s?(?:€|USD|EUR|GBP|円|원|元)|(?<!\p{L})(?:USD|EUR|GBP)\s?\d[\d.,]{0,15})`;
const CURRENCY_PRICE = new RegExp(PRICE, "gu");
/** Plan prices: a price with its billing period ("$12/month", "12 € pro Monat", "月額980円"), from the lexicons' words. */
const planPrices = new WeakMap<LexiconPatterns, RegExp>();
/** "an article page", "a product page": the type as a sentence names it. */
const aPage = (type: PageType) => `${/^[aeiou]/.test(type) ? "an" : "a"} ${type} page`;

function planPrice(words: LexiconPatterns): RegExp {
  let pattern = planPrices.get(words);
  if (!pattern) planPrices.set(words, (pattern = words.planPrice(PRICE)));
  return pattern;
}

const matchCount = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

function safeDecode(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

function firstSchemaMatch(types: ReadonlySet<string>): { type: PageType; name: string } | undefined {
  for (const { type, families, except = [] } of SCHEMA_TYPES) {
    const name = [...types].find((candidate) => isAny([candidate], families) && !isAny([candidate], except));
    if (name) return { type, name };
  }
  return undefined;
}

function countCartButtons(ctx: PageContext): number {
  const index = ctx.elements;
  return [...index.byTag("button"), ...index.byTag("input").filter((input) => /^(?:submit|button)$/i.test(input.getAttribute("type") ?? "")), ...index.byTag("a")].filter((element) =>
    ctx.words.cartButton.test(textOf(element) || element.getAttribute("value") || element.getAttribute("aria-label") || ""),
  ).length;
}

/** Every price holds a currency sign or code: this plain test rules most texts out before a unicode scan. */
const CURRENCY_MARK = /[$€£¥₩₹円원元]|USD|EUR|GBP/;

/** Matches of a price `pattern` in the main text. */
function pricesIn(ctx: PageContext, pattern: RegExp): number {
  const text = ctx.main.text;
  return CURRENCY_MARK.test(text) ? matchCount(text, pattern) : 0;
}

/** What several rules ask of one page's commerce, each counted once, on first ask. */
class Commerce {
  readonly #ctx: PageContext;
  #prices: number | undefined;
  #planPrices: number | undefined;
  #cartButtons: number | undefined;
  constructor(ctx: PageContext) {
    this.#ctx = ctx;
  }
  get prices(): number {
    return (this.#prices ??= pricesIn(this.#ctx, CURRENCY_PRICE));
  }
  get planPrices(): number {
    return (this.#planPrices ??= pricesIn(this.#ctx, planPrice(this.#ctx.words)));
  }
  get cartButtons(): number {
    return (this.#cartButtons ??= countCartButtons(this.#ctx));
  }
}

/** Plan cards: several prices with billing periods on a page of a pricing page's length, and nothing to put in a cart. */
function hasPlanPrices(ctx: PageContext, commerce: Commerce): boolean {
  return commerce.planPrices >= 2 && ctx.main.words <= MAX_PRICING_WORDS && commerce.cartButtons === 0;
}

function path(ctx: PageContext): string {
  return safeDecode(ctx.input.url.pathname);
}

/** The type the address names by a strong slug, if any. */
function addressType(ctx: PageContext): PageType | undefined {
  const address = path(ctx);
  return ctx.words.addressTypes.find(([, pattern]) => pattern.test(address))?.[0];
}

/** The page's own name for itself: its first h1, else the title before any " | Site" suffix. */
function ownHeading(ctx: PageContext): string {
  const h1 = ctx.headings.find((heading) => heading.level === 1)?.text;
  const title = ctx.meta.title?.split(/\s+[|–—·-]\s+|\s*[|｜]\s*/u)[0];
  return collapseWhitespace(h1 || title || "").toLowerCase().replace(/[\s.!:–—-]+$/u, "");
}

function headingType(ctx: PageContext): PageType | undefined {
  const heading = ownHeading(ctx);
  return ctx.words.headingTypes.find(([, pattern]) => pattern.test(heading))?.[0];
}

const byHome: Rule = (ctx) => {
  const trimmed = ctx.input.url.pathname.replace(/\/(?:index\.\w+)?$/, "");
  const localeOnly = /^\/[a-z]{2}(?:[-_][a-z]{2,4})?$/i.test(trimmed);
  return trimmed === "" || localeOnly ? { type: "home", reason: `the site's root address (${ctx.input.url.pathname})` } : undefined;
};

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

const bySchema: Rule = (ctx, commerce) => {
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
  const match = firstSchemaMatch(topLevel) ?? firstSchemaMatch(nested);
  if (!match) return undefined;
  if (match.type === "product") {
    const products = topLevelNodes.filter((node) => isProduct(node.types)).length;
    if (products >= MIN_PRODUCTS_FOR_LISTING) return { type: "listing", reason: `${products} schema.org products on one page` };
    const pricingAddress = addressType(ctx) === "pricing";
    if (pricingAddress || headingType(ctx) === "pricing" || hasPlanPrices(ctx, commerce)) {
      return { type: "pricing", reason: `schema.org ${match.name} with plan prices${pricingAddress ? ` at ${path(ctx)}` : ""}` };
    }
  }
  return { type: match.type, reason: `schema.org ${match.name} on the page` };
};

const byCommerce: Rule = (ctx, commerce) => {
  const prices = commerce.prices;
  // A plan price is a price too: without one, none of the rules below can hold, and reading every link's
  // text for a cart button is the costly part.
  if (prices === 0) return undefined;
  const carts = commerce.cartButtons;
  if (prices >= MIN_PRODUCTS_FOR_LISTING && carts >= MIN_PRODUCTS_FOR_LISTING) return { type: "listing", reason: `${carts} add-to-cart buttons with ${prices} prices` };
  if (prices > 0 && carts > 0) return { type: "product", reason: "a price and an add-to-cart button" };
  if (hasPlanPrices(ctx, commerce)) return { type: "pricing", reason: `${commerce.planPrices} prices with billing periods` };
  return undefined;
};

const byContactDetails: Rule = (ctx) => {
  const index = ctx.elements;
  const own = (elements: readonly Element[]) => elements.some((element) => !isInside(element, CHROME));
  const links = (scheme: string) => index.byTag("a").filter((a) => (a.getAttribute("href") ?? "").toLowerCase().startsWith(scheme));
  const signals = [
    own(links("tel:")) ? "a tel: link" : "",
    own(links("mailto:")) ? "a mailto: link" : "",
    own(index.byTag("address")) ? "an <address>" : "",
    own(index.byTag("textarea").filter((textarea) => textarea.closest("form") !== null)) ? "a message form" : "",
    ["LocalBusiness", "ContactPoint", "PostalAddress"].some((type) => ctx.schemaTypes.has(type)) ? "schema.org contact details" : "",
  ].filter(Boolean);
  if (signals.length >= 2 && ctx.main.words < MAX_CONTACT_PAGE_WORDS) return { type: "contact", reason: signals.join(", ") };
  return undefined;
};

const byAddress: Rule = (ctx) => {
  if (ctx.words.docsHost.test(ctx.input.url.hostname)) return { type: "docs", reason: `the documentation host ${ctx.input.url.hostname}` };
  const type = addressType(ctx);
  return type ? { type, reason: `the address ${path(ctx)} names ${aPage(type)}` } : undefined;
};

const byHeading: Rule = (ctx) => {
  const type = headingType(ctx);
  return type ? { type, reason: `the page's heading "${ownHeading(ctx)}" names ${aPage(type)}` } : undefined;
};

const byOgType: Rule = (ctx) => {
  const og = ctx.meta.tags.get("og:type")?.trim().toLowerCase();
  if (og === "article") return { type: "article", reason: 'og:type "article"' };
  if (og === "product" || og === "og:product" || og === "product.item") return { type: "product", reason: `og:type "${og}"` };
  if (og === "profile") return { type: "about", reason: 'og:type "profile"' };
  return undefined;
};

const byCards: Rule = (ctx) => {
  const root = ctx.main.root;
  const articles = [...root.querySelectorAll("article")].filter((card) => !(card.parentElement && isInside(card.parentElement, ARTICLE_TAG)) && card.querySelector("a[href]"));
  const linkedHeadings = new Set(
    ctx
      .headings.filter((heading) => heading.level >= 2 && heading.level <= 4 && root.contains(heading.element))
      .map((heading) => (heading.element.querySelector("a[href]") ?? heading.element.closest("a[href]"))?.getAttribute("href") ?? "#")
      .filter((href) => !href.startsWith("#")),
  );
  const cards = Math.max(articles.length, linkedHeadings.size);
  if (cards < MIN_LISTING_CARDS || ctx.main.words / cards > MAX_WORDS_PER_CARD) return undefined;
  return { type: "listing", reason: articles.length >= linkedHeadings.size ? `${cards} linked <article> cards` : `${cards} headings linking to other pages` };
};

const byByline: Rule = (ctx) => {
  const facts = ctx.facts;
  const index = ctx.elements;
  if (ctx.main.words < MIN_BYLINED_WORDS) return undefined;
  const dated = facts.published !== null || facts.modified !== null || index.byTag("time").some((time) => time.hasAttribute("datetime"));
  // Last, as it reads every element of the page.
  const byline =
    dated &&
    (facts.author !== null ||
      index.all.some((element) => /(?:^|\s)author(?:\s|$)/i.test(element.getAttribute("rel") ?? "") || /(?:^|\s)(?:byline|author)(?:\s|$)/.test(classOf(element)) || element.getAttribute("itemprop") === "author"));
  return byline ? { type: "article", reason: `a byline, a date and ${ctx.main.words} words` } : undefined;
};

const byWeakAddress: Rule = (ctx) => {
  const address = path(ctx);
  const found = ctx.words.weakAddressTypes.find(([, pattern]) => pattern.test(address));
  return found ? { type: found[0], reason: `the address ${address} looks like ${aPage(found[0])}` } : undefined;
};

const byProse: Rule = (ctx) =>
  ctx.main.words >= MIN_PROSE_WORDS && ctx.main.paragraphs.length >= MIN_PROSE_PARAGRAPHS
    ? { type: "article", reason: `${ctx.main.words} words of prose in ${ctx.main.paragraphs.length} paragraphs` }
    : undefined;

/** Ordered: the first rule that answers decides. */
const RULES: readonly Rule[] = [byHome, bySchema, byCommerce, byContactDetails, byAddress, byHeading, byOgType, byCards, byByline, byWeakAddress, byProse];

export function detectPageType(ctx: PageContext): PageTypeResult {
  const commerce = new Commerce(ctx);
  for (const rule of RULES) {
    const result = rule(ctx, commerce);
    if (result) return result;
  }
  return { type: "other", reason: "no schema type, content pattern, heading or address identified the page" };
}
