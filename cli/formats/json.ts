// The full report as JSON: the same document as GET /api/report/<domain> (a built site's: the site's report with its pages).
import type { Report } from "../../scoring/index.ts";
import type { Writer } from "./index.ts";

export const jsonOf = (report: Report): string => JSON.stringify(report, null, 2);

export const json: Writer = jsonOf;
