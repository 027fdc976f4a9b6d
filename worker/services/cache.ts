// Analyses in KV (CACHE), keyed by normalized domain, for CACHE_TTL_SECONDS. The record holds what the
// agent endpoint answers minus per-request fields (full_report, note), plus what the summary job needs.
import { z } from "zod";
import { CATEGORY_NAMES } from "../../scoring/categories.ts";
import { GRADES } from "../../scoring/grades.ts";

/** What the blind probe found (services/probe.ts): whether a model knows the site from training alone. */
export const AiKnowledgeSchema = z.object({ recognized_by_ai: z.boolean(), detail: z.string() });

export const CachedAnalysisSchema = z.object({
  domain: z.string(),
  score: z.number().int().min(0).max(100),
  grade: z.enum(GRADES),
  summary: z.string(),
  summary_source: z.enum(["template", "ai"]),
  category_scores: z.partialRecord(z.enum(CATEGORY_NAMES), z.number().int().min(0).max(100)),
  top_fixes: z.array(z.string()).default([]),
  engine_version: z.number().int().nullable(),
  ai_knowledge: AiKnowledgeSchema.optional(),
  analyzed_at: z.iso.datetime(),
  /** ms since epoch when the entry stops being a cache hit. */
  expires_at: z.number().int(),
});
export type CachedAnalysis = z.infer<typeof CachedAnalysisSchema>;

const key = (domain: string) => `analysis:${domain}`;

/** A stored analysis still within its lifetime; a KV error or a malformed entry is a miss, never a failure. */
export async function readCached(kv: KVNamespace, domain: string, now: number): Promise<CachedAnalysis | undefined> {
  try {
    const raw = await kv.get(key(domain), "json");
    const parsed = CachedAnalysisSchema.safeParse(raw);
    if (!parsed.success || parsed.data.expires_at <= now) return undefined;
    return parsed.data;
  } catch (error) {
    console.warn("cache read failed", domain, error);
    return undefined;
  }
}

/** Stores until `expires_at` (KV needs at least 60 s ahead). Returns false when KV refused the write. */
export async function writeCached(kv: KVNamespace, record: CachedAnalysis, now: number): Promise<boolean> {
  const ttl = Math.max(60, Math.ceil((record.expires_at - now) / 1000));
  try {
    await kv.put(key(record.domain), JSON.stringify(record), { expirationTtl: ttl });
    return true;
  } catch (error) {
    console.warn("cache write failed", record.domain, error);
    return false;
  }
}
