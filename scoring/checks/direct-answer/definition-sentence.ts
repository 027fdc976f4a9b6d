// A sentence near the top that defines the page's subject ("X is a Y that…"), in the page's language.
import { defineCheck, legacyFail, legacyPartial, legacyPass } from "../../check.ts";

import { firstH1, quote } from "../../derive/sections.ts";

const WINDOW = {
  /** "Near the top": the opening sentences of the first paragraphs under the h1. */
  topSentences: 5,
  /** Further down the opening, a definition still helps, but engines may not reach it. */
  laterSentences: 15,
  /** Paragraphs under the h1 read for either window. */
  paragraphs: 6,
} as const;

/** A definition found past the top window: present, but not where engines look first. */
const LATE_SCORE = 0.6;


export default defineCheck({
  id: "definition-sentence",
  category: "Direct Answer Quality",
  title: { pass: "A sentence near the top defines the subject", fail: "No sentence near the top defines the subject" },
  why: "Answer engines answer \"what is X\" by quoting a sentence of the form \"X is a Y that…\"; without one they paraphrase someone else's.",
  source: "AEO-CHECKS.md Direct Answer Quality",
  weight: 15,
  appliesTo: "defines",
  languageSensitive: true,
  needs: [],
  run(ctx, lexicon) {
    const opening = ctx.opening
      .slice(0, WINDOW.paragraphs)
      .flatMap(({ block }) => ctx.sentencesOf(block).map((sentence) => sentence.text))
      .slice(0, WINDOW.laterSentences);
    const index = opening.findIndex((sentence) => lexicon.definitionPatterns.some((pattern) => pattern.test(sentence)));
    const h1 = firstH1(ctx);
    const subject = h1 ? `"${quote(h1.text, 60)}"` : "the page's subject";
    if (index >= 0 && index < WINDOW.topSentences) return legacyPass(`Sentence ${index + 1} defines: "${quote(opening[index]!, 140)}"`);
    if (index >= 0) {
      return legacyPartial(
        LATE_SCORE,
        `The first definition is sentence ${index + 1} of the opening: "${quote(opening[index]!, 140)}"`,
        `Move the definition "${quote(opening[index]!, 60)}" into the first two sentences under the h1.`,
      );
    }
    if (opening.length === 0) {
      return legacyFail("No opening text to hold a definition.", `Open with one sentence that defines ${subject}: "[Subject] is a [category] that [what sets it apart]."`);
    }
    return legacyFail(
      `None of the first ${opening.length} sentences defines the subject; the page opens: "${quote(opening[0]!, 100)}"`,
      `Open with one sentence that defines ${subject}: "[Subject] is a [category] that [what sets it apart]."`,
    );
  },
});
