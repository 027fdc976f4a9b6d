// What each AI crawler of the table (scoring/crawlers.ts) may and can read of the page. Declared: robots.txt
// for its token (RFC 9309, with the rule that decided), Cloudflare's Content-Signal for its use, and robots
// directives that name it or every crawler (meta tags, X-Robots-Tag, noai/noimageai). Effective: what its
// own fetch of the page got (the probes, gather/crawler-access.ts), judged against our plain fetch of the
// same address: the same page, other or thin text, a challenge, a refusal, a price, a redirect elsewhere,
// no answer. The ai-search-crawlers and ai-training-crawlers checks and the report's matrix read it.
import { CRAWLERS, tokensOf, type Crawler, type CrawlerRole } from "../crawlers.ts";
import type { CrawlerProbe, CrawlerProbes } from "../input.ts";
import type { Reason } from "../messages.ts";
import type { ElementIndex } from "./elements.ts";
import { metaDirectives, directives, type Directive } from "./robots-directives.ts";
import { robotsVerdict, type Robots, type RobotsVerdict } from "./robots.ts";

/** What a crawler's fetch got, judged. */
export const OUTCOMES = ["same", "unverified", "different", "thin", "challenge", "refused", "payment", "redirect", "error", "timeout", "unreachable"] as const;
export type Outcome = (typeof OUTCOMES)[number];
/** Beside the outcomes: a token no crawler sends (robots.txt only), and a crawler the probes did not fetch as. */
export type Effective = Outcome | "robots-only" | "not-probed";

/**
 * How far an outcome keeps a crawler from the page, 0 to 1: its share of a block. Other text than a browser
 * gets is half a block: it may be cloaking, or a pre-rendered version made for bots on purpose.
 */
export const OUTCOME_COST: Readonly<Record<Outcome, number>> = {
  same: 0,
  unverified: 0,
  different: 0.5,
  thin: 1,
  challenge: 1,
  refused: 1,
  payment: 1,
  redirect: 1,
  error: 1,
  timeout: 1,
  unreachable: 1,
};

/** How a crawler's answer is compared with our plain fetch. */
export const COMPARISON = {
  /** Texts less alike than this (shared shingles, 0 to 1) are other content. */
  sameAt: 0.5,
  /** A crawler that gets under this share of our fetch's text gets a thin page… */
  thinShare: 0.25,
  /** …when our fetch had at least this much text to compare with. */
  thinMinChars: 200,
} as const;

/** Statuses bot protection refuses with (as gather/fetch-site.ts's walls). */
const REFUSALS = new Set([401, 403, 429, 503]);

/** Content-Signal (contentsignals.org) names the uses a site allows: which one binds each role. */
const SIGNALS_OF_ROLE: Readonly<Record<CrawlerRole, readonly string[]>> = {
  training: ["ai-train"],
  search: ["search", "ai-input"],
  user: ["ai-input"],
};
/** Directives that limit what a crawler of each role may do with the page (noai, noimageai: DeviantArt's opt-out of training). */
const LIMITING_OF_ROLE: Readonly<Record<CrawlerRole, ReadonlySet<string>>> = {
  training: new Set(["noindex", "none", "noai", "noimageai"]),
  search: new Set(["noindex", "none", "nosnippet"]),
  user: new Set(["noindex", "none", "nosnippet"]),
};

export type RobotsState = "allowed" | "blocked" | "no-robots-txt" | "unreadable" | "not-read";

export interface CrawlerRow {
  crawler: Crawler;
  robots: RobotsState;
  /** The robots.txt verdict for its token at the page's path; null when robots.txt was not read or is missing. */
  verdict: RobotsVerdict | null;
  /** What limits it besides robots.txt, as written: `Content-Signal: ai-train=no`, `noindex in <meta name="gptbot" …>`. */
  signals: string[];
  declared: "allowed" | "limited" | "blocked";
  probe: CrawlerProbe | null;
  effective: Effective;
  /** OUTCOME_COST of the outcome; 0 when not fetched. */
  cost: number;
  /** robots.txt lets it in, and the server keeps it out (a cost of 1). */
  contradiction: boolean;
  /** Refused, but the refusal may be of our copy only (Crawler.impersonationGuarded): shown, not counted. */
  unconfirmed: boolean;
}

export interface CrawlerAccess {
  baseline: CrawlerProbes["baseline"];
  rows: CrawlerRow[];
}

/** The URL without its fragment, for comparing where two fetches landed. */
const landing = (url: string) => url.split("#")[0]!;

/** The outcome of a crawler's fetch, judged against our plain fetch of the same address. */
export function outcomeOf(probe: CrawlerProbe, baseline: CrawlerProbes["baseline"]): Outcome {
  switch (probe.result) {
    case "timeout":
      return "timeout";
    case "unreachable":
      return "unreachable";
    case "off-site":
    case "forbidden":
      return "redirect";
    case "redirects":
      return "error";
    case "response":
      break;
  }
  const status = probe.status ?? 0;
  if (probe.challenge !== null) return "challenge";
  if (status === 402) return "payment";
  if (REFUSALS.has(status)) return "refused";
  if (status < 200 || status >= 300) return "error";
  if (!baseline.comparable) return "unverified";
  const elsewhere = probe.url !== null && landing(probe.url) !== landing(baseline.url);
  const thin = baseline.textChars >= COMPARISON.thinMinChars && (probe.textChars ?? 0) < baseline.textChars * COMPARISON.thinShare;
  if (thin) return elsewhere ? "redirect" : "thin";
  if (probe.similarity !== null && probe.similarity < COMPARISON.sameAt) return elsewhere ? "redirect" : "different";
  return "same";
}

/** Content-Signal entries ("ai-train=no") a site's robots.txt sets to no for this role's uses. */
function signalsFor(role: CrawlerRole, robots: Robots | null): string[] {
  if (robots === null) return [];
  const uses = SIGNALS_OF_ROLE[role];
  const found: string[] = [];
  for (const line of robots.contentSignals) {
    for (const pair of line.split(",")) {
      const [name = "", value = ""] = pair.split("=").map((part) => part.trim().toLowerCase());
      if (uses.includes(name) && value === "no") found.push(`Content-Signal: ${name}=no`);
    }
  }
  return [...new Set(found)];
}

/** The directives that limit this crawler: those naming its token, every robot, or (a header's) no one. */
function directivesFor(crawler: Crawler, all: readonly Directive[]): string[] {
  const token = crawler.token.toLowerCase();
  const limiting = LIMITING_OF_ROLE[crawler.role];
  const binding = all.filter((directive) => (directive.scope === token || directive.scope === "robots" || directive.scope === "all") && limiting.has(directive.name));
  return [...new Set(binding.map((directive) => `${directive.name} in ${directive.source}`))];
}

export interface AccessSources {
  robots: Robots | null;
  /** The site's files were read (robots.txt may still be missing), and whether its server failed. */
  siteRead: boolean;
  robotsError: string | null;
  /** Path and query robots.txt rules match against (robotsPath). */
  path: string;
  elements: ElementIndex | null;
  xRobotsTag: string | undefined;
  probes: CrawlerProbes | null;
}

function robotsState(sources: AccessSources, verdict: RobotsVerdict | null): RobotsState {
  if (!sources.siteRead) return "not-read";
  if (sources.robots === null) return sources.robotsError ? "unreadable" : "no-robots-txt";
  return verdict!.allowed ? "allowed" : "blocked";
}

/** Every crawler of the table with its declared and effective access; null when no probe was made. */
export function readCrawlerAccess(sources: AccessSources): CrawlerAccess | null {
  const probes = sources.probes;
  if (probes === null) return null;
  const tokens = new Set(CRAWLERS.map((crawler) => crawler.token.toLowerCase()));
  const all: Directive[] = [
    ...(sources.elements ? metaDirectives(sources.elements, (name) => name === "robots" || tokens.has(name)) : []),
    ...(sources.xRobotsTag ? directives(sources.xRobotsTag, "all", `X-Robots-Tag: ${sources.xRobotsTag}`) : []),
  ];
  const byToken = new Map(probes.probes.map((probe) => [probe.token.toLowerCase(), probe]));
  const rows = CRAWLERS.map((crawler): CrawlerRow => {
    const verdict = sources.robots === null ? null : robotsVerdict(sources.robots, crawler.token, sources.path);
    const robots = robotsState(sources, verdict);
    const signals = [...signalsFor(crawler.role, sources.robots), ...directivesFor(crawler, all)];
    const declared = robots === "blocked" || robots === "unreadable" ? "blocked" : signals.length > 0 ? "limited" : "allowed";
    const probe = crawler.userAgent === null ? null : (byToken.get(crawler.token.toLowerCase()) ?? null);
    const outcome = probe === null ? null : outcomeOf(probe, probes.baseline);
    const effective: Effective = crawler.userAgent === null ? "robots-only" : (outcome ?? "not-probed");
    const cost = outcome === null ? 0 : OUTCOME_COST[outcome];
    const allowed = robots !== "blocked" && robots !== "unreadable";
    const unconfirmed = crawler.impersonationGuarded === true && (outcome === "refused" || outcome === "challenge");
    return { crawler, robots, verdict, signals, declared, probe, effective, cost, contradiction: allowed && cost >= 1, unconfirmed };
  });
  return { baseline: probes.baseline, rows };
}

/** A share 0..1 as a whole percent. */
const percent = (share: number) => Math.round(share * 100);

/**
 * What a crawler's fetch got, as a reason whose words the crawler checks hold (EDGE_MESSAGES): "HTTP 403",
 * "a bot challenge", "asked to pay", "sent to another site"…
 */
export function describeEdge(row: CrawlerRow, baseline: CrawlerProbes["baseline"]): Reason {
  const probe = row.probe;
  if (row.effective === "robots-only") return { key: "edge-robots-only" };
  if (probe === null || row.effective === "not-probed") return { key: "edge-not-probed" };
  const status = probe.status ?? 0;
  switch (row.effective) {
    case "same":
      return probe.similarity === null ? { key: "edge-same-size" } : { key: "edge-same", params: { percent: percent(probe.similarity) } };
    case "unverified":
      return { key: "edge-unverified", params: { status } };
    case "different":
      return { key: "edge-different", params: { percent: percent(probe.similarity ?? 0) } };
    case "thin":
      return { key: "edge-thin", params: { chars: probe.textChars ?? 0, baseline: baseline.textChars } };
    case "challenge":
      return { key: "edge-challenge", params: { status, marker: probe.challenge ?? "" } };
    case "refused":
      return { key: "edge-refused", params: { status } };
    case "payment":
      return probe.price ? { key: "edge-payment", params: { price: probe.price } } : { key: "edge-payment-unpriced" };
    case "redirect":
      if (probe.result === "off-site") return { key: "edge-redirect-site", params: { site: probe.site ?? "" } };
      if (probe.result === "forbidden") return { key: "edge-redirect-forbidden", params: { detail: probe.detail ?? "" } };
      return { key: "edge-redirect-page", params: { url: probe.url ?? "" } };
    case "error":
      return probe.result === "redirects" ? { key: "edge-redirect-loop", params: { detail: probe.detail ?? "" } } : { key: "edge-error", params: { status } };
    case "timeout":
    case "unreachable":
      return { key: "edge-no-answer", params: { detail: probe.detail ?? "" } };
  }
}

/** What the server does with the crawlers robots.txt lets in, among `rows`. */
export interface EdgeFindings {
  /** Probed crawlers that robots.txt lets in and the server gives the page (or a page we could not compare). */
  served: CrawlerRow[];
  /** Those it does not give the page, counted (cost above 0). */
  kept: CrawlerRow[];
  /** Those refused whose refusal may be of our copy only: shown, not counted. */
  unconfirmed: CrawlerRow[];
}

export function edgeFindings(rows: readonly CrawlerRow[]): EdgeFindings {
  const allowed = rows.filter((row) => row.probe !== null && row.robots !== "blocked" && row.robots !== "unreadable");
  return {
    served: allowed.filter((row) => row.cost === 0),
    kept: allowed.filter((row) => row.cost > 0 && !row.unconfirmed),
    unconfirmed: allowed.filter((row) => row.unconfirmed),
  };
}

/** The sentence the crawler checks add about the server once crawlers were fetched as, as a reason (EDGE_MESSAGES). */
export function edgeSummary(findings: EdgeFindings, refused: string): Reason {
  const kept = findings.kept.length + findings.unconfirmed.length;
  if (kept === 0) return { key: "edge-all-served", params: { served: findings.served.length } };
  return { key: "edge-also-refused", params: { count: kept, refused } };
}

/**
 * The reasons behind a server's answers, for a check's details: what each kept-out crawler got, then the
 * findings with a fix: a contradiction (robots.txt lets them in, the server turns them away), other content
 * than browsers get, a refusal that may be of our copy only.
 */
export function edgeDetails(findings: EdgeFindings, baseline: CrawlerProbes["baseline"]): Reason[] {
  const listed = [...findings.kept, ...findings.unconfirmed];
  const tokens = (rows: readonly CrawlerRow[]) => tokensOf(rows.map((row) => row.crawler));
  const contradicted = findings.kept.filter((row) => row.contradiction);
  const cloaked = findings.kept.filter((row) => !row.contradiction);
  return [
    ...listed.map((row) => describeEdge(row, baseline)),
    ...(contradicted.length > 0 ? [{ key: "edge-contradiction", params: { tokens: tokens(contradicted), count: contradicted.length } }] : []),
    ...(cloaked.length > 0 ? [{ key: "edge-cloaking", params: { tokens: tokens(cloaked) } }] : []),
    ...findings.unconfirmed.map((row) => ({ key: "edge-unconfirmed", params: { token: row.crawler.token } })),
  ];
}
