// `npm start`: the whole service under `wrangler dev` (workerd + miniflare) on 127.0.0.1:$PORT (8787),
// with local KV, Durable Objects, Queues and cron persisted under .wrangler/state, and the scoring Worker
// beside it in a workerd process of its own ($SCORER_PORT, 8788; scripts/local-service.ts). Configuration
// variables set in this process's environment are passed to the Worker under the same names.
import { spawn } from "node:child_process";
import { ensureChrome } from "./chrome.ts";
import { SCORER_NICENESS, startWrangler } from "./local-service.ts";

/** The variables the Worker reads (see worker/config.ts and the README's configuration table). */
const WORKER_VARIABLES = [
  "TARGET_RESOLVE",
  "ANTHROPIC_API_KEY",
  "ANTHROPIC_BASE_URL",
  "AI_MODEL",
  "RATE_LIMIT_PER_HOUR",
  "DAILY_CAP",
  "PASTE_LIMIT_PER_HOUR",
  "CACHE_TTL_SECONDS",
  "SITE_PAGES",
  "PUBLIC_BASE_URL",
];

const chrome = await ensureChrome();
if (!chrome.ok) console.warn(`warning: the BROWSER binding will not work locally: ${chrome.reason}`);

const scorer = await startWrangler({
  config: "wrangler.scorer.toml",
  port: Number(process.env.SCORER_PORT ?? 8788),
  persist: ".wrangler/state/scorer",
  logLevel: "warn",
  niceness: SCORER_NICENESS,
}).catch((error: unknown) => {
  console.error(`the scoring Worker did not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

const port = process.env.PORT ?? "8787";
const args = ["dev", "--ip", "127.0.0.1", "--port", port, "--persist-to", ".wrangler/state", "--show-interactive-dev-session=false"];
for (const name of WORKER_VARIABLES) {
  const value = process.env[name];
  // wrangler splits --var at the first colon, so values may contain colons (URLs).
  if (value !== undefined) args.push("--var", `${name}:${value}`);
}

const child = spawn("wrangler", [...args, ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" },
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => void scorer.stop().finally(() => process.exit(code ?? (signal ? 1 : 0))));
