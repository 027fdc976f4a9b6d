// The main entity's properties: Google's required and recommended ones for its type (PROPERTY_SPECS).
import { defineCheck, legacyFail, legacyPartial, legacyPass, legacySkip } from "../../check.ts";
import { skeletonFor, toSnippet } from "../../derive/jsonld-skeleton.ts";
import { PROPERTY_SPECS, auditProperties, entityName, type PropertyAudit } from "../../derive/schema-properties.ts";
import { excerpt } from "../../derive/text.ts";

const list = (names: readonly string[]) => names.join(", ");

function describeAudit(label: string, audit: PropertyAudit): string {
  const parts = [
    audit.present.length > 0 ? `has ${list(audit.present)}` : "",
    audit.missingRequired.length > 0 ? `lacks required ${list(audit.missingRequired)}` : "",
    audit.missingRecommended.length > 0 ? `lacks recommended ${list(audit.missingRecommended)}` : "",
    ...audit.problems,
  ].filter(Boolean);
  return `${label}: ${parts.join("; ") || "no properties to judge"}.`;
}

function fixFor(type: string, audit: PropertyAudit, source: string): string {
  const missing = [...audit.missingRequired, ...audit.missingRecommended];
  return [
    missing.length > 0 ? `Add ${list(missing)} to the ${type} (${source}).` : "",
    audit.problems.length > 0 ? `Correct the ${type}'s values: ${audit.problems.join("; ")}.` : "",
  ].filter(Boolean).join(" ");
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
  run(ctx) {
    const entity = ctx.mainEntity;
    const graph = ctx.schemaGraph;
    // A Person standing in for the Organization has no business details to audit.
    const audited = (entity.slots ?? []).filter((filled) => filled.node && !(filled.kind === "Organization" && filled.node.types.includes("Person")));
    if (audited.length === 0) return legacySkip("No main entity in the structured data to judge (the main-entity check reports its absence).");

    const results = audited.map((filled) => {
      const node = filled.node!;
      const name = entityName(graph, node);
      const label = `${node.types.join("/")}${name ? ` "${excerpt(name, 50)}"` : ""}`;
      return { filled, node, label, audit: auditProperties(graph, node.data, PROPERTY_SPECS[filled.kind]) };
    });
    const score = results.reduce((sum, result) => sum + result.audit.score, 0) / results.length;
    const evidence = results.map((result) => describeAudit(result.label, result.audit)).join(" ");
    if (score >= 1) return legacyPass(evidence);

    const gaps = results.filter((result) => result.audit.score < 1);
    const fix = `${gaps.map((result) => fixFor(result.node.types[0]!, result.audit, PROPERTY_SPECS[result.filled.kind].source)).join(" ")} Start from the skeleton, which keeps your values and fills the rest from the page.`;
    const snippet = toSnippet(gaps.map((result) => skeletonFor(result.filled.kind, ctx.pageEvidence, result.node.data)));
    return score > 0 ? legacyPartial(score, evidence, fix, snippet) : legacyFail(evidence, fix, snippet);
  },
});
