// The main entity's properties: Google's required and recommended ones for its type (PROPERTY_SPECS).
import { defineCheck, fail, partial, pass, skip } from "../../check.ts";
import { skeletonFor, toSnippet } from "../../derive/jsonld-skeleton.ts";
import { PROPERTY_SPECS, auditProperties, entityName, type PropertyAudit } from "../../derive/schema-properties.ts";
import { excerpt } from "../../derive/text.ts";
import { evidenceOf, fixOf, type Messages, type Reason } from "../../messages.ts";

const MESSAGES: Messages = {
  "properties-complete": { evidence: "{entities}" },
  "properties-incomplete": { evidence: "{entities}", fix: "{fixes} Start from the skeleton, which keeps your values and fills the rest from the page." },
  "no-main-entity": { evidence: "No main entity in the structured data to judge (the main-entity check reports its absence)." },
  // Each audited entity has a sentence of its own and a fix of its own, rendered into {entities} and {fixes}:
  // they are joined by spaces (the details of one entity's sentence are joined by "; ").
  "entity-complete": { evidence: "{entity}: {details}." },
  "entity-incomplete": { evidence: "{entity}: {details}.", fix: "Add {missing} to the {type} ({source})." },
  "entity-invalid": { evidence: "{entity}: {details}.", fix: "Correct the {type}'s values: {problems}." },
  "entity-incomplete-invalid": { evidence: "{entity}: {details}.", fix: "Add {missing} to the {type} ({source}). Correct the {type}'s values: {problems}." },
  "entity-unjudged": { evidence: "{entity}: no properties to judge." },
  // What an entity's sentence lists: the properties it has and lacks, then the problems auditProperties found.
  "has-properties": { evidence: "has {properties}" },
  "lacks-required": { evidence: "lacks required {properties}" },
  "lacks-recommended": { evidence: "lacks recommended {properties}" },
  "not-iso-date": { evidence: '{property} "{value}" is not an ISO 8601 date' },
  "offer-lacks-property": { evidence: "offer {offer} of {offers} has no {property}" },
  "price-not-plain-number": { evidence: 'offers.price "{value}" is not a plain number (use 1299.00, without currency or thousands separators)' },
  "currency-not-iso-4217": { evidence: 'offers.priceCurrency "{value}" is not an ISO 4217 code such as USD or EUR' },
  "address-plain-text": { evidence: "address is plain text; Google asks for a PostalAddress with streetAddress, addressLocality, postalCode and addressCountry" },
  "list-items-without-url": { evidence: "{missing} of {items} list items have no url" },
};

const list = (names: readonly string[]) => names.join(", ");

/** What an entity's sentence lists, in order. */
function partsOf(audit: PropertyAudit): Reason[] {
  return [
    ...(audit.present.length > 0 ? [{ key: "has-properties", params: { properties: list(audit.present) } }] : []),
    ...(audit.missingRequired.length > 0 ? [{ key: "lacks-required", params: { properties: list(audit.missingRequired) } }] : []),
    ...(audit.missingRecommended.length > 0 ? [{ key: "lacks-recommended", params: { properties: list(audit.missingRecommended) } }] : []),
    ...audit.problems,
  ];
}

/** The entity's own reason: what its fix asks for, missing properties, wrong values or both. */
function entityReason(entity: string, type: string, audit: PropertyAudit, source: string, parts: readonly Reason[]): Reason {
  if (parts.length === 0) return { key: "entity-unjudged", params: { entity } };
  const missing = list([...audit.missingRequired, ...audit.missingRecommended]);
  const problems = audit.problems.map((problem) => evidenceOf(MESSAGES, problem)).join("; ");
  if (missing && problems) return { key: "entity-incomplete-invalid", params: { entity, type, missing, source, problems } };
  if (missing) return { key: "entity-incomplete", params: { entity, type, missing, source } };
  if (problems) return { key: "entity-invalid", params: { entity, type, problems } };
  return { key: "entity-complete", params: { entity } };
}

export default defineCheck({
  id: "entity-properties",
  category: "Schema Markup",
  title: { pass: "The main entity carries its key properties", fail: "The main entity lacks key properties" },
  why: "Engines lift names, authors, dates, prices and addresses from these properties; a missing one is a fact they must guess or skip.",
  source: "Google Search Central structured data docs: Article, Product snippet and merchant listing, Local business, Software app, Organization",
  weight: 25,
  appliesTo: "namesEntity",
  languageSensitive: false,
  needs: ["markup"],
  messages: MESSAGES,
  run(ctx) {
    const entity = ctx.mainEntity;
    const graph = ctx.schemaGraph;
    // A Person standing in for the Organization has no business details to audit.
    const audited = (entity.slots ?? []).filter((filled) => filled.node && !(filled.kind === "Organization" && filled.node.types.includes("Person")));
    if (audited.length === 0) return skip("no-main-entity");

    const results = audited.map((filled) => {
      const node = filled.node!;
      const name = entityName(graph, node);
      const label = `${node.types.join("/")}${name ? ` "${excerpt(name, 50)}"` : ""}`;
      const spec = PROPERTY_SPECS[filled.kind];
      const audit = auditProperties(graph, node.data, spec);
      const parts = partsOf(audit);
      return { filled, audit, parts, reason: entityReason(label, node.types[0]!, audit, spec.source, parts) };
    });
    const score = results.reduce((sum, result) => sum + result.audit.score, 0) / results.length;
    const entities = results.map((result) => evidenceOf(MESSAGES, result.reason, result.parts)).join(" ");
    const details = results.flatMap((result) => result.parts);
    if (score >= 1) return pass("properties-complete", { entities }, { details });

    const gaps = results.filter((result) => result.audit.score < 1);
    const fixes = gaps.map((result) => fixOf(MESSAGES, result.reason) ?? "").join(" ");
    const snippet = toSnippet(gaps.map((result) => skeletonFor(result.filled.kind, ctx.pageEvidence, result.filled.node!.data)));
    const params = { entities, fixes };
    return score > 0 ? partial(score, "properties-incomplete", params, { details, snippet }) : fail("properties-incomplete", params, { details, snippet });
  },
});
