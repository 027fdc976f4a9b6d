// The AI-written summary: 1-2 plain-English sentences from our computed scores, never from page content
// (pages can carry prompt injections). Claude via @anthropic-ai/sdk; any failure is the caller's cue to
// keep the template summary.
import Anthropic from "@anthropic-ai/sdk";
import { withoutControls } from "../../scoring/clip.ts";
import type { Config } from "../config.ts";
import type { CachedAnalysis } from "./cache.ts";

const SYSTEM = [
  "You write the summary line of an AEO (answer engine optimization) readiness report.",
  "Write 1 or 2 plain-English sentences, at most 60 words, no markdown, no lists, no greeting.",
  "Say how ready the site is to be found and cited by AI answer engines, name its strongest and weakest",
  "categories, and the single most valuable fix. Use only the data given; do not invent numbers.",
].join(" ");

const MAX_CHARS = 420;

/**
 * A client whose calls give up after `timeoutMs`, without the SDK's own retries: callers have a time
 * budget (the 4 s summary wait) or a retry policy of their own (the queue's backoff).
 */
export function anthropicClient(config: Config, timeoutMs: number): Anthropic | undefined {
  if (!config.ANTHROPIC_API_KEY) return undefined;
  return new Anthropic({
    apiKey: config.ANTHROPIC_API_KEY,
    baseURL: config.ANTHROPIC_BASE_URL ?? null,
    timeout: timeoutMs,
    maxRetries: 0,
  });
}

/** The model's text, checked to be a usable 1-2 sentence summary; throws otherwise. */
export async function writeAiSummary(client: Anthropic, model: string, analysis: CachedAnalysis): Promise<string> {
  const facts = {
    domain: analysis.domain,
    score: analysis.score,
    grade: analysis.grade,
    category_scores: analysis.category_scores,
    top_fixes: analysis.top_fixes.slice(0, 3),
  };
  const message = await client.messages.create({
    model,
    max_tokens: 200,
    system: SYSTEM,
    messages: [{ role: "user", content: `Report data (JSON):\n${JSON.stringify(facts)}` }],
  });
  const text = message.content
    .flatMap((block) => (block.type === "text" ? [block.text] : []))
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();
  return checkedSummary(text);
}

/** Rejects empty, over-long or many-sentence output rather than relaying it. */
export function checkedSummary(raw: string): string {
  // The model's words are hostile too (a page's name could prompt-inject it): no control characters.
  const text = withoutControls(raw, false).trim();
  if (!text) throw new Error("AI summary was empty");
  if (text.length > MAX_CHARS) throw new Error(`AI summary too long (${text.length} chars)`);
  const sentences = text.split(/(?<=[.!?])\s+(?=[A-Z0-9"“])/).filter(Boolean);
  if (sentences.length > 2) throw new Error(`AI summary has ${sentences.length} sentences`);
  return text;
}
