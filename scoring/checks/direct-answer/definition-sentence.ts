// A sentence near the top that defines the page's subject ("X is a Y that…"), in the page's language, where
// a definition is what the page calls for: its question asks what something is ("What is an IBAN?"), or its
// headline names a term ("Anvils"). A how-to, a yes/no question or a news headline is not answered by a
// definition, so no credit is given or withheld there: the check is left out (derive/answers.ts reads the
// question). Asked "what is X?", only a sentence that defines X counts.
import { defineCheck, fail, partial, pass, skip } from "../../check.ts";
import { definesSubject } from "../../derive/answers.ts";
import { firstH1, quote } from "../../derive/sections.ts";

const WINDOW = {
  /** "Near the top": the opening sentences of the first paragraphs under the h1. */
  topSentences: 5,
  /** Further down the opening, a definition still helps, but engines may not reach it. */
  laterSentences: 15,
  /** Paragraphs under the h1 read for either window. */
  paragraphs: 6,
} as const;

/** A headline of more key terms than this is a statement (news, a slogan), not a term to define. */
const MAX_TERM_WORDS = 4;

/** A definition found past the top window: present, but not where engines look first. */
const LATE_SCORE = 0.6;

const FIX = 'Open with one sentence that defines {subject}: "[Subject] is a [category] that [what sets it apart]."';

export default defineCheck({
  id: "definition-sentence",
  category: "Direct Answer Quality",
  title: { pass: "A sentence near the top defines the subject", fail: "No sentence near the top defines the subject" },
  why: "Answer engines answer \"what is X\" by quoting a sentence of the form \"X is a Y that…\"; without one they paraphrase someone else's.",
  source: "Google Search Central, featured snippets and your website (definition snippets)",
  weight: 15,
  appliesTo: "defines",
  languageSensitive: true,
  needs: [],
  readsProse: true,
  // {subject} is the h1, quoted, or the page's subject when there is none.
  messages: {
    definition: { evidence: 'Sentence {index} of the opening defines the subject: "{sentence}"' },
    "late-definition": {
      evidence: 'The first definition is sentence {index} of the opening: "{sentence}"',
      fix: 'Move the definition "{start}" up, into the first {top} sentences {under}.',
    },
    "no-opening": { evidence: "No opening text to hold a definition.", fix: FIX },
    "no-definition": { evidence: '{count#The first sentence does not define|None of the first # sentences defines} the subject; the page opens: "{opening}"', fix: FIX },
    "not-asked": { evidence: 'The page asks "{question}", which a definition does not answer.' },
    headline: { evidence: 'The headline "{question}" makes a statement; it names no term to define.' },
  },
  run(ctx, lexicon) {
    const asked = ctx.mainAnswer?.question ?? null;
    if (asked && asked.kind !== "definition" && asked.kind !== "topic") return skip("not-asked", { question: quote(asked.text, 100) });
    if (asked?.kind === "topic" && asked.terms.length > MAX_TERM_WORDS) return skip("headline", { question: quote(asked.text, 100) });
    const opening = ctx.opening
      .slice(0, WINDOW.paragraphs)
      .flatMap(({ block }) => ctx.sentencesOf(block).map((sentence) => sentence.text))
      .slice(0, WINDOW.laterSentences);
    // Asked what X is, a sentence must define X; a page named for a term may define it in any words.
    const defines =
      asked?.kind === "definition"
        ? (sentence: string) => definesSubject(sentence, asked, lexicon)
        : (sentence: string) => lexicon.definitionPatterns.some((pattern) => pattern.test(sentence));
    const index = opening.findIndex(defines);
    const h1 = firstH1(ctx);
    const subject = h1 ? `"${quote(h1.text, 60)}"` : "the page's subject";
    if (index >= 0) {
      const found = { index: String(index + 1), sentence: quote(opening[index]!, 140) };
      if (index < WINDOW.topSentences) return pass("definition", found);
      const under = h1 ? "under the h1" : "of the page";
      return partial(LATE_SCORE, "late-definition", { ...found, start: quote(opening[index]!, 60), top: WINDOW.topSentences, under });
    }
    if (opening.length === 0) return fail("no-opening", { subject });
    return fail("no-definition", { count: String(opening.length), opening: quote(opening[0]!, 100), subject });
  },
});
