// Cited sources: links from the main content to other sites, counted by distinct registrable domain,
// with a bonus for authoritative ones (government, academic, intergovernmental, encyclopedias, journals,
// standards bodies).
import { listOf } from "../../messages.ts";
import { defineCheck, fail, partial, pass } from "../../check.ts";
import { authorityOf, isShareLink, registrableDomain } from "../../derive/entities.ts";

/** Distinct sites that make a page's claims checkable (AEO-CHECKS.md: at least 3). */
const MIN_DOMAINS = 3;
/** Credit for the distinct sites (per site below MIN_DOMAINS, and at MIN_DOMAINS), and the authority bonus. */
const PER_DOMAIN = 0.3;
const ENOUGH_DOMAINS = 0.9;
const AUTHORITY_BONUS = 0.1;
const MAX_SHOWN = 6;
/** Work bound: links judged, at most (a page needs 3 sources; a thousand settle any verdict). */
const MAX_LINKS = 1_000;

const CITED = "{count|external site} cited in the main content: {sites}.";
const CITE_MORE = "Link each key claim to its source, inline at the sentence it supports: at least {min} different sites, ideally authoritative ones (.gov, .edu, journals, Wikipedia, standards bodies).";

export default defineCheck({
  id: "cited-sources",
  category: "Entity & Topic Coverage",
  title: { pass: "The content cites its sources", fail: "The content cites few or no sources" },
  why: "Linked sources make claims checkable; citing sources raised a page's visibility in generative answers by about a quarter.",
  source: "Aggarwal et al., GEO: Generative Engine Optimization, KDD 2024 (arXiv 2311.09735), Cite Sources",
  weight: 20,
  // Pages that explain something cite; product, pricing, contact, company and listing pages have no claims to source.
  appliesTo: "longForm",
  languageSensitive: false,
  needs: ["markup"],
  readsProse: true,
  messages: {
    "authoritative-sources": { evidence: CITED },
    "no-authoritative-source": {
      evidence: CITED,
      fix: "Cite at least one authoritative source for the key facts: a government or university page, a journal (doi.org), Wikipedia or a standards body.",
    },
    "few-sources": { evidence: CITED, fix: CITE_MORE },
    "no-sources": { evidence: "No links to other sites in the main content.", fix: CITE_MORE },
  },
  run(ctx) {
    const domains = new Map<string, string | null>();
    const seenHosts = new Set<string>();
    for (const link of ctx.contentLinks.external.slice(0, MAX_LINKS)) {
      // Ads and share buttons are not citations.
      if (seenHosts.has(link.url.hostname) || /\bsponsored\b/.test(link.rel) || isShareLink(link.url)) continue;
      seenHosts.add(link.url.hostname);
      const domain = registrableDomain(link.url.hostname);
      if (!domains.has(domain)) domains.set(domain, authorityOf(link.url.hostname, domain));
    }
    const authoritative = [...domains.values()].filter((kind) => kind !== null).length;
    if (domains.size === 0) return fail("no-sources", { min: MIN_DOMAINS });
    const listed = [...domains.entries()].slice(0, MAX_SHOWN).map(([domain, kind]) => (kind ? `${domain} (${kind})` : domain));
    const params = { count: String(domains.size), sites: listOf(listed, MAX_SHOWN, domains.size) };
    const score = Math.min(1, (domains.size >= MIN_DOMAINS ? ENOUGH_DOMAINS : domains.size * PER_DOMAIN) + (authoritative > 0 ? AUTHORITY_BONUS : 0));
    if (score >= 1) return pass("authoritative-sources", params);
    return domains.size >= MIN_DOMAINS ? partial(score, "no-authoritative-source", params) : partial(score, "few-sources", { ...params, min: MIN_DOMAINS });
  },
});
