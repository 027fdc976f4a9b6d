// Who and what a page names: the registrable domains its links cite and how authoritative they are, the
// profiles a sameAs points to, brand names compared loosely, and the named entities in its prose.
import type { PageContext } from "../context.ts";
import { BOUNDARY, CATEGORY, flagsAt, HIGH_SURROGATE, JOINER, LETTER, LOWER, MARK, NUMBER, OTHER_LETTER, pairAt, pointFlags, SENTENCE_END, unitFlags, UPPER } from "./chars.ts";
import { bodyOf, describe } from "./dom.ts";
import { elementsUnder } from "./elements.ts";
import { decodeEntities } from "./jsonld.ts";
import { siteHost, type Link } from "./links.ts";

/** Normalized text for loose comparisons: entities decoded, case, accents and punctuation dropped. */
export function comparable(text: string): string {
  return decodeEntities(text)
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

// Domains.

/** Second-level labels under which country-code registries sell names (example.co.uk, example.com.au). */
const PUBLIC_SECOND_LEVEL = new Set(["co", "com", "org", "net", "gov", "ac", "edu", "or", "ne", "go", "gob", "gouv", "govt", "mil", "ltd", "plc", "sch"]);

/** The registrable domain of a host, approximately (no public-suffix list): news.bbc.co.uk → bbc.co.uk. */
export function registrableDomain(host: string): string {
  const labels = siteHost(host).split(".");
  if (labels.length <= 2) return labels.join(".");
  const top = labels[labels.length - 1]!;
  const second = labels[labels.length - 2]!;
  return labels.slice(top.length === 2 && PUBLIC_SECOND_LEVEL.has(second) ? -3 : -2).join(".");
}

/** Second-level labels of government and academic registries under a country code (gov.uk, ac.jp, gouv.fr). */
const GOVERNMENT_SECOND_LEVEL = new Set(["gov", "gouv", "gob", "govt", "go", "gv", "mil"]);
const ACADEMIC_SECOND_LEVEL = new Set(["edu", "ac"]);

/** Authoritative kinds of source by suffix (AEO-CHECKS.md, Cited sources): .gov, .edu, .int and their national forms. */
function authorityBySuffix(labels: readonly string[]): string | null {
  const top = labels[labels.length - 1] ?? "";
  const second = labels[labels.length - 2] ?? "";
  const national = top.length === 2;
  if (top === "gov" || top === "mil" || (national && GOVERNMENT_SECOND_LEVEL.has(second)) || (top === "eu" && second === "europa")) return "government";
  if (top === "edu" || (national && ACADEMIC_SECOND_LEVEL.has(second))) return "academic";
  if (top === "int") return "intergovernmental";
  return null;
}

/** Authoritative registrable domains: encyclopedias, journals and indexes, standards bodies, statistics. */
const AUTHORITY_DOMAINS: Readonly<Record<string, string>> = {
  "wikipedia.org": "encyclopedia", "wikidata.org": "encyclopedia", "britannica.com": "encyclopedia",
  "doi.org": "journal", "nature.com": "journal", "sciencedirect.com": "journal", "science.org": "journal",
  "springer.com": "journal", "wiley.com": "journal", "cell.com": "journal", "thelancet.com": "journal",
  "nejm.org": "journal", "bmj.com": "journal", "jamanetwork.com": "journal", "plos.org": "journal", "pnas.org": "journal",
  "arxiv.org": "journal", "acm.org": "journal", "jstor.org": "journal", "tandfonline.com": "journal", "sagepub.com": "journal",
  "oup.com": "journal", "cambridge.org": "journal", "frontiersin.org": "journal", "biomedcentral.com": "journal",
  "ssrn.com": "journal", "semanticscholar.org": "journal", "aclanthology.org": "journal", "neurips.cc": "journal",
  "w3.org": "standards body", "ietf.org": "standards body", "rfc-editor.org": "standards body", "iso.org": "standards body",
  "whatwg.org": "standards body", "ecma-international.org": "standards body", "unicode.org": "standards body",
  "iana.org": "standards body", "ieee.org": "standards body", "etsi.org": "standards body", "oasis-open.org": "standards body",
  "oecd.org": "international organization", "un.org": "international organization", "worldbank.org": "international organization",
  "imf.org": "international organization",
};

/** What kind of authoritative source a host is, or null. */
export function authorityOf(host: string, domain = registrableDomain(host)): string | null {
  return authorityBySuffix(domain.split(".")) ?? AUTHORITY_DOMAINS[domain] ?? null;
}

/** Share buttons and intents are not citations nor profiles. */
const SHARE_PATH = /\/(?:intent|share|sharer|sharing|shareArticle|pin\/create|submit|send)\b/i;
const SHARE_HOST = /^(?:wa\.me|t\.me|api\.whatsapp\.com|addtoany\.com|sharethis\.com)$/;

export function isShareLink(url: URL): boolean {
  return SHARE_PATH.test(url.pathname) || SHARE_HOST.test(url.hostname.replace(/^www\./, "")) || (url.search !== "" && /[?&]share(?:[=&]|$)/.test(url.search));
}

/** Profiles that identify an entity in knowledge graphs (AEO-CHECKS.md, Entity clarity). */
const KNOWLEDGE_PROFILES: Readonly<Record<string, string>> = {
  "wikipedia.org": "Wikipedia", "wikidata.org": "Wikidata", "linkedin.com": "LinkedIn", "github.com": "GitHub", "crunchbase.com": "Crunchbase",
};
const SOCIAL_PROFILES: Readonly<Record<string, string>> = {
  "x.com": "X", "twitter.com": "X", "facebook.com": "Facebook", "instagram.com": "Instagram", "youtube.com": "YouTube",
  "tiktok.com": "TikTok", "threads.net": "Threads", "bsky.app": "Bluesky", "pinterest.com": "Pinterest", "mastodon.social": "Mastodon",
};

export interface Profile {
  site: string;
  /** Wikipedia, Wikidata, LinkedIn, GitHub, Crunchbase: the profiles knowledge graphs reconcile on. */
  knowledge: boolean;
}

/** Whether a host belongs to a profile site: links within any other site are no profiles, known without a URL. */
export function isProfileSite(hostname: string): boolean {
  const domain = registrableDomain(hostname);
  return KNOWLEDGE_PROFILES[domain] !== undefined || SOCIAL_PROFILES[domain] !== undefined;
}

/** The profile a URL points to, when it is one: a known site, a path beyond its home page, not a share link. */
export function profileOf(href: string | URL): Profile | null {
  let url: URL;
  try {
    url = typeof href === "string" ? new URL(href) : href;
  } catch {
    return null;
  }
  const domain = registrableDomain(url.hostname);
  const site = KNOWLEDGE_PROFILES[domain] ?? SOCIAL_PROFILES[domain];
  if (!site || url.pathname.replace(/\/+$/, "") === "" || isShareLink(url)) return null;
  return { site, knowledge: KNOWLEDGE_PROFILES[domain] !== undefined };
}

// Links of the main content.

export interface ContentLinks {
  /** Crawlable links to this site, this page itself left out. */
  internal: Link[];
  /** How many distinct pages (origin, path and query) the internal links lead to. */
  internalPages: number;
  external: Link[];
  /** Links a crawler cannot follow (no href, javascript:), described for evidence. */
  uncrawlable: string[];
}

const MAX_UNCRAWLABLE = 50;
/** A javascript: href (leading whitespace and case aside): one test, no trimmed and lower-cased copies. */
const JAVASCRIPT_HREF = /^\s*javascript:/i;


/**
 * The page's links inside its main content and outside navigation, header, footer and asides, split by
 * site (the context's `contentLinks` view). Reuses the page's link list and matches it to the main content by href, so no link is
 * walked twice.
 */
export function readContentLinks(page: PageContext): ContentLinks {
  const root = page.main.root;
  // Only a <body> or the root element can be what bodyOf() finds: other roots need no selector query.
  const wholeBody = (root.localName === "body" || root === page.document.documentElement) && root === bodyOf(page.document);
  const inRoot = new Set<string>();
  const uncrawlable: string[] = [];
  for (const anchor of wholeBody ? page.elements.byTag("a") : elementsUnder(page.elements, root, ["a"])) {
    const href = anchor.getAttribute("href");
    const script = href !== null && JAVASCRIPT_HREF.test(href);
    if (href !== null && !script) inRoot.add(href.trim());
    else if ((script || anchor.hasAttribute("onclick") || anchor.getAttribute("role") === "link") && uncrawlable.length < MAX_UNCRAWLABLE) uncrawlable.push(describe(anchor));
  }
  const here = `${page.input.url.origin}${page.input.url.pathname}${page.input.url.search}`;
  const internal: Link[] = [];
  const external: Link[] = [];
  const pages = new Set<string>();
  for (const link of page.links) {
    if (link.inFurniture || !(wholeBody || inRoot.has(link.href))) continue;
    if (!link.internal) {
      external.push(link);
      continue;
    }
    const url = link.url;
    const target = `${url.origin}${url.pathname}${url.search}`;
    if (target === here) continue;
    internal.push(link);
    pages.add(target);
  }
  return { internal, internalPages: pages.size, external, uncrawlable };
}

// Brands.

/** A brand name for comparison: loose text, legal forms dropped ("Acme, Inc." → "acme"; `companyForm` from the lexicons). */
export function brandKey(name: string, companyForm: RegExp): string {
  let key = comparable(name);
  for (let previous = ""; previous !== key; ) {
    previous = key;
    key = key.replace(companyForm, "");
  }
  return key;
}

/** Whether two names are the same brand: equal once normalized, or one is the other plus words ("Acme" / "Acme Anvils"). */
export function sameBrand(a: string, b: string, companyForm: RegExp): boolean {
  const x = brandKey(a, companyForm);
  const y = brandKey(b, companyForm);
  if (!x || !y) return false;
  if (x === y || x.replace(/ /g, "") === y.replace(/ /g, "")) return true;
  return ` ${x} `.includes(` ${y} `) || ` ${y} `.includes(` ${x} `);
}

/** Whether `text` names `brand` (as whole words, or run together: "Open AI" in "OpenAI pricing"). */
export function mentionsBrand(text: string, brand: string, companyForm: RegExp): boolean {
  const key = brandKey(brand, companyForm);
  if (!key) return false;
  const haystack = comparable(text);
  if (` ${haystack} `.includes(` ${key} `)) return true;
  // A brand of several words may be written as one ("Open AI" as "OpenAI"); a one-word brand must stand alone.
  return key.includes(" ") && ` ${haystack} `.includes(` ${key.replace(/ /g, "")} `);
}

// Named entities.

export interface NamedEntities {
  /** Distinct entities, as first written. */
  entities: string[];
  /** Whether letter case marks names in this text (Latin, Greek, Cyrillic); when not, the count is a floor. */
  caseMarked: boolean;
}

/** Work bound (hostile pages), and enough text for the check, which wants at most 8 entities (one per 150 words). */
const ENTITY_SAMPLE_CHARS = 12_000;
const MAX_ENTITIES = 100;

/** A word that is an elided article and a capitalized word (l'Énergie, dell'Energia, d'Italia). */
const ELIDED_CAPITAL = /^\p{Ll}{1,5}['’]\p{Lu}/u;
const ACRONYM = /^\p{Lu}{2,6}$/u;
const KATAKANA_NAME = /[\u30a1-\u30fa\u30fc]{3,}/gu;

/**
 * The tokenizer's tokens are those of the pattern
 * /(\p{Lu}[\p{L}\p{M}\p{N}'’-]*)|(\p{Ll}[\p{L}\p{M}\p{N}'’-]*)|(\p{N}+|\p{Lo}+)|([boundary marks]+)/gu (the marks
 * are chars.ts BOUNDARY), read with the character table: matching it built an array per token, a third of
 * the check's time.
 */
const WORD_PART = LETTER | MARK | NUMBER | JOINER;

/** The category of the code point at `at` (chars.ts CATEGORY: one flag, or none). */
const categoryAt = (text: string, at: number) => flagsAt(text, at) & CATEGORY;

const widthAt = (text: string, at: number) => (pairAt(text, at) ? 2 : 1);

/** Whether a run of boundary marks ends a sentence: it holds a sentence mark, or a line break between blocks (headings end without one). */
function endsSentence(marks: string): boolean {
  for (let i = 0; i < marks.length; i++) if (unitFlags(marks.charCodeAt(i)) & SENTENCE_END || marks.charCodeAt(i) === 0x0a) return true;
  return false;
}

const CAPITAL_WORD = 0;
const LOWER_WORD = 1;
const OTHER_WORD = 2;
const BREAK = 3;

export interface Token {
  kind: typeof CAPITAL_WORD | typeof LOWER_WORD | typeof OTHER_WORD | typeof BREAK;
  text: string;
  /** An upper-case letter after the first code point (which every inner-capital brand has). */
  innerUpper: boolean;
}

export interface Scan {
  tokens: Token[];
  /** Letters (\p{L}) and cased letters (Lu, Ll), by code point. */
  letters: number;
  cased: number;
}

/** The tokens of `text` and its letter counts, in one pass that classifies each character once. */
export function scanText(text: string): Scan {
  const tokens: Token[] = [];
  let letters = 0;
  let cased = 0;
  /** The open token: where it starts (-1: none), its kind and the classes that continue it. */
  let start = -1;
  let kind: Token["kind"] = BREAK;
  let mask = 0;
  let innerUpper = false;
  for (let at = 0; at < text.length; ) {
    // The table read here for everything in the BMP: the pair test only for a high surrogate.
    const flags = unitFlags(text.charCodeAt(at));
    const pair = (flags & HIGH_SURROGATE) !== 0 && pairAt(text, at);
    const type = (pair ? pointFlags(text.codePointAt(at)!) : flags) & CATEGORY;
    const width = pair ? 2 : 1;
    if (type & LETTER) letters++;
    if (type & (UPPER | LOWER)) cased++;
    if (start !== -1 && type & mask) {
      if (type === UPPER) innerUpper = true;
      at += width;
      continue;
    }
    if (start !== -1) tokens.push({ kind, text: text.slice(start, at), innerUpper });
    start = at;
    innerUpper = false;
    if (type & (UPPER | LOWER)) {
      kind = type === UPPER ? CAPITAL_WORD : LOWER_WORD;
      mask = WORD_PART;
    } else if (type & (NUMBER | OTHER_LETTER)) {
      kind = OTHER_WORD;
      mask = type;
    } else if (type === BOUNDARY) {
      kind = BREAK;
      mask = BOUNDARY;
    } else {
      start = -1;
    }
    at += width;
  }
  if (start !== -1) tokens.push({ kind, text: text.slice(start), innerUpper });
  return { tokens, letters, cased };
}

/** Brand-style capitals inside a word (iPhone, YouTube, OpenAI, eBay): /^\p{Ll}+\p{Lu}|^\p{Lu}+\p{Ll}+\p{Lu}/u, read with the class table. */
export function innerCapital(word: string): boolean {
  let at = 0;
  /** Whether at least one code point of class `type` starts at `at`, moving past all of them. */
  const skip = (type: number) => {
    const from = at;
    while (at < word.length && categoryAt(word, at) === type) at += widthAt(word, at);
    return at > from;
  };
  if (skip(LOWER)) return at < word.length && categoryAt(word, at) === UPPER;
  return skip(UPPER) && skip(LOWER) && at < word.length && categoryAt(word, at) === UPPER;
}

/**
 * The blocks' texts joined by newlines, as far as readNamedEntities reads: the rest of a long page's
 * blocks (and of a block of megabytes) is neither read nor copied.
 */
export function entitySample(blocks: readonly { text: string }[]): string {
  const parts: string[] = [];
  let length = -1;
  for (const { text } of blocks) {
    if (length >= ENTITY_SAMPLE_CHARS) break;
    parts.push(text.slice(0, ENTITY_SAMPLE_CHARS));
    length += text.length + 1;
  }
  return parts.join("\n").slice(0, ENTITY_SAMPLE_CHARS);
}

/**
 * Names in prose: runs of two or more capitalized words (particles allowed inside), acronyms and
 * inner-capital brands. A sentence's first word is dropped when the text also uses it in lower case
 * ("The European Commission" → "European Commission"), which needs no word list; `commonWords` (a
 * lexicon's stop words, when there is one) catches those the text happens not to repeat. Case-less scripts get
 * their Latin-script names and, in Japanese, katakana runs.
 */
export function readNamedEntities(text: string, particles: ReadonlySet<string>, commonWords: ReadonlySet<string> = new Set()): NamedEntities {
  const sample = text.slice(0, ENTITY_SAMPLE_CHARS);
  const { tokens, letters, cased } = scanText(sample);
  const caseMarked = letters > 0 && cased / letters >= 0.5;

  // The words the text uses in lower case, gathered only when a sentence-opening name needs them.
  let lowerWords: Set<string> | null = null;
  const usedInLowerCase = (word: string) => {
    if (lowerWords === null) {
      lowerWords = new Set();
      for (const token of tokens) if (token.kind === LOWER_WORD) lowerWords.add(token.text.toLowerCase());
    }
    return lowerWords.has(word);
  };
  const found = new Map<string, string>();
  const add = (name: string) => {
    const key = name.toLowerCase();
    if (found.size < MAX_ENTITIES && !found.has(key)) found.set(key, name);
  };

  let run: string[] = [];
  let runAtSentenceStart = false;
  let sentenceStart = true;
  const flush = () => {
    if (run.length === 0) return;
    while (run.length > 0 && particles.has(run[run.length - 1]!)) run.pop();
    if (runAtSentenceStart && run.length > 0 && (commonWords.has(run[0]!.toLowerCase()) || usedInLowerCase(run[0]!.toLowerCase()))) run.shift();
    while (run.length > 0 && particles.has(run[0]!)) run.shift();
    // A name opening with an elided article reads without it: "l'Énergie des États-Unis" is "Énergie des États-Unis".
    if (run.length > 0 && ELIDED_CAPITAL.test(run[0]!)) run[0] = run[0]!.replace(/^\p{Ll}+['’]/u, "");
    const capitals = run.filter((word) => !particles.has(word));
    const shouting = capitals.length >= 3 && capitals.every((word) => ACRONYM.test(word));
    if (capitals.length >= 2 && !shouting) add(run.join(" "));
    else if (capitals.length === 1 && (ACRONYM.test(capitals[0]!) || innerCapital(capitals[0]!))) add(capitals[0]!);
    run = [];
  };
  for (const { kind, text: word, innerUpper } of tokens) {
    if (kind === CAPITAL_WORD) {
      if (run.length === 0) runAtSentenceStart = sentenceStart;
      run.push(word);
    } else if (kind === LOWER_WORD && run.length > 0 && particles.has(word) && !particles.has(run[run.length - 1]!)) {
      run.push(word);
    } else if (kind === LOWER_WORD && ELIDED_CAPITAL.test(word)) {
      // An elided article before a capital is part of a name: (département) de l'Énergie, Dipartimento dell'Energia.
      if (run.length === 0) runAtSentenceStart = sentenceStart;
      run.push(word);
    } else {
      flush();
      if (kind === LOWER_WORD && innerUpper && innerCapital(word)) add(word);
    }
    if (kind === BREAK) {
      if (endsSentence(word)) sentenceStart = true;
    } else {
      sentenceStart = false;
    }
  }
  flush();
  if (!caseMarked) for (const match of sample.matchAll(KATAKANA_NAME)) add(match[0]);
  return { entities: [...found.values()], caseMarked };
}
