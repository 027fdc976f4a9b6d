// How much text an element holds, counted without copying it: the bound a byline or a card is judged by
// ("a container with more text than this is a page section"), cheap on a 5 MB text node.
import { NON_CONTENT_TAGS } from "./dom.ts";

const SKIPPED = new Set([...NON_CONTENT_TAGS].map((tag) => tag.toLowerCase()));

/** Characters of `text` other than whitespace, counted up to `most` (a 5 MB text node is not copied). */
function nonSpace(text: string, most: number): number {
  let count = 0;
  for (let at = 0; at < text.length && count < most; at++) if (text.charCodeAt(at) > 32) count++;
  return count;
}

/** Characters of text under `root` other than whitespace, counted up to just past `most` (scripts and styles skipped). */
export function letters(root: Element, most: number): number {
  let count = 0;
  let node: Node | null = root.firstChild;
  while (node && count <= most) {
    let descend = false;
    if (node.nodeType === 3) count += nonSpace(node.nodeValue ?? "", most - count + 1);
    else if (node.nodeType === 1 && !SKIPPED.has((node as Element).localName)) descend = node.firstChild !== null;
    if (descend) {
      node = node.firstChild;
      continue;
    }
    while (node && node !== root && node.nextSibling === null) node = node.parentNode;
    node = node && node !== root ? node.nextSibling : null;
  }
  return count;
}
