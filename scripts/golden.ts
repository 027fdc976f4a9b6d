// `npm run golden`: rewrites the golden reports (test/golden/reports/) from the current engine, for a
// deliberate change of scores or wording. Review `git diff test/golden/reports` before committing it.
// `npm run golden -- --check` only lists the reports that differ.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { analyze } from "../scoring/index.ts";
import { goldenCases, hasCorpus, reportPath } from "../test/golden/cases.ts";

const check = process.argv.includes("--check");
let changed = 0;
const cases = goldenCases();
for (const { id, input } of cases) {
  const file = reportPath(id);
  const text = `${JSON.stringify(analyze(input), null, 2)}\n`;
  const before = existsSync(file) ? readFileSync(file, "utf8") : null;
  if (before === text) continue;
  changed++;
  console.log(`${before === null ? "new" : "changed"}: ${id}`);
  if (check) continue;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}
console.log(`${cases.length} golden reports, ${changed} ${check ? "differ" : "written"}${hasCorpus() ? "" : " (../shared/corpus absent: fixture pages only)"}.`);
process.exit(check && changed > 0 ? 1 : 0);
