// The main content as blocks in reading order (headings, runs of text, lists, tables, images), the sections
// between its headings and its prose sentences, from one iterative walk: the view the answer and structure
// checks share. The walk counts every run of text, so it carries one-pass versions of text.ts's counting.
import type { PageContext } from "../context.ts";
import { FURNITURE_TAGS, NON_CONTENT_TAGS, textOf } from "./dom.ts";
import type { Heading } from "./headings.ts";
import { collapseWhitespace, countWords, excerpt } from "./text.ts";

/** A run of text owned by one block element (a <p>, or a <div> or <li> holding text directly). */
export interface TextBlock {
  kind: "text";
  element: Element;
  text: string;
  words: number;
  /** Words of the main content before this block. */
  offset: number;
  inList: boolean;
  /** Inside a data table (not a layout grid). */
  inTable: boolean;
}

export interface HeadingBlock {
  kind: "heading";
  heading: Heading;
  offset: number;
}

export interface ListBlock {
  kind: "list";
  element: Element;
  ordered: boolean;
  items: number;
  words: number;
  /** Share of the list's characters that are link text: a list of links is navigation, not content. */
  linkShare: number;
  offset: number;
}

export interface TableBlock {
  kind: "table";
  element: Element;
  rows: number;
  cells: number;
  words: number;
  /** A layout grid, not data: role=presentation/none, or it wraps headings, sections or other tables. */
  layout: boolean;
  offset: number;
}

export interface ImageBlock {
  kind: "image";
  element: Element;
  offset: number;
}

export type Block = TextBlock | HeadingBlock | ListBlock | TableBlock | ImageBlock;

/** The content from one heading (or the top) up to the next heading of any level. */
export interface Section {
  heading: Heading | null;
  words: number;
}

export interface Structure {
  blocks: Block[];
  /** Headings with text inside the main content, in order. */
  headings: Heading[];
  sections: Section[];
  /** Words of the main content, summed over its text blocks. */
  words: number;
}

/** What an element is to the walk (bit flags), by lower-case tag name; unlisted elements are inline. */
const OWNS_TEXT = 1;
const LIST = 2;
const TABLE = 4;
const ROW = 8;
const CELL = 16;
const LINK = 32;
/** Inside a table, these mean the table lays out the page rather than holding data. */
const LAYOUT_SIGN = 64;
const HEADING = 128;
const IMAGE = 256;
const BREAK = 512;

const ROLES = new Map<string, number>();
const flag = (names: string, role: number) => {
  for (const name of names.split(" ")) ROLES.set(name, (ROLES.get(name) ?? 0) | role);
};
// Elements that own their direct text as one block ("a<p>b</p>c" is the blocks "a c" and "b").
flag("p div li dt dd td th blockquote pre figure figcaption caption section article main header footer address body", OWNS_TEXT);
flag("details summary fieldset legend center ul ol dl menu table thead tbody tfoot tr hgroup search html", OWNS_TEXT);
flag("ul ol dl menu", LIST);
flag("table", TABLE);
flag("tr", ROW);
flag("td th", CELL);
flag("a", LINK);
flag("table h1 h2 h3 h4 h5 h6 article main nav section", LAYOUT_SIGN);
flag("h1 h2 h3 h4 h5 h6", HEADING);
flag("img", IMAGE);
flag("br", BREAK);

const HAS_TEXT = /\S/;

/**
 * Inside <main> or <article>, a <header> holds the page's h1 and standfirst, so it stays; with the body as
 * the root, headers are the site's banner and are skipped like the other furniture.
 */
function skipTags(root: Element): ReadonlySet<string> {
  const keepHeader = root.localName !== "body" && root.localName !== "html";
  const tags = [...NON_CONTENT_TAGS, ...FURNITURE_TAGS].map((tag) => tag.toLowerCase());
  return new Set(tags.filter((tag) => !(keepHeader && tag === "header")));
}

function isPresentational(table: Element): boolean {
  return /^(?:presentation|none)$/i.test(table.getAttribute("role") ?? "");
}

function countItems(list: Element): number {
  let items = 0;
  for (let child = list.firstElementChild; child; child = child.nextElementSibling) {
    if (child.localName === "li" || child.localName === "dt") items++;
  }
  return items;
}

interface Owner {
  element: Element;
  block: TextBlock | null;
  parts: string[] | null;
  /** The innermost open table when the block started: whether it holds data is known only at the end. */
  table: TableBlock | null;
}

interface Container {
  element: Element;
  block: ListBlock | TableBlock;
  chars: number;
  linkChars: number;
}

function walk(root: Element, headingOf: ReadonlyMap<Element, Heading>): Omit<Structure, "sections" | "headings"> {
  const skip = skipTags(root);
  const blocks: Block[] = [];
  const owners: Owner[] = [];
  const containers: Container[] = [];
  const inTables: [TextBlock, TableBlock][] = [];
  let lists = 0;
  let links = 0;
  let words = 0;

  /** A block boundary inside a run of text: "a<p>b</p>c" reads "a c", not "ac". */
  const breakOwner = () => {
    const owner = owners[owners.length - 1];
    if (owner?.parts) owner.parts.push(" ");
  };

  const innermostTable = (): TableBlock | null => {
    for (let i = containers.length - 1; i >= 0; i--) {
      const block = containers[i]!.block;
      if (block.kind === "table") return block;
    }
    return null;
  };

  /** Opens what `element` starts: a run of text, a list, a table, a link. */
  const enter = (element: Element, role: number): void => {
    if (role & OWNS_TEXT || element === root) {
      breakOwner();
      owners.push({ element, block: null, parts: null, table: innermostTable() });
    }
    if (role & LIST) {
      const block: ListBlock = { kind: "list", element, ordered: element.localName === "ol", items: countItems(element), words: 0, linkShare: 0, offset: words };
      blocks.push(block);
      containers.push({ element, block, chars: 0, linkChars: 0 });
      lists++;
    } else if (role & TABLE) {
      const block: TableBlock = { kind: "table", element, rows: 0, cells: 0, words: 0, layout: isPresentational(element), offset: words };
      blocks.push(block);
      containers.push({ element, block, chars: 0, linkChars: 0 });
    } else if (role & (ROW | CELL)) {
      const table = innermostTable();
      if (table && role & ROW) table.rows++;
      else if (table) table.cells++;
    } else if (role & LINK) {
      links++;
    }
  };

  const exit = (element: Element) => {
    const owner = owners[owners.length - 1];
    if (owner?.element === element) {
      owners.pop();
      if (owner.block && owner.parts) {
        owner.block.text = collapseWhitespace(owner.parts.join(""));
        owner.block.words = countWords(owner.block.text);
        words += owner.block.words;
        const container = containers[containers.length - 1];
        if (container) container.block.words += owner.block.words;
      }
    }
    const container = containers[containers.length - 1];
    if (container?.element === element) {
      containers.pop();
      if (container.block.kind === "list") {
        lists--;
        container.block.linkShare = container.chars > 0 ? container.linkChars / container.chars : 0;
      }
      const parent = containers[containers.length - 1];
      if (parent) {
        parent.chars += container.chars;
        parent.linkChars += container.linkChars;
        parent.block.words += container.block.words;
      }
    }
    if (links > 0 && element.localName === "a") links--;
  };

  const text = (value: string) => {
    const owner = owners[owners.length - 1];
    if (!owner) return;
    if (!owner.block) {
      if (!HAS_TEXT.test(value)) return;
      owner.block = { kind: "text", element: owner.element, text: "", words: 0, offset: words, inList: lists > 0, inTable: false };
      owner.parts = [];
      blocks.push(owner.block);
      if (owner.table) inTables.push([owner.block, owner.table]);
    }
    owner.parts!.push(value);
    const container = containers[containers.length - 1];
    if (container) {
      const length = value.trim().length;
      container.chars += length;
      if (links > 0) container.linkChars += length;
    }
  };

  /** Records what `element` is; true when the walk goes into its children. */
  const visit = (element: Element): boolean => {
    const name = element.localName;
    const role = ROLES.get(name) ?? 0;
    if (role & LAYOUT_SIGN && containers.length > 0) {
      const table = innermostTable();
      if (table) table.layout = true;
    }
    if (skip.has(name)) return false;
    if (role & HEADING) {
      breakOwner();
      const heading = headingOf.get(element) ?? { level: Number(name.slice(1)), text: textOf(element), element };
      if (heading.text) blocks.push({ kind: "heading", heading, offset: words });
      return false;
    }
    if (role & IMAGE) blocks.push({ kind: "image", element, offset: words });
    if (role & BREAK) breakOwner();
    if (role & (IMAGE | BREAK)) return false;
    enter(element, role);
    return true;
  };

  // firstChild/nextSibling rather than childNodes: no array per element, and the way back up closes each
  // element, so no stack of pending work is kept (pages nest 100k elements deep).
  enter(root, ROLES.get(root.localName) ?? 0);
  let node: Node | null = root.firstChild;
  while (node) {
    if (node.nodeType === 3) text(node.nodeValue ?? "");
    else if (node.nodeType === 1 && visit(node as Element)) {
      if (node.firstChild) {
        node = node.firstChild;
        continue;
      }
      exit(node as Element);
    }
    while (node !== root && node.nextSibling === null) {
      node = node.parentNode!;
      exit(node as Element);
    }
    node = node === root ? null : node.nextSibling;
  }
  for (const [block, table] of inTables) block.inTable = !table.layout;
  return { blocks, words };
}

function readStructure(ctx: PageContext): Structure {
  const headingOf = new Map(ctx.headings().map((heading) => [heading.element, heading]));
  const { blocks, words } = walk(ctx.main().root, headingOf);
  const headings: Heading[] = [];
  const sections: Section[] = [{ heading: null, words: 0 }];
  for (const block of blocks) {
    if (block.kind === "heading") {
      headings.push(block.heading);
      sections.push({ heading: block.heading, words: 0 });
    } else if (block.kind === "text") {
      sections[sections.length - 1]!.words += block.words;
    }
  }
  return { blocks, headings, sections: sections.filter((section, index) => index > 0 || section.words > 0), words };
}

/** The main content's blocks, headings and sections, computed once per page. */
export function structure(ctx: PageContext): Structure {
  return ctx.memo("sections:structure", readStructure);
}

const LIST_AND_TABLE = {
  /** A list of fewer items is a single point. */
  minItems: 2,
  /** A list mostly of link text is navigation (related posts, tags), not content. */
  maxLinkShare: 0.8,
  /** A data table has a header row and a data row, with at least two columns. */
  minRows: 2,
  minCells: 4,
} as const;

/** A list that carries content: two or more items, not mostly links. */
export function isContentList(list: ListBlock): boolean {
  return list.items >= LIST_AND_TABLE.minItems && list.linkShare < LIST_AND_TABLE.maxLinkShare;
}

/** A table of data: rows and columns, not a layout grid. */
export function isDataTable(table: TableBlock): boolean {
  return !table.layout && table.rows >= LIST_AND_TABLE.minRows && table.cells >= LIST_AND_TABLE.minCells;
}

/** excerpt() of a text that may be megabytes long: only its start is collapsed and cut. */
export function quote(text: string, maxChars = 120): string {
  return excerpt(text.slice(0, maxChars * 2 + 2), maxChars);
}

/** Text blocks that read as prose: outside lists and tables, not captions or code, at least this many words. */
const MIN_PROSE_WORDS = 5;
const NOT_PROSE = new Set(["figcaption", "caption", "dt", "th", "td", "pre", "address", "legend", "summary"]);

export interface Sentence {
  text: string;
  words: number;
}

export interface Prose {
  block: TextBlock;
  sentences: Sentence[];
}

/**
 * Sentences are read from the first this-many characters of a paragraph: longer is a wall of text whatever
 * follows, and a sample that size says how long its sentences run.
 */
const MAX_SENTENCE_CHARS = 10_000;

/** derive/text.ts's sentence end, without the u flag (every character is in the BMP): several times faster. */
const SENTENCE_END = /[.!?。！？]+["'”’)\]]*(?:\s+|$)|[。！？]+/g;

/** Sentences of collapsed text with their words, as derive/text.ts sentences() splits them (checked by a property test). */
export function splitSentences(text: string): Sentence[] {
  if (!text) return [];
  return text.split(SENTENCE_END).flatMap((part) => {
    const sentence = part.trim();
    const words = countWords(sentence);
    return words > 0 ? [{ text: sentence, words }] : [];
  });
}

function readProse(ctx: PageContext): Prose[] {
  return structure(ctx)
    .blocks.filter(
      (block): block is TextBlock =>
        block.kind === "text" && !block.inList && !block.inTable && block.words >= MIN_PROSE_WORDS && !NOT_PROSE.has(block.element.localName),
    )
    .map((block) => ({ block, sentences: splitSentences(block.text.slice(0, MAX_SENTENCE_CHARS)) }));
}

/** The main content's prose paragraphs with their sentences, computed once per page. */
export function prose(ctx: PageContext): Prose[] {
  return ctx.memo("sections:prose", readProse);
}

/** The sentences of a text block: from the prose view when the block is prose, else split now. */
export function sentencesOf(ctx: PageContext, block: TextBlock): Sentence[] {
  const byBlock = ctx.memo("sections:prose-by-block", (page) => new Map(prose(page).map((paragraph) => [paragraph.block, paragraph.sentences])));
  return byBlock.get(block) ?? splitSentences(block.text.slice(0, MAX_SENTENCE_CHARS));
}

/** The page's h1: the first in the main content, else the first anywhere (a hero banner's), else none. */
export function firstH1(ctx: PageContext): Heading | undefined {
  return (
    structure(ctx).headings.find((heading) => heading.level === 1) ??
    ctx.headings().find((heading) => heading.level === 1 && heading.text.length > 0)
  );
}

/** The blocks after the main content's first h1, or all of them when its h1 is outside or missing. */
export function blocksAfterH1(ctx: PageContext): Block[] {
  const { blocks } = structure(ctx);
  const index = blocks.findIndex((block) => block.kind === "heading" && block.heading.level === 1);
  return index >= 0 ? blocks.slice(index + 1) : blocks;
}
