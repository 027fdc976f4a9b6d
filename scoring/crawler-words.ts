// The words of crawler access, shared by the two crawler checks (ai-search-crawlers, ai-training-crawlers)
// and the report's crawler_access matrix (crawler-report.ts): where robots.txt blocks a crawler, what each
// crawler's own fetch got, and the sentence about the server.
import { edgeDetails, edgeFindings, edgeSummary, type CrawlerAccess, type CrawlerRow } from "./derive/crawler-access.ts";
import { describeBlock, type CrawlerBlock } from "./derive/robots.ts";
import { render, type Messages, type Reason } from "./messages.ts";

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
