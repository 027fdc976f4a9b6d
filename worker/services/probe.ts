// The blind probe: does a language model recognize the domain from training alone? No page content goes
// into the prompt and no tools are enabled, or it would measure search rather than what the model learned.
import { withoutControls } from "../../scoring/clip.ts";
import type Anthropic from "@anthropic-ai/sdk";
import { z } from "zod";

export interface AiKnowledge {
  recognized_by_ai: boolean;
  detail: string;
}

const SYSTEM =
  "You answer from your training knowledge only. Reply with JSON only: " +
  '{"recognized": true|false, "detail": "<one sentence>"}. "recognized" is true only if you know what the ' +
  "website at the given domain is (its organization, product or purpose). The detail is one plain sentence a " +
  "person can read, saying what you know of it, or that you do not recognize it. Never guess.";

const AnswerSchema = z.object({ recognized: z.boolean(), detail: z.string().min(1).max(400) });

export async function probeDomain(client: Anthropic, model: string, domain: string): Promise<AiKnowledge> {
  const message = await client.messages.create({
    model,
    max_tokens: 150,
    system: SYSTEM,
    messages: [{ role: "user", content: `Do you recognize the website ${domain}?` }],
  });
  const text = message.content.flatMap((block) => (block.type === "text" ? [block.text] : [])).join("");
  const json = /\{[\s\S]*\}/.exec(text)?.[0];
  const answer = AnswerSchema.parse(JSON.parse(json ?? "null"));
  const detail = withoutControls(answer.detail, false).replace(/\s+/g, " ").trim();
  return { recognized_by_ai: answer.recognized, detail: /[.!?]$/.test(detail) ? detail : `${detail}.` };
}
