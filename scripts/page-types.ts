// `node scripts/page-types.ts`: how often page-type detection agrees with the labels, per language and per
// source (the judgment fixtures, the real corpus pages), and every page it gets wrong with the reason it gave.
// `--all` lists every page; `--dir <path>` measures another directory in the judgment layout instead (pages
// held back from tuning); `--json` prints the detections as JSON; `--explain <text>` prints every piece of
// evidence read on the pages whose id holds the text, with what the readers counted.
import { explainPageType } from "../scoring/page-type.ts";
import { contextOf, corpusPages, detect, judgmentPages, share, tally, type Detection, type Tally } from "../test/page-types/cases.ts";

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const dir = option("--dir");
const pages = dir ? judgmentPages(dir) : [...judgmentPages(), ...corpusPages()];
const explain = option("--explain");
if (explain !== undefined) {
  for (const page of pages.filter((candidate) => candidate.id.includes(explain))) {
    const ctx = contextOf(page);
    const { evidence, counted } = explainPageType(ctx);
    console.log(`\n${page.id} (${page.url}): expected ${page.expected}, detected ${ctx.pageType.type}`);
    console.log(`  ${JSON.stringify(counted)}`);
    for (const piece of evidence) console.log(`  ${piece.type.padEnd(8)} ${String(piece.weight).padStart(2)} ${piece.key} ${piece.params ? JSON.stringify(piece.params) : ""}`);
  }
  process.exit(0);
}
const detections = pages.map(detect);

if (args.includes("--json")) {
  console.log(JSON.stringify(detections.map(({ page, type, reason }) => ({ id: page.id, lang: page.lang, expected: page.expected, type, reason })), null, 2));
  process.exit(0);
}

const percent = (group: Tally) => `${(share(group) * 100).toFixed(1).padStart(5)}%`;
function table(title: string, groups: Map<string, Tally>): void {
  console.log(`\n${title}`);
  for (const [key, group] of [...groups].sort(([a], [b]) => a.localeCompare(b))) {
    console.log(`  ${key.padEnd(22)} ${String(group.correct).padStart(3)}/${String(group.total).padEnd(3)} ${percent(group)}`);
  }
}

const LANGS = ["en", "es", "fr", "de", "pt", "it", "nl", "ja", "ko", "zh"];
const langOf = (detection: Detection) => (LANGS.includes(detection.page.lang) ? detection.page.lang : "other");
table("By source", tally(detections, (d) => d.page.source));
table("By language (all sources)", tally(detections, langOf));
table("By language (judgment)", tally(detections.filter((d) => d.page.source === "judgment"), langOf));
table("By expected type", tally(detections, (d) => d.page.expected));

const shown = args.includes("--all") ? detections : detections.filter((d) => d.type !== d.page.expected);
console.log(`\n${args.includes("--all") ? "All pages" : "Wrong"} (${shown.length}):`);
for (const { page, type, reason } of shown) {
  console.log(`  ${type === page.expected ? "ok " : "BAD"} ${page.id.padEnd(52)} ${page.expected.padEnd(8)} → ${type.padEnd(8)} ${reason}`);
}
const all = tally(detections, () => "all").get("all")!;
console.log(`\nOverall ${all.correct}/${all.total} ${percent(all)}`);
