// Dates read strictly (ISO 8601 / W3C Datetime, as schema.org, meta tags and sitemaps write them) and the dates
// a page shows its readers, with the label beside them ("Updated", "Publié le", 更新日). ISO, numeric and CJK
// (年月日, 년월일) dates are read in every language; month names and labels come from the lexicon.
import type { PageContext } from "../context.ts";
import { regionSubtag } from "../language.ts";
import { LEXICONS } from "../lexicons/index.ts";
import { patternsOf } from "../lexicons/patterns.ts";
import type { Lexicon } from "../lexicons/types.ts";
import { apartFrom, BLOCK_NAMES, NON_CONTENT_TAGS } from "./dom.ts";
import { collapseWhitespace } from "./text.ts";

export interface ParsedDate {
  /** ISO 8601 in UTC: `2026-03-05T00:00:00.000Z`. */
  iso: string;
  time: number;
  precision: "year" | "month" | "day" | "time";
  /** A time was given with a zone designator (Z or ±hh:mm); date-only values need none. */
  hasZone: boolean;
}

/** Years outside this range are typos or placeholders, not publication dates. */
const MIN_YEAR = 1990;
const MAX_YEAR = 2100;

/** W3C Datetime (the ISO 8601 profile schema.org and sitemaps use): YYYY, YYYY-MM, YYYY-MM-DD, or with a time. */
const ISO_DATE = /^(\d{4})(?:-(\d{2})(?:-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?)?)?$/;

function utc(year: number, month: number, day: number): number | null {
  if (year < MIN_YEAR || year > MAX_YEAR || month < 1 || month > 12 || day < 1 || day > 31) return null;
  const time = Date.UTC(year, month - 1, day);
  return new Date(time).getUTCDate() === day ? time : null;
}

/** A strict ISO 8601 date or date-time, or null ("March 5, 2024" and "05/03/2024" are not ISO). */
export function parseIsoDate(value: unknown): ParsedDate | null {
  if (typeof value !== "string") return null;
  const match = ISO_DATE.exec(value.trim());
  if (!match) return null;
  const [, year, month, day, hour, minute, second, fraction, zone] = match;
  const dayTime = utc(Number(year), Number(month ?? "1"), Number(day ?? "1"));
  if (dayTime === null) return null;
  if (hour === undefined) {
    const precision = day !== undefined ? "day" : month !== undefined ? "month" : "year";
    return { iso: new Date(dayTime).toISOString(), time: dayTime, precision, hasZone: false };
  }
  if (Number(hour) > 23 || Number(minute) > 59 || Number(second ?? "0") > 60) return null;
  let time = dayTime + ((Number(hour) * 60 + Number(minute)) * 60 + Number(second ?? "0")) * 1000 + Math.floor(Number(`0.${fraction ?? "0"}`) * 1000);
  if (zone && zone !== "Z") {
    const sign = zone.startsWith("-") ? -1 : 1;
    const digits = zone.slice(1).replace(":", "");
    time -= sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4) || "0")) * 60_000;
  }
  return { iso: new Date(time).toISOString(), time, precision: "time", hasZone: zone !== undefined };
}

export interface VisibleDate {
  /** The day, `YYYY-MM-DD` (the 1st for a month-only date). */
  day: string;
  time: number;
  /** The date as shown. */
  text: string;
  label: "published" | "updated" | null;
  /** The label as shown, lower-cased. */
  labelText: string | null;
  /** Offset in the scanned text; small offsets are near the top of the content. */
  index: number;
  precision: "month" | "day";
  /** Read from a <time datetime> element rather than from the text. */
  fromTimeElement: boolean;
}

/** How far before a date a label may stand ("Last updated on Monday, March 5"), and after it (2024年3月5日 更新). */
const LABEL_BEFORE_CHARS = 60;
export const LABEL_GAP_CHARS = 24;
const LABEL_AFTER_CHARS = 12;
/** Past a time after the date ("2026-02-18 10:05更新"), characters read for a label written last. */
const LABEL_AFTER_CLOCK_CHARS = 8;
/** Text scanned: the head of the content and its tail (a "Last reviewed" line often closes docs pages). */
const SCAN_HEAD_CHARS = 60_000;
const SCAN_TAIL_CHARS = 10_000;
const MAX_DATES = 100;

const NUMERIC_PATTERNS: readonly { pattern: RegExp; order: "ymd" | "xxy" }[] = [
  // 2024-03-05, 2024/3/5, 2024.03.05, Korean 2024. 3. 5.
  { pattern: /(?<![\d.])((?:19|20|21)\d\d)\s?([-/.])\s?(\d{1,2})\s?\2\s?(\d{1,2})(?![\d])/g, order: "ymd" },
  // 05/03/2024, 5.3.2024, 05-03-2024: day and month order settled below.
  { pattern: /(?<![\d./-])(\d{1,2})([-/.])(\d{1,2})\2((?:19|20|21)\d\d)(?!\d)/g, order: "xxy" },
  // 15.01.26: a two-digit year only with dots and both day and month in two digits, as blogs print them (a version is "1.2.26").
  { pattern: /(?<![\p{L}\d./-])([0-3]\d)(\.)([01]\d)\.(\d\d)(?![\d.]|\.\d)/gu, order: "xxy" },
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export interface MonthPatterns {
  names: Map<string, number>;
  dayFirst: RegExp;
  monthFirst: RegExp;
  monthYear: RegExp;
  /** The most characters other than whitespace any of the three patterns matches before its year. */
  reach: number;
}

const monthCache = new WeakMap<Lexicon, MonthPatterns | null>();

/** Patterns built from the lexicon's month names: "5 March 2024", "5. März 2024", "5 de marzo de 2024", "March 5, 2024", "March 2024". */
export function monthPatterns(lexicon: Lexicon): MonthPatterns | null {
  if (monthCache.has(lexicon)) return monthCache.get(lexicon)!;
  const names = new Map<string, number>();
  lexicon.months.forEach((forms, index) => forms.forEach((form) => names.set(form.toLowerCase(), index + 1)));
  if (names.size === 0) {
    monthCache.set(lexicon, null);
    return null;
  }
  const longest = [...names.keys()].sort((a, b) => b.length - a.length);
  const alternation = longest.map(escapeRegExp).join("|");
  const month = `(?<![\\p{L}])(${alternation})(?![\\p{L}])\\.?`;
  // The lexicon's marks after a day ("1er", "5.", "3rd") and words between the parts ("3 de marzo de 2026").
  const { dayOrdinals, between } = lexicon.dateWords;
  const ordinal = dayOrdinals.length > 0 ? `(?:${dayOrdinals.map(escapeRegExp).join("|")})?` : "";
  const joiner = between.length > 0 ? `(?:(?:${between.map(escapeRegExp).join("|")})\\s+)?` : "";
  const longestWord = (words: readonly string[]) => Math.max(0, ...words.map((word) => word.length));
  const patterns: MonthPatterns = {
    names,
    dayFirst: new RegExp(`(?<!\\d)(\\d{1,2})${ordinal}\\s{0,3}${joiner}${month},?\\s{0,3}${joiner}((?:19|20|21)\\d\\d)(?!\\d)`, "giu"),
    // A period may close the day ("Jan 14. 2026", as Korean and Japanese sites write English dates).
    monthFirst: new RegExp(`${month}\\s{0,3}(\\d{1,2})${ordinal}[,.]?\\s{0,3}((?:19|20|21)\\d\\d)(?!\\d)`, "giu"),
    monthYear: new RegExp(`${month},?\\s{0,3}${joiner}((?:19|20|21)\\d\\d)(?!\\d)`, "giu"),
    // dayFirst's is the most: 2 digits, an ordinal, a joiner word, the name, ".", ",", a joiner word (names
    // match letter for letter: no astral character folds to a letter of theirs, so the match is as long as the name).
    reach: longest[0]!.length + 2 + longestWord(dayOrdinals) + 2 * longestWord(between) + 2,
  };
  monthCache.set(lexicon, patterns);
  return patterns;
}

const eraCache = new WeakMap<Lexicon, { pattern: RegExp; bases: Map<string, number> } | null>();

/** Dates counted in eras ("令和8年2月2日", "令和元年5月1日": year one written 元): the lexicon's eras and date units. */
function eraPattern(lexicon: Lexicon): { pattern: RegExp; bases: Map<string, number> } | null {
  if (eraCache.has(lexicon)) return eraCache.get(lexicon)!;
  const { eras, units } = lexicon.dateWords;
  const read =
    eras.length > 0 && units
      ? {
          pattern: new RegExp(`(${eras.map(([name]) => escapeRegExp(name)).join("|")})\\s?(元|\\d{1,2})\\s?${escapeRegExp(units[0])}\\s?(\\d{1,2})\\s?${escapeRegExp(units[1])}\\s?(\\d{1,2})\\s?${escapeRegExp(units[2])}`, "g"),
          bases: new Map(eras.map(([name, base]) => [name, base])),
        }
      : null;
  eraCache.set(lexicon, read);
  return read;
}

export interface Found {
  index: number;
  end: number;
  text: string;
  year: number;
  month: number;
  day: number | null;
}

/** Up to MAX_DATES matches of one pattern, each read into a date (bounded per pattern, so one kind cannot crowd out the others). */
function collect(pattern: RegExp, text: string, read: (match: RegExpExecArray) => Omit<Found, "index" | "end" | "text">, out: Found[]): void {
  pattern.lastIndex = 0;
  let count = 0;
  for (let match = pattern.exec(text); match !== null && count < MAX_DATES; match = pattern.exec(text), count++) {
    out.push({ index: match.index, end: match.index + match[0].length, text: match[0], ...read(match) });
  }
}

/** A year as the month-name patterns end with one; it has no overlapping occurrences, so one pass finds all. */
const YEAR = /(?:19|20|21)\d\d(?!\d)/g;
const NON_ASCII_SPACE = /\s/;

/** Whether a code unit may be whitespace to a pattern's \s (counting a non-space as one only widens a span). */
function maybeSpace(code: number): boolean {
  return code === 32 || (code >= 9 && code <= 13) || (code > 127 && NON_ASCII_SPACE.test(String.fromCharCode(code)));
}

export interface Span {
  /** Offset of `text` in the scanned text. */
  offset: number;
  text: string;
  /** Where in `text` a match may start. */
  from: number;
}

/**
 * The stretches of `text` where a month-name date can be: every such date ends with a YEAR and holds at most
 * `reach` characters other than whitespace before it, so it starts no further back than the reach-th such
 * character before its year. Each stretch carries the two characters before it and the one after it that
 * the patterns' lookarounds read: a pattern run on a stretch finds what it finds there in the whole text.
 * Searching the whole text with these case-insensitive unicode patterns cost more than everything else
 * the page's dates need.
 */
export function monthSpans(text: string, reach: number): Span[] {
  const spans: Span[] = [];
  let start = -1;
  let end = -1;
  const close = () => {
    const offset = Math.max(0, start - 2);
    spans.push({ offset, text: text.slice(offset, end + 1), from: start - offset });
  };
  YEAR.lastIndex = 0;
  for (let year = YEAR.exec(text); year !== null; year = YEAR.exec(text)) {
    let from = year.index;
    for (let left = reach; from > 0; from--) {
      if (maybeSpace(text.charCodeAt(from - 1))) continue;
      if (left === 0) break;
      left--;
    }
    // Stretches start no earlier than their predecessors (a later year's reach ends later): merge overlaps.
    if (start !== -1 && from > end) close();
    if (start === -1 || from > end) start = from;
    end = year.index + 4;
  }
  if (start !== -1) close();
  return spans;
}

/** collect() over the spans alone: the same matches, found as the whole text's search would find them. */
export function collectInSpans(pattern: RegExp, spans: readonly Span[], read: (match: RegExpExecArray) => Omit<Found, "index" | "end" | "text">, out: Found[]): void {
  let count = 0;
  let coveredTo = 0;
  for (const span of spans) {
    pattern.lastIndex = Math.max(span.from, coveredTo - span.offset);
    for (let match = pattern.exec(span.text); match !== null && count < MAX_DATES; match = pattern.exec(span.text), count++) {
      const index = span.offset + match.index;
      coveredTo = index + match[0].length;
      out.push({ index, end: coveredTo, text: match[0], ...read(match) });
    }
    if (count >= MAX_DATES) return;
  }
}

function isLatin(label: string): boolean {
  return /^[\p{Script=Latin}\s'’.-]+$/u.test(label);
}

/** Whether `label` stands at `at` in `text` as a whole word (CJK labels need no word boundary). */
function wordAt(text: string, label: string, at: number): boolean {
  if (!isLatin(label)) return true;
  return !/\p{L}/u.test(text[at - 1] ?? "") && !/\p{L}/u.test(text[at + label.length] ?? "");
}

/**
 * The label nearest a date: one ending at most LABEL_GAP_CHARS before it ("Updated on Monday, 5 March"),
 * else one right after it (2024年3月5日 更新). `before` and `after` are the text around the date.
 */
export function labelNear(before: string, after: string, lexicon: Lexicon | undefined): { label: VisibleDate["label"]; labelText: string | null } {
  if (!lexicon) return { label: null, labelText: null };
  const head = before.slice(-LABEL_BEFORE_CHARS).toLowerCase();
  const tail = after.slice(0, LABEL_AFTER_CHARS).toLowerCase();
  // A label after the date follows its time in languages that put it last ("2026-02-18 10:05更新", "2/17(火) 18:05 配信").
  const clock = /^[\s:：()（）\-–—|]*\d{1,2}[:：]\d{2}(?::\d{2})?\s*/u.exec(after);
  const afterClock = clock ? after.slice(clock[0].length, clock[0].length + LABEL_AFTER_CLOCK_CHARS).toLowerCase() : null;
  const tailStart = tail.length - tail.replace(/^[\s:：()（）\-–—|]+/u, "").length;
  let best: { label: "published" | "updated"; labelText: string; distance: number; at: number } | null = null;
  let next: { label: "published" | "updated"; labelText: string } | null = null;
  for (const kind of ["updated", "published"] as const) {
    for (const raw of lexicon.dateLabels[kind]) {
      const label = raw.toLowerCase();
      const at = head.lastIndexOf(label);
      const distance = head.length - (at + label.length);
      // A longer label at the same place ("last updated" over "updated") is the better reading.
      const better = best === null || distance < best.distance || (distance === best.distance && label.length > best.labelText.length);
      if (at !== -1 && distance <= LABEL_GAP_CHARS && better && wordAt(head, label, at)) best = { label: kind, labelText: label, distance, at };
      const direct = tailStart <= 3 && tail.startsWith(label, tailStart) && wordAt(tail, label, tailStart);
      if (next === null && (direct || (!isLatin(label) && afterClock?.startsWith(label)))) next = { label: kind, labelText: label };
    }
  }
  // A label written after its date ("2025년 10월 20일 게재 · 2026년 1월 12일 보완") is that earlier date's, when this date has its own after it.
  const earlierDates = best !== null && next !== null && !isLatin(best.labelText) && /[\d日일号號]\s*$/u.test(head.slice(0, best.at));
  const chosen = earlierDates ? next : (best ?? next);
  return chosen ? { label: chosen.label, labelText: chosen.labelText } : { label: null, labelText: null };
}

/**
 * Whether a page writes ambiguous numeric dates (3/5/2026) month first: its language's habit (US English),
 * unless its region writes day first, by the lang attribute's region ("en-GB") or, without one, the
 * host's country-code domain (.uk).
 */
export function numericMonthFirst(lexicon: Lexicon | undefined, lang: string | null | undefined, hostname: string): boolean {
  if (!lexicon?.dateWords.numericMonthFirst) return false;
  const region = regionSubtag(lang) ?? hostname.toLowerCase().split(".").pop() ?? "";
  return !lexicon.dateWords.dayFirstRegions.includes(region);
}

/**
 * The dates shown in `text`, in order, each with its label when one stands beside it. `monthFirst`: how the
 * page writes ambiguous numeric dates (3/5/2026) when the language is English (see englishMonthFirst).
 */
export function findVisibleDates(
  text: string,
  lexicon: Lexicon | undefined,
  /** `unitDate`: dates written with unit characters (2024年3月5日, 2024년 3월 5일), read in every language: every lexicon's. */
  { monthFirst = lexicon?.dateWords.numericMonthFirst ?? false, unitDate = patternsOf(LEXICONS).unitDate }: { monthFirst?: boolean; unitDate?: RegExp | null } = {},
): VisibleDate[] {
  const scanned = text.length <= SCAN_HEAD_CHARS + SCAN_TAIL_CHARS ? text : `${text.slice(0, SCAN_HEAD_CHARS)}\n${text.slice(-SCAN_TAIL_CHARS)}`;
  const found: Found[] = [];
  const monthFirstNumeric = monthFirst;
  for (const { pattern, order } of NUMERIC_PATTERNS) {
    collect(pattern, scanned, (m) => {
      if (order === "ymd") return { year: Number(m[1]), month: Number(m[3]), day: Number(m[4]) };
      const a = Number(m[1]);
      const b = Number(m[3]);
      // Dots mean day first (5.3.2024); otherwise a part over 12 decides, then the page's habit (US English: month first).
      // A two-digit year's dots follow the page's habit too: "01.07.19" on a US page is January 7.
      const monthFirst = (m[2] !== "." || m[4]!.length === 2) && (b > 12 || (a <= 12 && monthFirstNumeric));
      const year = m[4]!.length === 2 ? 2000 + Number(m[4]) : Number(m[4]);
      return monthFirst ? { year, month: a, day: b } : { year, month: b, day: a };
    }, found);
  }
  if (unitDate) collect(unitDate, scanned, (m) => ({ year: Number(m[1]), month: Number(m[2]), day: m[3] ? Number(m[3]) : null }), found);
  const eras = lexicon ? eraPattern(lexicon) : null;
  if (eras) collect(eras.pattern, scanned, (m) => ({ year: eras.bases.get(m[1]!)! + (/^\d+$/.test(m[2]!) ? Number(m[2]) : 1), month: Number(m[3]), day: Number(m[4]) }), found);
  // Pages in scripts without Latin month names often show dates in English ones ("Jan 14. 2026" on a Korean blog):
  // read those too there, where no word of the page's own language can look like "Mar" or "May".
  const english = lexicon && lexicon.script !== "latin" ? LEXICONS.find((other) => other.code === "en") : undefined;
  for (const months of [lexicon ? monthPatterns(lexicon) : null, english ? monthPatterns(english) : null]) {
    if (!months) continue;
    const monthOf = (name: string) => months.names.get(name.toLowerCase()) ?? 0;
    const spans = monthSpans(scanned, months.reach);
    collectInSpans(months.dayFirst, spans, (m) => ({ year: Number(m[3]), month: monthOf(m[2]!), day: Number(m[1]) }), found);
    collectInSpans(months.monthFirst, spans, (m) => ({ year: Number(m[3]), month: monthOf(m[1]!), day: Number(m[2]) }), found);
    collectInSpans(months.monthYear, spans, (m) => ({ year: Number(m[2]), month: monthOf(m[1]!), day: null }), found);
  }

  // Longest reading first where matches overlap ("March 5, 2024" over "March 2024"-like fragments).
  found.sort((a, b) => a.index - b.index || b.end - b.index - (a.end - a.index));
  const dates: VisibleDate[] = [];
  let coveredTo = -1;
  for (const item of found) {
    if (item.index < coveredTo) continue;
    const time = utc(item.year, item.month, item.day ?? 1);
    if (time === null) continue;
    coveredTo = item.end;
    const { label, labelText } = labelNear(scanned.slice(Math.max(0, item.index - LABEL_BEFORE_CHARS), item.index), scanned.slice(item.end, item.end + LABEL_AFTER_CHARS + LABEL_AFTER_CLOCK_CHARS), lexicon);
    dates.push({
      day: new Date(time).toISOString().slice(0, 10),
      time,
      text: item.text.trim(),
      label,
      labelText,
      index: item.index,
      precision: item.day === null ? "month" : "day",
      fromTimeElement: false,
    });
    if (dates.length >= MAX_DATES) break;
  }
  return dates;
}

export interface PageVisibleDates {
  /** The content text the dates were read from (main content, its own header and footer included). */
  text: string;
  dates: VisibleDate[];
}

/** <time> elements read for their datetime; a page with more is a list, and its first ones tell enough. */
const MAX_TIME_ELEMENTS = 20;
/** Text of a <time>'s parent read for a label. */
const TIME_CONTEXT_CHARS = 2_000;
const SKIPPED = new Set([...NON_CONTENT_TAGS].map((tag) => tag.toLowerCase()));

/**
 * The first `maxChars` of the text under `root` (skipping scripts and the like): iterative, and it stops
 * early. Walks firstChild/nextSibling/parentNode, which linkedom answers in constant time, not childNodes.
 */
export function textHead(root: Node, maxChars: number): string {
  const parts: string[] = [];
  let length = 0;
  let node: Node | null = root;
  while (node && length < maxChars) {
    // Each getter is read once per node: linkedom computes firstChild and nextSibling on every read.
    let child: Node | null = null;
    const type = node.nodeType;
    if (type === 3) {
      // Raw text is never shorter than its collapsed form: the budget holds, even for a 5 MB text node.
      const value = apartFrom(parts.at(-1) ?? "", (node.nodeValue ?? "").slice(0, maxChars - length));
      parts.push(value);
      length += value.length;
    } else if (type === 1) {
      const name = (node as Element).localName;
      if (node === root || !SKIPPED.has(name)) {
        // Block elements end a line of text, so "Updated</p><p>2026" does not read as one word.
        if (BLOCK_NAMES.has(name)) parts.push(" ");
        child = node.firstChild;
      }
    }
    if (child) {
      node = child;
      continue;
    }
    let next: Node | null = null;
    while (node && node !== root && (next = node.nextSibling) === null) node = node.parentNode;
    node = next;
  }
  return collapseWhitespace(parts.join("")).slice(0, maxChars);
}

/**
 * The visible dates of a page's main content (the context's `visibleDates` view): dates in the head of its text (its own header
 * included) and the tail of its main text, and <time datetime> elements whose text is not a date itself
 * ("3 days ago"), labelled from the text just before them.
 */
export function readVisibleDates(ctx: PageContext): PageVisibleDates {
  let read = visibleCache.get(ctx);
  if (!read) visibleCache.set(ctx, (read = scanVisibleDates(ctx)));
  return read;
}

/** Read once per page: the dates view and page-type detection (which the dates view consults) both ask. */
const visibleCache = new WeakMap<PageContext, PageVisibleDates>();

function scanVisibleDates(ctx: PageContext): PageVisibleDates {
  const root = ctx.main.root;
  const head = textHead(root, SCAN_HEAD_CHARS);
  const mainText = ctx.main.text;
  const text = mainText.length > SCAN_HEAD_CHARS ? `${head}\n${mainText.slice(-SCAN_TAIL_CHARS)}` : head;
  const lexicon = ctx.lexicon;
  const dates = findVisibleDates(text, lexicon, { monthFirst: numericMonthFirst(lexicon, ctx.meta.lang, ctx.input.url.hostname), unitDate: ctx.words.unitDate });
  const seen = new Set(dates.map((date) => date.day));
  const times: Element[] = [];
  for (const element of ctx.elements.byTag("time")) {
    if (times.length >= MAX_TIME_ELEMENTS) break;
    if (element.hasAttribute("datetime") && root.contains(element)) times.push(element);
  }
  for (const element of times) {
    const parsed = parseIsoDate(element.getAttribute("datetime"));
    if (!parsed || parsed.precision === "year") continue;
    const day = parsed.iso.slice(0, 10);
    if (seen.has(day)) continue;
    seen.add(day);
    const shown = textHead(element, 200);
    const context = textHead(element.parentElement ?? element, TIME_CONTEXT_CHARS);
    const at = Math.max(0, context.indexOf(shown));
    const { label, labelText } = labelNear(context.slice(0, at), context.slice(at + shown.length), lexicon);
    dates.push({
      day,
      time: Date.parse(`${day}T00:00:00Z`),
      text: shown || day,
      label,
      labelText,
      index: Math.max(0, text.indexOf(shown)),
      precision: "day",
      fromTimeElement: true,
    });
  }
  return { text, dates };
}
