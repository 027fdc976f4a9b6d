// Paragraphs of a few sentences, one idea each: no walls of text.
import { defineCheck, partial, pass, skip } from "../../check.ts";
import { type Prose, quote } from "../../derive/sections.ts";

/** Words count CJK text at two characters a word (derive/text.ts), so the limits hold across scripts. */
const PARAGRAPH = {
  /** AEO-CHECKS.md: mostly 2–4 sentences. */
  maxSentences: 4,
  maxWords: 100,
  /** Past either of these a paragraph is a wall of text. */
  wallSentences: 6,
  wallWords: 150,
} as const;

/** Credit for a paragraph between the comfortable size and a wall. */
const LONG_CREDIT = 0.6;

type Size = "ok" | "long" | "wall";

function sizeOf({ block, sentences }: Prose): Size {
  if (sentences.length > PARAGRAPH.wallSentences || block.words > PARAGRAPH.wallWords) return "wall";
  if (sentences.length > PARAGRAPH.maxSentences || block.words > PARAGRAPH.maxWords) return "long";
  return "ok";
}

const CREDIT: Record<Size, number> = { ok: 1, long: LONG_CREDIT, wall: 0 };

const EVIDENCE =
  '{ok} of {count} paragraphs run up to {maxSentences} sentences and {maxWords} words; {walls} wall(s) of text; longest {longestWords} words, {longestSentences} sentences: "{longest}"';
const BREAK = 'Break the {longestWords}-word paragraph starting "{start}" into paragraphs of 2–4 sentences, one idea each.';

export default defineCheck({
  id: "paragraph-length",
  category: "Content Structure",
  title: { pass: "Paragraphs are short and focused", fail: "The page has walls of text" },
  why: "A short paragraph holds one idea an answer engine can quote whole; a wall of text mixes several and gets cut mid-thought.",
  source: "AEO-CHECKS.md Content Structure",
  weight: 10,
  appliesTo: "all",
  languageSensitive: false,
  needs: [],
  readsProse: true,
  messages: {
    "no-prose": { evidence: "No paragraphs of prose in the main content." },
    "short-paragraphs": { evidence: EVIDENCE },
    // Paragraphs past the comfortable size, no wall among them; one wall; several walls.
    "long-paragraphs": { evidence: EVIDENCE, fix: BREAK },
    "wall-of-text": { evidence: EVIDENCE, fix: BREAK },
    "walls-of-text": {
      evidence: EVIDENCE,
      fix: 'Break the {longestWords}-word paragraph starting "{start}" and the other {others} wall(s) into paragraphs of 2–4 sentences, one idea each.',
    },
  },
  run(ctx) {
    const paragraphs = ctx.prose;
    if (paragraphs.length === 0) return skip("no-prose");
    const sizes = paragraphs.map(sizeOf);
    const totalWords = paragraphs.reduce((sum, paragraph) => sum + paragraph.block.words, 0);
    // Weighted by words: one wall hurts in proportion to the reading it buries.
    const score = paragraphs.reduce((sum, paragraph, index) => sum + paragraph.block.words * CREDIT[sizes[index]!], 0) / totalWords;
    const ok = sizes.filter((size) => size === "ok").length;
    const walls = paragraphs.filter((_, index) => sizes[index] === "wall").length;
    const longest = paragraphs.reduce((max, paragraph) => (paragraph.block.words > max.block.words ? paragraph : max));
    const params = {
      ok: String(ok),
      count: String(paragraphs.length),
      maxSentences: PARAGRAPH.maxSentences,
      maxWords: PARAGRAPH.maxWords,
      walls: String(walls),
      longestWords: String(longest.block.words),
      longestSentences: String(longest.sentences.length),
      longest: quote(longest.block.text, 60),
    };
    if (ok === paragraphs.length) return pass("short-paragraphs", params);
    const start = quote(longest.block.text, 40);
    if (walls > 1) return partial(score, "walls-of-text", { ...params, start, others: String(walls - 1) });
    return partial(score, walls === 1 ? "wall-of-text" : "long-paragraphs", { ...params, start });
  },
});
