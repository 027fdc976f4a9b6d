// `npm run judgment [-- -v]`: how often the report's author, publication date and update date are what a
// careful reader records, per source (the judgment fixtures; metascraper's corpus with our labels, when
// ../shared/corpus is beside the clone; with --holdout the four development sets, with --held-back the
// held-back set) and per language. -v lists every
// miss and every invented value; --explain <page> shows how the byline reader read one page, line by line.
import { corpusCases, explain, FIELDS, figures, hasCorpus, hasHeldBack, heldBackCases, FOURTH_DEVELOPMENT_DIR, HOLDOUT_DIR, judgmentCases, measure, SECOND_DEVELOPMENT_DIR, THIRD_DEVELOPMENT_DIR, type Outcome } from "../test/judgment/bylines.ts";

// --explain <file or corpus site>: each line of one page with what the byline reader made of it.
const explained = process.argv.indexOf("--explain");
if (explained >= 0) {
  const wanted = process.argv[explained + 1] ?? "";
  const page = [...judgmentCases(), ...judgmentCases(HOLDOUT_DIR, "holdout"), ...judgmentCases(SECOND_DEVELOPMENT_DIR, "holdout-2"), ...judgmentCases(THIRD_DEVELOPMENT_DIR, "holdout-3"), ...judgmentCases(FOURTH_DEVELOPMENT_DIR, "holdout-4"), ...corpusCases()].find((item) => item.id.endsWith(`/${wanted}`) || item.id.endsWith(`/${wanted}.html`));
  console.log(page ? explain(page).join("\n") : `no page ${wanted}`);
  process.exit(page ? 0 : 1);
}

const verbose = process.argv.includes("-v");
// --holdout adds the development sets (the first four held-back sets, retired); --held-back the held-back
// set (judgment-holdout-5, when it is there): to report on, never to tune on (its README says why).
const holdout = process.argv.includes("--holdout") ? [...judgmentCases(HOLDOUT_DIR, "holdout"), ...judgmentCases(SECOND_DEVELOPMENT_DIR, "holdout-2"), ...judgmentCases(THIRD_DEVELOPMENT_DIR, "holdout-3"), ...judgmentCases(FOURTH_DEVELOPMENT_DIR, "holdout-4")] : [];
const heldBack = process.argv.includes("--held-back") ? heldBackCases() : [];
if (process.argv.includes("--held-back") && !hasHeldBack()) console.log("(no held-back set here yet: test/fixtures/judgment-holdout-5 is absent)");
const outcomes = measure([...judgmentCases(), ...holdout, ...heldBack, ...corpusCases()]);

const cell = (list: readonly Outcome[]) => {
  if (list.length === 0) return "".padEnd(22);
  const f = figures(list);
  return `${String(f.right).padStart(3)}/${String(f.recorded).padEnd(3)} ${`${f.recall}%`.padStart(6)} ${`${f.invented}`.padStart(2)}✗ ${`${f.inventedRate}%`.padStart(5)}`.padEnd(22);
};

function table(title: string, groups: readonly (readonly [string, readonly Outcome[]])[]) {
  console.log(`\n${title}`.padEnd(14) + FIELDS.map((field) => field.padEnd(22)).join(" "));
  for (const [name, list] of groups) console.log(name.padEnd(13) + FIELDS.map((field) => cell(list.filter((outcome) => outcome.field === field))).join(" "));
}

const by = (key: (outcome: Outcome) => string) => {
  const groups = new Map<string, Outcome[]>();
  for (const outcome of outcomes) groups.set(key(outcome), [...(groups.get(key(outcome)) ?? []), outcome]);
  return [...groups];
};

console.log("right/recorded, recall; invented (reported where the reader records none, or a wrong one), as a share of pages");
table("Per source", [...by((outcome) => outcome.source), ["all", outcomes]]);
table("Per language", by((outcome) => `${outcome.source === "corpus" ? "corpus:" : ""}${outcome.lang}`).sort(([a], [b]) => a.localeCompare(b)));
if (!hasCorpus()) console.log("\n(../shared/corpus absent: the judgment fixtures only)");

if (verbose) {
  console.log("\nMisses and invented values:");
  for (const outcome of outcomes.filter((item) => item.verdict === "missed" || item.verdict === "wrong" || item.verdict === "invented")) {
    console.log(`  ${outcome.verdict.padEnd(8)} ${outcome.field.padEnd(9)} ${outcome.id}: expected ${JSON.stringify(outcome.expected)}, got ${JSON.stringify(outcome.got)}${outcome.from ? ` (${outcome.from})` : ""}`);
  }
}
