// A valid BreadcrumbList on pages below the home page: ListItems with position, name and item URL.
import { defineCheck, legacyFail, legacyPartial, legacyPass } from "../../check.ts";
import { breadcrumbSkeleton, toSnippet } from "../../derive/jsonld-skeleton.ts";
import { firstText, isObject, nodesOf, urlValue, values, type SchemaGraph } from "../../derive/schema-properties.ts";
import { excerpt } from "../../derive/text.ts";

/** A list with some faulty items still tells the hierarchy. */
const FAULTY_SCORE = 0.5;

interface ListVerdict {
  names: string[];
  problems: string[];
}

/** Google's breadcrumb rules: each ListItem has position and name; every item but the last has an item URL. */
function judgeList(graph: SchemaGraph, data: Record<string, unknown>): ListVerdict {
  const items = values(graph, data, "itemListElement").filter(isObject);
  if (items.length === 0) return { names: [], problems: ["the BreadcrumbList has no itemListElement"] };
  const names: string[] = [];
  const problems: string[] = [];
  items.forEach((item, index) => {
    const label = `item ${index + 1}`;
    const target = values(graph, item, "item")[0];
    const name = firstText(graph, item, "name") ?? (isObject(target) ? firstText(graph, target, "name") : null);
    const position = Number(firstText(graph, item, "position"));
    if (!Number.isInteger(position) || position < 1) problems.push(`${label} has no position`);
    if (!name) problems.push(`${label} has no name`);
    if (index < items.length - 1 && urlValue(target) === null) problems.push(`${label} has no item URL`);
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
  run(ctx) {
    const graph = ctx.schemaGraph;
    const lists = nodesOf(graph, ["BreadcrumbList"]);
    if (lists.length === 0) {
      const trail = ctx.pageEvidence.trail;
      return legacyFail(
        "No BreadcrumbList in the structured data.",
        `Add a BreadcrumbList from the home page to this one; the skeleton follows ${trail.length > 0 ? "the page's breadcrumb trail or address" : "the page's address"}.`,
        toSnippet(breadcrumbSkeleton(ctx.pageEvidence)),
      );
    }
    const verdicts = lists.map((list) => judgeList(graph, list.data));
    const best = verdicts.reduce((a, b) => (b.problems.length < a.problems.length ? b : a));
    const trail = best.names.map((name) => excerpt(name, 30)).join(" › ");
    if (best.problems.length === 0) return legacyPass(`BreadcrumbList: ${trail}.`);
    return legacyPartial(
      FAULTY_SCORE,
      `BreadcrumbList${trail ? ` (${trail})` : ""}: ${best.problems.join("; ")}.`,
      "Give every ListItem a position (1, 2, 3…) and a name, and every item but the last an item URL.",
      toSnippet(breadcrumbSkeleton(ctx.pageEvidence)),
    );
  },
});
