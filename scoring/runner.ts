// Runs the registered checks on a page: applicability by page type, "not checked" when the input lacks
// what a check needs (out of the score, never a finding), neutral credit for unsupported languages, error
// isolation (a throwing check is a warning with weight 0, never a failed run), weighted means renormalized
// over what was judged, and each fix's impact on the overall score.
import { CATEGORY_NAMES, type CategoryName } from "./categories.ts";
import { runCheck, type CheckDefinition, type CheckStatus, type Verdict } from "./check.ts";
import type { PageContext } from "./context.ts";
import { clip, clipOrNull, LIMITS } from "./clip.ts";
import { hasNeed, type Need, type PageInput } from "./input.ts";
import { languageName } from "./language.ts";
import { MIN_JUDGED_WORDS } from "./thin.ts";
import { runAtOnce, type Steps } from "./steps.ts";
import { evidenceOf, fixOf, type Messages, type Reason } from "./messages.ts";
import { appliesToType } from "./shares.ts";
import type { PageType } from "./page-types.ts";
import type { CheckResult, Report } from "./report.ts";
import { CATEGORY_WEIGHTS, NEUTRAL_CREDIT, STATUS_THRESHOLDS } from "./weights.ts";

export interface Judged {
  check: CheckDefinition;
  score: number;
  status: CheckStatus;
  /** The reason key of the outcome, and of its details. */
  reason: string;
  details: string[];
  evidence: string;
  fix: string | null;
  snippet: string | null;
}

export interface RunResult {
  score: number;
  categories: Report["categories"];
  category_scores: Report["category_scores"];
  fixes: Report["fixes"];
  warnings: string[];
}

function statusOf(score: number): CheckStatus {
  if (score >= STATUS_THRESHOLDS.pass) return "pass";
  if (score >= STATUS_THRESHOLDS.warn) return "warn";
  return "fail";
}


/** The runner's own outcomes: a language without a lexicon, and an input that was not gathered. */
const RUNNER_MESSAGES: Messages = {
  "no-lexicon": { evidence: "The page's language, {language}, has no lexicon yet; neutral credit instead of a verdict." },
  "not-checked": { evidence: "Not checked: {details}." },
  "not-gathered-markup": { evidence: "the input is plain text, without markup" },
  "not-gathered-response": { evidence: "the page was not fetched, so its HTTP response was not observed" },
  "not-gathered-response-file": { evidence: "the file was not fetched, so no HTTP response was observed" },
  "not-gathered-plain": { evidence: "what a plain fetch of the address returns (the HTML crawlers read) was not observed" },
  "not-gathered-site": { evidence: "the site's robots.txt, llms.txt and sitemap were not read" },
  "too-little-text": {
    evidence: "Too little text to judge: the main content has {words|word}, and at least {min} are needed.",
    fix: "Write the page's content: at least {min} words of prose that tell a visitor what the page is about and answer what they come for.",
  },
  // The same finding on the other prose checks: said once in the fixes.
  "too-little-text-again": { evidence: "Too little text to judge: the main content has {words|word}, and at least {min} are needed." },
};

const notGathered = (need: Need, input: PageInput): Reason => ({ key: need === "response" && input.readVia === "file" ? "not-gathered-response-file" : `not-gathered-${need}` });

/** A judged result in the runner's own words. */
function byRunner(check: CheckDefinition, score: number, status: CheckStatus, reason: Reason, details: readonly Reason[] = []): Judged {
  const fix = status === "fail" || status === "warn" ? fixOf(RUNNER_MESSAGES, reason, details) : null;
  return { check, score, status, reason: reason.key, details: details.map((detail) => detail.key), evidence: evidenceOf(RUNNER_MESSAGES, reason, details), fix, snippet: null };
}

/** A check's outcome as a judged result: its score, status and words. */
export function judged(check: CheckDefinition, outcome: Verdict): Judged {
  const score = Math.min(1, Math.max(0, Number.isFinite(outcome.score) ? outcome.score : 0));
  const status = outcome.status ?? statusOf(score);
  const passed = status === "pass" || status === "neutral";
  const snippet = passed ? null : clipOrNull(outcome.snippet ?? null, LIMITS.snippet);
  const messages = check.messages;
  const reason: Reason = { key: outcome.reason, ...(outcome.params ? { params: outcome.params } : {}) };
  const details = outcome.details ?? [];
  return {
    check,
    score,
    status,
    reason: outcome.reason,
    details: details.map((detail) => detail.key),
    evidence: clip(evidenceOf(messages, reason, details), LIMITS.sentence),
    fix: passed ? null : clipOrNull(fixOf(messages, reason, details), LIMITS.sentence),
    snippet,
  };
}

/** What the run has said so far: the too-little-text fix is given once. */
interface RunState {
  warnings: string[];
  thinSaid: boolean;
}

function judge(check: CheckDefinition, ctx: PageContext, state: RunState): Judged | undefined {
  const { warnings } = state;
  try {
    const words = ctx.main.words;
    if (check.readsProse && words < MIN_JUDGED_WORDS && check.needs.every((need) => hasNeed(ctx.input, need))) {
      const key = state.thinSaid ? "too-little-text-again" : "too-little-text";
      state.thinSaid = true;
      return byRunner(check, 0, "fail", { key, params: { words, min: MIN_JUDGED_WORDS } });
    }
    const outcome = runCheck(check, ctx);
    if (outcome === undefined) return byRunner(check, NEUTRAL_CREDIT, "neutral", { key: "no-lexicon", params: { language: languageName(ctx.language.code) } });
    if ("notChecked" in outcome) return byRunner(check, 0, "not_checked", { key: "not-checked" }, outcome.notChecked.map((need) => notGathered(need, ctx.input)));
    if ("skip" in outcome) return undefined;
    return judged(check, outcome);
  } catch (error) {
    // A throwing check, or one whose words are missing, is left out with a warning, never a failed run.
    if (warnings.length < LIMITS.warnings) warnings.push(clip(`Check ${check.id} failed and was left out: ${error instanceof Error ? error.message : String(error)}`, LIMITS.warning));
    return undefined;
  }
}

const round1 = (value: number) => Math.round(value * 10) / 10;

export function runChecks(checks: readonly CheckDefinition[], ctx: PageContext): RunResult {
  return runAtOnce(checkSteps(checks, ctx));
}

/** runChecks in steps (steps.ts): one check each. */
export function* checkSteps(checks: readonly CheckDefinition[], ctx: PageContext): Steps<RunResult> {
  const type = ctx.pageType.type;
  const { judged, warnings } = yield* judgeSteps(checks.filter((check) => appliesToType(check, type)), ctx);
  return scoreJudged(type, judged, warnings);
}

/** Judges each of `checks` on the page, one step each; a check that skips or throws is left out. */
export function* judgeSteps(checks: readonly CheckDefinition[], ctx: PageContext): Steps<{ judged: Judged[]; warnings: string[] }> {
  const state: RunState = { warnings: [], thinSaid: false };
  const judgedChecks: Judged[] = [];
  for (const check of checks) {
    yield;
    const judged = judge(check, ctx, state);
    if (judged) judgedChecks.push(judged);
  }
  return { judged: judgedChecks, warnings: state.warnings };
}

/** A category of a page's score: its judged checks, its share of the page's score and its score (0..1). */
export interface CategoryTally {
  name: CategoryName;
  /** Every result listed, not-checked ones included, in the order judged. */
  results: readonly Judged[];
  /** The category's share of the page's score (0 when none of its checks could be judged). */
  share: number;
  /** The weighted mean of the judged checks' scores, 0..1. */
  raw: number;
  /** The summed weight of the judged checks (each check's share of the category is its weight over this). */
  checkWeightTotal: number;
}

/** A check's share of its category: 0 when it was not checked or nothing in the category weighs. */
export const weightInCategory = (tally: CategoryTally, item: Judged): number =>
  tally.checkWeightTotal > 0 && item.status !== "not_checked" ? item.check.weight / tally.checkWeightTotal : 0;

/**
 * The categories of a page of `type` from its judged checks: those the type weighs and something was
 * judged in, each with its share of the page's score renormalized over those where a check could be judged.
 */
export function tallyCategories(type: PageType, judged: readonly Judged[]): CategoryTally[] {
  const byCategory = new Map<CategoryName, Judged[]>();
  for (const item of judged) {
    const inCategory = byCategory.get(item.check.category);
    if (inCategory) inCategory.push(item);
    else byCategory.set(item.check.category, [item]);
  }
  const typeWeights = CATEGORY_WEIGHTS[type];
  const judgedIn = (name: CategoryName) => (byCategory.get(name) ?? []).filter((item) => item.status !== "not_checked");
  const listed = CATEGORY_NAMES.filter((name) => typeWeights[name] > 0 && (byCategory.get(name)?.length ?? 0) > 0);
  const present = listed.filter((name) => judgedIn(name).length > 0);
  const totalCategoryWeight = present.reduce((sum, name) => sum + typeWeights[name], 0);
  return listed.map((name) => {
    const scored = judgedIn(name);
    const checkWeightTotal = scored.reduce((sum, item) => sum + item.check.weight, 0);
    const share = scored.length > 0 ? typeWeights[name] / totalCategoryWeight : 0;
    const raw = checkWeightTotal > 0 ? scored.reduce((sum, item) => sum + item.check.weight * item.score, 0) / checkWeightTotal : 0;
    return { name, results: byCategory.get(name)!, share, raw, checkWeightTotal };
  });
}

/** Whether a category of the tally was judged at all (its score is null otherwise). */
export const isScored = (tally: CategoryTally): boolean => tally.results.some((item) => item.status !== "not_checked");

/** The title a result shows: what it lacks when it failed or warned, what it has otherwise. */
export const titleOf = (item: Judged): string => (item.status === "fail" || item.status === "warn" ? item.check.title.fail : item.check.title.pass);

/** A judged check as the report lists it, with its weight in its category and its impact (both 0..1). */
export function checkResult(item: Judged, weight: number, impact: number): CheckResult {
  return {
    id: item.check.id,
    title: titleOf(item),
    reason: item.reason,
    details: item.details,
    score: Math.round(item.score * 100),
    status: item.status,
    evidence: item.evidence,
    fix: item.fix,
    snippet: item.snippet,
    impact: item.fix ? round1(impact * 100) : 0,
    weight: round1(weight * 100),
    why: item.check.why,
    language_sensitive: item.check.languageSensitive,
  };
}

/** A page's score, categories and fixes from its judged checks. */
export function scoreJudged(type: PageType, judged: readonly Judged[], warnings: string[]): RunResult {
  let overall = 0;
  const categories: Report["categories"] = [];
  const category_scores: Report["category_scores"] = {};
  const fixes: Report["fixes"] = [];
  for (const tally of tallyCategories(type, judged)) {
    const { name, share, raw } = tally;
    overall += share * raw * 100;
    const results: CheckResult[] = tally.results.map((item) => {
      const weight = weightInCategory(tally, item);
      const result = checkResult(item, weight, share * weight * (1 - item.score));
      if (item.fix) {
        fixes.push({ check_id: item.check.id, category: name, title: result.title, fix: item.fix, snippet: item.snippet, impact: round1(share * weight * (1 - item.score) * 100) });
      }
      return result;
    });
    const categoryScore = isScored(tally) ? Math.round(raw * 100) : null;
    if (categoryScore !== null) category_scores[name] = categoryScore;
    categories.push({ name, score: categoryScore, weight: round1(share * 100), checks: results });
  }
  fixes.sort((a, b) => b.impact - a.impact || a.check_id.localeCompare(b.check_id));
  return { score: Math.round(overall), categories, category_scores, fixes, warnings };
}
