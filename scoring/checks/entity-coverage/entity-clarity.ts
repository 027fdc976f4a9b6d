// Entity clarity: one brand name across the title, og:site_name and the Organization (or WebSite) name,
// and sameAs links that tie the organization to its knowledge-graph profiles.
import { defineCheck, fail, partial } from "../../check.ts";
import { mentionsBrand, profileOf, sameBrand } from "../../derive/entities.ts";
import { skeletonFor, toSnippet } from "../../derive/jsonld-skeleton.ts";
import { firstText, nodesOf, urlValue, values } from "../../derive/schema-properties.ts";
import { excerpt } from "../../derive/text.ts";
import type { Reason } from "../../messages.ts";

/** Shares of the score: a declared name, the same name everywhere, profiles that identify it. */
const SHARES = { declared: 0.3, consistent: 0.35, profiles: 0.35 } as const;
/** Consistency credit when some names disagree; social-only sameAs credit. */
const INCONSISTENT_CREDIT = 0.4;
const SOCIAL_ONLY_CREDIT = 0.5;

const UNDECLARED = "No brand name declared: no og:site_name, Organization or WebSite name";
const DECLARE =
  'Declare the brand: <meta property="og:site_name" content="…"> and an Organization with the same name, url, logo and sameAs links to its profiles.';
const LINK_PROFILES = "Add sameAs links from the Organization to its Wikipedia or Wikidata entry and its LinkedIn, GitHub or Crunchbase profile.";

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
  messages: {
    "brand-clear": { evidence: 'Brand "{brand}" from {names}; sameAs: {sites}.' },
    "brand-unclear": { evidence: 'Brand "{brand}" from {names}; {details}.' },
    "brand-differs": { evidence: "differs in {places}", fix: 'Use one brand name, "{brand}", in the title, og:site_name and the Organization\'s name.' },
    "knowledge-profiles": { evidence: "sameAs: {sites}" },
    "no-knowledge-profile": { evidence: "sameAs: {sites}", fix: LINK_PROFILES },
    "unknown-same-as": { evidence: "sameAs: {links|other link}", fix: LINK_PROFILES },
    "no-same-as": { evidence: "no sameAs profiles", fix: LINK_PROFILES },
    "no-brand": { evidence: `${UNDECLARED}; no sameAs profiles.`, fix: DECLARE },
    "no-brand-with-profiles": { evidence: `${UNDECLARED}; sameAs: {sites}.`, fix: DECLARE },
    "no-brand-with-links": { evidence: `${UNDECLARED}; sameAs: {links|other link}.`, fix: DECLARE },
  },
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
    const sites = profiles.map((profile) => profile.site).join(", ");
    const links = String(sameAs.length);

    const brand = declared[0];
    const snippet = () => toSnippet(skeletonFor("Organization", ctx.pageEvidence, identity?.data));
    if (!brand) {
      if (sameAs.length === 0) return fail("no-brand", undefined, { snippet: snippet() });
      return sites ? fail("no-brand-with-profiles", { sites }, { snippet: snippet() }) : fail("no-brand-with-links", { links }, { snippet: snippet() });
    }
    const brandName = excerpt(brand.name, 40);
    const mismatches = declared.slice(1).filter((entry) => !sameBrand(entry.name, brand.name, ctx.words.companyForm)).map((entry) => `${entry.source} "${excerpt(entry.name, 40)}"`);
    if (meta.title && !mentionsBrand(meta.title, brand.name, ctx.words.companyForm)) mismatches.push(`the title "${excerpt(meta.title, 60)}"`);
    const consistentScore = mismatches.length === 0 ? 1 : INCONSISTENT_CREDIT;
    const score = SHARES.declared + SHARES.consistent * consistentScore + SHARES.profiles * profileScore;

    const names = declared.map((entry) => `${entry.source} "${excerpt(entry.name, 40)}"`).join(", ");
    // The shares sum to 0.9999999999999999, not 1: the reason follows the findings, the score is as computed.
    if (mismatches.length === 0 && knowledge.length > 0) return partial(score, "brand-clear", { brand: brandName, names, sites });
    const profileFinding: Reason =
      sameAs.length === 0
        ? { key: "no-same-as" }
        : !sites
          ? { key: "unknown-same-as", params: { links } }
          : { key: knowledge.length > 0 ? "knowledge-profiles" : "no-knowledge-profile", params: { sites } };
    const details: Reason[] = mismatches.length > 0 ? [{ key: "brand-differs", params: { brand: brandName, places: mismatches.join(", ") } }, profileFinding] : [profileFinding];
    return partial(score, "brand-unclear", { brand: brandName, names }, knowledge.length === 0 ? { details, snippet: snippet() } : { details });
  },
});
