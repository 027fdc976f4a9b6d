// Scoring a gathered page: through the scoring Worker (SCORER, worker/scorer.ts), where the CPU is spent
// apart from the requests this process serves. Under `wrangler dev` without the scorer beside it (plain
// `wrangler dev` rather than `npm start`), the page is scored here instead, paced between steps so that
// other requests still get their turns, and a warning says so once. Any other failure is the page's: it
// is not scored a second time here, where a page that broke the scorer could break the service.
import { pauseFor, yieldToEventLoop } from "../../gather/pause.ts";
import { analyzePaced, judgePagePaced, type AnalyzeInput, type PageJudgment, type Report } from "../../scoring/index.ts";
import type { SiteRole } from "../../scoring/site.ts";

/** The dev registry's answer when the bound Worker is not running locally; production never gives it. */
const NOT_RUNNING_LOCALLY = /Worker "[^"]+" not found\. Make sure it is running locally/;

let warned = false;

/** The scorer's answer, or `here()` when the scorer is not running beside a local service. */
async function viaScorer<T>(remote: () => Promise<T>, here: () => Promise<T>): Promise<T> {
  try {
    return await remote();
  } catch (error) {
    if (!(error instanceof Error && NOT_RUNNING_LOCALLY.test(error.message))) throw error;
    if (!warned) {
      warned = true;
      console.warn("citable-scorer is not running: scoring in this process (start the service with `npm start` to run the scorer beside it)");
    }
    return here();
  }
}

export function score(env: Env, input: AnalyzeInput): Promise<Report> {
  return viaScorer(
    () => env.SCORER.analyze(input),
    () => analyzePaced(input, yieldToEventLoop),
  );
}

/** One page of a site's sample judged (scoring/site.ts judgePage), for combineSite. */
export function judge(env: Env, input: AnalyzeInput, role: SiteRole): Promise<PageJudgment> {
  return viaScorer(
    () => env.SCORER.judgePage(input, role),
    () => judgePagePaced(input, role, pauseFor((input.html ?? input.text ?? "").length)),
  );
}
