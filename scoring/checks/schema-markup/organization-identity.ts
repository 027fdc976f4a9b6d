// The organization behind the site, declared with the four properties that make it identifiable:
// name, url, logo and sameAs.
import { defineCheck, legacyFail, legacyPartial, legacyPass } from "../../check.ts";
import { profileOf } from "../../derive/entities.ts";
import { skeletonFor, toSnippet } from "../../derive/jsonld-skeleton.ts";
import { firstText, urlValue, values } from "../../derive/schema-properties.ts";
import { excerpt } from "../../derive/text.ts";

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
  run(ctx) {
    const node = ctx.identity;
    if (!node) {
      return legacyFail(
        "No Organization (or publishing Person) in the structured data.",
        "Add an Organization with name, url, logo and sameAs links to your official profiles; the skeleton uses the profile links found on the page.",
        toSnippet(skeletonFor("Organization", ctx.pageEvidence)),
      );
    }
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
    const evidence = `${node.types.join("/")}${name ? ` "${excerpt(name, 50)}"` : ""}${node.syntax === "JSON-LD" ? "" : ` (${node.syntax})`}: ${present.length > 0 ? `has ${present.join(", ")}` : "no identity properties"}${missing.length > 0 ? `; lacks ${missing.join(", ")}` : ""}${profiles.length > 0 ? ` (sameAs: ${profiles.join(", ")})` : ""}.`;
    if (missing.length === 0) return legacyPass(evidence);
    const score = present.length / IDENTITY_FIELDS.length;
    const fix = `Add ${missing.join(", ")} to the ${node.types[0]}${missing.includes("sameAs") ? "; point sameAs at Wikipedia, Wikidata, LinkedIn or other official profiles" : ""}.`;
    // The skeleton is an Organization's; a publishing Person gets the fix in words.
    return isPerson ? legacyPartial(score, evidence, fix) : legacyPartial(score, evidence, fix, toSnippet(skeletonFor("Organization", ctx.pageEvidence, node.data)));
  },
});
