// Headings that step down one level at a time, the outline engines use to map the page's sub-topics.
import { defineCheck, partial, pass, skip } from "../../check.ts";
import type { Heading } from "../../derive/headings.ts";
import type { Reason } from "../../messages.ts";
import { quote } from "../../derive/sections.ts";

/** Score: one skip costs little on a long outline and a lot on a short one. */
const SCORING = { firstIssue: 0.8, perIssueShare: 1 } as const;

/** A heading that skips a level: before the first h2, or more than one level below the heading before it. */
function skipped(heading: Heading, previous: number, seenH2: boolean): Reason {
  const params = { level: String(heading.level), heading: quote(heading.text, 50) };
  if (!seenH2) return { key: "before-first-h2", params };
  return { key: "skips-level", params: { ...params, previous: String(previous), expected: String(previous + 1) } };
}

const GENERAL_FIX = "Headings should step down one level at a time (h2, then h3 inside it).";

export default defineCheck({
  id: "heading-hierarchy",
  category: "Content Structure",
  title: { pass: "Headings step down one level at a time", fail: "Headings skip levels" },
  why: "Answer engines read the heading outline to know which passage answers which sub-question; a skipped level breaks the outline.",
  source: "WHATWG HTML, headings and outlines; W3C WAI Tutorials, page structure: headings",
  weight: 15,
  appliesTo: "all",
  languageSensitive: false,
  needs: ["markup"],
  messages: {
    "no-headings": { evidence: "No headings in the main content: no outline to judge." },
    "one-heading": { evidence: "One heading in the main content: no outline to judge." },
    "ordered-headings": { evidence: "{count} headings in order, none skipping a level." },
    // The fix names the first skipping heading; the reason says which kind it is.
    "skipped-levels": {
      evidence: "{skips} of {count} headings {skips#skips|skip} a level: {details}.",
      fix: `Make "{heading}" an h{expected}, or add an h{expected} above it. ${GENERAL_FIX}`,
    },
    "opens-below-h2": {
      evidence: "{skips} of {count} headings {skips#skips|skip} a level: {details}.",
      fix: `Make "{heading}" an h2, or open its section with an h2. ${GENERAL_FIX}`,
    },
    "skips-level": { evidence: 'h{level} "{heading}" follows an h{previous} (skips h{expected})' },
    "before-first-h2": { evidence: 'h{level} "{heading}" comes before the first h2' },
  },
  run(ctx) {
    const { headings } = ctx.structure;
    if (headings.length === 0) return skip("no-headings");
    if (headings.length === 1) return skip("one-heading");
    const issues: Reason[] = [];
    // The page's h1 may sit outside the main content (a hero banner): the outline starts as if after it.
    let previous = 1;
    let seenH2 = false;
    for (const heading of headings) {
      if (heading.level > previous + 1) issues.push(skipped(heading, previous, seenH2));
      if (heading.level === 2) seenH2 = true;
      previous = heading.level;
    }
    if (issues.length === 0) return pass("ordered-headings", { count: String(headings.length) });
    const score = Math.max(0, SCORING.firstIssue - (SCORING.perIssueShare * issues.length) / headings.length);
    const counts = { skips: String(issues.length), count: String(headings.length) };
    const details = issues.slice(0, 3);
    const first = issues[0]!.params!;
    if (issues[0]!.key === "before-first-h2") return partial(score, "opens-below-h2", { ...counts, heading: first.heading! }, { details });
    return partial(score, "skipped-levels", { ...counts, heading: first.heading!, expected: first.expected! }, { details });
  },
});
