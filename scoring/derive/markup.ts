// Prepares a page's markup for linkedom in one linear scan. The scan tokenizes the markup as htmlparser2
// (linkedom's parser) does and keeps its stack of open elements the way htmlparser2 builds the tree, so what
// it changes in one place cannot move anything elsewhere:
// - Nesting is capped at MAX_DEPTH. linkedom's parse is quadratic in depth (100,000 nested <div>s take 15 s),
//   and browsers stop nesting at 512 levels anyway (Chromium's kMaxDOMTreeDepth). Opening tags past the cap
//   and their end tags are dropped; the text between them stays.
// - What no check reads is left out, because linkedom builds it node by node: the text of <style> elements,
//   the drawing inside an inline <svg> (the <svg> itself stays, empty; one holding a link or a script stays
//   whole), every attribute not in READ_ATTRIBUTES, and whitespace-only text in the head or before a
//   block's start tag, where every text reader (dom.ts textOf, the sections walk, visible-dates' textHead)
//   ends a line at BLOCK_NAMES anyway.
// - Attribute names are lower-cased as browsers do (linkedom keeps `HREF` as written, where `href` is asked
//   for), and `class` becomes CLASS_ATTRIBUTE (see attributes.ts).
// Markup with nothing to change comes back as the same string.
import { CLASS_ATTRIBUTE, READ_ATTRIBUTES } from "./attributes.ts";
import { BLOCK_NAMES } from "./dom.ts";

export const MAX_DEPTH = 512;

export interface MarkupOptions {
  maxDepth?: number;
  /**
   * Filled with how many start tags carry each kept attribute (names lower-cased; `class` as "class"). A
   * count is never below the number of elements the parser gives that attribute (it can be above: tags
   * dropped past the depth cap or inside SVG drawings are counted), so a search for carriers may stop there.
   */
  carriers?: Map<string, number>;
}

// htmlparser2's tables (Parser.js, Tokenizer.js of the version linkedom uses): the tree the scan mirrors.
/** Elements never pushed on the stack of open elements. */
const VOID = new Set([
  "area", "base", "basefont", "br", "col", "command", "embed", "frame", "hr", "img", "input", "isindex", "keygen",
  "link", "meta", "param", "source", "track", "wbr",
]);
const P = new Set(["p"]);
const FORM = new Set(["input", "option", "optgroup", "select", "button", "datalist", "textarea"]);
const TABLE_SECTION = new Set(["thead", "tbody"]);
const DD_DT = new Set(["dd", "dt"]);
const RT_RP = new Set(["rt", "rp"]);
/** Opening this element first closes open elements of these names at the top of the stack. */
const IMPLIES_CLOSE = new Map<string, ReadonlySet<string>>([
  ["tr", new Set(["tr", "th", "td"])], ["th", new Set(["th"])], ["td", new Set(["thead", "th", "td"])],
  ["body", new Set(["head", "link", "script"])], ["li", new Set(["li"])], ["p", P], ["h1", P], ["h2", P], ["h3", P],
  ["h4", P], ["h5", P], ["h6", P], ["select", FORM], ["input", FORM], ["output", FORM], ["button", FORM],
  ["datalist", FORM], ["textarea", FORM], ["option", new Set(["option"])], ["optgroup", new Set(["optgroup", "option"])],
  ["dd", DD_DT], ["dt", DD_DT], ["address", P], ["article", P], ["aside", P], ["blockquote", P], ["details", P],
  ["div", P], ["dl", P], ["fieldset", P], ["figcaption", P], ["figure", P], ["footer", P], ["form", P], ["header", P],
  ["hr", P], ["main", P], ["nav", P], ["ol", P], ["pre", P], ["section", P], ["table", P], ["ul", P], ["rt", RT_RP],
  ["rp", RT_RP], ["tbody", TABLE_SECTION], ["tfoot", TABLE_SECTION],
]);
/** Foreign content, where `<x/>` closes the element at once. */
const FOREIGN = new Set(["math", "svg"]);
/** HTML inside foreign content, where `<x/>` does not. */
const INTEGRATION = new Set(["mi", "mo", "mn", "ms", "mtext", "annotation-xml", "foreignobject", "desc", "title"]);
/** Elements whose content is raw text up to their end tag. */
const RAW_TEXT = new Set(["script", "style", "title", "textarea", "xmp"]);
/** Elements inside an SVG drawing that keep it whole: a link crawlers follow, a script that may be JSON-LD. */
const KEEPS_DRAWING = new Set(["a", "script"]);

const isSpace = (code: number) => code === 32 || code === 10 || code === 9 || code === 12 || code === 13;
const isAsciiLetter = (code: number) => (code | 0x20) >= 97 && (code | 0x20) <= 122;
const isUpper = (code: number) => code >= 65 && code <= 90;

function isBlank(html: string, start: number, end: number): boolean {
  for (let at = start; at < end; at++) if (!isSpace(html.charCodeAt(at))) return false;
  return true;
}

/** The replacements to apply, in document order: [start, end) becomes text. */
class Edits {
  readonly starts: number[] = [];
  readonly ends: number[] = [];
  readonly texts: string[] = [];
  get length() {
    return this.starts.length;
  }
  add(start: number, end: number, text = "") {
    this.starts.push(start);
    this.ends.push(end);
    this.texts.push(text);
  }
  /** Leaves out [start, end), a tag dropped past the depth cap, keeping one space where a block starts a line. */
  cut(start: number, end: number, space: boolean) {
    const last = this.starts.length - 1;
    // Runs of dropped tags make one edit and one space.
    if (last >= 0 && this.ends[last] === start && (this.texts[last] === "" || this.texts[last] === " ")) {
      this.ends[last] = end;
      if (space) this.texts[last] = " ";
    } else this.add(start, end, space ? " " : "");
  }
  truncate(length: number) {
    this.starts.length = this.ends.length = this.texts.length = length;
  }
  apply(html: string): string {
    if (this.starts.length === 0) return html;
    const parts: string[] = [];
    let from = 0;
    for (let k = 0; k < this.starts.length; k++) {
      parts.push(html.slice(from, this.starts[k]), this.texts[k]!);
      from = this.ends[k]!;
    }
    parts.push(html.slice(from));
    return parts.join("");
  }
}

/**
 * Where the raw text of `name` opened at `from` ends, as htmlparser2 reads it: the index of its `</name`
 * (followed by whitespace or ">"), or -1. The tokenizer compares each character with `code | 0x20`, so
 * "\x1c" reads as "<" and "\x0f" as "/" there; outside <title> it jumps to the next literal "<" after a miss.
 */
function rawTextEnd(html: string, name: string, from: number): number {
  const length = name.length + 2;
  const skips = name !== "title";
  let matched = 0;
  for (let at = from; at < html.length; at++) {
    const code = html.charCodeAt(at);
    if (matched === length) {
      if (code === 62 || isSpace(code)) return at - length;
      matched = 0;
    }
    const expected = matched === 0 ? 60 : matched === 1 ? 47 : name.charCodeAt(matched - 2);
    if ((code | 0x20) === expected) matched++;
    else if (matched === 0) {
      if (!skips) continue;
      const next = html.indexOf("<", at + 1);
      if (next === -1) return -1;
      at = next;
      matched = 1;
    } else matched = code === 60 ? 1 : 0;
  }
  return -1;
}

/** A name from `start` to the first whitespace, "/" or ">" (tag names and, with "=", attribute names). */
function nameEnd(html: string, start: number, stopAtEquals: boolean): number {
  let at = start + 1;
  for (; at < html.length; at++) {
    const code = html.charCodeAt(at);
    if (isSpace(code) || code === 47 || code === 62 || (stopAtEquals && code === 61)) break;
  }
  return at;
}

/**
 * Names looked up in the markup without building a string: by length and first letter, then letter by
 * letter in any ASCII case. Most attributes are dropped and most tags have a known name, so most lookups
 * allocate nothing and hand back a constant string.
 */
class NameTable {
  private readonly byShape = new Map<number, string[]>();
  constructor(names: Iterable<string>) {
    for (const name of names) {
      const key = name.length * 128 + name.charCodeAt(0);
      this.byShape.set(key, [...(this.byShape.get(key) ?? []), name]);
    }
  }
  /** The name html[start, end) spells in any ASCII case, or undefined. */
  find(html: string, start: number, end: number): string | undefined {
    const candidates = this.byShape.get((end - start) * 128 + (html.charCodeAt(start) | 0x20));
    if (!candidates) return undefined;
    next: for (const name of candidates) {
      for (let at = start; at < end; at++) {
        const code = html.charCodeAt(at);
        if ((isUpper(code) ? code | 0x20 : code) !== name.charCodeAt(at - start)) continue next;
      }
      return name;
    }
    return undefined;
  }
}

/** The attribute names the scan keeps: READ_ATTRIBUTES, and `class` to rename. */
const KEPT_NAMES = new NameTable([...READ_ATTRIBUTES, "class"]);
/** Common tag names, HTML's and inline SVG's. */
const TAG_NAMES = new NameTable([
  ...VOID, ...IMPLIES_CLOSE.keys(), ...FOREIGN, ...INTEGRATION, ...RAW_TEXT, ...BLOCK_NAMES,
  ..."a abbr audio b bdi body canvas cite code data del dfn dialog em head html i iframe ins kbd label map mark menu noscript object picture q s samp search slot small span strong sub summary sup template thead time u var video".split(" "),
  ..."path g circle rect use defs symbol polygon polyline line ellipse clippath lineargradient radialgradient stop mask text tspan image pattern filter".split(" "),
]);

/** The tag name from `start` to `end`, lower-cased as htmlparser2 does (toLowerCase: `LIN\u212A` is "link"). */
function tagName(html: string, start: number, end: number): string {
  return TAG_NAMES.find(html, start, end) ?? html.slice(start, end).toLowerCase();
}

/** readAttributes' answer when the markup ends inside the tag. */
const UNTERMINATED = -1;

/**
 * Reads the attributes of the start tag whose name ends at `from`, adding their edits: unread ones left
 * out (a run of them as one edit), names lower-cased, `class` renamed. Follows htmlparser2's tokenizer
 * state by state. Returns the index of the tag's ">" times two, plus one when the tag is self-closing
 * (`/>`), or UNTERMINATED: a number, as this runs for every tag of the page.
 */
function readAttributes(html: string, from: number, edits: Edits, carriers: Map<string, number> | undefined): number {
  const length = html.length;
  let at = from;
  // An attribute right after a "/" that did not end the tag is kept: leaving it out could turn `<a/x>`
  // into the self-closing `<a/>`.
  let afterSlash = false;
  /** The run of unread attributes being left out, [dropFrom, dropTo), or dropFrom -1. */
  let dropFrom = -1;
  let dropTo = -1;
  while (at < length) {
    const code = html.charCodeAt(at);
    if (isSpace(code)) {
      at++;
      continue;
    }
    if (code === 62) {
      if (dropFrom !== -1) edits.add(dropFrom, dropTo);
      return at * 2;
    }
    if (code === 47) {
      at++;
      while (at < length && isSpace(html.charCodeAt(at))) at++;
      if (html.charCodeAt(at) === 62) {
        if (dropFrom !== -1) edits.add(dropFrom, dropTo);
        return at * 2 + 1;
      }
      afterSlash = true;
      continue;
    }
    // The first character belongs to the name whatever it is (even "="); the name ends at "=", whitespace, "/" or ">".
    const nameStart = at;
    const end = nameEnd(html, at, true);
    let valueEnd = end;
    let next = end;
    while (next < length && isSpace(html.charCodeAt(next))) next++;
    if (html.charCodeAt(next) === 61) {
      next++;
      while (next < length && isSpace(html.charCodeAt(next))) next++;
      const quote = html.charCodeAt(next);
      if (quote === 34 || quote === 39) {
        const close = html.indexOf(quote === 34 ? '"' : "'", next + 1);
        if (close === -1) return UNTERMINATED;
        valueEnd = close + 1;
      } else {
        valueEnd = next;
        while (valueEnd < length && !isSpace(html.charCodeAt(valueEnd)) && html.charCodeAt(valueEnd) !== 62) valueEnd++;
      }
    }
    if (valueEnd >= length) return UNTERMINATED;
    const name = KEPT_NAMES.find(html, nameStart, end);
    if (name === undefined && !afterSlash) {
      if (dropFrom === -1) dropFrom = nameStart;
      dropTo = valueEnd;
    } else {
      if (dropFrom !== -1) edits.add(dropFrom, dropTo);
      dropFrom = -1;
      if (name === undefined) {
        // Kept after a slash, but a page's own CLASS_ATTRIBUTE must not pass for its class.
        if (end - nameStart === CLASS_ATTRIBUTE.length && html.slice(nameStart, end).toLowerCase() === CLASS_ATTRIBUTE) edits.add(nameStart, end, "data-x");
      } else {
        if (carriers) carriers.set(name, (carriers.get(name) ?? 0) + 1);
        if (name === "class") edits.add(nameStart, end, CLASS_ATTRIBUTE);
        // Lowering keeps the length: the name differs from the markup only when it was lowered.
        else if (!html.startsWith(name, nameStart)) edits.add(nameStart, end, name);
      }
    }
    afterSlash = false;
    at = valueEnd;
  }
  return UNTERMINATED;
}

/** The markup to parse: nesting capped at `maxDepth`, unread parts left out (see the file's head). */
export function prepareMarkup(html: string, { maxDepth = MAX_DEPTH, carriers }: MarkupOptions = {}): string {
  const edits = new Edits();
  /** htmlparser2's stack of open elements, innermost last. */
  const stack: string[] = [];
  /** Its foreign-content flags, innermost last: `<x/>` closes x only where the last one is true. */
  const foreign: boolean[] = [false];
  /**
   * The start tags dropped past maxDepth, innermost last: the elements they would have opened above the
   * stack. An end tag naming one of them is dropped too; one that closes a real element closes them all.
   */
  const dropped: string[] = [];
  /** How many of each name `dropped` holds: an end tag naming none of them costs no search. */
  const droppedNames = new Map<string, number>();
  const undrop = (length: number) => {
    while (dropped.length > length) {
      const name = dropped.pop()!;
      droppedNames.set(name, droppedNames.get(name)! - 1);
    }
  };
  /** The outermost open <svg> whose drawing may be left out. */
  let drawing: { depth: number; contentStart: number; editsBefore: number; keep: boolean } | null = null;
  // A drawing ends when its <svg> leaves the stack: it is left out, unless it holds a link or a script.
  const popTo = (length: number, at: number) => {
    while (stack.length > length) stack.pop();
    if (drawing && length < drawing.depth) {
      if (!drawing.keep && at > drawing.contentStart) {
        edits.truncate(drawing.editsBefore);
        edits.add(drawing.contentStart, at);
      }
      drawing = null;
    }
  };
  /** An end tag as the parser takes it: foreign flags, then the stack popped to the element it names. */
  const close = (name: string, at: number) => {
    if (FOREIGN.has(name) || INTEGRATION.has(name)) foreign.pop();
    if (VOID.has(name)) return;
    const open = stack.lastIndexOf(name);
    if (open === -1) return;
    undrop(0);
    popTo(open, at);
  };

  const length = html.length;
  /** Where the text before the next token starts: just after the last tag, comment or raw text read. */
  let textStart = 0;
  let at = html.indexOf("<");
  while (at !== -1 && at + 1 < length) {
    const code = html.charCodeAt(at + 1);
    let resume = at + 1;
    if (isAsciiLetter(code)) {
      const end = nameEnd(html, at + 1, false);
      const name = tagName(html, at + 1, end);
      const before = edits.length;
      // Whitespace-only text before a block, or in the head, is read by no one; a script's is its code (`<script/>`
      // leaves one open around markup).
      const parent = stack[stack.length - 1];
      if (textStart < at && (BLOCK_NAMES.has(name) || parent === "head") && !RAW_TEXT.has(parent ?? "") && isBlank(html, textStart, at)) {
        edits.add(textStart, at);
      }
      const tag = readAttributes(html, end, edits, carriers);
      if (tag === UNTERMINATED) {
        // The markup ends inside the tag: the parser drops it.
        edits.truncate(before);
        break;
      }
      resume = Math.floor(tag / 2) + 1;
      const selfClosing = (tag & 1) === 1;
      const isVoid = VOID.has(name);
      const closesAtOnce = selfClosing && (FOREIGN.has(name) || (!INTEGRATION.has(name) && foreign[foreign.length - 1] === true));
      const raw = RAW_TEXT.has(name) && !selfClosing;
      // The elements this tag closes first, at the top of the stack.
      const implied = IMPLIES_CLOSE.get(name);
      let top = stack.length;
      if (implied && dropped.length === 0) while (top > 0 && implied.has(stack[top - 1]!)) top--;
      if (!isVoid && !closesAtOnce && !raw && (top >= maxDepth || dropped.length > 0)) {
        // Past the cap the tag goes, whitespace before it included; a block's leaves the space text readers put
        // where a block starts, so words stay apart.
        edits.truncate(before);
        edits.cut(at, resume, BLOCK_NAMES.has(name));
        dropped.push(name);
        droppedNames.set(name, (droppedNames.get(name) ?? 0) + 1);
      } else if (dropped.length === 0) {
        if (top < stack.length) popTo(top, at);
        if (drawing && KEEPS_DRAWING.has(name)) drawing.keep = true;
        if (!isVoid) {
          stack.push(name);
          if (FOREIGN.has(name)) foreign.push(true);
          else if (INTEGRATION.has(name)) foreign.push(false);
          // A self-closed element leaves the stack at once; the foreign flag it pushed stays, as in htmlparser2.
          if (selfClosing && foreign[foreign.length - 1] === true) stack.pop();
          else if (name === "svg" && !drawing) drawing = { depth: stack.length, contentStart: resume, editsBefore: edits.length, keep: false };
        }
      } else if (raw && INTEGRATION.has(name)) {
        // A <title> among dropped tags stays (raw text is never cut open): its flag, as the parser pushes it.
        foreign.push(false);
      }
      if (raw) {
        const closing = rawTextEnd(html, name, resume);
        if (closing === -1) break;
        if (name === "style" && closing > resume) edits.add(resume, closing);
        // Its end tag, whose first two characters may be "\x1c" and "\x0f" (see rawTextEnd).
        const gt = html.indexOf(">", closing + 2);
        if (gt === -1) break;
        close(name, closing);
        resume = gt + 1;
      }
    } else if (code === 47) {
      // An end tag: `</` then optional whitespace, then a name up to whitespace or ">" (anything else is a bogus comment).
      let start = at + 2;
      while (start < length && isSpace(html.charCodeAt(start))) start++;
      const gt = html.indexOf(">", start);
      if (gt === -1) break;
      resume = gt + 1;
      if (isAsciiLetter(html.charCodeAt(start))) {
        let end = start + 1;
        while (end < length && !isSpace(html.charCodeAt(end)) && html.charCodeAt(end) !== 62) end++;
        const name = tagName(html, start, end);
        if (droppedNames.get(name)) {
          undrop(dropped.lastIndexOf(name));
          edits.cut(at, resume, false);
        } else close(name, at);
      }
    } else if (code === 33) {
      // `<!--` a comment (`<!-->` included); `<![CDATA[` one up to "]]>"; else a declaration. The tokenizer
      // consumes the character after `<!` (and after `<!-`) unread, so a ">" there does not end it.
      let end = -1;
      if (html.charCodeAt(at + 2) === 45) {
        if (html.charCodeAt(at + 3) === 45) end = html.indexOf("-->", at + 2) + 3;
        else if (at + 4 <= length) end = html.indexOf(">", at + 4) + 1;
      } else if (html.charCodeAt(at + 2) === 91) {
        let matched = 0;
        while (matched < 6 && html.charCodeAt(at + 3 + matched) === "CDATA[".charCodeAt(matched)) matched++;
        end = matched === 6 ? html.indexOf("]]>", at + 9) + 3 : html.indexOf(">", at + 3 + matched) + 1;
      } else if (at + 3 <= length) end = html.indexOf(">", at + 3) + 1;
      if (end <= 2) break;
      resume = end;
    } else if (code === 63) {
      const gt = html.indexOf(">", at + 2);
      if (gt === -1) break;
      resume = gt + 1;
    }
    // A "<" that starts no token is text: the text run goes on.
    if (resume !== at + 1) textStart = resume;
    at = html.indexOf("<", resume);
  }
  // The parser closes what is still open at the end.
  popTo(0, length);
  return edits.apply(html);
}
