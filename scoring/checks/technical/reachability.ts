// The page scored is the site, not a bot wall: a challenge page must fail hard instead of being graded.
import { defineCheck, legacyFail, legacyPartial, legacyPass } from "../../check.ts";

/** A plain fetch meets a wall that only a browser passed: AI crawlers, which fetch plainly, meet it too. */
const PLAIN_FETCH_WALLED_SCORE = 0.25;

const FIX =
  "Let verified crawlers through your bot protection: allow OAI-SearchBot, ChatGPT-User, Claude-SearchBot, Claude-User, PerplexityBot, Googlebot and Bingbot by their published IP ranges or verified-bot lists (Cloudflare: Security → Bots, AI Crawl Control; Akamai, Imperva, DataDome: verified-bot allowlists), and serve them the page without a challenge.";

export default defineCheck({
  id: "reachability",
  category: "Technical SEO for AI",
  title: { pass: "Crawlers reach the page, not a bot challenge", fail: "Crawlers get a bot challenge instead of the page" },
  why: "AI crawlers run no JavaScript and solve no challenges: a page behind a bot wall cannot be read, indexed or cited.",
  source: "Vercel/MERJ AI crawler study (Dec 2024); Cloudflare, Imperva, DataDome and PerimeterX challenge pages; AEO-CHECKS.md fact 1",
  weight: 15,
  appliesTo: "all",
  languageSensitive: false,
  needs: ["plain"],
  run(ctx) {
    const plain = ctx.input.plain!;
    if (ctx.input.readVia === "browser") {
      if (plain.challenge) {
        return legacyPartial(
          PLAIN_FETCH_WALLED_SCORE,
          `A plain fetch got a bot challenge (${plain.challenge}); only a browser got through. AI crawlers fetch plainly, so they meet the challenge.`,
          FIX,
        );
      }
      if (plain.status >= 400) {
        return legacyPartial(
          PLAIN_FETCH_WALLED_SCORE,
          `A plain fetch was refused with HTTP ${plain.status}; only a browser got through. AI crawlers fetch plainly, so they are refused too.`,
          FIX,
        );
      }
    } else if (plain.challenge) {
      return legacyFail(`The page read is a bot challenge, not the site: ${plain.challenge}. Nothing on it was graded as the site's content.`, FIX);
    }
    const chars = ctx.main.text.length;
    return legacyPass(`The page served its own content (${chars.toLocaleString("en")} characters of main text) with no bot-challenge markers.`);
  },
});
