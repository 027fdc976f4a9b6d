// The page scored is the site, not a bot wall: a challenge page must fail hard instead of being graded.
import { defineCheck, fail, partial, pass, skip } from "../../check.ts";
import { detectChallenge, pageChallenge } from "../../derive/challenge.ts";

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
  markupOnly: true,
  run(ctx) {
    const scored = pageChallenge(ctx);
    if (scored.challenged) {
      return fail(`The page read is a bot challenge, not the site: ${scored.marker}. Nothing on it was graded as the site's content.`, FIX);
    }
    const plainStatus = ctx.input.plainStatus ?? 200;
    const plain = ctx.input.readVia === "browser" && ctx.input.plainHtml !== null ? detectChallenge(ctx.input.plainHtml, plainStatus, new Map()) : null;
    if (plain?.challenged) {
      return partial(
        PLAIN_FETCH_WALLED_SCORE,
        `A plain fetch got a bot challenge (${plain.marker}); only a browser got through. AI crawlers fetch plainly, so they meet the challenge.`,
        FIX,
      );
    }
    if (ctx.input.readVia === "browser" && plainStatus >= 400) {
      return partial(
        PLAIN_FETCH_WALLED_SCORE,
        `A plain fetch was refused with HTTP ${plainStatus}; only a browser got through. AI crawlers fetch plainly, so they are refused too.`,
        FIX,
      );
    }
    if (ctx.input.readVia === "paste") return skip("Pasted input: whether crawlers can reach the page was not observed.");
    const chars = ctx.main.text.length;
    return pass(`The page served its own content (${chars.toLocaleString("en")} characters of main text) with no bot-challenge markers.`);
  },
});
