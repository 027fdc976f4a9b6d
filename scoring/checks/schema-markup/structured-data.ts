// Structured data that parses: every JSON-LD block valid JSON with a schema.org context, or microdata/RDFa.
import { defineCheck, fail, partial, pass, type CheckOutcome } from "../../check.ts";
import { breadcrumbSkeleton, skeletonFor, toSnippet, type JsonObject } from "../../derive/jsonld-skeleton.ts";
import type { JsonLdBlock } from "../../derive/jsonld.ts";
import { MAIN_ENTITY_SLOTS } from "../../derive/schema-properties.ts";
import { excerpt } from "../../derive/text.ts";
import type { PageContext } from "../../context.ts";
import { evidenceOf, listOf, type Messages, type Reason } from "../../messages.ts";

/** Scores by what is wrong: data that a parser drops entirely weighs most. */
const SCORES = { someBroken: 0.4, repaired: 0.6, noContext: 0.7 } as const;
const MAX_TYPES_SHOWN = 8;

const SYNTAX_FIX = "Fix the JSON syntax (quotes around keys and strings, no trailing commas, escaped line breaks) and re-test in the Schema Markup Validator or Google's Rich Results Test.";

const MESSAGES: Messages = {
  "no-structured-data": {
    evidence: "No JSON-LD, microdata or RDFa on the page.",
    fix: "Add a JSON-LD block (<script type=\"application/ld+json\">) describing the page; start from this skeleton and replace the <placeholders>.",
  },
  // {blocks}: a sentence for each block (its detail), joined by spaces.
  "broken-json-ld": { evidence: "{blocks}", fix: SYNTAX_FIX },
  "broken-json-ld-rest-read": { evidence: "{blocks} Still read: {found}.", fix: SYNTAX_FIX },
  "repaired-json-ld": {
    evidence: "{blocks}",
    fix: "Output strict JSON: escape line breaks as \\n, drop trailing commas, and write quotes as \" rather than &quot; (script text is not HTML-decoded).",
  },
  "no-schema-context": { evidence: "JSON-LD without a schema.org @context: {found}.", fix: 'Start each JSON-LD block with "@context": "https://schema.org" so its types resolve to schema.org.' },
  "no-type": { evidence: "{found} parse but declare no @type.", fix: 'Give each node a schema.org "@type" (Article, Product, Organization…) so engines know what it describes.' },
  parses: { evidence: "Parses: {found}." },
  // The blocks.
  "unparsable-block": { evidence: "{block} does not parse: {error}." },
  "unparsable-block-near": { evidence: '{block} does not parse: {error} near "{near}".' },
  "repaired-block": { evidence: "{block} parses only after fixing {repairs}." },
};

const blockName = (block: JsonLdBlock, total: number) => (total === 1 ? "The JSON-LD block" : `JSON-LD block ${block.index + 1} of ${total}`);

function brokenBlock(block: JsonLdBlock, total: number): Reason {
  const params = { block: blockName(block, total), error: excerpt(block.error ?? "invalid JSON", 140) };
  return block.near ? { key: "unparsable-block-near", params: { ...params, near: block.near } } : { key: "unparsable-block", params };
}

/** The blocks' sentences, joined by spaces. */
const sentences = (blocks: readonly Reason[]) => blocks.map((block) => evidenceOf(MESSAGES, block)).join(" ");

/** A starter @graph for a page with no structured data: its main entity, the organization, breadcrumbs. */
function starterSnippet(ctx: PageContext): string {
  const evidence = ctx.pageEvidence;
  const type = ctx.pageType.type;
  const kinds = type === "other" ? [] : MAIN_ENTITY_SLOTS[type].map((slot) => slot.alternatives[0]!.kind);
  const nodes: JsonObject[] = kinds.map((kind) => skeletonFor(kind, evidence));
  if (!kinds.includes("Organization")) nodes.push(skeletonFor("Organization", evidence));
  if (type !== "home") nodes.push(breadcrumbSkeleton(evidence));
  return toSnippet(nodes);
}

function hasSchemaContext(ctx: PageContext): boolean {
  return ctx.elements.byTag("script")
    .filter((script) => /^\s*application\/ld\+json\s*(;|$)/i.test(script.getAttribute("type") ?? ""))
    .every((script) => /schema\.org/i.test(script.textContent ?? ""));
}

export default defineCheck({
  id: "structured-data",
  category: "Schema Markup",
  title: { pass: "Structured data parses cleanly", fail: "Structured data is missing or broken" },
  why: "Markup that fails to parse is dropped whole; valid schema.org data lets engines read the page's entities without guessing.",
  source: "Google Search Central, Introduction to structured data markup; JSON-LD 1.1 (W3C); schema.org",
  weight: 15,
  appliesTo: "all",
  languageSensitive: false,
  needs: ["markup"],
  messages: MESSAGES,
  run(ctx): CheckOutcome {
    const { blocks } = ctx.jsonLd;
    const graph = ctx.schemaGraph;
    const types = [...new Set(graph.nodes.filter((node) => !node.nested).flatMap((node) => node.types))];
    const inline = ctx.inlineTypes;
    const syntaxes = [
      blocks.length > 0 ? `${blocks.length} JSON-LD block${blocks.length === 1 ? "" : "s"}` : "",
      inline.microdata.length > 0 ? "microdata" : "",
      inline.rdfa.length > 0 ? "RDFa" : "",
    ].filter(Boolean);
    const found = `${syntaxes.join(", ")}${types.length > 0 ? ` (${listOf(types, MAX_TYPES_SHOWN)})` : ""}`;

    if (syntaxes.length === 0) return fail("no-structured-data", undefined, { snippet: starterSnippet(ctx) });
    const broken = blocks.filter((block) => !block.ok).map((block) => brokenBlock(block, blocks.length));
    if (broken.length > 0) {
      const parsedSomething = broken.length < blocks.length || inline.microdata.length > 0 || inline.rdfa.length > 0;
      const params = { blocks: sentences(broken) };
      return parsedSomething ? partial(SCORES.someBroken, "broken-json-ld-rest-read", { ...params, found }, { details: broken }) : fail("broken-json-ld", params, { details: broken });
    }
    const repaired: Reason[] = blocks
      .filter((block) => block.repaired)
      .map((block) => ({ key: "repaired-block", params: { block: blockName(block, blocks.length), repairs: block.repaired! } }));
    if (repaired.length > 0) return partial(SCORES.repaired, "repaired-json-ld", { blocks: sentences(repaired) }, { details: repaired });
    if (blocks.length > 0 && !hasSchemaContext(ctx)) return partial(SCORES.noContext, "no-schema-context", { found });
    if (types.length === 0) return partial(SCORES.noContext, "no-type", { found });
    return pass("parses", { found });
  },
});
