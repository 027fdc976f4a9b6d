// What a check is: a small declared unit, pure function of the page context. One file per check in
// checks/<category>/, registered once in checks/index.ts.
import type { CategoryName } from "./categories.ts";
import type { PageContext } from "./context.ts";
import { hasNeed, type Need } from "./input.ts";
import type { Lexicon } from "./lexicons/types.ts";
import type { PageTrait } from "./page-types.ts";

export type CheckStatus = "pass" | "warn" | "fail" | "neutral" | "not_checked";

interface CheckBase {
  /** kebab-case, the file's name: the thing surfaced (`faq-schema`, `llms-txt`), not a verb. */
  id: string;
  category: CategoryName;
  /** Titles as a pair: what a passing page has, and what a failing one lacks. */
  title: { pass: string; fail: string };
  /** One line: why answer engines care. */
  why: string;
  /** Where the evidence comes from (study, spec, vendor documentation). */
  source?: string;
  /** Points within its category (a category's applicable weights are renormalized to 100). */
  weight: number;
  /**
   * The page types it applies to: all, or those with a trait (page-types.ts). On others it is absent from
   * the report, never a free pass.
   */
  appliesTo: PageTrait | "all";
  /**
   * What it reads beyond the page's text: its markup (tags, attributes, schema), the HTTP response, what a
   * plain fetch got, the site's files. When the input lacks one (pasted input, a local file without its
   * site), the check is reported as not checked, out of the score.
   */
  needs: readonly Need[];
}

/** A check that reads no language data. */
export interface PlainCheck extends CheckBase {
  languageSensitive: false;
  run(ctx: PageContext): CheckOutcome;
}

/**
 * A check that reads the page language's lexicon (question words, answer phrases, month names). It runs only
 * when the language has one, which it is handed; on other languages it gets neutral partial credit.
 */
export interface LanguageCheck extends CheckBase {
  languageSensitive: true;
  run(ctx: PageContext, lexicon: Lexicon): CheckOutcome;
}

export type CheckDefinition = PlainCheck | LanguageCheck;

/**
 * A check's verdict. `score` is 0..1; `evidence` names the element or text that decided it; `fix` says
 * what to do when the score is below 1 (a JSON-LD skeleton may follow in `snippet`). A check may find it
 * does not apply to this page after all (e.g. hreflang on a single-language site): `skip`, with why.
 */
export type CheckOutcome =
  | { score: number; evidence: string; fix?: string; snippet?: string; status?: CheckStatus }
  | { skip: string };

export function defineCheck(definition: CheckDefinition): CheckDefinition {
  return definition;
}

/** A verdict from a 0..1 score. */
export const pass = (evidence: string): CheckOutcome => ({ score: 1, evidence });
export const fail = (evidence: string, fix: string, snippet?: string): CheckOutcome =>
  snippet === undefined ? { score: 0, evidence, fix } : { score: 0, evidence, fix, snippet };
export const partial = (score: number, evidence: string, fix: string, snippet?: string): CheckOutcome =>
  snippet === undefined ? { score, evidence, fix } : { score, evidence, fix, snippet };
export const skip = (reason: string): CheckOutcome => ({ skip: reason });

/** The input lacks what the check needs: reported as not checked, out of the score. */
export interface NotChecked {
  notChecked: readonly Need[];
}

/**
 * Runs a check as the runner does: not checked when the input lacks what it needs; undefined when it needs
 * a lexicon the page's language lacks (neutral credit).
 */
export function runCheck(check: CheckDefinition, ctx: PageContext): CheckOutcome | NotChecked | undefined {
  const missing = check.needs.filter((need) => !hasNeed(ctx.input, need));
  if (missing.length > 0) return { notChecked: missing };
  if (!check.languageSensitive) return check.run(ctx);
  const lexicon = ctx.language.lexicon;
  return lexicon ? check.run(ctx, lexicon) : undefined;
}
