// The page's main content: <main> (or role=main), else the largest <article>, else the body without its
// navigation, banners and footers. Paragraphs are the <p> blocks inside it. Its text, its paragraphs and the
// structure view's blocks are read in one walk (sections.ts readContent).
import { ARTICLE_TAG, FURNITURE_TAGS, bodyOf, describe, insideTest, isInside, STOP, textOf, walk } from "./dom.ts";
import type { ElementIndex } from "./elements.ts";
import { readContent, type WalkedBlock } from "./sections.ts";
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
  /** The root's blocks and their words, read in the same walk as its text: sections.ts builds the structure view on them. */
  blocks: readonly WalkedBlock[];
  blockWords: number;
}

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

/**
 * Whether `root` holds at least `chars` characters of text (script and style included): stops reading as
 * soon as it does. A walk, not a TreeWalker: linkedom's collects the whole subtree before the first step.
 */
function hasTextAtLeast(root: Element, chars: number): boolean {
  let length = 0;
  walk(root, {
    text(value) {
      length += value.trim().length;
      if (length >= chars) return STOP;
    },
  });
  return length >= chars;
}

/** Whether `element` lies inside `root` (root itself excluded). */
function within(element: Element, root: Element): boolean {
  for (let node = element.parentElement; node; node = node.parentElement) if (node === root) return true;
  return false;
}

export function readMainContent(document: Document, index: ElementIndex): MainContent {
  const { root, reason } = chooseRoot(document, index);
  const read = readContent(root);
  // tagName read once: linkedom upper-cases it anew on every read.
  const tag = root.tagName;
  const wholePage = root === document.documentElement || tag === "BODY";
  const keepFurniture = tag === "MAIN" || tag === "ARTICLE";
  const inFurniture = insideTest(FURNITURE_TAGS);
  const paragraphs = index
    .byTag("p")
    .filter((element) => wholePage || within(element, root))
    .filter((element) => keepFurniture || !inFurniture(element))
    .map((element) => {
      const known = read.paragraphs.get(element);
      if (known) return known;
      const paragraphText = textOf(element);
      return { text: paragraphText, words: countWords(paragraphText), element };
    })
    .filter((paragraph) => paragraph.words > 0);
  return { root, rootReason: reason, text: read.text, words: countWords(read.text), paragraphs, blocks: read.blocks, blockWords: read.words };
}
