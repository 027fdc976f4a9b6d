// POST /api/analyze for the browser pages: progress in words while it runs, and every failure turned into
// plain words (never raw JSON).
import { el } from "./dom.js";
import { clockIn, wait } from "./format.js";

/** What is usually happening after so many milliseconds; the server does not stream its steps. */
const STEPS = {
  url: [
    [0, (domain) => `Fetching ${domain}'s home page…`],
    [1_500, () => "Reading robots.txt, llms.txt and the sitemap, and asking an AI model whether it knows the site…"],
    [3_000, () => "Running every check in six categories…"],
    [4_500, () => "Writing the summary…"],
    [9_000, () => "Still working: a site that blocks plain fetches is opened in a headless browser, which can take up to half a minute."],
  ],
  html: [[0, () => "Scoring the pasted HTML: nothing is fetched or stored…"]],
  text: [[0, () => "Scoring the pasted text: nothing is fetched or stored…"]],
};

/** A browser gives up well after the server's own limits (a 25 s browser render plus the summary wait). */
const CLIENT_TIMEOUT_MS = 90_000;

/** The host an address names, as the server will score it (scheme, path and a leading www. dropped). */
function hostOf(address) {
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(address) ? address : `https://${address}`);
    return url.hostname.replace(/^www\./, "") || address;
  } catch {
    return address;
  }
}

/** Shows the steps of an analysis of `kind` in `box` until the returned function is called. */
function startProgress(box, kind, subject) {
  const started = Date.now();
  const text = el("p", { className: "progress-step" });
  const elapsed = el("p", { className: "progress-time" });
  box.replaceChildren(el("progress", { attrs: { "aria-label": "Analysis in progress" } }), text, elapsed);
  box.hidden = false;
  let shown = -1;
  const tick = () => {
    const ms = Date.now() - started;
    const index = STEPS[kind].findLastIndex(([at]) => ms >= at);
    // Only a new step is announced; the seconds counter is not a live region, so it is not read out each second.
    if (index !== shown) {
      shown = index;
      text.textContent = STEPS[kind][index][1](subject);
    }
    elapsed.textContent = `${Math.floor(ms / 1000)} s`;
  };
  tick();
  const timer = setInterval(tick, 500);
  return () => {
    clearInterval(timer);
    box.hidden = true;
    box.replaceChildren();
  };
}

function failureText(kind, status, body, retryAfter) {
  const error = typeof body?.error === "string" ? body.error : null;
  switch (status) {
    case 400:
      return kind === "url"
        ? "That does not look like a website address. Enter a domain such as example.com, or a full address starting with http:// or https://."
        : "Paste some HTML or text first. A page address must be an http(s) address or a host and path, such as example.com/pricing.";
    case 413:
      return `${error ?? "The pasted content is too large."} Paste the page's own HTML, without inlined images, fonts or scripts.`;
    case 422:
      // A paste's detail says how many words it had and needs; a site's, why it could not be read.
      if (kind !== "url") return `${error ?? "We could not analyze the pasted content."}${typeof body?.detail === "string" ? ` It has ${body.detail}.` : ""}`;
      return `${error ?? "We could not fetch this site."}${typeof body?.detail === "string" ? ` Reason: ${body.detail}.` : ""}`;
    case 429: {
      const seconds = Number(retryAfter);
      const when = Number.isFinite(seconds) && seconds > 0 ? ` You can try again in ${wait(seconds)} (at ${clockIn(seconds)}).` : "";
      return `${error ?? "The limit of fresh analyses is reached."}${when}`;
    }
    case 503:
      return "Citable is temporarily unavailable. Please try again in a minute.";
    default:
      return `Something went wrong on our side (HTTP ${status}). Please try again.`;
  }
}

/**
 * Runs one analysis. `body` is { url } | { html, url? } | { text }; progress shows in `progressBox`.
 * Resolves to { ok: true, result } or { ok: false, message } — it never throws.
 */
export async function requestAnalysis(body, progressBox) {
  const kind = "url" in body && !("html" in body) ? "url" : "html" in body ? "html" : "text";
  const stop = startProgress(progressBox, kind, kind === "url" ? hostOf(body.url) : null);
  try {
    const response = await fetch("/api/analyze", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
    });
    const answer = await response.json().catch(() => null);
    if (response.ok && answer) return { ok: true, result: answer };
    return { ok: false, message: failureText(kind, response.status, answer, response.headers.get("Retry-After")) };
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === "TimeoutError";
    return { ok: false, message: timedOut ? "The analysis took too long. Please try again." : "Could not reach Citable. Check your connection and try again." };
  } finally {
    stop();
  }
}
