// Headings h1-h6 in document order.
import { textOf } from "./dom.ts";
import type { ElementIndex } from "./elements.ts";

export interface Heading {
  level: number;
  text: string;
  element: Element;
}

const HEADING = /^H[1-6]$/i;

export function readHeadings(index: ElementIndex): Heading[] {
  return index.all.filter((element) => HEADING.test(element.tagName)).map((element) => ({
    level: Number(element.tagName.slice(1)),
    text: textOf(element),
    element,
  }));
}
