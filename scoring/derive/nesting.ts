// Bounds element nesting before parsing. linkedom's parse is quadratic in nesting depth (100,000 nested
// <div>s take 15 s), and browsers stop nesting at 512 levels anyway (Chromium's kMaxDOMTreeDepth), so
// opening tags past MAX_DEPTH and their matching end tags are dropped. One linear scan; pages that never
// nest that deep come back unchanged (the same string).
//
// The same scan also drops what no check reads but the parser would build node by node (prepareMarkup's
// dropInert): style text and inline SVG drawings. Drawings made of hundreds of <path>s are common, and each
// node costs the parse, the element index and the collector.

export const MAX_DEPTH = 512;

/** Elements with no end tag, and elements whose end tag is optional (the parser closes them implicitly):
 * neither may raise the depth count, or a page of unclosed <p>s would look deep. */
const NOT_NESTING = new Set([
  "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr", "param",
  "keygen", "p", "li", "dt", "dd", "option", "optgroup", "tr", "td", "th", "thead", "tbody", "tfoot", "colgroup",
  "caption", "rb", "rt", "rtc", "rp", "html", "head", "body",
]);
/** Elements whose content is raw text: tags inside them are not tags. */
const RAW_TEXT = new Set(["script", "style", "textarea", "title", "xmp", "iframe", "noembed", "noframes", "plaintext"]);

const isLetter = (code: number) => (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
const isNameChar = (code: number) => isLetter(code) || (code >= 48 && code <= 57) || code === 45 || code === 58;

/** Index of the end tag `</name` at or after `from`, case-insensitively, or -1. */
function findEndTag(html: string, name: string, from: number): number {
  for (let at = html.indexOf("</", from); at !== -1; at = html.indexOf("</", at + 2)) {
    if (html.substr(at + 2, name.length).toLowerCase() === name) return at;
  }
  return -1;
}

/**
 * Index of the end of the SVG drawing starting at `from` (its `</svg`), or -1 when it has no end, nests
 * another SVG, holds a link (an <a> inside SVG is a real link), or holds a script, comment or CDATA section,
 * where a "</svg" need not end it.
 */
function drawingEnd(html: string, from: number): number {
  const end = findEndTag(html, "svg", from);
  if (end === -1) return -1;
  const inside = html.slice(from, end).toLowerCase();
  return /<(?:svg|a[\s/>]|script|!)/.test(inside) ? -1 : end;
}

export interface MarkupOptions {
  maxDepth?: number;
  /**
   * Also leave out what no check reads and the parser would still build node by node: the text of <style>
   * elements and the drawing inside inline <svg> elements (the <svg> itself stays, empty). About a tenth of
   * a typical page's parse.
   */
  dropInert?: boolean;
}

/** The markup to parse: nesting capped at `maxDepth`; with `dropInert`, style text and SVG drawings left out. */
export function prepareMarkup(html: string, { maxDepth = MAX_DEPTH, dropInert = false }: MarkupOptions = {}): string {
  // Cheap exit: a page cannot nest deeper than it has opening tags.
  if (html.length < maxDepth * 4 && !dropInert) return html;
  let depth = 0;
  let excess = 0;
  let cut: [number, number][] | undefined;
  // A hand-written scan over "<": several times faster than a tag regex on megabyte pages.
  for (let at = html.indexOf("<"); at !== -1; at = html.indexOf("<", at + 1)) {
    const closing = html.charCodeAt(at + 1) === 47;
    const nameStart = closing ? at + 2 : at + 1;
    if (!isLetter(html.charCodeAt(nameStart))) continue;
    let nameEnd = nameStart + 1;
    while (isNameChar(html.charCodeAt(nameEnd))) nameEnd++;
    const tagEnd = html.indexOf(">", nameEnd);
    if (tagEnd === -1) break;
    const name = html.slice(nameStart, nameEnd).toLowerCase();
    if (!closing && RAW_TEXT.has(name)) {
      const end = findEndTag(html, name, tagEnd + 1);
      if (end === -1) break;
      if (dropInert && name === "style" && end > tagEnd + 1) (cut ??= []).push([tagEnd + 1, end]);
      at = end;
      continue;
    }
    const selfClosing = html.charCodeAt(tagEnd - 1) === 47;
    if (dropInert && !closing && !selfClosing && name === "svg" && depth < maxDepth) {
      const end = drawingEnd(html, tagEnd + 1);
      if (end > tagEnd + 1) {
        // Counted as opened; the scan resumes at the </svg>, which closes it.
        depth++;
        (cut ??= []).push([tagEnd + 1, end]);
        at = end - 1;
        continue;
      }
    }
    if (!NOT_NESTING.has(name) && !selfClosing) {
      if (!closing) {
        if (depth < maxDepth) depth++;
        else {
          excess++;
          (cut ??= []).push([at, tagEnd + 1]);
        }
      } else if (excess > 0) {
        excess--;
        (cut ??= []).push([at, tagEnd + 1]);
      } else if (depth > 0) depth--;
    }
    at = tagEnd;
  }
  if (!cut) return html;
  const parts: string[] = [];
  let from = 0;
  for (const [start, end] of cut) {
    parts.push(html.slice(from, start));
    from = end;
  }
  parts.push(html.slice(from));
  return parts.join("");
}
