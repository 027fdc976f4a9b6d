// What a check is: a small declared unit, pure function of the page context. One file per check in
// checks/<category>/, registered once in checks/index.ts.
import type { CategoryName } from "./categories.ts";
import type { PageContext } from "./context.ts";
import type { PageType } from "./page-types.ts";

export type CheckStatus = "pass" | "warn" | "fail" | "neutral";

export interface CheckDefinition {
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
  /** Page types the check applies to; on others it is absent from the report, never a free pass. */
  appliesTo: readonly PageType[] | "all";
  /** Uses the language's lexicon: on unsupported languages it gets neutral partial credit instead. */
  languageSensitive: boolean;
  /** Judges markup (tags, attributes, schema, headers): left out for pasted plain text. */
  markupOnly: boolean;
  run(ctx: PageContext): CheckOutcome;
}

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
