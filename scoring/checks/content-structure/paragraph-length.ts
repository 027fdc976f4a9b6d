// Paragraphs of a few sentences, one idea each: no walls of text.
import { defineCheck, legacyPartial, legacyPass, legacySkip } from "../../check.ts";
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
  run(ctx) {
    const paragraphs = ctx.prose;
    if (paragraphs.length === 0) return legacySkip("No paragraphs of prose in the main content.");
    const sizes = paragraphs.map(sizeOf);
    const totalWords = paragraphs.reduce((sum, paragraph) => sum + paragraph.block.words, 0);
    // Weighted by words: one wall hurts in proportion to the reading it buries.
    const score = paragraphs.reduce((sum, paragraph, index) => sum + paragraph.block.words * CREDIT[sizes[index]!], 0) / totalWords;
    const ok = sizes.filter((size) => size === "ok").length;
    const walls = paragraphs.filter((_, index) => sizes[index] === "wall");
    const longest = paragraphs.reduce((max, paragraph) => (paragraph.block.words > max.block.words ? paragraph : max));
    const describe = (paragraph: Prose) => `${paragraph.block.words} words, ${paragraph.sentences.length} sentences: "${quote(paragraph.block.text, 60)}"`;
    const evidence = `${ok} of ${paragraphs.length} paragraphs run up to ${PARAGRAPH.maxSentences} sentences and ${PARAGRAPH.maxWords} words; ${walls.length} wall(s) of text; longest ${describe(longest)}`;
    if (ok === paragraphs.length) return legacyPass(evidence);
    return legacyPartial(
      score,
      evidence,
      `Break the ${longest.block.words}-word paragraph starting "${quote(longest.block.text, 40)}"${walls.length > 1 ? ` and the other ${walls.length - 1} wall(s)` : ""} into paragraphs of 2–4 sentences, one idea each.`,
    );
  },
});
