// Ready-to-paste JSON-LD skeletons for schema fixes, filled with what the page already shows (h1, meta
// description, author, dates, canonical URL, og:image, prices, organization name, profile links). What the
// page does not show is an <angle-bracketed> placeholder, so neither a validator nor a reader mistakes it
// for data. Builders are pure functions of PageEvidence; ctx.pageEvidence gathers it once per page.
import type { PageContext } from "../context.ts";
import { classOf, isInside, textOf } from "./dom.ts";
import type { ElementIndex } from "./elements.ts";
import { isProfileSite, profileOf } from "./entities.ts";
import type { Link } from "./links.ts";
import { isObject, firstText, urlValue, values, nodesOf, type EntityKind } from "./schema-properties.ts";
import { findPrices, type Price } from "./statistics.ts";
import { collapseWhitespace } from "./text.ts";

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

export interface Crumb {
  name: string;
  url: string;
}

/** What the page shows that a skeleton can reuse; null where it shows nothing. */
export interface PageEvidence {
  /** Canonical URL when valid, else the page's own (without fragment). */
  url: string;
  /** The site's root, for Organization and WebSite. */
  origin: string;
  language: string | null;
  headline: string | null;
  description: string | null;
  /** The meta description when this is the site's home page, where it describes the organization. */
  siteDescription: string | null;
  author: string | null;
  published: string | null;
  modified: string | null;
  image: string | null;
  siteName: string | null;
  logo: string | null;
  /** Profile links in the page's header, footer or navigation (Wikipedia, LinkedIn, GitHub, X...), for sameAs. */
  readonly sameAs: string[];
  readonly prices: Price[];
  readonly telephone: string | null;
  readonly email: string | null;
  /** The breadcrumb trail to this page, home first, this page last. */
  readonly trail: Crumb[];
  /** Links of the main content (a listing page's items). */
  readonly items: Crumb[];
}

/** Values the page does not show. */
const TODO = {
  headline: "<headline: the page's main heading>",
  image: "<image URL, at least 1200 px wide>",
  date: "<ISO 8601 date, e.g. 2026-01-31>",
  author: "<author's name>",
  authorUrl: "<URL of the author's profile page>",
  organization: "<organization name>",
  description: "<one sentence on what the organization does>",
  logo: "<logo URL, at least 112 x 112 px>",
  sameAs: "<Wikipedia, Wikidata or LinkedIn URL of the organization>",
  price: "<price, digits only, e.g. 49.00>",
  currency: "<ISO 4217 currency code, e.g. USD>",
  brand: "<brand name>",
  sku: "<SKU or GTIN>",
  telephone: "<telephone, e.g. +1-555-0100>",
  street: "<street address>",
  locality: "<city>",
  postalCode: "<postal code>",
  country: "<two-letter country code>",
  opens: "<opening time, e.g. 09:00>",
  closes: "<closing time, e.g. 17:00>",
  latitude: "<latitude>",
  longitude: "<longitude>",
  category: "<applicationCategory, e.g. BusinessApplication>",
  system: "<operatingSystem, e.g. Web>",
  itemUrl: "<URL of the item>",
  itemName: "<name of the item>",
} as const;

const MAX_SAME_AS = 8;
const MAX_ITEMS = 10;
const TITLE_SEPARATOR = /\s+[|–—·•»:-]\s+/;

function absolute(href: string | null | undefined, base: URL): string | null {
  if (!href) return null;
  try {
    const url = new URL(href, base);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

/** The brand part of a title: "Anvils | Acme" → "Acme". */
function titleBrand(title: string | null): string | null {
  const parts = (title ?? "").split(TITLE_SEPARATOR).map((part) => part.trim()).filter(Boolean);
  const last = parts[parts.length - 1];
  return parts.length >= 2 && last && last.length <= 40 ? last : null;
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function prettySegment(segment: string): string {
  const text = decoded(segment).replace(/\.\w{2,5}$/, "").replace(/[-_+]+/g, " ").trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A breadcrumb trail is short; a "breadcrumb" class on a wrapper holding more links is not one. */
const MAX_TRAIL_LINKS = 8;
/** Candidates for the trail's container examined, at most. */
const MAX_TRAIL_CANDIDATES = 5;
const NOT_TRAILS = new Set(["HTML", "BODY", "MAIN", "ARTICLE"]);
const BREADCRUMB = /breadcrumb/i;

/** A nav labelled or classed as breadcrumbs, or any other element classed or named (id) so. */
function isTrailCandidate(element: Element): boolean {
  if (element.localName === "nav") return /readcrumb/i.test(element.getAttribute("aria-label") ?? "") || BREADCRUMB.test(classOf(element));
  return BREADCRUMB.test(classOf(element)) || BREADCRUMB.test(element.getAttribute("id") ?? "");
}

/** The first MAX_TRAIL_CANDIDATES trail containers in document order: visibleTrail looks no further. */
function trailCandidates(index: ElementIndex): Element[] {
  const found: Element[] = [];
  for (const element of index.all) {
    // Every test reads an attribute: an element without any is no candidate, known without a lookup.
    if (!element.hasAttributes() || !isTrailCandidate(element)) continue;
    if (found.push(element) === MAX_TRAIL_CANDIDATES) break;
  }
  return found;
}

function visibleTrail(candidates: readonly Element[], base: URL): Crumb[] {
  for (const container of candidates) {
    if (NOT_TRAILS.has(container.tagName)) continue;
    const links = [...container.querySelectorAll("a[href]")];
    if (links.length === 0 || links.length > MAX_TRAIL_LINKS) continue;
    return links.map((link) => ({ name: textOf(link), url: absolute(link.getAttribute("href"), base) ?? "" })).filter((crumb) => crumb.name && crumb.url);
  }
  return [];
}

/** Images checked for being inside a <header>, at most: the logo sits near the top. */
const MAX_LOGO_CANDIDATES = 20;
/** For isInside: linkedom's closest("header") compiles the selector on every call. */
const HEADER_TAG: ReadonlySet<string> = new Set(["HEADER"]);
const LOGO = /logo/i;

/** An image whose address, class, id or alt text says "logo" (each tested alone: no string built per image). */
function logoLike(image: Element): boolean {
  return LOGO.test(image.getAttribute("src") ?? "") || LOGO.test(classOf(image)) || LOGO.test(image.getAttribute("id") ?? "") || LOGO.test(image.getAttribute("alt") ?? "");
}

/** The page's logo image, else its apple-touch-icon, as an absolute URL. */
function logoOf(index: ElementIndex, base: URL): string | null {
  const images = index.byTag("img");
  const logo = images.find(logoLike) ?? images.slice(0, MAX_LOGO_CANDIDATES).find((image) => isInside(image, HEADER_TAG));
  const icon = (element: Element) => /\bapple-touch-icon\b/i.test(element.getAttribute("rel") ?? "");
  return absolute(logo?.getAttribute("src"), base) ?? absolute(index.byTag("link").find(icon)?.getAttribute("href"), base);
}

const CONTACT_HREF = /^\s*(?:(tel)|mailto):/i;

/** The href of the first tel: link and of the first mailto: link, from one pass over the anchors. */
function contactHrefs(index: ElementIndex): { tel: string | null; mail: string | null } {
  let tel: string | null = null;
  let mail: string | null = null;
  for (const anchor of index.byTag("a")) {
    const href = anchor.getAttribute("href");
    const scheme = href === null ? null : CONTACT_HREF.exec(href);
    if (!scheme) continue;
    if (scheme[1]) tel ??= href;
    else mail ??= href;
    if (tel !== null && mail !== null) break;
  }
  return { tel, mail };
}

function urlTrail(url: URL): Crumb[] {
  const segments = url.pathname.split("/").filter(Boolean);
  const crumbs: Crumb[] = [{ name: "Home", url: `${url.origin}/` }];
  segments.forEach((segment, index) => {
    const path = `/${segments.slice(0, index + 1).join("/")}`;
    crumbs.push({ name: prettySegment(segment), url: `${url.origin}${path}${index < segments.length - 1 ? "/" : ""}` });
  });
  return crumbs;
}

function trailOf(candidates: readonly Element[], url: URL, headline: string | null): Crumb[] {
  const visible = visibleTrail(candidates, url);
  const trail = visible.length > 0 ? visible : urlTrail(url);
  const last = trail[trail.length - 1];
  const path = (href: string) => new URL(href).pathname.replace(/\/$/, "");
  if (last && path(last.url) === path(url.href)) return [...trail.slice(0, -1), { name: headline ?? last.name, url: url.href }];
  return [...trail, { name: headline ?? prettySegment(url.pathname.split("/").filter(Boolean).pop() ?? ""), url: url.href }];
}

/** Internal links of the main content, first MAX_ITEMS distinct URLs, each named by its last link. */
function itemsOf(links: readonly Link[], url: URL): Crumb[] {
  const items = links
    .filter((link) => link.internal && !link.inFurniture && link.text && link.url.href !== url.href)
    .map((link) => ({ name: collapseWhitespace(link.text), url: link.url.href }));
  return [...new Map(items.map((item) => [item.url, item])).values()].slice(0, MAX_ITEMS);
}

/** Everything a skeleton can reuse from the page (the context's `pageEvidence` view). */
export function readPageEvidence(page: PageContext): PageEvidence {
  const meta = page.meta;
  const tags = meta.tags;
  const facts = page.facts;
  const graph = page.schemaGraph;
  const identity = page.identity;
  const base = page.input.url;
  const canonical = absolute(meta.canonical, base);
  const url = new URL(canonical ?? base.href);
  url.hash = "";
  const headline = page.headings.find((heading) => heading.level === 1 && heading.text)?.text ?? facts.title;
  const website = nodesOf(graph, ["WebSite"])[0];
  const siteName =
    tags.get("og:site_name") ??
    (identity ? firstText(graph, identity.data, "name") : null) ??
    (website ? firstText(graph, website.data, "name") : null) ??
    tags.get("application-name") ??
    titleBrand(meta.title);
  const logo = (identity ? values(graph, identity.data, "logo").map((value) => urlValue(value)).find(Boolean) : null) ?? logoOf(page.elements, base);
  const metaAmount = tags.get("product:price:amount") ?? tags.get("og:price:amount");
  const metaPrice: Price[] = metaAmount ? [{ amount: metaAmount, currency: tags.get("product:price:currency") ?? tags.get("og:price:currency") ?? null }] : [];
  // What only some skeletons show, and costs a walk of the page or its links, is found on first read.
  let prices: Price[] | undefined;
  let sameAs: string[] | undefined;
  let contact: { tel: string | null; mail: string | null } | undefined;
  let trail: Crumb[] | undefined;
  let items: Crumb[] | undefined;
  return {
    url: url.href,
    origin: `${url.origin}/`,
    language: meta.lang ?? (page.language?.code && page.language.code !== "und" ? page.language.code : null),
    headline: headline ? collapseWhitespace(headline) : null,
    description: tags.get("description") ?? tags.get("og:description") ?? null,
    siteDescription: url.pathname === "/" ? (tags.get("description") ?? tags.get("og:description") ?? null) : null,
    author: facts.author,
    published: facts.published,
    modified: facts.modified,
    image: absolute(tags.get("og:image") ?? tags.get("twitter:image"), base),
    siteName: siteName ? collapseWhitespace(siteName) : null,
    logo: logo ?? null,
    // Profiles live in the header and footer; a profile linked from the text is a citation, not the site's own.
    get sameAs() {
      if (sameAs) return sameAs;
      // Internal links point into this site or its parent domain: profiles only when the site is a profile site.
      const internalMayBeProfile = isProfileSite(url.hostname);
      const profiles = page.links.filter((link) => link.inFurniture && (!link.internal || internalMayBeProfile) && profileOf(link.url) !== null);
      return (sameAs = [...new Set(profiles.map((link) => link.url.href))].slice(0, MAX_SAME_AS));
    },
    get prices() {
      return (prices ??= metaPrice.length > 0 ? metaPrice : findPrices(page.main.text));
    },
    get telephone() {
      const tel = (contact ??= contactHrefs(page.elements)).tel;
      return tel ? decoded(tel.replace(/^tel:/i, "")).trim() || null : null;
    },
    get email() {
      const mail = (contact ??= contactHrefs(page.elements)).mail;
      return mail ? mail.replace(/^mailto:/i, "").split("?")[0]!.trim() || null : null;
    },
    get trail() {
      return (trail ??= trailOf(trailCandidates(page.elements), url, headline ? collapseWhitespace(headline) : null));
    },
    get items() {
      return (items ??= itemsOf(page.links, url));
    },
  };
}

// Builders, one per kind of entity.

function organization(evidence: PageEvidence): JsonObject {
  return {
    "@type": "Organization",
    name: evidence.siteName ?? TODO.organization,
    url: evidence.origin,
    logo: evidence.logo ?? TODO.logo,
    sameAs: evidence.sameAs.length > 0 ? evidence.sameAs : [TODO.sameAs],
    description: evidence.siteDescription ?? TODO.description,
    contactPoint: contactPoint(evidence),
  };
}

function offer(evidence: PageEvidence, price: Price | undefined): JsonObject {
  return {
    "@type": "Offer",
    url: evidence.url,
    price: price?.amount ?? TODO.price,
    priceCurrency: price?.currency ?? TODO.currency,
    availability: "https://schema.org/InStock",
  };
}

function contactPoint(evidence: PageEvidence): JsonObject {
  return {
    "@type": "ContactPoint",
    telephone: evidence.telephone ?? TODO.telephone,
    ...(evidence.email ? { email: evidence.email } : {}),
    contactType: "customer support",
  };
}

function itemList(evidence: PageEvidence): JsonObject {
  const items = evidence.items.length > 0 ? evidence.items : [{ name: TODO.itemName, url: TODO.itemUrl }];
  return {
    "@type": "ItemList",
    itemListElement: items.map((item, index) => ({ "@type": "ListItem", position: index + 1, url: item.url, name: item.name })),
  };
}

function article(evidence: PageEvidence, type: string): JsonObject {
  return {
    "@type": type,
    headline: evidence.headline ?? TODO.headline,
    ...(evidence.description ? { description: evidence.description } : {}),
    image: [evidence.image ?? TODO.image],
    datePublished: evidence.published ?? TODO.date,
    dateModified: evidence.modified ?? evidence.published ?? TODO.date,
    author: { "@type": "Person", name: evidence.author ?? TODO.author, url: TODO.authorUrl },
    publisher: { "@type": "Organization", name: evidence.siteName ?? TODO.organization, logo: { "@type": "ImageObject", url: evidence.logo ?? TODO.logo } },
    mainEntityOfPage: evidence.url,
    ...(evidence.language ? { inLanguage: evidence.language } : {}),
  };
}

const BUILDERS: Record<EntityKind, (evidence: PageEvidence) => JsonObject> = {
  Article: (evidence) => article(evidence, "Article"),
  TechArticle: (evidence) => article(evidence, "TechArticle"),
  Product: (evidence) => ({
    "@type": "Product",
    name: evidence.headline ?? TODO.headline,
    ...(evidence.description ? { description: evidence.description } : {}),
    image: [evidence.image ?? TODO.image],
    brand: { "@type": "Brand", name: TODO.brand },
    sku: TODO.sku,
    offers: offer(evidence, evidence.prices[0]),
  }),
  SoftwareApplication: (evidence) => ({
    "@type": "SoftwareApplication",
    name: evidence.siteName ?? evidence.headline ?? TODO.headline,
    applicationCategory: TODO.category,
    operatingSystem: TODO.system,
    offers: evidence.prices.length > 1 ? evidence.prices.map((price) => offer(evidence, price)) : offer(evidence, evidence.prices[0]),
  }),
  Organization: organization,
  WebSite: (evidence) => ({ "@type": "WebSite", name: evidence.siteName ?? TODO.organization, url: evidence.origin }),
  LocalBusiness: (evidence) => ({
    "@type": "LocalBusiness",
    name: evidence.siteName ?? TODO.organization,
    url: evidence.origin,
    telephone: evidence.telephone ?? TODO.telephone,
    image: evidence.image ?? evidence.logo ?? TODO.image,
    address: { "@type": "PostalAddress", streetAddress: TODO.street, addressLocality: TODO.locality, postalCode: TODO.postalCode, addressCountry: TODO.country },
    geo: { "@type": "GeoCoordinates", latitude: TODO.latitude, longitude: TODO.longitude },
    openingHoursSpecification: [{ "@type": "OpeningHoursSpecification", dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: TODO.opens, closes: TODO.closes }],
  }),
  ContactPoint: organization,
  ContactPage: (evidence) => ({
    "@type": "ContactPage",
    name: evidence.headline ?? TODO.headline,
    url: evidence.url,
    mainEntity: organization(evidence),
  }),
  AboutPage: (evidence) => ({ "@type": "AboutPage", name: evidence.headline ?? TODO.headline, url: evidence.url, mainEntity: organization(evidence) }),
  ItemList: itemList,
  CollectionPage: (evidence) => ({ "@type": "CollectionPage", name: evidence.headline ?? TODO.headline, url: evidence.url, mainEntity: itemList(evidence) }),
};

/** Above this size an existing value is left out of a skeleton rather than copied (hostile or bulky data). */
const MAX_EXISTING_CHARS = 2_000;

function isJson(value: unknown): value is JsonValue {
  try {
    return JSON.stringify(value).length <= MAX_EXISTING_CHARS;
  } catch {
    return false;
  }
}

/** The skeleton's keys, with the page's existing values winning where they are set (objects merged). */
function mergeExisting(skeleton: JsonObject, existing: Record<string, unknown>): JsonObject {
  const merged: JsonObject = {};
  for (const key of ["@type", "@id"]) {
    const value = existing[key];
    if (value !== undefined && isJson(value)) merged[key] = value;
  }
  for (const [key, value] of Object.entries(skeleton)) {
    const current = existing[key];
    if (merged[key] !== undefined) continue;
    if (isObject(current) && value !== null && typeof value === "object" && !Array.isArray(value)) merged[key] = mergeExisting(value, current);
    else if (current !== undefined && current !== null && current !== "" && isJson(current)) merged[key] = current;
    else merged[key] = value;
  }
  return merged;
}

/** A skeleton of `kind` for the page, keeping the values an existing node already has. */
export function skeletonFor(kind: EntityKind, evidence: PageEvidence, existing?: Record<string, unknown>): JsonObject {
  if (kind === "ContactPoint" && existing && !isObject(existing["contactPoint"])) return mergeExisting(contactPoint(evidence), existing);
  const skeleton = BUILDERS[kind](evidence);
  return existing ? mergeExisting(skeleton, existing) : skeleton;
}

export function breadcrumbSkeleton(evidence: PageEvidence): JsonObject {
  return {
    "@type": "BreadcrumbList",
    itemListElement: evidence.trail.map((crumb, index) => ({ "@type": "ListItem", position: index + 1, name: crumb.name, item: crumb.url })),
  };
}

/**
 * JSON-LD text for one node or a @graph of several: 2-space JSON, with "</" written "<\/" and "<!--" as
 * "\u003c!--" (both still valid JSON) so the text cannot end or confuse the <script> it is pasted into.
 */
export function toSnippet(nodes: JsonObject | readonly JsonObject[]): string {
  const list = Array.isArray(nodes) ? (nodes as readonly JsonObject[]) : [nodes as JsonObject];
  const document: JsonObject = list.length === 1 ? { "@context": "https://schema.org", ...list[0]! } : { "@context": "https://schema.org", "@graph": [...list] };
  return JSON.stringify(document, null, 2).replace(/<\//g, "<\\/").replace(/<!--/g, "\\u003c!--");
}
