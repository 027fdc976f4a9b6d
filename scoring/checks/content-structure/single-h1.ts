// Exactly one h1: the page's one stated topic.
import { defineCheck, fail, partial, pass } from "../../check.ts";
import { excerpt } from "../../derive/text.ts";

export default defineCheck({
  id: "single-h1",
  category: "Content Structure",
  title: { pass: "The page has exactly one h1", fail: "The page needs exactly one h1" },
  why: "One h1 names the page's topic; answer engines use it to decide what question the page answers.",
  source: "Google Search Central, SEO Starter Guide (headings); W3C WAI Tutorials, page structure: headings",
  weight: 15,
  appliesTo: "all",
  languageSensitive: false,
  needs: ["markup"],
  messages: {
    "one-h1": { evidence: 'One h1: "{h1}"' },
    "no-h1": { evidence: "No h1 with text on the page.", fix: "Add one h1 that states the page's topic in plain words, before the main content." },
    "several-h1s": { evidence: "{count} h1 elements: {h1s}.", fix: "Keep one h1 for the page's topic and turn the others into h2 section headings." },
  },
  run(ctx) {
    const h1s = ctx.headings.filter((heading) => heading.level === 1 && heading.text.length > 0);
    if (h1s.length === 1) return pass("one-h1", { h1: excerpt(h1s[0]!.text, 80) });
    if (h1s.length === 0) return fail("no-h1");
    return partial(0.4, "several-h1s", {
      count: String(h1s.length),
      h1s: h1s
        .slice(0, 3)
        .map((h) => `"${excerpt(h.text, 40)}"`)
        .join(", "),
    });
  },
});
