// The HTML document stays under 2 MB: crawlers cut or drop heavy pages.
import { defineCheck, partial, pass } from "../../check.ts";

const MB = 1024 * 1024;
/** Score bands by size of the HTML a crawler downloads: Googlebot stops at 15 MB; AI crawlers document no limit and time out sooner. */
const BANDS: readonly { upTo: number; score: number }[] = [
  { upTo: 2 * MB, score: 1 },
  { upTo: 5 * MB, score: 0.6 },
  { upTo: 15 * MB, score: 0.3 },
];

const mb = (chars: number) => `${(chars / MB).toFixed(chars < 10 * MB ? 1 : 0)} MB`;

const FIX =
  "Move inline data out of the HTML — serialized app state, base64 images, inline SVG sprites and CSS — into cached files, and paginate very long lists.";

export default defineCheck({
  id: "page-weight",
  category: "Technical SEO for AI",
  title: { pass: "The HTML is light enough to fetch whole", fail: "The HTML is too heavy for crawlers to fetch whole" },
  why: "Crawlers cap what they download and wait: text past the cap, or a page that times out, is never read.",
  source: "Google Search Central, Googlebot (only the first 15 MB of a file is read); Vercel and MERJ, the rise of the AI crawler (Dec 2024: AI crawlers fetch HTML only)",
  weight: 4,
  appliesTo: "all",
  languageSensitive: false,
  needs: ["plain", "markup"],
  messages: {
    "light-html": { evidence: "The HTML is {size}, under 2 MB." },
    "light-plain-html": { evidence: "The HTML is {size} (plain fetch), under 2 MB." },
    "heavy-html": { evidence: "The HTML is {size} ({chars} characters), over 2 MB.", fix: FIX },
    "heavy-inline-scripts": { evidence: "The HTML is {size} ({chars} characters), over 2 MB. Inline scripts make up {inline}.", fix: FIX },
  },
  run(ctx) {
    // What a crawler downloads is the plain HTML, not the DOM a browser built.
    const chars = ctx.input.plain!.chars;
    const plain = ctx.input.readVia === "browser";
    const band = BANDS.find((item) => chars <= item.upTo);
    // Sizes pass as strings: "1001 KB", "3.0 MB".
    if (band?.score === 1) return pass(plain ? "light-plain-html" : "light-html", { size: chars < MB ? `${Math.ceil(chars / 1024)} KB` : mb(chars) });
    let inline = 0;
    for (const script of ctx.elements.byTag("script")) {
      if (!script.hasAttribute("src") && !/json/i.test(script.getAttribute("type") ?? "")) inline += script.textContent?.length ?? 0;
    }
    const size = { size: mb(chars), chars };
    return partial(band?.score ?? 0, inline > 0 ? "heavy-inline-scripts" : "heavy-html", inline > 0 ? { ...size, inline: mb(inline) } : size);
  },
});
