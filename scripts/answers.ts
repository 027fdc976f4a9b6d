// `npm run answers [-- -v] [-- --dir DIR]`: how often Direct Answer Quality finds the sentence a careful reader
// records as the answer to the page's question, per set (the tuning pages and the four development sets) and
// per language: right / recorded, and the wrong ones (another sentence taken for the recorded answer; an answer
// found to a question the reader did not see). -v lists every miss and wrong answer with the question read;
// --dir measures another directory in the judgment layout instead (a held-back set, to report on, never to
// tune on).
import { answerPages, figures, judge, SETS, type Outcome } from "../test/answers/cases.ts";

const args = process.argv.slice(2);
const verbose = args.includes("-v");
const at = args.indexOf("--dir");
const dir = at >= 0 ? args[at + 1] : undefined;
const sets: [string, string][] = dir ? [[dir, dir]] : Object.entries(SETS);

const cell = (list: readonly Outcome[]) => {
  const f = figures(list);
  if (f.recorded === 0 && f.invented === 0) return "".padEnd(16);
  const percent = f.recorded === 0 ? "" : `${Math.round((f.right / f.recorded) * 100)}%`;
  const wrong = f.wrong + f.invented;
  return `${String(f.right).padStart(2)}/${String(f.recorded).padEnd(2)} ${percent.padStart(4)}${wrong ? ` ${wrong}✗` : ""}`.padEnd(16);
};

const LANGS = ["en", "es", "fr", "de", "pt", "it", "nl", "ja", "ko", "zh"];
const all: Outcome[] = [];
console.log("set".padEnd(16) + "all".padEnd(16) + LANGS.map((lang) => lang.padEnd(16)).join(""));
for (const [name, path] of sets) {
  const outcomes = answerPages(path, name).map(judge);
  all.push(...outcomes);
  console.log(name.slice(-15).padEnd(16) + cell(outcomes) + LANGS.map((lang) => cell(outcomes.filter((outcome) => outcome.page.lang === lang))).join(""));
}
if (sets.length > 1) console.log("all".padEnd(16) + cell(all) + LANGS.map((lang) => cell(all.filter((outcome) => outcome.page.lang === lang))).join(""));
console.log("\nright/recorded, then ✗: wrong answers (another sentence where the reader recorded one, or an answer where they recorded none)");

const shown = all.filter((outcome) => outcome.verdict === "wrong" || outcome.verdict === "invented" || (verbose && outcome.verdict === "missed"));
if (shown.length > 0) console.log("");
for (const { page, found, verdict } of shown) {
  const question = found ? `${found.question.kind} «${found.question.text}»` : "no question";
  console.log(`${verdict.toUpperCase().padEnd(8)} ${page.set} ${page.file}\n         ${question}`);
  if (page.answer !== null) console.log(`         recorded «${page.answer.slice(0, 110)}»`);
  console.log(`         found    «${(found?.answer?.text ?? "none").slice(0, 110)}»${found?.answer ? ` (${found.answer.form}, ${Math.round(found.answer.coverage * 100)}% of the terms)` : ""}`);
}
