// Which domains people ask for, and when their cache entries expire, so the cron can re-analyze the most
// wanted ones shortly before they go cold. One object ("all").
//
// A domain's popularity is the number of distinct client networks (client-buckets.ts: an IPv4 /24 or an
// IPv6 /48) that asked for it per UTC day, with a half-life of one day: today counts 1, yesterday 1/2, the
// day before 1/4, older days nothing. Why distinct networks and not requests: cache hits are free, and
// raw hits let one client steer the cron, which spends the daily cap (red team 2026-11-24, issue 17: 30
// hits on each of 11 throwaway domains made the cron refresh ten of them and not the real popular one,
// and the counter never reset). A domain one client asks for 1000 times counts as one, and one network
// asking every day reaches at most 1 + 1/2 + 1/4 = 1.75, below the cron's threshold (cron.ts).
//
// Stored: the network bucket (never an address), for KEEP_DAYS at most, at most MAX_CLIENTS_PER_DAY per
// domain and day (beyond that a domain is popular enough, and storage stays bounded).
import { DurableObject } from "cloudflare:workers";

const DAY_MS = 86_400_000;
/** Days of counts kept: today, yesterday and the day before. */
export const KEEP_DAYS = 3;
/** Distinct networks counted per domain per day. */
export const MAX_CLIENTS_PER_DAY = 1000;

export interface PopularityEntry {
  domain: string;
  /** Network buckets of the clients that asked (repeats are counted once). */
  clients: readonly string[];
  /** When the domain's cached result expires (ms). */
  expiresAt: number;
}

const dayOf = (now: number) => Math.floor(now / DAY_MS);

export class Popularity extends DurableObject<Env> {
  private readonly sql: SqlStorage;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    // The first schema counted raw hits forever (`domains.hits`); those counts are what we no longer trust.
    this.sql.exec("DROP TABLE IF EXISTS domains");
    this.sql.exec("CREATE TABLE IF NOT EXISTS askers (day INTEGER NOT NULL, domain TEXT NOT NULL, client TEXT NOT NULL, PRIMARY KEY (day, domain, client)) WITHOUT ROWID");
    this.sql.exec("CREATE TABLE IF NOT EXISTS daily (day INTEGER NOT NULL, domain TEXT NOT NULL, clients INTEGER NOT NULL, PRIMARY KEY (day, domain)) WITHOUT ROWID");
    this.sql.exec("CREATE TABLE IF NOT EXISTS expiry (domain TEXT PRIMARY KEY, expires_at INTEGER NOT NULL, last_seen INTEGER NOT NULL)");
  }

  /** Counts one request for `domain` from the network `client`, whose cached result expires at `expiresAt`. */
  touch(domain: string, expiresAt: number, now: number, client: string): void {
    this.count(domain, [client], expiresAt, now);
  }

  /** Counts a batch gathered by one isolate. */
  touchMany(entries: readonly PopularityEntry[], now: number): void {
    for (const entry of entries) this.count(entry.domain, entry.clients, entry.expiresAt, now);
  }

  private count(domain: string, clients: readonly string[], expiresAt: number, now: number): void {
    const day = dayOf(now);
    let counted = this.sql.exec<{ clients: number }>("SELECT clients FROM daily WHERE day = ? AND domain = ?", day, domain).toArray()[0]?.clients ?? 0;
    for (const client of new Set(clients)) {
      if (counted >= MAX_CLIENTS_PER_DAY) break;
      const added = this.sql.exec("INSERT INTO askers (day, domain, client) VALUES (?, ?, ?) ON CONFLICT DO NOTHING RETURNING 1", day, domain, client).toArray().length;
      counted += added;
    }
    this.sql.exec(
      "INSERT INTO daily (day, domain, clients) VALUES (?, ?, ?) ON CONFLICT(day, domain) DO UPDATE SET clients = excluded.clients",
      day,
      domain,
      counted,
    );
    this.sql.exec(
      `INSERT INTO expiry (domain, expires_at, last_seen) VALUES (?, ?, ?)
       ON CONFLICT(domain) DO UPDATE SET expires_at = excluded.expires_at, last_seen = max(last_seen, excluded.last_seen)`,
      domain,
      expiresAt,
      now,
    );
  }

  /** Drops what is older than KEEP_DAYS before `now`. */
  private prune(now: number): void {
    const oldest = dayOf(now) - KEEP_DAYS + 1;
    this.sql.exec("DELETE FROM askers WHERE day < ?", oldest);
    this.sql.exec("DELETE FROM daily WHERE day < ?", oldest);
    this.sql.exec("DELETE FROM expiry WHERE last_seen < ?", now - KEEP_DAYS * DAY_MS);
  }

  /** Distinct networks per day, halved for every day back: today 1, yesterday 1/2, the day before 1/4. */
  private static readonly WEIGHT = "SUM(d.clients * 1.0 / (1 << (?1 - d.day)))";

  /** A domain's popularity at `now` (the weight the cron ranks by). */
  weight(domain: string, now: number): number {
    const today = dayOf(now);
    const row = this.sql
      .exec<{ weight: number | null }>(
        `SELECT ${Popularity.WEIGHT} AS weight FROM daily d WHERE d.domain = ?2 AND d.day <= ?1 AND d.day > ?1 - ?3`,
        today,
        domain,
        KEEP_DAYS,
      )
      .toArray()[0];
    return row?.weight ?? 0;
  }

  /**
   * The most wanted domains whose cache expires within `horizonMs` of `now`, at least `minWeight` popular,
   * at most `limit`, most popular first.
   */
  due(now: number, horizonMs: number, limit: number, minWeight = 0): string[] {
    this.prune(now);
    return this.sql
      .exec<{ domain: string }>(
        `SELECT e.domain AS domain, ${Popularity.WEIGHT} AS weight
         FROM expiry e JOIN daily d ON d.domain = e.domain AND d.day <= ?1 AND d.day > ?1 - ?2
         WHERE e.expires_at > ?3 AND e.expires_at <= ?4
         GROUP BY e.domain HAVING weight >= ?5
         ORDER BY weight DESC, e.domain LIMIT ?6`,
        dayOf(now),
        KEEP_DAYS,
        now,
        now + horizonMs,
        minWeight,
        limit,
      )
      .toArray()
      .map((row) => row.domain);
  }

  /** Marks a domain as refreshed until `expiresAt`, so the next cron run skips it. */
  refreshed(domain: string, expiresAt: number): void {
    this.sql.exec("UPDATE expiry SET expires_at = ? WHERE domain = ?", expiresAt, domain);
  }
}
