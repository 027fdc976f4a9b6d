// Headings h1-h6 in document order.
import { textOf } from "./dom.ts";

export interface Heading {
  level: number;
  text: string;
  element: Element;
}

export function readHeadings(document: Document): Heading[] {
  return [...document.querySelectorAll("h1, h2, h3, h4, h5, h6")].map((element) => ({
    level: Number(element.tagName.slice(1)),
    text: textOf(element),
    element,
  }));
}
