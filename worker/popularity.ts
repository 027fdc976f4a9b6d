// Which domains are asked for, and when their cache entries expire, so the cron can re-analyze the most
// requested ones shortly before they go cold. One object; counts are per UTC day and old rows pruned.
import { DurableObject } from "cloudflare:workers";

const KEEP_MS = 2 * 86_400_000;

export class Popularity extends DurableObject<Env> {
  private readonly sql: SqlStorage;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    this.sql.exec(
      "CREATE TABLE IF NOT EXISTS domains (domain TEXT PRIMARY KEY, hits INTEGER NOT NULL, last_seen INTEGER NOT NULL, expires_at INTEGER NOT NULL)",
    );
  }

  /** Counts `hits` requests for a domain whose cached result expires at `expiresAt` (ms). */
  touch(domain: string, expiresAt: number, now: number, hits = 1): void {
    this.sql.exec(
      `INSERT INTO domains (domain, hits, last_seen, expires_at) VALUES (?, ?, ?, ?)
       ON CONFLICT(domain) DO UPDATE SET hits = hits + excluded.hits, last_seen = excluded.last_seen, expires_at = excluded.expires_at`,
      domain,
      hits,
      now,
      expiresAt,
    );
  }

  /** Counts a batch gathered by one isolate. */
  touchMany(entries: readonly { domain: string; hits: number; expiresAt: number }[], now: number): void {
    for (const entry of entries) this.touch(entry.domain, entry.expiresAt, now, entry.hits);
  }

  /** The most requested domains whose cache expires within `horizonMs`, at most `limit`. */
  due(now: number, horizonMs: number, limit: number): string[] {
    this.sql.exec("DELETE FROM domains WHERE last_seen < ?", now - KEEP_MS);
    return this.sql
      .exec<{ domain: string }>(
        "SELECT domain FROM domains WHERE expires_at > ? AND expires_at <= ? ORDER BY hits DESC, domain LIMIT ?",
        now,
        now + horizonMs,
        limit,
      )
      .toArray()
      .map((row) => row.domain);
  }

  /** Marks a domain as refreshed until `expiresAt`, so the next cron run skips it. */
  refreshed(domain: string, expiresAt: number): void {
    this.sql.exec("UPDATE domains SET expires_at = ? WHERE domain = ?", expiresAt, domain);
  }
}
