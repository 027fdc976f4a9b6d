// Which 422 a failed analysis gets. The analysis hands back only the failure's detail (gather/http.ts,
// gather/fetch-site.ts, services/browser.ts; readPage joins the plain fetch's and the browser's with "; "),
// so the first matching pattern names the cause. The tests drive real failures through the endpoint, so a
// reworded detail fails a test; an unknown one keeps the contract's sentence, which is true of any failure.
import { ApiError, type SiteFailureCode } from "./errors.ts";

/**
 * What the browser found first (readPage joins "<plain fetch>; <browser>": a page rendered past the wall but
 * over the cap is too large, not walled), then walls: a challenge page can carry any status.
 */
const FAILURES: readonly (readonly [RegExp, SiteFailureCode])[] = [
  [/rendered page larger than/, "site_too_large"],
  [/bot protection/, "site_bot_protected"],
  // gather/fetch-site.ts: the home page leaves the site (the host and its www./bare variants).
  [/redirects to another site/, "site_offsite"],
  // gather/fetch-site.ts's BOT_WALL_STATUSES: may be a wall, may be down; the contract's sentence says both.
  [/^HTTP (?:401|403|429|503)\b/, "site_unfetchable"],
  [/^HTTP (?:404|410)\b/, "site_not_found"],
  [/^HTTP \d{3}\b/, "site_http_error"],
  [/is not HTML/, "site_not_html"],
  [/^body larger than/, "site_too_large"],
  [/^timeout after|^no data for/, "site_timeout"],
  [/^connection (?:failed|lost)/, "site_unreachable"],
  [/^more than \d+ redirects|^redirect loop/, "site_redirects"],
  [/\(redirect \d+ to |^redirect to an invalid address|redirected to a forbidden address/, "site_forbidden_redirect"],
  [/could not be analyzed/, "site_unanalyzable"],
];

export function siteFailureCode(detail: string | null): SiteFailureCode {
  if (detail === null) return "site_unfetchable";
  return FAILURES.find(([pattern]) => pattern.test(detail))?.[1] ?? "site_unfetchable";
}

/** The 422 for a failed analysis: a sentence fitting the cause, and the raw detail beside it. */
export function siteFailure(detail: string | null): ApiError {
  return new ApiError(siteFailureCode(detail), { detail });
}
