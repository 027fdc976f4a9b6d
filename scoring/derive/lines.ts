// The page's text as a reader sees it, line by line: each block's text with the links and <time>s in it,
// whether it is page furniture (navigation, banners, dialogs), and the line of the page's title, which
// bylines and dates stand near. One iterative walk of the body, bounded, kept per page.
import type { PageContext } from "../context.ts";
import { BLOCK_NAMES, NON_CONTENT_TAGS, bodyOf, classOf } from "./dom.ts";
import { letters } from "./letters.ts";
import { collapseWhitespace } from "./text.ts";

export interface Line {
  index: number;
  /** The line's text, whitespace collapsed, cut at MAX_LINE_CHARS. */
  text: string;
  /** Characters of the whole line, before the cut. */
  chars: number;
  /** The block element the line stands in. */
  block: Element;
  /** 1 to 6 for a heading's line, else 0. */
  heading: number;
  /** The elements the line's text sits in below its block (spans, links, <time>s), in order. */
  inlines: readonly Element[];
  /**
   * Words the line's inline elements carry only in a title or aria-label (an icon's tooltip: "Last updated"
   * over ↻, MkDocs' and many themes' date lines), with where they stand in the line's text.
   */
  tooltips: readonly Tooltip[];
  /** Navigation, a banner or a dialog: never the page's own words. */
  furniture: boolean;
  /** The nearest <header> or <footer> around the line, if any. */
  edge: Element | null;
  /** Whether the line stands in an <article> or <main>. */
  inArticle: boolean;
}

export interface Tooltip {
  at: number;
  text: string;
}

export interface PageLines {
  lines: readonly Line[];
  /** The line of the page's title (its h1, or the line that repeats og:title), or -1. */
  anchor: number;
}

const MAX_LINES = 5_000;
const MAX_LINE_CHARS = 400;
/** Inline elements remembered per line: a byline holds a few; a paragraph of links holds many. */
const MAX_INLINES = 40;
/** A tooltip longer than this is a sentence (a link's description), not a label. */
const MAX_TOOLTIP_CHARS = 40;
const SKIPPED = new Set([...NON_CONTENT_TAGS].map((tag) => tag.toLowerCase()));
const HEADING_LEVELS: Readonly<Record<string, number>> = { h1: 1, h2: 2, h3: 3, h4: 4, h5: 5, h6: 6 };
const FURNITURE_NAMES = new Set(["nav", "dialog"]);
const FURNITURE_ROLES = new Set(["navigation", "dialog", "alertdialog", "search"]);
/** Cookie and consent banners, whatever element holds them: their dates are policies', not the page's. */
const BANNER = /cookie|consent|gdpr|(?:^|[\s_-])cmp(?:$|[\s_-])/i;
/**
 * A bar of links by its class ("top-nav", "navbar"): a site's menu, its "today" date and home link, never the
 * page's byline. A short bar only: themes name whole-page wrappers after their menu too ("wy-nav-content").
 */
const NAV_CLASS = /(?:^|[\s_-])(?:nav|navbar|topbar|top-bar)(?:$|[\s_])/i;
const NAV_BAR_CHARS = 300;

interface Frame {
  element: Element;
  furniture: boolean;
  edge: Element | null;
  inArticle: boolean;
  heading: number;
  block: Element;
}

function isFurniture(element: Element): boolean {
  if (FURNITURE_NAMES.has(element.localName)) return true;
  if (!element.hasAttributes()) return false;
  const role = element.getAttribute("role");
  if (role && FURNITURE_ROLES.has(role.toLowerCase())) return true;
  if (element.getAttribute("aria-modal") === "true") return true;
  return BANNER.test(classOf(element)) || BANNER.test(element.getAttribute("id") ?? "") || (NAV_CLASS.test(classOf(element)) && letters(element, NAV_BAR_CHARS) <= NAV_BAR_CHARS);
}

function walk(root: Element): Line[] {
  const lines: Line[] = [];
  const rootFrame: Frame = { element: root, furniture: false, edge: null, inArticle: false, heading: 0, block: root };
  const stack: Frame[] = [rootFrame];
  let parts: string[] = [];
  let length = 0;
  /** Characters of the line's text nodes, past the cut too. */
  let total = 0;
  let inlines: Element[] = [];
  /** Tooltips at their offset in the raw text of the line (parts joined). */
  let tips: { raw: number; text: string }[] = [];
  /** Characters in `parts`, spaces included. */
  let rawLength = 0;
  let owner: Frame | null = null;

  const flush = () => {
    if (owner && length > 0) {
      const raw = parts.join("");
      const whole = collapseWhitespace(raw);
      if (whole) {
        // The offset in the collapsed text: what the raw text before the tooltip collapses to.
        const tooltips = tips.map(({ raw: at, text }) => ({ at: Math.min(whole.length, collapseWhitespace(raw.slice(0, at)).length + (/\S\s+$/.test(raw.slice(0, at)) ? 1 : 0)), text }));
        lines.push({
          index: lines.length,
          text: whole.slice(0, MAX_LINE_CHARS),
          chars: length < MAX_LINE_CHARS ? whole.length : total,
          block: owner.block,
          heading: owner.heading,
          inlines,
          tooltips,
          furniture: owner.furniture,
          edge: owner.edge,
          inArticle: owner.inArticle,
        });
      }
    }
    parts = [];
    length = 0;
    total = 0;
    inlines = [];
    tips = [];
    rawLength = 0;
    owner = null;
  };
  // Inline elements still separate words ("<span>Ann Lee</span><span>3 March</span>" reads "Ann Lee 3 March").
  const space = () => {
    if (length > 0 && parts[parts.length - 1] !== " ") {
      parts.push(" ");
      rawLength++;
    }
  };

  const enter = (element: Element) => {
    const parent = stack[stack.length - 1]!;
    const name = element.localName;
    const block = BLOCK_NAMES.has(name);
    if (block) flush();
    else {
      space();
      if (inlines.length < MAX_INLINES) inlines.push(element);
      const tip = element.hasAttributes() ? (element.getAttribute("title") ?? element.getAttribute("aria-label"))?.trim() : undefined;
      if (tip && tip.length <= MAX_TOOLTIP_CHARS && tips.length < MAX_INLINES) tips.push({ raw: rawLength, text: tip });
    }
    stack.push({
      element,
      furniture: parent.furniture || isFurniture(element),
      edge: name === "header" || name === "footer" ? element : parent.edge,
      inArticle: parent.inArticle || name === "article" || name === "main",
      heading: HEADING_LEVELS[name] ?? parent.heading,
      block: block ? element : parent.block,
    });
  };
  const leave = () => {
    const frame = stack.pop()!;
    if (BLOCK_NAMES.has(frame.element.localName)) flush();
    else space();
  };

  let node: Node | null = root.firstChild;
  while (node && lines.length < MAX_LINES) {
    let descend = false;
    if (node.nodeType === 3) {
      const value = node.nodeValue ?? "";
      if (/\S/.test(value)) {
        owner ??= stack[stack.length - 1]!;
        if (length < MAX_LINE_CHARS) {
          const kept = value.slice(0, MAX_LINE_CHARS - length);
          parts.push(kept);
          length += kept.length;
          rawLength += kept.length;
        }
        total += value.length;
      } else space();
    } else if (node.nodeType === 1) {
      const element = node as Element;
      if (!SKIPPED.has(element.localName) && !element.hasAttribute("hidden")) {
        enter(element);
        if (element.firstChild) descend = true;
        else leave();
      }
    }
    if (descend) {
      node = node.firstChild;
      continue;
    }
    while (node && node !== root && node.nextSibling === null) {
      node = node.parentNode;
      if (node && node !== root) leave();
    }
    node = node && node !== root ? node.nextSibling : null;
  }
  flush();
  return lines;
}

const comparable = (text: string) => text.toLowerCase().replace(/[\s\p{P}\p{S}]+/gu, "");

/** Parts of a title: the whole, and its pieces between a brand's separators ("Post title | Blog name"). */
const TITLE_SEPARATORS = /\s+[|–—·:-]\s+|[|｜:：]\s*/u;

/**
 * The title line: the first h1 outside furniture that repeats the page's title; else a line that repeats the
 * title or one of its parts (a blog whose h1 is its own name and whose post title is an h3 or a <strong>);
 * else the first h1; else -1.
 */
function findAnchor(ctx: PageContext, lines: readonly Line[]): number {
  const title = ctx.meta.tags.get("og:title") ?? ctx.meta.tags.get("twitter:title") ?? ctx.meta.title ?? "";
  const wanted = comparable(title);
  const parts = [title, ...title.split(TITLE_SEPARATORS)].map(comparable).filter((part) => part.length >= 4);
  const h1s = lines.filter((line) => line.heading === 1 && !line.furniture);
  // An h1 repeats the title when it is one of its parts or holds most of it, not when it is only the site's name in it.
  const repeats = (line: Line) => {
    const own = comparable(line.text);
    return own.length > 0 && (parts.includes(own) || (wanted.includes(own) && own.length * 2 >= wanted.length) || own.includes(wanted));
  };
  const matching = wanted ? h1s.find(repeats) : undefined;
  if (matching) return matching.index;
  const repeated = parts.length > 0 ? lines.find((line) => !line.furniture && line.chars < 300 && parts.includes(comparable(line.text)) && !h1s.includes(line)) : undefined;
  if (repeated && !repeated.edge?.matches("header:not(article header)")) return repeated.index;
  return h1s[0]?.index ?? -1;
}

const cache = new WeakMap<PageContext, PageLines>();

/** The page's lines and its title line, read once per page. */
export function readLines(ctx: PageContext): PageLines {
  let read = cache.get(ctx);
  if (!read) {
    const lines = walk(bodyOf(ctx.document));
    cache.set(ctx, (read = { lines, anchor: findAnchor(ctx, lines) }));
  }
  return read;
}
