// How much text an element holds, counted without copying it: the bound a byline or a card is judged by
// ("a container with more text than this is a page section"), cheap on a 5 MB text node.
import { NON_CONTENT_TAGS } from "./dom.ts";

const SKIPPED = new Set([...NON_CONTENT_TAGS].map((tag) => tag.toLowerCase()));

/** Whether a UTF-16 code unit is a Han, kana or Hangul character (each holds about a word's worth). */
const isWide = (code: number) => (code >= 0x2e80 && code <= 0x9fff) || (code >= 0xac00 && code <= 0xd7af) || (code >= 0xf900 && code <= 0xfaff);

/** Characters of `text` other than whitespace, counted up to `most` (a 5 MB text node is not copied); wide ones count `wide` each. */
function nonSpace(text: string, most: number, wide: number): number {
  let count = 0;
  for (let at = 0; at < text.length && count < most; at++) {
    const code = text.charCodeAt(at);
    if (code > 32) count += wide !== 1 && isWide(code) ? wide : 1;
  }
  return count;
}

/**
 * Characters of text under `root` other than whitespace, counted up to just past `most` (scripts and styles skipped).
 * `wide`: what a Han, kana or Hangul character counts for, when the bound means an amount of text in any script.
 */
export function letters(root: Element, most: number, wide = 1): number {
  let count = 0;
  let node: Node | null = root.firstChild;
  while (node && count <= most) {
    let descend = false;
    if (node.nodeType === 3) count += nonSpace(node.nodeValue ?? "", most - count + 1, wide);
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
