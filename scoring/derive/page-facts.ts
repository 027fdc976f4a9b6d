// Title and author of a page, and where the author was found. The title is the first answer of an ordered
// list of rules (metascraper's approach). The author is what a careful reader records: the person the
// page's own schema.org work names, else its visible byline (bylines.ts), else its microdata or meta tags,
// never the site's name, a reviewer or a commenter. Its dates come from the one dates view (dates.ts).
import type { PageContext } from "../context.ts";
import { bylinePatternsOf } from "../lexicons/byline-patterns.ts";
import { isAWork } from "../page-type/works.ts";
import { isAny } from "../schema-types.ts";
import { readByline, type AuthorSource as ShownSource } from "./bylines.ts";
import { inOthersItem, workRank, type DateSource } from "./dates.ts";
import { textOf } from "./dom.ts";
import { nameAt, plausibleName } from "./names.ts";
import { values, type GraphNode } from "./schema-properties.ts";
import { collapseWhitespace } from "./text.ts";

type Rule<T> = (ctx: PageContext) => T | null | undefined;

function firstOf<T>(ctx: PageContext, rules: readonly Rule<T>[]): T | null {
  for (const rule of rules) {
    try {
      const value = rule(ctx);
      if (value !== null && value !== undefined && value !== "") return value;
    } catch {
      // A throwing rule is a missing value, never a failed analysis.
    }
  }
  return null;
}

export const TITLE_RULES: readonly Rule<string>[] = [
  (ctx) => ctx.meta.tags.get("og:title"),
  (ctx) => ctx.meta.title,
  (ctx) => ctx.headings.find((heading) => heading.level === 1)?.text,
];

/** Where the author was found: the page's schema.org work (JSON-LD), microdata, a meta tag, or the visible page. */
export type AuthorSource = "schema" | "microdata" | "meta" | ShownSource;

export interface PageFacts {
  title: string | null;
  author: string | null;
  published: string | null;
  modified: string | null;
  authorSource: AuthorSource | null;
  publishedSource: DateSource | null;
  modifiedSource: DateSource | null;
}

interface Found {
  name: string;
  source: AuthorSource;
}

/** Meta tags that name an author, best first. */
const META_AUTHORS = ["author", "article:author", "og:article:author", "dc.creator", "dcterms.creator", "parsely-author", "sailthru.author", "byl", "citation_author"];
/** Schema.org types of authors that are organizations, not people. */
const ORGANIZATIONS = ["Organization"];

/**
 * A name as metadata writes it ("By Ann Lee", "Ann Lee, Staff Writer", "Ann Lee and Bo Chen"): the first person, or null for a URL or a handle.
 * Schema.org and microdata say a person wrote it (a pen name may stand there); a meta tag as often names an account (`labelled` false).
 */
function declaredName(ctx: PageContext, raw: string, labelled = true): string | null {
  const text = collapseWhitespace(raw).replace(/^by\s+/i, "");
  if (text === "" || /^(?:https?:)?\/\/|^www\.|^@|\.\w{2,4}(?:\/|$)/i.test(text)) return null;
  // Metadata names the person whole: "로라 베넷", "劳拉·贝内特" are one name, as a byline's first word would not be.
  const words = bylinePatternsOf(ctx.lexicons);
  const extra = [...words.after, ...words.roles, ...words.staff].some((word) => text.includes(word));
  const options = { single: true, spacedCjk: ctx.lexicon?.script === "japanese", labelled };
  if (!extra && /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー々・·\s]{2,20}$/u.test(text)) return plausibleName(text, words, options) ? text : null;
  return nameAt(text, words, options);
}

const comparable = (text: string) => text.toLowerCase().normalize("NFKD").replace(/[^\p{L}\p{N}]+/gu, "");

/** The site's own names: og:site_name, the publisher and organization in the schema, the title's brand, the host. */
function siteNames(ctx: PageContext): string[] {
  const tags = ctx.meta.tags;
  const names = [tags.get("og:site_name"), tags.get("application-name"), tags.get("twitter:site")?.replace(/^@/, "")];
  const graph = ctx.schemaGraph;
  for (const node of graph.nodes) {
    if (isAny(node.types, ["Organization", "WebSite"]) && typeof node.data["name"] === "string") names.push(node.data["name"]);
    for (const publisher of values(graph, node.data, "publisher")) {
      if (publisher && typeof publisher === "object" && typeof (publisher as { name?: unknown }).name === "string") names.push((publisher as { name: string }).name);
    }
  }
  const parts = (ctx.meta.title ?? "").split(/\s+[|–—·:-]\s+|｜/u);
  names.push(...parts.slice(1));
  return names.filter((name): name is string => typeof name === "string").map(comparable).filter((name) => name.length >= 3);
}

/**
 * Whether a name is the site's: one of its names, or holding one ("Smithy Weekly Staff"), or its host's
 * ("Eetlust Noord" on eetlustnoord.example). A person's own site ("Anisse Astier" on astier.eu) keeps its author.
 */
function isSiteName(ctx: PageContext, name: string): boolean {
  const own = comparable(name);
  const host = ctx.input.url.hostname.replace(/^www\./, "").split(".");
  const hostName = comparable(host.length > 1 ? host[host.length - 2]! : host[0]!);
  // The host's name, alone or opening a team's ("Tallyhook Engineering" on docs.tallyhook.example).
  if (hostName === own || (hostName.length >= 5 && own.startsWith(hostName))) return true;
  return siteNames(ctx).some((site) => site === own || (site.length >= 5 && own.includes(site)) || (own.length >= 5 && site.includes(own)));
}

/**
 * Whether a name is one the page's schema.org graph gives an organization or its publisher. Not the host's:
 * a person's own site (nicolas-bertrand.example) is signed with the person's name.
 */
function isOrganizationName(ctx: PageContext, name: string): boolean {
  const own = comparable(name);
  const graph = ctx.schemaGraph;
  const names: string[] = [];
  for (const node of graph.nodes) {
    if (isAny(node.types, ["Organization"]) && typeof node.data["name"] === "string") names.push(node.data["name"]);
    for (const publisher of values(graph, node.data, "publisher")) {
      if (publisher && typeof publisher === "object" && typeof (publisher as { name?: unknown }).name === "string") names.push((publisher as { name: string }).name);
    }
  }
  return names.map(comparable).some((site) => site.length >= 3 && site === own);
}

/** A newsroom's name ("Editors", "Redaktion") or a company's ("Nordhaus GmbH", "暖居生活馆"), no person's. */
const isStaff = (ctx: PageContext, name: string) => {
  const words = bylinePatternsOf(ctx.lexicons);
  return words.isStaff(name) || words.isCompany(name);
};

/** The page's own schema.org work (JSON-LD): its article, else its page, top-level nodes first. */
function mainWork(ctx: PageContext): GraphNode | null {
  const works = ctx.schemaGraph.nodes.filter((node) => node.syntax === "JSON-LD" && node.data["author"] !== undefined && workRank(node) !== null && !isAny(node.types, ["Product"]));
  return works.sort((a, b) => workRank(a)! - workRank(b)!)[0] ?? null;
}

/** The authors of the main work, in its order: each a person's name, or an organization's (`person` false). */
function schemaAuthors(ctx: PageContext): (Found & { person: boolean })[] {
  const node = mainWork(ctx);
  if (!node) return [];
  const found: (Found & { person: boolean })[] = [];
  for (const value of values(ctx.schemaGraph, node.data, "author")) {
    if (typeof value === "string") {
      const name = declaredName(ctx, value);
      if (name) found.push({ name, source: "schema", person: true });
      continue;
    }
    if (!value || typeof value !== "object") continue;
    const data = value as Record<string, unknown>;
    const raw = Array.isArray(data["name"]) ? data["name"][0] : data["name"];
    const name = typeof raw === "string" ? declaredName(ctx, raw) : null;
    const types = (Array.isArray(data["@type"]) ? data["@type"] : [data["@type"]]).filter((type): type is string => typeof type === "string");
    if (name) found.push({ name, source: "schema", person: !isAny(types, ORGANIZATIONS) });
  }
  return found;
}

/** itemprop="author" of the page's own item, not of a review or a comment. */
function microdataAuthor(ctx: PageContext): Found | null {
  for (const element of ctx.elements.withAttribute("itemprop")) {
    if (element.getAttribute("itemprop") !== "author" || inOthersItem(element)) continue;
    const named = element.querySelector('[itemprop="name"]') ?? element;
    const raw = named.getAttribute("content") ?? textOf(named);
    const name = declaredName(ctx, raw);
    if (name) return { name, source: "microdata" };
  }
  return null;
}

function metaAuthor(ctx: PageContext): Found | null {
  for (const key of META_AUTHORS) {
    const raw = ctx.meta.tags.get(key);
    const name = raw ? declaredName(ctx, raw, false) : null;
    if (name && !isSiteName(ctx, name)) return { name, source: "meta" };
  }
  return null;
}

/** A person's name, not the site's or its newsroom's ("Jewish Business News Correspondent", "Editors, USA TODAY"). */
function personOrNull<T extends Found>(ctx: PageContext, found: T | null): T | null {
  return found && !isStaff(ctx, found.name) && !isOrganizationName(ctx, found.name) ? found : null;
}

/**
 * The person the page's structured markup names as its work's author (JSON-LD, microdata), whatever its
 * type: one of the marks of an article (page-type/article.ts). Not the meta author, which many sites set on
 * every page to their owner's name.
 */
export function readDeclaredAuthor(ctx: PageContext): Found | null {
  const schema = schemaAuthors(ctx)[0] ?? null;
  return (schema?.person ? personOrNull(ctx, schema) : null) ?? personOrNull(ctx, microdataAuthor(ctx));
}

/**
 * A byline that opens with its paper's name ("北海日報 大森悠真", the meta author or the site's name): the person after it.
 * Only when what follows is a name whole.
 */
function withoutOutlet(ctx: PageContext, name: string): string {
  const space = name.search(/\s/);
  if (space <= 0) return name;
  const [outlet, rest] = [name.slice(0, space), name.slice(space).trim()];
  const declared = META_AUTHORS.map((key) => ctx.meta.tags.get(key)).filter((value): value is string => typeof value === "string").map(comparable);
  if (!declared.includes(comparable(outlet)) && !siteNames(ctx).includes(comparable(outlet))) return name;
  const words = bylinePatternsOf(ctx.lexicons);
  return nameAt(rest, words, { single: true, spacedCjk: ctx.lexicon?.script === "japanese" }) === rest ? rest : name;
}

/**
 * Whether a name is a part of a longer name of the site ("Hermanos Ibarra" of "Servicio Automotriz Hermanos Ibarra",
 * "집나침반" of "집나침반 공식 블로그"): the business signing its own posts. A name the site's name is, whole, may be its
 * owner's (a personal site): not this.
 */
function isBrandPart(ctx: PageContext, name: string): boolean {
  const own = comparable(name);
  return own.length >= 3 && siteNames(ctx).some((site) => site !== own && site.includes(own));
}

/** The page's author as a careful reader records it, and where it was found. */
export function readAuthor(ctx: PageContext): Found | null {
  const person = <T extends Found>(found: T | null) => personOrNull(ctx, found);
  const authors = schemaAuthors(ctx);
  const schema = authors[0] ?? null;
  const shown = readByline(ctx).author;
  // A name only the markup marks, and a part of the site's name, is the business's, not a person's.
  const brand = shown?.markedOnly === true && isBrandPart(ctx, shown.name);
  const visible = person(shown && !brand ? { name: withoutOutlet(ctx, shown.name), source: shown.source } : null);
  // Several authors: the first is the one the byline shows first, whatever order the markup lists them in.
  if (visible && authors.length > 1 && authors.some((author) => author.name === visible.name)) return visible;
  // The same person as the page shows them ("小松原 亮" on the page, "小松原亮" in the markup): recorded as shown.
  if (visible && schema?.person && schema.name !== visible.name && comparable(schema.name) === comparable(visible.name)) return visible;
  if (schema?.person && person(schema)) return schema;
  const declared = person(microdataAuthor(ctx)) ?? person(metaAuthor(ctx));
  // A name far down the page ("(Reporting by …)" closing a wire story, a profile card) yields to the person the markup
  // declares, unless it is that person's name in full ("陈一鸣" under the post, "一鸣" in the markup).
  if (visible && declared && !shown!.underTitle && !visible.name.includes(declared.name)) return declared;
  return visible ?? declared ?? (schema && !schema.person && !isSiteName(ctx, schema.name) && person(schema) ? schema : null);
}

export function readPageFacts(ctx: PageContext): PageFacts {
  let author: Found | null = null;
  try {
    // A page that is no work of its own has no author: its meta author is the site's owner, its names its team's, reviewers' or teasers' (page-type/works.ts).
    author = isAWork(ctx.pageType.type) ? readAuthor(ctx) : null;
  } catch {
    // A failed reading is a missing author, never a failed analysis.
  }
  const dates = ctx.dates;
  return {
    title: firstOf(ctx, TITLE_RULES),
    author: author?.name ?? null,
    published: dates.published,
    modified: dates.modified,
    authorSource: author?.source ?? null,
    publishedSource: dates.publishedSource,
    modifiedSource: dates.modifiedSource,
  };
}
