// /llms.txt, when present, follows llmstxt.org: an H1, a summary, H2 sections of link lists. Optional, and weighted so.
import { defineCheck, legacyPartial, legacyPass } from "../../check.ts";
import { parseLlmsTxt } from "../../derive/llms-txt.ts";

/** No file: a small, optional lever (AEO-CHECKS.md fact 4: no measured effect; Google needs none). */
const ABSENT = 0.5;
/** Deductions per problem; the score never drops below FLOOR for a file that exists and has a title. */
const DEDUCTIONS = { noSummary: 0.15, noLinks: 0.3, perOtherProblem: 0.1 } as const;
const FLOOR = 0.3;
/** A file without a title, or an HTML page served as llms.txt. */
const BROKEN = 0.2;

function skeleton(name: string, summary: string, pageTitle: string, pageUrl: string): string {
  return `# ${name}\n\n> ${summary}\n\n## Pages\n\n- [${pageTitle}](${pageUrl}): what this page covers\n\n## Optional\n\n- [About](${new URL("/about", pageUrl).href}): who we are`;
}

export default defineCheck({
  id: "llms-txt",
  category: "Technical SEO for AI",
  title: { pass: "llms.txt is present and well-formed", fail: "llms.txt is missing or malformed" },
  why: "llms.txt gives language models a curated map of the site; no engine is known to require it, so it counts for little.",
  source: "llmstxt.org; Google Search Central (2026): AI features need no llms.txt",
  weight: 3,
  appliesTo: "all",
  languageSensitive: false,
  needs: ["site"],
  run(ctx) {
    const text = ctx.input.site!.llmsTxt;
    const meta = ctx.meta;
    const name = meta.tags.get("og:site_name") ?? ctx.input.url.hostname.replace(/^www\./, "");
    const snippet = skeleton(name, meta.tags.get("description") ?? `What ${name} offers, in one sentence.`, meta.title ?? "Home", ctx.input.url.href);
    if (text === null) {
      return legacyPartial(ABSENT, "No /llms.txt. It is optional: no engine is known to require it.", "If you want to hand models a map of your key pages, publish /llms.txt in the llmstxt.org format.", snippet);
    }
    const parsed = parseLlmsTxt(text);
    const links = parsed.sections.reduce((sum, section) => sum + section.links.length, 0);
    if (parsed.looksLikeHtml || parsed.title === null) {
      return legacyPartial(BROKEN, `/llms.txt is not in the llmstxt.org format: ${parsed.problems.join("; ")}.`, "Serve /llms.txt as Markdown that starts with an H1 naming the site.", snippet);
    }
    const summary = `/llms.txt "${parsed.title}": ${parsed.sections.length} section${parsed.sections.length === 1 ? "" : "s"}, ${links} link${links === 1 ? "" : "s"}${parsed.hasOptional ? ", an Optional section" : ""}`;
    if (parsed.problems.length === 0) return legacyPass(`${summary}; well-formed.`);
    let score = 1;
    for (const problem of parsed.problems) {
      if (problem.startsWith("no > blockquote")) score -= DEDUCTIONS.noSummary;
      else if (problem.startsWith("no H2 section")) score -= DEDUCTIONS.noLinks;
      else score -= DEDUCTIONS.perOtherProblem;
    }
    return legacyPartial(Math.max(FLOOR, score), `${summary}; ${parsed.problems.join("; ")}.`, "Bring /llms.txt to the llmstxt.org format: H1 title first, a > summary, then H2 sections of \"- [name](url): notes\" links.", snippet);
  },
});
