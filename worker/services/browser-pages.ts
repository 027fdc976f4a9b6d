// A site's sampled pages in a browser (issue 14), only when its home page needed one: the pages plain
// fetches could not read (walled off, or an empty JavaScript shell) are rendered in one browser session,
// each in a tab of its own, side by side, within one deadline, each under the home page's sandbox and
// guard (browser.ts render). A page the browser cannot read either is a failed page of the sample.
import type { FetchRules } from "../../gather/http.ts";
import { judgeUrl } from "../../gather/guard.ts";
import { render, type RenderResult } from "./browser.ts";
import { closeSession, openSession, type BrowserSession } from "./browser-session.ts";
import { Deadline } from "./deadline.ts";

/** Everything the browser does for the sample, closing the session included (the home page had its own 25 s). */
export const SAMPLE_BROWSER_MS = 15_000;
const LAUNCH_MS = 10_000;
const CLOSE_MS = 3_000;

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Each target rendered, in the targets' order; never throws. */
export async function renderPages(binding: Fetcher | undefined, targets: readonly URL[], rules: FetchRules, budgetMs = SAMPLE_BROWSER_MS): Promise<RenderResult[]> {
  if (targets.length === 0) return [];
  const failed = (detail: string): RenderResult => ({ ok: false, detail });
  if (!binding) return targets.map(() => failed("no browser available to render the page"));
  const work = new Deadline(budgetMs - CLOSE_MS);
  let session: BrowserSession;
  try {
    session = await openSession(binding, work.cap(LAUNCH_MS));
  } catch (error) {
    return targets.map(() => failed(`browser rendering failed: ${message(error)}`));
  }
  try {
    return await Promise.all(
      targets.map(async (target) => {
        const verdict = judgeUrl(target, rules.ownHosts);
        if (!verdict.ok) return failed(verdict.reason);
        return render(session.cdp, target, rules, work).catch((error: unknown) => failed(`browser rendering failed: ${message(error)}`));
      }),
    );
  } finally {
    await closeSession(binding, session, CLOSE_MS);
  }
}
