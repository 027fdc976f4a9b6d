// Score history of human-initiated analyses per domain, in HISTORY (outlives the 24 h cache), and the
// score_change it yields: the move since the previous human-initiated analysis under the same engine
// version (scores of different versions are not comparable).
import { z } from "zod";

const EntrySchema = z.object({ score: z.number().int(), engine_version: z.number().int(), at: z.iso.datetime() });
export type HistoryEntry = z.infer<typeof EntrySchema>;

const MAX_ENTRIES = 200;
const key = (domain: string) => `history:${domain}`;

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

/** Records a human-initiated analysis (the browser UI); newest last, capped. */
export async function recordHumanAnalysis(kv: KVNamespace, domain: string, entry: HistoryEntry): Promise<void> {
  const entries = await readHistory(kv, domain);
  if (entries.at(-1)?.at === entry.at) return;
  await kv.put(key(domain), JSON.stringify([...entries, entry].slice(-MAX_ENTRIES)));
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
