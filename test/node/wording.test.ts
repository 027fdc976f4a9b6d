// Every sentence a report says reads as a person wrote it (issue 13): over the reports of every golden case
// (the fixture pages and sites, and the 89 corpus pages when they sit beside the clone) and the judgment
// fixtures in ten languages, no "(s)" plurals, no "1 pages", no "a article", no raw language codes, no clause
// said twice, no numbers run together, every evidence and fix a finished sentence; no fix contradicts its
// evidence, and no top list names a fix worth under a point.
import { describe, expect, it } from "vitest";
import { analyze, MIN_TOP_FIX_IMPACT, topFixes, type AnalyzeInput, type Report } from "../../scoring/index.ts";
import { goldenCases } from "../golden/cases.ts";
import { judgmentCases } from "../judgment/bylines.ts";

const NOW = "2026-11-24T12:00:00Z";

const judged = judgmentCases().map(({ id, html, url }): { id: string; input: AnalyzeInput } => ({ id, input: { html, url, now: NOW, readVia: "fetch" } }));
const reports: [string, Report][] = [...goldenCases(), ...judged].map(({ id, input }) => [id, analyze(input)]);

/** What the report says in its own words: quotations from the page and markup are the page's, not ours. */
function ownWords(text: string): string {
  return text
    .replace(/"[^"]*"/g, "«»")
    .replace(/“[^”]*”/g, "«»")
    .replace(/<[^>]*>/g, "<>")
    .replace(/https?:\/\/\S+/g, "URL");
}

interface Said {
  where: string;
  text: string;
  /** A whole sentence (evidence, fix), not a clause set into another (page.type_reason). */
  sentence: boolean;
}

function said(report: Report): Said[] {
  const out: Said[] = [{ where: "summary", text: report.summary, sentence: true }];
  for (const category of report.categories) {
    for (const check of category.checks) {
      out.push({ where: `${check.id} evidence`, text: check.evidence, sentence: true });
      if (check.fix) out.push({ where: `${check.id} fix`, text: check.fix, sentence: true });
    }
  }
  out.push({ where: "type_reason", text: report.page.type_reason, sentence: false }, { where: "language_reason", text: report.page.language_reason, sentence: false });
  return out;
}

/** Each rule: a name and a test of one thing said; quotations are left out unless the rule reads them. */
const RULES: { name: string; bad: (text: string, own: string, sentence: boolean) => boolean }[] = [
  { name: '"(s)" plural', bad: (_, own) => /\w\(s\)/.test(own) },
  { name: "one with a plural", bad: (_, own) => /(?:^|[^\w.,]\s?|\b(?:of|all|the other|None of the|has|have|in|with|only|Only|and) )1 (?:[a-z]+[^s\W]s|are|were|have|run|skip|lack)\b/.test(own) },
  { name: '"All 1", "of the 1", "the other 1"', bad: (_, own) => /\b(?:All|all|of the|the other|None of the|every) 1\b(?![,.]\d)/.test(own) },
  { name: '"a" before a vowel', bad: (_, own) => /(?:^|\s)a (?:[aeio][a-z]|un[^ik])/.test(own) },
  { name: '"an" before a consonant', bad: (_, own) => /(?:^|\s)an [bcdfgjklmnpqrstvwz][a-z]/.test(own) },
  { name: "raw language code", bad: (_, own) => /\((?:[a-z]{2,3})(?:-[A-Za-z]{2,4})?\)|ahead of «»|reads as «»/.test(own) },
  { name: "numbers run together", bad: (text) => /\b(?:1[89]|20)\d\d\d{1,2}:\d\d\b/.test(text) },
  { name: "a clause said twice", bad: (text, own) => /\b([A-Za-z][\w ]{3,}): \d+ \1\b/.test(own) || repeatedClause(text) },
  { name: "doubled punctuation or spaces", bad: (_, own) => /[.;:,]\s*[.;:,](?![.a-z])|\s{2,}|\s[,.;:](?![\w.])/.test(own.replaceAll("…", "")) },
  { name: "an unfinished sentence", bad: (text, _, sentence) => sentence && !/[.!?)"”»'’]$/.test(text.trim()) },
];

function repeatedClause(own: string): boolean {
  const clauses = own.split(/[;.]\s+/).map((clause) => clause.trim()).filter((clause) => clause.length > 12);
  return new Set(clauses).size < clauses.length;
}

describe("the words of every report", () => {
  it("cover the golden cases and the judgment fixtures in ten languages", () => {
    expect(reports.length).toBeGreaterThanOrEqual(100);
  });

  it.each(RULES.map((rule) => [rule.name, rule] as const))("never: %s", (_, rule) => {
    const hits: string[] = [];
    for (const [id, report] of reports) {
      for (const item of said(report)) if (rule.bad(item.text, ownWords(item.text), item.sentence)) hits.push(`${id} ${item.where}: ${item.text}`);
    }
    expect(hits.slice(0, 8)).toEqual([]);
  });

  it("give a fix only where the check falls short, and never one its evidence contradicts", () => {
    const hits: string[] = [];
    for (const [id, report] of reports) {
      for (const check of report.categories.flatMap((category) => category.checks)) {
        const shortfall = check.status === "fail" || check.status === "warn";
        // Too little text is said once: the other prose checks fail without repeating its fix.
        const saidOnce = check.reason === "too-little-text-again";
        if (shortfall !== (check.fix !== null) && check.status !== "not_checked" && !saidOnce) hits.push(`${id} ${check.id}: ${check.status} with fix ${check.fix}`);
        // A finding counted as none in the evidence cannot be what the fix (or the failing title) asks to fix.
        const none = [...check.evidence.matchAll(/\b(?:walls of text|wall\(s\) of text): 0\b|\b0 (walls?|question headings|skipped levels)\b/g)];
        if (none.length > 0 && check.fix && /wall/.test(check.fix)) hits.push(`${id} ${check.id}: ${check.evidence} / ${check.fix}`);
        if (none.length > 0 && /walls/.test(check.title)) hits.push(`${id} ${check.id}: ${check.title} / ${check.evidence}`);
      }
    }
    expect(hits.slice(0, 8)).toEqual([]);
  });

  it("name no fix worth under a point in a top list or the summary", () => {
    for (const [id, report] of reports) {
      const top = topFixes(report.fixes, 5);
      expect(top.every((fix) => fix.impact >= MIN_TOP_FIX_IMPACT), id).toBe(true);
      const small = report.fixes.filter((fix) => fix.impact < MIN_TOP_FIX_IMPACT);
      for (const fix of small) expect(report.summary, id).not.toContain(`the biggest gain: ${fix.title.charAt(0).toLowerCase()}${fix.title.slice(1)}`);
    }
  });
});

describe("topFixes", () => {
  it("keeps the order and leaves out fixes under a point", () => {
    const fixes = [{ impact: 5 }, { impact: 0.9 }, { impact: 1 }, { impact: 0 }, { impact: 3 }];
    expect(topFixes(fixes, 5)).toEqual([{ impact: 5 }, { impact: 1 }, { impact: 3 }]);
    expect(topFixes(fixes, 2)).toEqual([{ impact: 5 }, { impact: 1 }]);
  });
});
