// The Worker's settings, read from the same-named variables locally (npm start, tests) and in production.
import { z } from "zod";
import { parseTargetResolve, type TargetRule } from "../gather/target-resolve.ts";

const positiveInt = z.coerce.number().int().positive();
/** More pages than this would make a fresh analysis a crawl: its time, connections and report grow with them. */
export const MAX_SITE_PAGES = 20;
const optionalText = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

export const ConfigSchema = z.object({
  RATE_LIMIT_PER_HOUR: positiveInt.default(10),
  DAILY_CAP: positiveInt.default(5000),
  // Pastes fetch nothing but each parses up to 1 MiB: a limit of their own, above what a person pastes.
  PASTE_LIMIT_PER_HOUR: positiveInt.default(60),
  CACHE_TTL_SECONDS: positiveInt.min(60).default(86_400),
  // Pages read per fresh analysis, the home page included (issue 14): the sample a site is scored on.
  SITE_PAGES: positiveInt.max(MAX_SITE_PAGES).default(5),
  // Claude Haiku 4.5: the fast tier suits a 1-2 sentence summary and the blind probe.
  AI_MODEL: z.string().min(1).default("claude-haiku-4-5"),
  ANTHROPIC_API_KEY: optionalText,
  ANTHROPIC_BASE_URL: optionalText.pipe(z.url().optional()),
  PUBLIC_BASE_URL: optionalText.pipe(z.url().optional()),
  TARGET_RESOLVE: optionalText.transform((value, ctx): TargetRule[] => {
    const parsed = parseTargetResolve(value ?? "");
    if (parsed.ok) return parsed.rules;
    ctx.addIssue({ code: "custom", message: parsed.error });
    return z.NEVER;
  }),
});

export type Config = z.output<typeof ConfigSchema>;

const memo = new WeakMap<object, Config>();

/** Parses the environment once per isolate; a misconfiguration throws at the first request, loudly. */
export function configFrom(env: Env): Config {
  const cached = memo.get(env);
  if (cached) return cached;
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid configuration: ${z.prettifyError(parsed.error)}`);
  }
  memo.set(env, parsed.data);
  return parsed.data;
}
