// The Hono app: security headers, the one error handler, and every route module mounted.
import { secureHeaders } from "hono/secure-headers";
import { ApiError, ERROR_TEXT } from "./errors.ts";
import { createRouter } from "./router.ts";
import { agentScore } from "./routes/agent-score.ts";

export const app = createRouter();

app.use(
  "*",
  secureHeaders({
    referrerPolicy: "strict-origin-when-cross-origin",
    xFrameOptions: "DENY",
  }),
);

app.route("/", agentScore);

app.notFound((c) => c.json({ error: "Not found." }, 404));

app.onError(function toContractError(err, c) {
  if (err instanceof ApiError) {
    return c.json(err.body, err.status, { "Cache-Control": "no-store", ...err.headers });
  }
  console.error("unhandled error", err);
  return c.json({ error: ERROR_TEXT.unavailable }, 503, { "Cache-Control": "no-store", "Retry-After": "60" });
});
