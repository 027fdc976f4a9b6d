// The page's main content: <main> (or role=main), else the largest <article>, else the body without its
// navigation, banners and footers. Paragraphs are the <p> blocks inside it.
import { FURNITURE_TAGS, NON_CONTENT_TAGS, bodyOf, describe, isInside, textOf } from "./dom.ts";
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

function chooseRoot(document: Document): { root: Element; reason: string } {
  const main = document.querySelector("main, [role=main]");
  if (main && textOf(main).length >= MIN_MAIN_CHARS) return { root: main, reason: describe(main) };
  // Outermost articles only: measuring nested ones re-reads the same text (quadratic on hostile nesting).
  const articles = [...document.querySelectorAll("article")].filter((article) => !article.parentElement?.closest("article"));
  const largest = articles
    .map((article) => ({ article, length: textOf(article).length }))
    .sort((a, b) => b.length - a.length)[0];
  if (largest && largest.length >= MIN_MAIN_CHARS) return { root: largest.article, reason: "the largest <article>" };
  const body = bodyOf(document);
  return { root: body, reason: "the body without navigation, header, footer and asides" };
}

export function readMainContent(document: Document): MainContent {
  const { root, reason } = chooseRoot(document);
  const text = textOf(root, SKIP_ALL);
  const paragraphs = [...root.querySelectorAll("p")]
    .filter((element) => !isInside(element, FURNITURE_TAGS) || root.tagName === "MAIN" || root.tagName === "ARTICLE")
    .map((element) => {
      const paragraphText = textOf(element);
      return { text: paragraphText, words: countWords(paragraphText), element };
    })
    .filter((paragraph) => paragraph.words > 0);
  return { root, rootReason: reason, text, words: countWords(text), paragraphs };
}
