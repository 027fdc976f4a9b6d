// Which model-training crawlers robots.txt lets in: reported as information, weight 0, never failed: opting out
// of model training is a legitimate policy choice and does not remove a site from AI search.
import { defineCheck, partial, pass } from "../../check.ts";
import { allowSnippet, blockedCrawlers, robotsPath } from "../../derive/robots.ts";
import { BLOCK_MESSAGES, blockList } from "./ai-search-crawlers.ts";

/** Crawlers and robots.txt tokens that gather training data; blocking them does not remove a page from AI search. */
export const TRAINING_CRAWLERS: readonly { token: string; use: string }[] = [
  { token: "GPTBot", use: "OpenAI model training" },
  { token: "ClaudeBot", use: "Anthropic model training" },
  { token: "anthropic-ai", use: "Anthropic's older training token" },
  { token: "Google-Extended", use: "Gemini training, and grounding in Gemini apps (not Google Search)" },
  { token: "Applebot-Extended", use: "Apple Intelligence model training" },
  { token: "CCBot", use: "Common Crawl, a source of many models' training data" },
  { token: "Meta-ExternalAgent", use: "Meta AI model training" },
  { token: "Bytespider", use: "ByteDance model training" },
];

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
    "no-robots-txt": { evidence: "No robots.txt: training crawlers may fetch {path} too." },
    // Said as information: the cost of an unreadable robots.txt is counted once, by ai-search-crawlers.
    "robots-unreadable": { evidence: "robots.txt could not be read ({error}): training crawlers, like all others, must then assume the whole site is disallowed (RFC 9309 §2.3.1.4)." },
    "training-crawlers-allowed": { evidence: "robots.txt lets all {total} training crawlers fetch {path}." },
    "training-crawlers-blocked": {
      evidence: "robots.txt blocks {count} of {total} training crawlers from {path}: {blocks}. This opts out of model training, not of AI search.",
      fix: FIX,
    },
    "google-extended-blocked": {
      evidence: "robots.txt blocks {count} of {total} training crawlers from {path}: {blocks}. This opts out of model training, not of AI search. Google-Extended also governs grounding in Gemini apps.",
      fix: FIX,
    },
    ...BLOCK_MESSAGES,
  },
  run(ctx) {
    const robots = ctx.robots;
    const path = robotsPath(ctx.input.url);
    const error = ctx.input.site!.robotsTxtError;
    if (robots === null && error) return partial(FLOOR, "robots-unreadable", { error }, { status: "warn" });
    if (robots === null) return pass("no-robots-txt", { path });
    const blocked = blockedCrawlers(robots, TRAINING_CRAWLERS, path);
    if (blocked.length === 0) return pass("training-crawlers-allowed", { total: TRAINING_CRAWLERS.length, path });
    const google = blocked.some((block) => block.token === "Google-Extended");
    const { details, blocks } = blockList(blocked);
    return partial(
      Math.max(FLOOR, 1 - (1 - FLOOR) * (blocked.length / TRAINING_CRAWLERS.length)),
      google ? "google-extended-blocked" : "training-crawlers-blocked",
      { count: blocked.length, total: TRAINING_CRAWLERS.length, path, blocks },
      { details, snippet: allowSnippet(robots, blocked), status: "warn" },
    );
  },
});
