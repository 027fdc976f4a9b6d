// The main text is in the HTML a plain fetch gets: AI crawlers do not run JavaScript.
import { defineCheck, fail, partial, pass } from "../../check.ts";
import { hydrationMarkers, shellOf } from "../../derive/shell.ts";

/** Main text in the raw HTML that reads as a real page on its own (AEO-CHECKS.md: ≥ ~1,200 characters). */
const ENOUGH_CHARS = 1_200;
/** Or this share of what a browser shows. */
const ENOUGH_SHARE = 0.5;
/** Below both, the share scores pro rata, capped so that it never reads as a pass. */
const SHARE_SCORE_CAP = 0.85;
/** Thin server text beside an empty mount point or a "enable JavaScript" notice: some content is client-side. */
const THIN_WITH_APP_MARKERS = 0.5;

const FIX =
  "Render the main content on the server — server-side rendering or static generation (Next.js server components or getStaticProps, Nuxt SSR, Astro, SvelteKit, or a prerendering service) — so the HTML a crawler fetches already holds the text.";

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
    // Rendered in a browser, against what a plain fetch got.
    "plain-fetch-shell": { evidence: "Without JavaScript the page is an empty shell ({shell}); a browser shows {rendered} characters of main text.", fix: FIX },
    "enough-plain-text": { evidence: "The HTML holds {plain} characters of main text without JavaScript; a browser shows {rendered} ({percent}%)." },
    "partial-plain-text": { evidence: "The HTML holds {plain} characters of main text without JavaScript; a browser shows {rendered} ({percent}%).", fix: FIX },
    // Fetched, or a built file.
    "server-rendered": { evidence: "The HTML holds {chars} characters of main text; no JavaScript is needed to read it." },
    "empty-shell": { evidence: "The HTML is an empty shell: {shell}. Crawlers that run no JavaScript see nothing.", fix: FIX },
    "thin-beside-app-markers": {
      evidence: "Only {chars} characters of main text in the HTML, beside {markers}: part of the content likely appears only with JavaScript.",
      fix: FIX,
    },
    "short-server-rendered": { evidence: "The HTML holds all {chars} characters of main text; the page is short but needs no JavaScript." },
  },
  run(ctx) {
    const rendered = ctx.main.text.length;
    const plain = ctx.input.plain!;
    if (ctx.input.readVia === "browser") {
      const shell = shellOf(plain);
      if (shell.empty) return fail("plain-fetch-shell", { shell: shell.reason, rendered });
      const share = rendered > 0 ? plain.mainChars / rendered : 1;
      const params = { plain: plain.mainChars, rendered, percent: Math.round(Math.min(1, share) * 100) };
      if (plain.mainChars >= ENOUGH_CHARS || share >= ENOUGH_SHARE) return pass("enough-plain-text", params);
      return partial(Math.min(share / ENOUGH_SHARE, SHARE_SCORE_CAP), "partial-plain-text", params);
    }

    // Fetched, or a built file: the page read is the HTML crawlers get.
    if (rendered >= ENOUGH_CHARS) return pass("server-rendered", { chars: rendered });
    const shell = shellOf(plain);
    if (shell.empty) return fail("empty-shell", { shell: shell.reason });
    // Bundles ride on server-rendered pages too; an empty mount point or an "enable JavaScript" notice does not.
    if (plain.emptyMount !== null || plain.noscriptAsksForJs) return partial(THIN_WITH_APP_MARKERS, "thin-beside-app-markers", { chars: rendered, markers: hydrationMarkers(plain).join(", ") });
    return pass("short-server-rendered", { chars: rendered });
  },
});
