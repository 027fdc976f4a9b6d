// Long pages split into h2 sections, with no stretch of text running long without a heading.
import { defineCheck, legacyPartial, legacyPass, legacySkip } from "../../check.ts";
import { quote, type Section } from "../../derive/sections.ts";

const SECTIONING = {
  /** Past this many words a page needs sections (AEO-CHECKS.md: "≥ 3 h2 past ~600 words"). */
  minPageWords: 600,
  minH2: 3,
  /** A stretch of text longer than this under one heading is too long to lift as one passage. */
  maxSectionWords: 400,
} as const;

/** Credit for the number of h2s on a long page, by count (3 or more: full). */
const H2_CREDIT = [0, 0.3, 0.6] as const;

const nameOf = (section: Section) => (section.heading ? `"${quote(section.heading.text, 50)}"` : "the introduction");

export default defineCheck({
  id: "section-length",
  category: "Content Structure",
  title: { pass: "The page is split into short sections", fail: "The page runs long without section headings" },
  why: "Answer engines retrieve passages, not pages: each heading opens a chunk they can match to a question, and 400 words is about the most one chunk holds well.",
  source: "AEO-CHECKS.md Content Structure",
  weight: 20,
  appliesTo: "all",
  languageSensitive: false,
  needs: ["markup"],
  run(ctx) {
    const { headings, sections, words } = ctx.structure;
    if (words < SECTIONING.minPageWords) return legacySkip(`A ${words}-word page needs no sections.`);
    const h2s = headings.filter((heading) => heading.level === 2).length;
    const h2Score = h2s >= SECTIONING.minH2 ? 1 : H2_CREDIT[h2s]!;
    const oversized = sections.filter((section) => section.words > SECTIONING.maxSectionWords);
    const oversizedWords = oversized.reduce((sum, section) => sum + section.words, 0);
    const lengthScore = 1 - oversizedWords / words;
    const longest = sections.reduce((max, section) => (section.words > max.words ? section : max));
    const evidence = `${words} words, ${h2s} h2 section(s); the longest stretch without a heading is ${longest.words} words, under ${nameOf(longest)}.`;
    if (h2Score === 1 && oversized.length === 0) return legacyPass(evidence);
    const fixes = [
      h2Score < 1 ? `Split the page into at least ${SECTIONING.minH2} h2 sections, one per sub-topic or question.` : "",
      oversized.length > 0
        ? `Add h2/h3 subheadings inside ${oversized.slice(0, 3).map((section) => `${nameOf(section)} (${section.words} words)`).join(", ")} so no stretch runs past ~${SECTIONING.maxSectionWords} words.`
        : "",
    ].filter(Boolean);
    return legacyPartial((h2Score + lengthScore) / 2, evidence, fixes.join(" "));
  },
});
