// Microdata (itemscope/itemtype) and RDFa (typeof) types, for pages that mark up without JSON-LD, and
// their items read as JSON-LD-like nodes (WHATWG HTML §5.2 microdata values; RDFa Lite 1.1) so property
// checks judge all three syntaxes alike.
import { schemaType, type SchemaNode } from "./jsonld.ts";
import type { ElementIndex } from "./elements.ts";

export interface InlineTypes {
  microdata: string[];
  rdfa: string[];
}

export function readInlineTypes(index: ElementIndex): InlineTypes {
  const microdata: string[] = [];
  const rdfa: string[] = [];
  for (const element of index.withAttribute("itemscope")) {
    if (!element.hasAttribute("itemtype")) continue;
    for (const type of words(element.getAttribute("itemtype"))) microdata.push(schemaType(type));
  }
  for (const element of index.withAttribute("typeof")) {
    for (const type of words(element.getAttribute("typeof"))) rdfa.push(schemaType(type.replace(/^[a-z]+:/i, "")));
  }
  return { microdata, rdfa };
}

export interface InlineItems {
  microdata: SchemaNode[];
  rdfa: SchemaNode[];
}

/** Bounds on hostile pages: elements walked, items and property values read, characters and elements per text value. */
const MAX_ELEMENTS = 200_000;
const MAX_ITEMS = 2_000;
const MAX_VALUES = 10_000;
const MAX_VALUE_CHARS = 300;
const MAX_VALUE_ELEMENTS = 200;

interface Syntax {
  /** Whether the element starts an item. */
  isScope: (element: Element) => boolean;
  types: (element: Element) => string[];
  /** Property names on the element, without prefixes. */
  props: (element: Element) => string[];
  /** The attribute naming the item's global identifier (@id in JSON-LD). */
  idAttribute: string;
  /** Attributes holding a property's value before its text, in order. */
  valueAttributes: (element: Element) => readonly string[];
}

const URL_ATTRIBUTE: Record<string, string> = {
  A: "href", AREA: "href", LINK: "href", IMG: "src", AUDIO: "src", VIDEO: "src", SOURCE: "src", IFRAME: "src",
  EMBED: "src", TRACK: "src", OBJECT: "data", TIME: "datetime", DATA: "value", METER: "value",
};

/** Space-separated tokens; most elements have no such attribute, answered without splitting. */
const words = (value: string | null) => (value ? value.split(/\s+/).filter(Boolean) : []);

const MICRODATA: Syntax = {
  isScope: (element) => element.hasAttribute("itemscope"),
  idAttribute: "itemid",
  types: (element) => words(element.getAttribute("itemtype")).map(schemaType),
  props: (element) => words(element.getAttribute("itemprop")).map((name) => name.replace(/^https?:\/\/schema\.org\//i, "")),
  valueAttributes: (element) => ["content", URL_ATTRIBUTE[element.tagName.toUpperCase()] ?? "content"],
};

const RDFA: Syntax = {
  isScope: (element) => element.hasAttribute("typeof"),
  idAttribute: "resource",
  types: (element) => words(element.getAttribute("typeof")).map((type) => schemaType(type.replace(/^[a-z]+:/i, ""))),
  props: (element) => words(element.getAttribute("property")).map((name) => schemaType(name).replace(/^[a-z]+:/i, "")),
  valueAttributes: (element) => ["content", "resource", URL_ATTRIBUTE[element.tagName.toUpperCase()] ?? "href", "href", "src"],
};

/** Up to MAX_VALUE_CHARS of an element's text, walking at most MAX_VALUE_ELEMENTS nodes. */
function boundedText(element: Element): string {
  const parts: string[] = [];
  let length = 0;
  let visited = 0;
  const stack: Node[] = [element];
  while (stack.length > 0 && length < MAX_VALUE_CHARS && visited++ < MAX_VALUE_ELEMENTS) {
    const node = stack.pop()!;
    if (node.nodeType === 3) {
      const text = node.nodeValue ?? "";
      parts.push(text);
      length += text.length;
      continue;
    }
    for (let child = node.lastChild; child; child = child.previousSibling) stack.push(child);
  }
  return parts.join(" ").replace(/\s+/g, " ").trim().slice(0, MAX_VALUE_CHARS);
}

function valueOf(element: Element, syntax: Syntax): string {
  for (const name of syntax.valueAttributes(element)) {
    const value = element.getAttribute(name);
    if (value !== null && value.trim() !== "") return value.trim();
  }
  return boundedText(element);
}

function addProperty(data: Record<string, unknown>, name: string, value: unknown): void {
  const current = data[name];
  if (current === undefined) data[name] = value;
  else if (Array.isArray(current)) current.push(value);
  else data[name] = [current, value];
}

/**
 * An iterative walk from each of `starts`, in document order, each begun outside any item: each property
 * is assigned to the nearest enclosing item. A start met in an earlier walk (an item nested in an earlier
 * one) is not walked again.
 */
function readItems(starts: readonly Element[], syntax: Syntax): SchemaNode[] {
  const nodes: SchemaNode[] = [];
  const seen = new Set<Element>();
  const stack: { element: Element; scope: Record<string, unknown> | null }[] = [];
  let walked = 0;
  let items = 0;
  let values = 0;
  for (const start of starts) {
    if (seen.has(start)) continue;
    stack.push({ element: start, scope: null });
    while (stack.length > 0 && walked++ < MAX_ELEMENTS) {
      const { element, scope } = stack.pop()!;
      const props = scope ? syntax.props(element) : [];
      let own: Record<string, unknown> | null = null;
      if (syntax.isScope(element)) {
        seen.add(element);
        // Past the item budget the page is hostile or generated: what was read is enough to judge.
        if (++items > MAX_ITEMS) return nodes;
        const types = syntax.types(element);
        own = types.length > 0 ? { "@type": types } : {};
        const id = element.getAttribute(syntax.idAttribute);
        if (id) own["@id"] = id.trim();
        if (types.length > 0) nodes.push({ types, data: own, nested: props.length > 0 });
      }
      if (scope) {
        for (const name of props) {
          if (++values > MAX_VALUES) return nodes;
          addProperty(scope, name, own ?? valueOf(element, syntax));
        }
      }
      // Last child first, so the first is read first; sibling links, as linkedom builds `children` anew per read.
      for (let child = element.lastElementChild; child; child = child.previousElementSibling) stack.push({ element: child, scope: own ?? scope });
    }
  }
  return nodes;
}

/**
 * A syntax's items. Outside every item an element can only start one, so a page within the walk budget
 * is walked from its outermost items (in document order) rather than from its root: the same elements,
 * less the page around them. A bigger page is walked from the root, so the budget cuts where it always did.
 */
function itemsOf(index: ElementIndex, scopes: readonly Element[], syntax: Syntax): SchemaNode[] {
  const root = index.all[0];
  if (!root) return [];
  return readItems(index.all.length > MAX_ELEMENTS ? [root] : scopes, syntax);
}

/** Microdata and RDFa items as nodes; walks the document only for a syntax the page uses. */
export function readInlineItems(index: ElementIndex, types: InlineTypes): InlineItems {
  return {
    microdata: types.microdata.length > 0 ? itemsOf(index, index.withAttribute("itemscope"), MICRODATA) : [],
    rdfa: types.rdfa.length > 0 ? itemsOf(index, index.withAttribute("typeof"), RDFA) : [],
  };
}
