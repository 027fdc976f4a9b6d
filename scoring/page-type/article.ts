// An article's marks, read from its content: prose of its own, a date at its head (or labelled as its
// publication date), and a byline. None decides alone: a product page shows dated reviews, a docs page its
// "Last updated" line, a listing the bylines of its teasers; together, over prose, they make a post.
import type { PageContext } from "../context.ts";
import { readByline } from "../derive/bylines.ts";
import { declaredDates } from "../derive/dates.ts";
import { classOf } from "../derive/dom.ts";
import { readDeclaredAuthor } from "../derive/page-facts.ts";
import { readVisibleDates } from "../derive/visible-dates.ts";
import { escapeRegExp } from "../lexicons/patterns.ts";
import type { Lexicon } from "../lexicons/types.ts";
import type { Teasers } from "./teasers.ts";

export interface ArticleMarks {
  /** Words of the main content's paragraphs (text blocks and long list items outside tables and teaser cards), and how many. */
  proseWords: number;
  paragraphs: number;
  dated: boolean;
  bylined: boolean;
}

/** A text block shorter than this is a label, a caption or a date line, not a paragraph of prose. */
const MIN_PARAGRAPH_WORDS = 8;
/** A list item this long is a paragraph of its own (a roundup's items, a recipe's steps), not a menu entry. */
const MIN_ITEM_WORDS = 20;
/** A date this near the top of the content text is the page's own (a dateline), in characters or as a share. */
const HEAD_CHARS = 400;
const HEAD_SHARE = 0.15;
/** How far from a date a byline label may stand ("Por Maite Echeverría · 3 de marzo de 2026"). */
const BYLINE_REACH = 80;

/** Markup that names an author: rel=author, itemprop=author, an h-card author, a byline class. */
const BYLINE_CLASS = /(?:^|\s)[\w-]*(?:byline|author(?!i[sz]))[\w-]*(?:\s|$)/i;

/** Markup of the page's own byline: not a teaser's, whose cards carry theirs. */
function hasBylineMarkup(ctx: PageContext, teasers: Teasers): boolean {
  const own = (element: Element) => teasers.cards === 0 || !teasers.holds(element);
  if (ctx.elements.withAttribute("itemprop").some((element) => element.getAttribute("itemprop") === "author" && own(element))) return true;
  if (ctx.elements.withAttribute("rel").some((element) => /(?:^|\s)author(?:\s|$)/i.test(element.getAttribute("rel") ?? "") && own(element))) return true;
  return ctx.elements.withAttribute("class").some((element) => BYLINE_CLASS.test(classOf(element)) && own(element));
}

/** A byline label of the page's language followed by a name: a capital letter, or a CJK or Hangul character. */
const labelPatterns = new WeakMap<Lexicon, RegExp>();
function bylineLabelPattern(lexicon: Lexicon): RegExp {
  let pattern = labelPatterns.get(lexicon);
  if (!pattern) {
    const labels = [...lexicon.bylineLabels].sort((a, b) => b.length - a.length).map((label) => {
      const escaped = escapeRegExp(label).replace(/\s+/g, "\\s+");
      // Written lower-case in the lexicon, capitalized at the start of a line ("By", "Por").
      return /^\p{Ll}/u.test(label) ? `(?:${escaped}|${escapeRegExp(label[0]!.toUpperCase())}${escaped.slice(1)})` : escaped;
    });
    pattern = new RegExp(`(?<!\\p{L})(?:${labels.join("|")})[\\s:：／/]+(?:\\p{Lu}|[\\p{Script=Han}\\p{Script=Hangul}\\p{Script=Katakana}\\p{Script=Hiragana}])`, "u");
    labelPatterns.set(lexicon, pattern);
  }
  return pattern;
}

/** Whether a byline label and a name stand beside one of the page's own dates. */
function hasLabelledByline(ctx: PageContext, near: readonly number[]): boolean {
  const lexicon = ctx.lexicon;
  if (!lexicon || lexicon.bylineLabels.length === 0) return false;
  const text = readVisibleDates(ctx).text;
  const pattern = bylineLabelPattern(lexicon);
  return near.some((at) => pattern.test(text.slice(Math.max(0, at - BYLINE_REACH), at + BYLINE_REACH)));
}

export function readArticleMarks(ctx: PageContext, teasers: Teasers): ArticleMarks {
  let proseWords = 0;
  let paragraphs = 0;
  // Text blocks rather than <p> elements: many sites set their body text in <div>s split by <br>.
  for (const block of ctx.main.blocks) {
    if (block.kind !== "text" || block.inTable || block.words < (block.inList ? MIN_ITEM_WORDS : MIN_PARAGRAPH_WORDS)) continue;
    if (teasers.cards > 0 && teasers.holds(block.element)) continue;
    proseWords += block.words;
    paragraphs++;
  }
  // Read beneath the dates view and the page's facts, which ask for the page type.
  const visible = readVisibleDates(ctx);
  const head = Math.max(HEAD_CHARS, visible.text.length * HEAD_SHARE);
  // The page's own dates: declared as published, labelled as published, or unlabelled at the head of the text.
  const own = visible.dates.filter((date) => date.label === "published" || (date.label === null && date.index >= 0 && date.index <= head));
  // A date declared for an article; a WebPage's dates are stamped by the CMS on every kind of page.
  const declared = declaredDates(ctx).some((date) => date.kind === "published" && date.value !== null && date.ofArticle);
  // A byline a reader sees (not a sidebar's profile card, which every page of a personal blog shows), or the markup of one.
  const shown = readByline(ctx).author;
  return {
    proseWords,
    paragraphs,
    dated: declared || readByline(ctx).published !== null,
    bylined: (shown !== null && shown.source !== "author-card") || readDeclaredAuthor(ctx) !== null || hasBylineMarkup(ctx, teasers),
  };
}
