// The browser is a sandbox, not a guest: nothing leaves it unless the SSRF guard allowed it. Everything here
// goes through the DevTools protocol, because production Chromium (Browser Rendering) takes no flags:
// - Every HTTP(S) request of every target (the page, its frames, popups, workers, CSP reports), each
//   redirect hop and <link> prefetch included, is paused by Fetch.enable on the *browser* session (the
//   browser process, below every page) and continues only if the judge allows its URL.
// - WebSockets are not seen by the Fetch domain (nor blocked by Network.setBlockedURLs):
//   Network.emulateNetworkConditionsByRule takes ws:// and wss:// offline in the network stack of the page
//   and of every frame and popup. If the browser cannot do that, the sandbox is not built and the page is
//   not read.
// - WebRTC (STUN/TURN to any address, over UDP or TCP) and WebTransport (QUIC over UDP) escape both the
//   Fetch domain and network emulation. Their constructors are deleted in every frame before any page
//   script runs (Page.addScriptToEvaluateOnNewDocument with runImmediately, which also reaches a fresh
//   about:blank iframe). This one layer lives in the page's JavaScript world; it holds because every realm
//   a page could take a pristine constructor from is covered: frames and popups get it before they run,
//   and workers (which have WebTransport) never run.
// - New targets are auto-attached with waitForDebuggerOnStart, so each waits before it runs: popups (any
//   new page) get the frame guard, are let go (their opener waits for that) and closed at once, and
//   counted; out-of-process frames get the frame guard before they are resumed; workers of every kind
//   (service, shared, dedicated) and unknown kinds are never resumed and are closed. A worker adds nothing
//   to the document we score, and a worker's WebTransport cannot be stopped from outside it.
// - Prerendering is switched off for the page. Speculation-rules prefetch and <link rel=preconnect> are
//   not stopped by any of this (SECURITY.md, known gaps).
import type { Cdp, CdpEvent, CdpParams } from "./cdp.ts";
import type { Deadline } from "./deadline.ts";

export type Verdict = { ok: true } | { ok: false; reason: string };
export type Judge = (url: string) => Verdict;

export interface SandboxStats {
  /** Requests the judge refused (redirect hops and prefetches included). */
  blockedRequests: number;
  /** New pages (popups, window.open, target=_blank forms) closed before they could load anything. */
  closedPopups: number;
  /** Workers (service, shared, dedicated) and unknown kinds of target that were never allowed to run. */
  refusedWorkers: number;
}

export interface Sandbox {
  readonly stats: SandboxStats;
  /** Why the page's own main-frame request was refused, if it was (a redirect to a forbidden place). */
  refusedNavigation(): string | undefined;
  /** Stops handling events (the session is about to close). */
  dispose(): void;
}

/** The page the sandbox is built around: its target and the flat session attached to it. */
export interface SandboxedPage {
  targetId: string;
  sessionId: string;
}

/** Protocol commands inside the sandbox get this long at most (less if the render's deadline is nearer). */
const COMMAND_MS = 3_000;

// URLPattern syntax: any host, any port, any path.
const WEBSOCKETS_OFFLINE = ["ws://*:*", "wss://*:*"].map((urlPattern) => ({
  urlPattern,
  offline: true,
  latency: 0,
  downloadThroughput: -1,
  uploadThroughput: -1,
}));

const AUTO_ATTACH = { autoAttach: true, waitForDebuggerOnStart: true, flatten: true };

/** Runs in every frame before its own scripts: the channels no protocol-level control can see. */
const NO_PEER_CHANNELS = `for (const name of ["RTCPeerConnection", "webkitRTCPeerConnection", "WebTransport"]) {
  try { delete globalThis[name]; } catch (error) {}
}`;

interface TargetInfo {
  targetId: string;
  type: string;
}

/**
 * Puts the guard on a frame's target session (the page, a popup, an out-of-process frame): its WebSockets
 * offline, WebRTC and WebTransport gone, its own new targets auto-attached and paused. Rejects if the
 * WebSocket guard cannot be applied.
 */
async function guardFrame(cdp: Cdp, sessionId: string, ms: number, isPage: boolean): Promise<void> {
  const steps = [
    // Network emulation applies only while the Network domain is enabled; post data is never needed.
    cdp.send("Network.enable", { maxPostDataSize: 0 }, ms, sessionId),
    cdp.send("Network.emulateNetworkConditionsByRule", { matchedNetworkConditions: WEBSOCKETS_OFFLINE }, ms, sessionId),
    cdp.send("Page.addScriptToEvaluateOnNewDocument", { source: NO_PEER_CHANNELS, runImmediately: true }, ms, sessionId),
    cdp.send("Target.setAutoAttach", AUTO_ATTACH, ms, sessionId),
  ];
  // Best effort: prerendering is also refused while DevTools is attached, and its requests pass the judge.
  if (isPage) void cdp.send("Page.setPrerenderingAllowed", { isAllowed: false }, ms, sessionId).catch(() => undefined);
  await Promise.all(steps);
}

/**
 * Builds the sandbox around a page that has not loaded anything yet. Rejects (and leaves nothing running)
 * if the browser cannot apply the guard; the caller then closes the session without navigating.
 */
export async function sandbox(cdp: Cdp, page: SandboxedPage, judge: Judge, deadline: Deadline): Promise<Sandbox> {
  const stats: SandboxStats = { blockedRequests: 0, closedPopups: 0, refusedWorkers: 0 };
  let refusedNavigation: string | undefined;
  const ms = () => Math.max(1, deadline.cap(COMMAND_MS));
  const quietly = (promise: Promise<unknown>) => void promise.catch(() => undefined);

  const onRequest = (params: CdpParams) => {
    const requestId = params.requestId as string;
    const request = params.request as { url: string };
    const verdict = judge(request.url);
    if (verdict.ok) {
      quietly(cdp.send("Fetch.continueRequest", { requestId }, ms()));
      return;
    }
    stats.blockedRequests++;
    if (params.resourceType === "Document" && params.frameId === page.targetId) refusedNavigation ??= verdict.reason;
    quietly(cdp.send("Fetch.failRequest", { requestId, errorReason: "BlockedByClient" }, ms()));
  };

  const onAttached = (params: CdpParams) => {
    const sessionId = params.sessionId as string;
    const target = params.targetInfo as TargetInfo;
    // Targets that were running before the guard (the browser's own, our page seen a second time) are
    // not new: only targets born since wait for us, and only those are judged here.
    if (params.waitingForDebugger !== true) return;
    const close = () => quietly(cdp.send("Target.closeTarget", { targetId: target.targetId }, ms()));
    switch (target.type) {
      case "page":
        if (target.targetId === page.targetId) return;
        stats.closedPopups++;
        // A popup's opener waits inside window.open() until the popup runs, and may script the blank
        // popup at once (new popup.WebSocket(...)): guard it, let it go, close it. Its requests, the first
        // navigation included, still pass the judge; if the guard fails it is closed without running.
        guardFrame(cdp, sessionId, ms(), false).then(
          () => cdp.send("Runtime.runIfWaitingForDebugger", {}, ms(), sessionId).finally(close),
          close,
        );
        return;
      case "iframe":
        guardFrame(cdp, sessionId, ms(), false).then(
          () => quietly(cdp.send("Runtime.runIfWaitingForDebugger", {}, ms(), sessionId)),
          // Without its guard it never runs: it stays paused until the session closes.
          (error: unknown) => console.warn("browser sandbox: frame left paused", String(error)),
        );
        return;
      default:
        // service_worker, shared_worker, worker and kinds we do not know: never resumed.
        stats.refusedWorkers++;
        close();
    }
  };

  const unsubscribe = cdp.on((event: CdpEvent) => {
    if (event.method === "Fetch.requestPaused" && event.sessionId === undefined) onRequest(event.params);
    else if (event.method === "Target.attachedToTarget") onAttached(event.params);
  });
  try {
    await cdp.send("Fetch.enable", { patterns: [{ urlPattern: "*" }] }, ms());
    await guardFrame(cdp, page.sessionId, ms(), true);
    // From here on every new target, anywhere in the browser, waits for the policy above.
    await cdp.send("Target.setAutoAttach", AUTO_ATTACH, ms());
  } catch (error) {
    unsubscribe();
    throw error;
  }
  return {
    stats,
    refusedNavigation: () => refusedNavigation,
    dispose: unsubscribe,
  };
}
