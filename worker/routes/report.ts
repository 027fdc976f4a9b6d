// GET /api/report/:domain: the full report of a domain's latest analysis (404 when there is none), and
// /report/<domain>: the public report page (a static page that fetches the former).
import { createRoute, z } from "@hono/zod-openapi";
import { ReportSchema } from "../../scoring/index.ts";
import { ApiError } from "../errors.ts";
import { createRouter } from "../router.ts";
import { ErrorSchema } from "../schemas/score-result.ts";
import { readCached } from "../services/cache.ts";
import { normalizeDomain } from "../services/normalize.ts";
import { readReport } from "../services/reports.ts";

const NOT_ANALYZED = "This domain has not been analyzed yet. Score it first: GET /api/agent/score?url=<domain>.";

export const reportRoute = createRoute({
  method: "get",
  path: "/api/report/{domain}",
  operationId: "getAeoReport",
  summary: "The full report of a domain's latest analysis: every category, check and prioritized fix",
  request: { params: z.object({ domain: z.string().min(1).max(2048) }) },
  responses: {
    200: { description: "The full report.", content: { "application/json": { schema: ReportSchema } } },
    400: { description: "The domain is invalid.", content: { "application/json": { schema: ErrorSchema } } },
    404: { description: "The domain has not been analyzed.", content: { "application/json": { schema: ErrorSchema } } },
  },
});

export const report = createRouter()
  .openapi(reportRoute, async (c) => {
    const normalized = normalizeDomain(c.req.valid("param").domain);
    if (!normalized.ok) throw ApiError.invalidUrl();
    const stored = await readReport(c.env.HISTORY, normalized.domain);
    if (!stored) throw new ApiError(404, { error: NOT_ANALYZED });
    // The summary job may have written an AI summary for this analysis since the report was stored.
    const cached = await readCached(c.env.CACHE, normalized.domain, Date.now());
    const summary = cached?.summary_source === "ai" && cached.analyzed_at === stored.analyzed_at ? cached.summary : stored.summary;
    return c.json({ ...stored, summary }, 200, { "Cache-Control": "public, max-age=60" });
  })
  .get("/report/:domain", async (c) => {
    const normalized = normalizeDomain(c.req.param("domain"));
    if (!normalized.ok) return c.text("Not a valid domain.", 404, { "Cache-Control": "no-store" });
    if (normalized.domain !== c.req.param("domain")) {
      const query = new URL(c.req.url).search;
      return c.redirect(`/report/${normalized.domain}${query}`, 301);
    }
    const page = await c.env.ASSETS.fetch(new URL("/report", c.req.url));
    return new Response(page.body, { status: page.status, headers: page.headers });
  });
