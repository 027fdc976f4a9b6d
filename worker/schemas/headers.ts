// Response headers the API documents in /openapi.json, as zod objects beside the bodies they come with.
import { z } from "@hono/zod-openapi";

export const RetryAfterHeaderSchema = z.object({
  "Retry-After": z
    .string()
    .openapi({ description: "Whole seconds until the limit's window resets (RFC 9110 §10.2.3): at most 3600 for an hourly limit, 86400 for the daily cap.", example: "1740" }),
});

export const ScoreCacheHeadersSchema = z.object({
  "Cache-Control": z.string().openapi({
    description:
      "public, max-age=<the result's lifetime in seconds, 86400 by default> when the answer is final; no-cache while an AI-written summary may still replace the template summary. max-age counts from the analysis, like Age, so a cache keeps the answer only until the result expires.",
    example: "public, max-age=86400",
  }),
  Age: z.string().openapi({ description: "Seconds since the analysis ran: 0 for a fresh analysis, the cached result's age otherwise (RFC 9111 §5.1).", example: "3600" }),
});
