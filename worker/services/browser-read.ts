// Reads the rendered document out of the browser, capped like a fetched body. The serialization runs in an
// isolated world (the page cannot redefine what our code calls) and is measured in the renderer: a page
// over the cap is refused there and never crosses into the Worker (a 40 MB paragraph would not fit in a
// Worker's 128 MB). A page within the cap comes over in chunks, cut between UTF-16 surrogates, never in one
// protocol message of megabytes. And if the page's script holds its main thread (an endless loop), the
// page is frozen first: script execution disabled, the running script terminated.
import { CdpError, type Cdp } from "./cdp.ts";
import { withDeadline } from "./deadline.ts";

export type DocumentRead = { ok: true; html: string } | { ok: false; tooLarge: true };

const CHUNK_CHARS = 512 * 1024;
const HOLDER = "__citableRenderedHtml";

/** Serializes doctype + <html> (as page.content() does); keeps it for the chunk reads if within the cap. */
function measureExpression(maxBytes: number): string {
  return `(() => {
    const doctype = document.doctype ? new XMLSerializer().serializeToString(document.doctype) : "";
    const html = doctype + (document.documentElement ? document.documentElement.outerHTML : "");
    // UTF-8 never takes fewer bytes than UTF-16 code units, so a long string is too large without encoding it.
    if (html.length > ${maxBytes} || new TextEncoder().encode(html).length > ${maxBytes}) return { tooLarge: true, chars: html.length };
    globalThis.${HOLDER} = html;
    return { tooLarge: false, chars: html.length };
  })()`;
}

function chunkExpression(start: number): string {
  return `(() => {
    const html = globalThis.${HOLDER};
    let end = Math.min(html.length, ${start + CHUNK_CHARS});
    const last = html.charCodeAt(end - 1);
    if (end < html.length && last >= 0xd800 && last <= 0xdbff) end -= 1;
    return { text: html.slice(${start}, end), end };
  })()`;
}

async function evaluate<T>(cdp: Cdp, sessionId: string, contextId: number, expression: string, ms: number): Promise<T> {
  const reply = await cdp.send<{ result?: { value?: unknown }; exceptionDetails?: { text?: string; exception?: { description?: string } } }>(
    "Runtime.evaluate",
    { expression, contextId, returnByValue: true },
    ms,
    sessionId,
  );
  if (reply.exceptionDetails) {
    throw new CdpError(`reading the page failed: ${reply.exceptionDetails.exception?.description ?? reply.exceptionDetails.text ?? "exception"}`);
  }
  return reply.result?.value as T;
}

/** The rendered HTML of the frame, or tooLarge if it is over `maxBytes` of UTF-8. Rejects after `ms`. */
export async function readDocument(cdp: Cdp, sessionId: string, frameId: string, maxBytes: number, ms: number): Promise<DocumentRead> {
  const work = async (): Promise<DocumentRead> => {
    const { executionContextId } = await cdp.send<{ executionContextId: number }>(
      "Page.createIsolatedWorld",
      { frameId, worldName: "citable-reader", grantUniveralAccess: false },
      ms,
      sessionId,
    );
    const measured = await evaluate<{ tooLarge: boolean; chars: number }>(cdp, sessionId, executionContextId, measureExpression(maxBytes), ms);
    if (measured.tooLarge) return { ok: false, tooLarge: true };
    const parts: string[] = [];
    for (let start = 0; start < measured.chars; ) {
      const chunk = await evaluate<{ text: string; end: number }>(cdp, sessionId, executionContextId, chunkExpression(start), ms);
      if (chunk.end <= start) throw new CdpError("reading the page made no progress");
      parts.push(chunk.text);
      start = chunk.end;
    }
    return { ok: true, html: parts.join("") };
  };
  return withDeadline(work(), ms, "reading the rendered page");
}

/**
 * Stops the page's scripts for good: no new script runs (timers, events), and the one holding the main
 * thread is terminated. Both commands interrupt a busy renderer, so they work during an endless loop.
 */
export async function freezePage(cdp: Cdp, sessionId: string, ms: number): Promise<void> {
  await cdp.send("Emulation.setScriptExecutionDisabled", { value: true }, ms, sessionId);
  await cdp.send("Runtime.terminateExecution", {}, ms, sessionId);
}
