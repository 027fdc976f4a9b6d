// The agent contract's Score result and query, as zod schemas: the one source of their types and of /openapi.json.
import { z } from "@hono/zod-openapi";
import { CATEGORY_NAMES } from "../../scoring/categories.ts";
import { GRADES } from "../../scoring/grades.ts";

const categoryScore = z.number().int().min(0).max(100);

export const CategoryScoresSchema = z
  .object(Object.fromEntries(CATEGORY_NAMES.map((name) => [name, categoryScore.optional()])))
  .strict()
  .openapi({ description: "Per-category scores 0-100 of the site (its pages read, combined); a category that applies to none of them is absent." });

export const ScoreResultSchema = z
  .object({
    tool: z.literal("Citable"),
    url: z.string().openapi({ description: "The normalized domain that was scored.", example: "example.com" }),
    score: z.number().int().min(0).max(100),
    grade: z.enum(GRADES).openapi({ description: "A = 90-100, B = 75-89, C = 60-74, D = 50-59, F = 0-49." }),
    summary: z.string().min(1).openapi({ description: "1-2 sentence assessment: AI-written, or a template in fast mode." }),
    category_scores: CategoryScoresSchema,
    full_report: z.url().openapi({ example: "https://citable.example/report/example.com?ref=agent" }),
    note: z.string(),
    ai_knowledge: z
      .object({ recognized_by_ai: z.boolean(), detail: z.string() })
      .optional()
      .openapi({ description: "Blind probe: whether an LLM recognizes the domain from training alone." }),
    score_change: z
      .object({ delta: z.number().int(), previous_score: z.number().int(), since: z.iso.datetime() })
      .optional(),
    engine_version: z.number().int().nullable().optional(),
    // Beyond the contract's fields, so an agent can tell what it got (optional, as clients of the contract
    // need not read them).
    analyzed_at: z.iso
      .datetime()
      .optional()
      .openapi({ description: "When the scored analysis ran (UTC). The Age header gives its age in seconds." }),
    cached: z
      .boolean()
      .optional()
      .openapi({ description: "true: served from the 24 h cache (analyzed before this request; it counted against no limit). false: analyzed for this request." }),
  })
  .openapi("ScoreResult");

export type ScoreResult = z.infer<typeof ScoreResultSchema>;

/** The {domain} path parameter of the per-domain routes (report, badge): any spelling normalizeDomain reads. */
export const DomainParamsSchema = z.object({ domain: z.string().min(1).max(2048) });

export const ErrorSchema = z
  .object({
    error: z.string(),
    detail: z.string().nullable().optional(),
    retryAfter: z.enum(["next hour", "tomorrow"]).optional(),
  })
  .openapi("Error");

export const ScoreQuerySchema = z.object({
  url: z
    .string()
    .min(1)
    .openapi({ description: "A bare domain or a full http(s) URL.", example: "example.com" }),
  fast: z
    .enum(["1", "true"])
    .optional()
    .openapi({ description: "1 or true: answer at once with the template summary. Any other value is a 400." }),
});
