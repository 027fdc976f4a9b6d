// One factory for every route module, so each gets the same typed bindings and the contract's 400 on invalid input.
import { OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import { ApiError, ERROR_TEXT } from "./errors.ts";
import type { CallContext } from "./services/pipeline.ts";

export interface AppEnv {
  Bindings: Env;
}

export function createRouter(): OpenAPIHono<AppEnv> {
  return new OpenAPIHono<AppEnv>({
    defaultHook: function contractError(result) {
      if (result.success) return;
      const onlyFast = result.error.issues.every((issue) => issue.path[0] === "fast");
      throw new ApiError(400, { error: onlyFast ? ERROR_TEXT.invalidFast : ERROR_TEXT.invalidUrl });
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
