// Headings h1-h6 in document order.
import { textOf } from "./dom.ts";
import type { ElementIndex } from "./elements.ts";

export interface Heading {
  level: number;
  text: string;
  element: Element;
}

/** By localName, which linkedom stores; tagName is upper-cased anew on every read. */
const HEADING_NAMES = new Set(["h1", "h2", "h3", "h4", "h5", "h6"]);

export function readHeadings(index: ElementIndex): Heading[] {
  return index.all.filter((element) => HEADING_NAMES.has(element.localName)).map((element) => ({
    level: Number(element.localName.slice(1)),
    text: textOf(element),
    element,
  }));
}
