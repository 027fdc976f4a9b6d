// POST /api/analyze: the browser UI's analysis. A URL is a human-initiated analysis: served from cache or
// freshly analyzed under the same limits as the agent endpoint, and recorded in the domain's history (for
// score_change). Pasted HTML or text takes the one paste path (services/paste.ts, shared with MCP
// score_html): scored only, under the per-IP paste limit; nothing is fetched, cached or stored.
import { createRoute, z } from "@hono/zod-openapi";
import { MIN_TOP_FIX_IMPACT, ReportSchema, topFixes } from "../../scoring/index.ts";
import { SitePageSchema } from "../../scoring/report.ts";
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { configFrom } from "../config.ts";
import { ApiError } from "../errors.ts";
import { requireDomain } from "../invalid-reason.ts";
import { callOf, createRouter, type AppEnv } from "../router.ts";
import { RetryAfterHeaderSchema } from "../schemas/headers.ts";
import { CategoryScoresSchema, ErrorSchema, ScoreResultSchema } from "../schemas/score-result.ts";
import { readHistory, recordHumanAnalysis, scoreChange } from "../services/history.ts";
import { clientBucket } from "../services/limits.ts";
import { MAX_PAGE_ADDRESS, MAX_PASTE_CHARS, scorePaste, type Paste } from "../services/paste.ts";
import { baseUrl, notePopularity, resultFor, withSummary, type CallContext } from "../services/pipeline.ts";
import { readReport } from "../services/reports.ts";
import { analyzeNamedPage, namedPageOf, sampled } from "../services/named-page.ts";

/** JSON escaping lengthens a body (quotes, newlines, \uXXXX); a body past this is refused before it is read. */
const MAX_BODY_BYTES = 4 * MAX_PASTE_CHARS;
/** "Analyze again" (`refresh`) passes the cache only for a result older than this: a person's click, not a way around it. */
const REFRESH_AFTER_MINUTES = 60;
/** The home page shows this many fixes; the report page has them all. */
const TOP_FIXES = 5;

const pasted = z.string().min(1).max(MAX_PASTE_CHARS);
/** Its length is the normalizer's to judge (a 400 that says so), like the agent endpoint's url. */
const address = z.string().min(1);

export const AnalyzeBodySchema = z
  .union([
    z
      .object({
        url: address.openapi({ description: "A domain or an http(s) URL: analyzed like GET /api/agent/score.", example: "example.com" }),
        refresh: z
          .boolean()
          .optional()
          .openapi({ description: `Analyze again although a result is cached, when that result is more than ${REFRESH_AFTER_MINUTES} minutes old (a fresh analysis under the usual limits); a younger result is served from cache.` }),
      })
      .strict(),
    z
      .object({
        html: pasted.openapi({ description: "A page's HTML, scored as pasted (nothing is fetched or stored)." }),
        // Its length is judged with the rest of the address rule (services/paste.ts), in both transports.
        url: z
          .string()
          .optional()
          .openapi({ description: `Where the page lives (an http(s) URL, or a host and path; a port is fine), at most ${MAX_PAGE_ADDRESS} characters: for page-type detection and internal links, never fetched.` }),
      })
      .strict(),
    z.object({ text: pasted.openapi({ description: "Plain text, scored as pasted (markup checks are left out)." }) }).strict(),
  ])
  .openapi("AnalyzeRequest");

export const AnalyzeResultSchema = z
  .object({
    input: z.enum(["url", "html", "text"]),
    url: z.string().nullable().openapi({ description: "The normalized domain (url input), the page address given with html, or null." }),
    score: ScoreResultSchema.shape.score,
    grade: ScoreResultSchema.shape.grade,
    summary: z.string(),
    category_scores: CategoryScoresSchema,
    top_fixes: z.array(z.object({ title: z.string(), fix: z.string().nullable() })).openapi({ description: `The ${TOP_FIXES} fixes with the largest expected gain (each worth at least ${MIN_TOP_FIX_IMPACT} point of the overall score).` }),
    ai_knowledge: ScoreResultSchema.shape.ai_knowledge,
    score_change: ScoreResultSchema.shape.score_change,
    full_report: z.url().nullable().openapi({ description: "The public report page (url input only)." }),
    analyzed_at: z.iso.datetime(),
    cached: z.boolean().openapi({ description: "The result was analyzed before this request (the 24 h cache); it counted against no limit." }),
    engine_version: z.number().int().nullable(),
    report: ReportSchema.optional().describe(
      "Pasted input only (html or text): its full report, every check with its evidence, fix and snippet, shown in place since a paste has no report page. A url's report is at full_report.",
    ),
    pages: z
      .array(SitePageSchema)
      .optional()
      .openapi({ description: "url input: the pages the site's score was read from (the home page first; a page that could not be read has `failed`). Absent when the stored report is not this result's." }),
    named_page: z
      .object({
        url: z.string(),
        report: ReportSchema.nullable(),
        failed: z.string().nullable(),
      })
      .optional()
      .openapi({
        description:
          "url input with a path (https://example.com/pricing) that the site's result did not read (it came from the cache): that page scored alone, as a fresh analysis under the same limits, and not stored; or why it was not read.",
      }),
  })
  .openapi("AnalyzeResult");

type AnalyzeResult = z.infer<typeof AnalyzeResultSchema>;

const json = <T,>(schema: T, description: string) => ({ description, content: { "application/json": { schema } } });

/**
 * The body is read here, before the validators, so every refusal has the contract's shape: only JSON
 * (which also keeps cross-site form posts out), a size cap before parsing (413), malformed JSON a 400.
 */
const jsonBody: MiddlewareHandler<AppEnv> = async function jsonBody(c, next) {
  if (!/^application\/json\s*(;|$)/i.test(c.req.header("content-type") ?? "")) throw new ApiError("invalid_analyze_body");
  await c.req.json().catch(() => {
    throw new ApiError("invalid_analyze_body");
  });
  await next();
};

const tooLarge = () => new ApiError("paste_too_large");

export const analyzeRoute = createRoute({
  method: "post",
  path: "/api/analyze",
  operationId: "analyzeForPerson",
  summary: "Score a URL (human-initiated: recorded in the domain's history), pasted HTML or plain text",
  middleware: [
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: () => {
        throw tooLarge();
      },
    }),
    jsonBody,
  ] as const,
  request: { body: { required: true, content: { "application/json": { schema: AnalyzeBodySchema } } } },
  responses: {
    200: json(AnalyzeResultSchema, "The score, from cache, a fresh analysis or the pasted input."),
    400: json(ErrorSchema, "The body is not one of the three accepted shapes, or the url is invalid (error says why)."),
    413: json(ErrorSchema, `Pasted html or text longer than ${MAX_PASTE_CHARS} characters.`),
    422: json(ErrorSchema, "The site (or the pasted content) could not be fetched or analyzed; error fits the cause, detail is the raw reason."),
    429: {
      ...json(ErrorSchema, "A rate limit is reached: fresh analyses of a url (per IP per hour, and a daily cap), or pastes (per IP per hour)."),
      headers: RetryAfterHeaderSchema,
    },
  },
});

/** Whether a failed parse failed on the size of html or text (nested in the union's branches). */
function pasteTooBig(issues: readonly z.core.$ZodIssue[]): boolean {
  return issues.some((issue) =>
    issue.code === "invalid_union" ? issue.errors.some(pasteTooBig) : issue.code === "too_big" && (issue.path[0] === "html" || issue.path[0] === "text"),
  );
}

async function analyzePaste(call: CallContext, paste: Paste, now: number): Promise<AnalyzeResult> {
  const { kind, page, report } = await scorePaste(call, paste, now);
  return {
    input: kind,
    url: page,
    score: report.score,
    grade: report.grade,
    summary: report.summary,
    category_scores: report.category_scores,
    top_fixes: topFixes(report.fixes, TOP_FIXES).map((fix) => ({ title: fix.title, fix: fix.fix })),
    full_report: null,
    analyzed_at: report.analyzed_at,
    cached: false,
    engine_version: report.engine_version,
    report,
  };
}

async function analyzeUrl(call: CallContext, raw: string, refresh: boolean): Promise<AnalyzeResult> {
  const domain = requireDomain(raw, "invalid_analyze_url");
  const config = configFrom(call.env);
  const refreshBefore = refresh ? Date.now() - REFRESH_AFTER_MINUTES * 60_000 : undefined;
  // A page the person named is read with a fresh analysis's sample; a result without it reads it alone.
  const named = namedPageOf(raw, domain);
  const bucket = clientBucket(call.clientIp);
  const { record, cached } = await resultFor(call.env, domain, bucket, refreshBefore, named?.href);
  notePopularity(call, record);
  const [summarized, history, report] = await Promise.all([
    withSummary(call, config, record, false),
    readHistory(call.env.HISTORY, domain),
    readReport(call.env.HISTORY, domain),
  ]);
  const entry = record.engine_version === null ? undefined : { score: record.score, engine_version: record.engine_version, at: record.analyzed_at };
  if (entry) await recordHumanAnalysis(call.env.HISTORY, domain, entry);
  const change = entry ? scoreChange(history, entry) : undefined;
  // The stored report carries each fix's text and the pages read; it is the same analysis unless a newer one raced ahead.
  const same = report?.analyzed_at === record.analyzed_at ? report : undefined;
  const fixes = same ? topFixes(same.fixes, TOP_FIXES).map((fix) => ({ title: fix.title, fix: fix.fix })) : record.top_fixes.map((title) => ({ title, fix: null }));
  const alone = named && !sampled(same, named) ? await analyzeNamedPage(call.env, config, domain, named, bucket) : undefined;
  return {
    input: "url",
    url: domain,
    score: summarized.score,
    grade: summarized.grade,
    summary: summarized.summary,
    category_scores: summarized.category_scores,
    top_fixes: fixes,
    ...(summarized.ai_knowledge ? { ai_knowledge: summarized.ai_knowledge } : {}),
    ...(change ? { score_change: change } : {}),
    full_report: `${baseUrl(config, call.requestUrl)}/report/${domain}`,
    analyzed_at: record.analyzed_at,
    cached,
    engine_version: record.engine_version,
    ...(same?.pages ? { pages: same.pages } : {}),
    ...(alone ? { named_page: alone } : {}),
  };
}

export const analyzeApi = createRouter().openapi(
  analyzeRoute,
  async (c) => {
    const body = c.req.valid("json");
    const call = callOf(c);
    const result =
      "text" in body ? await analyzePaste(call, { text: body.text }, Date.now())
      : "html" in body ? await analyzePaste(call, { html: body.html, url: body.url }, Date.now())
      : await analyzeUrl(call, body.url, body.refresh === true);
    return c.json(result, 200, { "Cache-Control": "no-store" });
  },
  function analyzeBodyError(result) {
    if (result.success) return;
    if (pasteTooBig(result.error.issues)) throw tooLarge();
    throw new ApiError("invalid_analyze_body");
  },
);
