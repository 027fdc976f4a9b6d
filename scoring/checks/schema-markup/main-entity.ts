// The main entity the page type calls for: Article on articles, Product with an Offer on products,
// Organization and WebSite on the home page, and so on (MAIN_ENTITY_SLOTS).
import { defineCheck, fail, partial, pass, skip } from "../../check.ts";
import { skeletonFor, toSnippet } from "../../derive/jsonld-skeleton.ts";
import { entityName, hasType, type FilledSlot, type SchemaGraph } from "../../derive/schema-properties.ts";
import { excerpt } from "../../derive/text.ts";
import { render, type Reason } from "../../messages.ts";

/**
 * The fix's step for each slot that falls short, by the slot's reason key. The steps come before the note on
 * the skeleton, where the runner would put the details' fixes after the reason's, so they are rendered into
 * the fix's {steps} here.
 */
const STEPS: Readonly<Record<string, string>> = {
  "entity-missing": "Add {a} {label} in JSON-LD.",
  "generic-article-type": "Improve the {type}: it has a generic article type (TechArticle would mark it as documentation).",
  "no-offer": "Improve the {type}: it has no Offer (price, currency, availability).",
  "no-plan-offers": "Improve the {type}: it has no Offers with the plans' prices.",
};

/** The node as the evidence names it: its types, name and syntax when not JSON-LD. */
function describeNode(graph: SchemaGraph, filled: FilledSlot): string {
  const node = filled.node!;
  const name = entityName(graph, node);
  return `${node.types.join("/")}${name ? ` "${excerpt(name, 60)}"` : ""}${node.syntax === "JSON-LD" ? "" : ` (${node.syntax})`}`;
}

/** A slot as a detail: found, missing, or found with a shortfall (its key from MAIN_ENTITY_SLOTS). */
function slotReason(graph: SchemaGraph, filled: FilledSlot): Reason {
  const label = filled.slot.label;
  if (!filled.node) return { key: "entity-missing", params: { a: /^[AEIOU]/.test(label) ? "an" : "a", label } };
  const params = { entity: describeNode(graph, filled), type: filled.node.types[0]! };
  return { key: filled.shortfall ?? "entity-found", params };
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
  messages: {
    "main-entity-complete": { evidence: "{a} {type} page calls for {wanted}: {details}." },
    "main-entity-incomplete": {
      evidence: "{a} {type} page calls for {wanted}: {details}.",
      fix: "{steps} The skeleton is filled with what the page shows; replace the <placeholders>.",
    },
    "no-expected-entity": { evidence: 'A page of type "{type}" has no expected main entity.' },
    // The slots.
    "entity-found": { evidence: "{entity}" },
    "entity-missing": { evidence: "no {label}" },
    "generic-article-type": { evidence: "{entity}, but a generic article type (TechArticle would mark it as documentation)" },
    "no-offer": { evidence: "{entity}, but no Offer (price, currency, availability)" },
    "no-plan-offers": { evidence: "{entity}, but no Offers with the plans' prices" },
  },
  run(ctx) {
    const entity = ctx.mainEntity;
    const type = ctx.pageType.type;
    if (!entity.slots) return skip("no-expected-entity", { type });
    const graph = ctx.schemaGraph;
    const details = entity.slots.map((filled) => slotReason(graph, filled));
    const params = { a: /^[aeiou]/.test(type) ? "An" : "A", type, wanted: entity.slots.map((filled) => filled.slot.label).join(" and ") };
    if (entity.score >= 1) return pass("main-entity-complete", params, { details });

    const gaps = entity.slots.flatMap((filled, index) => (filled.credit < 1 ? [{ filled, reason: details[index]! }] : []));
    const snippet = toSnippet(gaps.map(({ filled }) => skeletonFor(filled.kind, ctx.pageEvidence, existingData(filled))));
    const steps = gaps.map(({ reason }) => render(STEPS[reason.key]!, reason.params)).join(" ");
    const lacking = { ...params, steps };
    return entity.score > 0 ? partial(entity.score, "main-entity-incomplete", lacking, { details, snippet }) : fail("main-entity-incomplete", lacking, { details, snippet });
  },
});
