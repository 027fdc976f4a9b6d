// The page's dates, one view: what it declares (its main schema.org node, microdata, meta tags), what it
// shows its readers, and the publication and update dates read from them. The report's page.published and
// page.modified and every freshness check read this one view, so they cannot disagree about a page.
import type { PageContext } from "../context.ts";
import { isAny } from "../schema-types.ts";
import { attr } from "./dom.ts";
import { elementsUnder } from "./elements.ts";
import type { SchemaNode } from "./jsonld.ts";
import { parseIsoDate, type PageVisibleDates, type ParsedDate } from "./visible-dates.ts";

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
}

export interface PageDates {
  declared: readonly DeclaredDate[];
  visible: PageVisibleDates;
  /** The page's publication and update dates (ISO 8601), null when it gives none. */
  published: string | null;
  modified: string | null;
}

/** Years outside this range are typos or placeholders, not publication dates. */
const MIN_YEAR = 1990;
const MAX_YEAR = 2100;

/**
 * A date as CMSs write it in markup when not strict ISO 8601: an ISO date with a time in a form the strict
 * reader refuses ("2024-03-05 10:00:00 +0100"), or an RFC 2822 / HTTP date ("Tue, 05 Mar 2024 10:00:00 GMT").
 */
function parseLooseDate(value: string): ParsedDate | null {
  const text = value.trim();
  if (!/^\d{4}-\d{2}-\d{2}/.test(text) && !/^\w{3}, \d{1,2} \w{3} \d{4}/.test(text)) return null;
  const time = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00Z` : text);
  if (Number.isNaN(time)) return null;
  const year = new Date(time).getUTCFullYear();
  if (year < MIN_YEAR || year > MAX_YEAR) return null;
  return { iso: new Date(time).toISOString(), time, precision: /^\d{4}-\d{2}-\d{2}$/.test(text) ? "day" : "time", hasZone: true };
}

/** The date a declared value means: strict ISO 8601 first, else a lenient reading. */
export function dateValue(raw: string): ParsedDate | null {
  return parseIsoDate(raw) ?? parseLooseDate(raw);
}

/** The schema.org families whose dates are the page's own, best first: the article family, then the page itself. */
const ARTICLE_FAMILIES = ["Article", "HowTo", "Review"];
const PAGE_FAMILIES = ["WebPage", "CreativeWork", "Product"];

/** The page's main dated schema node: an article-family node, else the page or another work, top-level nodes first. */
export function mainDatedNode(nodes: readonly SchemaNode[]): SchemaNode | null {
  const dated = nodes.filter((node) => node.data["datePublished"] !== undefined || node.data["dateModified"] !== undefined);
  const rank = (node: SchemaNode) => {
    const family = isAny(node.types, ARTICLE_FAMILIES) ? 0 : isAny(node.types, PAGE_FAMILIES) ? 1 : 2;
    return family * 2 + (node.nested ? 1 : 0);
  };
  return dated.sort((a, b) => rank(a) - rank(b))[0] ?? null;
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
  ["og:updated_time", "modified"],
  ["datepublished", "published"],
  ["date", "published"],
  ["dc.date", "published"],
  ["dcterms.created", "published"],
  ["last-modified", "modified"],
  ["dcterms.modified", "modified"],
];

const declared = (kind: DeclaredDate["kind"], source: string, origin: DeclaredDate["origin"], raw: string): DeclaredDate => ({
  kind,
  source,
  origin,
  raw,
  parsed: parseIsoDate(raw),
  value: dateValue(raw),
});

/** The dates the page declares: its main schema node's (JSON-LD, else microdata), then the date meta tags. */
function readDeclared(ctx: PageContext): DeclaredDate[] {
  const dates: DeclaredDate[] = [];
  const node = mainDatedNode(ctx.jsonLd.nodes);
  const nodeName = node ? (node.types.find((type) => isAny([type], [...ARTICLE_FAMILIES, ...PAGE_FAMILIES])) ?? node.types[0]!) : "";
  for (const [key, kind] of [["datePublished", "published"], ["dateModified", "modified"]] as const) {
    const raw = node ? firstString(node.data[key]) : null;
    if (raw) {
      dates.push(declared(kind, `${nodeName}.${key} (JSON-LD)`, "schema", raw));
      continue;
    }
    if (node) continue;
    const element = ctx.elements.withAttribute("itemprop").find((candidate) => candidate.getAttribute("itemprop") === key);
    const value = attr(element, "content") ?? attr(element, "datetime");
    if (value) dates.push(declared(kind, `itemprop="${key}" (microdata)`, "schema", value));
  }
  const tags = ctx.meta.tags;
  for (const [name, kind] of META_DATES) {
    const raw = tags.get(name);
    if (raw) dates.push(declared(kind, name, "meta", raw));
  }
  return dates;
}

/** The first <time datetime> of the main content, as root.querySelector("time[datetime]") finds it. */
function mainTime(ctx: PageContext): string | null {
  const time = elementsUnder(ctx.elements, ctx.main.root, ["time"]).find((element) => element.hasAttribute("datetime"));
  return attr(time, "datetime");
}

/** The page's dates (the context's `dates` view). */
export function readDates(ctx: PageContext, visible: PageVisibleDates): PageDates {
  const all = readDeclared(ctx);
  const first = (kind: DeclaredDate["kind"]) => all.find((date) => date.kind === kind && date.value !== null)?.value?.iso ?? null;
  const shown = mainTime(ctx);
  return {
    declared: all,
    visible,
    published: first("published") ?? (shown === null ? null : (dateValue(shown)?.iso ?? null)),
    modified: first("modified"),
  };
}
