// A built page that only sends its reader elsewhere: `<meta http-equiv="refresh" content="0; url=/new/">`,
// which Hugo aliases, Jekyll's redirect-from and Docusaurus's client redirects write for moved pages. Crawlers
// follow it like a redirect (Google treats an instant one as permanent), so the address holds no page to score.
import { readTokens } from "../../scoring/derive/tokens.ts";

/** Where the meta refresh sits: the head, well within the first tokens of any page. */
const MAX_TOKENS = 2_000;
/** The attribute as written: a page without it has no meta refresh. */
const MAYBE_REFRESH = /http-equiv\s*=\s*["']?\s*refresh/i;
/** HTML's shared declarative refresh steps (HTML §4.2.5.3): a time, then `;` or `,`, an optional `url=`, the URL, perhaps quoted. */
const REFRESH = /^\s*\d[\d.]*(?:\s*[;,]\s*|\s+)(?:url\s*=\s*)?(["']?)(.+)\1\s*$/i;

/** The address a page's meta refresh redirects to (as written), or null when it has none (a refresh without a URL reloads the page). */
export function metaRefreshTarget(html: string): string | null {
  // A cheap look first: nearly no page has one, and tokenizing a large head costs more than this scan.
  if (!MAYBE_REFRESH.test(html)) return null;
  let target: string | null = null;
  readTokens(
    html,
    {
      open(name, attributes) {
        if (target !== null || name !== "meta" || attributes.get("http-equiv")?.trim().toLowerCase() !== "refresh") return;
        const url = REFRESH.exec(attributes.get("content") ?? "")?.[2]?.trim();
        if (url) target = url;
      },
    },
    { maxTokens: MAX_TOKENS },
  );
  return target;
}
