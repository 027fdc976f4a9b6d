// A valid BreadcrumbList on pages below the home page: ListItems with position, name and item URL.
import { defineCheck, fail, partial, pass } from "../../check.ts";
import { breadcrumbSkeleton, toSnippet } from "../../derive/jsonld-skeleton.ts";
import { firstText, isObject, nodesOf, urlValue, values, type SchemaGraph } from "../../derive/schema-properties.ts";
import { excerpt } from "../../derive/text.ts";
import type { Reason } from "../../messages.ts";

/** A list with some faulty items still tells the hierarchy. */
const FAULTY_SCORE = 0.5;
const ITEMS_FIX = "Give every ListItem a position (1, 2, 3…) and a name, and every item but the last an item URL.";

interface ListVerdict {
  names: string[];
  problems: Reason[];
}

/** Google's breadcrumb rules: each ListItem has position and name; every item but the last has an item URL. */
function judgeList(graph: SchemaGraph, data: Record<string, unknown>): ListVerdict {
  const items = values(graph, data, "itemListElement").filter(isObject);
  if (items.length === 0) return { names: [], problems: [{ key: "no-list-items" }] };
  const names: string[] = [];
  const problems: Reason[] = [];
  items.forEach((item, index) => {
    const label = { item: String(index + 1) };
    const target = values(graph, item, "item")[0];
    const name = firstText(graph, item, "name") ?? (isObject(target) ? firstText(graph, target, "name") : null);
    const position = Number(firstText(graph, item, "position"));
    if (!Number.isInteger(position) || position < 1) problems.push({ key: "item-without-position", params: label });
    if (!name) problems.push({ key: "item-without-name", params: label });
    if (index < items.length - 1 && urlValue(target) === null) problems.push({ key: "item-without-url", params: label });
    names.push(name ?? "?");
  });
  return { names, problems };
}

export default defineCheck({
  id: "breadcrumb-schema",
  category: "Schema Markup",
  title: { pass: "A BreadcrumbList places the page in the site", fail: "No valid BreadcrumbList places the page in the site" },
  why: "Breadcrumb markup states where the page sits in the site's hierarchy, which engines use to read its topic and scope.",
  source: "Google Search Central, Breadcrumb (BreadcrumbList) structured data",
  weight: 5,
  appliesTo: "belowHome",
  languageSensitive: false,
  needs: ["markup"],
  messages: {
    "breadcrumb-list": { evidence: "BreadcrumbList: {trail}." },
    "faulty-breadcrumb-list": { evidence: "BreadcrumbList ({trail}): {details}.", fix: ITEMS_FIX },
    "empty-breadcrumb-list": { evidence: "BreadcrumbList: {details}.", fix: ITEMS_FIX },
    "no-breadcrumb-list": {
      evidence: "No BreadcrumbList in the structured data.",
      fix: "Add a BreadcrumbList from the home page to this one; the skeleton follows the page's address.",
    },
    "no-breadcrumb-list-trail-shown": {
      evidence: "No BreadcrumbList in the structured data.",
      fix: "Add a BreadcrumbList from the home page to this one; the skeleton follows the page's breadcrumb trail or address.",
    },
    // What is wrong with the list.
    "no-list-items": { evidence: "the BreadcrumbList has no itemListElement" },
    "item-without-position": { evidence: "item {item} has no position" },
    "item-without-name": { evidence: "item {item} has no name" },
    "item-without-url": { evidence: "item {item} has no item URL" },
  },
  run(ctx) {
    const graph = ctx.schemaGraph;
    const lists = nodesOf(graph, ["BreadcrumbList"]);
    const snippet = () => toSnippet(breadcrumbSkeleton(ctx.pageEvidence));
    if (lists.length === 0) return fail(ctx.pageEvidence.trail.length > 0 ? "no-breadcrumb-list-trail-shown" : "no-breadcrumb-list", undefined, { snippet: snippet() });
    const verdicts = lists.map((list) => judgeList(graph, list.data));
    const best = verdicts.reduce((a, b) => (b.problems.length < a.problems.length ? b : a));
    const trail = best.names.map((name) => excerpt(name, 30)).join(" › ");
    if (best.problems.length === 0) return pass("breadcrumb-list", { trail });
    const extra = { details: best.problems, snippet: snippet() };
    return trail ? partial(FAULTY_SCORE, "faulty-breadcrumb-list", { trail }, extra) : partial(FAULTY_SCORE, "empty-breadcrumb-list", undefined, extra);
  },
});
