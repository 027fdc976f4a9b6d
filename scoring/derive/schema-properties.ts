// The page's schema.org graph across JSON-LD, microdata and RDFa, the main entity each page type calls for,
// and what Google Search Central's structured-data documentation asks of it: type families, property
// specs (required and recommended) and the audit that applies them.
import type { PageContext } from "../context.ts";
import type { Reason } from "../messages.ts";
import { isAny } from "../schema-types.ts";
import type { PageType } from "../page-types.ts";
import { comparable } from "./entities.ts";
import { decodeEntities, type SchemaNode } from "./jsonld.ts";
import { readInlineItems } from "./microdata.ts";
import { parseIsoDate } from "./visible-dates.ts";
import { collapseWhitespace } from "./text.ts";

export type Syntax = "JSON-LD" | "microdata" | "RDFa";

export interface GraphNode extends SchemaNode {
  syntax: Syntax;
}

export interface SchemaGraph {
  nodes: readonly GraphNode[];
  /** JSON-LD nodes by @id, so `"author": {"@id": "#jane"}` resolves to the Person in the @graph. */
  byId: ReadonlyMap<string, GraphNode>;
}

type Data = Record<string, unknown>;

// Type families: a subtype satisfies its parent's role (schema-types.ts, the schema.org hierarchy).
export const ARTICLE_TYPES = ["Article"] as const;
const TECH_ARTICLE_TYPES = ["TechArticle"] as const;
export const PRODUCT_TYPES = ["Product"] as const;
export const SOFTWARE_TYPES = ["SoftwareApplication"] as const;
export const LOCAL_BUSINESS_TYPES = ["LocalBusiness"] as const;
export const ORGANIZATION_TYPES = ["Organization"] as const;

/** Whether the node is of one of these types or their subtypes. */
export function hasType(node: SchemaNode, families: readonly string[]): boolean {
  return isAny(node.types, families);
}

export function isOrganization(node: SchemaNode): boolean {
  return hasType(node, ORGANIZATION_TYPES);
}

/** Every node of the page, all syntaxes (the context's `schemaGraph` view). */
export function readSchemaGraph(page: PageContext): SchemaGraph {
  const inline = readInlineItems(page.elements, page.inlineTypes);
  const nodes: GraphNode[] = [
    ...page.jsonLd.nodes.map((node) => ({ ...node, syntax: "JSON-LD" as const })),
    ...inline.microdata.map((node) => ({ ...node, syntax: "microdata" as const })),
    ...inline.rdfa.map((node) => ({ ...node, syntax: "RDFa" as const })),
  ];
  const byId = new Map<string, GraphNode>();
  for (const node of nodes) {
    const id = node.data["@id"];
    if (typeof id === "string" && !byId.has(id)) byId.set(id, node);
  }
  return { nodes, byId };
}

export function nodesOf(graph: SchemaGraph, types: readonly string[]): GraphNode[] {
  return graph.nodes.filter((node) => hasType(node, types));
}

// Reading values: a property may be a string, a number, an object, an @id reference or an array of those.

/** A property's values, arrays flattened, @id references resolved within the page. */
export function values(graph: SchemaGraph, data: Data, key: string): unknown[] {
  const raw = data[key] ?? data[`schema:${key}`] ?? data[`https://schema.org/${key}`] ?? data[`http://schema.org/${key}`];
  if (raw === undefined || raw === null) return [];
  return (Array.isArray(raw) ? raw : [raw]).map((value) => resolve(graph, value)).filter((value) => value !== null && value !== undefined);
}

/** `{"@id": "#x"}` is the node with that @id, when the page has it. */
export function resolve(graph: SchemaGraph, value: unknown): unknown {
  if (!isObject(value) || typeof value["@id"] !== "string") return value;
  const keys = Object.keys(value).filter((key) => key !== "@id");
  return keys.length === 0 ? (graph.byId.get(value["@id"])?.data ?? value) : value;
}

export function isObject(value: unknown): value is Data {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** How deep textValue and urlValue look into nested objects ({"name": {"@value": …}}). */
const MAX_VALUE_DEPTH = 3;

/** A value as display text: strings decoded and collapsed, numbers as written, objects by name or @value. */
export function textValue(value: unknown, depth = 0): string | null {
  if (typeof value === "string") return collapseWhitespace(decodeEntities(value)) || null;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (isObject(value) && depth < MAX_VALUE_DEPTH) return textValue(value["@value"], depth + 1) ?? textValue(value["name"], depth + 1);
  return null;
}

/** The first value of `key` as text. */
export function firstText(graph: SchemaGraph, data: Data, key: string): string | null {
  for (const value of values(graph, data, key)) {
    const text = textValue(value);
    if (text) return text;
  }
  return null;
}

/** A URL-ish value: a string, or an object's url / contentUrl / @id (ImageObject, Person links). */
export function urlValue(value: unknown, depth = 0): string | null {
  if (typeof value === "string") return value.trim() || null;
  if (!isObject(value) || depth >= MAX_VALUE_DEPTH) return null;
  const id = value["@id"];
  return urlValue(value["url"], depth + 1) ?? urlValue(value["contentUrl"], depth + 1) ?? (typeof id === "string" && /^https?:/i.test(id) ? id : null);
}

const present = (graph: SchemaGraph, data: Data, key: string) => values(graph, data, key).some((value) => textValue(value) !== null || urlValue(value) !== null || isObject(value));

// Property rules. A test answers true (present and usable), false (absent) or a problem: present, but
// wrong in a way Google's documentation calls out (a date that is not ISO 8601, an Offer without a price),
// as a reason key with its parameters; the check that reports it holds the words (entity-properties).

type Verdict = boolean | Reason;

export interface PropertyRule {
  /** As named in Google's documentation and in our fixes: "author.name", "offers.priceCurrency". */
  name: string;
  test: (graph: SchemaGraph, data: Data) => Verdict;
}

const has = (key: string, name = key): PropertyRule => ({ name, test: (graph, data) => present(graph, data, key) });

/** "a, b or c". */
const orList = (names: readonly string[]) => (names.length <= 1 ? names.join("") : `${names.slice(0, -1).join(", ")} or ${names[names.length - 1]}`);

const anyOf = (keys: readonly string[], name = orList(keys)): PropertyRule => ({
  name,
  test: (graph, data) => keys.some((key) => present(graph, data, key)),
});

const isoDate = (key: string): PropertyRule => ({
  name: key,
  test: (graph, data) => {
    const value = values(graph, data, key)[0];
    if (value === undefined) return false;
    const text = textValue(value) ?? "";
    return parseIsoDate(text) !== null || { key: "not-iso-date", params: { property: key, value: text.slice(0, 40) } };
  },
});

const image: PropertyRule = { name: "image", test: (graph, data) => values(graph, data, "image").some((value) => urlValue(value) !== null) };

/** Google: author as Person or Organization with name; a url or sameAs that identifies the author. */
const authorName: PropertyRule = {
  name: "author.name",
  test: (graph, data) => values(graph, data, "author").some((author) => textValue(author) !== null),
};
const authorUrl: PropertyRule = {
  name: "author.url",
  test: (graph, data) =>
    values(graph, data, "author").some((author) => isObject(author) && (urlValue(author["url"]) !== null || values(graph, author, "sameAs").length > 0)),
};

const publisher: PropertyRule = {
  name: "publisher",
  test: (graph, data) => values(graph, data, "publisher").some((value) => textValue(value) !== null),
};

/** Offers of a node: Offer / AggregateOffer objects (an offers value that is not an object does not count). */
export function offersOf(graph: SchemaGraph, data: Data): Data[] {
  return values(graph, data, "offers").filter(isObject);
}

/** An Offer's price as written: price, lowPrice (AggregateOffer) or priceSpecification.price. */
export function offerPrice(graph: SchemaGraph, offer: Data): string | null {
  const direct = firstText(graph, offer, "price") ?? firstText(graph, offer, "lowPrice");
  if (direct) return direct;
  for (const spec of values(graph, offer, "priceSpecification")) {
    if (isObject(spec)) {
      const price = firstText(graph, spec, "price");
      if (price) return price;
    }
  }
  return null;
}

function offerCurrency(graph: SchemaGraph, offer: Data): string | null {
  const direct = firstText(graph, offer, "priceCurrency");
  if (direct) return direct;
  for (const spec of values(graph, offer, "priceSpecification")) {
    if (isObject(spec)) {
      const currency = firstText(graph, spec, "priceCurrency");
      if (currency) return currency;
    }
  }
  return null;
}

/** Each offer must pass; a missing offers property is absence, a bad offer is a problem. */
const everyOffer = (name: string, test: (graph: SchemaGraph, offer: Data) => Verdict): PropertyRule => ({
  name,
  test: (graph, data) => {
    const offers = offersOf(graph, data);
    if (offers.length === 0) return false;
    for (const [index, offer] of offers.entries()) {
      const verdict = test(graph, offer);
      if (verdict === true) continue;
      if (verdict !== false) return verdict;
      return offers.length === 1 ? false : { key: "offer-lacks-property", params: { offer: String(index + 1), offers: String(offers.length), property: name.replace(/^offers\./, "") } };
    }
    return true;
  },
});

const offerHasPrice = everyOffer("offers.price", (graph, offer) => {
  const price = offerPrice(graph, offer);
  if (price === null) return false;
  return /^\d+(?:\.\d+)?$/.test(price.trim()) || { key: "price-not-plain-number", params: { value: price.slice(0, 20) } };
});
const offerHasCurrency = everyOffer("offers.priceCurrency", (graph, offer) => {
  const currency = offerCurrency(graph, offer);
  if (currency === null) return false;
  return /^[A-Z]{3}$/.test(currency) || { key: "currency-not-iso-4217", params: { value: currency.slice(0, 12) } };
});
const offerHasAvailability = everyOffer("offers.availability", (graph, offer) => present(graph, offer, "availability"));

/** Shipping and returns may sit on each Offer or, since 2024, once on the Organization (Google merchant listings). */
const merchantPolicy = (key: string): PropertyRule => ({
  name: key,
  test: (graph, data) =>
    offersOf(graph, data).some((offer) => present(graph, offer, key)) || graph.nodes.some((node) => isOrganization(node) && present(graph, node.data, key)),
});

const address: PropertyRule = {
  name: "address",
  test: (graph, data) => {
    const value = values(graph, data, "address")[0];
    if (value === undefined) return false;
    return isObject(value) || { key: "address-plain-text" };
  },
};

const geo: PropertyRule = {
  name: "geo",
  test: (graph, data) => values(graph, data, "geo").some((value) => isObject(value) && value["latitude"] !== undefined && value["longitude"] !== undefined),
};

const listItems: PropertyRule = {
  name: "itemListElement",
  test: (graph, data) => values(graph, data, "itemListElement").length > 0,
};
const listItemUrls: PropertyRule = {
  name: "itemListElement.url",
  test: (graph, data) => {
    const items = values(graph, data, "itemListElement").filter(isObject);
    if (items.length === 0) return false;
    const missing = items.filter((item) => urlValue(item["url"]) === null && urlValue(item["item"]) === null).length;
    return missing === 0 || { key: "list-items-without-url", params: { missing: String(missing), items: String(items.length) } };
  },
};

/** Some way to reach the organization: a ContactPoint with telephone or email, those on the node, or an address. */
const contactDetails: PropertyRule = {
  name: "contactPoint or address",
  test: (graph, data) =>
    values(graph, data, "contactPoint").some((point) => isObject(point) && (present(graph, point, "telephone") || present(graph, point, "email"))) ||
    present(graph, data, "telephone") ||
    present(graph, data, "email") ||
    present(graph, data, "address"),
};

/** The kinds of main entity we audit; each has a property spec and a skeleton. */
export const ENTITY_KINDS = [
  "Article", "TechArticle", "Product", "SoftwareApplication", "Organization", "WebSite", "LocalBusiness", "ContactPoint",
  "ContactPage", "AboutPage", "ItemList", "CollectionPage",
] as const;
export type EntityKind = (typeof ENTITY_KINDS)[number];

export interface PropertySpec {
  required: readonly PropertyRule[];
  recommended: readonly PropertyRule[];
  /** The documentation the spec follows. */
  source: string;
}

const ARTICLE_SPEC: PropertySpec = {
  // Google Article: no required properties; these are the recommended ones (publisher as in schema.org's Article).
  required: [],
  recommended: [has("headline"), authorName, authorUrl, isoDate("datePublished"), isoDate("dateModified"), image, publisher],
  source: "Google Search Central, Article structured data",
};

/** Data: what each kind of main entity should carry. */
export const PROPERTY_SPECS: Record<EntityKind, PropertySpec> = {
  Article: ARTICLE_SPEC,
  TechArticle: ARTICLE_SPEC,
  Product: {
    // Product snippets require name and one of offers/review/aggregateRating; merchant listings add image,
    // offers.price and offers.priceCurrency, and recommend availability, brand, identifiers, shipping, returns.
    required: [has("name"), anyOf(["offers", "review", "aggregateRating"])],
    recommended: [
      image, offerHasPrice, offerHasCurrency, offerHasAvailability, has("brand"), anyOf(["sku", "gtin", "gtin13", "gtin12", "gtin8", "gtin14", "mpn"], "sku or gtin"),
      has("description"), anyOf(["aggregateRating", "review"], "aggregateRating or review"), merchantPolicy("shippingDetails"),
      merchantPolicy("hasMerchantReturnPolicy"),
    ],
    source: "Google Search Central, Product snippet and merchant listing structured data",
  },
  SoftwareApplication: {
    // Software apps: name, and offers.price or a rating; applicationCategory and operatingSystem recommended.
    required: [has("name"), anyOf(["offers", "aggregateRating", "review"])],
    recommended: [offerHasPrice, offerHasCurrency, has("applicationCategory"), has("operatingSystem"), anyOf(["aggregateRating", "review"], "aggregateRating or review")],
    source: "Google Search Central, Software app structured data",
  },
  Organization: {
    // Logo and sameAs are judged by the organization-identity check; name and url anchor the rest.
    required: [],
    recommended: [has("name"), has("url"), has("description"), contactDetails],
    source: "Google Search Central, Organization structured data",
  },
  WebSite: {
    // Google's site names: name and url; alternateName is optional, so not asked for.
    required: [has("name"), has("url")],
    recommended: [],
    source: "Google Search Central, Site names",
  },
  LocalBusiness: {
    required: [has("name"), address],
    recommended: [has("telephone"), anyOf(["openingHoursSpecification", "openingHours"], "openingHoursSpecification"), geo, has("url"), image],
    source: "Google Search Central, Local business structured data",
  },
  ContactPoint: {
    required: [anyOf(["telephone", "email"])],
    recommended: [has("contactType"), has("areaServed"), has("availableLanguage")],
    source: "schema.org ContactPoint; Google Search Central, Organization structured data",
  },
  ContactPage: {
    required: [],
    recommended: [has("name"), has("url"), anyOf(["mainEntity", "about"], "mainEntity")],
    source: "schema.org ContactPage",
  },
  AboutPage: {
    required: [],
    recommended: [has("name"), has("url"), anyOf(["mainEntity", "about"], "mainEntity")],
    source: "schema.org AboutPage",
  },
  ItemList: {
    required: [listItems],
    recommended: [listItemUrls],
    source: "Google Search Central, Carousel (ItemList) structured data",
  },
  CollectionPage: {
    required: [],
    recommended: [has("name"), has("url"), anyOf(["mainEntity", "hasPart"], "mainEntity")],
    source: "schema.org CollectionPage",
  },
};

export interface PropertyAudit {
  present: string[];
  missingRequired: string[];
  missingRecommended: string[];
  /** Present but wrong, as reason keys with parameters: counted as a missing requirement. */
  problems: Reason[];
  /** 0..1: half required, half recommended; capped below a warning while a requirement is missing. */
  score: number;
}

/** Above this, a node that misses a required property or has a wrong value cannot score. */
const REQUIRED_MISSING_CAP = 0.45;

export function auditProperties(graph: SchemaGraph, data: Data, spec: PropertySpec): PropertyAudit {
  const audit: PropertyAudit = { present: [], missingRequired: [], missingRecommended: [], problems: [], score: 0 };
  const run = (rules: readonly PropertyRule[], missing: string[]) => {
    for (const rule of rules) {
      const verdict = rule.test(graph, data);
      if (verdict === true) audit.present.push(rule.name);
      else if (verdict === false) missing.push(rule.name);
      else audit.problems.push(verdict);
    }
  };
  run(spec.required, audit.missingRequired);
  run(spec.recommended, audit.missingRecommended);
  const share = (rules: readonly PropertyRule[]) => (rules.length === 0 ? 1 : rules.filter((rule) => audit.present.includes(rule.name)).length / rules.length);
  const score = spec.required.length === 0 ? share(spec.recommended) : 0.5 * share(spec.required) + 0.5 * share(spec.recommended);
  audit.score = audit.missingRequired.length > 0 || audit.problems.length > 0 ? Math.min(score, REQUIRED_MISSING_CAP) : score;
  return audit;
}

// The main entity each page type calls for (AEO-CHECKS.md, Schema Markup), as data: slots that must all
// be filled, each by the first alternative found; an alternative's credit is what it earns the slot.

interface Alternative {
  kind: EntityKind;
  /** The type families that fill the slot (subtypes included). */
  types: readonly string[];
  /** Subtypes of those that do not (a BreadcrumbList is an ItemList of no items worth listing). */
  except?: readonly string[];
  credit: number;
  /** Extra condition on the node (a Product with an Offer). */
  when?: (graph: SchemaGraph, node: GraphNode) => boolean;
  /** Why the credit is partial: a reason key, worded by the main-entity check. */
  shortfall?: string;
}

export interface Slot {
  /** What fills the slot, in words: "Organization", "Product with an Offer". */
  label: string;
  alternatives: readonly Alternative[];
}

const withOffers = (graph: SchemaGraph, node: GraphNode) => offersOf(graph, node.data).length > 0 || values(graph, node.data, "offers").length > 0;
const ORGANIZATION_ALTERNATIVE: Alternative = { kind: "Organization", types: ORGANIZATION_TYPES, credit: 1 };

export const MAIN_ENTITY_SLOTS: Record<Exclude<PageType, "other">, readonly Slot[]> = {
  article: [{ label: "Article, BlogPosting or NewsArticle", alternatives: [{ kind: "Article", types: ARTICLE_TYPES, credit: 1 }] }],
  docs: [
    {
      label: "TechArticle",
      alternatives: [
        { kind: "TechArticle", types: TECH_ARTICLE_TYPES, credit: 1 },
        { kind: "TechArticle", types: ARTICLE_TYPES, credit: 0.7, shortfall: "generic-article-type" },
      ],
    },
  ],
  product: [
    {
      label: "Product with an Offer",
      alternatives: [
        { kind: "Product", types: PRODUCT_TYPES, credit: 1, when: withOffers },
        { kind: "Product", types: PRODUCT_TYPES, credit: 0.6, shortfall: "no-offer" },
      ],
    },
  ],
  pricing: [
    {
      label: "Product or SoftwareApplication with Offers",
      alternatives: [
        { kind: "SoftwareApplication", types: SOFTWARE_TYPES, credit: 1, when: withOffers },
        { kind: "Product", types: [...PRODUCT_TYPES, "Service"], credit: 1, when: withOffers },
        { kind: "SoftwareApplication", types: SOFTWARE_TYPES, credit: 0.5, shortfall: "no-plan-offers" },
        { kind: "Product", types: [...PRODUCT_TYPES, "Service"], credit: 0.5, shortfall: "no-plan-offers" },
      ],
    },
  ],
  home: [
    { label: "Organization", alternatives: [ORGANIZATION_ALTERNATIVE, { kind: "Organization", types: ["Person"], credit: 1 }] },
    { label: "WebSite", alternatives: [{ kind: "WebSite", types: ["WebSite"], credit: 1 }] },
  ],
  contact: [
    {
      label: "LocalBusiness, ContactPoint or ContactPage",
      alternatives: [
        { kind: "LocalBusiness", types: LOCAL_BUSINESS_TYPES, credit: 1 },
        { kind: "ContactPoint", types: ["ContactPoint"], credit: 1 },
        { kind: "ContactPage", types: ["ContactPage"], credit: 1 },
      ],
    },
  ],
  about: [
    {
      label: "AboutPage or Organization",
      alternatives: [ORGANIZATION_ALTERNATIVE, { kind: "AboutPage", types: ["AboutPage"], credit: 1 }],
    },
  ],
  listing: [
    {
      label: "CollectionPage or ItemList",
      alternatives: [
        { kind: "ItemList", types: ["ItemList"], except: ["BreadcrumbList"], credit: 1 },
        { kind: "CollectionPage", types: ["CollectionPage", "SearchResultsPage"], credit: 1 },
      ],
    },
  ],
};

export interface FilledSlot {
  slot: Slot;
  kind: EntityKind;
  node: GraphNode | null;
  credit: number;
  /** The alternative's shortfall key, when its credit is partial. */
  shortfall?: string;
}

export interface MainEntity {
  /** Null on page types with no expected main entity ("other"). */
  slots: FilledSlot[] | null;
  /** Mean credit of the slots, 0..1. */
  score: number;
}

function nameOf(graph: SchemaGraph, node: GraphNode): string | null {
  return firstText(graph, node.data, "headline") ?? firstText(graph, node.data, "name");
}

/** Best candidate: top level over nested, named like the h1, declared first. */
function pick(graph: SchemaGraph, candidates: GraphNode[], h1: string): GraphNode | null {
  let best: GraphNode | null = null;
  let bestRank = -1;
  for (const node of candidates) {
    const level = node.nested ? 0 : 2;
    // The name (comparable() runs Unicode regexes) matters only when it could lift this node above the best.
    if (level + 1 <= bestRank) continue;
    const name = h1 ? comparable(nameOf(graph, node) ?? "") : "";
    const rank = level + (name && (name.includes(h1) || h1.includes(name)) ? 1 : 0);
    if (rank > bestRank) {
      best = node;
      bestRank = rank;
    }
  }
  return best;
}

function fill(graph: SchemaGraph, slot: Slot, h1: string): FilledSlot {
  for (const alternative of slot.alternatives) {
    const candidates = nodesOf(graph, alternative.types).filter(
      (node) => !hasType(node, alternative.except ?? []) && (!alternative.when || alternative.when(graph, node)),
    );
    const node = pick(graph, candidates, h1);
    if (node) {
      const filled: FilledSlot = { slot, kind: alternative.kind, node, credit: alternative.credit };
      if (alternative.shortfall) filled.shortfall = alternative.shortfall;
      return filled;
    }
  }
  return { slot, kind: slot.alternatives[0]!.kind, node: null, credit: 0 };
}

/** The page type's main entity slots, each filled from the graph when it can be (the context's `mainEntity` view). */
export function readMainEntity(page: PageContext): MainEntity {
  const type = page.pageType.type;
  if (type === "other") return { slots: null, score: 0 };
  const graph = page.schemaGraph;
  const h1 = comparable(page.headings.find((heading) => heading.level === 1)?.text ?? "");
  const slots = MAIN_ENTITY_SLOTS[type].map((slot) => fill(graph, slot, h1));
  return { slots, score: slots.reduce((sum, slot) => sum + slot.credit, 0) / slots.length };
}

export function entityName(graph: SchemaGraph, node: GraphNode): string | null {
  return nameOf(graph, node);
}

/**
 * The node that speaks for the site: the Organization with the most identity fields; failing that, a
 * Person who publishes the site (personal sites, Google's publisher guidance), never a mere author.
 */
export function readIdentity(page: PageContext): GraphNode | null {
  const graph = page.schemaGraph;
  const fields = (node: GraphNode) => ["name", "url", "logo", "sameAs"].filter((key) => values(graph, node.data, key).length > 0).length;
  // Each node counted once: comparing fields(node) with fields(best) would recount the best at every step.
  const richest = (nodes: GraphNode[]) => {
    let best: { node: GraphNode; count: number } | null = null;
    for (const node of nodes) {
      const count = fields(node);
      if (best === null || count > best.count || (count === best.count && best.node.nested && !node.nested)) best = { node, count };
    }
    return best?.node ?? null;
  };
  const organization = richest(graph.nodes.filter(isOrganization));
  if (organization) return organization;
  const publishers = new Set(graph.nodes.flatMap((node) => values(graph, node.data, "publisher")));
  return richest(graph.nodes.filter((node) => node.types.includes("Person") && publishers.has(node.data)));
}
