// Title and author of a page, each from an ordered list of rules where the first answer wins (metascraper's
// approach): JSON-LD, then meta tags, then visible markup. Its dates come from the one dates view (dates.ts).
import type { PageContext } from "../context.ts";
import { isAny } from "../schema-types.ts";
import { classOf, textOf } from "./dom.ts";
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

/** "byline" anywhere in the class, or an "author" or "author-name" class: every element's class is tested. */
const BYLINE_CLASS = /byline|(?:^|\s)author(?:-name)?(?:\s|$)/i;

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
    const text = byline ? collapseWhitespace(textOf(byline)).replace(ctx.words.bylineLabel, "") : "";
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
    published: ctx.dates.published,
    modified: ctx.dates.modified,
  };
}
