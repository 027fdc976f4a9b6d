// The links of a page as the site sample reads them (gather/sample.ts): each <a href> with where it sits
// (the navigation, the content, or the footer and asides) and its text, in document order. One linear pass
// with the parser's own tokenizer (as walls.ts), bounded in links, text and tokens: the home page may be a
// hostile 5 MiB document.
import { MAX_NODES } from "../scoring/derive/parse.ts";
import { tokenSteps } from "../scoring/derive/tokens.ts";
import { runAtOnce, runPaced, type Steps } from "../scoring/steps.ts";

export type LinkPlace = "nav" | "content" | "footer";

export interface PageLink {
  href: string;
  place: LinkPlace;
  /** The link's text, whitespace collapsed, at most MAX_TEXT_CHARS. */
  text: string;
}

/** Links kept: far more than a sample of a few pages needs, so a page of 10,000 links costs no more. */
export const MAX_LINKS = 1_000;
const MAX_TEXT_CHARS = 80;
/** Characters of an href kept; a longer one is no page address we would fetch. */
const MAX_HREF_CHARS = 2_048;

/** Where a link sits, by its nearest landmark: the header and nav lead to the site's sections; footers and asides to its fine print. */
const NAV = new Set(["nav", "header"]);
const FOOTER = new Set(["footer", "aside"]);
const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr", "param", "keygen"]);
const HIDDEN = new Set(["script", "style", "template", "noscript", "svg"]);

function* linkSteps(html: string): Steps<PageLink[]> {
  const links: PageLink[] = [];
  /** The landmarks open around the current position, innermost last. */
  const landmarks: string[] = [];
  let hidden = 0;
  let open: PageLink | null = null;
  yield* tokenSteps(
    html,
    {
      open(name, attributes) {
        if (VOID.has(name)) return;
        if (HIDDEN.has(name)) hidden++;
        if (NAV.has(name) || FOOTER.has(name) || name === "main") landmarks.push(name);
        if (name !== "a" || hidden > 0 || links.length >= MAX_LINKS) return;
        const href = attributes.get("href")?.trim();
        if (!href || href.length > MAX_HREF_CHARS || href.startsWith("#")) return;
        const nearest = landmarks.at(-1);
        const place: LinkPlace = nearest === undefined || nearest === "main" ? "content" : NAV.has(nearest) ? "nav" : "footer";
        open = { href, place, text: "" };
        links.push(open);
      },
      close(name) {
        if (HIDDEN.has(name) && hidden > 0) hidden--;
        if (name === "a") open = null;
        const at = landmarks.lastIndexOf(name);
        if (at !== -1) landmarks.length = at;
      },
      text(raw) {
        if (!open || hidden > 0 || open.text.length >= MAX_TEXT_CHARS) return;
        open.text = `${open.text} ${raw}`.replace(/\s+/g, " ").trim().slice(0, MAX_TEXT_CHARS);
      },
    },
    { maxTokens: MAX_NODES, maxAttributeChars: MAX_HREF_CHARS + 1 },
  );
  return links;
}

/** The page's links in document order (the first MAX_LINKS). */
export function readLinks(html: string): PageLink[] {
  return runAtOnce(linkSteps(html));
}

/** readLinks, pausing between slices of markup (a shared thread: see scoring/steps.ts). */
export function readLinksPaced(html: string, pause: () => Promise<void>): Promise<PageLink[]> {
  return runPaced(linkSteps(html), pause);
}
