// Normalizes the `url` parameter to the domain that is scored, cached and reported: scheme, leading
// www. labels, a default port, path, query, fragment, case and a trailing dot removed; IDN to punycode
// (the WHATWG URL parser does that). Everything else is invalid input (the contract's 400).
// It is idempotent (normalize(normalize(x)) = normalize(x)): the report page and the badge 301 to the
// normalized name, so a second normalization that moved again would send that link elsewhere (issue 17).
// That is why every leading www. goes, not one: www.www.x.example is x.example, never www.x.example.
import { blockedHostReason, isIpLiteral } from "./guard.ts";
import { withoutWww } from "./site.ts";

export type Normalized = { ok: true; domain: string } | { ok: false; reason: string };

/** RFC 1035 §2.3.4 and common practice for the whole parameter (RELIABILITY.md: URLs ≤ 2 KB). */
const MAX_INPUT = 2048;
const MAX_HOST = 253;
const MAX_LABEL = 63;
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

export function normalizeDomain(raw: string): Normalized {
  const input = raw.trim();
  if (!input) return { ok: false, reason: "empty" };
  if (input.length > MAX_INPUT) return { ok: false, reason: "longer than 2048 characters" };
  if (/[\s\u0000-\u001f\u007f]/.test(input)) return { ok: false, reason: "contains spaces or control characters" };

  const schemeMatch = /^([a-z][a-z0-9+.-]*):/i.exec(input);
  const hasScheme = schemeMatch !== null && input.slice(schemeMatch[0].length).startsWith("//");
  if (schemeMatch && !hasScheme && !/^[^:/]+:\d+(?:[/?#]|$)/.test(input)) {
    const http = /^https?$/i.test(schemeMatch[1]!);
    return { ok: false, reason: http ? "malformed URL (scheme without //)" : `scheme "${schemeMatch[1]}" is not http or https` };
  }
  if (hasScheme && !/^https?$/i.test(schemeMatch![1]!)) return { ok: false, reason: `scheme "${schemeMatch![1]}" is not http or https` };

  let url: URL;
  try {
    url = new URL(hasScheme ? input : `https://${input}`);
  } catch {
    return { ok: false, reason: "not a URL" };
  }
  if (url.username || url.password) return { ok: false, reason: "contains credentials" };
  if (url.port && !((url.protocol === "https:" && url.port === "443") || (url.protocol === "http:" && url.port === "80"))) {
    // The URL parser drops a scheme's default port, so any port left is a non-default one.
    return { ok: false, reason: `port ${url.port} is not allowed` };
  }
  const host = url.hostname.toLowerCase().replace(/\.$/, "");
  if (isIpLiteral(host)) return { ok: false, reason: "IP addresses are not accepted; pass a domain" };
  const domain = withoutWww(host);
  if (domain.length > MAX_HOST) return { ok: false, reason: "host longer than 253 characters" };
  const labels = domain.split(".");
  if (labels.length < 2) return { ok: false, reason: "no dot in the host" };
  if (labels.some((label) => label.length === 0 || label.length > MAX_LABEL || !LABEL.test(label))) {
    return { ok: false, reason: "a label of the host is empty, too long or has invalid characters" };
  }
  if (/^\d+$/.test(labels.at(-1)!)) return { ok: false, reason: "the top-level label is numeric" };
  const blocked = blockedHostReason(domain);
  if (blocked) return { ok: false, reason: blocked };
  return { ok: true, domain };
}
