// The page's byline as a careful reader finds it: the author's name and the dates shown with it, read from
// the page's lines near its title (the byline under the h1, a side column beside it), in the article's
// own footer ("Posted by … on …", an <address>, an "About the author" card, a closing "— Ann Lee"), then
// the site's footer, and last a personal blog's profile card (profile-cards.ts). Every name found is a
// candidate, judged by what says it is a name and where it stands, and by whether another one agrees
// (byline-candidates.ts). Names and dates that belong to other pages or other people are left out: teaser
// cards, lists of comments or reviews, sections headed "Related" or "Comments", cookie banners, forms, code,
// navigation, a newsroom's name, credits for photos and editing, an editor ("Last updated by"), contributors,
// a section's name, a brand signing its own posts.
import type { PageContext } from "../context.ts";
import { bylinePatternsOf, type BylinePatterns } from "../lexicons/byline-patterns.ts";
import { escapeRegExp } from "../lexicons/patterns.ts";
import type { Lexicon } from "../lexicons/types.ts";
import { judged, type Candidate as JudgedCandidate, type CandidatePlace } from "./byline-candidates.ts";
import { classOf } from "./dom.ts";
import { CELLS, datesOf as lineDates, type ShownDate } from "./line-dates.ts";
import { letters } from "./letters.ts";
import { readLines, type Line } from "./lines.ts";
import { siteHost } from "./links.ts";
import { nameAt, type NameOptions } from "./names.ts";
import { profileCard } from "./profile-cards.ts";
import { textHead } from "./visible-dates.ts";
import { HAN_KANA_HANGUL } from "./chars.ts";

export type AuthorSource = "byline" | "rel-author" | "address" | "microdata" | "author-card";
export type { ShownDate, ShownDateSource } from "./line-dates.ts";
export { isoAsWritten } from "./line-dates.ts";

export interface ShownAuthor {
  name: string;
  source: AuthorSource;
  line: number;
  /** Whether it stands in the title's header (a byline under the headline), not further down the page. */
  underTitle: boolean;
  /** Whether only the markup says it is a name (a link to an author page, a byline class), no label a reader sees ("By"). */
  markedOnly?: boolean;
}

export interface Byline {
  author: ShownAuthor | null;
  published: ShownDate | null;
  modified: ShownDate | null;
}

/** Lines before the title that may still be its byline: a side column, a date over the title. */
const PRE_LINES = 8;
/** Lines after the title read as its header, and the paragraphs of text that end it earlier. */
const HEAD_LINES = 30;
const HEAD_BODY_LINES = 2;
/** A line this long is text, not a byline (CJK text packs more in fewer characters). */
const BODY_CHARS = 200;
const BODY_CJK_CHARS = 80;
const BYLINE_CHARS = 250;
/** A line under the title this short, with a date, may open with the work it signs ("Ricetta di Anna Valli · 11 febbraio 2026"). */
const LEAD_LINE_CHARS = 80;
/** A line this short with a date on it may be a byline without a label ("Ann Lee · 3 March 2026"). */
const UNLABELLED_CHARS = 160;
/** A container with more text than this is a page section, not a card or one comment. */
const CARD_CHARS = 1_500;
const BANNER_CHARS = 800;
/** What a Han, kana or Hangul character weighs against CARD_CHARS, in Latin characters. */
const WIDE_CHAR = 2.5;
/** Ancestors climbed when deciding whether a line sits in a card, a comment or a banner. */
const MAX_CLIMB = 8;
/** Ancestors above a card read for the run of alike cards it is one of (the card's <article>, its list item). */
const RUN_CLIMB = 2;
const MAX_CHILDREN = 40;
/** Dates past the analysis time by more than this are events and deadlines, never a byline's. */
const FUTURE_SLACK_MS = 2 * 24 * 3600 * 1000;
/** Characters a heading's wrapper may hold beside the heading (a count, an icon's label). */
const SCOPE_SLACK = 12;
/** Lines from the byline's where a date standing alone is still its date. */
const BESIDE_LINES = 2;
/** Lines under an editor's label ("Last updated by") that are its name and its date. */
const EDITOR_LINES = 2;
/** Lines after an author card's heading read for the author's name. */
const CARD_LINES = 4;

/** Containers of comments, reviews and related posts, by class or id (whole words: not "relative"). */
const OTHERS_CLASS = /(?:^|[\s_-])(?:comments?|comentarios?|commentaires?|commenti|kommentare?|reacties|discuss\w*|respon[sd]\w*|repl(?:y|ies)|reviews?|rating|ratings|testimonials?|related|relacionad[ao]s|correlati|gerelateerd|recommend\w*|teasers?|more-from)(?:$|[\s_-])/i;
/** Elements that name the author, by class or id. */
const AUTHOR_CLASS = /author|byline|writer|autor|auteur|firma|signature|redakteur|reporter|journalist|contributor|columnist|(?:^|[\s_-])(?:nick|nickname|fn|p-author)(?:$|[\s_-])/i;
const COOKIE = /cookie|クッキー|쿠키/i;
const YEAR = /(?:^|\D)(?:19|20)\d\d(?!\d)/;
/** Separators between the parts of a byline line. */
const SEPARATORS = /\s*(?:[|｜·•,，、/／–—]|\s-\s|\s{2,}|\u3000)\s*/u;

interface Candidate extends JudgedCandidate {
  source: AuthorSource;
}

interface Reader {
  ctx: PageContext;
  words: BylinePatterns;
  lines: readonly Line[];
  anchor: number;
  anchorBlock: Element | null;
  /** The first and last line of the title's header. */
  headFrom: number;
  headTo: number;
  otherSection: readonly boolean[];
  exclusions: Map<number, string | null>;
  /** Labels before a name as they may stand in a line. */
  labelPattern: RegExp;
  spacedCjk: boolean;
  /** Words of the page's language's date labels, lower-case ("dernière", "modification"): a label's, not a sentence's. */
  dateLabelWords: ReadonlySet<string>;
}

/** A paragraph's worth of text: a story's, before its signature. */
const PROSE_CHARS = 80;
const PROSE_CJK_CHARS = 30;
/** Whether a line is written mostly in Han, kana or Hangul: its shorter measures of text apply ("©2023-2026, Yomikata 開発チーム. 最終更新: …" is Latin's). */
const HAN_KANA_HANGUL_ALL = new RegExp(HAN_KANA_HANGUL.source, "gu");
const mostlyCjk = (line: Line) => (line.text.match(HAN_KANA_HANGUL_ALL)?.length ?? 0) * 2 >= line.text.replace(/\s/g, "").length;
const isProse = (line: Line) => line.heading === 0 && (line.chars >= PROSE_CHARS || (line.chars >= PROSE_CJK_CHARS && mostlyCjk(line)));
const isBody = (line: Line) => line.heading === 0 && (line.chars >= BODY_CHARS || (line.chars >= BODY_CJK_CHARS && mostlyCjk(line)));

function siteEdge(reader: Reader, line: Line): boolean {
  return line.edge !== null && !line.inArticle && !(reader.anchorBlock && line.edge.contains(reader.anchorBlock));
}

/**
 * The element a heading heads: its nearest ancestor holding more than the heading (past wrappers such as
 * <div class="section-title"><h2>…</h2></div>). A section ends where that element does: a sidebar's "About
 * me" after a post's comments is not one of the comments.
 */
function scopeOf(line: Line): Element | null {
  let node = line.block.parentElement;
  while (node && node.localName !== "body" && letters(node, line.chars + SCOPE_SLACK) <= line.chars + SCOPE_SLACK) node = node.parentElement;
  return node && node.localName !== "body" ? node : null;
}

/** For each line, whether it sits in a section headed as comments, reviews or related posts. */
function otherSections(lines: readonly Line[], anchor: number, headTo: number, words: BylinePatterns, lexicon: Lexicon | undefined): boolean[] {
  const flags: boolean[] = [];
  const stack: { level: number; other: boolean; scope: Element | null }[] = [];
  for (const line of lines) {
    if (line.index === anchor) stack.length = 0;
    while (stack.length > 0 && stack[stack.length - 1]!.scope?.contains(line.block) === false) stack.pop();
    const other = line.index !== anchor && words.isOtherSection(line.text, lexicon);
    // After the title's header, a short line such as "Related posts" heads a section even when it is no heading.
    const level = line.heading || (line.index > headTo && line.chars <= 60 && other ? 7 : 0);
    if (level > 0) {
      while (stack.length > 0 && stack[stack.length - 1]!.level >= level) stack.pop();
      const flag = (stack[stack.length - 1]?.other ?? false) || other;
      stack.push({ level, other: flag, scope: flag ? scopeOf(line) : null });
      flags.push(flag);
    } else flags.push(stack[stack.length - 1]?.other ?? false);
  }
  return flags;
}

function sameDocument(ctx: PageContext, href: string): boolean {
  if (href.startsWith("#")) return true;
  try {
    const url = new URL(href, ctx.input.url);
    return url.origin === ctx.input.url.origin && url.pathname === ctx.input.url.pathname;
  } catch {
    return true;
  }
}

/** Whether a link leads off the site: a share button, a source, a partner (teasers link to the site's own pages). */
function offSite(ctx: PageContext, href: string): boolean {
  try {
    return siteHost(new URL(href, ctx.input.url).hostname) !== siteHost(ctx.input.url.hostname);
  } catch {
    return true;
  }
}

/** A link to the person's own pages: rel=author or rel=me, an author page, the about page ("Roberta Mancini" → /chi-sono/). */
function ownLink(reader: Reader, link: Element): boolean {
  const href = link.getAttribute("href") ?? "";
  if (/(?:^|\s)(?:author|me)(?:\s|$)/i.test(link.getAttribute("rel") ?? "") || reader.words.authorPath.test(href)) return true;
  const about = reader.ctx.words.addressTypes.find(([type]) => type === "about")?.[1];
  try {
    return about !== undefined && about.test(new URL(href, reader.ctx.input.url).pathname);
  } catch {
    return false;
  }
}

/** A link to another page with a title's worth of text: what makes a block a teaser card. */
function isTitleLink(reader: Reader, link: Element): boolean {
  const href = link.getAttribute("href") ?? "";
  if (/^(?:mailto|tel|javascript):/i.test(href) || sameDocument(reader.ctx, href) || offSite(reader.ctx, href)) return false;
  if (ownLink(reader, link)) return false;
  const text = textHead(link, 200);
  if (HAN_KANA_HANGUL.test(text)) return text.replace(/\s/g, "").length >= 8;
  return text.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length >= 3;
}

function isCard(reader: Reader, node: Element): boolean {
  // A pager's links to the previous and next posts are navigation, not a teaser ("« Prev · Testing lime plaster on an old wall").
  const links = [...node.querySelectorAll("a[href]")].slice(0, MAX_CHILDREN).filter((link) => link.closest("nav") === null);
  if (links.some((link) => isTitleLink(reader, link))) return true;
  // A heading that links to another page, or a link around a heading.
  for (const heading of [...node.querySelectorAll("h2, h3, h4, h5, h6")].slice(0, MAX_CHILDREN)) {
    const link = heading.querySelector("a[href]") ?? heading.closest("a[href]");
    if (!link || !node.contains(link) || sameDocument(reader.ctx, link.getAttribute("href") ?? "")) continue;
    // A heading that links to its author's page is a byline (Ghost's "gh-article-author-name").
    if (ownLink(reader, link)) continue;
    return true;
  }
  return false;
}

const dated = (element: Element, text: string) => YEAR.test(text) || element.querySelector("time") !== null;

/** One of several alike items beside each other (comments, reviews, teasers), each with a date. */
function isRepeated(node: Element, text: string): boolean {
  const parent = node.parentElement;
  const cls = classOf(node).trim();
  if (!parent || !(node.localName === "li" || node.localName === "article" || cls)) return false;
  let alike = 0;
  let long = 0;
  let count = 0;
  for (let sibling = parent.firstElementChild; sibling && count < MAX_CHILDREN; sibling = sibling.nextElementSibling, count++) {
    if (sibling === node || sibling.localName !== node.localName || classOf(sibling).trim() !== cls) continue;
    const siblingText = textHead(sibling, 400);
    if (siblingText.length < 30 || !dated(sibling, siblingText)) continue;
    alike++;
    if (siblingText.length >= 60) long++;
  }
  return alike >= 2 || (long >= 1 && text.length >= 60);
}

/** Paragraphs of prose that make a container a story rather than a teaser card. */
const STORY_PARAGRAPHS = 3;

/** Lines of prose inside `node`, counted up to STORY_PARAGRAPHS: the lines around `line` it holds (lines are in document order). */
function proseLinesIn(reader: Reader, line: Line, node: Element): number {
  let count = 0;
  for (const step of [-1, 1]) {
    for (let at = step < 0 ? line.index : line.index + 1; at >= 0 && at < reader.lines.length && count < STORY_PARAGRAPHS; at += step) {
      const other = reader.lines[at]!;
      if (!node.contains(other.block)) break;
      if (isProse(other)) count++;
    }
  }
  return count;
}

/** Why a line's names and dates are not the page's own, or null when they may be. */
function exclusion(reader: Reader, line: Line): string | null {
  const known = reader.exclusions.get(line.index);
  if (known !== undefined) return known;
  const reason = judge(reader, line);
  reader.exclusions.set(line.index, reason);
  return reason;
}

/** The block names of a class list written the BEM way ("review" of "review__byline", "c-review" of "c-review__title--lg"). */
const bemBlocks = (element: Element) => classOf(element).split(/\s+/u).flatMap((name) => (name.includes("__") ? [name.slice(0, name.indexOf("__"))] : []));

/** Whether an element is a part of the title's own block ("review__byline" beside "review__title"): the page's own review, no one else's. */
function ofTitleBlock(reader: Reader, node: Element): boolean {
  if (!reader.anchorBlock) return false;
  const own = bemBlocks(reader.anchorBlock);
  return own.length > 0 && bemBlocks(node).some((block) => own.includes(block));
}

function judge(reader: Reader, line: Line): string | null {
  if (line.furniture) return "furniture";
  // A form's words are its fields' and notices' ("I have read the privacy notice, updated …"); code is data (a CSV sample, a log).
  // A form read into its block's line (a builder's <form> among loose text) is one too: "이름" over its field is no name.
  if (line.block.closest("form") !== null || line.block.querySelector("form, input, textarea, select") !== null) return "form";
  if (line.block.closest("pre, code") !== null) return "code";
  // A picture's caption credits its photographer ("Photo by A, January 28"), never the page's author or date.
  if (line.block.closest("figcaption, caption") !== null) return "caption";
  if (reader.otherSection[line.index]) return "other-section";
  // "Read also: …", "関連記事：…" open a line of links to other pages.
  if (reader.words.otherSectionOpener.test(line.text)) return "other-section";
  const body = reader.ctx.document.querySelector("body");
  let card = false;
  let cardDepth = 0;
  for (let node: Element | null = line.block, depth = 0; node && node !== body && depth < MAX_CLIMB; node = node.parentElement, depth++) {
    if (reader.anchorBlock && node.contains(reader.anchorBlock)) break;
    if (node.hasAttributes() && (OTHERS_CLASS.test(classOf(node)) || OTHERS_CLASS.test(node.getAttribute("id") ?? "")) && !ofTitleBlock(reader, node)) return "others";
    // A story's own container holds more than a card in any script: a CJK character holds about what WIDE_CHAR Latin ones do.
    if (letters(node, CARD_CHARS, WIDE_CHAR) > CARD_CHARS) break;
    // Paragraphs of prose make a story, whatever links sit beside it (a pager's "« previous post"): a teaser holds an excerpt.
    if (proseLinesIn(reader, line, node) >= STORY_PARAGRAPHS) break;
    const text = textHead(node, CARD_CHARS * 4);
    if (!card && text.length <= BANNER_CHARS && COOKIE.test(text)) return "banner";
    // A card one of a run (a listing's teasers) is "repeated": even its labelled dates are its own page's.
    if (isRepeated(node, text)) return "repeated";
    if (card && depth - cardDepth >= RUN_CLIMB) break;
    if (!card && isCard(reader, node)) [card, cardDepth] = [true, depth];
  }
  return card ? "card" : null;
}

/** The dates a line shows (line-dates.ts); under an editor's label ("Last updated by" / name / date), an unlabelled one is the update's. */
const datesOf = (reader: Reader, line: Line): ShownDate[] => {
  const dates = lineDates(reader.ctx, reader.words, line);
  return dates.some((date) => date.label === null) && underEditorLabel(reader, line) ? dates.map((date) => (date.label === null ? { ...date, label: "updated" } : date)) : dates;
};

function zoneOf(reader: Reader, line: Line): CandidatePlace {
  if (line.index >= reader.headFrom && line.index <= reader.headTo) return 0;
  return siteEdge(reader, line) ? 2 : 1;
}

/** The name after a byline label in a line ("By Ann Lee", "Publié le … par Ann Lee", "文：佐藤健一"), skipping credits. */
function labelledName(reader: Reader, text: string, lead = false): string | null {
  const pattern = reader.labelPattern;
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    // The next label may start right after this one's space ("Reportage von Ann Lee"): read on from its end.
    pattern.lastIndex = match.index + match[1]!.length + match[2]!.length;
    const label = match[2]!.toLowerCase().replace(/\s+/g, " ");
    // Run on from a word, a label of two Han characters or more ("记者"), never one ("文" ends "本文").
    if (match.index > 0 && match[1] === "" && /\p{L}/u.test(text[match.index - 1]!) && !/^\p{Script=Han}{2,}$/u.test(label)) continue;
    const before = text.slice(0, match.index + match[1]!.length);
    // A one-word Latin label mid-line only after a separator or a date ("… 10h30 par Ann Lee", not "Powered by"), or,
    // on a short dated line under the title, after a word or two naming the work ("Ricetta di Anna Valli · 11 febbraio 2026").
    // A time's "pm" or zone may stand between ("Tuesday May 24, 2016 2:54 pm PDT by Juli Clover").
    // Up to two words: "Eine Reportage von Mechthild Ober" in the author's field.
    // Or, anywhere, right after the word for the kind of piece it signs ("Übers Land · Die Kolumne von Gesa Timmermann").
    const afterWork = (lead && /^\s*\p{L}+(?:\s+\p{L}+)?\s+$/u.test(before) && !reader.words.labels.has(before.trim().toLowerCase())) || reader.words.pieces.has(/(\p{L}+)\s+$/u.exec(before)?.[1]!.toLowerCase() ?? "");
    if (before.trim() !== "" && !afterWork && /^[\p{Script=Latin}]+$/u.test(label) && !/(?:[\p{P}\p{S}]|^|\d(?:\s*(?:[aApP]\.?[mM]\.?|\p{Lu}{2,4})){0,2})\s*$/u.test(before)) continue;
    if (reader.words.labels.get(label) !== true) continue;
    // "Last updated by Ann Lee": who edited the page last, not who wrote it.
    if (reader.words.editor.test(text.slice(0, match.index + match[1]!.length + match[2]!.length))) continue;
    // After a word, a person's full name: "Negrar di Valpolicella, 3 marzo 2026" is a dateline's place.
    const name = nameAt(text.slice(match.index + match[0].length), reader.words, { single: !afterWork, spacedCjk: reader.spacedCjk, labelled: true });
    if (name) return name;
  }
  return null;
}

/**
 * A Korean reporter's name before 기자 ("김민준 기자", "경제부 정서윤 기자", "박지훈·최유나 기자", "강도윤 이서하 기자"): the first
 * of the run that is a name (a desk's, "경제부", is none).
 */
function nameBeforeLabel(reader: Reader, text: string): string | null {
  if (reader.words.after.length === 0) return null;
  const after = reader.words.after.map(escapeRegExp).join("|");
  const match = new RegExp(`(?<!\\p{Script=Hangul})\\p{Script=Hangul}{2,4}(?:(?:\\s*[·ㆍ,]\\s*|\\s+)\\p{Script=Hangul}{2,4})*(?=\\s*(?:${after})(?!\\p{Script=Hangul}))`, "u").exec(text);
  if (!match) return null;
  for (const part of match[0].split(/\s*[·ㆍ,]\s*|\s+/u)) {
    const name = nameAt(part, reader.words, { labelled: true });
    if (name) return name;
  }
  return null;
}

/** A label alone on its line with the name on the next ("Par<br><b>Ann Lee</b>"). */
function nameAfterLabelLine(reader: Reader, line: Line): string | null {
  const label = line.text.toLowerCase().replace(/[\s:：/／]+$/u, "");
  const next = reader.lines[line.index + 1];
  if (reader.words.labels.get(label) !== true || !next || next.heading > 0 || next.chars > BYLINE_CHARS) return null;
  return nameAt(next.text, reader.words, { single: true, spacedCjk: reader.spacedCjk, labelled: true });
}

function textOfElement(element: Element): string {
  return element.getAttribute("content")?.trim() || textHead(element, 200);
}

/** Whether a line opens with a label other than a byline's or a date's ("贡献者： 卢振宇 、 方晓芸", "Chef: …"): it lists other people. */
function otherLabelOpens(reader: Reader, text: string): boolean {
  const label = /^([^:：]{1,24})[:：]/u.exec(text)?.[1]!.trim().toLowerCase();
  if (label === undefined || /\d/.test(label)) return false;
  const byline = reader.words.labels.get(label);
  return byline === false || (byline === undefined && !reader.words.enders.has(label));
}

/** The elements of a line that mark an author: rel=author, itemprop=author, a link to an author page, a byline class. */
function markedName(reader: Reader, line: Line): { name: string; source: AuthorSource } | null {
  if (otherLabelOpens(reader, line.text)) return null;
  // The line's own elements, and up to two blocks around it that hold nothing else ("<div class=author><p>Ann Lee</p></div>").
  const around: Element[] = [];
  for (let node = line.block.parentElement, depth = 0; node && depth < 2 && !(reader.anchorBlock && node.contains(reader.anchorBlock)); node = node.parentElement, depth++) {
    if (letters(node, BYLINE_CHARS) > BYLINE_CHARS) break;
    around.push(node);
  }
  for (const element of [...line.inlines, line.block, ...around]) {
    if (!element.hasAttributes()) continue;
    const rel = /(?:^|\s)author(?:\s|$)/i.test(element.getAttribute("rel") ?? "");
    const itemprop = element.getAttribute("itemprop") === "author" || (element.getAttribute("itemprop") === "name" && element.parentElement?.closest('[itemprop="author"]') !== null);
    const path = element.localName === "a" && reader.words.authorPath.test(element.getAttribute("href") ?? "");
    const marked = AUTHOR_CLASS.test(classOf(element)) || AUTHOR_CLASS.test(element.getAttribute("id") ?? "");
    if (!rel && !itemprop && !path && !marked) continue;
    // An author's item names the author in its itemprop=name; a block around the line counts when the line is all it holds.
    const named = itemprop && element.getAttribute("itemprop") === "author" ? element.querySelector('[itemprop="name"]') : null;
    if (!named && around.includes(element) && textHead(element, BYLINE_CHARS + 1) !== line.text) continue;
    const text = named ? textOfElement(named) : around.includes(element) ? line.text : textOfElement(element);
    // "Chef: Fenna Hoekstra": a name under another label is someone else's.
    const prefix = /^([^:：]{1,24})[:：]/u.exec(text);
    if (prefix && reader.words.labels.get(prefix[1]!.trim().toLowerCase()) !== true) continue;
    const options: NameOptions = { single: rel || itemprop || path, spacedCjk: reader.spacedCjk };
    // An element marked as the author's may name the work before its label ("Eine Reportage von …").
    const name = labelledName(reader, text, true) ?? nameBeforeLabel(reader, text) ?? nameAt(text, reader.words, options);
    if (name) return { name, source: rel ? "rel-author" : itemprop ? "microdata" : "byline" };
  }
  return null;
}

/** A name standing alone beside a date or a reading time ("Ann Lee · 3 March 2026", "이서연 2026. 3. 3."). */
function nameBesideDate(reader: Reader, line: Line): string | null {
  if (line.chars > UNLABELLED_CHARS) return null;
  // A date to come is an event's, not a byline's.
  const now = reader.ctx.input.now.getTime();
  if (!datesOf(reader, line).some((date) => date.time <= now + FUTURE_SLACK_MS) && !reader.words.readingTime.test(line.text)) return null;
  for (const part of line.text.split(SEPARATORS)) {
    const name = nameAt(part, reader.words, { spacedCjk: reader.spacedCjk });
    if (!name) continue;
    const after = part.slice(part.indexOf(name) + name.length);
    // "Chef: …": a name followed by a colon is a field's label; "최종 수정", "Last updated": a label's first word is none.
    if (/^\s*[:：]/u.test(after)) continue;
    const phrase = `${name} ${after.trim()}`.toLowerCase();
    if ([...reader.words.enders].some((ender) => ender.length > name.length && phrase.startsWith(ender))) continue;
    // In scripts without capitals any short word reads as a name: it must open with a family name ("时间 2026年…" is a field).
    if (HAN_KANA_HANGUL.test(name) && !reader.words.surnames.some((surname) => name.startsWith(surname) && name.length > surname.length)) continue;
    return name;
  }
  return null;
}

/** Whether a line stands under a label alone on its line naming who edited the page last ("Dernière modification par" / "Mathis Lecoq" / "03/02/2026"). */
function underEditorLabel(reader: Reader, line: Line): boolean {
  return reader.lines.slice(Math.max(0, line.index - EDITOR_LINES), line.index).some((before) => before.chars <= 60 && reader.words.editor.test(before.text));
}

/** Classes of a section's or a topic's name in English, read in every language ("post-category", "tag", "kicker"); the lexicons add theirs. */
const CATEGORY_CLASS = /categor|(?:^|[\s_-])tags?(?:$|[\s_-])|topic|kicker|eyebrow|breadcrumb|genre|section-?(?:name|label|title)/i;

/**
 * Whether a name the page gives without a label names a section or a topic, not a person ("Travel Guide · 3 March
 * 2026"): it links to a listing's address (/category/…, /tag/…), stands in an element classed as a category, or is a
 * link of the site's menus.
 */
function namesCategory(reader: Reader, line: Line, name: string): boolean {
  const listing = reader.ctx.words.addressTypes.find(([type]) => type === "listing")?.[1];
  for (const element of [...line.inlines, line.block]) {
    if (!textHead(element, BYLINE_CHARS).includes(name)) continue;
    const marks = element.hasAttributes() ? `${classOf(element)} ${element.getAttribute("id") ?? ""}` : "";
    if (marks !== "" && (CATEGORY_CLASS.test(marks) || reader.words.sectionClass.test(marks))) return true;
    if (element.localName !== "a" || !listing) continue;
    try {
      // A listing's own address: a query filters it by something else (Squarespace's /blog?author=…).
      const url = new URL(element.getAttribute("href") ?? "", reader.ctx.input.url);
      if (url.search === "" && listing.test(url.pathname)) return true;
    } catch {
      // A broken address says nothing.
    }
  }
  return menuTexts(reader).has(name.toLowerCase());
}

const menus = new WeakMap<Reader, Set<string>>();

/** The texts of the links in the site's menus (the lines read as furniture), lower-case. */
function menuTexts(reader: Reader): Set<string> {
  let texts = menus.get(reader);
  if (!texts) {
    texts = new Set(reader.lines.filter((line) => line.furniture).flatMap((line) => line.inlines.filter((element) => element.localName === "a").map((element) => textHead(element, 80).trim().toLowerCase())));
    menus.set(reader, texts);
  }
  return texts;
}

/** Whether a line stands right under a credit's label alone on its line ("Fotografías" / "Ismael Cuadrado"): its name is that role's. */
function underCreditLabel(reader: Reader, line: Line): boolean {
  const label = reader.lines[line.index - 1]?.text.toLowerCase().replace(/[\s:：/／]+$/u, "");
  return label !== undefined && reader.words.labels.get(label) === false;
}

function candidateIn(reader: Reader, line: Line, zone: CandidatePlace): Candidate | null {
  if (underEditorLabel(reader, line) || underCreditLabel(reader, line)) return null;
  const address = line.block.closest("address") !== null;
  if (line.chars <= BYLINE_CHARS) {
    const lead = zone === 0 && line.chars <= LEAD_LINE_CHARS && datesOf(reader, line).length > 0;
    // A label before its name and one after it ("기자 최다은" read into "정태윤 기자 최다은 기자"): the name the line gives first.
    const [before, after] = [labelledName(reader, line.text, lead), nameBeforeLabel(reader, line.text)];
    const first = before && after ? (line.text.indexOf(after) < line.text.indexOf(before) ? after : before) : (before ?? after);
    let labelled = first ?? nameAfterLabelLine(reader, line);
    // Spans run together in a line's text ("By Will Harcourt" + "Business reporter"): an element's own reading is shorter.
    if (labelled) {
      for (const inline of line.inlines) {
        const own = labelledName(reader, textHead(inline, BYLINE_CHARS));
        if (own && own.length < labelled.length && labelled.startsWith(own)) labelled = own;
      }
    }
    if (labelled) return { name: labelled, source: address ? "address" : "byline", line: line.index, kind: 0, zone };
  }
  const credited = zone === 0 && isProse(line) ? datelineName(reader, line) : null;
  if (credited) return { name: credited, source: "byline", line: line.index, kind: 0, zone };
  // An <address> without a byline label is the site's postal address; "— Ann Lee" under a quotation is its speaker.
  const quoted = /^[—―–]/u.test(line.text) || line.block.closest("blockquote, figure, q") !== null;
  const marked = address || quoted ? null : markedName(reader, line);
  // Markup names a channel or a shop as readily as a person ("느린 산행", "집나침반"): unlabelled, a Chinese or Korean name must open with a family name
  // (Japanese pen names run kana into Han, "中村ゆき": no such test there).
  if (marked && (marked.source !== "byline" || ((reader.spacedCjk || readsAsName(reader, marked.name)) && !namesCategory(reader, line, marked.name)))) return { ...marked, line: line.index, kind: 1, zone };
  const signed = address ? null : signature(reader, line);
  if (signed) return { name: signed, source: "byline", line: line.index, kind: 1, zone };
  if (zone === 0 && !otherLabelOpens(reader, line.text)) {
    const name = nameBesideDate(reader, line) ?? nameOverDate(reader, line) ?? nameOverRole(reader, line);
    if (name && !namesCategory(reader, line, name)) return { name, source: "byline", line: line.index, kind: 2, zone };
  }
  // A column's author box: by the title, or right under the story (its photo box after the last paragraph).
  if (!quoted && (zone === 0 || closesStory(reader, line, CARD_UNDER_STORY_LINES))) {
    const boxed = authorBox(reader, line);
    if (boxed && !namesCategory(reader, line, boxed)) return { name: boxed, source: "byline", line: line.index, kind: 2, zone };
  }
  return null;
}

/** Characters of an affiliation and a job after a name in an author box ("한빛대 도시공학과 교수", "Professor of Sociology"). */
const BOX_ROLE_CHARS = 60;
/** Lines under a name alone where its writer's note may start ("Hendrik-Jan Bolt is dorpsbakker in Loppersum…"). */
const BOX_BIO_LINES = 2;

/**
 * The name of an author box without a label: a line that is a name and its job ("박서진 한빛대 도시공학과 교수",
 * "Ann Lee, professor of history"), or a name alone over the writer's note that opens with it.
 */
function authorBox(reader: Reader, line: Line): string | null {
  if (line.heading > 0 || line.chars > LEAD_LINE_CHARS || CELLS.has(line.block.localName) || line.block.localName === "li") return null;
  const name = nameAt(line.text, reader.words, { spacedCjk: reader.spacedCjk });
  // "電話番号：000-123-4567（代表）": a word before a colon is a field's label.
  if (!name || !readsAsName(reader, name) || !line.text.startsWith(name) || /^\s*[:：]/u.test(line.text.slice(name.length))) return null;
  const rest = line.text.slice(name.length).replace(/^[\s,，、|·–—-]+/u, "").toLowerCase();
  if (rest === "") {
    const bio = reader.lines.slice(line.index + 1, line.index + 1 + BOX_BIO_LINES).find((next) => next.text.startsWith(name) && next.chars > name.length + PROSE_CJK_CHARS);
    return bio && exclusion(reader, bio) === null ? name : null;
  }
  const worded = (role: string) => HAN_KANA_HANGUL.test(role) || new RegExp(`(?:^|[^\\p{L}])${escapeRegExp(role)}(?![\\p{L}])`, "u").test(rest);
  return rest.length <= BOX_ROLE_CHARS && reader.words.roles.some((role) => rest.includes(role) && worded(role)) ? name : null;
}

/** A wire story's dateline opening its first paragraph, with its reporters in brackets ("中联社南昌2月11日电（记者刘晓峰、何雯）"). */
const DATELINE = /^[^()（）]{2,40}[(（]([^()（）]{2,40})[)）]/u;

/** The first reporter a story's dateline credits under a byline label; the paragraph's own words are not read. */
function datelineName(reader: Reader, line: Line): string | null {
  const match = DATELINE.exec(line.text);
  if (!match) return null;
  const credit = match[1]!.trim();
  // Han labels run into the name without a space ("记者刘晓峰").
  const label = [...reader.words.labels].find(([word, byline]) => byline && HAN_KANA_HANGUL.test(word) && credit.startsWith(word));
  if (label) return nameAt(credit.slice(label[0].length), reader.words, { spacedCjk: reader.spacedCjk, labelled: true });
  return labelledName(reader, credit);
}

/** A paragraph of its own that ends as a sentence does, however short (a story's last: "…使われる予定だ。"). */
const endsSentence = (line: Line) => line.heading === 0 && line.block.localName === "p" && /[.!?。！？]$/u.test(line.text);

/** A story's closing signature: a dash and a name, or names in brackets ("— Inês Carvalho", "（高橋優斗、石井沙織）"). */
const SIGNATURE = /^(?:[—―–]\s*([^—―–]+)|[(（]([^()（）]+)[)）])$/u;
const MAX_SIGNATURE_CHARS = 60;
/** A Han or kana name this short in brackets is a wire service's or a note's ("（共同）", "（完）"). */
const MIN_SIGNED_CJK_CHARS = 3;
/** Lines after a signature that may still close the story (tags, a share bar) before more of its text would follow. */
const AFTER_SIGNATURE_LINES = 3;
/** Quotation marks that close a quotation the line below may attribute. */
const CLOSING_QUOTE = /["”»」』’]\s*$/u;

/**
 * The name a story signs off with, on its own line after its last paragraph ("— Inês Carvalho" on a blog,
 * "（高橋優斗、石井沙織）" in a Japanese paper). Not under a quotation (its speaker), not mid-story.
 */
function signature(reader: Reader, line: Line): string | null {
  if (line.index <= reader.anchor || line.chars > MAX_SIGNATURE_CHARS || line.heading > 0 || CELLS.has(line.block.localName) || line.block.localName === "li") return null;
  const match = SIGNATURE.exec(line.text);
  const previous = reader.lines[line.index - 1];
  if (!match || !previous || !(isProse(previous) || endsSentence(previous)) || CLOSING_QUOTE.test(previous.text)) return null;
  for (const next of reader.lines.slice(line.index + 1, line.index + 1 + AFTER_SIGNATURE_LINES)) {
    if (next.heading > 0 || reader.otherSection[next.index]) break;
    if (isProse(next) && exclusion(reader, next) === null) return null;
  }
  const signed = (match[1] ?? match[2])!.trim();
  const name = nameAt(signed, reader.words, { spacedCjk: reader.spacedCjk });
  if (!name || (HAN_KANA_HANGUL.test(name) && name.replace(/\s/g, "").length < MIN_SIGNED_CJK_CHARS)) return null;
  // Brackets hold only names when they sign ("（高橋優斗、石井沙織）"); a note in brackets ("（本文于2026-02-18更新，…）") opens with a word.
  if (match[2] !== undefined && signed.split(/\s*[、,，;；]\s*/u)[0] !== name) return null;
  return name;
}

const ROLE_LINE_CHARS = 60;
/** A line of names over a line of dates, each this short at most: a byline in two lines. */
const NAMES_LINE_CHARS = 60;
const DATES_LINE_CHARS = 100;

/**
 * A line of names alone, right over a line naming their job ("Femke Reijnders • Youssef el Amrani" /
 * "verslaggevers Noord-Nederland", "Ann Lee" / "Reporter, Business desk"): a newsroom's byline without "By". The first.
 */
function nameOverRole(reader: Reader, line: Line): string | null {
  const next = reader.lines[line.index + 1];
  if (!next || line.chars > LEAD_LINE_CHARS || next.chars > ROLE_LINE_CHARS || line.heading > 0 || next.heading > 0) return null;
  const role = next.text.toLowerCase();
  if (!reader.words.roles.some((word) => role.startsWith(word))) return null;
  const names = line.text.split(SEPARATORS).map((part) => part.trim()).filter((part) => part !== "");
  const first = names.length > 0 ? nameAt(names[0]!, reader.words, { spacedCjk: reader.spacedCjk }) : null;
  // The first part a name whole, the others opening as names do (a particle the lexicons lack may cut one short, "Youssef el Amrani").
  if (!first || first !== names[0] || !readsAsName(reader, first) || names.some((part) => !/^[\p{Lu}\p{Script=Han}\p{Script=Hangul}\p{Script=Katakana}]/u.test(part))) return null;
  return first;
}

/** A line that is only a name, right over a line that is only a date ("田中 由紀" / "2026年3月1日 18:30", as note and Substack show them). */
function nameOverDate(reader: Reader, line: Line): string | null {
  const next = reader.lines[line.index + 1];
  if (!next || line.chars > NAMES_LINE_CHARS || next.chars > DATES_LINE_CHARS || line.heading > 0 || next.heading > 0) return null;
  // A table's or a definition list's label over its value ("設立" / "2008年4月") is a field.
  if (CELLS.has(line.block.localName) || CELLS.has(next.block.localName)) return null;
  // Co-authors too ("Ludovica Sartori, Matteo Pagliarini" over "Pubblicato il 17/02/2026 · Ultimo aggiornamento …"): each part a name whole; the first.
  const parts = line.text.split(SEPARATORS).flatMap((part) => part.split(/\s+/u).reduce<string[][]>((runs, word) => (reader.words.and.has(word.toLowerCase()) ? [...runs, []] : (runs[runs.length - 1]!.push(word), runs)), [[]]).map((run) => run.join(" "))).filter((part) => part !== "");
  const names = parts.map((part) => nameAt(part, reader.words, { spacedCjk: reader.spacedCjk }));
  if (names.length === 0 || names.some((name, index) => name !== parts[index])) return null;
  const name = names[0]!;
  // In scripts without capitals a run of short words is as often a category's path ("여행/제주"): one name alone there.
  if (names.length > 1 && HAN_KANA_HANGUL.test(line.text)) return null;
  const dates = datesOf(reader, next);
  // A short line of one date, or the byline's labelled dates ("Published … · Updated …").
  const shown = (dates.length === 1 && next.chars <= 40) || (dates.length > 0 && dates.every((date) => date.label !== null));
  if (!shown || dates[0]!.time > reader.ctx.input.now.getTime() + FUTURE_SLACK_MS || exclusion(reader, next) !== null) return null;
  return readsAsName(reader, name) ? name : null;
}

/** Whether a name standing alone on its line, with no label or mark, reads as a person's in its script. */
function readsAsName(reader: Reader, name: string): boolean {
  if (!HAN_KANA_HANGUL.test(name)) return true;
  // Japanese names are Han or spaced ("田中 由紀"); a katakana word alone is a heading ("ニュースリリース").
  if (reader.spacedCjk) return /\s/.test(name) || /^\p{Script=Han}{2,4}$/u.test(name);
  // In Chinese and Korean any short run reads as a name: it must open with a family name.
  return reader.words.surnames.some((surname) => name.startsWith(surname) && name.length > surname.length);
}

/** The name a writer gives in their card's first sentences ("Hola, soy Florencia Arbeláez.", "我是苏婉清，…"). */
function introducedName(reader: Reader, text: string): string | null {
  const match = reader.words.selfIntroduction.exec(text.slice(0, 80));
  return match ? nameAt(text.slice(match.index + match[0].length), reader.words, { spacedCjk: reader.spacedCjk }) : null;
}

/** The name in an author card: the lines after its heading ("About the author", "この記事を書いた人"). */
function cardCandidates(reader: Reader): Candidate[] {
  const found: Candidate[] = [];
  const { lines, words } = reader;
  for (const line of lines) {
    if (line.furniture || line.chars > 60) continue;
    // A card headed by its writer's own introduction ("Hi, I'm Wendell Osei"): the name it gives, when that ends the heading.
    if (line.heading > 0 && !reader.otherSection[line.index]) {
      const name = introducedName(reader, line.text);
      if (name && /^[\s\p{P}\p{S}]*$/u.test(line.text.slice(line.text.indexOf(name) + name.length))) {
        found.push({ name, source: "author-card", line: line.index, kind: 1, zone: zoneOf(reader, line) === 2 ? 2 : 1 });
        continue;
      }
    }
    // "About me" heads the writer's own card: only a name they introduce themself with is theirs ("I'm a researcher" names no one).
    const own = words.selfCard.test(line.text);
    const heading = own ? words.selfCard : words.authorCard;
    if (!own && !heading.test(line.text)) continue;
    // The whole line is the card's heading ("About the author", "Sobre o autor:"), not a byline ("Author: Ann Lee").
    const rest = line.text.replace(heading, "").replace(/^[\s:：]+/u, "");
    if (rest !== "") continue;
    for (const next of lines.slice(line.index + 1, line.index + 1 + CARD_LINES)) {
      if (next.heading > 0 && next.heading <= (line.heading || 7)) break;
      if (next.furniture || reader.otherSection[next.index]) break;
      const name = own
        ? introducedName(reader, next.text)
        : (labelledName(reader, next.text) ?? markedName(reader, next)?.name ?? introducedName(reader, next.text) ?? nameAt(next.text, words, { sentence: true, spacedCjk: reader.spacedCjk }));
      if (name) {
        found.push({ name, source: "author-card", line: next.index, kind: 1, zone: zoneOf(reader, next) === 2 ? 2 : 1 });
        break;
      }
    }
  }
  return found;
}

/** The words before `at` on a line other than the author's name, labels, dates and reading times. */
function wordsBefore(reader: Reader, line: Line, at: number, author: string | null): { before: string; words: string[] } {
  let before = line.text.slice(0, at);
  if (author) before = before.replace(author, " ");
  // Labels as whole words: "di" is no label inside "Modifier", "par" none inside "parution".
  before = before.replace(new RegExp(`(?<![\\p{Script=Latin}])(?:${reader.words.labelSource})(?![\\p{Script=Latin}])`, "giu"), " ").replace(reader.words.readingTime, " ");
  // A hyphen inside a word keeps it one ("Quinta-feira", "Saint-Malo").
  return { before, words: before.replace(/(?<=\p{L})-(?=\p{L})/gu, "").split(/[\s\p{P}\p{S}\d]+/u).filter(Boolean) };
}

/** Words of a sentence after a date opening a list item: a timeline's event ("3 March 2025 Accredited by the Institute of …"). */
const EVENT_WORDS = 5;

/** Han, kana or Hangul characters after a date that make a sentence of it, as EVENT_WORDS words do in other scripts. */
const EVENT_CJK_CHARS = 8;

/** Whether the text after a date goes on as a sentence that ends ("… 本社ショールームにて開催します。", "Join us at the hall at 10am."). */
function opensSentence(line: Line, date: ShownDate): boolean {
  const after = line.text.slice(date.end);
  if (!/[.!?。！？]\s*$/u.test(after) || /[·•|｜]/u.test(after)) return false;
  return (after.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu)?.length ?? 0) >= EVENT_CJK_CHARS || after.split(/\s+/u).filter((word) => /\p{L}{2,}/u.test(word)).length >= EVENT_WORDS;
}

/** Whether an unlabelled date opens a list item that goes on as a sentence: an event's date on a timeline, not the page's. */
function isEvent(line: Line, date: ShownDate): boolean {
  if (date.label !== null || line.block.closest("li") === null) return false;
  const after = line.text.slice(date.end);
  return !/[·•|｜]/u.test(after) && after.split(/\s+/u).filter((word) => /\p{L}{2,}/u.test(word)).length >= EVENT_WORDS;
}

/** Lines between a story's last paragraph and its footer's line (tags, a share bar). */
const STORY_FOOTER_LINES = 2;

/** Lines between a story's last paragraph and the name in an author box under it (a like button, a share bar). */
const CARD_UNDER_STORY_LINES = 3;

/** Whether a short line stands right under the story's last paragraph, before anything else of the page (`span` lines between at most). */
function closesStory(reader: Reader, line: Line, span = STORY_FOOTER_LINES): boolean {
  if (isProse(line) || line.heading > 0 || line.index <= reader.headTo) return false;
  for (let at = line.index - 1; at >= Math.max(0, line.index - 1 - span); at--) {
    const before = reader.lines[at]!;
    if (before.heading > 0 || before.furniture) return false;
    if (isProse(before)) return exclusion(reader, before) === null;
  }
  return false;
}

/** Words of a newsroom's byline before its date ("Redazione a cura dell'Ufficio stampa"). */
const STAFF_BYLINE_WORDS = 6;

/** Whether the words before a date on its line leave it the line's own date: nothing, a label, the author, a weekday or a place. */
function standsAlone(reader: Reader, line: Line, date: ShownDate, author: string | null): boolean {
  if (date.label !== null) return true;
  if (CELLS.has(line.block.localName)) return false;
  // A CJK date run into a word is part of a phrase ("2025년 11월 1일부터", "3月1日から", "3月20日起"): a byline's stands apart.
  if (HAN_KANA_HANGUL.test(line.text[date.end] ?? "")) return false;
  const { before, words } = wordsBefore(reader, line, date.at, author);
  if (words.length <= 1 && words.join("").length <= 14) return true;
  // A newsroom signs it ("A cura dell'Ufficio stampa 28 Gennaio 2026"): a byline's date, though its name is no author.
  if (words.length <= STAFF_BYLINE_WORDS && reader.words.isStaff(before.trim())) return true;
  // The one section the page is filed under, then its date ("Garden Tips · March 3, 2026"); not a trail of them.
  const section = line.text.slice(0, date.at).replace(/[\s\p{P}\p{S}]+$/u, "").trim();
  if (section !== "" && !/\d/.test(section) && !SEPARATORS.test(section) && namesCategory(reader, line, section)) return true;
  // A dateline: a place, then the date ("Negrar di Valpolicella, 3 marzo 2026", "AUSTIN, Texas, March 3, 2026 —").
  return words.length <= 4 && /,\s*$/.test(before) && words.every((word) => /^\p{Lu}/u.test(word) || (word.length <= 3 && reader.words.particles.has(word)));
}

/** Words of a sentence before a label: more than this, and the label dates what the sentence names ("Added in version 3.2 (released …)"). */
const MAX_WORDS_BEFORE_LABEL = 2;
const MAX_CJK_CHARS_BEFORE_LABEL = 8;

/**
 * Whether a labelled date stands in a sentence rather than in a byline: the words before it, other than
 * labels, names, dates and times, are a sentence's ("the privacy notice, updated on …"), not a byline's.
 */
function inSentence(reader: Reader, line: Line, date: ShownDate, author: string | null): boolean {
  // Capitalized words are names (co-authors, places, a weekday) or a sentence's first word; letters alone are units ("08h00").
  // Only the words since the line's last sentence or field ended ("©2023-2026, Yomikata 開発チーム. 最終更新: …").
  const sentenceEnd = Math.max(...[". ", "。", " | ", "｜", " · "].map((mark) => line.text.lastIndexOf(mark, date.at)));
  const from = sentenceEnd >= 0 && !/[(（][^()（）]{0,30}$/u.test(line.text.slice(0, date.at)) ? sentenceEnd + 1 : 0;
  const words = wordsBefore(reader, { ...line, text: line.text.slice(from) }, date.at - from, author).words.filter((word) => {
    const lower = word.toLowerCase();
    // A Han or Hangul word that reads as a person's name is one, as a capitalized word is ("贡献者: 卢振宇、方晓芸 最近更新于 …").
    const named = HAN_KANA_HANGUL.test(word) && nameAt(word, reader.words, { spacedCjk: reader.spacedCjk }) === word && readsAsName(reader, word);
    return word.length > 1 && !named && !/^\p{Lu}/u.test(word) && !reader.words.enders.has(lower) && !reader.words.months.has(lower) && !reader.words.and.has(lower) && !reader.dateLabelWords.has(lower);
  });
  const cjk = words.join("").match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu)?.length ?? 0;
  // A bracket opened after words is an aside in a sentence ("retry_on (released 2025-11-18)"), unless it follows a date ("March 3 (updated March 5)").
  const aside = /[(（][^()（）]{0,30}$/u.test(line.text.slice(0, date.at));
  return cjk > MAX_CJK_CHARS_BEFORE_LABEL || words.filter((word) => !HAN_KANA_HANGUL.test(word)).length > (aside ? 0 : MAX_WORDS_BEFORE_LABEL);
}

function makeReader(ctx: PageContext): Reader {
  const { lines, anchor } = readLines(ctx);
  const words = bylinePatternsOf(ctx.lexicons);
  const anchorBlock = anchor >= 0 ? lines[anchor]!.block : null;
  const mainRoot = ctx.main.root;
  const start = anchor >= 0 ? anchor : (lines.find((line) => !line.furniture && mainRoot.contains(line.block))?.index ?? 0);
  const reader: Reader = {
    ctx,
    words,
    lines,
    anchor,
    anchorBlock,
    headFrom: start,
    headTo: start,
    otherSection: [],
    exclusions: new Map(),
    // A Han label may run on from its newsroom's name ("澄州晚报全媒体记者 许嘉禾"): then only before a space or a colon.
    labelPattern: new RegExp(`(^|[^\\p{L}\\p{N}]|(?<=\\p{Script=Han}))(${words.labelSource})(?:\\s*[:：=＝/／|｜]\\s*|\\s+)`, "giu"),
    spacedCjk: ctx.lexicon?.script === "japanese",
    dateLabelWords: new Set([...(ctx.lexicon?.dateLabels.published ?? []), ...(ctx.lexicon?.dateLabels.updated ?? [])].flatMap((label) => label.toLowerCase().split(/\s+/))),
  };
  for (let at = start - 1, count = 0; at >= 0 && count < PRE_LINES; at--, count++) {
    const line = lines[at]!;
    // A heading before the title ends its header, unless it is a date over the title (Blogger's date header).
    if (line.furniture || siteEdge(reader, line) || (line.heading > 0 && (line.chars > 60 || datesOf(reader, line).length === 0))) break;
    reader.headFrom = at;
  }
  let body = 0;
  for (let at = start + 1; at < lines.length && at <= start + HEAD_LINES; at++) {
    const line = lines[at]!;
    if (line.furniture || siteEdge(reader, line) || (line.heading > 0 && words.isOtherSection(line.text, ctx.lexicon))) break;
    reader.headTo = at;
    if (isBody(line) && ++body >= HEAD_BODY_LINES) break;
  }
  reader.otherSection = otherSections(lines, anchor, reader.headTo, words, ctx.lexicon);
  return reader;
}

/** The name a heading over the writer's other pieces gives ("More from Ann Lee"), after the story's title. */
function moreByCandidate(reader: Reader): Candidate | null {
  for (const line of reader.lines) {
    if (line.heading === 0 || line.index <= reader.anchor || line.chars > 60) continue;
    const match = reader.words.moreBy.exec(line.text);
    const name = match ? nameAt(line.text.slice(match[0].length), reader.words, { spacedCjk: reader.spacedCjk }) : null;
    if (name && readsAsName(reader, name) && !reader.words.isStaff(name)) return { name, source: "byline", line: line.index, kind: 3, zone: 1 };
  }
  return null;
}

/** Lines in reading order of preference: the title's header outward from the title, then the rest of the page. */
function orderedLines(reader: Reader): Line[] {
  const { lines, headFrom, headTo } = reader;
  const start = Math.max(headFrom, Math.min(headTo, reader.anchor >= 0 ? reader.anchor : headFrom));
  const head = lines.slice(start, headTo + 1).concat(lines.slice(headFrom, start).reverse());
  const rest = lines.slice(headTo + 1).concat(lines.slice(0, headFrom).reverse());
  return [...head, ...rest];
}

const cache = new WeakMap<PageContext, Byline>();

/** The page's visible byline: its author and the dates shown with it (each null when the page shows none). */
export function readByline(ctx: PageContext): Byline {
  const known = cache.get(ctx);
  if (known) return known;
  const reader = makeReader(ctx);
  const ordered = orderedLines(reader);
  const now = ctx.input.now.getTime();

  const candidates: Candidate[] = [];
  for (const line of ordered) {
    if (line.heading === 1 && line.index === reader.anchor) continue;
    const zone = zoneOf(reader, line);
    const found = candidateIn(reader, line, zone);
    // A newsroom's name ("Scritto da: Redazione Web" over the reporters' own byline) or a company's is no author: read on.
    if (!found || exclusion(reader, line) !== null || reader.words.isStaff(found.name) || reader.words.isCompany(found.name)) continue;
    // The site's header and footer name the page's author only in an <address> or a labelled byline.
    if (zone === 2 && found.kind > 0 && found.source !== "address") continue;
    candidates.push(found);
  }
  candidates.push(...cardCandidates(reader));
  if (candidates.length === 0) {
    const card = profileCard({ ...reader, exclusion: (line) => exclusion(reader, line), readsAsName: (name) => readsAsName(reader, name), closesStory: (line) => closesStory(reader, line, CARD_UNDER_STORY_LINES) });
    if (card) candidates.push({ ...card, source: "author-card", kind: 3, zone: 2 });
  }
  // Last, a heading over the writer's other pieces names the writer ("Meer van Marieke Terpstra"): a full name, nothing else said.
  if (candidates.length === 0) {
    const more = moreByCandidate(reader);
    if (more) candidates.push(more);
  }
  // Every candidate judged by its kind, its place and whether another one agrees (byline-candidates.ts), not the first rule that fired.
  const ranked = judged(candidates, new Map(ordered.map((line, position) => [line.index, position])));
  // A short form of a name the page writes in full elsewhere ("一鸣" in the sidebar, "本文作者：陈一鸣" under the post) is that name.
  const first = ranked[0] ?? null;
  const best = (first && ranked.find((other) => other.name.length > first.name.length && other.name.includes(first.name))) ?? first;
  const author: ShownAuthor | null = best ? { name: best.name, source: best.source, line: best.line, underTitle: best.zone === 0, markedOnly: best.kind === 1 && best.source !== "author-card" } : null;

  // Dates: a labelled one near the title or in the page's own content; else the date on the byline's line; else an unlabelled date alone in the title's header.
  // A labelled date ("Last updated on …") may share a block with links ("Edit this page"): only lists of dated items exclude it.
  const usable = (line: Line, date: ShownDate) => {
    const reason = exclusion(reader, line);
    return reason === null || (reason === "card" && date.label !== null && !date.marked);
  };
  const shown: { date: ShownDate; zone: number; position: number; line: Line }[] = [];
  ordered.forEach((line, position) => {
    const zone = zoneOf(reader, line);
    for (const date of datesOf(reader, line)) {
      if (date.time > now + FUTURE_SLACK_MS) continue;
      if (zone === 2 && date.label !== "updated") continue;
      // A footer's row of links dates the documents they open ("Datenschutzerklärung (Stand: 12.05.2024) · Impressum"), not the page.
      if (zone === 2 && line.inlines.filter((element) => element.localName === "a").length >= 2) continue;
      if (isEvent(line, date)) continue;
      shown.push({ date, zone, position, line });
    }
  });
  const pick = (test: (item: (typeof shown)[number]) => boolean) => {
    const found = shown.filter((item) => test(item) && usable(item.line, item.date)).sort((a, b) => a.zone - b.zone || a.position - b.position)[0];
    return found ? (exclusion(reader, found.line) === "card" ? { ...found.date, inCard: true } : found.date) : null;
  };
  // A label in running prose ("the decree published on 13 February") dates something else.
  const labelled = (item: (typeof shown)[number]) => !isBody(item.line) && !inSentence(reader, item.line, item.date, author?.name ?? null);
  // A date alone on a line beside the byline's ("October 11, 2017 • Episode 32" over the title and "By Stripe").
  // Not one that opens a sentence ("2026年3月14日（土）13:00〜 本社ショールームにて開催します。": an event's).
  const beside = () => (author ? pick((item) => Math.abs(item.line.index - author.line) <= BESIDE_LINES && item.date.label === null && standsAlone(reader, item.line, item.date, null) && !isBody(item.line) && !opensSentence(item.line, item.date)) : null);
  const underTitle = () => pick((item) => item.zone === 0 && item.date.label === null && standsAlone(reader, item.line, item.date, author?.name ?? null));
  const published =
    pick((item) => item.date.label === "published" && item.zone < 2 && labelled(item)) ??
    (author ? pick((item) => item.line.index === author.line && item.date.label === null) : null) ??
    // Credits after the story ("글 서하림 사진 김도현") sit beside its notes' dates (a correction's): the date under the title comes first.
    (author?.underTitle === false ? (underTitle() ?? beside()) : (beside() ?? underTitle())) ??
    // Last, the story's own footer: a date opening a short line right under its last paragraph ("9 februari 2026 · #breiclub · 38 notities").
    pick((item) => item.zone === 1 && item.date.label === null && closesStory(reader, item.line) && item.date.at === item.line.text.search(/\S/u) && standsAlone(reader, item.line, item.date, null));
  const modified = pick((item) => item.date.label === "updated" && labelled(item));
  const byline: Byline = { author, published, modified: modified && published && modified.day === published.day ? null : modified };
  cache.set(ctx, byline);
  return byline;
}

/** Each line with what the byline reader made of it: for `npm run judgment -- --explain <page>`. */
export function explainByline(ctx: PageContext): string[] {
  const reader = makeReader(ctx);
  return reader.lines.map((line) => {
    const zone = zoneOf(reader, line);
    const excluded = exclusion(reader, line);
    const found = candidateIn(reader, line, zone);
    const dates = datesOf(reader, line).map((date) => `${date.day}${date.label ? `(${date.label})` : ""}`);
    const marks = [line.index === reader.anchor ? "ANCHOR" : "", `z${zone}`, excluded ?? "", found ? `author=${found.name}/${found.source}/k${found.kind}` : "", dates.join(" ")].filter(Boolean).join(" ");
    return `${String(line.index).padStart(4)} <${line.block.localName}.${classOf(line.block).split(" ")[0]}> ${line.heading ? `h${line.heading} ` : ""}${line.text.slice(0, 90)}  [${marks}]`;
  });
}
