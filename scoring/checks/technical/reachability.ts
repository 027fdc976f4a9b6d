// The page scored is the site, not a bot wall: a challenge page must fail hard instead of being graded.
import { defineCheck, fail, partial, pass } from "../../check.ts";

/** A plain fetch meets a wall that only a browser passed: AI crawlers, which fetch plainly, meet it too. */
const PLAIN_FETCH_WALLED_SCORE = 0.25;

const FIX =
  "Let verified crawlers through your bot protection: allow OAI-SearchBot, ChatGPT-User, Claude-SearchBot, Claude-User, PerplexityBot, Googlebot and Bingbot by their published IP ranges or verified-bot lists (Cloudflare: Security → Bots, AI Crawl Control; Akamai, Imperva, DataDome: verified-bot allowlists), and serve them the page without a challenge.";

export default defineCheck({
  id: "reachability",
  category: "Technical SEO for AI",
  title: { pass: "Crawlers reach the page, not a bot challenge", fail: "Crawlers get a bot challenge instead of the page" },
  why: "AI crawlers run no JavaScript and solve no challenges: a page behind a bot wall cannot be read, indexed or cited.",
  source: "Vercel and MERJ, the rise of the AI crawler (Dec 2024); Cloudflare, Imperva, DataDome and HUMAN (PerimeterX) documentation of their challenge pages",
  weight: 15,
  appliesTo: "all",
  languageSensitive: false,
  needs: ["plain"],
  messages: {
    reachable: { evidence: "The page served its own content ({chars} characters of main text) with no bot-challenge markers." },
    "bot-challenge": { evidence: "The page read is a bot challenge, not the site: {challenge}. Nothing on it was graded as the site's content.", fix: FIX },
    "plain-fetch-challenged": {
      evidence: "A plain fetch got a bot challenge ({challenge}); only a browser got through. AI crawlers fetch plainly, so they meet the challenge.",
      fix: FIX,
    },
    "plain-fetch-refused": {
      evidence: "A plain fetch was refused with HTTP {status}; only a browser got through. AI crawlers fetch plainly, so they are refused too.",
      fix: FIX,
    },
  },
  run(ctx) {
    const plain = ctx.input.plain!;
    if (ctx.input.readVia === "browser") {
      if (plain.challenge) return partial(PLAIN_FETCH_WALLED_SCORE, "plain-fetch-challenged", { challenge: plain.challenge });
      if (plain.status >= 400) return partial(PLAIN_FETCH_WALLED_SCORE, "plain-fetch-refused", { status: plain.status });
    } else if (plain.challenge) {
      return fail("bot-challenge", { challenge: plain.challenge });
    }
    return pass("reachable", { chars: ctx.main.text.length });
  },
});
