// A small time-bounded memo inside one Worker isolate: hot answers (a cached analysis, a domain's
// history) are served from memory for a few seconds instead of a KV read per request. Isolates are many
// and short-lived, so this only trims repeated reads; KV stays the source of truth.

export class IsolateMemo<V> {
  private readonly entries = new Map<string, { value: V; until: number }>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;

  constructor(ttlMs: number, maxEntries: number) {
    this.ttlMs = ttlMs;
    this.maxEntries = maxEntries;
  }

  get(key: string, now: number): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until > now) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  set(key: string, value: V, now: number): void {
    this.entries.delete(key);
    // Map keeps insertion order: the first key is the least recently set.
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { value, until: now + this.ttlMs });
  }

  delete(key: string): void {
    this.entries.delete(key);
  }
}
