// The SSRF guard: judges a URL the user or a redirect gave us, after WHATWG parsing (which has already
// turned 2130706433, 0x7f.1, 0177.0.0.1, fullwidth digits and the like into dotted IPv4). Only http(s),
// only ports 80/443, no credentials, no IP literals of any kind (Workers cannot fetch them in production
// anyway), no internal names. Names that resolve to private addresses are left to the platform: see
// SECURITY.md. GitLab's UrlBlocker and Discourse's FinalDestination guard the same way.

export type Verdict = { ok: true } | { ok: false; reason: string };

/** Names that are never public websites (RFC 6761, RFC 6762, RFC 8375, cloud metadata names). */
const BLOCKED_SUFFIXES = [".localhost", ".local", ".internal", ".home.arpa", ".localdomain", ".lan", ".intranet", ".corp", ".invalid", ".test", ".onion"];
const BLOCKED_NAMES = new Set(["localhost", "localhost.localdomain", "metadata.google.internal", "metadata.amazonaws.com", "metadata", "instance-data", "broadcasthost"]);

const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/** After WHATWG parsing, an IPv4 host is dotted-decimal and an IPv6 host is bracketed. */
export function isIpLiteral(host: string): boolean {
  return IPV4.test(host) || host.startsWith("[") || host.includes(":");
}

/** Why a host is refused, or null. `extra` holds our own hostnames (a fetch of ourselves is a loop). */
export function blockedHostReason(host: string, extra: readonly string[] = []): string | null {
  const name = host.toLowerCase().replace(/\.$/, "");
  if (BLOCKED_NAMES.has(name) || extra.includes(name)) return `"${name}" is not a public website`;
  const suffix = BLOCKED_SUFFIXES.find((candidate) => name.endsWith(candidate) || name === candidate.slice(1));
  if (suffix) return `names under "${suffix.slice(1)}" are not public websites`;
  return null;
}

export function judgeUrl(url: URL, ownHosts: readonly string[] = []): Verdict {
  if (url.protocol !== "https:" && url.protocol !== "http:") return { ok: false, reason: `scheme ${url.protocol} is not allowed` };
  if (url.username || url.password) return { ok: false, reason: "credentials in the URL are not allowed" };
  if (url.port && url.port !== "80" && url.port !== "443") return { ok: false, reason: `port ${url.port} is not allowed` };
  const host = url.hostname.toLowerCase().replace(/\.$/, "");
  if (!host) return { ok: false, reason: "no host" };
  if (isIpLiteral(host)) return { ok: false, reason: "IP address targets are not allowed" };
  if (host.length > 253) return { ok: false, reason: "host longer than 253 characters" };
  // WHATWG parsing keeps empty labels (`localhost...`, `127.1..`, `a..example`): they are not IPv4 to the
  // parser, match no blocked suffix, and a resolver may still read them as loopback. RFC 1035 §2.3.4 allows
  // none after the one root dot we strip, nor labels over 63 octets. (Red team 2026-11-24, issue 17.)
  const labels = host.split(".");
  if (labels.some((label) => label.length === 0)) return { ok: false, reason: "a label of the host is empty" };
  if (labels.some((label) => label.length > 63)) return { ok: false, reason: "a label of the host is longer than 63 characters" };
  const blocked = blockedHostReason(host, ownHosts);
  if (blocked) return { ok: false, reason: blocked };
  if (!host.includes(".")) return { ok: false, reason: `"${host}" is not a public domain` };
  return { ok: true };
}
