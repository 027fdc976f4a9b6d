// Helpers of the UI tests: headless Chromium (the machine's, never a downloaded one), pages that record
// every dialog, CSP refusal and script error, and direct calls to the service and the fixture sites.
import { mkdir } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { chromium, type Browser, type Page } from "playwright-core";
import { inject } from "vitest";
import { findChromium } from "../../scripts/chrome.ts";
import type { Rule } from "../fixtures/site-server.ts";

export const SCREENSHOTS = fileURLToPath(new URL("../screenshots/", import.meta.url));
export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 375, height: 812 };

export const service = (path: string) => `${inject("serviceOrigin")}${path}`;

export async function launch(): Promise<Browser> {
  const executablePath = await findChromium();
  if (!executablePath) throw new Error("Chromium not found: apt-get install -y chromium, or set CHROMIUM_PATH");
  await mkdir(SCREENSHOTS, { recursive: true });
  return chromium.launch({ executablePath, args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"] });
}

export interface WatchedPage {
  page: Page;
  /** Messages of alert/confirm/prompt dialogs: any at all means a script from a scored site ran. */
  dialogs: string[];
  /** Console reports of CSP refusals and uncaught errors. */
  problems: string[];
}

/** A page in a fresh context whose requests come from `ip` (its own rate-limit bucket). */
export async function openPage(browser: Browser, ip: string, viewport = DESKTOP): Promise<WatchedPage> {
  const context = await browser.newContext({ viewport, extraHTTPHeaders: { "CF-Connecting-IP": ip } });
  const page = await context.newPage();
  const watched: WatchedPage = { page, dialogs: [], problems: [] };
  page.on("dialog", (dialog) => {
    watched.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on("console", (message) => {
    if (message.type() === "error" || /Content Security Policy/i.test(message.text())) watched.problems.push(message.text());
  });
  page.on("pageerror", (error) => watched.problems.push(String(error)));
  return watched;
}

export async function analyzeViaApi(body: object, ip: string): Promise<Response> {
  return fetch(service("/api/analyze"), { method: "POST", headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip }, body: JSON.stringify(body) });
}

export async function setSite(host: string, rules: Rule[]): Promise<void> {
  const response = await fetch(`${inject("fixtureOrigin")}/__rules/${host}`, { method: "PUT", body: JSON.stringify(rules) });
  if (response.status !== 204) throw new Error(`fixture rules for ${host} refused: ${await response.text()}`);
}

export async function requestsTo(host: string): Promise<unknown[]> {
  return (await fetch(`${inject("fixtureOrigin")}/__requests?host=${encodeURIComponent(host)}`)).json();
}

/** Every attribute named on…, anywhere in the document: none may exist (our pages set no inline handlers). */
export function inlineHandlers(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll("*")].flatMap((node) => [...node.attributes].filter((attribute) => attribute.name.startsWith("on")).map((attribute) => `${node.tagName}[${attribute.name}]`)),
  );
}
