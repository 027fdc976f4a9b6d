// The dates a line of the page shows, each with its label and where it stands: read from the line's text, from
// the datetime of each <time> (or dated <abbr title>) in it, and labelled by the words beside the date, in the
// date's own element ("Publié le 4 novembre 2025" in an <abbr>), in a header cell ("公開日" over its value) or in an
// icon's tooltip ("Laatst bijgewerkt" over ↻).
import type { PageContext } from "../context.ts";
import type { BylinePatterns } from "../lexicons/byline-patterns.ts";
import type { Lexicon } from "../lexicons/types.ts";
import type { Line } from "./lines.ts";
import { findVisibleDates, LABEL_GAP_CHARS, labelNear, numericMonthFirst, parseIsoDate, textHead } from "./visible-dates.ts";

export type ShownDateSource = "byline" | "time-element";

export interface ShownDate {
  /** ISO 8601: the <time>'s datetime as written (its offset kept), or the day shown at midnight UTC. */
  iso: string;
  day: string;
  time: number;
  label: "published" | "updated" | null;
  source: ShownDateSource;
  line: number;
  /** Where the date stands in its line's text, and where it ends. */
  at: number;
  end: number;
  /** Whether the label is the markup's (itemprop="dateModified"), not words a reader sees. */
  marked?: boolean;
  /** Read in a card (a teaser, a box): the page's own only on a page that is a work; on a listing, a teaser's. */
  inCard?: boolean;
}

/** Cells of tables and definition lists: a date in one is a field's value ("Founded: 2008"), unless its header cell labels it. */
export const CELLS: ReadonlySet<string> = new Set(["td", "th", "dd", "dt"]);
/** A line longer than this is read for the <time>s in it only: its text is prose. */
const MAX_DATED_LINE_CHARS = 500;

const dateCache = new WeakMap<Line, ShownDate[]>();

export type Label = ShownDate["label"];

/** The label a text ends with ("Last updated", "Aangemaakt:"), or null. */
const labelEnding = (text: string, lexicon: Lexicon | undefined): Label => labelNear(text, "", lexicon).label;

/**
 * The label a table's or definition list's header cell gives the cell beside it ("公開日" over "2025.10.02",
 * "Published | 3 March 2026"): the previous cell of its row or list when that is only a label.
 */
function cellLabel(line: Line, lexicon: Lexicon | undefined): Label {
  if (!CELLS.has(line.block.localName)) return null;
  const header = line.block.previousElementSibling;
  if (!header || !/^(?:dt|th|td)$/.test(header.localName)) return null;
  const text = textHead(header, 60).replace(/[\s:：]+$/u, "");
  return text.length <= 30 ? labelEnding(text, lexicon) : null;
}

/** The label a tooltip just before `at` gives (an icon titled "Laatst bijgewerkt" before the date), with no other date between. */
function tooltipLabel(line: Line, at: number, previousDate: number, lexicon: Lexicon | undefined): Label {
  for (let index = line.tooltips.length - 1; index >= 0; index--) {
    const tip = line.tooltips[index]!;
    if (tip.at > at) continue;
    if (tip.at < previousDate || at - tip.at > LABEL_GAP_CHARS) return null;
    const text = tip.text.replace(/[\s:：]+$/u, "");
    const label = labelEnding(text, lexicon) ?? bareLabel(text, lexicon);
    if (label) return label;
  }
  return null;
}

/**
 * A label without the preposition its phrase ends with, as a tooltip names a date ("Creato" for "creato il",
 * "Aangemaakt" for "aangemaakt op"): read only where it is all the text, never in prose.
 */
function bareLabel(text: string, lexicon: Lexicon | undefined): Label {
  if (!lexicon) return null;
  const wanted = text.toLowerCase();
  const bare = (phrase: string) => phrase.replace(/\s+\p{L}{1,3}$/u, "");
  if (lexicon.dateLabels.updated.some((phrase) => bare(phrase) === wanted)) return "updated";
  return lexicon.dateLabels.published.some((phrase) => bare(phrase) === wanted) ? "published" : null;
}

/** The dates a line shows: read from its text, and from the datetime of each <time> in it (which wins for its day). */
export function datesOf(ctx: PageContext, words: BylinePatterns, line: Line): ShownDate[] {
  const known = dateCache.get(line);
  if (known) return known;
  const lexicon = ctx.lexicon;
  const dates: ShownDate[] = [];
  const cell = cellLabel(line, lexicon);
  for (const time of line.inlines) {
    const raw = machineDate(time);
    if (raw === null) continue;
    const parsed = parseIsoDate(raw);
    if (!parsed || parsed.precision === "year" || parsed.precision === "month") continue;
    const shown = textHead(time, 200);
    const at = shown === "" ? line.text.length : Math.max(0, line.text.indexOf(shown));
    // itemprop says which date it is ("dateModified" beside "Stand: 02.03.2026"), else the words in it ("Publié le …" in an
    // <abbr>) or beside it.
    const itemprop = time.getAttribute("itemprop") ?? "";
    const marked = /^datemodified$/i.test(itemprop) ? "updated" : /^date(?:published|created)$/i.test(itemprop) ? "published" : null;
    // The element may open with its own label ("<time>Aktualisiert am 4. Februar 2026, 11:21 Uhr</time>"): the words before its first digit.
    const opening = shown.search(/\d/u);
    const shownLabel = labelEnding(shown, lexicon) ?? (opening > 0 ? labelEnding(shown.slice(0, opening), lexicon) : null) ?? labelNear(line.text.slice(0, at), line.text.slice(at + shown.length), lexicon).label ?? cell;
    const label = shownLabel ?? marked;
    dates.push({ iso: isoAsWritten(raw, parsed.iso), day: raw.slice(0, 10), time: parsed.time, label, source: "time-element", line: line.index, at, end: at + shown.length, marked: shownLabel === null && marked !== null });
  }
  if (line.chars <= MAX_DATED_LINE_CHARS) {
    const monthFirst = numericMonthFirst(lexicon, ctx.meta.lang, ctx.input.url.hostname);
    let previous = 0;
    for (const date of findVisibleDates(line.text, lexicon, { monthFirst, unitDate: ctx.words.unitDate })) {
      const after = previous;
      previous = date.index + date.text.length;
      if (date.precision !== "day" || dates.some((other) => other.day === date.day)) continue;
      if (words.otherDate.test(line.text.slice(Math.max(0, date.index - 30), date.index))) continue;
      const label = date.label ?? tooltipLabel(line, date.index, after, lexicon) ?? cell;
      dates.push({ iso: `${date.day}T00:00:00Z`, day: date.day, time: date.time, label, source: "byline", line: line.index, at: date.index, end: date.index + date.text.length });
    }
  }
  dateCache.set(line, dates);
  return dates;
}

/** The machine-readable date an element carries: a <time>'s datetime, a dated <abbr title> or itemprop content (Blogger, microformats). */
function machineDate(element: Element): string | null {
  if (element.localName === "time") return element.getAttribute("datetime")?.trim() || null;
  if (!element.hasAttributes()) return null;
  const raw = (element.localName === "abbr" ? element.getAttribute("title") : null) ?? (/date/i.test(element.getAttribute("itemprop") ?? "") ? element.getAttribute("content") : null);
  return raw && /^\d{4}-\d{2}-\d{2}/.test(raw.trim()) ? raw.trim() : null;
}

/** An ISO date-time as the page wrote it, its offset kept ("2026-03-02T18:05:00+01:00"), in the form reports use. */
export function isoAsWritten(raw: string, utcIso: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2})(?::(\d{2}))?(?:[.,]\d+)?\s?(Z|[+-]\d{2}:?\d{2})?)?$/.exec(raw.trim());
  if (!match) return utcIso;
  const [, day, minutes, seconds, zone] = match;
  if (!minutes) return `${day}T00:00:00Z`;
  const offset = !zone || zone === "Z" ? "Z" : zone.includes(":") ? zone : `${zone.slice(0, 3)}:${zone.slice(3)}`;
  return `${day}T${minutes}:${seconds ?? "00"}${offset}`;
}
