// Page text is hostile, and the CLI prints it to terminals and CI logs: a title can carry escape sequences
// that write the clipboard (OSC 52), retitle the window (OSC 0/2), erase or move over lines, or bidi
// overrides that reorder what is shown. Red team 2026-11-24, issue 17. The report's words are cleaned when
// scoring writes them (scoring/clip.ts); every string of the report is cleaned again here before any format
// writes it, keys and snippets included, with the same withoutControls(). Tab and LF are kept where a format
// carries multi-line text (junit and github escape them, JSON escapes them); the terminal format puts each
// field on one line, so it turns them into spaces. JSON is cleaned too: a JSON decoder (jq -r) would hand
// the escapes straight back to the terminal.
import { withoutControls } from "../../scoring/clip.ts";
import type { Report } from "../../scoring/index.ts";

export { withoutControls };

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
