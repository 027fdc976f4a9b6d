// What a plain fetch got, read once from its raw HTML: a bot wall (challenge or block page) must never be
// scored as the site, and a JavaScript-only shell shows AI crawlers, which run no JavaScript, nothing
// (AEO-CHECKS.md fact 1; Vercel/MERJ crawler study, 2024). One linear pass with the parser's own tokenizer;
// the result is the plain-fetch observation analyze() takes (scoring/input.ts PlainFetch).
import { tokenSteps } from "../scoring/derive/tokens.ts";
import { runAtOnce, runPaced, type Steps } from "../scoring/steps.ts";
import { yieldToEventLoop } from "./pause.ts";
import { LEXICONS } from "../scoring/lexicons/index.ts";
import { patternsOf } from "../scoring/lexicons/patterns.ts";
import { SHELL_MAX_TEXT_CHARS } from "../scoring/derive/shell.ts";
import { MAX_NODES } from "../scoring/derive/parse.ts";
import type { PlainFetch } from "../scoring/input.ts";

/** Challenge and block pages carry little text: the thin-page markers below only count under this. */
export const CHALLENGE_MAX_TEXT_CHARS = 2_000;
/**
 * Scripts that vendors also inject into ordinary pages (Cloudflare's JS detections, Imperva's and AWS WAF's
 * sensors) mark a challenge only on a page with next to no text: an interstitial shows a line or two.
 */
const BARE_MAX_TEXT_CHARS = 300;
/**
 * How much of the text and of the raw markup the markers read. The counts cover the page up to scoring's
 * node budget (MAX_NODES tokens), the part of it that is scored: past it a hostile page costs only time.
 */
const KEEP_TEXT_CHARS = 4_000;
const KEEP_MARKUP_CHARS = 256 * 1024;
const KEEP_MARKUP_TAIL_CHARS = 16_384;

/** Ids that client-side frameworks mount into: React (CRA), Vue/Vite, Next.js, Nuxt, Gatsby, SvelteKit, Quasar. */
const MOUNT_IDS = new Set(["root", "app", "__next", "__nuxt", "___gatsby", "svelte", "q-app", "app-root", "main-app"]);
/** Elements that are mount points by tag: Angular's root component. */
const MOUNT_TAGS = new Set(["app-root"]);
/** Every supported language's words: the waiting titles of bot walls, and <noscript> messages asking for JavaScript. */
const WORDS = patternsOf(LEXICONS);
/** Script paths of build tools' bundles: webpack/Vite/Next/CRA names and folders. */
const BUNDLE_PATH = /(?:^|[/._-])(?:bundle|chunk|chunks|main|app|index|runtime|vendors?|polyfills|entry|client)[.-]|\/_next\/|\/_nuxt\/|\/assets\/|\/static\/js\/|\/build\/|\.mjs(?:$|\?)/i;

/** Elements whose content is not visible text (<title> is read apart). */
const HIDDEN = new Set(["script", "style", "noscript", "template", "svg", "textarea", "title", "iframe", "object", "canvas"]);
/** Page furniture, left out of the main-content count (as scoring's main content does). */
const FURNITURE = new Set(["nav", "header", "footer", "aside", "form", "dialog"]);
const MAIN = new Set(["main", "article"]);
/** HTML's void elements: they have no end tag, so they open nothing. */
const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr", "param", "keygen"]);

/** What the markers read of a page. */
interface Signals {
  title: string;
  /** The start of the visible text. */
  text: string;
  textChars: number;
  mainChars: number;
  /** Where bot-protection vendors leave their names: the start and end of the raw markup. */
  markup: string;
  emptyMount: string | null;
  noscriptAsksForJs: boolean;
  bundles: number;
  inlineScriptChars: number;
}

const collapse = (text: string) => text.replace(/\s+/g, " ");

function* scan(html: string): Steps<Signals> {
  const kept: string[] = [];
  let keptChars = 0;
  let textChars = 0;
  let mainChars = 0;
  let bodyChars = 0;
  let sawMain = false;
  let mainDepth = 0;
  let furnitureDepth = 0;
  /** The hidden elements open around the current text, innermost last. */
  const hidden: string[] = [];
  let title = "";
  let noscriptText = "";
  let noscriptAsksForJs = false;
  let bundles = 0;
  let inlineScriptChars = 0;
  let inlineScript = false;
  let emptyMount: string | null = null;
  /** A mount point just opened: empty if its end tag comes before any text or element. */
  let mountCandidate: { tag: string; shown: string } | null = null;

  yield* tokenSteps(
    html,
    {
      open(name, attributes, selfClosing) {
        if (mountCandidate) mountCandidate = null;
        const id = attributes.get("id")?.trim() ?? null;
        if (emptyMount === null && ((id !== null && MOUNT_IDS.has(id)) || MOUNT_TAGS.has(name)) && !selfClosing) {
          mountCandidate = { tag: name, shown: id !== null ? `<${name} id="${id}">` : `<${name}>` };
        }
        if (name === "script") {
          const src = attributes.get("src") ?? null;
          const type = (attributes.get("type") ?? "").toLowerCase();
          if (type === "module" || (src !== null && BUNDLE_PATH.test(src))) bundles++;
          inlineScript = src === null && !type.includes("json");
        }
        if (VOID.has(name)) return;
        if (HIDDEN.has(name)) hidden.push(name);
        if (MAIN.has(name)) {
          mainDepth++;
          sawMain = true;
        }
        if (FURNITURE.has(name)) furnitureDepth++;
      },
      close(name) {
        if (mountCandidate?.tag === name) emptyMount = mountCandidate.shown;
        mountCandidate = null;
        const at = hidden.lastIndexOf(name);
        if (at !== -1) hidden.length = at;
        if (name === "noscript" && WORDS.enableJavascript.some((pattern) => pattern.test(noscriptText))) noscriptAsksForJs = true;
        if (MAIN.has(name) && mainDepth > 0) mainDepth--;
        if (FURNITURE.has(name) && furnitureDepth > 0) furnitureDepth--;
      },
      text(raw) {
        const inside = hidden[hidden.length - 1];
        if (inside === "title") {
          if (title === "") title = collapse(raw).trim();
          return;
        }
        if (inside === "script") {
          if (inlineScript) inlineScriptChars += raw.length;
          return;
        }
        if (hidden.includes("noscript") && noscriptText.length < KEEP_TEXT_CHARS) noscriptText += ` ${raw}`;
        if (inside !== undefined) return;
        const text = collapse(raw);
        if (text.trim() === "") return;
        mountCandidate = null;
        textChars += text.length;
        if (furnitureDepth === 0) {
          bodyChars += text.length;
          if (mainDepth > 0) mainChars += text.length;
        }
        if (keptChars < KEEP_TEXT_CHARS) {
          kept.push(text);
          keptChars += text.length;
        }
      },
    },
    { maxTokens: MAX_NODES },
  );

  const markup = html.length > KEEP_MARKUP_CHARS ? `${html.slice(0, KEEP_MARKUP_CHARS)}\n${html.slice(-KEEP_MARKUP_TAIL_CHARS)}` : html;
  return {
    title,
    text: kept.join(" ").trim().slice(0, KEEP_TEXT_CHARS),
    textChars,
    mainChars: sawMain && mainChars >= SHELL_MAX_TEXT_CHARS ? mainChars : bodyChars,
    markup,
    emptyMount,
    noscriptAsksForJs,
    bundles,
    inlineScriptChars,
  };
}

interface Probe {
  page: Signals;
  status: number;
  headers: ReadonlyMap<string, string>;
  bare: boolean;
}

type Marker = { name: string; test: (probe: Probe) => boolean };

/** Headers bot-protection services set on the challenges they serve: they decide whatever the body holds. */
const HEADER_MARKERS: readonly Marker[] = [
  { name: "cf-mitigated: challenge header (Cloudflare)", test: (p) => /challenge/i.test(p.headers.get("cf-mitigated") ?? "") },
  { name: "x-vercel-mitigated: challenge header (Vercel)", test: (p) => /challenge|deny/i.test(p.headers.get("x-vercel-mitigated") ?? "") },
  { name: "x-amzn-waf-action header (AWS WAF)", test: (p) => /captcha|challenge|block/i.test(p.headers.get("x-amzn-waf-action") ?? "") },
  { name: "DataDome block (x-datadome header)", test: (p) => p.headers.has("x-datadome") && p.status === 403 },
];

/**
 * Fingerprints in the page, strongest first; the first that matches names the verdict. They are read only
 * on a thin page (under CHALLENGE_MAX_TEXT_CHARS): a page with real text is not a challenge, whatever rides
 * on it. Vendors inject sensor scripts into ordinary pages too (Cloudflare's …/scripts/jsd, Imperva's
 * _Incapsula_Resource, AWS WAF's token script), so those count only on a bare page.
 */
const PAGE_MARKERS: readonly Marker[] = [
  { name: "Cloudflare challenge script (_cf_chl_opt)", test: (p) => /_cf_chl_opt|__cf_chl_(?:f_tk|rt_tk|jschl_tk|captcha_tk)|cf-chl-widget/i.test(p.page.markup) },
  { name: 'Cloudflare "Just a moment..." title', test: (p) => WORDS.waitTitle.test(p.page.title) },
  { name: 'Cloudflare "Attention Required!" block page', test: (p) => /attention required!?\s*\|\s*cloudflare/i.test(p.page.title) },
  {
    name: "Cloudflare browser check",
    test: (p) =>
      /checking (?:if the site connection is secure|your browser before accessing)|verify you are human by completing the action below|needs to review the security of your connection|enable javascript and cookies to continue|ddos protection by cloudflare/i.test(p.page.text),
  },
  {
    name: "Cloudflare challenge-platform script on a near-empty page",
    // The interstitial loads …/orchestrate/chl_page|managed|jsch; …/scripts/jsd/main.js rides on ordinary pages.
    test: (p) => /\/cdn-cgi\/challenge-platform\/(?:h\/\w\/)?orchestrate\//i.test(p.page.markup) || (p.bare && /\/cdn-cgi\/challenge-platform\/(?!scripts\/jsd\/)/i.test(p.page.markup)),
  },
  { name: "Imperva/Incapsula incident page", test: (p) => /incapsula incident id|request unsuccessful\. incapsula/i.test(p.page.text) },
  { name: "Imperva/Incapsula (_Incapsula_Resource)", test: (p) => /_Incapsula_Resource\?CWUDNSAI=/.test(p.page.markup) || (p.bare && /_Incapsula_Resource/.test(p.page.markup)) },
  { name: "PerimeterX/HUMAN (px-captcha)", test: (p) => /id=["']?px-captcha\b|captcha\.px-cdn\.net|\/captcha\/captcha\.js|_pxCaptcha/i.test(p.page.markup) },
  { name: "PerimeterX/HUMAN press-and-hold check", test: (p) => /press\s*(?:&|&amp;|and)\s*hold to confirm you are/i.test(p.page.text) },
  { name: "DataDome (captcha-delivery.com)", test: (p) => /captcha-delivery\.com/i.test(p.page.markup) },
  { name: "Sucuri CloudProxy JavaScript challenge", test: (p) => /sucuri_cloudproxy_js/i.test(p.page.markup) },
  { name: "Sucuri WebSite Firewall block page", test: (p) => /sucuri website firewall/i.test(`${p.page.title} ${p.page.text}`) },
  {
    name: 'Akamai "Access Denied" (Reference #)',
    test: (p) => /access denied/i.test(`${p.page.title} ${p.page.text}`) && /reference\s*#\s*\d+\.[0-9a-f]+|errors\.edgesuite\.net/i.test(`${p.page.text} ${p.page.markup}`),
  },
  { name: "AWS WAF challenge", test: (p) => p.bare && /awswaf\.com|AwsWafIntegration|aws-waf-token/i.test(p.page.markup) },
  { name: "Vercel Security Checkpoint", test: (p) => /vercel security checkpoint/i.test(`${p.page.title} ${p.page.text}`) },
  {
    name: "bot check on an error page",
    test: (p) =>
      [401, 403, 429, 503].includes(p.status) &&
      /captcha|are you (?:a )?(?:human|robot)|verify (?:that )?you(?:'re| are) (?:a )?human|unusual traffic|access denied|request blocked|bot protection|automated (?:access|requests)/i.test(`${p.page.title} ${p.page.text}`),
  },
];

/** The vendor header that names an answer a bot challenge, read without its page (a page with much text is judged by its headers alone). */
export function challengeHeader(status: number, headers: ReadonlyMap<string, string>): string | null {
  const probe: Probe = { page: { title: "", text: "", textChars: 0, mainChars: 0, markup: "", emptyMount: null, noscriptAsksForJs: false, bundles: 0, inlineScriptChars: 0 }, status, headers, bare: false };
  return HEADER_MARKERS.find((marker) => marker.test(probe))?.name ?? null;
}

function challengeOf(page: Signals, status: number, headers: ReadonlyMap<string, string>): string | null {
  const probe: Probe = { page, status, headers, bare: page.textChars < BARE_MAX_TEXT_CHARS };
  const found = HEADER_MARKERS.find((marker) => marker.test(probe)) ?? (page.textChars < CHALLENGE_MAX_TEXT_CHARS ? PAGE_MARKERS.find((marker) => marker.test(probe)) : undefined);
  return found?.name ?? null;
}

function* observation(html: string, status: number, headers: ReadonlyMap<string, string>): Steps<PlainFetch> {
  const page = yield* scan(html);
  return {
    status,
    chars: html.length,
    challenge: challengeOf(page, status, headers),
    textChars: page.textChars,
    mainChars: page.mainChars,
    emptyMount: page.emptyMount,
    noscriptAsksForJs: page.noscriptAsksForJs,
    bundles: page.bundles,
    inlineScriptChars: page.inlineScriptChars,
  };
}

/** The plain-fetch observation of a response: its size, whether it is a bot wall, and its app markers. */
export function observePlain(html: string, status: number, headers: ReadonlyMap<string, string>): PlainFetch {
  return runAtOnce(observation(html, status, headers));
}

/** observePlain with a pause between slices of markup, for a thread other requests share (steps.ts). */
export function observePlainPaced(html: string, status: number, headers: ReadonlyMap<string, string>): Promise<PlainFetch> {
  return runPaced(observation(html, status, headers), yieldToEventLoop);
}

/** Whether a response is a bot challenge or block page rather than the site, and which marker said so. */
export function detectChallenge(html: string, status: number, headers: ReadonlyMap<string, string>): { challenged: boolean; marker: string | null } {
  const marker = observePlain(html, status, headers).challenge;
  return { challenged: marker !== null, marker };
}
