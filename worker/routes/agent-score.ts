// GET /api/agent/score: the agent contract's one operation (getAeoScore).
import { createRoute } from "@hono/zod-openapi";
import { callOf, createRouter } from "../router.ts";
import { ErrorSchema, ScoreQuerySchema, ScoreResultSchema } from "../schemas/score-result.ts";
import { scoreForAgent } from "../services/pipeline.ts";

const json = <T,>(schema: T, description: string) => ({ description, content: { "application/json": { schema } } });

export const agentScoreRoute = createRoute({
  method: "get",
  path: "/api/agent/score",
  operationId: "getAeoScore",
  summary: "AEO score, grade, summary and category scores for one domain",
  request: { query: ScoreQuerySchema },
  responses: {
    200: json(ScoreResultSchema, "The domain was served from cache or freshly analyzed."),
    400: json(ErrorSchema, "url is missing or invalid."),
    422: json(ErrorSchema, "The site could not be fetched or analyzed."),
    429: json(ErrorSchema, "A rate limit is reached; Retry-After gives the seconds until it resets."),
  },
});

export const agentScore = createRouter().openapi(agentScoreRoute, async (c) => {
  const { url, fast } = c.req.valid("query");
  const result = await scoreForAgent(callOf(c), { url, fast: fast !== undefined });
  return c.json(result, 200);
});
