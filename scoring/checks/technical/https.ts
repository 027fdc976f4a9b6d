// The page is served over HTTPS.
import { defineCheck, fail, pass } from "../../check.ts";

export default defineCheck({
  id: "https",
  category: "Technical SEO for AI",
  title: { pass: "The page is served over HTTPS", fail: "The page is not served over HTTPS" },
  why: "Search engines prefer secure pages and browsers flag insecure ones; engines that cite a source send readers only where it is safe to go.",
  source: "Google Search Central, HTTPS as a ranking signal and page experience",
  weight: 5,
  appliesTo: "all",
  scope: "site",
  languageSensitive: false,
  needs: ["response"],
  messages: {
    https: { evidence: "Served over HTTPS: {origin}." },
    "https-hsts": { evidence: "Served over HTTPS with HSTS: {origin}." },
    "no-https": {
      evidence: "Served over {scheme}://: {origin}.",
      fix: "Serve the site over HTTPS (a free certificate from Let's Encrypt or your host), 301-redirect every http:// URL to its https:// twin, and update canonicals and sitemap URLs.",
    },
  },
  run(ctx) {
    const url = ctx.input.url;
    if (url.protocol === "https:") return pass(ctx.header("strict-transport-security") ? "https-hsts" : "https", { origin: url.origin });
    return fail("no-https", { scheme: url.protocol.slice(0, -1), origin: url.origin });
  },
});
