// Detects the page type in layers, first match wins: the site's root address, then schema.org types, then
// og:type, then content, then the URL (so a neutral address never decides alone), then "other".
// The reason is reported.
import type { PageContext } from "./context.ts";
import { textOf } from "./derive/dom.ts";
import type { PageType } from "./page-types.ts";

export interface PageTypeResult {
  type: PageType;
  reason: string;
}

type Rule = (ctx: PageContext) => PageTypeResult | undefined;

const SCHEMA_TYPES: [PageType, readonly string[]][] = [
  ["product", ["Product", "ProductGroup", "IndividualProduct", "Vehicle"]],
  ["article", ["Article", "NewsArticle", "BlogPosting", "Report", "ScholarlyArticle", "LiveBlogPosting", "OpinionNewsArticle", "Recipe"]],
  ["docs", ["TechArticle", "APIReference", "HowTo"]],
  ["contact", ["ContactPage"]],
  ["about", ["AboutPage", "ProfilePage"]],
  ["listing", ["CollectionPage", "ItemList", "SearchResultsPage"]],
];

/** URL slugs by type, with localized forms for our ten languages. */
const URL_PATTERNS: [PageType, RegExp][] = [
  ["pricing", /\/(?:pricing|plans|prices|precios|planes|tarifs|prix|preise|tarife|pre[cç]os|planos|prezzi|prijzen|tarieven|料金|요금|价格|價格)(?:[/.?#-]|$)/iu],
  ["contact", /\/(?:contact(?:-us)?|contacto|contactez-nous|kontakt|contato|contatti|contattaci|お問い合わせ|문의|联系我们|聯絡我們)(?:[/.?#-]|$)/iu],
  ["about", /\/(?:about(?:-us)?|company|acerca-de|sobre(?:-nosotros|-nos)?|qui-sommes-nous|a-propos|ueber-uns|über-uns|chi-siamo|over-ons|会社概要|회사소개|关于我们)(?:[/.?#-]|$)/iu],
  ["docs", /\/(?:docs?|documentation|api|reference|help|support|kb|knowledge-base|manual|guides?\/api)(?:[/.?#-]|$)/iu],
  ["product", /\/(?:products?|shop|store|item|p|dp|producto|produit|produkt|produto|prodotto)\/[^/]+/iu],
  ["article", /\/(?:blog|news|articles?|posts?|stories|noticias|actualites|nachrichten|notizie|nieuws|\d{4}\/\d{1,2})\//iu],
];

const CURRENCY_PRICE = /(?:[$€£¥₩₹]\s?\d|\d[\d.,]*\s?(?:€|USD|EUR|GBP|円|원|元)|\b(?:USD|EUR|GBP)\s?\d)/u;
const PER_PERIOD = /\/\s?(?:mo|month|yr|year|mes|mois|monat|mês|mese|maand|月|월|年)\b|per\s+(?:month|user|seat|year)/iu;

const bySchema: Rule = (ctx) => {
  const types = ctx.schemaTypes();
  for (const [type, names] of SCHEMA_TYPES) {
    const found = names.find((name) => types.has(name));
    if (found) return { type, reason: `schema.org ${found} on the page` };
  }
  return undefined;
};

const byHome: Rule = (ctx) => {
  const path = ctx.source.url.pathname.replace(/\/(?:index\.\w+)?$/, "");
  const localeOnly = /^\/[a-z]{2}(?:[-_][a-z]{2})?$/i.test(path);
  return path === "" || localeOnly ? { type: "home", reason: `the site's root address (${ctx.source.url.pathname})` } : undefined;
};

const byOgType: Rule = (ctx) => {
  const og = ctx.meta().tags.get("og:type")?.toLowerCase();
  if (og === "article") return { type: "article", reason: 'og:type "article"' };
  if (og === "product" || og === "og:product" || og === "product.item") return { type: "product", reason: `og:type "${og}"` };
  return undefined;
};

const byContent: Rule = (ctx) => {
  const document = ctx.document;
  const text = ctx.main().text;
  const prices = text.match(new RegExp(CURRENCY_PRICE.source, "gu"))?.length ?? 0;
  const cartButton = [...document.querySelectorAll("button, input[type=submit], a")].some((element) =>
    /add to (?:cart|bag|basket)|buy now|añadir al carrito|ajouter au panier|in den warenkorb|adicionar ao carrinho|aggiungi al carrello|in winkelwagen|カートに入れる|장바구니|加入购物车/iu.test(
      textOf(element) || element.getAttribute("value") || "",
    ),
  );
  if (prices > 0 && cartButton) return { type: "product", reason: "a price and an add-to-cart button" };
  if (prices >= 2 && PER_PERIOD.test(text)) return { type: "pricing", reason: `${prices} prices with billing periods` };
  const contactSignals = [
    document.querySelector('a[href^="tel:"]') ? "a tel: link" : "",
    document.querySelector('a[href^="mailto:"]') ? "a mailto: link" : "",
    document.querySelector("address") ? "an <address>" : "",
    document.querySelector("form textarea") ? "a message form" : "",
  ].filter(Boolean);
  if (contactSignals.length >= 2 && ctx.main().words < 400) return { type: "contact", reason: contactSignals.join(", ") };
  const byline = ctx.meta().tags.has("author") || document.querySelector('[rel~="author"], .byline, .author, [itemprop="author"]') !== null;
  const dated = ctx.meta().tags.has("article:published_time") || document.querySelector("time[datetime]") !== null;
  if (byline && dated && ctx.main().words >= 300) return { type: "article", reason: "a byline, a date and long prose" };
  return undefined;
};

const byUrl: Rule = (ctx) => {
  const path = decodeURI(ctx.source.url.pathname);
  for (const [type, pattern] of URL_PATTERNS) {
    if (pattern.test(path)) return { type, reason: `the address ${path} looks like a ${type} page` };
  }
  return undefined;
};

const byProse: Rule = (ctx) =>
  ctx.main().words >= 600 && ctx.main().paragraphs.length >= 5
    ? { type: "article", reason: `${ctx.main().words} words of prose in ${ctx.main().paragraphs.length} paragraphs` }
    : undefined;

/** Ordered: the first rule that answers decides. */
const RULES: readonly Rule[] = [byHome, bySchema, byOgType, byContent, byUrl, byProse];

export function detectPageType(ctx: PageContext): PageTypeResult {
  for (const rule of RULES) {
    const result = rule(ctx);
    if (result) return result;
  }
  return { type: "other", reason: "no schema type, address or content pattern identified the page" };
}
