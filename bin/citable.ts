#!/usr/bin/env node
// citable: score a page from the command line, on the same scoring library and fetch rules as the service.
//   citable score <file.html | - | domain | URL> [--url URL] [--text] [--json] [--min N]
import { readFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { analyze, type Report } from "../scoring/index.ts";
import { fetchHomePage, fetchSiteFiles, type FetchedPage } from "../worker/services/fetch-site.ts";
import { normalizeDomain } from "../worker/services/normalize.ts";
import { parseTargetResolve } from "../worker/services/target-resolve.ts";

const USAGE = `Usage: citable score <target> [options]

  <target>      a local HTML file, - for standard input, or a domain or http(s) URL to fetch
  --url URL     where a local file or standard input came from (page type, internal links)
  --text        read the input as plain text instead of HTML
  --json        print the full report as JSON
  --min N       exit with status 1 when the score is below N (for CI)
  -h, --help    show this help

Exit status: 0 scored (and at least --min), 1 below --min, 2 usage error or the page could not be read.`;

class CliError extends Error {}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

async function isFile(path: string): Promise<boolean> {
  return readFile(path).then(
    () => true,
    () => false,
  );
}

async function scoreLive(target: string, now: Date): Promise<Report> {
  const normalized = normalizeDomain(target);
  if (!normalized.ok) throw new CliError(`"${target}" is neither a readable file nor a valid domain (${normalized.reason}).`);
  const targetRules = parseTargetResolve(process.env.TARGET_RESOLVE ?? "");
  if (!targetRules.ok) throw new CliError(targetRules.error);
  const rules = { targetRules: targetRules.rules, ownHosts: [] };
  const result = await fetchHomePage(normalized.domain, rules);
  if (!result.ok) {
    const failure = result.failure;
    const hint = failure.kind === "blocked" ? " (the service falls back to a headless browser here; the CLI scores plain fetches only)" : "";
    throw new CliError(`Could not fetch ${normalized.domain}: ${failure.detail}${hint}.`);
  }
  const page: FetchedPage = result.page;
  const files = await fetchSiteFiles(new URL(page.url), rules);
  return { ...analyze({ html: page.html, url: page.url, now, headers: page.headers, ...files, readVia: "fetch" }), url: normalized.domain };
}

function formatText(report: Report): string {
  const lines = [
    `${report.url}: ${report.score}/100, grade ${report.grade}`,
    `Page: ${report.page.type} (${report.page.type_reason}); language ${report.page.language}${report.page.language_supported ? "" : " (not supported: neutral credit)"}`,
    "",
    report.summary,
    "",
    "Categories:",
    ...report.categories.map((category) => `  ${category.name.padEnd(26)} ${String(category.score).padStart(3)}  (weight ${category.weight}%)`),
  ];
  if (report.fixes.length > 0) {
    lines.push("", "Top fixes:");
    report.fixes.slice(0, 5).forEach((fix, i) => lines.push(`  ${i + 1}. ${fix.title} (+${fix.impact})`, `     ${fix.fix}`));
  }
  for (const warning of report.warnings) lines.push(`warning: ${warning}`);
  return lines.join("\n");
}

export async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      url: { type: "string" },
      text: { type: "boolean", default: false },
      json: { type: "boolean", default: false },
      min: { type: "string" },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const [command, target, ...extra] = positionals;
  if (command !== "score" || !target || extra.length > 0) throw new CliError(USAGE);
  const min = values.min === undefined ? undefined : Number(values.min);
  if (min !== undefined && (!Number.isFinite(min) || min < 0 || min > 100)) throw new CliError("--min takes a number from 0 to 100.");

  const now = new Date();
  let report: Report;
  if (target === "-" || (await isFile(target))) {
    const content = target === "-" ? await readStdin() : await readFile(target, "utf8");
    const url = values.url ?? "https://local.invalid/";
    report = analyze(values.text ? { text: content, url, now } : { html: content, url, now, readVia: "fetch" });
  } else {
    report = await scoreLive(target, now);
  }
  console.log(values.json ? JSON.stringify(report, null, 2) : formatText(report));
  if (min !== undefined && report.score < min) {
    console.error(`Score ${report.score} is below the minimum ${min}.`);
    return 1;
  }
  return 0;
}

if (import.meta.main) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof CliError ? error.message : error);
      process.exit(2);
    },
  );
}
