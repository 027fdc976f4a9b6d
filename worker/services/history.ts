// Score history of human-initiated analyses per domain, in HISTORY (outlives the 24 h cache), and the
// score_change it yields: the move since the previous human-initiated analysis under the same engine
// version (scores of different versions are not comparable).
import { z } from "zod";
import { IsolateMemo } from "./isolate-memo.ts";

const EntrySchema = z.object({ score: z.number().int(), engine_version: z.number().int(), at: z.iso.datetime() });
export type HistoryEntry = z.infer<typeof EntrySchema>;

const MAX_ENTRIES = 200;
const key = (domain: string) => `history:${domain}`;

/** score_change on hot domains reads history from memory for a minute (other isolates may lag that long). */
const recent = new IsolateMemo<HistoryEntry[]>(60_000, 1_000);

export interface ScoreChange {
  delta: number;
  previous_score: number;
  since: string;
}

export async function readHistory(kv: KVNamespace, domain: string): Promise<HistoryEntry[]> {
  try {
    const parsed = z.array(EntrySchema).safeParse(await kv.get(key(domain), "json"));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** The domain's history, from this isolate's memory when read in the last minute. */
export async function recentHistory(kv: KVNamespace, domain: string, now: number): Promise<HistoryEntry[]> {
  const known = recent.get(domain, now);
  if (known) return known;
  const entries = await readHistory(kv, domain);
  recent.set(domain, entries, now);
  return entries;
}

/** Records a human-initiated analysis (the browser UI); newest last, capped. */
export async function recordHumanAnalysis(kv: KVNamespace, domain: string, entry: HistoryEntry): Promise<void> {
  const entries = await readHistory(kv, domain);
  if (entries.at(-1)?.at === entry.at) return;
  const updated = [...entries, entry].slice(-MAX_ENTRIES);
  await kv.put(key(domain), JSON.stringify(updated));
  recent.set(domain, updated, Date.now());
}

/**
 * The change of `current` against the latest human-initiated analysis before it with the same engine
 * version; undefined when there is none or the score did not move.
 */
export function scoreChange(entries: readonly HistoryEntry[], current: HistoryEntry): ScoreChange | undefined {
  const previous = entries
    .filter((entry) => entry.engine_version === current.engine_version && entry.at < current.at)
    .at(-1);
  if (!previous || previous.score === current.score) return undefined;
  return { delta: current.score - previous.score, previous_score: previous.score, since: previous.at };
}
