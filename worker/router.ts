// One factory for every route module, so each gets the same typed bindings and, unless its route names
// its own words, the catalogue's generic 400 on invalid input.
import { OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import { ApiError } from "./errors.ts";
import type { CallContext } from "./services/pipeline.ts";

export interface AppEnv {
  Bindings: Env;
}

export function createRouter(): OpenAPIHono<AppEnv> {
  return new OpenAPIHono<AppEnv>({
    defaultHook: function invalidRequest(result) {
      if (!result.success) throw new ApiError("invalid_request");
    },
  });
}

/** The pipeline's view of an HTTP request: bindings, waitUntil, its URL and the client IP. */
export function callOf(c: Context<AppEnv>): CallContext {
  return {
    env: c.env,
    waitUntil: (promise) => c.executionCtx.waitUntil(promise),
    requestUrl: c.req.url,
    clientIp: c.req.header("CF-Connecting-IP"),
  };
}
