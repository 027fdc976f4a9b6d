// What a check is: a small declared unit, pure function of the page context. One file per check in
// checks/<category>/, registered once in checks/index.ts.
import type { CategoryName } from "./categories.ts";
import type { PageContext } from "./context.ts";
import { hasNeed, type Need } from "./input.ts";
import type { Lexicon } from "./lexicons/types.ts";
import type { Messages, Params, Reason } from "./messages.ts";
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
   * "site": it judges the site, not the page (robots.txt, llms.txt, the sitemap, HTTPS, crawler access).
   * When several pages of a site are scored (site.ts), it is judged once, on the home page, and its verdict
   * counts once for the site, on every sampled page it applies to. Absent: the page.
   */
  scope?: "site";
  /**
   * What it reads beyond the page's text: its markup (tags, attributes, schema), the HTTP response, what a
   * plain fetch got, the site's files. When the input lacks one (pasted input, a local file without its
   * site), the check is reported as not checked, out of the score.
   */
  needs: readonly Need[];
  /**
   * It judges the page's prose (answers, sections, sentences, sources). On a page with too little text to
   * judge (thin.ts) it fails saying so, never crediting what is not there.
   */
  readsProse?: true;
  /** The words of each outcome, by reason key: evidence and fix templates (messages.ts). */
  messages: Messages;
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
 * A check's verdict. `score` is 0..1; `reason` is the key of its message (what decided it, and what to do
 * when the score is below 1), `params` what the message's templates read, `details` further reasons the
 * evidence lists (each problem of a title, say); a JSON-LD skeleton or robots.txt lines may come in
 * `snippet`. A check may find it does not apply to this page after all (hreflang on a single-language
 * site): `skip`, with its reason.
 */
export interface Verdict {
  score: number;
  reason: string;
  params?: Params;
  details?: readonly Reason[];
  snippet?: string;
  status?: CheckStatus;
}

export type CheckOutcome = Verdict | { skip: string; params?: Params };

/** Whether the check judges the site rather than the page (`scope: "site"`). */
export const isSiteCheck = (check: CheckDefinition): boolean => check.scope === "site";

export function defineCheck(definition: CheckDefinition): CheckDefinition {
  return definition;
}

/** What a verdict may carry beyond its reason. */
interface Extra {
  details?: readonly Reason[];
  snippet?: string;
  status?: CheckStatus;
}

const verdict = (score: number, reason: string, params: Params | undefined, extra: Extra = {}): Verdict => ({
  score,
  reason,
  ...(params === undefined ? {} : { params }),
  ...(extra.details === undefined || extra.details.length === 0 ? {} : { details: extra.details }),
  ...(extra.snippet === undefined ? {} : { snippet: extra.snippet }),
  ...(extra.status === undefined ? {} : { status: extra.status }),
});

/** Verdicts by reason key: a pass, a fail, or a partial score between. */
export const pass = (reason: string, params?: Params, extra?: Extra): Verdict => verdict(1, reason, params, extra);
export const fail = (reason: string, params?: Params, extra?: Extra): Verdict => verdict(0, reason, params, extra);
export const partial = (score: number, reason: string, params?: Params, extra?: Extra): Verdict => verdict(score, reason, params, extra);
export const skip = (reason: string, params?: Params): CheckOutcome => (params === undefined ? { skip: reason } : { skip: reason, params });

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
