// /llms.txt, parsed and validated against the llmstxt.org proposal: an H1 with the site's name (the one
// required part), a "> " blockquote summary, optional prose, then H2 sections of "- [name](url): notes"
// link lists, where a section named "Optional" marks links that may be skipped. Problems are keys with
// parameters; the check that reads them holds their words.
import type { Reason } from "../messages.ts";

export interface LlmsLink {
  name: string;
  url: string;
  notes: string | null;
}

export interface LlmsSection {
  name: string;
  links: LlmsLink[];
  /** Non-blank lines in the section that are not link-list items. */
  strayLines: number;
}

export interface LlmsTxt {
  title: string | null;
  summary: string | null;
  /** Prose between the summary and the first section. */
  details: string;
  sections: LlmsSection[];
  /** Whether an "Optional" section is present. */
  hasOptional: boolean;
  chars: number;
  /**
   * What departs from the format, in order, as keys with parameters: html-page, no-title, title-not-first,
   * several-h1 (count), no-summary, no-links, section-without-links (section), section-stray-lines
   * (section, lines), invalid-urls (count), too-long (chars, max). Empty for a well-formed file.
   */
  problems: Reason[];
  /** The response was an HTML page (a soft 404 or an app shell), not Markdown. */
  looksLikeHtml: boolean;
}

/** llmstxt.org: the file is meant to fit a model's context; past this it is a dump, not an index. */
export const LLMS_TXT_MAX_CHARS = 50_000;
/** Parsing stops here (bounded work); the size problem is reported all the same. */
const PARSE_CHARS = 200_000;

const H1 = /^#\s/;
const H2 = /^##\s/;
const OTHER_HEADING = /^#{3,6}\s/;
const LIST_ITEM = /^\s*[-*+]\s+(.*)$/;
/** A list item's leading Markdown link, `[name](url "title")`, then the rest of the line. */
const LINK = /^\[([^\]]{1,500})\]\(\s*<?([^)\s>]{1,2000})>?(?:\s+"[^"]{0,500}")?\s*\)(.*)$/;

/** A heading's text without its leading and closing hashes ("## Docs ##" → "Docs"). */
function headingText(line: string): string {
  let text = line.replace(/^#+\s+/, "").trimEnd();
  while (text.endsWith("#")) text = text.slice(0, -1);
  return text.trim();
}

function validUrl(url: string): boolean {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return URL.canParse(url) && /^https?:/i.test(url);
  // Relative links resolve against the site; the proposal's examples are absolute, but relative ones work.
  return URL.canParse(url, "https://site.invalid/");
}

export function parseLlmsTxt(text: string): LlmsTxt {
  const clean = text.replace(/^\uFEFF/, "");
  const result: LlmsTxt = { title: null, summary: null, details: "", sections: [], hasOptional: false, chars: clean.length, problems: [], looksLikeHtml: false };
  if (/^\s*<(?:!doctype|html|head|body)\b/i.test(clean)) {
    result.looksLikeHtml = true;
    result.problems.push({ key: "html-page" });
    return result;
  }

  const summary: string[] = [];
  const details: string[] = [];
  let section: LlmsSection | null = null;
  let firstContent = true;
  let firstIsTitle = false;
  let inFence = false;
  let h1Count = 0;
  let badUrls = 0;
  for (const raw of clean.slice(0, PARSE_CHARS).split(/\r\n|\r|\n/)) {
    const line = raw.trimEnd();
    if (/^\s*(?:```|~~~)/.test(line)) inFence = !inFence;
    if (line.trim() === "") continue;
    const isFirst = firstContent;
    firstContent = false;
    if (!inFence && H1.test(line)) {
      h1Count++;
      if (result.title === null) result.title = headingText(line);
      if (isFirst) firstIsTitle = true;
      continue;
    }
    if (!inFence && H2.test(line)) {
      section = { name: headingText(line), links: [], strayLines: 0 };
      result.sections.push(section);
      if (/^optional$/i.test(section.name)) result.hasOptional = true;
      continue;
    }
    if (section === null) {
      if (/^\s*>/.test(line) && details.length === 0) summary.push(line.replace(/^\s*>\s?/, ""));
      else details.push(line.trim());
      continue;
    }
    const item = LIST_ITEM.exec(line);
    const link = item ? LINK.exec(item[1]!.trim()) : null;
    if (!link) {
      if (!OTHER_HEADING.test(line)) section.strayLines++;
      continue;
    }
    const rest = link[3]!.trim();
    const notes = rest.startsWith(":") ? rest.slice(1).trim() || null : rest || null;
    if (!validUrl(link[2]!)) badUrls++;
    section.links.push({ name: link[1]!.trim(), url: link[2]!, notes });
  }

  result.summary = summary.length > 0 ? summary.join(" ").trim() || null : null;
  result.details = details.join("\n");
  const problems = result.problems;
  if (result.title === null) problems.push({ key: "no-title" });
  else if (!firstIsTitle) problems.push({ key: "title-not-first" });
  // Counts from the file pass as strings: the words print them ungrouped ("2000 links").
  if (h1Count > 1) problems.push({ key: "several-h1", params: { count: String(h1Count) } });
  if (result.title !== null && result.summary === null) problems.push({ key: "no-summary" });
  const links = result.sections.reduce((sum, current) => sum + current.links.length, 0);
  if (links === 0) problems.push({ key: "no-links" });
  for (const current of result.sections) {
    if (current.links.length === 0 && current.strayLines > 0) problems.push({ key: "section-without-links", params: { section: current.name } });
    else if (current.strayLines > 0) problems.push({ key: "section-stray-lines", params: { section: current.name, lines: String(current.strayLines) } });
  }
  if (badUrls > 0) problems.push({ key: "invalid-urls", params: { count: String(badUrls) } });
  if (result.chars > LLMS_TXT_MAX_CHARS) problems.push({ key: "too-long", params: { chars: result.chars, max: LLMS_TXT_MAX_CHARS } });
  return result;
}
