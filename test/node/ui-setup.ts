// Global setup of the "ui" test project: the whole service under `wrangler dev` (as `npm start` runs it),
// on a free port with fresh local state, scoring the fixture sites through TARGET_RESOLVE and summarizing
// through the Anthropic stand-in. Tests reach it over HTTP, from Node and from headless Chromium.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { TestProject } from "vitest/node";
import { AnthropicStub } from "../fixtures/anthropic-stub.ts";
import { SiteServer } from "../fixtures/site-server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** http://127.0.0.1:PORT of the service under wrangler dev. */
    serviceOrigin: string;
  }
}

/** Fresh analyses per client IP per hour in this run: low, so a test reaches the 429 in a few requests. */
export const UI_RATE_LIMIT = 3;

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const WRANGLER = join(ROOT, "node_modules/wrangler/bin/wrangler.js");
const START_TIMEOUT_MS = 60_000;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === "string") throw new Error("no port");
  return address.port;
}

async function waitUntilServing(origin: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited (${child.exitCode}):\n${output()}`);
    const ok = await fetch(`${origin}/llms.txt`).then((response) => response.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`wrangler dev did not answer within ${START_TIMEOUT_MS / 1000} s:\n${output()}`);
}

/** Ends wrangler and the workerd it started: the process group we created, by its id. */
async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  process.kill(-child.pid, "SIGTERM");
  const timer = setTimeout(() => child.pid !== undefined && child.exitCode === null && process.kill(-child.pid, "SIGKILL"), 5_000);
  await exited;
  clearTimeout(timer);
}

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
  const args = [WRANGLER, "dev", "--ip", "127.0.0.1", "--port", String(port), "--persist-to", state, "--show-interactive-dev-session=false", "--log-level", "warn"];
  // wrangler splits --var at the first colon, so values may contain colons (URLs).
  for (const [name, value] of Object.entries(vars)) args.push("--var", `${name}:${value}`);
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" },
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)));
  child.stderr?.on("data", (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)));
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitUntilServing(origin, child, () => output);
  } catch (error) {
    await stop(child);
    throw error;
  }
  project.provide("serviceOrigin", origin);
  project.provide("fixtureOrigin", fixtureOrigin);
  return async () => {
    await stop(child);
    await Promise.all([sites.close(), stub.close(), rm(state, { recursive: true, force: true })]);
  };
}
