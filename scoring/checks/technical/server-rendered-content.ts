// The main text is in the HTML a plain fetch gets: AI crawlers do not run JavaScript. Measured as render
// parity (the plain HTML's main-text words against a browser's) when the page was rendered; otherwise
// judged on the plain HTML alone, by its text and its client-side app markers.
import { defineCheck, fail, partial, pass, type Verdict } from "../../check.ts";
import type { PageContext } from "../../context.ts";
import { parityPercent, plainWall, type RenderParity } from "../../derive/parity.ts";
import { hydrationMarkers, SERVER_RENDERED_MAIN_CHARS, shellOf } from "../../derive/shell.ts";
import type { Reason } from "../../messages.ts";

/**
 * A crawler that reads this share of the words a browser shows reads the page: hydration adds a few words
 * of its own (dates, counters, buttons). Below it the share is the score, so under half (most of the text
 * only in the browser) fails.
 */
const PARITY_SHARE = 0.9;
const MOST_SHARE = 0.5;
/** Thin server text beside an empty mount point or a "enable JavaScript" notice: some content is client-side. */
const THIN_WITH_APP_MARKERS = 0.5;

const FIX =
  "Render the main content on the server — server-side rendering or static generation (Next.js server components or getStaticProps, Nuxt SSR, Astro, SvelteKit, or a prerendering service) — so the HTML a crawler fetches already holds the text.";

/** Not judged: out of the score, with its reason in words. */
const unjudged = (reason: string, params?: Verdict["params"]): Verdict => ({ score: 0, reason, ...(params ? { params } : {}), status: "not_checked" });

function judgeParity(ctx: PageContext, parity: RenderParity): Verdict {
  const { plainWords: plain, renderedWords: rendered } = parity;
  const share = rendered > 0 ? Math.min(1, plain / rendered) : 1;
  const params = { plain, rendered, percent: parityPercent(plain, rendered) };
  if (share >= PARITY_SHARE) return pass("render-parity", params);
  const details: Reason[] = [];
  const shell = shellOf(ctx.input.plain!);
  if (shell.empty) details.push({ key: "plain-shell", params: { shell: shell.reason } });
  details.push(parity.browserOnlySample === "" ? { key: "browser-only-scattered" } : { key: "browser-only-sample", params: { sample: parity.browserOnlySample } });
  return partial(share, share >= MOST_SHARE ? "browser-only-part" : "browser-only-most", params, { details });
}

export default defineCheck({
  id: "server-rendered-content",
  category: "Technical SEO for AI",
  title: { pass: "The main content is in the HTML, without JavaScript", fail: "The main content needs JavaScript to appear" },
  why: "GPTBot, ClaudeBot and PerplexityBot fetch HTML and run no scripts: text that only JavaScript renders is invisible to them.",
  source: "Vercel/MERJ AI crawler study (Dec 2024); Google Search Central, JavaScript SEO basics",
  weight: 20,
  appliesTo: "all",
  languageSensitive: false,
  needs: ["plain"],
  messages: {
    // Rendered in a browser: render parity, the plain HTML's main text against the browser's.
    "render-parity": { evidence: "Without JavaScript the HTML holds {plain|word} of main text; a browser shows {rendered|word} ({percent}%): crawlers read what people see." },
    "browser-only-part": {
      evidence: "Only {percent}% of the main text is in the HTML without JavaScript ({plain} of the {rendered|word} a browser shows), so AI crawlers miss the rest; {details}.",
      fix: FIX,
    },
    "browser-only-most": {
      evidence: "Most of the main text appears only with JavaScript (the HTML holds {plain|word}, a browser shows {rendered|word}: {percent}%); {details}.",
      fix: FIX,
    },
    "plain-shell": { evidence: "without JavaScript the page is an empty shell ({shell})" },
    "browser-only-sample": { evidence: "only the browser shows “{sample}”" },
    "browser-only-scattered": { evidence: "no passage is missing whole: the browser adds words throughout the text" },
    "plain-fetch-walled": { evidence: "A plain fetch got a bot wall ({wall}), not the page, so whether its text needs JavaScript cannot be seen; reachability judges the wall." },
    "not-compared": { evidence: "The page was read in a browser, and what a plain fetch got was not compared with it." },
    // Not rendered (it looked server-rendered, or no browser was at hand): the plain HTML alone.
    "server-rendered": { evidence: "The HTML holds {chars} characters of main text; no JavaScript is needed to read it." },
    "empty-shell": { evidence: "The HTML is an empty shell: {shell}. Crawlers that run no JavaScript see nothing.", fix: FIX },
    "thin-beside-app-markers": {
      evidence: "Only {chars} characters of main text in the HTML, beside {markers}: part of the content likely appears only with JavaScript.",
      fix: FIX,
    },
    "short-server-rendered": { evidence: "The HTML holds all {chars} characters of main text; the page is short but needs no JavaScript." },
  },
  run(ctx) {
    const plain = ctx.input.plain!;
    const rendered = ctx.input.rendered;
    if (ctx.input.readVia === "browser") {
      const wall = plainWall(plain);
      if (wall !== null) return unjudged("plain-fetch-walled", { wall });
    }
    if (rendered?.ok) return judgeParity(ctx, rendered);
    if (ctx.input.readVia === "browser") return unjudged("not-compared");

    // Not rendered: the page read is the HTML crawlers get.
    const chars = ctx.main.text.length;
    if (chars >= SERVER_RENDERED_MAIN_CHARS) return pass("server-rendered", { chars });
    const shell = shellOf(plain);
    if (shell.empty) return fail("empty-shell", { shell: shell.reason });
    // Bundles ride on server-rendered pages too; an empty mount point or an "enable JavaScript" notice does not.
    if (plain.emptyMount !== null || plain.noscriptAsksForJs) return partial(THIN_WITH_APP_MARKERS, "thin-beside-app-markers", { chars, markers: hydrationMarkers(plain).join(", ") });
    return pass("short-server-rendered", { chars });
  },
});
