// The Durable Object behind the rate limits: one object per bucket (a client IP, or the global day),
// fixed windows on UTC hour and UTC day, counted in SQLite storage so a restart keeps the counts. The
// global day's object also counts each network's (and the cron's) share of the day, so that a fresh
// analysis takes its share and the day in one call: one round trip fewer before the analysis starts, and
// both checked at once. Check-and-increment runs with no other I/O between, so concurrent calls stay exact
// (the object's input gate serializes them).
import { DurableObject } from "cloudflare:workers";

export type LimitWindow = "hour" | "day";

const WINDOW_MS: Record<LimitWindow, number> = { hour: 3_600_000, day: 86_400_000 };

export type Acquired =
  | { ok: true; count: number; windowStart: number }
  | { ok: false; count: number; retryAfterSeconds: number };

/** A slot of the day and of a share of it, or which of the two refused ("share" first). */
export type DayAcquired = { ok: true; windowStart: number } | { ok: false; limit: "share" | "day"; retryAfterSeconds: number };

export function windowStart(window: LimitWindow, now: number): number {
  const size = WINDOW_MS[window];
  return Math.floor(now / size) * size;
}

/** Whole seconds until the window containing `now` ends; at least 1 (RFC 9110 §10.2.3 Retry-After). */
export function secondsUntilReset(window: LimitWindow, now: number): number {
  return Math.max(1, Math.ceil((windowStart(window, now) + WINDOW_MS[window] - now) / 1000));
}

/** The shares of the day, kept only by the day's object (created there on first use, not in every client's). */
const SHARES_TABLE = "CREATE TABLE IF NOT EXISTS shares (name TEXT NOT NULL, start INTEGER NOT NULL, count INTEGER NOT NULL, PRIMARY KEY (name, start))";

export class Limiter extends DurableObject<Env> {
  private readonly sql: SqlStorage;
  /** Whether this object made sure of its shares table (only the day's object uses one). */
  private hasShares = false;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    this.sql.exec("CREATE TABLE IF NOT EXISTS windows (start INTEGER PRIMARY KEY, count INTEGER NOT NULL)");
  }

  /** Takes one slot of `limit` in the window containing `now` (ms since epoch, passed in for testability). */
  acquire(window: LimitWindow, limit: number, now: number): Acquired {
    const start = windowStart(window, now);
    this.sql.exec("DELETE FROM windows WHERE start < ?", start);
    const taken = this.sql
      .exec<{ count: number }>(
        `INSERT INTO windows (start, count) VALUES (?, 1)
         ON CONFLICT(start) DO UPDATE SET count = count + 1 WHERE count < ?
         RETURNING count`,
        start,
        limit,
      )
      .toArray()[0];
    // A fresh window inserts 1, which every positive limit admits; a full one updates nothing.
    if (taken) return { ok: true, count: taken.count, windowStart: start };
    return { ok: false, count: this.count(window, now), retryAfterSeconds: secondsUntilReset(window, now) };
  }

  /**
   * Takes one slot of the day (at most `cap`) and one of `share`'s part of it (at most `shareLimit`: a
   * network's, or the cron's), both or neither; the share is checked first.
   */
  acquireDay(share: string, shareLimit: number, cap: number, now: number): DayAcquired {
    const start = windowStart("day", now);
    this.sql.exec("DELETE FROM windows WHERE start < ?", start);
    this.shares();
    this.sql.exec("DELETE FROM shares WHERE start < ?", start);
    if (this.shareCount(share, now) >= shareLimit) return { ok: false, limit: "share", retryAfterSeconds: secondsUntilReset("day", now) };
    if (this.count("day", now) >= cap) return { ok: false, limit: "day", retryAfterSeconds: secondsUntilReset("day", now) };
    this.sql.exec("INSERT INTO windows (start, count) VALUES (?, 1) ON CONFLICT(start) DO UPDATE SET count = count + 1", start);
    this.sql.exec("INSERT INTO shares (name, start, count) VALUES (?, ?, 1) ON CONFLICT(name, start) DO UPDATE SET count = count + 1", share, start);
    return { ok: true, windowStart: start };
  }

  /** Gives back a slot of the day and of `share`, taken in the window starting at `start`. */
  releaseDay(share: string, start: number): void {
    this.release(start);
    this.shares();
    this.sql.exec("UPDATE shares SET count = count - 1 WHERE name = ? AND start = ? AND count > 0", share, start);
  }

  /** Slots of the day containing `now` that `share` used. */
  shareCount(share: string, now: number): number {
    this.shares();
    const row = this.sql.exec<{ count: number }>("SELECT count FROM shares WHERE name = ? AND start = ?", share, windowStart("day", now)).toArray()[0];
    return row?.count ?? 0;
  }

  /** Creates the shares table on the object's first use of it, once per instance. */
  private shares(): void {
    if (this.hasShares) return;
    this.sql.exec(SHARES_TABLE);
    this.hasShares = true;
  }

  /** Gives back a slot taken in the window starting at `start` (a later limit refused the analysis). */
  release(start: number): void {
    this.sql.exec("UPDATE windows SET count = count - 1 WHERE start = ? AND count > 0", start);
  }

  /** Slots used in the window containing `now`. */
  count(window: LimitWindow, now: number): number {
    const row = this.sql
      .exec<{ count: number }>("SELECT count FROM windows WHERE start = ?", windowStart(window, now))
      .toArray()[0];
    return row?.count ?? 0;
  }
}
