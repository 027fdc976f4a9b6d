// The main content as blocks in reading order (headings, runs of text, lists, tables, images), the sections
// between its headings and its prose sentences, from one iterative walk: the view the answer and structure
// checks share. The same walk reads the main text and its paragraphs for main-content.ts (walking a large
// DOM costs more than anything done along the way). Words and sentences are text.ts's.
import type { PageContext } from "../context.ts";
import { apartFrom, BLOCK_NAMES, FURNITURE_TAGS, NON_CONTENT_TAGS, SKIP, textOf, walk } from "./dom.ts";
import type { Heading } from "./headings.ts";
import type { Paragraph } from "./main-content.ts";
import { collapseWhitespace, countWords, excerpt, splitSentences, type Sentence } from "./text.ts";

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
const PARAGRAPH = 1024;
/** A list item, when a child of the list. */
const ITEM = 2048;
/** The elements dom.ts textOf ends a line at ("a</p><p>b" reads "a b"). */
const LINE_BREAK = 4096;
/** Never content (dom.ts NON_CONTENT_TAGS), and the page's furniture (FURNITURE_TAGS); the <header> also as BANNER. */
const NON_CONTENT = 8192;
const FURNITURE = 16384;
const BANNER = 32768;

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
flag("p", PARAGRAPH);
flag("li dt", ITEM);
flag([...BLOCK_NAMES].join(" "), LINE_BREAK);
flag([...NON_CONTENT_TAGS].join(" ").toLowerCase(), NON_CONTENT);
flag([...FURNITURE_TAGS].join(" ").toLowerCase(), FURNITURE);
flag("header", BANNER);

const HAS_TEXT = /\S/;

/**
 * Whether the structure leaves out elements of `role`: never content, and furniture. Inside <main> or
 * <article>, a <header> holds the page's h1 and standfirst, so it stays; with the body as the root, headers
 * are the site's banner and are skipped like the other furniture.
 */
function skips(role: number, keepHeader: boolean): boolean {
  return (role & NON_CONTENT) !== 0 || ((role & FURNITURE) !== 0 && !(keepHeader && (role & BANNER) !== 0));
}

function isPresentational(table: Element): boolean {
  return /^(?:presentation|none)$/i.test(table.getAttribute("role") ?? "");
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
  /** How deep in the walk the list or table sits: its items are the children one deeper. */
  depth: number;
}

/** A heading as the walk meets it; the structure view resolves it to the page's Heading (ctx.headings). */
export interface HeadingMark {
  kind: "heading-mark";
  element: Element;
  offset: number;
}

export type WalkedBlock = Exclude<Block, HeadingBlock> | HeadingMark;

/** What one walk reads of the main content: its text and paragraphs (main-content.ts), its blocks (structure). */
export interface ContentRead {
  /** The text as dom.ts textOf(root) reads it, with the page's furniture (<header> included) left out. */
  text: string;
  /** The <p> elements the walk read whole; main-content.ts reads any other itself. */
  paragraphs: ReadonlyMap<Element, Paragraph>;
  blocks: WalkedBlock[];
  /** Words of the text blocks. */
  words: number;
}

interface OpenParagraph {
  element: Element;
  parts: string[];
  /** False once the walk passes over part of it (furniture inside the <p>): main-content.ts reads it again. */
  whole: boolean;
}

/**
 * Whether a <p> read the same text as the block it owns: the block takes the same pieces, less the
 * whitespace before its first word (which collapsing drops anyway).
 */
function readsAsBlock(parts: readonly string[], blockParts: readonly string[]): boolean {
  const skipped = parts.length - blockParts.length;
  if (skipped < 0) return false;
  for (let i = 0; i < skipped; i++) if (HAS_TEXT.test(parts[i]!)) return false;
  for (let i = 0; i < blockParts.length; i++) if (parts[skipped + i] !== blockParts[i]) return false;
  return true;
}

/** A <p>'s text and words: most read as the text block the <p> owns, whose text and count are then reused. */
function paragraphOf(element: Element, parts: readonly string[], owner: Owner | null): Paragraph {
  if (owner?.block && owner.parts && readsAsBlock(parts, owner.parts)) return { text: owner.block.text, words: owner.block.words, element };
  const text = collapseWhitespace(parts.join(""));
  return { text, words: countWords(text), element };
}

/**
 * Reads the main content in one walk for three readers: the main text (furniture left out, headings read),
 * the structure's blocks (headers kept inside <main> or <article>, headings taken whole from ctx.headings)
 * and the <p> elements' own text. It goes into an element while the text or the structure still reads it.
 */
export function readContent(root: Element): ContentRead {
  const keepHeader = root.localName !== "body" && root.localName !== "html";
  const blocks: WalkedBlock[] = [];
  const owners: Owner[] = [];
  const containers: Container[] = [];
  const inTables: [TextBlock, TableBlock][] = [];
  const mainParts: string[] = [];
  const paragraphs: OpenParagraph[] = [];
  const readParagraphs = new Map<Element, Paragraph>();
  /** The outermost element whose subtree the main text, or the structure, leaves out; null while it reads. */
  let mainOffAt: Element | null = null;
  let structureOffAt: Element | null = null;
  /** Depth of the node read, the root's being 0. */
  let depth = 0;
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
      const block: ListBlock = { kind: "list", element, ordered: element.localName === "ol", items: 0, words: 0, linkShare: 0, offset: words };
      blocks.push(block);
      containers.push({ element, block, chars: 0, linkChars: 0, depth });
      lists++;
    } else if (role & TABLE) {
      const block: TableBlock = { kind: "table", element, rows: 0, cells: 0, words: 0, layout: isPresentational(element), offset: words };
      blocks.push(block);
      containers.push({ element, block, chars: 0, linkChars: 0, depth });
    } else if (role & (ROW | CELL)) {
      const table = innermostTable();
      if (table && role & ROW) table.rows++;
      else if (table) table.cells++;
    } else if (role & LINK) {
      links++;
    }
  };

  /** Closes what `element` opened; returns it as the owner of a run of text, if it was one. */
  const exit = (element: Element): Owner | null => {
    let closed: Owner | null = null;
    const owner = owners[owners.length - 1];
    if (owner?.element === element) {
      owners.pop();
      closed = owner;
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
    return closed;
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

  /** Records what `element` is to the structure; true when the structure reads its children. */
  const visit = (element: Element, role: number): boolean => {
    if (role & LAYOUT_SIGN && containers.length > 0) {
      const table = innermostTable();
      if (table) table.layout = true;
    }
    if (skips(role, keepHeader)) return false;
    if (role & HEADING) {
      breakOwner();
      blocks.push({ kind: "heading-mark", element, offset: words });
      return false;
    }
    if (role & IMAGE) blocks.push({ kind: "image", element, offset: words });
    if (role & BREAK) breakOwner();
    if (role & (IMAGE | BREAK)) return false;
    // A list's items are its <li> and <dt> children, counted as the walk passes them.
    const container = containers[containers.length - 1];
    if (role & ITEM && container?.block.kind === "list" && container.depth === depth - 1) container.block.items++;
    enter(element, role);
    return true;
  };

  /** Reads `element` for each reader; false when no reader goes into it. */
  const open = (element: Element): boolean => {
    const role = ROLES.get(element.localName) ?? 0;
    if (paragraphs.length > 0 && role & LINE_BREAK && !(role & NON_CONTENT)) {
      for (const paragraph of paragraphs) paragraph.parts.push(" ");
    }
    if (mainOffAt === null) {
      if (role & (NON_CONTENT | FURNITURE)) mainOffAt = element;
      else if (role & LINE_BREAK) mainParts.push(" ");
    }
    if (structureOffAt === null && !visit(element, role)) structureOffAt = element;
    if (role & PARAGRAPH) paragraphs.push({ element, parts: [], whole: true });
    if (mainOffAt === null || structureOffAt === null) return true;
    if (paragraphs.length > 0 && !(role & NON_CONTENT) && element.firstChild) {
      for (const paragraph of paragraphs) paragraph.whole = false;
    }
    return false;
  };

  const close = (element: Element): void => {
    if (mainOffAt === element) mainOffAt = null;
    let closed: Owner | null = null;
    if (structureOffAt === element) structureOffAt = null;
    else if (structureOffAt === null) closed = exit(element);
    const paragraph = paragraphs[paragraphs.length - 1];
    if (paragraph?.element === element) {
      paragraphs.pop();
      if (paragraph.whole) readParagraphs.set(element, paragraphOf(element, paragraph.parts, closed));
    }
  };

  let previousText = "";
  const readText = (raw: string) => {
    const value = apartFrom(previousText, raw);
    if (raw !== "") previousText = raw;
    if (mainOffAt === null) mainParts.push(value);
    if (structureOffAt === null) text(value);
    for (const paragraph of paragraphs) paragraph.parts.push(value);
  };

  enter(root, ROLES.get(root.localName) ?? 0);
  walk(root, {
    enter(element, at) {
      depth = at;
      return open(element) ? undefined : SKIP;
    },
    leave(element, at) {
      depth = at;
      close(element);
    },
    text: readText,
  });
  // The walk leaves the root's children; the root, entered above, is closed here.
  depth = 0;
  close(root);
  for (const [block, table] of inTables) block.inTable = !table.layout;
  return { text: collapseWhitespace(mainParts.join("")), paragraphs: readParagraphs, blocks, words };
}

/** The main content's blocks, headings and sections (the context's `structure` view). */
export function readStructure(ctx: PageContext): Structure {
  const headingOf = new Map(ctx.headings.map((heading) => [heading.element, heading]));
  const { blocks: walked, blockWords: words } = ctx.main;
  const blocks: Block[] = [];
  const headings: Heading[] = [];
  const sections: Section[] = [{ heading: null, words: 0 }];
  for (const block of walked) {
    if (block.kind === "heading-mark") {
      const { element, offset } = block;
      const heading = headingOf.get(element) ?? { level: Number(element.localName.slice(1)), text: textOf(element), element };
      if (!heading.text) continue;
      blocks.push({ kind: "heading", heading, offset });
      headings.push(heading);
      sections.push({ heading, words: 0 });
    } else {
      blocks.push(block);
      if (block.kind === "text") sections[sections.length - 1]!.words += block.words;
    }
  }
  return { blocks, headings, sections: sections.filter((section, index) => index > 0 || section.words > 0), words };
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

export interface Prose {
  block: TextBlock;
  sentences: Sentence[];
}

/**
 * Sentences are read from the first this-many characters of a paragraph: longer is a wall of text whatever
 * follows, and a sample that size says how long its sentences run.
 */
export const MAX_SENTENCE_CHARS = 10_000;

/** The main content's prose paragraphs with their sentences (the context's `prose` view). */
export function readProse(ctx: PageContext): Prose[] {
  return ctx.structure
    .blocks.filter(
      (block): block is TextBlock =>
        block.kind === "text" && !block.inList && !block.inTable && block.words >= MIN_PROSE_WORDS && !NOT_PROSE.has(block.element.localName),
    )
    .map((block) => ({ block, sentences: splitSentences(block.text.slice(0, MAX_SENTENCE_CHARS), ctx.lexicon) }));
}


/** The page's h1: the first in the main content, else the first anywhere (a hero banner's), else none. */
export function firstH1(ctx: PageContext): Heading | undefined {
  return (
    ctx.structure.headings.find((heading) => heading.level === 1) ??
    ctx.headings.find((heading) => heading.level === 1 && heading.text.length > 0)
  );
}

/** The blocks after the main content's first h1, or all of them when its h1 is outside or missing. */
export function blocksAfterH1(ctx: PageContext): Block[] {
  const { blocks } = ctx.structure;
  const index = blocks.findIndex((block) => block.kind === "heading" && block.heading.level === 1);
  return index >= 0 ? blocks.slice(index + 1) : blocks;
}
