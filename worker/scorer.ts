// The scoring Worker: analyze() behind a service binding (RPC), deployed as `citable-scorer`
// (wrangler.scorer.toml) and bound to the service as SCORER. Scoring is an analysis's CPU: up to a few
// hundred milliseconds for a hostile 5 MiB page. workerd runs a process's requests on one thread, so under
// `npm start` the scorer runs in a workerd process of its own, and other clients' cache hits never wait for
// a page being scored (issue 17). Within it, scoring is paced too, so a small paste is not held up by a
// hostile page scored beside it. The service falls back to scoring in its own process when the scorer is
// not running locally (worker/services/score.ts).
import { WorkerEntrypoint } from "cloudflare:workers";
import { probeAgainstLater, type Baseline } from "../gather/crawler-access.ts";
import type { FetchRules } from "../gather/http.ts";
import { pauseFor, yieldToEventLoop } from "../gather/pause.ts";
import { analyzePaced, judgePagePaced, renderParityPaced, type AnalyzeInput, type PageJudgment, type RenderParity, type Report } from "../scoring/index.ts";
import type { CrawlerProbes } from "../scoring/input.ts";
import type { SiteRole } from "../scoring/site.ts";

/**
 * How long the crawler probes wait for the analysis's own fetch of the page: longer than reading it can
 * take (10 s of fetching, then up to 25 s in a browser and the render's comparison); past it the analysis
 * has ended without a page.
 */
const BASELINE_WAIT_MS = 60_000;

export class Scorer extends WorkerEntrypoint {
  async analyze(input: AnalyzeInput): Promise<Report> {
    return analyzePaced(input, yieldToEventLoop);
  }

  /** Render parity of a page rendered in a browser: two more parses, so spent here too. */
  async renderParity(plainHtml: string, renderedHtml: string): Promise<RenderParity> {
    return renderParityPaced(plainHtml, renderedHtml, yieldToEventLoop);
  }

  /** One page of a site's sample (scoring/site.ts): the service combines the pages' judgments itself. */
  async judgePage(input: AnalyzeInput, role: SiteRole): Promise<PageJudgment> {
    return judgePagePaced(input, role, pauseFor((input.html ?? input.text ?? "").length));
  }

  /**
   * The home page fetched as each AI crawler and measured against the analysis's own fetch, which the
   * service hands over through `baseline` once it has it (gather/crawler-access.ts probeAgainstLater): the
   * probes' reading (up to 14 × 512 KiB) and their comparison are spent here, not on the service's thread.
   */
  async probeCrawlers(domain: string, rules: FetchRules, baseline: () => Promise<Baseline | null>): Promise<CrawlerProbes | null> {
    return probeAgainstLater(domain, rules, baseline, BASELINE_WAIT_MS);
  }

  /** The scorer's own address answers what it is, for a person who opens it. */
  override async fetch(): Promise<Response> {
    return new Response("citable-scorer: the scoring service of Citable, reached over its service binding.\n", { status: 404 });
  }
}

export default Scorer;
