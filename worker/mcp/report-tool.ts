// get_aeo_report: the full report of a domain's latest analysis (GET /api/report/<domain>) as an MCP tool.
// It reads stored results only: it never starts an analysis, so it counts against no limit.
import type { McpServer } from "@modelcontextprotocol/server";
import { z } from "zod";
import { configFrom } from "../config.ts";
import { ApiError } from "../errors.ts";
import { requireDomain } from "../invalid-reason.ts";
import { ScoreQuerySchema } from "../schemas/score-result.ts";
import { baseUrl, type CallContext } from "../services/pipeline.ts";
import { latestReport, StoredReportSchema } from "../services/reports.ts";
import { guarded } from "./results.ts";
import { reportText } from "./text.ts";

const ReportToolInput = z.object({
  domain: ScoreQuerySchema.shape.url.describe("The website's domain (example.com); a full URL is accepted and normalized like get_aeo_score's url."),
});

const DESCRIPTION =
  "The full report of a website's latest AEO analysis: every category, every check with its status (pass, warn, fail, neutral), evidence and why answer engines care, " +
  "and the fixes ranked by expected score gain, with ready-to-paste snippets (JSON-LD, robots.txt lines) where there are any; " +
  "and the pages the site's score was read from (the home page and a sample of others), each check and fix naming its page. " +
  "Reads stored results only and never starts an analysis; a domain that was never analyzed returns an error saying so: call get_aeo_score first.";

export function registerReportTool(server: McpServer, call: CallContext): void {
  server.registerTool(
    "get_aeo_report",
    {
      title: "Full AEO report of a website",
      description: DESCRIPTION,
      inputSchema: ReportToolInput,
      outputSchema: StoredReportSchema,
      annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    },
    guarded(async ({ domain: raw }: z.output<typeof ReportToolInput>) => {
      const domain = requireDomain(raw, "invalid_tool_domain");
      const report = await latestReport(call.env, domain);
      if (!report) throw new ApiError("tool_not_analyzed");
      const page = `${baseUrl(configFrom(call.env), call.requestUrl)}/report/${domain}?ref=agent`;
      return { structuredContent: report, content: [{ type: "text", text: reportText(report, page) }] };
    }),
  );
}
