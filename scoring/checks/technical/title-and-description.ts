// A specific <title> of readable length and a meta description that summarizes the page.
import { defineCheck, partial, pass } from "../../check.ts";
import type { Reason } from "../../messages.ts";
import { excerpt } from "../../derive/text.ts";

/** Lengths in Latin characters; CJK characters count double (they are about twice as wide in results). */
const TITLE = { min: 10, max: 70 } as const;
const DESCRIPTION = { min: 50, max: 160 } as const;
/** Framework and CMS placeholder titles, in no language (the lexicons hold the generic words: "home", "inicio"). */
const TOOL_TITLES = /^(?:react app|vite(?: \+ \w+)?(?: \+ ts)?|next\.js|wordpress|loading\.*)$/i;
/** What each problem costs; the check scores 1 minus their sum. */
const COSTS: Record<string, number> = {
  "no-title": 0.6,
  "generic-title": 0.4,
  "short-title": 0.15,
  "long-title": 0.15,
  "no-description": 0.35,
  "short-description": 0.1,
  "long-description": 0.1,
};

const width = (text: string) => text.length + (text.match(/[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uff00-\uffef]/gu)?.length ?? 0);

export default defineCheck({
  id: "title-and-description",
  category: "Technical SEO for AI",
  title: { pass: "The title and meta description describe the page", fail: "The title or meta description is missing or weak" },
  why: "Engines show and match the title and description when they list a source; generic or missing ones make the page hard to pick.",
  source: "Google Search Central, influencing title links and snippets",
  weight: 3,
  appliesTo: "all",
  languageSensitive: false,
  needs: ["markup"],
  messages: {
    described: { evidence: "{shown}." },
    weak: { evidence: "{shown}: {details}." },
    "no-title": { evidence: "no <title>", fix: "Add a <title> naming the page's topic and the site." },
    "generic-title": { evidence: 'the title "{title}" is generic', fix: "Replace the template title with one naming the page's topic." },
    "short-title": { evidence: "the title is {chars} characters (aim for {min}-{max})", fix: "Make the title more specific." },
    "long-title": { evidence: "the title is {chars} characters (aim for {min}-{max})", fix: "Shorten the title so it is not cut off." },
    "no-description": { evidence: "no meta description", fix: "Add a meta description: one or two sentences that answer what the page offers." },
    "short-description": { evidence: "the meta description is {chars} characters (aim for {min}-{max})", fix: "Expand the meta description into a full sentence or two." },
    "long-description": { evidence: "the meta description is {chars} characters (aim for {min}-{max})", fix: "Trim the meta description to about 160 characters." },
  },
  run(ctx) {
    const generic = (title: string) => TOOL_TITLES.test(title.trim()) || ctx.words.genericTitle.test(title.trim().replace(/\.+$/, ""));
    const meta = ctx.meta;
    const title = meta.title ?? "";
    const description = (meta.tags.get("description") ?? "").replace(/\s+/g, " ").trim();
    const problems: Reason[] = [];
    if (!title) problems.push({ key: "no-title" });
    else if (generic(title)) problems.push({ key: "generic-title", params: { title } });
    else if (width(title) < TITLE.min || width(title) > TITLE.max) {
      problems.push({ key: width(title) < TITLE.min ? "short-title" : "long-title", params: { chars: title.length, ...TITLE } });
    }
    if (!description) problems.push({ key: "no-description" });
    else if (width(description) < DESCRIPTION.min || width(description) > DESCRIPTION.max) {
      problems.push({ key: width(description) < DESCRIPTION.min ? "short-description" : "long-description", params: { chars: description.length, ...DESCRIPTION } });
    }
    const shown = `Title "${excerpt(title || "(none)", 80)}"; description ${description ? `"${excerpt(description, 100)}"` : "(none)"}`;
    if (problems.length === 0) return pass("described", { shown });
    const cost = problems.reduce((sum, problem) => sum + COSTS[problem.key]!, 0);
    const snippet = `<title>${title && !generic(title) ? title : "Topic of the page | Site name"}</title>\n<meta name="description" content="${description || "What the page offers, in one or two sentences."}">`;
    return partial(Math.max(0, 1 - cost), "weak", { shown }, { details: problems, snippet });
  },
});
