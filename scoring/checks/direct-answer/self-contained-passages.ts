// Paragraphs that stand alone when quoted: not opening on a reference to earlier text ("This", "However").
import { defineCheck, partial, pass, skip } from "../../check.ts";
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
  source: "Google Search, passage ranking (2021): passages are judged on their own; Google Search Central, featured snippets and your website",
  weight: 15,
  appliesTo: "answers",
  languageSensitive: true,
  needs: [],
  readsProse: true,
  messages: {
    "few-paragraphs": { evidence: "Only {count|paragraph} of prose to judge." },
    "standalone-paragraphs": { evidence: "{standalone} of {count} paragraphs ({percent}%) open without leaning on earlier text." },
    "dangling-openers": {
      evidence: "{dangling} of {count} paragraphs ({percent}%) open with a reference to earlier text: {examples}",
      fix: 'Rewrite openers like "{start}" to name what "{opener}" refers to, so each paragraph makes sense on its own; aim for {target}% or more.',
    },
  },
  run(ctx, lexicon) {
    const paragraphs = ctx.prose;
    if (paragraphs.length < MIN_PARAGRAPHS) return skip("few-paragraphs", { count: String(paragraphs.length) });
    const dangling = paragraphs.flatMap(({ block }) => {
      const opener = leadingPhrase(block.text, lexicon.danglingOpeners);
      return opener === undefined ? [] : [{ opener, text: block.text }];
    });
    const share = 1 - dangling.length / paragraphs.length;
    const percent = Math.round(share * 100);
    const count = String(paragraphs.length);
    if (share >= SHARE.pass) {
      return pass("standalone-paragraphs", { standalone: String(paragraphs.length - dangling.length), count, percent: String(percent) });
    }
    const examples = dangling
      .slice(0, 3)
      .map(({ text }) => `"${quote(text, 50)}"`)
      .join(", ");
    const first = dangling[0]!;
    return partial(Math.max(0, (share - SHARE.zero) / (SHARE.pass - SHARE.zero)), "dangling-openers", {
      dangling: String(dangling.length),
      count,
      percent: String(100 - percent),
      examples,
      start: quote(first.text, 40),
      opener: first.opener,
      target: Math.round(SHARE.pass * 100),
    });
  },
});
