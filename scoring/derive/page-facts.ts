// Title, author and dates of a page, each from an ordered list of rules where the first answer wins
// (metascraper's approach): JSON-LD, then meta tags, then visible markup.
import type { PageContext } from "../context.ts";
import { attr, classOf, textOf } from "./dom.ts";
import { elementsUnder } from "./elements.ts";
import { isAny } from "../schema-types.ts";
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

/** ISO 8601 with offset for a date-ish string, or null. Date-only values are read as UTC midnight. */
export function toIsoDate(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const text = value.trim();
  if (!/^\d{4}-\d{2}-\d{2}/.test(text) && !/^\w{3}, \d{1,2} \w{3} \d{4}/.test(text)) return null;
  const time = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00Z` : text);
  if (Number.isNaN(time)) return null;
  const year = new Date(time).getUTCFullYear();
  if (year < 1990 || year > 2100) return null;
  return new Date(time).toISOString();
}

/** A property of the page's own creative work (an article, the page, a product), the first node that has it. */
function schemaValue(ctx: PageContext, key: string): unknown {
  const node = ctx.jsonLd.nodes.find((candidate) => isAny(candidate.types, ["CreativeWork", "Product"]) && candidate.data[key] !== undefined);
  return node?.data[key];
}

function nameOf(value: unknown): string | null {
  const first = Array.isArray(value) ? value[0] : value;
  if (typeof first === "string") return collapseWhitespace(first) || null;
  if (first && typeof first === "object" && typeof (first as { name?: unknown }).name === "string") {
    return collapseWhitespace((first as { name: string }).name) || null;
  }
  return null;
}

const meta = (key: string): Rule<string> => (ctx) => ctx.meta.tags.get(key);

const withItemprop = (ctx: PageContext, name: string) => ctx.elements.withAttribute("itemprop").find((element) => element.getAttribute("itemprop") === name);

/** A microdata date: the content or datetime attribute of the element with this itemprop. */
function itemprop(ctx: PageContext, name: string): string | null {
  const element = withItemprop(ctx, name);
  return toIsoDate(attr(element, "content") ?? attr(element, "datetime"));
}

/** The first <time datetime> of the main content, as root.querySelector("time[datetime]") finds it. */
function mainTime(ctx: PageContext): Element | undefined {
  return elementsUnder(ctx.elements, ctx.main.root, ["time"]).find((time) => time.hasAttribute("datetime"));
}

/** "byline" anywhere in the class, or an "author" or "author-name" class: every element's class is tested. */
const BYLINE_CLASS = /byline|(?:^|\s)author(?:-name)?(?:\s|$)/i;

export const PUBLISHED_RULES: readonly Rule<string>[] = [
  (ctx) => toIsoDate(schemaValue(ctx, "datePublished")),
  (ctx) => toIsoDate(meta("article:published_time")(ctx)),
  (ctx) => toIsoDate(meta("datepublished")(ctx) ?? meta("date")(ctx) ?? meta("dc.date")(ctx) ?? meta("dcterms.created")(ctx)),
  (ctx) => itemprop(ctx, "datePublished"),
  (ctx) => toIsoDate(attr(mainTime(ctx), "datetime")),
];

export const MODIFIED_RULES: readonly Rule<string>[] = [
  (ctx) => toIsoDate(schemaValue(ctx, "dateModified")),
  (ctx) => toIsoDate(meta("article:modified_time")(ctx) ?? meta("og:updated_time")(ctx)),
  (ctx) => toIsoDate(meta("last-modified")(ctx) ?? meta("dcterms.modified")(ctx)),
  (ctx) => itemprop(ctx, "dateModified"),
];

export const AUTHOR_RULES: readonly Rule<string>[] = [
  (ctx) => nameOf(schemaValue(ctx, "author")),
  (ctx) => meta("author")(ctx) ?? meta("article:author")(ctx) ?? meta("dc.creator")(ctx),
  (ctx) => {
    const author = withItemprop(ctx, "author");
    const name = author?.querySelector('[itemprop="name"]') ?? author;
    return name ? textOf(name) : null;
  },
  (ctx) => {
    const link = ctx.elements.byTag("a").find((element) => /(?:^|\s)author(?:\s|$)/i.test(element.getAttribute("rel") ?? ""));
    return link ? textOf(link) : null;
  },
  (ctx) => {
    const byline = ctx.elements.all.find((element) => BYLINE_CLASS.test(classOf(element)));
    const text = byline ? collapseWhitespace(textOf(byline)).replace(/^(?:by|von|por|par|di|door|written by)\s+/i, "") : "";
    return text.length > 0 && text.length <= 80 ? text : null;
  },
];

export const TITLE_RULES: readonly Rule<string>[] = [
  (ctx) => ctx.meta.tags.get("og:title"),
  (ctx) => ctx.meta.title,
  (ctx) => ctx.headings.find((heading) => heading.level === 1)?.text,
];

export interface PageFacts {
  title: string | null;
  author: string | null;
  published: string | null;
  modified: string | null;
}

export function readPageFacts(ctx: PageContext): PageFacts {
  return {
    title: firstOf(ctx, TITLE_RULES),
    author: firstOf(ctx, AUTHOR_RULES),
    published: firstOf(ctx, PUBLISHED_RULES),
    modified: firstOf(ctx, MODIFIED_RULES),
  };
}
