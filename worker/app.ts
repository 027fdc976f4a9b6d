// The Hono app: security headers, CORS for the read API, the one error handler, every route mounted.
import { cors } from "hono/cors";
import { secureHeaders } from "hono/secure-headers";
import { ApiError, errorBody } from "./errors.ts";
import { createRouter } from "./router.ts";
import { agentScore } from "./routes/agent-score.ts";
import { analyzeApi } from "./routes/analyze.ts";
import { badge } from "./routes/badge.ts";
import { mountDocs } from "./routes/docs.ts";
import { methodology } from "./routes/methodology.ts";
import { mcp } from "./routes/mcp.ts";
import { report } from "./routes/report.ts";

export const app = createRouter();

/**
 * Responses other sites may embed with a no-cors request (an <img>): the badge, made for READMEs and pages
 * elsewhere. Chromium refuses a same-origin resource there (Fetch §3.7, ERR_BLOCKED_BY_RESPONSE.NotSameOrigin);
 * every other response stays same-origin. CORS reads (the agent and report APIs) are not affected by CORP.
 */
const EMBEDDABLE: readonly RegExp[] = [/^\/badge\/[^/]+\.svg$/];

app.use("*", async function resourcePolicy(c, next) {
  await next();
  const embeddable = EMBEDDABLE.some((pattern) => pattern.test(c.req.path));
  c.res.headers.set("Cross-Origin-Resource-Policy", embeddable ? "cross-origin" : "same-origin");
});
app.use(
  "*",
  secureHeaders({
    // Set per path by resourcePolicy above.
    crossOriginResourcePolicy: false,
    referrerPolicy: "strict-origin-when-cross-origin",
    xFrameOptions: "DENY",
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", "data:"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
    },
  }),
);
// Agents and browsers anywhere may read scores and reports.
app.use("/api/agent/*", cors({ origin: "*", allowMethods: ["GET", "OPTIONS"], maxAge: 86_400 }));
app.use("/api/report/*", cors({ origin: "*", allowMethods: ["GET", "OPTIONS"], maxAge: 86_400 }));

app.route("/", agentScore);
app.route("/", report);
app.route("/", analyzeApi);
app.route("/", methodology);
app.route("/", mcp);
app.route("/", badge);
mountDocs(app);

// The platform serves public/ before the Worker for every path not in run_worker_first; a request that
// reaches us anyway (tests call the Worker directly) gets the same assets.
app.notFound(async (c) => {
  if (c.req.path.startsWith("/api/")) return c.json(errorBody("not_found"), 404);
  const asset = await c.env.ASSETS.fetch(c.req.raw);
  return new Response(asset.body, asset);
});

app.onError(function toContractError(err, c) {
  if (err instanceof ApiError) {
    return c.json(err.body, err.status, { "Cache-Control": "no-store", ...err.headers });
  }
  console.error("unhandled error", err);
  const unavailable = new ApiError("unavailable");
  return c.json(unavailable.body, unavailable.status, { "Cache-Control": "no-store", ...unavailable.headers });
});
