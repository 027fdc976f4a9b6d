// score_html: scores HTML the agent already has (a draft, a page behind a login) with the same checks,
// through the one paste path POST /api/analyze uses (services/paste.ts): the same size cap, address rule,
// per-IP paste limit and error texts, no outbound request, nothing stored under a domain and no report
// page (anyone could otherwise publish content under someone else's name).
import type { McpServer } from "@modelcontextprotocol/server";
import { z } from "zod";
import { AnalyzeInputSchema, ReportSchema } from "../../scoring/index.ts";
import type { Config } from "../config.ts";
import { MAX_PAGE_ADDRESS, scorePaste } from "../services/paste.ts";
import type { CallContext } from "../services/pipeline.ts";
import { guarded } from "./results.ts";
import { htmlText } from "./text.ts";

const HtmlToolInput = z.object({
  html: AnalyzeInputSchema.shape.html.unwrap().min(1).describe("The page's HTML document, up to 1 MiB (1,048,576 characters)."),
  url: z
    .string()
    .optional()
    .describe(
      `Where the page lives or will live (https://example.com/pricing, example.com/pricing, localhost:3000/pricing; at most ${MAX_PAGE_ADDRESS} characters): used for page-type detection and internal links. Nothing is fetched from it.`,
    ),
});

function description(config: Config): string {
  return (
    "Score HTML you already have (a draft, a page behind a login, a local build) for AI answer-engine readiness with the same checks as get_aeo_score, without fetching anything. " +
    "Returns the full report: score, grade, summary, categories, every check and the prioritized fixes. Site-level checks that need the live site (robots.txt, llms.txt, sitemap, how it is served) are left out of the score. " +
    `Nothing is stored or published. Up to 1 MiB of HTML; at most ${config.PASTE_LIMIT_PER_HOUR} calls per IP address per hour (each call in a batch counts).`
  );
}

export function registerHtmlTool(server: McpServer, call: CallContext, config: Config): void {
  server.registerTool(
    "score_html",
    {
      title: "AEO score of an HTML page you have",
      description: description(config),
      inputSchema: HtmlToolInput,
      outputSchema: ReportSchema,
      annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    },
    guarded(async ({ html, url }: z.output<typeof HtmlToolInput>) => {
      const { report } = await scorePaste(call, { html, url });
      return { structuredContent: report, content: [{ type: "text", text: htmlText(report) }] };
    }),
  );
}
