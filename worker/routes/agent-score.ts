// GET /api/agent/score: the agent contract's one operation (getAeoScore).
import { createRoute } from "@hono/zod-openapi";
import { ApiError } from "../errors.ts";
import { requireDomain } from "../invalid-reason.ts";
import { callOf, createRouter } from "../router.ts";
import { RetryAfterHeaderSchema, ScoreCacheHeadersSchema } from "../schemas/headers.ts";
import { ErrorSchema, ScoreQuerySchema, ScoreResultSchema } from "../schemas/score-result.ts";
import { scoreForAgent, type Freshness } from "../services/pipeline.ts";

const json = <T,>(schema: T, description: string) => ({ description, content: { "application/json": { schema } } });

export const agentScoreRoute = createRoute({
  method: "get",
  path: "/api/agent/score",
  operationId: "getAeoScore",
  summary: "AEO score, grade, summary and category scores for one domain",
  request: { query: ScoreQuerySchema },
  responses: {
    200: { ...json(ScoreResultSchema, "The domain was served from cache or freshly analyzed."), headers: ScoreCacheHeadersSchema },
    400: json(ErrorSchema, "url is missing or invalid (error says why), or fast is not 1 or true."),
    422: json(ErrorSchema, "The site could not be fetched or analyzed: error is a sentence fitting the cause, safe to relay; detail is the raw reason."),
    429: { ...json(ErrorSchema, "A rate limit is reached."), headers: RetryAfterHeaderSchema },
  },
});

/** RFC 9111: Age, and a max-age that counts from the same moment (the analysis). */
export function scoreCacheHeaders(freshness: Freshness): Record<string, string> {
  const cacheControl = freshness.maxAgeSeconds === null ? "no-cache" : `public, max-age=${freshness.maxAgeSeconds}`;
  return { "Cache-Control": cacheControl, Age: String(freshness.ageSeconds) };
}

export const agentScore = createRouter().openapi(
  agentScoreRoute,
  async (c) => {
    const { url, fast } = c.req.valid("query");
    const domain = requireDomain(url, "invalid_url");
    const { result, freshness } = await scoreForAgent(callOf(c), { domain, fast: fast !== undefined });
    return c.json(result, 200, scoreCacheHeaders(freshness));
  },
  function agentQueryError(result, c) {
    if (result.success) return;
    if (result.error.issues.every((issue) => issue.path[0] === "fast")) throw new ApiError("invalid_fast");
    // The schema asks only for a non-empty string; a url given twice is an array.
    throw new ApiError("invalid_url", { reason: c.req.query("url") ? "malformed" : "missing" });
  },
);
