// The Worker's entry: HTTP (the Hono app), the summary queue, and the Durable Object classes.
import { app } from "./app.ts";
import { handleQueue } from "./queue.ts";

export { Limiter } from "./limiter.ts";

export default {
  fetch: app.fetch,
  queue: handleQueue,
} satisfies ExportedHandler<Env>;
