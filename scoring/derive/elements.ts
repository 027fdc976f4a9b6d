// Every element of the page in document order, bucketed by tag: one cheap walk that replaces the many
// selector queries the views would otherwise run over the whole tree (each a full walk with selector
// matching in linkedom).

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

/** NodeFilter.SHOW_ELEMENT (the constant is not global in every runtime we run in). */
const SHOW_ELEMENT = 1;

/**
 * @param source The markup the document was parsed from. An attribute's name in the tree is copied verbatim
 *   from the markup (the parser keeps its case, and names have no character references), so a name the markup
 *   never mentions is carried by no element: most pages skip most scans that way.
 */
export function indexElements(document: Document, source: string): ElementIndex {
  const root = document.documentElement;
  const all: Element[] = root ? [root] : [];
  // linkedom's TreeWalker follows its internal node list: about twice as fast as querySelectorAll("*").
  const walker = document.createTreeWalker(root ?? document, SHOW_ELEMENT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) all.push(node as Element);
  const buckets = new Map<string, Element[]>();
  for (const element of all) {
    // localName is stored (lower-case in HTML documents); tagName is upper-cased anew on every read.
    const tag = element.localName;
    const bucket = buckets.get(tag);
    if (bucket) bucket.push(element);
    else buckets.set(tag, [element]);
  }
  const carriers = new Map<string, Element[]>();
  const withAttribute = (name: string) => {
    let found = carriers.get(name);
    if (!found) carriers.set(name, (found = source.includes(name) ? all.filter((element) => element.hasAttribute(name)) : []));
    return found;
  };
  return { all, byTag: (tag) => buckets.get(tag) ?? [], withAttribute };
}
