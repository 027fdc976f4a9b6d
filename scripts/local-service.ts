// The service as `wrangler dev` runs it locally: the scoring Worker (wrangler.scorer.toml) in a workerd
// process of its own, then the service (wrangler.toml), whose SCORER binding finds it through wrangler's
// dev registry. workerd serves a process's requests on one thread, so scoring apart keeps cache hits fast
// while pages are scored. Used by `npm start`, the UI tests and the load test; each run that is not
// `npm start` keeps its own registry (WRANGLER_REGISTRY_PATH), so runs side by side never cross. The
// scorer is background work and answering a request is foreground: the scorer's processes run at a lower
// scheduling priority, so on a machine with few cores a page being scored gives way to the service's
// thread (issue 17's load test). In production Cloudflare runs each Worker on threads of its own.
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { setPriority } from "node:os";
import { fileURLToPath } from "node:url";
import { join } from "node:path";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const WRANGLER = join(ROOT, "node_modules/wrangler/bin/wrangler.js");
const START_TIMEOUT_MS = 60_000;

export interface Wrangler {
  child: ChildProcess;
  origin: string;
  /** The last 20,000 characters it printed (when its output is piped). */
  output(): string;
  stop(): Promise<void>;
}

export interface WranglerOptions {
  config: "wrangler.toml" | "wrangler.scorer.toml" | (string & {});
  port: number;
  persist: string;
  vars?: Record<string, string>;
  /** The dev registry directory; wrangler's default (shared by every wrangler dev on the machine) when unset. */
  registry?: string;
  /** "inherit" prints wrangler's output here; "pipe" keeps it for output(). */
  stdio?: "inherit" | "pipe";
  logLevel?: "error" | "warn" | "info";
  extraArgs?: readonly string[];
  /**
   * A nice value (0 to 19): wrangler and the workerd it starts (which inherits it) give way to other
   * processes when the cores are busy. Unset: the priority of this process.
   */
  niceness?: number;
}

/** The scorer's nice value: it yields the cores to the service (and to anything else in the foreground). */
export const SCORER_NICENESS = Number(process.env.SCORER_NICENESS ?? 10);

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === "string") throw new Error("no port");
  return address.port;
}

/** Starts `wrangler dev` in a process group of its own (stop() ends wrangler and its workerd) and waits until it answers. */
export async function startWrangler(options: WranglerOptions): Promise<Wrangler> {
  const args = [WRANGLER, "dev", "--config", options.config, "--ip", "127.0.0.1", "--port", String(options.port), "--persist-to", options.persist, "--show-interactive-dev-session=false"];
  if (options.logLevel) args.push("--log-level", options.logLevel);
  // wrangler splits --var at the first colon, so values may contain colons (URLs).
  for (const [name, value] of Object.entries(options.vars ?? {})) args.push("--var", `${name}:${value}`);
  args.push(...(options.extraArgs ?? []));
  const stdio = options.stdio ?? "pipe";
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    detached: true,
    stdio: ["ignore", stdio, stdio],
    env: {
      ...process.env,
      CLOUDFLARE_CF_FETCH_ENABLED: "false",
      WRANGLER_SEND_METRICS: "false",
      ...(options.registry ? { WRANGLER_REGISTRY_PATH: options.registry } : {}),
    },
  });
  // Set before wrangler starts workerd (it takes a second to get there): children inherit it.
  if (options.niceness !== undefined && child.pid !== undefined) setPriority(child.pid, options.niceness);
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)));
  child.stderr?.on("data", (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)));
  const origin = `http://127.0.0.1:${options.port}`;
  const wrangler: Wrangler = { child, origin, output: () => output, stop: () => stop(child) };
  try {
    await waitUntilAnswering(origin, child, () => output);
  } catch (error) {
    await wrangler.stop();
    throw error;
  }
  return wrangler;
}

async function waitUntilAnswering(origin: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited (${child.exitCode}):\n${output()}`);
    // Any answer will do: the scorer's own address answers 404 by design.
    const answered = await fetch(`${origin}/llms.txt`).then(() => true, () => false);
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`wrangler dev did not answer within ${START_TIMEOUT_MS / 1000} s:\n${output()}`);
}

/** Ends wrangler and the workerd it started: the process group, by its id. */
async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  process.kill(-child.pid, "SIGTERM");
  const timer = setTimeout(() => child.pid !== undefined && child.exitCode === null && process.kill(-child.pid, "SIGKILL"), 5_000);
  await exited;
  clearTimeout(timer);
}

export interface LocalService {
  scorer: Wrangler;
  service: Wrangler;
  stop(): Promise<void>;
}

/** The scorer (at a lower priority: SCORER_NICENESS), then the service beside it, sharing a dev registry. */
export async function startLocalService(options: Omit<WranglerOptions, "config"> & { scorerPort?: number }): Promise<LocalService> {
  const { scorerPort, ...rest } = options;
  const scorer = await startWrangler({ ...rest, config: "wrangler.scorer.toml", port: scorerPort ?? (await freePort()), vars: {}, extraArgs: [], niceness: SCORER_NICENESS, persist: join(options.persist, "scorer") });
  let service: Wrangler;
  try {
    service = await startWrangler({ ...rest, config: "wrangler.toml" });
  } catch (error) {
    await scorer.stop();
    throw error;
  }
  return { scorer, service, stop: async () => void (await Promise.all([service.stop(), scorer.stop()])) };
}
