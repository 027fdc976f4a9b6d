// Paragraphs that stand alone when quoted: not opening on a reference to earlier text ("This", "However").
import { defineCheck, legacyPartial, legacyPass, legacySkip } from "../../check.ts";
import { leadingPhrase } from "../../derive/questions.ts";
import { quote } from "../../derive/sections.ts";

const SHARE = {
  /** AEO-CHECKS.md: at least 85% of paragraphs stand alone. */
  pass: 0.85,
  /** At half or fewer, passages lifted from the page rarely make sense alone: no credit. */
  zero: 0.5,
} as const;
/** Fewer paragraphs than this say nothing about a writing habit. */
const MIN_PARAGRAPHS = 3;

export default defineCheck({
  id: "self-contained-passages",
  category: "Direct Answer Quality",
  title: { pass: "Paragraphs stand alone when quoted", fail: "Many paragraphs lean on earlier text" },
  why: "Answer engines quote passages out of context; a paragraph opening \"This…\" or \"However…\" loses its meaning when lifted alone.",
  source: "AEO-CHECKS.md Direct Answer Quality",
  weight: 15,
  appliesTo: "answers",
  languageSensitive: true,
  needs: [],
  run(ctx, lexicon) {
    const paragraphs = ctx.prose;
    if (paragraphs.length < MIN_PARAGRAPHS) return legacySkip(`Only ${paragraphs.length} paragraph(s) of prose to judge.`);
    const dangling = paragraphs.flatMap(({ block }) => {
      const opener = leadingPhrase(block.text, lexicon.danglingOpeners);
      return opener === undefined ? [] : [{ opener, text: block.text }];
    });
    const share = 1 - dangling.length / paragraphs.length;
    const percent = Math.round(share * 100);
    if (share >= SHARE.pass) {
      return legacyPass(`${paragraphs.length - dangling.length} of ${paragraphs.length} paragraphs (${percent}%) open without leaning on earlier text.`);
    }
    const examples = dangling.slice(0, 3).map(({ text }) => `"${quote(text, 50)}"`).join(", ");
    const first = dangling[0]!;
    return legacyPartial(
      Math.max(0, (share - SHARE.zero) / (SHARE.pass - SHARE.zero)),
      `${dangling.length} of ${paragraphs.length} paragraphs (${100 - percent}%) open with a reference to earlier text: ${examples}`,
      `Rewrite openers like "${quote(first.text, 40)}" to name what "${first.opener}" refers to, so each paragraph makes sense on its own; aim for ${Math.round(SHARE.pass * 100)}% or more.`,
    );
  },
});
