// Which model-training crawlers may read the page, by robots.txt and, when each was fetched as, by what the
// server gave it: reported as information, weight 0, never failed. Opting out of model training is a
// legitimate policy choice and does not remove a site from AI search.
import { defineCheck, partial, pass } from "../../check.ts";
import { TRAINING_CRAWLERS } from "../../crawlers.ts";
import { allowSnippet, blockedCrawlers, robotsPath } from "../../derive/robots.ts";
import { BLOCK_MESSAGES, EDGE_MESSAGES, blockList, edgeReport } from "../../crawler-words.ts";

const FIX = "If the block is deliberate, keep it: it costs nothing in the score. If you want models to learn about your brand and products, allow these crawlers with the lines below.";

/** Blocking every training crawler is at most a warning: it is a policy choice (and weighs nothing). */
const FLOOR = 0.5;

export default defineCheck({
  id: "ai-training-crawlers",
  category: "Technical SEO for AI",
  title: { pass: "Training crawlers may read the page", fail: "Some training crawlers are blocked (a policy choice)" },
  why: "Training crawlers shape what models know about a brand without a live search; blocking them is a legitimate choice, so it is only reported.",
  source: "OpenAI, Overview of OpenAI crawlers (GPTBot apart from OAI-SearchBot); Google, Google-Extended (no effect on Search); Anthropic, Apple and Common Crawl crawler documentation",
  // Information, not judgment: the verdict is shown, and moves no point.
  weight: 0,
  appliesTo: "all",
  scope: "site",
  languageSensitive: false,
  needs: ["site"],
  messages: {
    "no-robots-txt": { evidence: "No robots.txt: training crawlers may fetch {path} too.{edge}" },
    // Said as information: the cost of an unreadable robots.txt is counted once, by ai-search-crawlers.
    "robots-unreadable": { evidence: "robots.txt could not be read ({error}): training crawlers, like all others, must then assume the whole site is disallowed (RFC 9309 §2.3.1.4)." },
    "training-crawlers-allowed": { evidence: "robots.txt lets all {total} training crawlers fetch {path}.{edge}" },
    "training-crawlers-blocked": {
      evidence: "robots.txt blocks {count} of {total} training crawlers from {path}: {blocks}. This opts out of model training, not of AI search.{edge}",
      fix: FIX,
    },
    "google-extended-blocked": {
      evidence: "robots.txt blocks {count} of {total} training crawlers from {path}: {blocks}. This opts out of model training, not of AI search. Google-Extended also governs grounding in Gemini apps.{edge}",
      fix: FIX,
    },
    "training-crawlers-refused": {
      evidence: "robots.txt lets all {total} training crawlers fetch {path}, but the server does not give the page to {count} of them, fetched as with their published user-agent strings: {refused}. This keeps them out of model training, not of AI search, and costs nothing. Blocks keyed on the crawlers' own IP addresses cannot be seen from ours.",
    },
    "no-robots-txt-refused": {
      evidence: "No robots.txt, so training crawlers may fetch {path}, but the server does not give the page to {count} of the {total}, fetched as with their published user-agent strings: {refused}. This keeps them out of model training, not of AI search, and costs nothing. Blocks keyed on the crawlers' own IP addresses cannot be seen from ours.",
    },
    ...BLOCK_MESSAGES,
    ...EDGE_MESSAGES,
    // The same finding as ai-search-crawlers', with the choice said first: for training it may be deliberate.
    "edge-contradiction": {
      evidence: "robots.txt lets {tokens} in, but the server turns {count#it|them} away",
      fix: "robots.txt lets {tokens} in, but the server turns {count#it|them} away. If you mean to keep {count#it|them} out, say so in robots.txt too, so crawlers and tools read one policy; if you mean to let {count#it|them} in, look at your WAF and bot-management rules (at Cloudflare: \"Block AI bots\" and AI Crawl Control), a robots.txt your CDN manages for you, and pay-per-crawl settings.",
    },
  },
  run(ctx) {
    const robots = ctx.robots;
    const path = robotsPath(ctx.input.url);
    const error = ctx.input.site!.robotsTxtError;
    if (robots === null && error) return partial(FLOOR, "robots-unreadable", { error }, { status: "warn" });
    const access = ctx.crawlerAccess;
    const server = edgeReport(access, access?.rows.filter((row) => row.crawler.role === "training") ?? []);
    const refused = (server.findings?.kept.length ?? 0) + (server.findings?.unconfirmed.length ?? 0);
    const blocked = robots === null ? [] : blockedCrawlers(robots, TRAINING_CRAWLERS, path);
    const total = TRAINING_CRAWLERS.length;
    const score = Math.max(FLOOR, 1 - (1 - FLOOR) * ((blocked.length + refused) / total));
    if (blocked.length === 0) {
      if (refused === 0) return robots === null ? pass("no-robots-txt", { path, edge: server.edge }) : pass("training-crawlers-allowed", { total, path, edge: server.edge });
      const params = { total, path, count: refused, refused: server.refused };
      return partial(score, robots === null ? "no-robots-txt-refused" : "training-crawlers-refused", params, { details: server.details, status: "warn" });
    }
    const google = blocked.some((block) => block.token === "Google-Extended");
    const { details, blocks } = blockList(blocked);
    return partial(
      score,
      google ? "google-extended-blocked" : "training-crawlers-blocked",
      { count: blocked.length, total, path, blocks, edge: server.edge },
      { details: [...details, ...server.details], snippet: allowSnippet(robots!, blocked), status: "warn" },
    );
  },
});
