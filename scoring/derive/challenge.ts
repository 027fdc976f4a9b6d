// Bot walls and JavaScript-only shells, recognized from a response's raw HTML (one linear scan, no DOM) or
// from an already parsed document: a challenge page must never be scored as the site, and a shell shows
// AI crawlers, which run no JavaScript, nothing (AEO-CHECKS.md, fact 1; Vercel/MERJ crawler study, 2024).
import type { PageContext } from "../context.ts";
import { NON_CONTENT_TAGS, bodyOf, textOf } from "./dom.ts";

export interface ChallengeVerdict {
  challenged: boolean;
  /** What matched, for evidence and logs: `Cloudflare "Just a moment..." title`. */
  marker: string | null;
}

export interface ShellVerdict {
  empty: boolean;
  reason: string;
}

/** What the markers read, gathered from raw HTML (`scanHtml`) or from a parsed document (`readSignals`). */
export interface PageSignals {
  /** The <title>, entities decoded, whitespace collapsed. */
  title: string;
  /** The start of the visible text (outside script, style, noscript, template), collapsed. */
  text: string;
  /** Characters of visible text in all. */
  textChars: number;
  /** Visible characters of the main content: <main> or <article> when present, else the body; navigation, header, footer, aside and forms left out. */
  mainChars: number;
  /** Where bot-protection vendors leave their names: script sources and code, iframe sources, form actions, element ids. */
  markup: string;
  /** An empty mount point of a client-side app (`<div id="root"></div>`), or null. */
  emptyMount: string | null;
  /** A <noscript> asking to enable JavaScript. */
  noscriptAsksForJs: boolean;
  /** External or module scripts that look like an app bundle. */
  bundles: number;
  /** Characters of inline script code. */
  inlineScriptChars: number;
}

/** Challenge and block pages carry little text: the thin-page markers below only count under this. */
export const CHALLENGE_MAX_TEXT_CHARS = 2_000;
/**
 * Scripts that vendors also inject into ordinary pages (Cloudflare's JS detections, Imperva's and AWS WAF's
 * sensors) mark a challenge only on a page with next to no text: an interstitial shows a line or two.
 */
const BARE_MAX_TEXT_CHARS = 300;
/** A shell shows less visible text than this (AEO-CHECKS.md: "hydration markers *and* thin text"). */
export const SHELL_MAX_TEXT_CHARS = 200;
/** Inline script code this large on a thin page is an app's bundle or state. */
const SHELL_INLINE_SCRIPT_CHARS = 20_000;

/** How much of the text and the markup is kept for the markers (counts cover the whole page). */
const KEEP_TEXT_CHARS = 4_000;
const KEEP_MARKUP_CHARS = 256 * 1024;
const INLINE_SCRIPT_HEAD_CHARS = 4_000;
/** A tag's attributes longer than this are not read (hostile pages). */
const MAX_TAG_CHARS = 8_192;

/** Ids that client-side frameworks mount into: React (CRA), Vue/Vite, Next.js, Nuxt, Gatsby, SvelteKit, Quasar. */
const MOUNT_IDS = new Set(["root", "app", "__next", "__nuxt", "___gatsby", "svelte", "q-app", "app-root", "main-app"]);
/** Elements that are mount points by tag: Angular's root component. */
const MOUNT_TAGS = new Set(["app-root"]);

/** A <noscript> message of a JavaScript-only app (CRA: "You need to enable JavaScript to run this app."). */
const NOSCRIPT_JS = /(?:enable|turn on|activate|switch on|allow)\s+javascript|javascript\s+(?:is\s+)?(?:required|disabled|needed|must be enabled)|activ(?:er|ez|e)\s+(?:le\s+)?javascript|javascript\s+aktivieren|habilit(?:a|e|ar)\s+(?:o\s+)?javascript|abilita(?:re)?\s+javascript/i;
/** Script paths of build tools' bundles: webpack/Vite/Next/CRA names and folders. */
const BUNDLE_PATH = /(?:^|[/._-])(?:bundle|chunk|chunks|main|app|index|runtime|vendors?|polyfills|entry|client)[.-]|\/_next\/|\/_nuxt\/|\/assets\/|\/static\/js\/|\/build\/|\.mjs(?:$|\?)/i;

/** Elements whose content is not visible text; `title` is read apart. */
const RAW_SKIP = new Set(["script", "style", "noscript", "template", "svg", "textarea", "title", "iframe", "object", "canvas"]);
/** Page furniture, left out of the main-content count (as derive/main-content.ts does). */
const FURNITURE = new Set(["nav", "header", "footer", "aside", "form", "dialog"]);
const MAIN_TAGS = new Set(["main", "article"]);

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", hellip: "…", mdash: "—", ndash: "–", rsquo: "’", lsquo: "‘", rdquo: "”", ldquo: "“", copy: "©" };

/** Decodes the common named and all numeric character references. */
export function decodeEntities(text: string): string {
  if (!text.includes("&")) return text;
  return text.replace(/&(?:#(\d{1,7})|#x([0-9a-f]{1,6})|([a-z]{2,8}));/gi, (whole, dec: string | undefined, hex: string | undefined, name: string | undefined) => {
    if (name !== undefined) return ENTITIES[name.toLowerCase()] ?? whole;
    const code = dec !== undefined ? Number(dec) : Number.parseInt(hex ?? "", 16);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

const collapse = (text: string) => text.replace(/\s+/g, " ");

interface Tag {
  name: string;
  closing: boolean;
  attrs: string;
  /** Index just past the tag's ">". */
  end: number;
}

/** Reads the tag starting at html[start] === "<", quotes respected; null when it is not a tag. */
function readTag(html: string, start: number): Tag | null {
  let i = start + 1;
  const closing = html.charCodeAt(i) === 47; // "/"
  if (closing) i++;
  const nameStart = i;
  while (i < html.length) {
    const c = html.charCodeAt(i);
    const isNameChar = (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 45 || c === 58 || c === 95;
    if (!isNameChar) break;
    i++;
  }
  if (i === nameStart) return null;
  const name = html.slice(nameStart, i).toLowerCase();
  const attrStart = i;
  let quote = 0;
  const limit = Math.min(html.length, attrStart + MAX_TAG_CHARS);
  for (; i < limit; i++) {
    const c = html.charCodeAt(i);
    if (quote !== 0) {
      if (c === quote) quote = 0;
    } else if (c === 34 || c === 39) {
      quote = c;
    } else if (c === 62) {
      return { name, closing, attrs: html.slice(attrStart, i), end: i + 1 };
    }
  }
  // Unterminated or oversized: take everything to the next ">" as the tag, attributes unread.
  const gt = html.indexOf(">", attrStart);
  return { name, closing, attrs: "", end: gt === -1 ? html.length : gt + 1 };
}

const ATTRIBUTE_PATTERNS = {
  id: /(?:^|\s)id\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i,
  src: /(?:^|\s)src\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i,
  type: /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i,
} as const;

function attrValue(attrs: string, name: keyof typeof ATTRIBUTE_PATTERNS): string | null {
  if (attrs === "") return null;
  const match = ATTRIBUTE_PATTERNS[name].exec(attrs);
  return match ? (match[1] ?? match[2] ?? match[3] ?? "").trim() : null;
}

const closingPatterns = new Map<string, RegExp>();

/** Index of the closing tag `</name` at or after `from` (case-insensitive), or -1. */
function closingTagIndex(html: string, name: string, from: number): number {
  let pattern = closingPatterns.get(name);
  if (!pattern) {
    pattern = new RegExp(`</${name}[\\s>/]`, "gi");
    closingPatterns.set(name, pattern);
  }
  pattern.lastIndex = from;
  return pattern.exec(html)?.index ?? -1;
}

/** Whether only whitespace and comments lie between `from` and the closing tag of `name`. */
function closesEmpty(html: string, name: string, from: number): boolean {
  let i = from;
  for (;;) {
    while (i < html.length && /\s/.test(html[i]!)) i++;
    if (html.startsWith("<!--", i)) {
      const end = html.indexOf("-->", i + 4);
      if (end === -1) return false;
      i = end + 3;
      continue;
    }
    return html.slice(i, i + name.length + 2).toLowerCase() === `</${name}`;
  }
}

/** One linear pass over raw HTML: title, visible text counts, scripts, mount points, vendor markup. */
export function scanHtml(html: string): PageSignals {
  const textParts: string[] = [];
  const markupParts: string[] = [html.slice(0, KEEP_MARKUP_CHARS)];
  let keptText = 0;
  let textChars = 0;
  let mainChars = 0;
  let bodyChars = 0;
  let title = "";
  let mainDepth = 0;
  let sawMain = false;
  let furnitureDepth = 0;
  let emptyMount: string | null = null;
  let noscriptAsksForJs = false;
  let bundles = 0;
  let inlineScriptChars = 0;

  const addText = (raw: string) => {
    const text = collapse(decodeEntities(raw));
    if (text.trim() === "") return;
    textChars += text.length;
    if (furnitureDepth === 0) {
      bodyChars += text.length;
      if (mainDepth > 0) mainChars += text.length;
    }
    if (keptText < KEEP_TEXT_CHARS) {
      textParts.push(text);
      keptText += text.length;
    }
  };

  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf("<", i);
    if (lt === -1) {
      addText(html.slice(i));
      break;
    }
    if (lt > i) addText(html.slice(i, lt));
    if (html.startsWith("<!--", lt)) {
      const end = html.indexOf("-->", lt + 4);
      i = end === -1 ? html.length : end + 3;
      continue;
    }
    if (html.startsWith("<!", lt) || html.startsWith("<?", lt)) {
      const end = html.indexOf(">", lt);
      i = end === -1 ? html.length : end + 1;
      continue;
    }
    const tag = readTag(html, lt);
    if (!tag) {
      addText("<");
      i = lt + 1;
      continue;
    }
    i = tag.end;
    if (tag.closing) {
      if (MAIN_TAGS.has(tag.name) && mainDepth > 0) mainDepth--;
      if (FURNITURE.has(tag.name) && furnitureDepth > 0) furnitureDepth--;
      continue;
    }
    const selfClosing = tag.attrs.endsWith("/");
    if (MAIN_TAGS.has(tag.name) && !selfClosing) {
      mainDepth++;
      sawMain = true;
    }
    if (FURNITURE.has(tag.name) && !selfClosing) furnitureDepth++;
    const id = attrValue(tag.attrs, "id");
    if (emptyMount === null && ((id !== null && MOUNT_IDS.has(id)) || MOUNT_TAGS.has(tag.name)) && closesEmpty(html, tag.name, i)) {
      emptyMount = id !== null ? `<${tag.name} id="${id}">` : `<${tag.name}>`;
    }
    const src = tag.name === "script" ? attrValue(tag.attrs, "src") : null;
    const type = tag.name === "script" ? (attrValue(tag.attrs, "type")?.toLowerCase() ?? "") : "";
    if (tag.name === "script" && (type === "module" || (src !== null && BUNDLE_PATH.test(src)))) bundles++;
    if (!RAW_SKIP.has(tag.name) || selfClosing) continue;
    const close = closingTagIndex(html, tag.name, i);
    const content = html.slice(i, close === -1 ? html.length : close);
    if (tag.name === "title" && title === "") title = collapse(decodeEntities(content)).trim();
    if (tag.name === "noscript" && NOSCRIPT_JS.test(content.replace(/<[^>]{0,2000}>/g, " "))) noscriptAsksForJs = true;
    if (tag.name === "script" && src === null && !type.includes("json")) inlineScriptChars += content.length;
    if (close === -1) break;
    const after = html.indexOf(">", close);
    i = after === -1 ? html.length : after + 1;
  }

  if (html.length > KEEP_MARKUP_CHARS) markupParts.push(html.slice(Math.max(KEEP_MARKUP_CHARS, html.length - 16_384)));
  return {
    title,
    text: textParts.join(" ").trim().slice(0, KEEP_TEXT_CHARS),
    textChars,
    mainChars: sawMain && mainChars >= SHELL_MAX_TEXT_CHARS ? mainChars : bodyChars,
    markup: markupParts.join("\n"),
    emptyMount,
    noscriptAsksForJs,
    bundles,
    inlineScriptChars,
  };
}

/**
 * The same signals from a parsed document: one pass over its elements (the page's element index when the
 * caller has one, else a selector walk). `text` is the page's visible or main text when the caller has it
 * already (ctx.main.text); otherwise the body is read.
 */
export function readSignals(document: Document, text?: string, elements?: readonly Element[]): PageSignals {
  const visible = text ?? textOf(bodyOf(document), NON_CONTENT_TAGS);
  const markup: string[] = [];
  let noscriptAsksForJs = false;
  let bundles = 0;
  let inlineScriptChars = 0;
  let title = "";
  let mount: Element | null = null;
  for (const element of elements ?? document.querySelectorAll("title, script, noscript, iframe, form, app-root, [id]")) {
    // localName is stored lower-case; tagName is upper-cased anew on every read.
    const tag = element.localName;
    const id = element.getAttribute("id");
    if (id) markup.push(`id="${id}"`);
    if (mount === null && ((id !== null && MOUNT_IDS.has(id)) || MOUNT_TAGS.has(tag))) mount = element;
    if (tag === "title" && title === "") title = collapse(element.textContent ?? "").trim();
    if (tag === "script") {
      const src = element.getAttribute("src");
      const type = (element.getAttribute("type") ?? "").toLowerCase();
      if (type === "module" || (src !== null && BUNDLE_PATH.test(src))) bundles++;
      if (src !== null) {
        markup.push(`src="${src}"`);
      } else if (!type.includes("json")) {
        const code = element.textContent ?? "";
        inlineScriptChars += code.length;
        markup.push(code.slice(0, INLINE_SCRIPT_HEAD_CHARS));
      }
    }
    if (tag === "noscript" && NOSCRIPT_JS.test(element.textContent ?? "")) noscriptAsksForJs = true;
    if (tag === "iframe") markup.push(`src="${element.getAttribute("src") ?? ""}"`);
    if (tag === "form") markup.push(`action="${element.getAttribute("action") ?? ""}"`);
  }
  const mountIsEmpty = mount !== null && textOf(mount).trim() === "" && mount.querySelector("img, video, picture, canvas, svg") === null;
  const mountId = mount?.getAttribute("id");
  return {
    title,
    text: visible.slice(0, KEEP_TEXT_CHARS),
    textChars: visible.length,
    mainChars: visible.length,
    markup: markup.join("\n").slice(0, KEEP_MARKUP_CHARS),
    emptyMount: mount && mountIsEmpty ? `<${mount.tagName.toLowerCase()}${mountId ? ` id="${mountId}"` : ""}>` : null,
    noscriptAsksForJs,
    bundles,
    inlineScriptChars,
  };
}

interface ChallengeProbe {
  signals: PageSignals;
  status: number;
  headers: ReadonlyMap<string, string>;
  thin: boolean;
  bare: boolean;
}

type Marker = { name: string; test: (probe: ChallengeProbe) => boolean };

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
  { name: "Cloudflare challenge script (_cf_chl_opt)", test: (p) => /_cf_chl_opt|__cf_chl_(?:f_tk|rt_tk|jschl_tk|captcha_tk)|cf-chl-widget/i.test(p.signals.markup) },
  { name: 'Cloudflare "Just a moment..." title', test: (p) => /^(?:just a moment|one moment, please|un instant|einen moment|un momento|um momento|een moment)\s*(?:\.\.\.|…)?$/i.test(p.signals.title) },
  { name: 'Cloudflare "Attention Required!" block page', test: (p) => /attention required!?\s*\|\s*cloudflare/i.test(p.signals.title) },
  {
    name: "Cloudflare browser check",
    test: (p) =>
      /checking (?:if the site connection is secure|your browser before accessing)|verify you are human by completing the action below|needs to review the security of your connection|enable javascript and cookies to continue|ddos protection by cloudflare/i.test(p.signals.text),
  },
  {
    name: "Cloudflare challenge-platform script on a near-empty page",
    // The interstitial loads …/orchestrate/chl_page|managed|jsch; …/scripts/jsd/main.js rides on ordinary pages.
    test: (p) => /\/cdn-cgi\/challenge-platform\/(?:h\/\w\/)?orchestrate\//i.test(p.signals.markup) || (p.bare && /\/cdn-cgi\/challenge-platform\/(?!scripts\/jsd\/)/i.test(p.signals.markup)),
  },
  { name: "Imperva/Incapsula incident page", test: (p) => /incapsula incident id|request unsuccessful\. incapsula/i.test(p.signals.text) },
  { name: "Imperva/Incapsula (_Incapsula_Resource)", test: (p) => /_Incapsula_Resource\?CWUDNSAI=/.test(p.signals.markup) || (p.bare && /_Incapsula_Resource/.test(p.signals.markup)) },
  { name: "PerimeterX/HUMAN (px-captcha)", test: (p) => /id=["']?px-captcha\b|captcha\.px-cdn\.net|\/captcha\/captcha\.js|_pxCaptcha/i.test(p.signals.markup) },
  { name: "PerimeterX/HUMAN press-and-hold check", test: (p) => /press\s*(?:&|&amp;|and)\s*hold to confirm you are/i.test(p.signals.text) },
  { name: "DataDome (captcha-delivery.com)", test: (p) => /captcha-delivery\.com/i.test(p.signals.markup) },
  { name: "Sucuri CloudProxy JavaScript challenge", test: (p) => /sucuri_cloudproxy_js/i.test(p.signals.markup) },
  { name: "Sucuri WebSite Firewall block page", test: (p) => /sucuri website firewall/i.test(`${p.signals.title} ${p.signals.text}`) },
  {
    name: 'Akamai "Access Denied" (Reference #)',
    test: (p) => /access denied/i.test(`${p.signals.title} ${p.signals.text}`) && /reference\s*#\s*\d+\.[0-9a-f]+|errors\.edgesuite\.net/i.test(`${p.signals.text} ${p.signals.markup}`),
  },
  { name: "AWS WAF challenge", test: (p) => p.bare && /awswaf\.com|AwsWafIntegration|aws-waf-token/i.test(p.signals.markup) },
  { name: "Vercel Security Checkpoint", test: (p) => /vercel security checkpoint/i.test(`${p.signals.title} ${p.signals.text}`) },
  {
    name: "bot check on an error page",
    test: (p) =>
      [401, 403, 429, 503].includes(p.status) &&
      /captcha|are you (?:a )?(?:human|robot)|verify (?:that )?you(?:'re| are) (?:a )?human|unusual traffic|access denied|request blocked|bot protection|automated (?:access|requests)/i.test(`${p.signals.title} ${p.signals.text}`),
  },
];

const NO_SIGNALS: PageSignals = { title: "", text: "", textChars: Number.MAX_SAFE_INTEGER, mainChars: 0, markup: "", emptyMount: null, noscriptAsksForJs: false, bundles: 0, inlineScriptChars: 0 };

/** A bot wall in signals already gathered (from `scanHtml` or `readSignals`); null signals: headers only. */
export function challengeOf(signals: PageSignals | null, status: number, headers: ReadonlyMap<string, string>): ChallengeVerdict {
  const page = signals ?? NO_SIGNALS;
  const probe: ChallengeProbe = { signals: page, status, headers, thin: page.textChars < CHALLENGE_MAX_TEXT_CHARS, bare: page.textChars < BARE_MAX_TEXT_CHARS };
  const found = HEADER_MARKERS.find((marker) => marker.test(probe)) ?? (probe.thin ? PAGE_MARKERS.find((marker) => marker.test(probe)) : undefined);
  return found ? { challenged: true, marker: found.name } : { challenged: false, marker: null };
}

/** Whether a response is a bot challenge or block page rather than the site, and which marker said so. */
export function detectChallenge(html: string, status: number, headers: ReadonlyMap<string, string>): ChallengeVerdict {
  return challengeOf(scanHtml(html), status, headers);
}

/** The hydration markers present in signals, for evidence. */
export function hydrationMarkers(signals: PageSignals): string[] {
  const markers: string[] = [];
  if (signals.emptyMount) markers.push(`an empty ${signals.emptyMount}`);
  if (signals.noscriptAsksForJs) markers.push('a <noscript> asking to "enable JavaScript"');
  if (signals.bundles > 0) markers.push(`${signals.bundles} app bundle script${signals.bundles === 1 ? "" : "s"}`);
  if (signals.inlineScriptChars >= SHELL_INLINE_SCRIPT_CHARS) markers.push(`${signals.inlineScriptChars.toLocaleString("en")} characters of inline script`);
  return markers;
}

/** A JavaScript-only shell in signals already gathered: thin visible text and at least one hydration marker. */
export function shellOf(signals: PageSignals): ShellVerdict {
  const chars = `${signals.textChars.toLocaleString("en")} characters of visible text`;
  if (signals.textChars >= SHELL_MAX_TEXT_CHARS) return { empty: false, reason: `not a shell: ${chars}` };
  const markers = hydrationMarkers(signals);
  if (markers.length === 0) return { empty: false, reason: `a short page (${chars}) without client-side app markers` };
  return { empty: true, reason: `${chars} and ${markers.join(", ")}` };
}

/** Whether raw HTML is a JavaScript-only shell that shows crawlers nothing until scripts run. */
export function isEmptyShell(html: string): ShellVerdict {
  return shellOf(scanHtml(html));
}

/** The scored page's signals, read once per page from its document and main text. */
export function signalsOf(ctx: PageContext): PageSignals {
  return readSignals(ctx.document, ctx.main.text, ctx.elements.all);
}

/** Whether the scored page is a challenge; the document is only read when its main text is thin enough to be one. */
export function pageChallenge(ctx: PageContext): ChallengeVerdict {
  const thin = ctx.main.text.length < CHALLENGE_MAX_TEXT_CHARS;
  return challengeOf(thin ? signalsOf(ctx) : null, ctx.input.status, ctx.input.headers);
}
