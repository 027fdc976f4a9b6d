// The CLI's output formats: one writer per file, each a pure function of the report.
import type { Report } from "../../scoring/index.ts";
import { github } from "./github.ts";
import { json } from "./json.ts";
import { junit } from "./junit.ts";
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

export function isFormatName(name: string): name is FormatName {
  return Object.hasOwn(FORMATS, name);
}
