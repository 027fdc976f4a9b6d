// The contract's error bodies (../shared/spec/agent-scoring-interface.md, "Errors") and the one error type
// routes throw to produce them; app.onError turns it into the response.
import { HTTPException } from "hono/http-exception";

export const ERROR_TEXT = {
  invalidUrl:
    "The url parameter is missing or invalid. Pass a domain (example.com) or a full http(s) URL, e.g. /api/agent/score?url=example.com.",
  invalidFast: "The fast parameter accepts only 1 or true; leave it out to wait for the AI-written summary.",
  unfetchable:
    "We could not fetch this site. It may be down, or it may be blocking automated access.",
  hourly:
    "Rate limit reached: fresh analyses from your IP address are limited per hour. Cached results stay free. Retry next hour.",
  daily:
    "The service's daily limit of fresh analyses is reached. Cached results stay free. Retry tomorrow.",
  unavailable: "The service is temporarily unavailable. Please retry in a minute.",
  notAnalyzed:
    "This domain has not been analyzed yet. Score it first (the get_aeo_score tool, or GET /api/agent/score?url=<domain>), then ask for its report.",
  // POST /api/analyze (the browser UI): its body, not a query parameter.
  invalidAnalyzeBody:
    "Send a JSON body with exactly one of: url (a domain or an http(s) URL), html (a page's HTML, with an optional url saying where it lives) or text (plain text).",
  invalidAnalyzeUrl: "The url is not a valid website address. Pass a domain (example.com) or a full http(s) URL.",
  pasteTooLarge: "The pasted content is too large: at most 1,048,576 characters (1 MiB) are scored.",
  pasteUnanalyzable: "We could not analyze the pasted content.",
} as const;

export type RetryAfter = "next hour" | "tomorrow";

export type ErrorBody =
  | { error: string }
  | { error: string; detail: string | null }
  | { error: string; retryAfter: RetryAfter };

/** An error with the contract's status and body; anything else reaching onError is a bug (503, logged). */
export class ApiError extends HTTPException {
  readonly body: ErrorBody;
  readonly headers: Record<string, string>;

  constructor(status: 400 | 404 | 413 | 422 | 429 | 503, body: ErrorBody, headers: Record<string, string> = {}) {
    super(status, { message: body.error });
    this.body = body;
    this.headers = headers;
  }

  static invalidUrl(): ApiError {
    return new ApiError(400, { error: ERROR_TEXT.invalidUrl });
  }

  static unfetchable(detail: string | null): ApiError {
    return new ApiError(422, { error: ERROR_TEXT.unfetchable, detail });
  }

  static unavailable(): ApiError {
    return new ApiError(503, { error: ERROR_TEXT.unavailable }, { "Retry-After": "60" });
  }

  static limited(retryAfter: RetryAfter, seconds: number): ApiError {
    const text = retryAfter === "next hour" ? ERROR_TEXT.hourly : ERROR_TEXT.daily;
    return new ApiError(429, { error: text, retryAfter }, { "Retry-After": String(Math.max(1, Math.ceil(seconds))) });
  }
}
