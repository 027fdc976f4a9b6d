// At least one real list or data table in a page long enough to need one.
import { defineCheck, fail, partial, pass, skip } from "../../check.ts";
import { isContentList, isDataTable, type ListBlock, type TableBlock } from "../../derive/sections.ts";

/** Below this, a page is too short to need a list (AEO-CHECKS.md: "at least one where useful"). */
const MIN_PAGE_WORDS = 300;
/** Credit when the only lists are lists of links. */
const LINK_LISTS_SCORE = 0.3;

const FIX = "Turn enumerations in the text (features, steps, options, specs) into <ul>/<ol> lists, and comparisons into a <table> with a header row.";

export default defineCheck({
  id: "lists-and-tables",
  category: "Content Structure",
  title: { pass: "The content uses lists or tables", fail: "The content has no lists or tables" },
  why: "Lists and tables are the structures answer engines extract most reliably: items and rows come out whole, in order.",
  source: "Google Search Central, featured snippets and your website; Nielsen Norman Group, formatting content for scanning",
  weight: 15,
  appliesTo: "all",
  languageSensitive: false,
  needs: ["markup"],
  readsProse: true,
  messages: {
    "content-lists": { evidence: "{lists|list} and {tables|data table} in the main content; the first: <{tag}> with {items|item}." },
    "data-tables": { evidence: "{lists|list} and {tables|data table} in the main content." },
    "short-page": { evidence: "A {words}-word page without lists or tables: too short to need one." },
    "only-link-lists": { evidence: "The only lists ({lists}) are lists of links; no content list or data table in {words} words.", fix: FIX },
    "no-lists-or-tables": { evidence: "No list or data table in {words} words of main content.", fix: FIX },
  },
  run(ctx) {
    const { blocks, words } = ctx.structure;
    const lists = blocks.filter((block): block is ListBlock => block.kind === "list" && block.items > 1);
    const contentLists = lists.filter(isContentList);
    const tables = blocks.filter((block): block is TableBlock => block.kind === "table" && isDataTable(block));
    const counts = { lists: String(contentLists.length), tables: String(tables.length) };
    const first = contentLists[0];
    if (first) return pass("content-lists", { ...counts, tag: first.element.tagName.toLowerCase(), items: String(first.items) });
    if (tables.length > 0) return pass("data-tables", counts);
    if (words < MIN_PAGE_WORDS) return skip("short-page", { words: String(words) });
    if (lists.length > 0) return partial(LINK_LISTS_SCORE, "only-link-lists", { lists: String(lists.length), words: String(words) });
    return fail("no-lists-or-tables", { words: String(words) });
  },
});
