// The one error catalogue: a closed set of codes, each with its status and text, and the one error type
// routes and MCP tools throw; app.onError (HTTP) and mcp/results.ts (tool errors) turn it into an answer.
// Bodies keep the agent contract's shape (../shared/spec/agent-scoring-interface.md, "Errors"): 400, 404,
// 413 and 503 carry { error }, 422 { error, detail }, 429 { error, retryAfter } and a Retry-After header.
// Texts never repeat what the client sent: the words are fixed, the input may be hostile.
import { HTTPException } from "hono/http-exception";

export type RetryAfter = "next hour" | "tomorrow";

type Entry =
  | { status: 400 | 404 | 413 | 503; text: string }
  | { status: 422; text: string }
  | { status: 429; text: string; retryAfter: RetryAfter };

/**
 * 422 texts are safe to relay to users (the contract). The contract's own sentence, "could not be fetched
 * and may be blocking automated access", stays for walls (401/403/429/503) and for causes we cannot name.
 */
export const CATALOGUE = {
  // 400: each route says what it expects.
  invalid_request: { status: 400, text: "The request is invalid. /openapi.json describes what each operation accepts." },
  invalid_url: {
    status: 400,
    text: "The url parameter is missing or invalid. Pass a domain (example.com) or a full http(s) URL, e.g. /api/agent/score?url=example.com.",
  },
  invalid_fast: { status: 400, text: "The fast parameter accepts only 1 or true; leave it out to wait for the AI-written summary." },
  invalid_report_domain: {
    status: 400,
    text: "The domain in the path is not valid. Ask for a report as /api/report/<domain>, e.g. /api/report/example.com.",
  },
  invalid_badge_domain: {
    status: 400,
    text: "The domain in the path is not valid. Ask for a badge's snippets as /api/badge/<domain>, e.g. /api/badge/example.com.",
  },
  invalid_tool_url: { status: 400, text: "The url argument is missing or invalid. Pass a domain (example.com) or a full http(s) URL." },
  invalid_tool_domain: { status: 400, text: "The domain argument is not valid. Pass a domain (example.com) or a URL on it." },
  invalid_analyze_body: {
    status: 400,
    text: "Send a JSON body with exactly one of: url (a domain or an http(s) URL), html (a page's HTML, with an optional url saying where it lives) or text (plain text).",
  },
  invalid_analyze_url: { status: 400, text: "The url is not a valid website address. Pass a domain (example.com) or a full http(s) URL." },
  invalid_page_url: {
    status: 400,
    text: "The page address given with the HTML is not valid. Pass an http(s) URL or a host and path (example.com/pricing); it is only read, never fetched.",
  },
  // 404
  not_found: { status: 404, text: "Not found." },
  // /report/<invalid>: the page's plain-text 404.
  invalid_report_page: { status: 404, text: "Not a valid domain." },
  report_not_analyzed: { status: 404, text: "This domain has not been analyzed yet. Score it first: GET /api/agent/score?url=<domain>." },
  tool_not_analyzed: {
    status: 404,
    text: "This domain has not been analyzed yet. Score it first (the get_aeo_score tool, or GET /api/agent/score?url=<domain>), then ask for its report.",
  },
  // 413
  paste_too_large: { status: 413, text: "The pasted content is too large: at most 1,048,576 characters (1 MiB) are scored." },
  // 422: a site that could not be fetched or analyzed; detail keeps the raw reason.
  site_unfetchable: { status: 422, text: "We could not fetch this site. It may be down, or it may be blocking automated access." },
  site_bot_protected: { status: 422, text: "We could not fetch this site: it is blocking automated access with a bot check." },
  site_not_found: { status: 422, text: "We could not fetch this site: its home page answers \"not found\". Check the address." },
  site_http_error: { status: 422, text: "We could not fetch this site: its home page answers with an error. It may be down; try again later." },
  site_not_html: { status: 422, text: "We could not analyze this site: its home page is not an HTML page." },
  site_too_large: { status: 422, text: "We could not analyze this site: its home page is larger than the 5 MiB we read." },
  site_timeout: { status: 422, text: "We could not fetch this site: it did not answer in time. It may be slow or down; try again later." },
  site_unreachable: { status: 422, text: "We could not fetch this site: the connection was refused or lost. It may be down; check the address." },
  site_redirects: { status: 422, text: "We could not fetch this site: its home page redirects too many times or in a loop." },
  site_forbidden_redirect: {
    status: 422,
    text: "We could not fetch this site: it redirects to an address we never fetch (a private, local or non-web address).",
  },
  site_offsite: {
    status: 422,
    text: "We did not score this site: its home page redirects to another site, which is not scored under this name. Score the site it redirects to (see detail).",
  },
  site_unanalyzable: { status: 422, text: "We fetched this site but could not analyze its home page." },
  paste_unanalyzable: { status: 422, text: "We could not analyze the pasted content." },
  paste_too_thin: {
    status: 422,
    text: "The pasted content has too little text to judge. Paste the whole page, or at least a few paragraphs.",
  },
  // 429
  rate_hourly: {
    status: 429,
    text: "Rate limit reached: fresh analyses from your IP address are limited per hour. Cached results stay free. Retry next hour.",
    retryAfter: "next hour",
  },
  rate_daily: {
    status: 429,
    text: "The service's daily limit of fresh analyses is reached. Cached results stay free. Retry tomorrow.",
    retryAfter: "tomorrow",
  },
  rate_paste: {
    status: 429,
    text: "Rate limit reached: pasted HTML and text from your IP address are limited per hour. Retry next hour.",
    retryAfter: "next hour",
  },
  // 503: our own dependency is down (we fail closed).
  unavailable: { status: 503, text: "The service is temporarily unavailable. Please retry in a minute." },
} as const satisfies Record<string, Entry>;

export type ErrorCode = keyof typeof CATALOGUE;
export type SiteFailureCode = Extract<ErrorCode, `site_${string}`>;

/** Why an address is invalid, in fixed words (gather/normalize.ts's reasons may quote the input). */
export const INVALID_REASONS = {
  missing: "no value was given",
  too_long: "it is too long (at most 2,048 characters, and 253 for the host name)",
  spaces: "it contains spaces or control characters",
  scheme: "only http and https addresses are accepted",
  malformed: "it is not a well-formed address",
  credentials: "addresses with a user name or password are not accepted",
  port: "only the standard ports are accepted (80 for http, 443 for https)",
  ip_address: "IP addresses are not accepted; pass the site's domain name",
  private: "private, local and reserved names (localhost, .local, .internal, cloud metadata) are never scored",
  not_domain: "it is not a domain name such as example.com",
} as const;

export type InvalidReason = keyof typeof INVALID_REASONS;

export type ErrorBody =
  | { error: string }
  | { error: string; detail: string | null }
  | { error: string; retryAfter: RetryAfter };

export interface ErrorOptions {
  /** 400: why the input is invalid, added to the text in fixed words. */
  reason?: InvalidReason;
  /** 422: the underlying failure, relayed as `detail`. */
  detail?: string | null;
  /** 429: seconds until the limit's window resets (RFC 9110 §10.2.3 Retry-After). */
  retryAfterSeconds?: number;
}

/** The body the catalogue gives `code`: what clients receive, and what tests compare against. */
export function errorBody(code: ErrorCode, options: ErrorOptions = {}): ErrorBody {
  const entry: Entry = CATALOGUE[code];
  const error = options.reason ? `${entry.text} Reason: ${INVALID_REASONS[options.reason]}.` : entry.text;
  if (entry.status === 422) return { error, detail: options.detail ?? null };
  if (entry.status === 429) return { error, retryAfter: entry.retryAfter };
  return { error };
}

/** The one error type: a catalogue code and what the answer needs; anything else reaching onError is a bug (503). */
export class ApiError extends HTTPException {
  readonly code: ErrorCode;
  readonly body: ErrorBody;
  readonly headers: Record<string, string>;

  constructor(code: ErrorCode, options: ErrorOptions = {}) {
    const entry: Entry = CATALOGUE[code];
    const body = errorBody(code, options);
    super(entry.status, { message: body.error });
    this.code = code;
    this.body = body;
    this.headers = ApiError.headersFor(entry, options);
  }

  private static headersFor(entry: Entry, options: ErrorOptions): Record<string, string> {
    if (entry.status === 429) return { "Retry-After": String(Math.max(1, Math.ceil(options.retryAfterSeconds ?? 1))) };
    if (entry.status === 503) return { "Retry-After": "60" };
    return {};
  }

  /** A refused fresh analysis: the per-IP hour or the global day. */
  static limited(retryAfter: RetryAfter, seconds: number): ApiError {
    return new ApiError(retryAfter === "next hour" ? "rate_hourly" : "rate_daily", { retryAfterSeconds: seconds });
  }
}
