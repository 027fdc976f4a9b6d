// Text from a scored page is unbounded and may carry control characters: everything the report stores or
// shows is clipped, and stripped of what would act on a terminal, an agent's context or a page's layout
// (RELIABILITY.md, "Strings from sites are unbounded"). A 5 MB lang attribute must not make a 5 MB report.

// Whole escape sequences go, not just their ESC, so no payload is left to read as text: CSI (ESC [ or U+009B,
// ECMA-48 §5.4), OSC/DCS/SOS/PM/APC strings up to their terminator (BEL, ESC \ or U+009C; ECMA-48 §5.6,
// xterm's ctlseqs: OSC 52 writes the clipboard, OSC 0/2 retitles the window), and two-character escapes;
// then every other C0 control but tab and line feed, DEL, every C1 control, and the bidi embeddings,
// overrides and isolates (U+202A-U+202E, U+2066-U+2069; UAX #9, CVE-2021-42574 "Trojan Source"); CR and
// CRLF become LF, so a line cannot be overwritten from its start.

/** String controls: OSC, DCS, SOS, PM, APC, in 7-bit and 8-bit form, up to their terminator or the end. */
const CONTROL_STRING = /(?:\u001b[\]PX^_]|[\u0090\u0098\u009d\u009e\u009f])[^\u0007\u001b\u009c]*(?:\u0007|\u001b\\|\u009c)?/g;
/** Control sequences: CSI parameters, intermediates and a final byte. */
const CSI = /(?:\u001b\[|\u009b)[\u0030-\u003f]*[\u0020-\u002f]*[\u0040-\u007e]?/g;
/** Any other escape: intermediates and a final byte (ESC c, ESC 7, ESC ( B, ...). */
const ESCAPE = /\u001b[\u0020-\u002f]*[\u0030-\u007e]?/g;
/** What is left to drop: C0 but tab and LF, DEL, C1, bidi embeddings, overrides and isolates. */
const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;
/** Whether a text holds anything the cleaning removes (most text holds nothing). */
const ANY_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\r]/;

/** `text` without escape sequences or control characters; `lines: false` also makes tabs and newlines spaces. */
export function withoutControls(text: string, lines = true): string {
  const cleaned = ANY_CONTROL.test(text) ? text.replace(CONTROL_STRING, "").replace(CSI, "").replace(ESCAPE, "").replace(/\r\n?/g, "\n").replace(CONTROLS, "") : text;
  return lines ? cleaned : cleaned.replace(/[\t\n]/g, " ");
}

/** How long each kind of text may be, in characters. */
export const LIMITS = {
  /** A value quoted from the page inside a sentence (a title, a heading, an attribute). */
  param: 400,
  /** A check's evidence or fix, and the page facts' words (title, author, reasons). */
  sentence: 1_000,
  /** A ready-to-paste snippet (a JSON-LD skeleton, robots.txt lines). */
  snippet: 8_000,
  /** A warning about a check that failed. */
  warning: 300,
  /** Warnings kept. */
  warnings: 20,
} as const;

/** The text without control characters, cut to `max` characters (at a space when one is near) with "…". */
export function clip(text: string, max: number): string {
  const clean = withoutControls(text);
  return clean.length <= max ? clean : cutOnWord(clean, max - 1, max * 0.8);
}

/**
 * The first `length` characters of `text` with "…": at its last space when that is past `minSpace`, and on
 * a word, not on the comma or stop after it ("Pebble Time 2…", never "Pebble Time 2,…").
 */
export function cutOnWord(text: string, length: number, minSpace: number): string {
  const cut = text.slice(0, length);
  const space = cut.lastIndexOf(" ");
  return `${(space > minSpace ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/u, "")}…`;
}

/** clip() for text that may be absent. */
export const clipOrNull = (text: string | null, max: number): string | null => (text === null ? null : clip(text, max));
