// The main entity the page type calls for: Article on articles, Product with an Offer on products,
// Organization and WebSite on the home page, and so on (MAIN_ENTITY_SLOTS).
import { defineCheck, legacyFail, legacyPartial, legacyPass, legacySkip } from "../../check.ts";
import { skeletonFor, toSnippet } from "../../derive/jsonld-skeleton.ts";
import { entityName, hasType, type FilledSlot, type SchemaGraph } from "../../derive/schema-properties.ts";
import { excerpt } from "../../derive/text.ts";

function describeSlot(graph: SchemaGraph, filled: FilledSlot): string {
  if (!filled.node) return `no ${filled.slot.label}`;
  const name = entityName(graph, filled.node);
  const found = `${filled.node.types.join("/")}${name ? ` "${excerpt(name, 60)}"` : ""}${filled.node.syntax === "JSON-LD" ? "" : ` (${filled.node.syntax})`}`;
  return filled.shortfall ? `${found}, but ${filled.shortfall}` : found;
}

/** The node's data for the skeleton; its @type dropped when the kind asks for a more specific type (Article → TechArticle). */
function existingData(filled: FilledSlot): Record<string, unknown> | undefined {
  if (!filled.node) return undefined;
  const ideal = filled.slot.alternatives.find((alternative) => alternative.kind === filled.kind)!.types;
  return hasType(filled.node, ideal) ? filled.node.data : { ...filled.node.data, "@type": undefined };
}

export default defineCheck({
  id: "main-entity",
  category: "Schema Markup",
  title: { pass: "Structured data names the page's main entity", fail: "Structured data lacks the page's main entity" },
  why: "The main entity's type tells engines what the page is (an article, a product, a business) and which facts to lift from it.",
  source: "Google Search Central, Structured data search gallery (Article, Product, Organization, Local business); schema.org mainEntity",
  weight: 35,
  appliesTo: "namesEntity",
  languageSensitive: false,
  needs: ["markup"],
  run(ctx) {
    const entity = ctx.mainEntity;
    if (!entity.slots) return legacySkip(`A page of type "${ctx.pageType.type}" has no expected main entity.`);
    const graph = ctx.schemaGraph;
    const type = ctx.pageType.type;
    const evidence = `${/^[aeiou]/.test(type) ? "An" : "A"} ${type} page calls for ${entity.slots.map((filled) => filled.slot.label).join(" and ")}: ${entity.slots.map((filled) => describeSlot(graph, filled)).join("; ")}.`;
    if (entity.score >= 1) return legacyPass(evidence);

    const gaps = entity.slots.filter((filled) => filled.credit < 1);
    const snippet = toSnippet(gaps.map((filled) => skeletonFor(filled.kind, ctx.pageEvidence, existingData(filled))));
    const steps = gaps.map((filled) =>
      filled.node && filled.shortfall
        ? `Improve the ${filled.node.types[0]}: it has ${filled.shortfall}.`
        : `Add ${/^[AEIOU]/.test(filled.slot.label) ? "an" : "a"} ${filled.slot.label} in JSON-LD.`,
    );
    const fix = `${steps.join(" ")} The skeleton is filled with what the page shows; replace the <placeholders>.`;
    return entity.score > 0 ? legacyPartial(entity.score, evidence, fix, snippet) : legacyFail(evidence, fix, snippet);
  },
});
