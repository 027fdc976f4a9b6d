// The page's main content: <main> (or role=main), else the largest <article>, else the body without its
// navigation, banners and footers. Paragraphs are the <p> blocks inside it.
import { ARTICLE_TAG, FURNITURE_TAGS, NON_CONTENT_TAGS, bodyOf, describe, insideTest, isInside, textOf } from "./dom.ts";
import type { ElementIndex } from "./elements.ts";
import { countWords } from "./text.ts";

export interface Paragraph {
  text: string;
  words: number;
  element: Element;
}

export interface MainContent {
  root: Element;
  /** How the root was chosen, for evidence. */
  rootReason: string;
  text: string;
  words: number;
  paragraphs: Paragraph[];
}

const SKIP_ALL = new Set([...NON_CONTENT_TAGS, ...FURNITURE_TAGS]);
/** A <main> with less text than this is a shell; look further. */
const MIN_MAIN_CHARS = 200;

function chooseRoot(document: Document, index: ElementIndex): { root: Element; reason: string } {
  const main = index.byTag("main")[0] ?? index.withAttribute("role").find((element) => element.getAttribute("role") === "main");
  if (main && hasTextAtLeast(main, MIN_MAIN_CHARS)) return { root: main, reason: describe(main) };
  // Outermost articles only: measuring nested ones re-reads the same text (quadratic on hostile nesting).
  const articles = index.byTag("article").filter((article) => !(article.parentElement && isInside(article.parentElement, ARTICLE_TAG)));
  const largest = articles
    .map((article) => ({ article, length: textOf(article).length }))
    .sort((a, b) => b.length - a.length)[0];
  if (largest && largest.length >= MIN_MAIN_CHARS) return { root: largest.article, reason: "the largest <article>" };
  const body = bodyOf(document);
  return { root: body, reason: "the body without navigation, header, footer and asides" };
}

/** Whether `root` holds at least `chars` characters of text: stops reading as soon as it does. */
function hasTextAtLeast(root: Element, chars: number): boolean {
  let length = 0;
  for (const walker = root.ownerDocument.createTreeWalker(root, SHOW_TEXT); walker.nextNode(); ) {
    length += (walker.currentNode.nodeValue ?? "").trim().length;
    if (length >= chars) return true;
  }
  return false;
}

/** NodeFilter.SHOW_TEXT (the constant is not global in every runtime we run in). */
const SHOW_TEXT = 4;

/** Whether `element` lies inside `root` (root itself excluded). */
function within(element: Element, root: Element): boolean {
  for (let node = element.parentElement; node; node = node.parentElement) if (node === root) return true;
  return false;
}

export function readMainContent(document: Document, index: ElementIndex): MainContent {
  const { root, reason } = chooseRoot(document, index);
  const text = textOf(root, SKIP_ALL);
  const wholePage = root === document.documentElement || root.tagName === "BODY";
  const inFurniture = insideTest(FURNITURE_TAGS);
  const paragraphs = index
    .byTag("p")
    .filter((element) => wholePage || within(element, root))
    .filter((element) => root.tagName === "MAIN" || root.tagName === "ARTICLE" || !inFurniture(element))
    .map((element) => {
      const paragraphText = textOf(element);
      return { text: paragraphText, words: countWords(paragraphText), element };
    })
    .filter((paragraph) => paragraph.words > 0);
  return { root, rootReason: reason, text, words: countWords(text), paragraphs };
}
