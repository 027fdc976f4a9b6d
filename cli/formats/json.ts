// The full report as JSON: the same document as GET /api/report/<domain>.
import type { Writer } from "./index.ts";

export const json: Writer = (report) => JSON.stringify(report, null, 2);
