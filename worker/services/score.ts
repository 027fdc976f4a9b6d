// Scoring a gathered page, and comparing a rendered page with its plain HTML (render parity): through the
// scoring Worker (SCORER, worker/scorer.ts), where the CPU is spent apart from the requests this process
// serves. Under `wrangler dev` without the scorer beside it (plain `wrangler dev` rather than `npm start`),
// the work is done here instead, paced between steps so that other requests still get their turns, and a
// warning says so once. Any other failure is the page's: it is not scored a second time here, where a page
// that broke the scorer could break the service.
import { comparedPart, startCrawlerProbes, type Baseline, type CrawlerProbing } from "../../gather/crawler-access.ts";
import type { FetchRules } from "../../gather/http.ts";
import { pauseFor, yieldToEventLoop } from "../../gather/pause.ts";
import { analyzePaced, judgePagePaced, renderParityPaced, type AnalyzeInput, type PageJudgment, type RenderParity, type Report } from "../../scoring/index.ts";
import type { SiteRole } from "../../scoring/site.ts";

/** The dev registry's answer when the bound Worker is not running locally; production never gives it. */
const NOT_RUNNING_LOCALLY = /Worker "[^"]+" not found\. Make sure it is running locally/;

let warned = false;

/** The work on the scorer, or here when the scorer is not running locally. */
async function onScorer<T>(remote: () => Promise<T>, local: () => Promise<T>): Promise<T> {
  try {
    return await remote();
  } catch (error) {
    if (!(error instanceof Error && NOT_RUNNING_LOCALLY.test(error.message))) throw error;
    if (!warned) {
      warned = true;
      console.warn("citable-scorer is not running: scoring in this process (start the service with `npm start` to run the scorer beside it)");
    }
    return local();
  }
}

export function score(env: Env, input: AnalyzeInput): Promise<Report> {
  return onScorer(
    () => env.SCORER.analyze(input),
    () => analyzePaced(input, yieldToEventLoop),
  );
}

/** Render parity (scoring/derive/parity.ts): the plain HTML's main text against the rendered page's. */
export function compareRendered(env: Env, plainHtml: string, renderedHtml: string): Promise<RenderParity> {
  return onScorer(
    () => env.SCORER.renderParity(plainHtml, renderedHtml),
    () => renderParityPaced(plainHtml, renderedHtml, yieldToEventLoop),
  );
}

/**
 * The home page as each AI crawler gets it (gather/crawler-access.ts), fetched and measured on the scorer
 * from the start of the analysis: 14 reads of up to 512 KiB each and their comparison, which cost the
 * serving thread as much as the rest of a hostile page's analysis (issue 17). Our own fetch is handed over
 * once it is in, cut to the part the comparison reads. When the scorer fails or gave up waiting, the probes
 * are made here as before, so the observation never depends on the scorer.
 */
export function crawlerProbes(env: Env, domain: string, rules: FetchRules): CrawlerProbing {
  let give: (baseline: Baseline | null) => void = () => undefined;
  const arrived = new Promise<Baseline | null>((resolve) => (give = resolve));
  const here = async () => startCrawlerProbes(domain, rules).against(await arrived);
  const measured = onScorer(
    () => env.SCORER.probeCrawlers(domain, rules, () => arrived),
    async () => here(),
  ).catch((error: unknown) => {
    console.error("crawler probes failed on the scorer; probing here", domain, error);
    return null;
  });
  return {
    async against(baseline) {
      give(baseline === null ? null : comparedPart(baseline));
      return (await measured) ?? here();
    },
  };
}

/** One page of a site's sample judged (scoring/site.ts judgePage), for combineSite. */
export function judge(env: Env, input: AnalyzeInput, role: SiteRole): Promise<PageJudgment> {
  return onScorer(
    () => env.SCORER.judgePage(input, role),
    () => judgePagePaced(input, role, pauseFor((input.html ?? input.text ?? "").length)),
  );
}
