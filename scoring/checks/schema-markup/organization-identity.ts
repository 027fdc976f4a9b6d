// The organization behind the site, declared with the four properties that make it identifiable:
// name, url, logo and sameAs.
import { defineCheck, fail, partial, pass } from "../../check.ts";
import { profileOf } from "../../derive/entities.ts";
import { skeletonFor, toSnippet } from "../../derive/jsonld-skeleton.ts";
import { firstText, urlValue, values } from "../../derive/schema-properties.ts";
import { excerpt } from "../../derive/text.ts";
import type { Params, Reason } from "../../messages.ts";

/** Google's Organization docs: these identify the organization and feed its knowledge panel and logo. */
const IDENTITY_FIELDS = ["name", "url", "logo", "sameAs"] as const;

export default defineCheck({
  id: "organization-identity",
  category: "Schema Markup",
  title: { pass: "The organization is identified in structured data", fail: "The organization is not fully identified in structured data" },
  why: "An Organization with name, url, logo and sameAs lets engines tie the page to a known entity rather than an anonymous site.",
  source: "Google Search Central, Organization structured data; schema.org sameAs",
  weight: 15,
  appliesTo: "all",
  languageSensitive: false,
  needs: ["markup"],
  messages: {
    identified: { evidence: "{entity}: {details}." },
    "identified-with-profiles": { evidence: "{entity}: {details} (sameAs: {profiles})." },
    "partly-identified": { evidence: "{entity}: {details}." },
    "partly-identified-with-profiles": { evidence: "{entity}: {details} (sameAs: {profiles})." },
    "no-identity": {
      evidence: "No Organization (or publishing Person) in the structured data.",
      fix: "Add an Organization with name, url, logo and sameAs links to your official profiles; the skeleton uses the profile links found on the page.",
    },
    // What the entity has and lacks.
    "has-identity-properties": { evidence: "has {properties}" },
    "no-identity-properties": { evidence: "no identity properties" },
    "lacks-identity-properties": { evidence: "lacks {properties}", fix: "Add {properties} to the {type}." },
    "lacks-same-as": {
      evidence: "lacks {properties}",
      fix: "Add {properties} to the {type}; point sameAs at Wikipedia, Wikidata, LinkedIn or other official profiles.",
    },
  },
  run(ctx) {
    const node = ctx.identity;
    if (!node) return fail("no-identity", undefined, { snippet: toSnippet(skeletonFor("Organization", ctx.pageEvidence)) });
    const graph = ctx.schemaGraph;
    const isPerson = !node.types.some((type) => type !== "Person");
    const logoKey = isPerson ? "image" : "logo";
    const sameAs = values(graph, node.data, "sameAs").map((value) => urlValue(value)).filter((url): url is string => url !== null);
    const has: Record<(typeof IDENTITY_FIELDS)[number], boolean> = {
      name: firstText(graph, node.data, "name") !== null,
      url: values(graph, node.data, "url").some((value) => /^https?:\/\//i.test(urlValue(value) ?? "")),
      logo: values(graph, node.data, logoKey).some((value) => urlValue(value) !== null),
      sameAs: sameAs.length > 0,
    };
    const fieldName = (field: string) => (field === "logo" ? logoKey : field);
    const present = IDENTITY_FIELDS.filter((field) => has[field]).map(fieldName);
    const missing = IDENTITY_FIELDS.filter((field) => !has[field]).map(fieldName);
    const name = firstText(graph, node.data, "name");
    const profiles = [...new Set(sameAs.map((url) => profileOf(url)?.site).filter(Boolean))];
    const entity = `${node.types.join("/")}${name ? ` "${excerpt(name, 50)}"` : ""}${node.syntax === "JSON-LD" ? "" : ` (${node.syntax})`}`;
    const details: Reason[] = [
      present.length > 0 ? { key: "has-identity-properties", params: { properties: present.join(", ") } } : { key: "no-identity-properties" },
      ...(missing.length > 0
        ? [{ key: missing.includes("sameAs") ? "lacks-same-as" : "lacks-identity-properties", params: { properties: missing.join(", "), type: node.types[0]! } }]
        : []),
    ];
    const named = profiles.length > 0;
    const params: Params = named ? { entity, profiles: profiles.join(", ") } : { entity };
    if (missing.length === 0) return pass(named ? "identified-with-profiles" : "identified", params, { details });
    const score = present.length / IDENTITY_FIELDS.length;
    const reason = named ? "partly-identified-with-profiles" : "partly-identified";
    // The skeleton is an Organization's; a publishing Person gets the fix in words.
    if (isPerson) return partial(score, reason, params, { details });
    return partial(score, reason, params, { details, snippet: toSnippet(skeletonFor("Organization", ctx.pageEvidence, node.data)) });
  },
});
