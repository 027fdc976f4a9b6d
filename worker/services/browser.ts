// Browser Rendering fallback for sites that wall off plain fetches (bot challenges, 403/429/503) or render
// everything with JavaScript: headless Chromium through the BROWSER binding, driven over the DevTools
// protocol. One browser session and one page per analysis, inside a sandbox (browser-sandbox.ts) that lets
// no request of any kind out unless the SSRF guard allows it. Every step has a deadline (starting the
// browser, loading the page, waiting out a challenge, reading the page) and all of them together fit in
// BROWSER_TIMEOUT_MS, closing the session included; the rendered HTML is capped like a fetched body.
import { PAGE_LIMITS, type FetchedPage } from "../../gather/fetch-site.ts";
import { detectChallenge } from "../../gather/walls.ts";
import type { FetchRules } from "../../gather/http.ts";
import { judgeUrl } from "../../gather/guard.ts";
import { resolveTarget, unmapTarget } from "../../gather/target-resolve.ts";
import { freezePage, readDocument, type DocumentRead } from "./browser-read.ts";
import { sandbox, type Judge, type Sandbox, type SandboxStats } from "./browser-sandbox.ts";
import { closeSession, openSession, type BrowserSession } from "./browser-session.ts";
import type { Cdp, CdpEvent } from "./cdp.ts";
import { Deadline, TimeoutError } from "./deadline.ts";

/** Everything the browser does for one analysis, closing the session included. */
export const BROWSER_TIMEOUT_MS = 25_000;
/** How long a challenge page gets to run its script and navigate to the real page. */
export const CHALLENGE_WAIT_MS = 8_000;
/** Acquiring and connecting to a browser session. */
const LAUNCH_MS = 10_000;
/** Set aside for closing the session, inside BROWSER_TIMEOUT_MS. */
const CLOSE_MS = 3_000;
/** Loading the page stops this long before the deadline, so there is time to read it. */
const READ_MS = 4_000;
/** A read that takes longer than this means the page's script is holding its main thread. */
const QUICK_READ_MS = 1_500;
/** Single protocol commands (creating the page, enabling domains) get at most this long. */
const COMMAND_MS = 3_000;

/** A rendered page: what a browser shows, with no plain-fetch observation of its own. */
export type RenderedPage = Omit<FetchedPage, "plain">;

export type RenderResult = { ok: true; page: RenderedPage; sandbox: SandboxStats } | { ok: false; detail: string };

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The SSRF guard for the browser's requests, on the public URL a TARGET_RESOLVE-mapped URL stands for. */
function judgeFor(rules: FetchRules): Judge {
  return (raw) => {
    // data: and blob: URLs are the page's own bytes, not requests to anywhere.
    if (raw.startsWith("data:") || raw.startsWith("blob:")) return { ok: true };
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      return { ok: false, reason: "not a valid URL" };
    }
    const verdict = judgeUrl(unmapTarget(url, rules.targetRules), rules.ownHosts);
    return verdict.ok ? { ok: true } : { ok: false, reason: verdict.reason };
  };
}

/** Load events and the main document's HTTP status of one page, as they arrive. */
class PageWatch {
  loads = 0;
  status = 0;
  private waiters: (() => void)[] = [];
  readonly dispose: () => void;

  constructor(cdp: Cdp, sessionId: string, frameId: string) {
    this.dispose = cdp.on((event: CdpEvent) => {
      if (event.sessionId !== sessionId) return;
      if (event.method === "Page.loadEventFired") {
        this.loads++;
        for (const wake of this.waiters.splice(0)) wake();
      } else if (event.method === "Network.responseReceived" && event.params.type === "Document" && event.params.frameId === frameId) {
        this.status = (event.params.response as { status: number }).status;
      }
    });
  }

  /** Whether a load event beyond the first `seen` arrives within `ms`. */
  async loadedAfter(seen: number, ms: number): Promise<boolean> {
    const deadline = Date.now() + ms;
    while (this.loads <= seen) {
      const left = deadline - Date.now();
      if (left <= 0) return false;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return true;
  }
}

export async function renderPage(binding: Fetcher | undefined, target: URL, rules: FetchRules, budgetMs = BROWSER_TIMEOUT_MS): Promise<RenderResult> {
  if (!binding) return { ok: false, detail: "no browser available to render the page" };
  const verdict = judgeUrl(target, rules.ownHosts);
  if (!verdict.ok) return { ok: false, detail: verdict.reason };
  const work = new Deadline(budgetMs - CLOSE_MS);
  let session: BrowserSession;
  try {
    session = await openSession(binding, work.cap(LAUNCH_MS));
  } catch (error) {
    return { ok: false, detail: `browser rendering failed: ${message(error)}` };
  }
  try {
    return await render(session.cdp, target, rules, work);
  } catch (error) {
    return { ok: false, detail: `browser rendering failed: ${message(error)}` };
  } finally {
    await closeSession(binding, session, CLOSE_MS);
  }
}

/** One page rendered in a tab of its own of an open session (renderPage; a site's sample: browser-pages.ts). */
export async function render(cdp: Cdp, target: URL, rules: FetchRules, work: Deadline): Promise<RenderResult> {
  const command = () => Math.max(1, work.cap(COMMAND_MS));
  const { targetId } = await cdp.send<{ targetId: string }>("Target.createTarget", { url: "about:blank" }, command());
  const { sessionId } = await cdp.send<{ sessionId: string }>("Target.attachToTarget", { targetId, flatten: true }, command());
  const watch = new PageWatch(cdp, sessionId, targetId);
  let box: Sandbox;
  try {
    box = await sandbox(cdp, { targetId, sessionId }, judgeFor(rules), work);
  } catch (error) {
    watch.dispose();
    return { ok: false, detail: `the browser could not be sandboxed, so the page was not loaded (${message(error)})` };
  }
  try {
    await cdp.send("Page.enable", {}, command(), sessionId);

    // Loading: navigation and the load event, leaving time to read the page afterwards.
    const loadMs = Math.max(0, work.left() - READ_MS);
    const loadBy = new Deadline(loadMs);
    const hung = { ok: false, detail: `the page did not finish loading in the browser within ${Math.round(loadMs / 1000)} s` } as const;
    let navigation: { errorText?: string };
    try {
      navigation = await cdp.send<{ errorText?: string }>("Page.navigate", { url: resolveTarget(target, rules.targetRules).href }, loadBy.left(), sessionId);
    } catch (error) {
      if (error instanceof TimeoutError) return hung;
      throw error;
    }
    const refused = box.refusedNavigation();
    if (refused) return { ok: false, detail: `the browser was redirected to a forbidden address: ${refused}` };
    if (navigation.errorText) return { ok: false, detail: `the browser could not load the page (${navigation.errorText})` };
    if (!(await watch.loadedAfter(0, loadBy.left()))) return hung;

    // Reading: quickly if the page lets us; a page whose script holds the main thread is frozen first.
    const maxBytes = PAGE_LIMITS.maxBytes;
    let frozen = false;
    const read = async (): Promise<DocumentRead | undefined> => {
      if (!frozen) {
        try {
          return await readDocument(cdp, sessionId, targetId, maxBytes, work.cap(QUICK_READ_MS));
        } catch (error) {
          // Not a timeout: the document went away under us (the page is navigating); read the next one.
          if (!(error instanceof TimeoutError)) return undefined;
        }
        frozen = true;
        await freezePage(cdp, sessionId, command());
      }
      // Terminating "the current or next" script may hit our own read if the page's script just ended: once more.
      try {
        return await readDocument(cdp, sessionId, targetId, maxBytes, work.left());
      } catch {
        return await readDocument(cdp, sessionId, targetId, maxBytes, work.left());
      }
    };

    // A challenge page runs its script, sets a cookie and navigates; wait for the real page. A wall
    // without any script will not move, so it gets no wait.
    let seen = watch.loads;
    let document = await read();
    const challengeBy = new Deadline(CHALLENGE_WAIT_MS);
    const waiting = () => !frozen && work.left() > READ_MS && challengeBy.left() > 0;
    const challenged = (read: DocumentRead | undefined) =>
      read === undefined || (read.ok && /<script\b/i.test(read.html) && detectChallenge(read.html, watch.status, new Map()).challenged);
    while (challenged(document) && waiting()) {
      if (!(await watch.loadedAfter(seen, Math.min(challengeBy.left(), work.left() - READ_MS)))) break;
      seen = watch.loads;
      document = await read();
    }
    if (document === undefined) {
      frozen = true;
      await freezePage(cdp, sessionId, command());
      document = await read();
    }
    if (document === undefined) return { ok: false, detail: "the page kept navigating in the browser" };
    if (!document.ok) return { ok: false, detail: `rendered page larger than ${Math.round(maxBytes / 1024)} KiB` };

    const { targetInfo } = await cdp.send<{ targetInfo: { url: string } }>("Target.getTargetInfo", { targetId }, command());
    const landed = unmapTarget(new URL(targetInfo.url), rules.targetRules);
    const landedVerdict = judgeUrl(landed, rules.ownHosts);
    if (!landedVerdict.ok) return { ok: false, detail: `the browser was redirected to a forbidden address: ${landedVerdict.reason}` };
    const status = watch.status;
    const challenge = detectChallenge(document.html, status, new Map());
    if (challenge.challenged) {
      return { ok: false, detail: `HTTP ${status} in a browser, bot protection not passed${challenge.marker ? ` (${challenge.marker})` : ""}` };
    }
    if (status >= 400) return { ok: false, detail: `HTTP ${status} in a browser` };
    return {
      ok: true,
      page: { url: landed.href, status: status || 200, headers: {}, html: document.html, charset: "utf-8", redirects: [] },
      sandbox: { ...box.stats },
    };
  } finally {
    box.dispose();
    watch.dispose();
  }
}
