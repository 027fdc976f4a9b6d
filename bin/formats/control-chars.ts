// Page text is hostile, and the CLI prints it to terminals and CI logs: a title can carry escape sequences
// that write the clipboard (OSC 52), retitle the window (OSC 0/2), erase or move over lines (CSI K, J, A),
// plant hyperlinks (OSC 8), or bidi overrides that reorder what is shown (CVE-2021-42574, "Trojan Source").
// Red team 2026-11-24, issue 17. Every string of the report is cleaned before any format writes it:
//   - whole escape sequences go, not just their ESC, so no payload is left to read as text: CSI
//     (ESC [ or U+009B, ECMA-48 §5.4), OSC/DCS/SOS/PM/APC strings up to their terminator (BEL, ESC \ or
//     U+009C; ECMA-48 §5.6, xterm's ctlseqs), and two-character escapes (ESC Fe/Fp/Fs);
//   - then every other C0 control but tab and line feed, DEL, every C1 control (U+0080-U+009F; terminals
//     may act on them even UTF-8-encoded), and the bidi embeddings, overrides and isolates
//     (U+202A-U+202E, U+2066-U+2069; Unicode UAX #9 §2);
//   - CR and CRLF become LF, so a line cannot be overwritten from its start.
// Tab and LF are kept where a format carries multi-line text (junit, github escape them itself, JSON
// escapes them); the terminal format puts each field on one line, so it turns them into spaces.
// JSON is cleaned too: a JSON decoder (jq -r) would hand the escapes straight back to the terminal.
import type { Report } from "../../scoring/index.ts";

/** String controls: OSC, DCS, SOS, PM, APC, in 7-bit and 8-bit form, up to their terminator or the end. */
const CONTROL_STRING = /(?:\u001b[\]PX^_]|[\u0090\u0098\u009d\u009e\u009f])[^\u0007\u001b\u009c]*(?:\u0007|\u001b\\|\u009c)?/g;
/** Control sequences: CSI parameters, intermediates and a final byte. */
const CSI = /(?:\u001b\[|\u009b)[\u0030-\u003f]*[\u0020-\u002f]*[\u0040-\u007e]?/g;
/** Any other escape: intermediates and a final byte (ESC c, ESC 7, ESC ( B, ...). */
const ESCAPE = /\u001b[\u0020-\u002f]*[\u0030-\u007e]?/g;
/** What is left to drop: C0 but tab and LF, DEL, C1, bidi embeddings, overrides and isolates. */
const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/** `text` without escape sequences or control characters; `lines: false` also makes tabs and newlines spaces. */
export function withoutControls(text: string, lines = true): string {
  const cleaned = text.replace(CONTROL_STRING, "").replace(CSI, "").replace(ESCAPE, "").replace(/\r\n?/g, "\n").replace(CONTROLS, "");
  return lines ? cleaned : cleaned.replace(/[\t\n]/g, " ");
}

function cleanValue(value: unknown, lines: boolean): unknown {
  if (typeof value === "string") return withoutControls(value, lines);
  if (Array.isArray(value)) return value.map((item) => cleanValue(item, lines));
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [withoutControls(key, lines), cleanValue(item, lines)]));
  }
  return value;
}

/** The report with every string (keys included) cleaned; numbers, booleans and nulls as they were. */
export function withoutControlsDeep(report: Report, lines = true): Report {
  return cleanValue(report, lines) as Report;
}
