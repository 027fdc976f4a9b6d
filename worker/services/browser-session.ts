// One Browser Rendering session per analysis, opened within a deadline and always closed with a deadline
// of its own. Closing asks the browser to exit (Browser.close); if the protocol does not answer, the
// connection is dropped and the session is deleted through the binding (the platform's
// DELETE /v1/devtools/browser/{id}, which locally kills the Chromium process). In production a session
// that somehow survives both is also ended by the platform after 60 s without a command.
import puppeteer from "@cloudflare/puppeteer";
import { WorkersWebSocketTransport } from "@cloudflare/puppeteer/internal/cloudflare/WorkersWebSocketTransport.js";
import { Cdp } from "./cdp.ts";
import { Deadline, withDeadline } from "./deadline.ts";

export interface BrowserSession {
  id: string;
  cdp: Cdp;
}

/** How long Browser.close may take before the connection is dropped and the session deleted. */
const BROWSER_CLOSE_MS = 1_500;
/** How long an answered Browser.close may take to end the connection before it is dropped anyway. */
const BROWSER_EXIT_MS = 1_000;

const FAKE_HOST = "https://fake.host";

async function deleteSession(binding: Fetcher, id: string): Promise<void> {
  const response = await binding.fetch(`${FAKE_HOST}/v1/devtools/browser/${encodeURIComponent(id)}`, { method: "DELETE" });
  await response.body?.cancel();
}

/** Acquires a session and connects to it, within `ms` in all; a session that arrives too late is closed. */
export async function openSession(binding: Fetcher, ms: number): Promise<BrowserSession> {
  const deadline = new Deadline(ms);
  const acquiring = puppeteer.acquire(binding);
  let id: string;
  try {
    id = (await withDeadline(acquiring, deadline.left(), "starting the browser")).sessionId;
  } catch (error) {
    void acquiring.then((late) => deleteSession(binding, late.sessionId)).catch(() => undefined);
    throw error;
  }
  const connecting = WorkersWebSocketTransport.create(binding, id);
  try {
    return { id, cdp: new Cdp(await withDeadline(connecting, deadline.left(), "connecting to the browser")) };
  } catch (error) {
    void connecting.then((late) => late.close()).catch(() => undefined);
    await withDeadline(deleteSession(binding, id), 2_000, "closing the browser").catch(() => undefined);
    throw error;
  }
}

/**
 * Ends the session within `ms`: Browser.close; if it gets no answer, the connection is dropped and the
 * session deleted through the binding. Never throws.
 */
export async function closeSession(binding: Fetcher, session: BrowserSession, ms: number): Promise<void> {
  const deadline = new Deadline(ms);
  const closing = session.cdp.send("Browser.close", {}, deadline.cap(BROWSER_CLOSE_MS));
  session.cdp.stopSending();
  const closed = await closing.then(
    () => true,
    () => false,
  );
  // An exiting browser ends the connection itself; dropping it first leaves its last events nowhere to go.
  if (closed) await session.cdp.closedWithin(deadline.cap(BROWSER_EXIT_MS));
  session.cdp.close();
  if (closed) return;
  await withDeadline(deleteSession(binding, session.id), deadline.left(), "deleting the browser session").catch((error: unknown) => {
    console.error("browser session not closed", session.id, String(error));
  });
}
