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
  'Paragraphs within {maxSentences} sentences and {maxWords} words: {ok} of {count}; walls of text: {walls}; the longest: {longestWords|word} in {longestSentences|sentence}, "{longest}".';
/** The fix names the paragraph to break first: the longest wall, else the longest of the long ones. */
const BREAK = 'Break the {targetWords}-word paragraph starting "{start}" into paragraphs of 2–4 sentences, one idea each.';

const longestOf = (paragraphs: readonly Prose[]) => paragraphs.reduce((max, paragraph) => (paragraph.block.words > max.block.words ? paragraph : max));

export default defineCheck({
  id: "paragraph-length",
  category: "Content Structure",
  title: { pass: "Paragraphs are short and focused", fail: "Paragraphs run long" },
  why: "A short paragraph holds one idea an answer engine can quote whole; a wall of text mixes several and gets cut mid-thought.",
  source: "Nielsen Norman Group, How users read on the web and the inverted pyramid; Google Search Central, SEO Starter Guide",
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
      fix: 'Break the {targetWords}-word paragraph starting "{start}" and the {others#other wall|# other walls} into paragraphs of 2–4 sentences, one idea each.',
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
    const walls = paragraphs.filter((_, index) => sizes[index] === "wall");
    const longest = longestOf(paragraphs);
    const params = {
      ok,
      count: paragraphs.length,
      maxSentences: PARAGRAPH.maxSentences,
      maxWords: PARAGRAPH.maxWords,
      walls: walls.length,
      longestWords: longest.block.words,
      longestSentences: longest.sentences.length,
      longest: quote(longest.block.text, 60),
    };
    if (ok === paragraphs.length) return pass("short-paragraphs", params);
    const target = longestOf(walls.length > 0 ? walls : paragraphs.filter((_, index) => sizes[index] === "long"));
    const named = { ...params, targetWords: target.block.words, start: quote(target.block.text, 40) };
    if (walls.length > 1) return partial(score, "walls-of-text", { ...named, others: walls.length - 1 });
    return partial(score, walls.length === 1 ? "wall-of-text" : "long-paragraphs", named);
  },
});
