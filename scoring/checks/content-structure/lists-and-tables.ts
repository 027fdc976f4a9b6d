// At least one real list or data table in a page long enough to need one.
import { defineCheck, legacyFail, legacyPartial, legacyPass, legacySkip } from "../../check.ts";
import { isContentList, isDataTable, type ListBlock, type TableBlock } from "../../derive/sections.ts";

/** Below this, a page is too short to need a list (AEO-CHECKS.md: "at least one where useful"). */
const MIN_PAGE_WORDS = 300;
/** Credit when the only lists are lists of links. */
const LINK_LISTS_SCORE = 0.3;

export default defineCheck({
  id: "lists-and-tables",
  category: "Content Structure",
  title: { pass: "The content uses lists or tables", fail: "The content has no lists or tables" },
  why: "Lists and tables are the structures answer engines extract most reliably: items and rows come out whole, in order.",
  source: "AEO-CHECKS.md Content Structure",
  weight: 15,
  appliesTo: "all",
  languageSensitive: false,
  needs: ["markup"],
  run(ctx) {
    const { blocks, words } = ctx.structure;
    const lists = blocks.filter((block): block is ListBlock => block.kind === "list" && block.items > 1);
    const contentLists = lists.filter(isContentList);
    const tables = blocks.filter((block): block is TableBlock => block.kind === "table" && isDataTable(block));
    if (contentLists.length > 0 || tables.length > 0) {
      const first = contentLists[0];
      const example = first ? `; first: <${first.element.tagName.toLowerCase()}> with ${first.items} items` : "";
      return legacyPass(`${contentLists.length} list(s) and ${tables.length} data table(s) in the main content${example}.`);
    }
    if (words < MIN_PAGE_WORDS) return legacySkip(`A ${words}-word page without lists or tables: too short to need one.`);
    const fix = "Turn enumerations in the text (features, steps, options, specs) into <ul>/<ol> lists, and comparisons into a <table> with a header row.";
    if (lists.length > 0) {
      return legacyPartial(LINK_LISTS_SCORE, `The only lists (${lists.length}) are lists of links; no content list or data table in ${words} words.`, fix);
    }
    return legacyFail(`No list or data table in ${words} words of main content.`, fix);
  },
});
