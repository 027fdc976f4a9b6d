// Long pages split into h2 sections, with no stretch of text running long without a heading.
import { defineCheck, partial, pass, skip } from "../../check.ts";
import type { Reason } from "../../messages.ts";
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

const nameOf = (section: Section) => (section.heading ? `"${quote(section.heading.text, 50)}"` : "the opening before any heading");

const EVIDENCE = "{words|word} in {h2s|h2 section}; the longest stretch without a heading: {longest|word}, {section}.";

export default defineCheck({
  id: "section-length",
  category: "Content Structure",
  title: { pass: "The page is split into short sections", fail: "The page runs long without section headings" },
  why: "Answer engines retrieve passages, not pages: each heading opens a chunk they can match to a question, and 400 words is about the most one chunk holds well.",
  source: "Google Search, passage ranking (2021); W3C WAI Tutorials, page structure: headings",
  weight: 20,
  appliesTo: "all",
  languageSensitive: false,
  needs: ["markup"],
  readsProse: true,
  messages: {
    "short-page": { evidence: "A {words}-word page needs no sections." },
    sectioned: { evidence: EVIDENCE },
    // What falls short is in the details, each with its fix.
    undersectioned: { evidence: EVIDENCE },
    "few-h2": { evidence: "fewer than {min} h2 sections", fix: "Split the page into at least {min} h2 sections, one per sub-topic or question." },
    "long-stretches": {
      evidence: "stretches of more than ~{max} words without a heading: {sections}",
      fix: "Add h2/h3 subheadings inside {sections} so no stretch runs past ~{max} words.",
    },
  },
  run(ctx) {
    const { headings, sections, words } = ctx.structure;
    if (words < SECTIONING.minPageWords) return skip("short-page", { words });
    const h2s = headings.filter((heading) => heading.level === 2).length;
    const h2Score = h2s >= SECTIONING.minH2 ? 1 : H2_CREDIT[h2s]!;
    const oversized = sections.filter((section) => section.words > SECTIONING.maxSectionWords);
    const oversizedWords = oversized.reduce((sum, section) => sum + section.words, 0);
    const lengthScore = 1 - oversizedWords / words;
    const longest = sections.reduce((max, section) => (section.words > max.words ? section : max));
    const params = { words, h2s, longest: longest.words, section: longest.heading ? `under ${nameOf(longest)}` : nameOf(longest) };
    if (h2Score === 1 && oversized.length === 0) return pass("sectioned", params);
    const details: Reason[] = [];
    if (h2Score < 1) details.push({ key: "few-h2", params: { min: SECTIONING.minH2 } });
    if (oversized.length > 0) {
      const named = oversized
        .slice(0, 3)
        .map((section) => `${nameOf(section)} (${section.words} words)`)
        .join(", ");
      details.push({ key: "long-stretches", params: { sections: named, max: SECTIONING.maxSectionWords } });
    }
    return partial((h2Score + lengthScore) / 2, "undersectioned", params, { details });
  },
});
