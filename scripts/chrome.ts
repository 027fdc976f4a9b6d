// Makes the local BROWSER binding (miniflare's Browser Rendering) use the machine's Chromium, offline.
// miniflare wants to download Chrome for Testing into the wrangler cache and skips the download when an
// executable is already there; we put a small wrapper there that execs Debian's Chromium with the flags a
// closed network needs. So `env.BROWSER` + @cloudflare/puppeteer run the production code path locally.
import { access, chmod, constants, mkdir, readFile, writeFile } from "node:fs/promises";
import { homedir } from "node:os";
import { dirname, join } from "node:path";

/** The Chrome for Testing build miniflare pins (miniflare's BROWSER_VERSION, wrangler 4.155.0). */
export const MINIFLARE_CHROME_BUILD = "126.0.6478.182";

const CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome-stable", "/usr/bin/google-chrome"];

// Without the background-networking flags Chromium keeps dialling Google's hosts, which a closed network refuses.
const FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

const MARKER = "# citable chromium wrapper";

export function wrapperPath(): string {
  const cache = process.env.XDG_CACHE_HOME || join(homedir(), ".cache");
  return join(cache, ".wrangler", "chrome", `linux-${MINIFLARE_CHROME_BUILD}`, "chrome-linux64", "chrome");
}

async function isExecutable(path: string): Promise<boolean> {
  return access(path, constants.X_OK).then(
    () => true,
    () => false,
  );
}

export async function findChromium(): Promise<string | undefined> {
  const configured = process.env.CHROMIUM_PATH;
  for (const path of configured ? [configured, ...CANDIDATES] : CANDIDATES) {
    if (await isExecutable(path)) return path;
  }
  return undefined;
}

export type ChromeSetup =
  | { ok: true; wrapper: string; chromium: string | "downloaded" }
  | { ok: false; reason: string };

/** Installs (or refreshes) the wrapper; leaves a real Chrome that miniflare downloaded alone. */
export async function ensureChrome(): Promise<ChromeSetup> {
  if (process.platform !== "linux" || process.arch !== "x64") {
    return { ok: false, reason: `no wrapper on ${process.platform}-${process.arch}; miniflare downloads Chrome itself` };
  }
  const wrapper = wrapperPath();
  const existing = await readFile(wrapper, "utf8").catch(() => undefined);
  if (existing !== undefined && !existing.includes(MARKER)) return { ok: true, wrapper, chromium: "downloaded" };

  const chromium = await findChromium();
  if (!chromium) {
    return {
      ok: false,
      reason: "Chromium not found (install it: apt-get install -y chromium, or set CHROMIUM_PATH)",
    };
  }
  await mkdir(dirname(wrapper), { recursive: true });
  await writeFile(wrapper, `#!/bin/sh\n${MARKER}\nexec "${chromium}" ${FLAGS.join(" ")} "$@"\n`);
  await chmod(wrapper, 0o755);
  // miniflare deletes an install dir it has never started Chrome from when a launch fails; the marker
  // says this one is verified, so a failing test run cannot remove the wrapper.
  await writeFile(join(dirname(dirname(wrapper)), ".miniflare-install-complete"), "");
  return { ok: true, wrapper, chromium };
}
