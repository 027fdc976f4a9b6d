// A specific <title> of readable length and a meta description that summarizes the page.
import { defineCheck, legacyPartial, legacyPass } from "../../check.ts";
import { excerpt } from "../../derive/text.ts";

/** Lengths in Latin characters; CJK characters count double (they are about twice as wide in results). */
const TITLE = { min: 10, max: 70 } as const;
const DESCRIPTION = { min: 50, max: 160 } as const;
/** Framework and CMS placeholder titles, in no language (the lexicons hold the generic words: "home", "inicio"). */
const TOOL_TITLES = /^(?:react app|vite(?: \+ \w+)?(?: \+ ts)?|next\.js|wordpress|loading\.*)$/i;
/** What each problem costs; the check scores 1 minus their sum. */
const COSTS = { noTitle: 0.6, genericTitle: 0.4, titleLength: 0.15, noDescription: 0.35, descriptionLength: 0.1 } as const;

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
  run(ctx) {
    const generic = (title: string) => TOOL_TITLES.test(title.trim()) || ctx.words.genericTitle.test(title.trim().replace(/\.+$/, ""));
    const meta = ctx.meta;
    const title = meta.title ?? "";
    const description = (meta.tags.get("description") ?? "").replace(/\s+/g, " ").trim();
    const problems: string[] = [];
    const fixes: string[] = [];
    let cost = 0;
    if (!title) {
      problems.push("no <title>");
      fixes.push("Add a <title> naming the page's topic and the site.");
      cost += COSTS.noTitle;
    } else if (generic(title)) {
      problems.push(`the title "${title}" is generic`);
      fixes.push("Replace the template title with one naming the page's topic.");
      cost += COSTS.genericTitle;
    } else if (width(title) < TITLE.min || width(title) > TITLE.max) {
      problems.push(`the title is ${title.length} characters (aim for ${TITLE.min}-${TITLE.max})`);
      fixes.push(width(title) < TITLE.min ? "Make the title more specific." : "Shorten the title so it is not cut off.");
      cost += COSTS.titleLength;
    }
    if (!description) {
      problems.push("no meta description");
      fixes.push("Add a meta description: one or two sentences that answer what the page offers.");
      cost += COSTS.noDescription;
    } else if (width(description) < DESCRIPTION.min || width(description) > DESCRIPTION.max) {
      problems.push(`the meta description is ${description.length} characters (aim for ${DESCRIPTION.min}-${DESCRIPTION.max})`);
      fixes.push(width(description) < DESCRIPTION.min ? "Expand the meta description into a full sentence or two." : "Trim the meta description to about 160 characters.");
      cost += COSTS.descriptionLength;
    }
    const shown = `Title "${excerpt(title || "(none)", 80)}"; description ${description ? `"${excerpt(description, 100)}"` : "(none)"}`;
    if (problems.length === 0) return legacyPass(`${shown}.`);
    return legacyPartial(
      Math.max(0, 1 - cost),
      `${shown}: ${problems.join("; ")}.`,
      fixes.join(" "),
      `<title>${title && !generic(title) ? title : "Topic of the page | Site name"}</title>\n<meta name="description" content="${description || "What the page offers, in one or two sentences."}">`,
    );
  },
});
