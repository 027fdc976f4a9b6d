// The page's dates, one view: what it declares (its main schema.org node, microdata, meta tags), what it
// shows its readers (its byline's dates), and the publication and update dates read from them, with where
// each was found. The report's page.published and page.modified and every freshness check read this one
// view, so they cannot disagree about a page.
import type { PageContext } from "../context.ts";
import { isAny } from "../schema-types.ts";
import { isoAsWritten, readByline } from "./bylines.ts";
import { escapeRegExp } from "../lexicons/patterns.ts";
import { attr, classOf } from "./dom.ts";
import type { SchemaNode } from "./jsonld.ts";
import { isAWork } from "../page-type/works.ts";
import { parseIsoDate, textHead, type PageVisibleDates, type ParsedDate } from "./visible-dates.ts";

/** Where a publication or update date was found. */
export type DateSource = "schema" | "microdata" | "meta" | "byline" | "time-element" | "url";

export interface DeclaredDate {
  kind: "published" | "modified";
  /** Where it was read: "Article.datePublished (JSON-LD)", "article:modified_time". */
  source: string;
  origin: "schema" | "meta";
  /** The value as written. */
  raw: string;
  /** Parsed when it is strict ISO 8601 (what schema.org and Google ask for), else null. */
  parsed: ParsedDate | null;
  /** The date it means: strict ISO 8601, or a leniently read one (an RFC 2822 date, an ISO date with odd trailing text); null when none. */
  value: ParsedDate | null;
  /** Declared for an article (an Article-family node, an article:* meta tag), not for a web page the CMS stamps. */
  ofArticle: boolean;
}

export interface PageDates {
  declared: readonly DeclaredDate[];
  visible: PageVisibleDates;
  /** The page's publication and update dates (ISO 8601, the page's own offset kept), null when it gives none. */
  published: string | null;
  modified: string | null;
  publishedSource: DateSource | null;
  modifiedSource: DateSource | null;
}

/** Years outside this range are typos or placeholders, not publication dates. */
const MIN_YEAR = 1990;
const MAX_YEAR = 2100;

/** C's asctime() form, which some CMSs write in article:published_time ("Tue May 24 05:55:00 2016"). */
const ASCTIME = /^[A-Z][a-z]{2} ([A-Z][a-z]{2}) {1,2}(\d{1,2}) (\d{2}:\d{2}:\d{2}) (\d{4})$/;

/**
 * A date as CMSs write it in markup when not strict ISO 8601: an ISO date with a time in a form the strict
 * reader refuses ("2024-03-05 10:00:00 +0100"), an RFC 2822 / HTTP date ("Tue, 05 Mar 2024 10:00:00 GMT"), or asctime.
 */
function parseLooseDate(value: string): ParsedDate | null {
  const text = value.trim();
  const asc = ASCTIME.exec(text);
  if (!asc && !/^\d{4}-\d{2}-\d{2}/.test(text) && !/^\w{3}, \d{1,2} \w{3} \d{4}/.test(text)) return null;
  // asctime has no zone: read as UTC (as HTTP reads it, RFC 9110 §5.6.7), never in the machine's own zone.
  const time = asc ? Date.parse(`${asc[2]} ${asc[1]} ${asc[4]} ${asc[3]} GMT`) : Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00Z` : text);
  if (Number.isNaN(time)) return null;
  const year = new Date(time).getUTCFullYear();
  if (year < MIN_YEAR || year > MAX_YEAR) return null;
  return { iso: new Date(time).toISOString(), time, precision: /^\d{4}-\d{2}-\d{2}$/.test(text) ? "day" : "time", hasZone: true };
}

/** The date a declared value means: strict ISO 8601 first, else a lenient reading. */
export function dateValue(raw: string): ParsedDate | null {
  return parseIsoDate(raw) ?? parseLooseDate(raw);
}

/** The schema.org families whose dates and authors are the page's own, best first: the article family, then the page itself. */
const ARTICLE_FAMILIES = ["Article", "HowTo", "Review"];
const PAGE_FAMILIES = ["WebPage", "CreativeWork", "Product"];
/** Nodes that date and sign something else on the page when nested: a product's reviews, a post's comments. */
const OTHERS = ["Review", "Comment", "Answer", "Question", "Rating", "Offer", "Event", "ItemList", "ListItem"];

/** Rank of a node as the page's own work (lower is better), or null when it is someone else's. */
export function workRank(node: SchemaNode): number | null {
  if (node.nested && isAny(node.types, OTHERS)) return null;
  if (isAny(node.types, ["Event"])) return null;
  const family = isAny(node.types, ARTICLE_FAMILIES) ? 0 : isAny(node.types, PAGE_FAMILIES) ? 1 : 2;
  return family * 2 + (node.nested ? 1 : 0);
}

/** The page's main dated schema node: an article-family node, else the page or another work, top-level nodes first. */
export function mainDatedNode(nodes: readonly SchemaNode[]): SchemaNode | null {
  const dated = nodes.filter((node) => (node.data["datePublished"] !== undefined || node.data["dateModified"] !== undefined) && workRank(node) !== null);
  return dated.sort((a, b) => workRank(a)! - workRank(b)!)[0] ?? null;
}

const firstString = (value: unknown): string | null => {
  const first = Array.isArray(value) ? value[0] : value;
  if (typeof first === "string") return first.trim();
  if (first && typeof first === "object" && typeof (first as { "@value"?: unknown })["@value"] === "string") return (first as { "@value": string })["@value"].trim();
  return null;
};

/** Meta tags that carry the page's dates, best first (Open Graph article, Dublin Core, common CMS tags). */
const META_DATES: readonly [string, DeclaredDate["kind"]][] = [
  ["article:published_time", "published"],
  ["article:modified_time", "modified"],
  ["og:published_time", "published"],
  ["og:updated_time", "modified"],
  ["datepublished", "published"],
  ["date", "published"],
  ["dc.date", "published"],
  ["dcterms.created", "published"],
  ["last-modified", "modified"],
  ["dcterms.modified", "modified"],
];

const declared = (kind: DeclaredDate["kind"], source: string, origin: DeclaredDate["origin"], raw: string, ofArticle: boolean): DeclaredDate => ({
  kind,
  source,
  origin,
  raw,
  parsed: parseIsoDate(raw),
  value: dateValue(raw),
  ofArticle,
});

const declaredCache = new WeakMap<PageContext, readonly DeclaredDate[]>();

/** The dates the page declares, read once: the dates view and page-type detection (which the dates view consults) both ask. */
export function declaredDates(ctx: PageContext): readonly DeclaredDate[] {
  let read = declaredCache.get(ctx);
  if (!read) declaredCache.set(ctx, (read = readDeclared(ctx)));
  return read;
}

/** The dates the page declares: its main schema node's (JSON-LD, else microdata), then the date meta tags. */
function readDeclared(ctx: PageContext): DeclaredDate[] {
  const dates: DeclaredDate[] = [];
  // On the site's front page a WebPage's dates are the site's build, not a publication (Yoast writes them on every page).
  const front = ctx.input.url.pathname === "/" || ctx.input.url.pathname === "";
  const main = mainDatedNode(ctx.jsonLd.nodes);
  const node = main && front && workRank(main)! >= 2 ? null : main;
  const nodeName = node ? (node.types.find((type) => isAny([type], [...ARTICLE_FAMILIES, ...PAGE_FAMILIES])) ?? node.types[0]!) : "";
  for (const [key, kind] of [["datePublished", "published"], ["dateModified", "modified"]] as const) {
    const raw = node ? firstString(node.data[key]) : null;
    if (raw) {
      dates.push(declared(kind, `${nodeName}.${key} (JSON-LD)`, "schema", raw, isAny(node!.types, ARTICLE_FAMILIES)));
      continue;
    }
    if (node || main) continue;
    const element = ctx.elements.withAttribute("itemprop").find((candidate) => candidate.getAttribute("itemprop") === key && !inOthersItem(candidate));
    const value = attr(element, "content") ?? attr(element, "datetime");
    const owner = element?.parentElement?.closest("[itemscope]")?.getAttribute("itemtype") ?? "";
    if (value) dates.push(declared(kind, `itemprop="${key}" (microdata)`, "schema", value, /(?:Article|Posting|Recipe|Review|HowTo)\b/i.test(owner)));
  }
  const tags = ctx.meta.tags;
  for (const [name, kind] of META_DATES) {
    const raw = tags.get(name);
    if (raw) dates.push(declared(kind, name, "meta", raw, name.startsWith("article:")));
  }
  return dates;
}

/** Whether a microdata property belongs to someone else's item: a review, a comment, an offer. */
export function inOthersItem(element: Element): boolean {
  const owner = element.parentElement?.closest("[itemscope]");
  const type = owner?.getAttribute("itemtype") ?? "";
  return /(?:Review|Comment|Answer|Question|Rating|Offer|Event|ListItem)\b/i.test(type);
}

/** A day in the page's address: /2026/03/05/slug or /2026-03-05-slug (not a date archive, which ends there). */
const URL_DATE = /\/((?:19|20)\d\d)[/-](\d{2})[/-](\d{2})(?=[/-])(?!\/?$)/;

function urlDate(url: URL): string | null {
  const match = URL_DATE.exec(url.pathname);
  if (!match) return null;
  const iso = `${match[1]}-${match[2]}-${match[3]}`;
  const rest = url.pathname.slice(match.index + match[0].length).replace(/^[/-]/, "");
  return rest !== "" && parseIsoDate(iso) ? `${iso}T00:00:00Z` : null;
}

const sourceOf = (date: DeclaredDate): DateSource => (date.origin === "meta" ? "meta" : date.source.endsWith("(microdata)") ? "microdata" : "schema");
const asWritten = (date: DeclaredDate) => (date.parsed ? isoAsWritten(date.raw, date.parsed.iso) : date.value!.iso);

/** A short line with a number in it: a date line ("（2月18日 10:40更新）"), not a sentence that says "status" or "changed". */
const DATE_LINE_CHARS = 120;
/** A class themes give an update's date ("updated", "date-modified", "post-update"). */
const UPDATE_CLASS = /(?:^|[\s_-])(?:updated?|modified|last-?mod\w*)(?:$|[\s_-])/i;

/**
 * Whether the page shows its readers an update: a date labelled as one, an update word on a short line with
 * a number (a date the reader could not read whole, "2月18日 10:40更新"), an icon's tooltip, or a date classed as the update.
 */
function showsAnUpdate(ctx: PageContext, visible: PageVisibleDates): boolean {
  if (visible.dates.some((date) => date.label === "updated")) return true;
  const words = (ctx.lexicon?.dateLabels.updated ?? []).map((word) => word.toLowerCase());
  if (words.length === 0) return false;
  const word = new RegExp(`(?<!\\p{L})(?:${words.map(escapeRegExp).join("|")})`, "iu");
  if (visible.text.split("\n").some((line) => line.length <= DATE_LINE_CHARS && /\d/.test(line) && word.test(line))) return true;
  const root = ctx.main.root;
  for (const element of [...ctx.elements.withAttribute("title"), ...ctx.elements.withAttribute("aria-label")]) {
    if (root.contains(element) && word.test(`${element.getAttribute("title") ?? ""} ${element.getAttribute("aria-label") ?? ""}`)) return true;
  }
  return ctx.elements.withAttribute("class").some((element) => root.contains(element) && UPDATE_CLASS.test(classOf(element)) && /\d/.test(textHead(element, 80)));
}

/** The page's dates (the context's `dates` view). */
export function readDates(ctx: PageContext, visible: PageVisibleDates): PageDates {
  const all = declaredDates(ctx);
  // A page that is no work of its own (a home, contact, about, product, pricing or listing page) has no
  // publication date: what it declares is the CMS's record of it, and its dates are its teasers', reviews' or
  // events'. An update it shows ("Last updated 12 January 2026" on a council's contact page) is its own.
  if (!isAWork(ctx.pageType.type)) {
    // Not a teaser's update on a listing ("atualizado em 15/01/2026" on one recipe card of eight).
    const own = readByline(ctx).modified;
    const shown = own && !own.inCard ? own : null;
    return { declared: all, visible, published: null, modified: shown?.iso ?? null, publishedSource: null, modifiedSource: shown?.source ?? null };
  }
  const first = (kind: DeclaredDate["kind"]) => all.find((date) => date.kind === kind && date.value !== null);
  const byline = readByline(ctx);
  const declaredPublished = first("published");
  let published: string | null = null;
  let publishedSource: DateSource | null = null;
  // What the page shows under its title wins over what it declares on another day: CMSs declare a draft's
  // creation, a reader sees the day it went out (or, on pages that show only their latest update, that day).
  if (declaredPublished && !(byline.published && byline.published.day !== asWritten(declaredPublished).slice(0, 10))) {
    [published, publishedSource] = [asWritten(declaredPublished), sourceOf(declaredPublished)];
  } else if (byline.published) [published, publishedSource] = [byline.published.iso, byline.published.source];
  else {
    const fromUrl = urlDate(ctx.input.url);
    if (fromUrl) [published, publishedSource] = [fromUrl, "url"];
  }
  // An update date counts when the page shows one, or declares one on a later day than its publication.
  let modified: string | null = null;
  let modifiedSource: DateSource | null = null;
  const declaredModified = first("modified");
  // An update shown on the day of publication is no distinct update ("Updated: Dec 18, 2020" on a page published that day).
  if (byline.modified && byline.modified.day !== published?.slice(0, 10)) [modified, modifiedSource] = [byline.modified.iso, byline.modified.source];
  // Declared alone, an update a reader never sees is the CMS's (a re-save, a tag edit): it counts only on a page
  // that shows an update somewhere ("Aktualisiert", "更新") the byline reader could not pin to a date.
  else if (declaredModified && published !== null && asWritten(declaredModified).slice(0, 10) > published.slice(0, 10) && showsAnUpdate(ctx, visible)) {
    [modified, modifiedSource] = [asWritten(declaredModified), sourceOf(declaredModified)];
  }
  return { declared: all, visible, published, modified, publishedSource, modifiedSource };
}
