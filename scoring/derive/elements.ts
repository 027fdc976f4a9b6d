// Every element of the page in document order, bucketed by tag: one cheap walk that replaces the many
// selector queries the views would otherwise run over the whole tree (each a full walk with selector
// matching in linkedom). elementsUnder() answers "these tags under this element" from the same index.
import { walk } from "./dom.ts";

export interface ElementIndex {
  /** All elements, in document order. */
  all: readonly Element[];
  /** Elements with this tag name (lower-case), in document order. */
  byTag(tag: string): readonly Element[];
  /**
   * Elements carrying this attribute, in document order: one scan per attribute name, however many views
   * look elements up by it (itemprop, role, data-nosnippet).
   */
  withAttribute(name: string): readonly Element[];
}

export function indexElements(document: Document): ElementIndex {
  const root = document.documentElement;
  const all: Element[] = root ? [root] : [];
  // dom.ts's walk lists the same elements as linkedom's TreeWalker (checked on the corpus) in a third of
  // its time, and either beats querySelectorAll("*").
  walk(root ?? document, {
    enter(element) {
      all.push(element);
    },
  });
  const buckets = new Map<string, Element[]>();
  for (const element of all) {
    // localName is stored (lower-case in HTML documents); tagName is upper-cased anew on every read.
    const tag = element.localName;
    const bucket = buckets.get(tag);
    if (bucket) bucket.push(element);
    else buckets.set(tag, [element]);
  }
  const scanned = new Map<string, Element[]>();
  const withAttribute = (name: string) => {
    let found = scanned.get(name);
    if (found) return found;
    found = [];
    for (const element of all) if (element.hasAttribute(name)) found.push(element);
    scanned.set(name, found);
    return found;
  };
  return { all, byTag: (tag) => buckets.get(tag) ?? [], withAttribute };
}

/** The first element after `element` and its subtree, within `bound` (null: the whole document). */
function following(element: Element, bound: Element | null): Element | null {
  for (let node: Element | null = element; node && node !== bound; node = node.parentElement) {
    const next = node.nextElementSibling;
    if (next) return next;
  }
  return null;
}

/** Where the elements of `list`, a document-ordered part of `all`, stand in `all` (those before `end`). */
function positions(all: readonly Element[], list: readonly Element[], end: number): number[] {
  const found: number[] = [];
  for (let at = 0, next = 0; at < end && next < list.length; at++) {
    if (all[at] === list[next]) {
      found.push(at);
      next++;
    }
  }
  return found;
}

/**
 * The elements with one of the tag `names` that root.querySelectorAll lists (those inside a <template>
 * left out), in document order. The index lists every element and every tag in document order, and a
 * subtree is one run of the first: the tag lists are placed in it by comparing identities, cheaper than
 * reading each element's localName (a lookup across dozens of element classes) or a selector's tree walk.
 */
export function elementsUnder(index: ElementIndex, root: Element, names: readonly string[]): Element[] {
  const all = index.all;
  const start = all.indexOf(root);
  const after = following(root, null);
  const end = after ? all.indexOf(after, start) : all.length;
  // Template contents, which the selector walk skips: disjoint runs, in order (nested templates fall inside).
  const skipped: { from: number; to: number }[] = [];
  for (const at of positions(all, index.byTag("template"), end)) {
    if (at <= start || at < (skipped[skipped.length - 1]?.to ?? 0)) continue;
    const resume = following(all[at]!, root);
    skipped.push({ from: at, to: resume ? all.indexOf(resume, at) : end });
  }
  const found: Element[] = [];
  let run = 0;
  for (const at of names.flatMap((name) => positions(all, index.byTag(name), end)).sort((a, b) => a - b)) {
    while (run < skipped.length && skipped[run]!.to <= at) run++;
    const skip = skipped[run];
    if (at > start && !(skip && at > skip.from)) found.push(all[at]!);
  }
  return found;
}
