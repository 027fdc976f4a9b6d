// The question pages Direct Answer Quality is measured on: every page of a directory in the judgment layout
// (test/fixtures/judgment and the development sets beside it) whose reader recorded `answer`, the exact first
// sentence that answers the page's question, or none. Shared by scripts/answers.ts (figures) and
// test/node/judgment-answers.test.ts (the floors).
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createPageContext } from "../../scoring/context.ts";
import type { MainAnswer } from "../../scoring/derive/answers.ts";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const FIXTURES = join(ROOT, "test", "fixtures");
/** The tuning pages, then the four development sets (held back once, retired after being measured). */
export const SETS = {
  tuning: join(FIXTURES, "judgment"),
  "development 1": join(FIXTURES, "judgment-holdout"),
  "development 2": join(FIXTURES, "judgment-holdout-2"),
  "development 3": join(FIXTURES, "judgment-holdout-3"),
  "development 4": join(FIXTURES, "judgment-holdout-4"),
} as const;
/** Every page is read at this instant, as the golden reports are. */
const NOW = new Date("2026-11-24T12:00:00Z");

export interface AnswerPage {
  set: string;
  file: string;
  url: string;
  lang: string;
  /** The sentence the reader recorded, or null when the page asks nothing (or answers nothing). */
  answer: string | null;
  notes: string;
  html: string;
}

/**
 * right: the recorded answer found; missed: none found where one was recorded; wrong: another sentence
 * found where one was recorded; invented: a question read and an answer found where the reader recorded none.
 */
export type Verdict = "right" | "missed" | "wrong" | "invented" | "none";

export interface Outcome {
  page: AnswerPage;
  found: MainAnswer | null;
  verdict: Verdict;
}

/** The pages of a directory in the judgment layout; none when the directory is absent. */
export function answerPages(dir: string, set = dir): AnswerPage[] {
  if (!existsSync(join(dir, "expected.json"))) return [];
  const manifest = JSON.parse(readFileSync(join(dir, "expected.json"), "utf8")) as Omit<AnswerPage, "html" | "set">[];
  return manifest.map((entry) => ({ ...entry, set, html: readFileSync(join(dir, "pages", entry.file), "utf8") }));
}

/** The page's question and answer as scoring reads them. */
export function mainAnswerOf(page: Pick<AnswerPage, "url" | "html">): MainAnswer | null {
  const ctx = createPageContext(
    { url: new URL(page.url), now: NOW, mode: "html", readVia: "fetch", htmlChars: page.html.length, response: null, headers: new Map(), plain: null, site: null, rendered: null },
    page.html,
  );
  return ctx.mainAnswer;
}

/** The answer found is the one the reader recorded (the sentence split may drop its final punctuation). */
export const same = (got: string | null, expected: string) => got !== null && expected.replace(/[.。!！?？]+$/u, "").startsWith(got.slice(0, Math.min(got.length, 60)));

export function judge(page: AnswerPage): Outcome {
  const found = mainAnswerOf(page);
  const got = found?.answer?.text ?? null;
  let verdict: Verdict;
  if (page.answer !== null) verdict = got === null ? "missed" : same(got, page.answer) ? "right" : "wrong";
  // A headline that asks nothing is stated, not answered: only a question read where the reader saw none invents.
  else verdict = got !== null && found !== null && found.question.kind !== "topic" ? "invented" : "none";
  return { page, found, verdict };
}

export interface Figures {
  right: number;
  recorded: number;
  /** Other sentences taken for the recorded answer, and answers to questions the reader did not see. */
  wrong: number;
  invented: number;
}

export function figures(outcomes: readonly Outcome[]): Figures {
  const count = (verdict: Verdict) => outcomes.filter((outcome) => outcome.verdict === verdict).length;
  return { right: count("right"), recorded: outcomes.filter((outcome) => outcome.page.answer !== null).length, wrong: count("wrong"), invented: count("invented") };
}
