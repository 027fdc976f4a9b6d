import { describe, expect, it } from "vitest";
import { runCheck, type Verdict } from "../../check.ts";
import { checkResult, page } from "../../test-helpers.ts";
import check from "./entity-clarity.ts";

const ld = (data: unknown) => `<script type="application/ld+json">${JSON.stringify({ "@context": "https://schema.org", ...(data as object) })}</script>`;
const doc = (title: string, head: string, body = "") => `<!doctype html><html lang="en"><head><title>${title}</title>${head}</head><body>${body}</body></html>`;
/** The verdict's details with their parameters (the test helper gives their keys). */
const details = (html: string) => (runCheck(check, page(html)) as Verdict).details;
const siteName = (name: string) => `<meta property="og:site_name" content="${name}">`;

describe("entity-clarity", () => {
  it("passes one brand name everywhere with a knowledge-graph profile", () => {
    const html = doc("Anvils | Acme", siteName("Acme") + ld({ "@type": "Organization", name: "Acme, Inc.", sameAs: ["https://www.wikidata.org/wiki/Q1", "https://x.com/acme"] }));
    const result = checkResult(check, html);
    expect(result).toMatchObject({ status: "pass", reason: "brand-clear", params: { brand: "Acme", names: 'og:site_name "Acme", Organization.name "Acme, Inc."', sites: "Wikidata, X" } });
    expect(result.evidence).toBe('Brand "Acme" from og:site_name "Acme", Organization.name "Acme, Inc."; sameAs: Wikidata, X.');
  });

  it("warns when names disagree, naming where", () => {
    const html = doc("Anvils | Forge Co", siteName("Acme") + ld({ "@type": "Organization", name: "Anvil World", sameAs: "https://www.linkedin.com/company/acme" }));
    const result = checkResult(check, html);
    expect(result).toMatchObject({ status: "warn", reason: "brand-unclear", details: ["brand-differs", "knowledge-profiles"] });
    expect(result.score).toBeCloseTo(0.3 + 0.35 * 0.4 + 0.35);
    expect(details(html)?.[0]).toEqual({ key: "brand-differs", params: { brand: "Acme", places: 'Organization.name "Anvil World", the title "Anvils | Forge Co"' } });
    expect(result.fix).toBe('Use one brand name, "Acme", in the title, og:site_name and the Organization\'s name.');
    expect(result.snippet).toBeUndefined();
  });

  it("matches brands written together or apart in the title", () => {
    const html = doc("OpenAI pricing", siteName("Open AI") + ld({ "@type": "Organization", name: "OpenAI", sameAs: "https://github.com/openai" }));
    expect(checkResult(check, html)).toMatchObject({ status: "pass", reason: "brand-clear" });
  });

  it("warns without sameAs, offering the page's own profile links", () => {
    const html = doc("Anvils - Acme", siteName("Acme"), '<footer><a href="https://www.linkedin.com/company/acme">in</a></footer>');
    const result = checkResult(check, html);
    expect(result).toMatchObject({ status: "warn", reason: "brand-unclear", params: { brand: "Acme", names: 'og:site_name "Acme"' }, details: ["no-same-as"] });
    expect(result.fix).toContain("Add sameAs links");
    expect(result.score).toBeCloseTo(0.65);
    expect(JSON.parse(result.snippet!)).toMatchObject({ "@type": "Organization", name: "Acme", sameAs: ["https://www.linkedin.com/company/acme"] });
  });

  it("fails with no declared brand", () => {
    const result = checkResult(check, doc("Anvils", ""));
    expect(result).toMatchObject({ status: "fail", reason: "no-brand", details: [] });
    expect(result.fix).toContain("og:site_name");
    expect(result.fix).not.toContain("Add sameAs");
  });

  it("asks for a knowledge-graph profile when sameAs has only social profiles or unknown links, after the name", () => {
    const social = checkResult(check, doc("Anvils | Forge Co", siteName("Acme") + ld({ "@type": "Organization", name: "Acme", sameAs: "https://x.com/acme" })));
    expect(social).toMatchObject({ reason: "brand-unclear", details: ["brand-differs", "no-knowledge-profile"] });
    expect(social.fix).toMatch(/^Use one brand name, "Acme".* Add sameAs links/);
    expect(social.snippet).toBeDefined();
    const unknown = doc("Acme", siteName("Acme") + ld({ "@type": "Organization", name: "Acme", sameAs: ["https://a.example/", "https://b.example/"] }));
    expect(checkResult(check, unknown).reason).toBe("brand-unclear");
    expect(details(unknown)).toEqual([{ key: "unknown-same-as", params: { links: "2" } }]);
  });

  it("names the profiles of an organization without a name", () => {
    const result = checkResult(check, doc("Anvils", ld({ "@type": "Organization", sameAs: "https://www.wikidata.org/wiki/Q1" })));
    expect(result).toMatchObject({ status: "fail", reason: "no-brand-with-profiles", params: { sites: "Wikidata" } });
  });
});
