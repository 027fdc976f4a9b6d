// Global setup of the "ui" test project: the whole service under `wrangler dev` as `npm start` runs it (the
// scoring Worker beside it), on a free port with fresh local state, scoring the fixture sites through
// TARGET_RESOLVE and summarizing through the Anthropic stand-in. Tests reach it over HTTP, from Node and from headless Chromium.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { AnthropicStub } from "../fixtures/anthropic-stub.ts";
import { SiteServer } from "../fixtures/site-server.ts";
import { freePort, startLocalService } from "../../scripts/local-service.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** http://127.0.0.1:PORT of the service under wrangler dev. */
    serviceOrigin: string;
  }
}

/** Fresh analyses per client IP per hour in this run: low, so a test reaches the 429 in a few requests. */
export const UI_RATE_LIMIT = 3;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const sites = new SiteServer();
  const stub = new AnthropicStub();
  const [fixtureOrigin, anthropicOrigin, port, state] = await Promise.all([sites.listen(), stub.listen(), freePort(), mkdtemp(join(tmpdir(), "citable-ui-"))]);
  const vars = {
    TARGET_RESOLVE: `*.example=${fixtureOrigin}/{host}`,
    ANTHROPIC_BASE_URL: anthropicOrigin,
    ANTHROPIC_API_KEY: "stand-in",
    RATE_LIMIT_PER_HOUR: String(UI_RATE_LIMIT),
  };
  const local = await startLocalService({ port, persist: state, registry: join(state, "registry"), vars, logLevel: "warn" });
  const origin = local.service.origin;
  project.provide("serviceOrigin", origin);
  project.provide("fixtureOrigin", fixtureOrigin);
  return async () => {
    await local.stop();
    await Promise.all([sites.close(), stub.close(), rm(state, { recursive: true, force: true })]);
  };
}
