// Bounds element nesting before parsing. linkedom's parse is quadratic in nesting depth (100,000 nested
// <div>s take 15 s), and browsers stop nesting at 512 levels anyway (Chromium's kMaxDOMTreeDepth), so
// opening tags past MAX_DEPTH and their matching end tags are dropped. One linear scan; pages that never
// nest that deep come back unchanged (the same string).

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

const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9:-]*)\b[^>]*>/g;

export function capNesting(html: string, maxDepth = MAX_DEPTH): string {
  // Cheap exit: a page cannot nest deeper than it has opening tags.
  if (html.length < maxDepth * 4) return html;
  TAG.lastIndex = 0;
  let depth = 0;
  let excess = 0;
  let cut: [number, number][] | undefined;
  for (let match = TAG.exec(html); match; match = TAG.exec(html)) {
    const closing = match[1] === "/";
    const name = match[2]!.toLowerCase();
    if (!closing && RAW_TEXT.has(name)) {
      const close = new RegExp(`</${name}`, "gi");
      close.lastIndex = TAG.lastIndex;
      TAG.lastIndex = close.exec(html)?.index ?? html.length;
      continue;
    }
    if (NOT_NESTING.has(name) || match[0].endsWith("/>")) continue;
    if (!closing) {
      if (depth < maxDepth) depth++;
      else {
        excess++;
        (cut ??= []).push([match.index, TAG.lastIndex]);
      }
    } else if (excess > 0) {
      excess--;
      (cut ??= []).push([match.index, TAG.lastIndex]);
    } else if (depth > 0) depth--;
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
