// Headings h1-h6 in document order.
import { textOf } from "./dom.ts";
import type { ElementIndex } from "./elements.ts";

export interface Heading {
  level: number;
  text: string;
  element: Element;
}

const HEADING_NAMES = ["h1", "h2", "h3", "h4", "h5", "h6"];

/**
 * The index's h1-h6 buckets merged in document order: one level is in order already; for several, the index
 * is read from the first heading to the last, each element compared with the next heading of each level.
 */
function headingElements(index: ElementIndex): readonly Element[] {
  const levels = HEADING_NAMES.map((name) => index.byTag(name)).filter((elements) => elements.length > 0);
  if (levels.length <= 1) return levels[0] ?? [];
  const merged: Element[] = [];
  const next = levels.map(() => 0);
  let remaining = levels.reduce((sum, elements) => sum + elements.length, 0);
  const all = index.all;
  for (let i = Math.min(...levels.map((elements) => all.indexOf(elements[0]!))); remaining > 0 && i < all.length; i++) {
    const element = all[i]!;
    const level = levels.findIndex((elements, k) => elements[next[k]!] === element);
    if (level === -1) continue;
    merged.push(element);
    next[level]!++;
    remaining--;
  }
  return merged;
}

export function readHeadings(index: ElementIndex): Heading[] {
  return headingElements(index).map((element) => ({
    level: Number(element.localName.slice(1)),
    text: textOf(element),
    element,
  }));
}
