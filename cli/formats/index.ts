// The CLI's output formats: one writer per file, each a pure function of the report. `render` hands each
// writer the report with control characters and escape sequences removed (control-chars.ts).
import type { Report } from "../../scoring/index.ts";
import { withoutControls, withoutControlsDeep } from "./control-chars.ts";
import { github } from "./github.ts";
import { json, jsonOf } from "./json.ts";
import { junit } from "./junit.ts";
import { siteGithub } from "./site-github.ts";
import { siteJunit } from "./site-junit.ts";
import { siteText } from "./site-text.ts";
import type { SiteFormatContext, SiteWriter } from "./site-view.ts";
import { text } from "./text.ts";

export interface FormatContext {
  /** The local file that was scored (annotations point at it); null for a live site or standard input. */
  file: string | null;
  /** The --min threshold, when given. */
  min: number | undefined;
}

export type Writer = (report: Report, context: FormatContext) => string;

export const FORMATS = { text, json, junit, github } satisfies Record<string, Writer>;
export type FormatName = keyof typeof FORMATS;

/** The same formats for a built site's report (`citable score dist/`): per page, and the site. */
const SITE_FORMATS: Record<FormatName, SiteWriter> = { text: siteText, json: jsonOf, junit: siteJunit, github: siteGithub };

export function isFormatName(name: string): name is FormatName {
  return Object.hasOwn(FORMATS, name);
}

/** Fields a format writes on one line each: their tabs and newlines become spaces. */
const ONE_LINE_FIELDS: Record<FormatName, boolean> = { text: true, json: false, junit: false, github: false };

/** The report in `format`, every string of it cleaned of control characters first (page text is hostile). */
export function render(format: FormatName, report: Report, context: FormatContext): string {
  const clean = withoutControlsDeep(report, !ONE_LINE_FIELDS[format]);
  if (!ONE_LINE_FIELDS[format]) return FORMATS[format](clean, context);
  // A fix's snippet is code to paste, line by line: it keeps its newlines (the text format indents each line).
  const fixes = clean.fixes.map((fix, index) => {
    const snippet = report.fixes[index]!.snippet;
    return { ...fix, snippet: snippet === null ? null : withoutControls(snippet) };
  });
  return FORMATS[format]({ ...clean, fixes }, context);
}

/**
 * A site's report in `format`, per page: a built site's, or a live site's sample (its pages read no files:
 * `files` empty). Cleaned like render()'s; file names too, and the reasons that quote a page.
 */
export function renderSite(format: FormatName, report: Report, context: SiteFormatContext): string {
  const lines = !ONE_LINE_FIELDS[format];
  const clean = (text: string) => withoutControls(text, lines);
  return SITE_FORMATS[format](withoutControlsDeep(report, lines), {
    ...context,
    files: new Map([...context.files].map(([url, file]) => [clean(url), clean(file)])),
    notPages: context.notPages.map(({ file, reason }) => ({ file: clean(file), reason: clean(reason) })),
  });
}
