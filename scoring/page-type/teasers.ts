// A run of teasers: five or more sibling cards of one make, each linking to another page of the site by a
// title (or an image) and carrying text of its own (an excerpt, a date, a price). Blog indexes, section
// fronts and shop categories are made of them; menus are not (a link and nothing more), nor comments (their
// links point back to the page, or away from the site).
import type { PageContext } from "../context.ts";
import { FURNITURE_TAGS, classOf, insideTest, textOf } from "../derive/dom.ts";
import { isAvatar } from "../derive/profile-cards.ts";
import { bylinePatternsOf, type BylinePatterns } from "../lexicons/byline-patterns.ts";
import { countWords } from "../derive/text.ts";
import { pageKey, resolve, sameSite } from "./urls.ts";

export interface Teasers {
  /** Cards in the longest run; 0 when there is none. */
  cards: number;
  /** Words of text in them. */
  words: number;
  /** A short run accepted without dates: each card a heading over an excerpt (a small topic page, or a page's cards of services). */
  undated: boolean;
  /** Whether an element lies inside one of the cards. */
  holds(element: Element): boolean;
}

export const MIN_TEASERS = 5;
/**
 * A shorter run is teasers too when every card carries an excerpt and a date (a category page of three posts,
 * a news section's first screen), or, undated, a heading of its own over an excerpt (a topic page of three
 * guides; a weaker sign, see page-type.ts): menus have neither, and comments link back to their page.
 */
export const MIN_RICH_TEASERS = 3;
const CARD_TAGS = new Set(["article", "li", "div", "section"]);
/**
 * A line of excerpt, in words of text beyond the card's links (English-equivalent words, text.ts): about forty
 * characters of English, fewer characters of Korean, Chinese or Japanese, which say as much in less.
 */
const MIN_EXCERPT_WORDS = 7;
const DATED = /(?:^|\D)(?:19|20)\d\d(?!\d)/;
/** A card's text beyond its links, in characters (a date, a price, a line of excerpt), unless it has a heading. */
const MIN_OWN_CHARS = 8;
/** Text of a card before its title link: a category or a date, not a sentence. */
const MAX_LEAD_CHARS = 60;
/** Elements read per card before giving up on it (cards are small), and siblings read per page (hostile pages repeat). */
const MAX_CARD_ELEMENTS = 150;
const MAX_MEMBERS_READ = 3_000;
/** A teaser is short: a card with more text is a section of the page. */
const MAX_CARD_CHARS = 800;
/** The share of a run's members that must read as cards (a run may hold an ad slot or a sold-out box). */
const MIN_CARD_SHARE = 0.6;

const HEADING = /^h[2-6]$/;
/** A link that wraps a card: a heading or a block of text inside it, not a bare label. */
const wrapsCard = (element: Element) => element.localName === "a" && element.querySelector("h2, h3, h4, h5, h6, article, p, div") !== null;
const MEDIA = new Set(["img", "picture"]);

/** The elements under `root`, or null when there are more than `max`: one bounded walk. */
function elementsUpTo(root: Element, max: number): Element[] | null {
  const found: Element[] = [];
  let node: Element | null = root.firstElementChild;
  while (node) {
    found.push(node);
    if (found.length > max) return null;
    if (node.firstElementChild) {
      node = node.firstElementChild;
      continue;
    }
    while (node && node !== root && node.nextElementSibling === null) node = node.parentElement;
    node = node && node !== root ? node.nextElementSibling : null;
  }
  return found;
}

/**
 * The href a card links to another page of the site by, and the characters of its links: a title link has two
 * words or more (or an image or heading inside) and opens the card, after at most a short label (a category,
 * a date). A link inside running text (a reference, a roundup's item) is no title. Null when the card is too
 * large to be a teaser, or has no title link.
 */
function readCard(element: Element, ctx: PageContext, self: string, words: BylinePatterns): { href: string; text: string; linkChars: number; linkText: string[] } | null {
  const inside = elementsUpTo(element, MAX_CARD_ELEMENTS);
  if (!inside) return null;
  const text = textOf(element);
  if (text.length > MAX_CARD_CHARS) return null;
  const links = element.localName === "a" ? [element, ...inside.filter((el) => el.localName === "a")] : inside.filter((el) => el.localName === "a");
  let href: string | null = null;
  let linkChars = 0;
  const linkText: string[] = [];
  for (const link of links) {
    const label = textOf(link);
    if (href) {
      linkChars += label.length;
      linkText.push(label);
      continue;
    }
    // The cheap tests first: the label, its place in the card, and only then the address it resolves to.
    // A one-word link is a name or a handle (a commenter's profile), not a title, nor is a link around a person's picture.
    const titled =
      (label === "" || text.indexOf(label) <= MAX_LEAD_CHARS) &&
      (countWords(label) >= 2 || (countWords(label) === 0 && [...link.querySelectorAll("*")].some((el) => (MEDIA.has(el.localName) && !isAvatar(el, words)) || HEADING.test(el.localName))));
    const target = titled ? resolve(link.getAttribute("href"), ctx.input.url) : null;
    if (!target || !sameSite(target, ctx.input.url) || pageKey(target) === self) {
      linkChars += label.length;
      linkText.push(label);
      continue;
    }
    href = target.href;
    const title = titleOf(link);
    linkChars += title.length;
    linkText.push(title);
  }
  return href ? { href, text, linkChars, linkText } : null;
}

/** Words of a card's text beyond its links' (its excerpt, date and labels). */
const excerptWords = (card: { text: string; linkText: string[] }) => countWords(card.text) - card.linkText.reduce((sum, label) => sum + countWords(label), 0);

/** A link's title: its text, or where it wraps the whole card (title, excerpt, date), its heading, else its first part of two words or more. */
function titleOf(link: Element): string {
  const heading = link.querySelector("h1, h2, h3, h4, h5, h6");
  if (heading) return textOf(heading);
  for (let child = link.firstElementChild; child; child = child.nextElementSibling) {
    const text = textOf(child);
    if (countWords(text) >= 2) return text;
  }
  return textOf(link);
}

/** The runs' grouping key: the tag and first class ("li.product" and "li.product.outofstock" are one make). */
const makeOf = (element: Element) => `${element.localName}.${classOf(element).trim().split(/\s+/)[0] ?? ""}`;

/** The longest run of teasers on the page, outside its header, navigation, footer and asides. */
export function readTeasers(ctx: PageContext): Teasers {
  const self = pageKey(ctx.input.url);
  const words = bylinePatternsOf(ctx.lexicons);
  const inFurniture = insideTest(FURNITURE_TAGS);
  let best: Element[] = [];
  let bestUndated = false;
  let read = 0;
  for (const parent of ctx.elements.all) {
    if (read > MAX_MEMBERS_READ) break;
    if (parent.childElementCount < MIN_RICH_TEASERS || inFurniture(parent)) continue;
    const runs = new Map<string, Element[]>();
    for (let child = parent.firstElementChild; child; child = child.nextElementSibling) {
      const make = makeOf(child);
      const run = runs.get(make);
      if (run) run.push(child);
      else runs.set(make, [child]);
    }
    for (const run of runs.values()) {
      if (run.length < MIN_RICH_TEASERS || run.length <= best.length) continue;
      // A short run is read only when its members are card containers: three paragraphs or links are text, unless
      // each link wraps a card of its own (a heading, an excerpt: a theme's clickable entry cards).
      if (run.length < MIN_TEASERS && !CARD_TAGS.has(run[0]!.localName) && !run.every(wrapsCard)) continue;
      const hrefs = new Set<string>();
      const cards: Element[] = [];
      // Past this many members that are no cards, the run cannot reach its share: stop reading it.
      const maxMisses = run.length - Math.ceil(run.length * MIN_CARD_SHARE);
      let misses = 0;
      let rich = 0;
      let headed = 0;
      for (const member of run) {
        read++;
        const card = readCard(member, ctx, self, words);
        const hasHeading = card !== null && (HEADING.test(member.localName) || member.querySelector("h2, h3, h4, h5, h6") !== null);
        if (card && (hasHeading || card.text.length - card.linkChars >= MIN_OWN_CHARS)) {
          cards.push(member);
          hrefs.add(card.href);
          // Rich: dated, with an excerpt or a headline of its own (a section front's headlines under their reporters' bylines).
          const excerpt = excerptWords(card) >= MIN_EXCERPT_WORDS;
          if ((hasHeading || excerpt) && (DATED.test(card.text) || member.querySelector("time") !== null)) rich++;
          // Undated, a card needs both: a heading of its own over a line of excerpt (a menu has neither, a grid of links no excerpt).
          if (hasHeading && excerpt) headed++;
        } else if (++misses > maxMisses) break;
      }
      const short = hrefs.size >= MIN_RICH_TEASERS && (rich === run.length || headed === run.length);
      if ((hrefs.size >= MIN_TEASERS || short) && misses <= maxMisses && cards.length > best.length) {
        best = cards;
        bestUndated = hrefs.size < MIN_TEASERS && rich < run.length;
      }
    }
  }
  const held = new Set(best);
  return {
    cards: best.length,
    undated: bestUndated,
    words: best.reduce((sum, card) => sum + countWords(textOf(card)), 0),
    holds: (element) => {
      for (let node: Element | null = element; node; node = node.parentElement) if (held.has(node)) return true;
      return false;
    },
  };
}
