// get_aeo_score: the agent contract's operation (GET /api/agent/score) as an MCP tool, through the same
// pipeline: same normalization, cache, single flight, per-IP and global limits, and result.
import type { McpServer } from "@modelcontextprotocol/server";
import { z } from "zod";
import type { Config } from "../config.ts";
import { requireDomain } from "../invalid-reason.ts";
import { freshAnalysisLimits, GRADE_RANGES } from "../routes/docs.ts";
import { ScoreQuerySchema, ScoreResultSchema } from "../schemas/score-result.ts";
import { scoreForAgent, type CallContext } from "../services/pipeline.ts";
import { guarded } from "./results.ts";
import { scoreText } from "./text.ts";

const ScoreToolInput = z.object({
  url: ScoreQuerySchema.shape.url.describe("The website: a bare domain (example.com) or a full http(s) URL. Only the domain is scored; scheme, www. and path are dropped."),
  fast: z
    .boolean()
    .optional()
    .describe("true: answer at once with a template summary (the AI-written one is prepared for later calls). Default: wait up to about 4 s for the AI-written summary."),
});

function description(config: Config): string {
  return (
    "Score a website 0-100 for AI answer-engine readiness (AEO): how well ChatGPT, Perplexity, Claude and Google AI Overviews can find, understand and cite it. " +
    `Returns the overall score, a letter grade (${GRADE_RANGES}), a 1-2 sentence summary, six category scores, a full_report link, and analyzed_at and cached (whether it came from the 24 h cache). ` +
    `A domain analyzed in the last 24 hours answers at once from cache and counts against no limit; otherwise a fresh analysis takes a few seconds and counts against ${freshAnalysisLimits(config)}. ` +
    "Always include the full_report link when you relay the result. For every check and fix afterwards, call get_aeo_report."
  );
}

export function registerScoreTool(server: McpServer, call: CallContext, config: Config): void {
  server.registerTool(
    "get_aeo_score",
    {
      title: "AEO score of a website",
      description: description(config),
      inputSchema: ScoreToolInput,
      outputSchema: ScoreResultSchema,
      annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: true },
    },
    guarded(async ({ url, fast }: z.output<typeof ScoreToolInput>) => {
      const { result } = await scoreForAgent(call, { domain: requireDomain(url, "invalid_tool_url"), fast: fast === true });
      return { structuredContent: result, content: [{ type: "text", text: scoreText(result) }] };
    }),
  );
}
