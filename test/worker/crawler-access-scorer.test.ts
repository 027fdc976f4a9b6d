// The crawler probes run on the scoring Worker (issue 17: 14 reads of up to 512 KiB and their comparison
// cost the service's serving thread as much as the rest of a hostile analysis): started at once, measured
// against the analysis's own fetch when the service hands it over, cut to the part the comparison reads.
// What they observe must not change for it, and a baseline that never comes must not hold them.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { comparedPart, probeAgainstLater, probeCrawlers, type Baseline } from "../../gather/crawler-access.ts";
import { fetchHomePage } from "../../gather/fetch-site.ts";
import { configFrom } from "../../worker/config.ts";
import { fetchRules } from "../../worker/services/analysis.ts";
import { setSite } from "./helpers.ts";

const rules = () => fetchRules(configFrom(env));

/** Our own plain fetch of the home page, as the analysis hands it to the probes (walled or not). */
async function baselineOf(domain: string): Promise<Baseline> {
  const result = await fetchHomePage(domain, rules());
  const page = result.ok ? result.page : "page" in result.failure ? result.failure.page : null;
  if (!page) throw new Error(`${domain}: no page (${JSON.stringify(result)})`);
  return { url: page.url, status: page.status, html: page.html, plain: { challenge: page.plain.challenge } };
}

describe("crawler probes on the scorer", () => {
  it("measured on the scorer against a baseline handed over later: what probing at once observes", async () => {
    const domain = "crawlers-mixed.example";
    const baseline = await baselineOf(domain);
    let asked = 0;
    const onScorer = await env.SCORER.probeCrawlers(domain, rules(), async () => {
      asked++;
      return comparedPart(baseline);
    });
    expect(asked).toBe(1);
    expect(onScorer).toEqual(await probeCrawlers(domain, rules()));
    // Not all alike: the comparison was made (a refusal, a challenge, a payment, other content).
    expect(new Set(onScorer!.probes.map((probe) => probe.status))).toEqual(new Set([200, 402, 403, 503]));
  });

  it("the baseline cut to the 512 KiB the comparison reads observes what the whole page does", async () => {
    await setSite("crawlers-long.example", [{ path: "/", bodyBytes: 2 * 1024 * 1024 }]);
    const baseline = await baselineOf("crawlers-long.example");
    expect(baseline.html.length).toBeGreaterThan(2 * 1024 * 1024);
    const cut = comparedPart(baseline);
    expect(cut.html.length).toBe(512 * 1024);
    const whole = await probeAgainstLater("crawlers-long.example", rules(), async () => baseline, 10_000);
    const part = await probeAgainstLater("crawlers-long.example", rules(), async () => cut, 10_000);
    expect(part).toEqual(whole);
    expect(whole!.probes.every((probe) => probe.result === "response" && probe.similarity === 1)).toBe(true);
  });

  it("gives up when no baseline comes (the analysis ended without a page), without waiting for the probes' bounds", async () => {
    const started = Date.now();
    const never = new Promise<Baseline | null>(() => undefined);
    expect(await probeAgainstLater("crawlers-open.example", rules(), () => never, 300)).toBeNull();
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});
