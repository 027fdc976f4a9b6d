// An article's marks, read from its content: prose of its own, a date at its head (or labelled as its
// publication date), and a byline. None decides alone: a product page shows dated reviews, a docs page its
// "Last updated" line, a listing the bylines of its teasers; together, over prose, they make a post.
import type { PageContext } from "../context.ts";
import { readByline } from "../derive/bylines.ts";
import { declaredDates } from "../derive/dates.ts";
import { classOf } from "../derive/dom.ts";
import { readDeclaredAuthor } from "../derive/page-facts.ts";
import { countWords } from "../derive/text.ts";
import type { Teasers } from "./teasers.ts";

export interface ArticleMarks {
  /** Words of the main content's paragraphs (text blocks and long list items outside tables and teaser cards), and how many. */
  proseWords: number;
  paragraphs: number;
  /** Words of the main content's headings outside teaser cards: an interview's questions, an essay's section titles. */
  headingWords: number;
  /** The first text blocks of that prose, in order (up to LEAD_BLOCKS): where the page's own text begins. */
  lead: readonly Element[];
  dated: boolean;
  bylined: boolean;
}

/** A text block shorter than this is a label, a caption or a date line, not a paragraph of prose. */
const MIN_PARAGRAPH_WORDS = 8;
/** A list item this long is a paragraph of its own (a roundup's items, a recipe's steps), not a menu entry. */
const MIN_ITEM_WORDS = 20;
/** Prose blocks kept as the lead: enough to tell what stands after the opening of a post. */
const LEAD_BLOCKS = 3;

/** Markup that names an author: rel=author, itemprop=author, an h-card author, a byline class. */
const BYLINE_CLASS = /(?:^|\s)[\w-]*(?:byline|author(?!i[sz]))[\w-]*(?:\s|$)/i;

/** A comment's or a customer review's block ("comment-author", a review list's "author" are their writers, not the page's; a review article's own byline stays). */
const RESPONSE_BLOCK = /(?:^|[\s_-])(?:comments?|replies|reply|respond|reviews|(?:customer|user|product)[-_]reviews?)(?:$|[\s_-])/i;
const MAX_RESPONSE_DEPTH = 8;

function inResponse(element: Element): boolean {
  let node: Element | null = element;
  for (let depth = 0; node && depth < MAX_RESPONSE_DEPTH; depth++, node = node.parentElement) {
    if (RESPONSE_BLOCK.test(`${classOf(node)} ${node.getAttribute("id") ?? ""}`)) return true;
  }
  return false;
}

/** Markup of the page's own byline: not a teaser's, whose cards carry theirs, nor a commenter's or a reviewer's. */
function hasBylineMarkup(ctx: PageContext, teasers: Teasers): boolean {
  const own = (element: Element) => (teasers.cards === 0 || !teasers.holds(element)) && !inResponse(element);
  if (ctx.elements.withAttribute("itemprop").some((element) => element.getAttribute("itemprop") === "author" && own(element))) return true;
  if (ctx.elements.withAttribute("rel").some((element) => /(?:^|\s)author(?:\s|$)/i.test(element.getAttribute("rel") ?? "") && own(element))) return true;
  return ctx.elements.withAttribute("class").some((element) => BYLINE_CLASS.test(classOf(element)) && own(element));
}

/** Text blocks set as one element with blank lines (<br><br>) between paragraphs: blog engines' bodies (livedoor, Blogger). */
const MAX_BREAK_PARAGRAPHS = 50;

/** The paragraphs of a text block: one, or as many as its element's double line breaks make. */
function paragraphsIn(element: Element): number {
  let count = 1;
  let breaks = 0;
  for (let node = element.firstChild; node && count < MAX_BREAK_PARAGRAPHS; node = node.nextSibling) {
    if (node.nodeType === 1 && (node as Element).localName === "br") breaks++;
    else if (node.nodeType === 3 && !/\S/.test(node.textContent ?? "")) continue;
    else {
      if (breaks >= 2) count++;
      breaks = 0;
    }
  }
  return count;
}

export function readArticleMarks(ctx: PageContext, teasers: Teasers): ArticleMarks {
  let proseWords = 0;
  let paragraphs = 0;
  const lead: Element[] = [];
  // Text blocks rather than <p> elements: many sites set their body text in <div>s split by <br>.
  for (const block of ctx.main.blocks) {
    if (block.kind !== "text" || block.inTable || block.words < (block.inList ? MIN_ITEM_WORDS : MIN_PARAGRAPH_WORDS)) continue;
    if (teasers.cards > 0 && teasers.holds(block.element)) continue;
    if (lead.length < LEAD_BLOCKS) lead.push(block.element);
    proseWords += block.words;
    paragraphs += block.inList ? 1 : paragraphsIn(block.element);
  }
  const root = ctx.main.root;
  const headingWords = ctx.headings
    .filter((heading) => root.contains(heading.element) && (teasers.cards === 0 || !teasers.holds(heading.element)))
    .reduce((sum, heading) => sum + countWords(heading.text), 0);
  // A date declared for an article; a WebPage's dates are stamped by the CMS on every kind of page.
  const declared = declaredDates(ctx).some((date) => date.kind === "published" && date.value !== null && date.ofArticle);
  // A byline a reader sees (not a sidebar's profile card, which every page of a personal blog shows), or the markup of one.
  const shown = readByline(ctx).author;
  return {
    proseWords,
    paragraphs,
    headingWords,
    lead,
    dated: declared || readByline(ctx).published !== null,
    bylined: (shown !== null && shown.source !== "author-card") || readDeclaredAuthor(ctx) !== null || hasBylineMarkup(ctx, teasers),
  };
}
