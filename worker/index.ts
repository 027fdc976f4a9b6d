// The Worker's entry: HTTP (the Hono app), the summary queue, the cache-warming cron, and the Durable
// Object classes.
import { app } from "./app.ts";
import { warmCache } from "./cron.ts";
import { handleQueue } from "./queue.ts";

export { Analysis } from "./analysis-do.ts";
export { Limiter } from "./limiter.ts";
export { Popularity } from "./popularity.ts";
export { Scorer } from "./scorer.ts";

export default {
  fetch: app.fetch,
  queue: handleQueue,
  scheduled(controller, env, ctx) {
    ctx.waitUntil(warmCache(env, controller.scheduledTime));
  },
} satisfies ExportedHandler<Env>;
