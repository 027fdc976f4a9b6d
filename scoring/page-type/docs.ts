// Documentation's furniture: a navigation of the section's pages that marks this one (every docs generator
// draws one: Docusaurus, MkDocs, VitePress, Zendesk, hand-made handbooks), code blocks, and a link to edit
// the page's source. Blogs have sidebars too, but of other posts, and they do not mark the one you read.
import type { PageContext } from "../context.ts";
import { classOf, isInside } from "../derive/dom.ts";
import { collapseWhitespace } from "../derive/text.ts";
import { pageKey, resolve, sameSite, segmentsOf } from "./urls.ts";

/** A class that marks the current item: active, current, selected, is-on, here ("menu__link--active", "on"). */
const CURRENT_CLASS = /(?:^|[\s_-])(?:active|current|selected|on|here)(?:$|[\s_-])/i;
/** Header and footer navigation marks the current section on every kind of page. */
const CHROME = new Set(["HEADER", "FOOTER"]);
/** How far up from the marked link to look for the navigation holding it. */
const MAX_NAV_DEPTH = 6;
/** Other pages a docs navigation lists: of the same first folder when the page has one, else more of them (a bare top menu lists a handful). */
const MIN_SECTION_LINKS = 3;
const MIN_ROOT_LINKS = 7;

/** Attributes that mark the current item where no class does (aria-current, or a framework's data-active="true"). */
const CURRENT_ATTRIBUTES = ["aria-current", "data-active", "data-current"];

function marked(element: Element): boolean {
  for (const name of CURRENT_ATTRIBUTES) {
    const value = element.getAttribute(name);
    if (value !== null && value !== "false") return true;
  }
  return CURRENT_CLASS.test(classOf(element));
}

/** The link, or the list item holding it, marks the current page. */
function marksCurrent(link: Element): boolean {
  const parent = link.parentElement;
  return marked(link) || (parent !== null && parent.localName === "li" && marked(parent));
}

/** Pages of the site, other than this one, that links under `root` point to. */
function otherPages(root: Element, ctx: PageContext, self: string): URL[] {
  const seen = new Map<string, URL>();
  for (const link of root.querySelectorAll("a[href]")) {
    const url = resolve(link.getAttribute("href"), ctx.input.url);
    if (!url || !sameSite(url, ctx.input.url)) continue;
    const key = pageKey(url);
    if (key !== self && !seen.has(key)) seen.set(key, url);
  }
  return [...seen.values()];
}

/** The number of pages in a navigation that lists this page marked as current, or 0. */
export function readDocsNavigation(ctx: PageContext): number {
  const self = pageKey(ctx.input.url);
  const own = segmentsOf(ctx.input.url);
  const [section] = own;
  const segments = own.length;
  // A page's siblings share its first folder, or the folder it sits in (/docs/billing/export beside /fr/billing/vat:
  // a wiki that prefixes its links with the reader's locale).
  const parent = segments >= 2 ? own[segments - 2] : undefined;
  // The link to this page may carry another locale's or version's prefix (/fr/billing/export for /docs/billing/export).
  const isThisPage = (url: URL) => {
    if (pageKey(url) === self) return true;
    const theirs = segmentsOf(url);
    return segments >= 2 && sameSite(url, ctx.input.url) && theirs.length >= 2 && theirs.slice(-2).join("/") === own.slice(-2).join("/");
  };
  const sibling = (other: URL) => {
    const theirs = segmentsOf(other);
    return theirs[0] === section || (parent !== undefined && theirs.length >= 2 && theirs[theirs.length - 2] === parent);
  };
  const h1 = ctx.elements.byTag("h1")[0];
  for (const link of ctx.elements.byTag("a")) {
    // The mark first: resolving every link's address is the costly part on a page of thousands.
    if (!marksCurrent(link)) continue;
    // Sphinx marks the page you read with a bare "#": a link to this very page.
    const href = link.getAttribute("href");
    const url = href === "#" ? ctx.input.url : resolve(href, ctx.input.url);
    if (!url || !isThisPage(url) || isInside(link, CHROME)) continue;
    let node = link.parentElement;
    for (let depth = 0; node && depth < MAX_NAV_DEPTH; depth++, node = node.parentElement) {
      // A docs navigation stands beside the page's heading, never around it: past the heading, its links are the content's.
      if (h1 && node.contains(h1)) break;
      const others = otherPages(node, ctx, self);
      const inSection = segments >= 2 ? others.filter(sibling).length : 0;
      if (segments >= 2 ? inSection >= MIN_SECTION_LINKS : others.length >= MIN_ROOT_LINKS) return others.length + 1;
      // The navigation is the nearest block with several links: past it, the links are the page's others.
      if (others.length >= MIN_ROOT_LINKS) break;
    }
  }
  return 0;
}

/** Code blocks in the main content. */
export function countCodeBlocks(ctx: PageContext): number {
  const root = ctx.main.root;
  return ctx.elements.byTag("pre").filter((pre) => root.contains(pre)).length;
}

/** A link to edit the page's source in a repository ("Edit this page", "Suggest an edit"). */
const EDIT_LINK = /\/(?:edit|blob)\/[^?#]+\.(?:md|mdx|markdown|rst|adoc|asciidoc|ipynb)(?:[?#]|$)/i;

export function hasEditLink(ctx: PageContext): boolean {
  return ctx.elements.byTag("a").some((link) => EDIT_LINK.test(link.getAttribute("href") ?? ""));
}

/** A folder naming a release: v2, 4.1, 3.x, latest, stable (Read the Docs, versioned manuals and API references). */
const VERSION_SEGMENT = /^(?:v\d+(?:\.\d+){0,2}|\d+\.\d+(?:\.\d+)?|\d+\.x|latest|stable)$/i;

/** The release folder in the page's address, if any: never its last segment (a page named "2.5" is no manual's version). */
export function versionInAddress(ctx: PageContext): string | null {
  const segments = segmentsOf(ctx.input.url).slice(0, -1);
  return segments.find((segment) => VERSION_SEGMENT.test(segment)) ?? null;
}

/** Elements a help centre sets its feedback question in, and how long such a question is at most. */
const FEEDBACK_TAGS = ["p", "div", "span", "strong", "b", "h2", "h3", "h4", "h5", "h6", "legend", "label", "dt"];
const MAX_FEEDBACK_CHARS = 80;
/**
 * Elements holding more children than this, or children with children of their own, hold more than a question:
 * not read, so that no element's whole text is read on a large or deeply nested page (each text once or twice).
 */
const MAX_FEEDBACK_CHILDREN = 2;
const isLeafy = (element: Element) => {
  if (element.childElementCount > MAX_FEEDBACK_CHILDREN) return false;
  for (let child = element.firstElementChild; child; child = child.nextElementSibling) if (child.childElementCount > 0) return false;
  return true;
};

/**
 * The question a help centre asks under each article ("Was this article helpful?", "Did this answer your
 * question?", "この記事は役に立ちましたか？") with its buttons: Zendesk, Intercom, Freshdesk, Help Scout and
 * hand-made FAQs ask it, blogs rarely. The whole of a short text, so an article asking it in a sentence is not one.
 */
export function hasFeedbackQuestion(ctx: PageContext): boolean {
  const pattern = ctx.words.docsFeedback;
  return FEEDBACK_TAGS.some((tag) =>
    ctx.elements.byTag(tag).some((element) => {
      if (!isLeafy(element)) return false;
      const text = element.textContent ?? "";
      return text.length <= MAX_FEEDBACK_CHARS && pattern.test(collapseWhitespace(text));
    }),
  );
}

/**
 * A release's number in a heading: v2, 3.8, 5.3.0 (not a date's parts: neither 17.02.2026 nor "17.02." is a
 * version). A numbered section ("2.1 Setup") has no date beside it, which a release heading has (below).
 */
const VERSION = /(?<![\d.\p{L}])(?:v\d{1,3}(?:\.\d{1,3}){0,2}|\d{1,3}(?:\.\d{1,3}){1,2})(?![\d.]*\d)(?!\.)/iu;
/**
 * A release heading carries its date: a year beside the number ("Version 5.3.0 — 17 février 2026", "[1.1.0] -
 * 2026-02-15"), or in a short line right under it ("2.14.0" over "February 26, 2026").
 */
const YEAR = /(?:^|\D)(?:19|20)\d\d(?!\d)/;
const MAX_DATE_LINE_CHARS = 40;

function releaseDated(text: string, heading: Element): boolean {
  if (YEAR.test(text.replace(VERSION, " "))) return true;
  const next = heading.nextElementSibling?.textContent ?? "";
  return next.length <= MAX_DATE_LINE_CHARS && YEAR.test(next);
}

/** Headings of the main content naming a release and its date: release notes' entries, each a version's changes. */
export function countReleaseHeadings(ctx: PageContext): number {
  const root = ctx.main.root;
  return ctx.headings.filter(({ level, text, element }) => level >= 2 && level <= 4 && VERSION.test(text) && releaseDated(text, element) && root.contains(element)).length;
}
