// Parses a page into linkedom's DOM within fixed bounds, so that no input can make the parse quadratic or
// run a Worker isolate (128 MB) out of memory:
// - Nesting stops at MAX_DEPTH. htmlparser2 (linkedom's parser) keeps its open elements in an array it
//   unshifts, so N nested elements cost N²: 100,000 nested <div>s take seconds, 1,000,000 minutes. Browsers
//   stop nesting at 512 levels too (Chromium's kMaxDOMTreeDepth).
// - The DOM holds at most MAX_NODES nodes (elements, attributes, text, comments): linkedom spends about
//   350 bytes a node, and 5 MiB of `<p>a` is 2.6 million of them. A page past the budget is cut there.
// A first pass runs htmlparser2's own Parser, told through its one extension point (isVoidElement) to
// treat an element opened past MAX_DEPTH as void, so its stack never grows past the cap. The start tags it
// made void are then left out of the markup linkedom parses: both parses see the same tags otherwise,
// so linkedom's tree stops at the same depth. Elements with raw text (script, style...) are never made
// void: without their start tag, their text would be read as markup.
import { Parser } from "htmlparser2";
import { parseHTML } from "linkedom";
import { runAtOnce, type Steps } from "../steps.ts";

export const MAX_DEPTH = 512;
/** About 40 MB of linkedom DOM at worst (a text node per character); the corpus's largest page (a long Wikipedia article) has 44k. */
export const MAX_NODES = 60_000;

/** Elements the tokenizer reads as raw text up to their end tag (htmlparser2's Tokenizer sequences). */
const RAW_TEXT = new Set(["script", "style", "title", "textarea", "xmp"]);

export interface ParseBounds {
  maxDepth?: number;
  maxNodes?: number;
}

export interface ParsedPage {
  document: Document;
  /** Start tags left out because they opened past the depth cap. */
  cutTags: number;
  /** Where the markup was cut for the node budget (characters kept), or null when it was read whole. */
  truncatedAt: number | null;
  /** Nodes counted up to the cut (all of them when the page was read whole). */
  nodes: number;
}

/** htmlparser2's Parser with nesting capped: a start tag past the cap is read as a void element. */
class BoundedParser extends Parser {
  private readonly maxDepth: number;
  private depth = 0;
  /** While the parser reads a start tag's name (isVoidElement is asked then, and again at the tag's end). */
  private opening = false;
  /** The answer given for the start tag being read, repeated when the parser asks again at its end. */
  private pending: boolean | null = null;
  readonly cuts: [number, number][] = [];
  nodes = 0;
  overflowAt: number | null = null;
  /** An attribute name written with capitals (`itemProp`), which linkedom keeps as written. */
  upperCaseAttributes = false;

  constructor(maxDepth: number, maxNodes: number) {
    super(
      {
        onopentagname: () => {
          this.depth++;
          this.count(maxNodes);
        },
        onopentag: () => {
          if (this.pending === true) this.cuts.push([this.startIndex, this.endIndex + 1]);
        },
        onclosetag: () => {
          this.depth--;
        },
        onattribute: (name) => {
          this.count(maxNodes);
          if (!this.upperCaseAttributes && UPPER_CASE.test(name)) this.upperCaseAttributes = true;
        },
        ontext: () => this.count(maxNodes),
        oncomment: () => this.count(maxNodes),
      },
      { lowerCaseAttributeNames: false, decodeEntities: true },
    );
    this.maxDepth = maxDepth;
  }

  private count(maxNodes: number): void {
    if (++this.nodes > maxNodes && this.overflowAt === null) this.overflowAt = this.startIndex;
  }

  override onopentagname(start: number, endIndex: number): void {
    this.opening = true;
    super.onopentagname(start, endIndex);
    this.opening = false;
  }

  protected override isVoidElement(name: string): boolean {
    if (super.isVoidElement(name)) return true;
    if (this.opening) {
      this.pending = this.depth >= this.maxDepth && !RAW_TEXT.has(name);
      return this.pending;
    }
    if (this.pending !== null) {
      const answer = this.pending;
      this.pending = null;
      return answer;
    }
    return false;
  }
}

const UPPER_CASE = /[A-Z]/;

/** Reads the markup in slices, so that reading stops soon after the node budget is spent. */
const SLICE_CHARS = 64 * 1024;

/** The markup linkedom is given: start tags past the depth cap left out, and cut at the node budget. */
interface Bounded {
  markup: string;
  cutTags: number;
  truncatedAt: number | null;
  nodes: number;
  upperCaseAttributes: boolean;
}

function* boundedMarkup(html: string, maxDepth: number, maxNodes: number): Steps<Bounded> {
  const parser = new BoundedParser(maxDepth, maxNodes);
  for (let at = 0; at < html.length && parser.overflowAt === null; at += SLICE_CHARS) {
    parser.write(html.slice(at, at + SLICE_CHARS));
    yield;
  }
  if (parser.overflowAt === null) parser.end();
  const end = parser.overflowAt ?? html.length;
  const cuts = parser.cuts.filter(([start]) => start < end);
  const { nodes, upperCaseAttributes } = parser;
  if (cuts.length === 0 && end === html.length) return { markup: html, cutTags: 0, truncatedAt: null, nodes, upperCaseAttributes };
  const parts: string[] = [];
  let from = 0;
  for (const [start, stop] of cuts) {
    parts.push(html.slice(from, start));
    from = Math.min(stop, end);
  }
  parts.push(html.slice(from, end));
  return { markup: parts.join(""), cutTags: cuts.length, truncatedAt: parser.overflowAt, nodes: Math.min(nodes, maxNodes), upperCaseAttributes };
}

/**
 * Attribute names lower-cased as browsers read them (linkedom keeps `itemProp` and `HREF` as written, so
 * `getAttribute("itemprop")` would miss them); of duplicates, the first wins, as in the HTML tokenizer.
 */
function lowerCaseAttributeNames(document: Document): void {
  for (const element of document.querySelectorAll("*")) {
    for (const { name, value } of [...element.attributes]) {
      const lower = name.toLowerCase();
      if (lower === name) continue;
      element.removeAttribute(name);
      if (!element.hasAttribute(lower)) element.setAttribute(lower, value);
    }
  }
}


export function parsePage(html: string, bounds: ParseBounds = {}): ParsedPage {
  return runAtOnce(parseSteps(html, bounds));
}

/** parsePage in steps (steps.ts): a slice of the bounding pass each, then linkedom's parse. */
export function* parseSteps(html: string, bounds: ParseBounds = {}): Steps<ParsedPage> {
  const { markup, cutTags, truncatedAt, nodes, upperCaseAttributes } = yield* boundedMarkup(html, bounds.maxDepth ?? MAX_DEPTH, bounds.maxNodes ?? MAX_NODES);
  let document = parseHTML(markup).document;
  // linkedom leaves text-only input without a root element (and its body getter then throws): give such
  // input the html and body a browser would imply.
  if (!document.documentElement) document = parseHTML(`<html><body>${markup}</body></html>`).document;
  if (upperCaseAttributes) {
    yield;
    lowerCaseAttributeNames(document);
  }
  return { document, cutTags, truncatedAt, nodes };
}
