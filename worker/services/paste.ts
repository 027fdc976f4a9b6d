// Pasted HTML and text, the one path for POST /api/analyze and the MCP tool score_html: the size cap
// (413), the page address rule, the per-IP paste limit, then scoring. Nothing is fetched, cached or stored
// (RELIABILITY.md: anyone could otherwise publish content under someone else's domain).
import type { Report } from "../../scoring/index.ts";
import { templateSummary } from "../../scoring/summary.ts";
import { pasteTooThin, tooThinDetail } from "../../scoring/thin.ts";
import { configFrom } from "../config.ts";
import { ApiError } from "../errors.ts";
import { takePasteSlot } from "./paste-limit.ts";
import type { CallContext } from "./pipeline.ts";
import { score } from "./score.ts";

/** Pasted HTML or text is scored up to this many characters (RELIABILITY.md: "~1 MiB, with a 413"). */
export const MAX_PASTE_CHARS = 1_048_576;
/** A page address is a URL: the same 2 KB as the url parameter (RELIABILITY.md: URLs ≤ 2 KB). */
export const MAX_PAGE_ADDRESS = 2048;
/** Where pasted input without an address "lives": a reserved name (RFC 2606) that can never be fetched. */
const PASTE_URL = "https://pasted.invalid/";

export type Paste = { html: string; url?: string | undefined } | { text: string };

export interface ScoredPaste {
  kind: "html" | "text";
  /** The page address given with the HTML, as parsed; null without one. */
  page: string | null;
  /** The full report, its summary naming the page by host or as pasted. */
  report: Report;
}

const invalidAddress = (reason: "too_long" | "spaces" | "scheme" | "malformed") => new ApiError("invalid_page_url", { reason });

/**
 * The address pasted HTML claims, for page-type detection and internal links. It is only parsed, never
 * fetched, so a port or a local name (a dev server's localhost:3000/pricing) is harmless and kept. It
 * must be http(s); credentials are dropped, so a secret pasted by mistake is never echoed back.
 */
export function pageAddress(raw: string | undefined): string | null {
  const input = raw?.trim();
  if (!input) return null;
  if (input.length > MAX_PAGE_ADDRESS) throw invalidAddress("too_long");
  if (/[\s\u0000-\u001f\u007f]/.test(input)) throw invalidAddress("spaces");
  // A scheme is letters before a colon not followed by a digit (example.com:8080 is a host and a port).
  const hasScheme = /^[a-z][a-z0-9+.-]*:(?!\d)/i.test(input);
  let url: URL;
  try {
    url = new URL(hasScheme ? input : `https://${input}`);
  } catch {
    throw invalidAddress("malformed");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw invalidAddress("scheme");
  if (!url.hostname) throw invalidAddress("malformed");
  url.username = "";
  url.password = "";
  return url.href;
}

async function analyzed(env: Env, paste: Paste, page: string | null, now: number): Promise<Report> {
  const content = "html" in paste ? { html: paste.html } : { text: paste.text };
  try {
    return await score(env, { ...content, url: page ?? PASTE_URL, now: new Date(now), readVia: "paste" });
  } catch (error) {
    console.error("pasted input not analyzable", error);
    throw new ApiError("paste_unanalyzable");
  }
}

/**
 * Validates (free), takes the caller's paste slot, then scores; errors are ApiError (400, 413, 422, 429, 503).
 * Input with too little text to judge is refused after scoring (its words are counted as the report counts
 * them): a 422 saying how many words it had and how many are needed.
 */
export async function scorePaste(call: CallContext, paste: Paste, now = Date.now()): Promise<ScoredPaste> {
  const kind = "html" in paste ? "html" : "text";
  const content = "html" in paste ? paste.html : paste.text;
  if (content.length > MAX_PASTE_CHARS) throw new ApiError("paste_too_large");
  const page = "html" in paste ? pageAddress(paste.url) : null;
  await takePasteSlot(call.env, configFrom(call.env), call.clientIp, now);
  const report = await analyzed(call.env, paste, page, now);
  const thin = pasteTooThin(kind, report.page.word_count);
  if (thin) throw new ApiError("paste_too_thin", { detail: tooThinDetail(thin, kind) });
  // The template names the page by host; pasted input without an address has none worth naming.
  const label = page ? new URL(page).hostname : kind === "html" ? "The pasted page" : "The pasted text";
  return { kind, page, report: { ...report, summary: templateSummary({ ...report, url: label }) } };
}
