// robots.txt, parsed and matched per RFC 9309 (the Robots Exclusion Protocol), with the tolerances of
// Google's open-source parser (google/robotstxt): BOM, CRLF, typos of the directive names, unknown lines.
import type { Reason } from "../messages.ts";

export interface RobotsRule {
  allow: boolean;
  /** The path pattern, normalized (percent-encoding per RFC 9309 §2.2.2); may hold `*` and a final `$`. */
  pattern: string;
  /** The rule as written, for evidence. */
  line: string;
}

export interface RobotsGroup {
  /** Product tokens of the group's user-agent lines, lower-cased; `*` for the catch-all. */
  agents: string[];
  rules: RobotsRule[];
}

export interface Robots {
  groups: RobotsGroup[];
  /** Sitemap: URLs, in order (RFC 9309 §2.3.5 leaves them outside groups). */
  sitemaps: string[];
  /** Cloudflare's Content-Signal: lines (search=, ai-input=, ai-train=), as written. */
  contentSignals: string[];
  /** Input was cut at MAX_ROBOTS_CHARS. */
  truncated: boolean;
}

export interface RobotsVerdict {
  allowed: boolean;
  /** The rule that decided (the longest match), or null when no rule matched. */
  rule: RobotsRule | null;
  /** Whose rules applied: the agent's own group(s), the `*` group, or none at all. */
  group: "specific" | "*" | "none";
}

/** RFC 9309 §2.5: crawlers must parse at least 500 KiB; Google ignores what follows. */
export const MAX_ROBOTS_CHARS = 500 * 1024;
/** Patterns and paths are matched on at most this many characters (bounded work on hostile input). */
const MAX_PATTERN_CHARS = 2_048;
const MAX_PATH_CHARS = 8_192;

/** Directive names and the misspellings Google's parser accepts (google/robotstxt, robots.cc). */
const KEYS = new Map<string, "user-agent" | "allow" | "disallow" | "sitemap" | "content-signal">([
  ["user-agent", "user-agent"],
  ["useragent", "user-agent"],
  ["user agent", "user-agent"],
  ["allow", "allow"],
  ["disallow", "disallow"],
  ["dissallow", "disallow"],
  ["dissalow", "disallow"],
  ["disalow", "disallow"],
  ["diasllow", "disallow"],
  ["disallaw", "disallow"],
  ["sitemap", "sitemap"],
  ["site-map", "sitemap"],
  ["content-signal", "content-signal"],
]);

/** The product token of a user-agent line: its leading [A-Za-z_-] characters ("Googlebot/2.1" → "googlebot"). */
export function productToken(value: string): string {
  const trimmed = trimWs(value);
  if (trimmed.startsWith("*")) return "*";
  return (/^[a-z_-]+/i.exec(trimmed)?.[0] ?? "").toLowerCase();
}

const UNRESERVED = /[A-Za-z0-9\-._~]/;
const utf8 = new TextEncoder();

/**
 * RFC 9309 §2.2.2: patterns and paths compare percent-encoded. Non-ASCII becomes UTF-8 escapes, escapes
 * of unreserved characters are decoded ("%62%61%7A" matches "baz"), and hex digits are upper-cased.
 */
export function normalizePath(path: string): string {
  if (!/[^\x21-\x7e]|%/.test(path)) return path;
  let out = "";
  for (let i = 0; i < path.length; i++) {
    const char = path[i]!;
    if (char === "%" && /^[0-9a-f]{2}$/i.test(path.slice(i + 1, i + 3))) {
      const decoded = String.fromCharCode(Number.parseInt(path.slice(i + 1, i + 3), 16));
      out += UNRESERVED.test(decoded) ? decoded : `%${path.slice(i + 1, i + 3).toUpperCase()}`;
      i += 2;
      continue;
    }
    const code = char.charCodeAt(0);
    if (code > 0x7e || code <= 0x20) {
      const point = path.codePointAt(i)!;
      if (point > 0xffff) i++;
      out += [...utf8.encode(String.fromCodePoint(point))].map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, "0")}`).join("");
      continue;
    }
    out += char;
  }
  return out;
}

/** RFC 9309's whitespace is space and tab only: a no-break space (U+00A0) is part of a pattern or value. */
const trimWs = (text: string) => text.replace(/^[ \t]+|[ \t]+$/g, "");

/** Splits "key: value" (or Google's tolerated "key value"), dropping the comment; null for other lines. */
function splitLine(raw: string): { key: string; value: string } | null {
  const hash = raw.indexOf("#");
  const line = trimWs(hash === -1 ? raw : raw.slice(0, hash));
  if (line === "") return null;
  const colon = line.indexOf(":");
  if (colon !== -1) return { key: trimWs(line.slice(0, colon)).toLowerCase(), value: trimWs(line.slice(colon + 1)) };
  const parts = line.split(/[ \t]+/);
  return parts.length === 2 ? { key: parts[0]!.toLowerCase(), value: parts[1]! } : null;
}

export function parseRobots(text: string): Robots {
  const truncated = text.length > MAX_ROBOTS_CHARS;
  // A line cut by the cap is dropped: half a pattern ("Disallow: /*a" of "/*a.pdf$") would block too much.
  const kept = truncated ? text.slice(0, Math.max(0, text.lastIndexOf("\n", MAX_ROBOTS_CHARS))) : text;
  const body = kept.replace(/^\uFEFF/, "");
  const robots: Robots = { groups: [], sitemaps: [], contentSignals: [], truncated };
  let current: RobotsGroup | null = null;
  // RFC 9309 §2.1: consecutive user-agent lines open one group; a user-agent line after a rule opens the next.
  let sawRule = false;
  for (const raw of body.split(/\r\n|\r|\n/)) {
    const parsed = splitLine(raw);
    if (!parsed) continue;
    const key = KEYS.get(parsed.key);
    if (key === "user-agent") {
      const token = productToken(parsed.value);
      if (current === null || sawRule) {
        current = { agents: [], rules: [] };
        robots.groups.push(current);
        sawRule = false;
      }
      if (token !== "" && !current.agents.includes(token)) current.agents.push(token);
    } else if (key === "allow" || key === "disallow") {
      if (current === null) continue; // §2.1: rules before any user-agent line belong to no group.
      sawRule = true;
      // An empty Disallow allows everything: it matches nothing (§2.2.2).
      if (parsed.value === "") continue;
      current.rules.push({ allow: key === "allow", pattern: normalizePath(parsed.value.slice(0, MAX_PATTERN_CHARS)), line: `${key === "allow" ? "Allow" : "Disallow"}: ${parsed.value}` });
    } else if (key === "sitemap") {
      robots.sitemaps.push(parsed.value);
    } else if (key === "content-signal") {
      robots.contentSignals.push(parsed.value);
    }
    // Other lines (crawl-delay, host, clean-param, unknown) neither end a group nor apply (§2.2.4).
  }
  return robots;
}

/**
 * Whether `pattern` matches the start of `path`: `*` is any run of characters, a final `$` anchors the end.
 * The literal pieces between stars are found leftmost-first, which is exact for star-only globs and linear
 * in the path (no backtracking on hostile patterns).
 */
export function patternMatches(pattern: string, path: string): boolean {
  const star = pattern.indexOf("*");
  const anchored = pattern.endsWith("$");
  if (star === -1 && !anchored) return path.startsWith(pattern);
  // Most patterns fail on their literal start: check it before splitting.
  const literal = star === -1 ? pattern.length - 1 : star;
  for (let i = 0; i < literal; i++) if (pattern.charCodeAt(i) !== path.charCodeAt(i)) return false;
  const pieces = (anchored ? pattern.slice(0, -1) : pattern).split("*");
  const first = pieces[0]!;
  if (!path.startsWith(first)) return false;
  if (pieces.length === 1) return !anchored || path.length === first.length;
  let position = first.length;
  for (let k = 1; k < pieces.length - 1; k++) {
    const piece = pieces[k]!;
    if (piece === "") continue;
    const at = path.indexOf(piece, position);
    if (at === -1) return false;
    position = at + piece.length;
  }
  const last = pieces[pieces.length - 1]!;
  if (anchored) return path.length - last.length >= position && path.endsWith(last);
  return last === "" || path.indexOf(last, position) !== -1;
}

/** The rules that apply to `userAgent`: its own groups merged (§2.2.1), else the `*` groups merged, else none. */
export function rulesFor(robots: Robots, userAgent: string): { rules: RobotsRule[]; group: RobotsVerdict["group"] } {
  const token = productToken(userAgent);
  const own = robots.groups.filter((group) => token !== "*" && group.agents.includes(token));
  if (own.length > 0) return { rules: own.flatMap((group) => group.rules), group: "specific" };
  const star = robots.groups.filter((group) => group.agents.includes("*"));
  if (star.length > 0) return { rules: star.flatMap((group) => group.rules), group: "*" };
  return { rules: [], group: "none" };
}

/**
 * Whether `userAgent` may fetch `path` (path and query, e.g. "/a/b?c"), and which rule decided. RFC 9309
 * §2.2.2: the longest matching pattern wins; on a tie, allow wins. /robots.txt itself is always allowed.
 */
export function robotsVerdict(robots: Robots, userAgent: string, path: string): RobotsVerdict {
  const { rules, group } = rulesFor(robots, userAgent);
  const target = normalizePath((path.startsWith("/") ? path : `/${path}`).slice(0, MAX_PATH_CHARS));
  if (target === "/robots.txt") return { allowed: true, rule: null, group };
  let best: RobotsRule | null = null;
  for (const rule of rules) {
    if (!patternMatches(rule.pattern, target)) continue;
    const longer = best === null || rule.pattern.length > best.pattern.length;
    const tieToAllow = best !== null && rule.pattern.length === best.pattern.length && rule.allow && !best.allow;
    if (longer || tieToAllow) best = rule;
  }
  return { allowed: best === null || best.allow, rule: best, group };
}

export function isAllowed(robots: Robots, userAgent: string, path: string): boolean {
  return robotsVerdict(robots, userAgent, path).allowed;
}


/**
 * The path and query robots.txt rules are matched against, as the address was written: a bare "?" stays
 * ("/docs/page?" is not "/docs/page"; URL.search is empty for it, so it is read from the address).
 */
export function robotsPath(url: URL): string {
  const query = url.search || (url.href.split("#")[0]!.endsWith("?") ? "?" : "");
  return `${url.pathname || "/"}${query}`;
}

export interface CrawlerBlock {
  token: string;
  verdict: RobotsVerdict;
}

/** The crawlers among `crawlers` that robots.txt keeps away from `path`, each with the rule that decided. */
export function blockedCrawlers(robots: Robots, crawlers: readonly { token: string }[], path: string): CrawlerBlock[] {
  return crawlers.map(({ token }) => ({ token, verdict: robotsVerdict(robots, token, path) })).filter((block) => !block.verdict.allowed);
}

/**
 * Where a blocking rule sits, for evidence, as a key with parameters: `own-group-block` (the crawler's own
 * group) or `star-group-block` (the User-agent: * group), with the crawler's token and the rule as written.
 * The checks that list blocks hold the words ("Googlebot (Disallow: /guide/ in its own group)").
 */
export function describeBlock(block: CrawlerBlock): Reason {
  return { key: block.verdict.group === "specific" ? "own-group-block" : "star-group-block", params: { token: block.token, rule: block.verdict.rule?.line ?? "blocked" } };
}

const MAX_COPIED_RULES = 40;

/**
 * robots.txt lines that let `blocked` crawlers fetch what their blocking rules hid. An Allow with the same
 * pattern as the Disallow wins the tie (RFC 9309 §2.2.2). A crawler with a group of its own gets a group
 * that merges with it (§2.2.1); one that fell back to `*` gets its own group, which it then reads instead
 * of `*`, so the `*` rules are copied in.
 */
export function allowSnippet(robots: Robots, blocked: readonly CrawlerBlock[]): string {
  const allowOf = (block: CrawlerBlock) => (block.verdict.rule?.line ?? "Disallow: /").replace(/^Disallow/, "Allow");
  const sections: string[] = [];
  const own = blocked.filter((block) => block.verdict.group === "specific");
  const fallback = blocked.filter((block) => block.verdict.group !== "specific");
  if (own.length > 0) {
    const allows = [...new Set(own.map(allowOf))];
    sections.push(["# Groups for the same crawler merge (RFC 9309 §2.2.1); Allow wins a tie with Disallow (§2.2.2).", ...own.map((block) => `User-agent: ${block.token}`), ...allows].join("\n"));
  }
  if (fallback.length > 0) {
    const allows = [...new Set(fallback.map(allowOf))];
    const allowPatterns = new Set(allows.map((line) => line.slice("Allow: ".length)));
    const starRules = rulesFor(robots, "*").rules.filter((rule) => !allowPatterns.has(rule.line.slice(rule.line.indexOf(":") + 2)));
    const copied = starRules.slice(0, MAX_COPIED_RULES).map((rule) => rule.line);
    if (starRules.length > MAX_COPIED_RULES) copied.push(`# …and the other ${starRules.length - MAX_COPIED_RULES} rules of your User-agent: * group`);
    sections.push(["# A crawler with a group of its own no longer reads the * group: the * rules are repeated here.", ...fallback.map((block) => `User-agent: ${block.token}`), ...allows, ...copied].join("\n"));
  }
  return sections.join("\n\n");
}
