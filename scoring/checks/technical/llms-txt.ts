// /llms.txt, when present, follows llmstxt.org: an H1, a summary, H2 sections of link lists. Optional, and weighted so.
import { defineCheck, partial, pass } from "../../check.ts";
import { parseLlmsTxt } from "../../derive/llms-txt.ts";

/** No file: a small, optional lever (AEO-CHECKS.md fact 4: no measured effect; Google needs none). */
const ABSENT = 0.5;
/** Deductions per problem (derive/llms-txt.ts's keys); the score never drops below FLOOR for a file that exists and has a title. */
const DEDUCTIONS: Readonly<Record<string, number>> = { "no-summary": 0.15, "no-links": 0.3 };
const OTHER_PROBLEM = 0.1;
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
  scope: "site",
  languageSensitive: false,
  needs: ["site"],
  messages: {
    "no-llms-txt": {
      evidence: "No /llms.txt. It is optional: no engine is known to require it.",
      fix: "If you want to hand models a map of your key pages, publish /llms.txt in the llmstxt.org format.",
    },
    "not-llms-format": { evidence: "/llms.txt is not in the llmstxt.org format: {details}.", fix: "Serve /llms.txt as Markdown that starts with an H1 naming the site." },
    "well-formed": { evidence: '/llms.txt "{title}": {sections|section}, {links|link}{optional}; well-formed.' },
    "format-problems": {
      evidence: '/llms.txt "{title}": {sections|section}, {links|link}{optional}; {details}.',
      fix: 'Bring /llms.txt to the llmstxt.org format: H1 title first, a > summary, then H2 sections of "- [name](url): notes" links.',
    },
    // The problems parseLlmsTxt reports.
    "html-page": { evidence: "the file is an HTML page, not Markdown" },
    "no-title": { evidence: "there is no H1 title (# Site name)" },
    "title-not-first": { evidence: "the H1 title is not the first line" },
    "several-h1": { evidence: "{count} H1 headings; the format has one, the title" },
    "no-summary": { evidence: "no > blockquote summary under the title" },
    "no-links": { evidence: "no H2 section lists any [name](url) links" },
    "section-without-links": { evidence: 'section "{section}" has text but no [name](url) link list' },
    "section-stray-lines": { evidence: 'section "{section}" has {lines|line} that are not "- [name](url)" items' },
    "invalid-urls": { evidence: "{count|link has|links have} an invalid URL" },
    "too-long": { evidence: "{chars} characters, over the ~{max} an index should stay under (move detail to llms-full.txt)" },
  },
  run(ctx) {
    const text = ctx.input.site!.llmsTxt;
    const meta = ctx.meta;
    const name = meta.tags.get("og:site_name") ?? ctx.input.url.hostname.replace(/^www\./, "");
    const snippet = skeleton(name, meta.tags.get("description") ?? `What ${name} offers, in one sentence.`, meta.title ?? "Home", ctx.input.url.href);
    if (text === null) return partial(ABSENT, "no-llms-txt", undefined, { snippet });
    const parsed = parseLlmsTxt(text);
    const links = parsed.sections.reduce((sum, section) => sum + section.links.length, 0);
    if (parsed.looksLikeHtml || parsed.title === null) return partial(BROKEN, "not-llms-format", undefined, { details: parsed.problems, snippet });
    // Counts print ungrouped ("2000 links"), so they pass as strings.
    const summary = { title: parsed.title, sections: String(parsed.sections.length), links: String(links), optional: parsed.hasOptional ? ", an Optional section" : "" };
    if (parsed.problems.length === 0) return pass("well-formed", summary);
    const score = parsed.problems.reduce((sum, problem) => sum - (DEDUCTIONS[problem.key] ?? OTHER_PROBLEM), 1);
    return partial(Math.max(FLOOR, score), "format-problems", summary, { details: parsed.problems, snippet });
  },
});
