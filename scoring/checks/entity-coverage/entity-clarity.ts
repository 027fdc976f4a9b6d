// Entity clarity: one brand name across the title, og:site_name and the Organization (or WebSite) name,
// and sameAs links that tie the organization to its knowledge-graph profiles.
import { defineCheck, legacyFail, legacyPartial, legacyPass } from "../../check.ts";
import { mentionsBrand, profileOf, sameBrand } from "../../derive/entities.ts";
import { skeletonFor, toSnippet } from "../../derive/jsonld-skeleton.ts";
import { firstText, nodesOf, urlValue, values } from "../../derive/schema-properties.ts";
import { excerpt } from "../../derive/text.ts";

/** Shares of the score: a declared name, the same name everywhere, profiles that identify it. */
const SHARES = { declared: 0.3, consistent: 0.35, profiles: 0.35 } as const;
/** Consistency credit when some names disagree; social-only sameAs credit. */
const INCONSISTENT_CREDIT = 0.4;
const SOCIAL_ONLY_CREDIT = 0.5;

interface Declared {
  source: string;
  name: string;
}

export default defineCheck({
  id: "entity-clarity",
  category: "Entity & Topic Coverage",
  title: { pass: "The brand is one clear, linked entity", fail: "The brand is unclear or unlinked" },
  why: "Engines merge what they know about a brand by its name and its profiles; a consistent name with sameAs links lets them attribute the page.",
  source: "Google Search Central, Organization structured data and Site names; schema.org sameAs",
  weight: 20,
  appliesTo: "all",
  languageSensitive: false,
  needs: ["markup"],
  run(ctx) {
    const meta = ctx.meta;
    const graph = ctx.schemaGraph;
    const identity = ctx.identity;
    const website = nodesOf(graph, ["WebSite"])[0];
    const declared: Declared[] = [
      { source: "og:site_name", name: meta.tags.get("og:site_name") ?? "" },
      { source: `${identity?.types[0] ?? "Organization"}.name`, name: (identity && firstText(graph, identity.data, "name")) ?? "" },
      { source: "WebSite.name", name: (website && firstText(graph, website.data, "name")) ?? "" },
      { source: "application-name", name: meta.tags.get("application-name") ?? "" },
    ].filter((entry) => entry.name.trim() !== "");

    const sameAs = identity ? values(graph, identity.data, "sameAs").map((value) => urlValue(value)).filter((url): url is string => url !== null) : [];
    const profiles = [...new Map(sameAs.flatMap((url) => { const profile = profileOf(url); return profile ? [[profile.site, profile] as const] : []; })).values()];
    const knowledge = profiles.filter((profile) => profile.knowledge);
    const profileScore = knowledge.length > 0 ? 1 : profiles.length > 0 || sameAs.length > 0 ? SOCIAL_ONLY_CREDIT : 0;
    const profileText = sameAs.length === 0 ? "no sameAs profiles" : `sameAs: ${profiles.map((profile) => profile.site).join(", ") || `${sameAs.length} other link${sameAs.length === 1 ? "" : "s"}`}`;

    const brand = declared[0];
    const snippet = () => toSnippet(skeletonFor("Organization", ctx.pageEvidence, identity?.data));
    if (!brand) {
      return legacyFail(
        `No brand name declared: no og:site_name, Organization or WebSite name; ${profileText}.`,
        'Declare the brand: <meta property="og:site_name" content="…"> and an Organization with the same name, url, logo and sameAs links to its profiles.',
        snippet(),
      );
    }
    const mismatches = declared.slice(1).filter((entry) => !sameBrand(entry.name, brand.name, ctx.words.companyForm)).map((entry) => `${entry.source} "${excerpt(entry.name, 40)}"`);
    if (meta.title && !mentionsBrand(meta.title, brand.name, ctx.words.companyForm)) mismatches.push(`the title "${excerpt(meta.title, 60)}"`);
    const consistentScore = mismatches.length === 0 ? 1 : INCONSISTENT_CREDIT;
    const score = SHARES.declared + SHARES.consistent * consistentScore + SHARES.profiles * profileScore;

    const names = declared.map((entry) => `${entry.source} "${excerpt(entry.name, 40)}"`).join(", ");
    const evidence = `Brand "${excerpt(brand.name, 40)}" from ${names}${mismatches.length > 0 ? `; differs in ${mismatches.join(", ")}` : ""}; ${profileText}.`;
    if (score >= 1) return legacyPass(evidence);
    const fixes = [
      mismatches.length > 0 ? `Use one brand name, "${excerpt(brand.name, 40)}", in the title, og:site_name and the Organization's name.` : "",
      knowledge.length === 0 ? "Add sameAs links from the Organization to its Wikipedia or Wikidata entry and its LinkedIn, GitHub or Crunchbase profile." : "",
    ].filter(Boolean);
    return knowledge.length === 0 ? legacyPartial(score, evidence, fixes.join(" "), snippet()) : legacyPartial(score, evidence, fixes.join(" "));
  },
});
