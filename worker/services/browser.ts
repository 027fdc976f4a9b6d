// Browser Rendering fallback for sites that wall off plain fetches (bot challenges, 403/429/503) or
// render everything with JavaScript: headless Chromium through the BROWSER binding and
// @cloudflare/puppeteer. Every URL the browser is sent to, every request it makes, and the URL it lands
// on pass the same SSRF guard; at most 25 s; the browser is always closed.
import puppeteer, { type Browser } from "@cloudflare/puppeteer";
import { detectChallenge } from "../../gather/walls.ts";
import type { FetchedPage } from "../../gather/fetch-site.ts";
import type { FetchRules } from "../../gather/http.ts";
import { judgeUrl } from "../../gather/guard.ts";
import { mappedOrigins, resolveTarget, unmapTarget } from "../../gather/target-resolve.ts";

export const BROWSER_TIMEOUT_MS = 25_000;
/** How long a challenge page gets to run its script and navigate to the real page. */
export const CHALLENGE_WAIT_MS = 8_000;

/** A rendered page: what a browser shows, with no plain-fetch observation of its own. */
export type RenderedPage = Omit<FetchedPage, "plain">;

export type RenderResult = { ok: true; page: RenderedPage } | { ok: false; detail: string };

function allowedRequest(raw: string, rules: FetchRules, origins: readonly string[]): boolean {
  if (raw.startsWith("data:") || raw.startsWith("blob:")) return true;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  if (origins.includes(url.origin)) return true;
  return judgeUrl(url, rules.ownHosts).ok;
}

async function withDeadline<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${Math.round(ms / 1000)} s`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export async function renderPage(binding: Fetcher | undefined, target: URL, rules: FetchRules): Promise<RenderResult> {
  if (!binding) return { ok: false, detail: "no browser available to render the page" };
  const verdict = judgeUrl(target, rules.ownHosts);
  if (!verdict.ok) return { ok: false, detail: verdict.reason };
  const origins = mappedOrigins(rules.targetRules);
  const started = Date.now();
  let browser: Browser | undefined;
  try {
    browser = await withDeadline(puppeteer.launch(binding), 10_000, "starting the browser");
    const page = await browser.newPage();
    await page.setRequestInterception(true);
    page.on("request", (request) => {
      if (allowedRequest(request.url(), rules, origins)) void request.continue();
      else void request.abort("blockedbyclient");
    });
    const remaining = () => BROWSER_TIMEOUT_MS - (Date.now() - started);
    const response = await page.goto(resolveTarget(target, rules.targetRules).href, { waitUntil: "load", timeout: remaining() });
    let status = response?.status() ?? 0;
    let html = await page.content();
    // A challenge page runs its script, sets a cookie and navigates; wait for the real page. A wall
    // without any script will not move, so it gets no wait.
    const challengeDeadline = Date.now() + CHALLENGE_WAIT_MS;
    const waiting = () => /<script\b/i.test(html) && remaining() > 1_000 && Date.now() < challengeDeadline;
    while (detectChallenge(html, status, new Map()).challenged && waiting()) {
      const wait = Math.min(remaining() - 500, challengeDeadline - Date.now());
      const next = await page.waitForNavigation({ waitUntil: "load", timeout: wait }).catch(() => null);
      if (!next) break;
      status = next.status();
      html = await page.content();
    }
    const landed = unmapTarget(new URL(page.url()), rules.targetRules);
    const landedVerdict = judgeUrl(landed, rules.ownHosts);
    if (!landedVerdict.ok) return { ok: false, detail: `the browser was redirected to a forbidden address: ${landedVerdict.reason}` };
    const challenge = detectChallenge(html, status, new Map());
    if (challenge.challenged) {
      return { ok: false, detail: `HTTP ${status} in a browser, bot protection not passed${challenge.marker ? ` (${challenge.marker})` : ""}` };
    }
    if (status >= 400) return { ok: false, detail: `HTTP ${status} in a browser` };
    return {
      ok: true,
      page: { url: landed.href, status: status || 200, headers: {}, html, charset: "utf-8", redirects: [] },
    };
  } catch (error) {
    return { ok: false, detail: `browser rendering failed: ${error instanceof Error ? error.message : String(error)}` };
  } finally {
    await browser?.close().catch(() => undefined);
  }
}
