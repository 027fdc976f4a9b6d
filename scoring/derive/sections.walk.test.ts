import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { PageContext } from "../context.ts";
import { page } from "../test-helpers.ts";
import { FURNITURE_TAGS, NON_CONTENT_TAGS, insideTest, textOf } from "./dom.ts";
import type { Heading } from "./headings.ts";
import { type Block, type TableBlock, type TextBlock } from "./sections.ts";
import { collapseWhitespace, countWords } from "./text.ts";
import { nestedMarkup } from "../test-arbitraries.ts";

// The main text, its paragraphs and the structure's blocks come from one walk; these are the three readings
// written separately, as they were before: textOf for the text and each paragraph, a walk of its own for the blocks.

const ROLE_NAMES: Record<string, string> = {
  owns: "p div li dt dd td th blockquote pre figure figcaption caption section article main header footer address body details summary fieldset legend center ul ol dl menu table thead tbody tfoot tr hgroup search html",
  list: "ul ol dl menu",
  layout: "table h1 h2 h3 h4 h5 h6 article main nav section",
  heading: "h1 h2 h3 h4 h5 h6",
};
const has = (role: string, name: string) => ROLE_NAMES[role]!.split(" ").includes(name);

function referenceBlocks(root: Element, headingOf: ReadonlyMap<Element, Heading>): Block[] {
  const keepHeader = root.localName !== "body" && root.localName !== "html";
  const skip = new Set([...NON_CONTENT_TAGS, ...FURNITURE_TAGS].map((tag) => tag.toLowerCase()).filter((tag) => !(keepHeader && tag === "header")));
  const blocks: Block[] = [];
  const owners: { element: Element; block: TextBlock | null; parts: string[]; table: TableBlock | null }[] = [];
  const containers: { element: Element; block: Exclude<Block, TextBlock | { kind: "heading" | "image" }>; chars: number; linkChars: number }[] = [];
  const inTables: [TextBlock, TableBlock][] = [];
  let [lists, links, words] = [0, 0, 0];
  const breakOwner = () => owners[owners.length - 1]?.parts.push(" ");
  const innermostTable = () => [...containers].reverse().find((container) => container.block.kind === "table")?.block as TableBlock | undefined;
  const enter = (element: Element) => {
    const name = element.localName;
    if (has("owns", name) || element === root) {
      breakOwner();
      owners.push({ element, block: null, parts: [], table: innermostTable() ?? null });
    }
    if (has("list", name)) {
      const items = [...element.children].filter((child) => child.localName === "li" || child.localName === "dt").length;
      const block = { kind: "list" as const, element, ordered: name === "ol", items, words: 0, linkShare: 0, offset: words };
      blocks.push(block);
      containers.push({ element, block, chars: 0, linkChars: 0 });
      lists++;
    } else if (name === "table") {
      const block = { kind: "table" as const, element, rows: 0, cells: 0, words: 0, layout: /^(?:presentation|none)$/i.test(element.getAttribute("role") ?? ""), offset: words };
      blocks.push(block);
      containers.push({ element, block, chars: 0, linkChars: 0 });
    } else if (name === "tr" || name === "td" || name === "th") {
      const table = innermostTable();
      if (table && name === "tr") table.rows++;
      else if (table) table.cells++;
    } else if (name === "a") {
      links++;
    }
  };
  const exit = (element: Element) => {
    const owner = owners[owners.length - 1];
    if (owner?.element === element) {
      owners.pop();
      if (owner.block) {
        owner.block.text = collapseWhitespace(owner.parts.join(""));
        owner.block.words = countWords(owner.block.text);
        words += owner.block.words;
        if (containers.length > 0) containers[containers.length - 1]!.block.words += owner.block.words;
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
      if (!/\S/.test(value)) return;
      owner.block = { kind: "text", element: owner.element, text: "", words: 0, offset: words, inList: lists > 0, inTable: false };
      blocks.push(owner.block);
      if (owner.table) inTables.push([owner.block, owner.table]);
    }
    owner.parts.push(value);
    const container = containers[containers.length - 1];
    if (container) {
      container.chars += value.trim().length;
      if (links > 0) container.linkChars += value.trim().length;
    }
  };
  const visit = (element: Element): boolean => {
    const name = element.localName;
    if (has("layout", name) && containers.length > 0) {
      const table = innermostTable();
      if (table) table.layout = true;
    }
    if (skip.has(name)) return false;
    if (has("heading", name)) {
      breakOwner();
      const heading = headingOf.get(element) ?? { level: Number(name.slice(1)), text: textOf(element), element };
      if (heading.text) blocks.push({ kind: "heading", heading, offset: words });
      return false;
    }
    if (name === "img") blocks.push({ kind: "image", element, offset: words });
    if (name === "br") breakOwner();
    if (name === "img" || name === "br") return false;
    enter(element);
    return true;
  };
  const read = (element: Element) => {
    for (let child = element.firstChild; child; child = child.nextSibling) {
      if (child.nodeType === 3) text(child.nodeValue ?? "");
      else if (child.nodeType === 1 && visit(child as Element)) {
        read(child as Element);
        exit(child as Element);
      }
    }
  };
  enter(root);
  read(root);
  if (root.firstChild) exit(root);
  for (const [block, table] of inTables) block.inTable = !table.layout;
  return blocks;
}

function referenceParagraphs(ctx: PageContext) {
  const root = ctx.main.root;
  const wholePage = root === ctx.document.documentElement || root.tagName === "BODY";
  const inFurniture = insideTest(FURNITURE_TAGS);
  const within = (element: Element) => {
    for (let node = element.parentElement; node; node = node.parentElement) if (node === root) return true;
    return false;
  };
  return ctx
    .elements
    .byTag("p")
    .filter((element) => wholePage || within(element))
    .filter((element) => root.tagName === "MAIN" || root.tagName === "ARTICLE" || !inFurniture(element))
    .map((element) => ({ text: textOf(element), words: countWords(textOf(element)), element }))
    .filter((paragraph) => paragraph.words > 0);
}

/** Blocks and paragraphs with their elements as positions in the page, for comparing. */
function plain(ctx: PageContext, value: unknown): unknown {
  const position = new Map(ctx.elements.all.map((element, index) => [element, index]));
  return JSON.parse(JSON.stringify(value, (key, field) => (key === "element" ? position.get(field) : field)));
}

const TAGS = ["p", "div", "span", "a", "b", "li", "ul", "ol", "dl", "dt", "dd", "table", "tr", "td", "th", "h1", "h2", "h3", "header", "footer", "nav", "aside", "section", "article", "main", "img", "br", "hr", "script", "noscript", "template", "svg", "figure", "figcaption", "caption", "pre", "blockquote", "address", "details", "summary", "dialog"];
const TEXTS = ["Plain words here", " ", "\n  ", "a", "Two. Sentences!", "日本語", "한국어 문장", "don’t-stop", "  spaced   out  ", "x\u00a0y"];

const fragment = nestedMarkup({
  tags: TAGS,
  leaves: [fc.constantFrom(...TEXTS)],
  attributes: fc.boolean().map((presentational) => (presentational ? ' role="presentation"' : "")),
  maxChildren: 4,
  depthSize: "small",
});

describe("the one walk of the main content", () => {
  it("reads the text, paragraphs and blocks the separate readings do", () => {
    fc.assert(
      fc.property(fc.array(fragment, { maxLength: 5 }), (parts) => {
        const ctx = page(parts.join(""));
        const main = ctx.main;
        const headingOf = new Map(ctx.headings.map((heading) => [heading.element, heading]));
        expect(main.text).toBe(textOf(main.root, new Set([...NON_CONTENT_TAGS, ...FURNITURE_TAGS])));
        expect(main.words).toBe(countWords(main.text));
        expect(plain(ctx, main.paragraphs)).toEqual(plain(ctx, referenceParagraphs(ctx)));
        expect(plain(ctx, ctx.structure.blocks)).toEqual(plain(ctx, referenceBlocks(main.root, headingOf)));
      }),
      { numRuns: 1500 },
    );
    // 1,500 whole pages take 2–3 s on an idle machine; the limit is for a busy one, not a speed claim.
  }, 30_000);
});
