// Headings that step down one level at a time, the outline engines use to map the page's sub-topics.
import { defineCheck, legacyPartial, legacyPass, legacySkip } from "../../check.ts";
import type { Heading } from "../../derive/headings.ts";
import { quote } from "../../derive/sections.ts";

/** Score: one skip costs little on a long outline and a lot on a short one. */
const SCORING = { firstIssue: 0.8, perIssueShare: 1 } as const;

interface Issue {
  evidence: string;
  fix: string;
}

function skipped(heading: Heading, previous: number, seenH2: boolean): Issue {
  const text = quote(heading.text, 50);
  if (!seenH2) return { evidence: `h${heading.level} "${text}" comes before the first h2`, fix: `Make "${text}" an h2, or open its section with an h2.` };
  const expected = `h${previous + 1}`;
  return { evidence: `h${heading.level} "${text}" follows an h${previous} (skips ${expected})`, fix: `Make "${text}" an ${expected}, or add an ${expected} above it.` };
}

export default defineCheck({
  id: "heading-hierarchy",
  category: "Content Structure",
  title: { pass: "Headings step down one level at a time", fail: "Headings skip levels" },
  why: "Answer engines read the heading outline to know which passage answers which sub-question; a skipped level breaks the outline.",
  source: "WHATWG HTML, headings and outlines; AEO-CHECKS.md Content Structure",
  weight: 15,
  appliesTo: "all",
  languageSensitive: false,
  needs: ["markup"],
  run(ctx) {
    const { headings } = ctx.structure;
    if (headings.length < 2) return legacySkip(`${headings.length === 0 ? "No headings" : "One heading"} in the main content: no outline to judge.`);
    const issues: Issue[] = [];
    // The page's h1 may sit outside the main content (a hero banner): the outline starts as if after it.
    let previous = 1;
    let seenH2 = false;
    for (const heading of headings) {
      const issue = heading.level > previous + 1 ? skipped(heading, previous, seenH2) : undefined;
      if (issue) issues.push(issue);
      if (heading.level === 2) seenH2 = true;
      previous = heading.level;
    }
    if (issues.length === 0) return legacyPass(`${headings.length} headings in order, none skipping a level.`);
    const score = Math.max(0, SCORING.firstIssue - (SCORING.perIssueShare * issues.length) / headings.length);
    return legacyPartial(
      score,
      `${issues.length} of ${headings.length} headings skip a level: ${issues.slice(0, 3).map((issue) => issue.evidence).join("; ")}`,
      `${issues[0]!.fix} Headings should step down one level at a time (h2, then h3 inside it).`,
    );
  },
});
