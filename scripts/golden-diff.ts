// `npm run golden:diff [-- -v]`: what the current engine changes against the committed golden reports: score
// moves per report and check status changes counted, before `npm run golden` rewrites them for review.
import { existsSync, readFileSync } from "node:fs";
import { analyze, type Report } from "../scoring/index.ts";
import { goldenCases, reportPath } from "../test/golden/cases.ts";
const verbose = process.argv.includes("-v");
const moves: string[] = [];
const checkChanges = new Map<string, number>();
for (const { id, input } of goldenCases()) {
  const file = reportPath(id);
  if (!existsSync(file)) continue;
  const before = JSON.parse(readFileSync(file, "utf8")) as Report;
  const after = analyze(input);
  const checks = (r: Report) => new Map(r.categories.flatMap((c) => c.checks.map((k) => [k.id, k] as const)));
  const b = checks(before), a = checks(after);
  const diffs: string[] = [];
  for (const key of new Set([...b.keys(), ...a.keys()])) {
    const x = b.get(key), y = a.get(key);
    const sx = x ? `${x.status}:${x.score}` : "-", sy = y ? `${y.status}:${y.score}` : "-";
    if (sx !== sy) { diffs.push(`${key} ${sx}→${sy}`); checkChanges.set(`${key} ${x?.status ?? "-"}→${y?.status ?? "-"}`, (checkChanges.get(`${key} ${x?.status ?? "-"}→${y?.status ?? "-"}`) ?? 0) + 1); }
    else if (verbose && x && y && x.evidence !== y.evidence) diffs.push(`${key} evidence: ${x.evidence.slice(0, 120)} ⇒ ${y.evidence.slice(0, 120)}`);
  }
  const page = (r: Report) => JSON.stringify(r.page);
  if (before.score !== after.score || diffs.length || page(before) !== page(after)) {
    moves.push(`${id}: ${before.score}→${after.score} ${page(before) !== page(after) ? `page: ${JSON.stringify(Object.fromEntries(Object.entries(after.page).filter(([k, v]) => JSON.stringify((before.page as Record<string, unknown>)[k]) !== JSON.stringify(v))))}` : ""}\n    ${diffs.join("\n    ")}`);
  }
}
console.log(moves.join("\n"));
console.log("\nCheck changes:");
for (const [k, n] of [...checkChanges].sort((a, b) => b[1] - a[1])) console.log(`  ${n}× ${k}`);
