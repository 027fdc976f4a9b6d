import { describe, expect, it } from "vitest";
import { checkResult } from "../../test-helpers.ts";
import check from "./entity-clarity.ts";

const ld = (data: unknown) => `<script type="application/ld+json">${JSON.stringify({ "@context": "https://schema.org", ...(data as object) })}</script>`;
const doc = (title: string, head: string, body = "") => `<!doctype html><html lang="en"><head><title>${title}</title>${head}</head><body>${body}</body></html>`;
const siteName = (name: string) => `<meta property="og:site_name" content="${name}">`;

describe("entity-clarity", () => {
  it("passes one brand name everywhere with a knowledge-graph profile", () => {
    const html = doc("Anvils | Acme", siteName("Acme") + ld({ "@type": "Organization", name: "Acme, Inc.", sameAs: ["https://www.wikidata.org/wiki/Q1", "https://x.com/acme"] }));
    expect(checkResult(check, html)).toMatchObject({
      status: "pass",
      evidence: 'Brand "Acme" from og:site_name "Acme", Organization.name "Acme, Inc."; sameAs: Wikidata, X.',
    });
  });

  it("warns when names disagree, naming where", () => {
    const html = doc("Anvils | Forge Co", siteName("Acme") + ld({ "@type": "Organization", name: "Anvil World", sameAs: "https://www.linkedin.com/company/acme" }));
    const result = checkResult(check, html);
    expect(result.status).toBe("warn");
    expect(result.score).toBeCloseTo(0.3 + 0.35 * 0.4 + 0.35);
    expect(result.evidence).toContain('differs in Organization.name "Anvil World", the title "Anvils | Forge Co"');
    expect(result.fix).toBe('Use one brand name, "Acme", in the title, og:site_name and the Organization\'s name.');
    expect(result.snippet).toBeUndefined();
  });

  it("matches brands written together or apart in the title", () => {
    const html = doc("OpenAI pricing", siteName("Open AI") + ld({ "@type": "Organization", name: "OpenAI", sameAs: "https://github.com/openai" }));
    expect(checkResult(check, html).status).toBe("pass");
  });

  it("warns without sameAs, offering the page's own profile links", () => {
    const html = doc("Anvils - Acme", siteName("Acme"), '<footer><a href="https://www.linkedin.com/company/acme">in</a></footer>');
    const result = checkResult(check, html);
    expect(result).toMatchObject({ status: "warn", evidence: 'Brand "Acme" from og:site_name "Acme"; no sameAs profiles.' });
    expect(result.score).toBeCloseTo(0.65);
    expect(JSON.parse(result.snippet!)).toMatchObject({ "@type": "Organization", name: "Acme", sameAs: ["https://www.linkedin.com/company/acme"] });
  });

  it("fails with no declared brand", () => {
    const result = checkResult(check, doc("Anvils", ""));
    expect(result).toMatchObject({ status: "fail", evidence: "No brand name declared: no og:site_name, Organization or WebSite name; no sameAs profiles." });
    expect(result.fix).toContain("og:site_name");
  });
});
