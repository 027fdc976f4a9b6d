// A small Chrome DevTools Protocol client over the Browser Rendering WebSocket. The browser is driven with
// raw CDP rather than puppeteer's Browser and Page: puppeteer's target manager attaches to every new target
// (popup, worker, service worker) and resumes it at once, before any guard can be put on it, and its
// commands wait up to 180 s. Here every command carries its own deadline, events of all sessions (flat
// mode: one connection, a sessionId per target) reach the listeners, and close() drops the connection.
import { TimeoutError } from "./deadline.ts";

export type CdpParams = Record<string, unknown>;

export interface CdpEvent {
  method: string;
  params: CdpParams;
  /** The target session the event belongs to; absent for the browser itself. */
  sessionId?: string;
}

/** What carries protocol messages: @cloudflare/puppeteer's WorkersWebSocketTransport fits. */
export interface CdpTransport {
  send(message: string): void;
  close(): void;
  onmessage?: (message: string) => void;
  onclose?: () => void;
}

export class CdpError extends Error {
  override name = "CdpError";
}

interface Pending {
  method: string;
  resolve: (result: CdpParams) => void;
  reject: (error: Error) => void;
  timer: ReturnType<typeof setTimeout>;
}

interface Reply {
  id?: number;
  result?: CdpParams;
  error?: { message?: string };
  method?: string;
  params?: CdpParams;
  sessionId?: string;
}

export class Cdp {
  private nextId = 0;
  private readonly pending = new Map<number, Pending>();
  private readonly listeners = new Set<(event: CdpEvent) => void>();
  private closedBecause: string | undefined;
  private sendingStopped = false;
  private onClosed: (() => void)[] = [];
  private readonly transport: CdpTransport;

  constructor(transport: CdpTransport) {
    this.transport = transport;
    transport.onmessage = (message) => this.receive(message);
    transport.onclose = () => this.fail("the browser connection closed");
  }

  get closed(): boolean {
    return this.closedBecause !== undefined;
  }

  /** Sends one command; rejects with CdpError (the browser said no) or TimeoutError (no answer in time). */
  send<T extends CdpParams = CdpParams>(method: string, params: CdpParams, timeoutMs: number, sessionId?: string): Promise<T> {
    if (this.closedBecause) return Promise.reject(new CdpError(`${method}: ${this.closedBecause}`));
    if (this.sendingStopped) return Promise.reject(new CdpError(`${method}: the browser is closing`));
    const id = ++this.nextId;
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new TimeoutError(`${method} timed out after ${Math.round(timeoutMs / 100) / 10} s`));
      }, Math.max(0, timeoutMs));
      this.pending.set(id, { method, resolve: resolve as (result: CdpParams) => void, reject, timer });
      try {
        this.transport.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }));
      } catch (error) {
        clearTimeout(timer);
        this.pending.delete(id);
        reject(new CdpError(`${method}: ${error instanceof Error ? error.message : String(error)}`));
      }
    });
  }

  /** Resolves when the connection has closed (true), or after `ms` if it has not (false). */
  closedWithin(ms: number): Promise<boolean> {
    if (this.closedBecause) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), ms);
      this.onClosed.push(() => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  }

  /** Calls `listener` for every event until the returned function is called. */
  on(listener: (event: CdpEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Sends nothing more (late event handlers would only talk to a browser that is exiting); replies to
   * commands already sent still arrive.
   */
  stopSending(): void {
    this.sendingStopped = true;
  }

  /** Drops the connection at once; pending commands fail. */
  close(): void {
    this.fail("the browser connection was closed");
    try {
      this.transport.close();
    } catch {
      // Already closed: nothing left to drop.
    }
  }

  private fail(reason: string): void {
    if (this.closedBecause) return;
    this.closedBecause = reason;
    for (const wake of this.onClosed.splice(0)) wake();
    for (const [id, pending] of this.pending) {
      clearTimeout(pending.timer);
      pending.reject(new CdpError(`${pending.method}: ${reason}`));
      this.pending.delete(id);
    }
  }

  private receive(message: string): void {
    let reply: Reply;
    try {
      reply = JSON.parse(message) as Reply;
    } catch {
      return;
    }
    if (reply.id !== undefined) {
      const pending = this.pending.get(reply.id);
      if (!pending) return;
      this.pending.delete(reply.id);
      clearTimeout(pending.timer);
      if (reply.error) pending.reject(new CdpError(`${pending.method}: ${reply.error.message ?? "failed"}`));
      else pending.resolve(reply.result ?? {});
      return;
    }
    if (!reply.method) return;
    const event: CdpEvent = { method: reply.method, params: reply.params ?? {}, ...(reply.sessionId ? { sessionId: reply.sessionId } : {}) };
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch (error) {
        console.error("cdp listener failed", event.method, error);
      }
    }
  }
}
