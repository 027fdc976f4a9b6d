// The crawlers that put pages into AI answers can fetch this page: robots.txt lets them in (RFC 9309
// matching) and, when each was fetched as with its published user-agent string, the server gives it the
// page. A block costs the same whether robots.txt or the server (a WAF, a bot wall, a price) makes it.
import { defineCheck, fail, partial, pass } from "../../check.ts";
import { ANSWER_CRAWLERS, crawlerOf } from "../../crawlers.ts";
import { edgeDetails, edgeFindings, edgeSummary, type CrawlerAccess, type CrawlerRow } from "../../derive/crawler-access.ts";
import { allowSnippet, blockedCrawlers, describeBlock, robotsPath, type CrawlerBlock } from "../../derive/robots.ts";
import { render, type Messages, type Reason } from "../../messages.ts";
import { STATUS_THRESHOLDS } from "../../weights.ts";

/** The words of describeBlock's keys: where the rule that blocks a crawler sits. */
export const BLOCK_MESSAGES: Messages = {
  "own-group-block": { evidence: "{token} ({rule} in its own group)" },
  "star-group-block": { evidence: "{token} ({rule} in the User-agent: * group)" },
};

/**
 * The words of describeEdge's and edgeSummary's keys: what a crawler's own fetch got, and the sentence about
 * the server. The report's crawler_access matrix words its cells with them too.
 */
export const EDGE_MESSAGES: Messages = {
  "edge-same": { evidence: "the page, as our own fetch gets it ({percent}% alike)" },
  "edge-same-size": { evidence: "the page, as our own fetch gets it" },
  "edge-unverified": { evidence: "a page (HTTP {status}), not compared: our own plain fetch was walled off" },
  "edge-different": { evidence: "other text than our own fetch gets, {percent}% alike: cloaking or a copy made for bots" },
  "edge-thin": { evidence: "a thin page: {chars} characters of text against {baseline} for our own fetch" },
  "edge-challenge": { evidence: "a bot challenge with HTTP {status}: {marker}" },
  "edge-refused": { evidence: "refused with HTTP {status}" },
  "edge-payment": { evidence: "asked to pay: HTTP 402, crawler-price {price}" },
  "edge-payment-unpriced": { evidence: "asked to pay: HTTP 402, no crawler-price given" },
  "edge-redirect-site": { evidence: "sent to another site, {site}" },
  "edge-redirect-forbidden": { evidence: "sent to an address we never fetch: {detail}" },
  "edge-redirect-page": { evidence: "sent to another page, {url}" },
  "edge-redirect-loop": { evidence: "no page: {detail}" },
  "edge-error": { evidence: "HTTP {status} instead of the page" },
  "edge-no-answer": { evidence: "no answer: {detail}" },
  "edge-robots-only": { evidence: "robots.txt only: no crawler sends this token, so it was not fetched" },
  "edge-not-probed": { evidence: "not fetched as" },
  "edge-all-served": {
    evidence: " Fetched as with its published user-agent string, each of the {served} that robots.txt lets in got the page from the server. Blocks keyed on the crawlers' own IP addresses cannot be seen from ours.",
  },
  "edge-also-refused": {
    evidence: " The server does not give the page to {count} that robots.txt lets in, fetched as with their published user-agent strings: {refused}. Blocks keyed on the crawlers' own IP addresses cannot be seen from ours.",
  },
  "edge-unconfirmed": {
    evidence: "{token} was refused, but not counted: CDNs refuse copies of such crawlers sent from addresses outside their own, so the real one may get through",
    fix: "Check that the real {token} gets the page in its operator's webmaster tools (Google Search Console, Bing Webmaster Tools: URL inspection) before changing anything: the refusal may be of our copy only.",
  },
  "edge-contradiction": {
    evidence: "robots.txt lets {tokens} in, but the server turns {count#it|them} away",
    fix: "robots.txt lets {tokens} in, but the server turns {count#it|them} away, so {count#it never reads|they never read} the page. Look where your edge decides: WAF and bot-management rules (at Cloudflare: Security, Bots, the \"Block AI bots\" setting and AI Crawl Control; at Akamai, Fastly, Vercel or AWS WAF, their bot rules), a robots.txt your CDN manages for you that says otherwise than your own, and pay-per-crawl settings (a 402 asks crawlers to pay).",
  },
  "edge-cloaking": {
    evidence: "the server gives {tokens} other text than our own fetch gets",
    fix: "Serve {tokens} the page browsers get: other content for crawlers reads as cloaking, and an answer engine would quote what visitors never see. If it is a copy pre-rendered for bots, make its text match the page.",
  },
};

/**
 * The blocked crawlers as details (their keys go to the report), and as the list the evidence shows: it is
 * joined by commas, where {details} joins by semicolons.
 */
export function blockList(blocked: readonly CrawlerBlock[]): { details: Reason[]; blocks: string } {
  const details = blocked.map(describeBlock);
  return { details, blocks: details.map((detail) => render(BLOCK_MESSAGES[detail.key]!.evidence, detail.params)).join(", ") };
}

/** The words of a reason of EDGE_MESSAGES. */
export const edgeWords = (reason: Reason) => render(EDGE_MESSAGES[reason.key]!.evidence, reason.params);

/**
 * What the server does with the crawlers of `rows` that robots.txt lets in: the sentence for the evidence
 * ({edge}), the crawlers it keeps out (as the list "{refused}" and as details), and the findings with a
 * fix (a contradiction, other content, an unconfirmed refusal). Empty when no crawler was fetched as.
 */
export function edgeReport(access: CrawlerAccess | null, rows: readonly CrawlerRow[]): { edge: string; refused: string; details: Reason[]; findings: ReturnType<typeof edgeFindings> | null } {
  if (access === null) return { edge: "", refused: "", details: [], findings: null };
  const findings = edgeFindings(rows);
  const details = edgeDetails(findings, access.baseline);
  const listed = [...findings.kept, ...findings.unconfirmed];
  // The first reasons are what each listed crawler got, in the same order.
  const refused = listed.map((row, index) => `${row.crawler.token} (${edgeWords(details[index]!)})`).join(", ");
  return { edge: edgeWords(edgeSummary(findings, refused)), refused, details, findings };
}

export default defineCheck({
  id: "ai-search-crawlers",
  category: "Technical SEO for AI",
  title: { pass: "robots.txt lets AI search crawlers in", fail: "AI search crawlers are kept out of the page" },
  why: "A crawler that robots.txt turns away cannot index or quote the page: blocking search fetchers removes it from AI answers.",
  source: "RFC 9309; OpenAI, Anthropic and Perplexity crawler documentation; Google Search Central, Google's crawlers",
  weight: 20,
  appliesTo: "all",
  scope: "site",
  languageSensitive: false,
  needs: ["site"],
  messages: {
    "robots-unreadable": {
      evidence: "robots.txt could not be read ({error}): crawlers must then assume the whole site is disallowed (RFC 9309 §2.3.1.4).",
      fix: "Make /robots.txt answer reliably: 200 with your rules, or 404 if you have none. Server errors and timeouts there keep crawlers away from the whole site.",
    },
    "no-robots-txt": { evidence: "No robots.txt: every crawler may fetch {path} (RFC 9309 §2.3.1.3).{edge}" },
    "search-crawlers-allowed": { evidence: "robots.txt lets all {total} AI search and answer crawlers fetch {path}.{signals}{edge}" },
    "search-crawlers-blocked": {
      evidence: "robots.txt blocks {count} of {total} AI search crawlers from {path}: {blocks}.{signals}{edge}",
      fix: "Allow these crawlers, unless you mean to stay out of {uses}: add these lines to robots.txt.",
    },
    "search-crawlers-refused": {
      evidence: "robots.txt lets all {total} AI search and answer crawlers fetch {path}, but the server does not give the page to {count} of them, fetched as with their published user-agent strings: {refused}.{signals} Blocks keyed on the crawlers' own IP addresses cannot be seen from ours.",
    },
    "no-robots-txt-refused": {
      evidence: "No robots.txt, so every crawler may fetch {path}, but the server does not give the page to {count} of the {total} AI search and answer crawlers, fetched as with their published user-agent strings: {refused}. Blocks keyed on the crawlers' own IP addresses cannot be seen from ours.",
    },
    ...BLOCK_MESSAGES,
    ...EDGE_MESSAGES,
  },
  run(ctx) {
    const robots = ctx.robots;
    const path = robotsPath(ctx.input.url);
    const error = ctx.input.site!.robotsTxtError;
    if (robots === null && error) return fail("robots-unreadable", { error });
    const access = ctx.crawlerAccess;
    const server = edgeReport(access, access?.rows.filter((row) => row.crawler.role !== "training") ?? []);
    const kept = server.findings?.kept ?? [];
    const unconfirmed = server.findings?.unconfirmed ?? [];
    const blocked = robots === null ? [] : blockedCrawlers(robots, ANSWER_CRAWLERS, path);
    // Cloudflare's Content-Signal: lines, quoted as written.
    const signals = robots !== null && robots.contentSignals.length > 0 ? ` Content-Signal: ${robots.contentSignals.join("; ")}.` : "";
    const total = ANSWER_CRAWLERS.length;
    const penaltyOf = (token: string) => crawlerOf(token)!.penalty ?? 0;
    const penalty = blocked.reduce((sum, block) => sum + penaltyOf(block.token), 0) + kept.reduce((sum, row) => sum + penaltyOf(row.crawler.token) * row.cost, 0);
    const score = Math.max(0, 1 - penalty);
    // A finding about the server is never a plain pass, even when it costs little or nothing.
    const status = kept.length + unconfirmed.length > 0 && score >= STATUS_THRESHOLDS.pass ? { status: "warn" as const } : {};
    if (blocked.length === 0) {
      if (kept.length + unconfirmed.length === 0) return robots === null ? pass("no-robots-txt", { path, edge: server.edge }) : pass("search-crawlers-allowed", { total, path, signals, edge: server.edge });
      const params = { total, path, count: kept.length + unconfirmed.length, refused: server.refused, signals };
      return partial(score, robots === null ? "no-robots-txt-refused" : "search-crawlers-refused", params, { details: server.details, ...status });
    }
    const uses = blocked.map((block) => crawlerOf(block.token)!.use);
    const { details, blocks } = blockList(blocked);
    return partial(
      score,
      "search-crawlers-blocked",
      { count: blocked.length, total, path, blocks, signals, edge: server.edge, uses: `${uses.slice(0, 3).join("; ")}${uses.length > 3 ? " and more" : ""}` },
      { details: [...details, ...server.details], snippet: allowSnippet(robots!, blocked), ...status },
    );
  },
});
