// citable: score a page from the command line, on the same scoring library and fetch rules as the service.
// bin/citable.ts starts it (on any Node); `node cli/citable.ts` runs it directly on Node 22.18 or later.
//   citable score <file.html | - | domain | URL> [--url URL] [--root DIR] [--text] [--format text|json|junit|github] [--min N]
import { readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { analyze, analyzeSite, pasteTooThin, tooThinDetail, type Report } from "../scoring/index.ts";
import { withoutControls } from "./formats/control-chars.ts";
import { FORMATS, isFormatName, render, type FormatName } from "./formats/index.ts";
import { startCrawlerProbes } from "../gather/crawler-access.ts";
import { fetchHomePage, fetchSiteFiles, type FetchedPage, type SiteFiles } from "../gather/fetch-site.ts";
import { observePlain } from "../gather/walls.ts";
import { pageInput, sampleSite, sitePageOf } from "../gather/fetch-sample.ts";
import { siteKey } from "../gather/site.ts";
import { normalizeDomain } from "../gather/normalize.ts";
import { parseTargetResolve } from "../gather/target-resolve.ts";

const USAGE = `Usage: citable score <target> [options]

  <target>      a local HTML file, - for standard input, or a domain or http(s) URL to fetch
  --url URL     the http(s) address a local file or standard input has (page type, internal links;
                never fetched)
  --root DIR    the built site a local file belongs to: its robots.txt, llms.txt and sitemap.xml are read
                from DIR for the site-level checks (otherwise they count as missing)
  --text        read the input as plain text instead of HTML
  --format F    text (default, for a terminal), json (the full report), junit (JUnit XML: one test case
                per check, failing checks as failures) or github (GitHub Actions annotations)
  --json        the same as --format json
  --min N       exit with status 1 when the score is below N (for CI)
  -h, --help    show this help

Exit status: 0 scored (and at least --min), 1 below --min, 2 usage error or the page could not be read.`;

class CliError extends Error {}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/** A target written as a path, not a domain or URL: such a target that is not there is a missing file, never a site. */
const PATH_START = /^(?:\.{0,2}\/|~|[A-Za-z]:\\)/;
/** An HTML file name at the end (no top-level domain is called html or htm): a file, unless the target is a URL. */
const HTML_NAME = /\.x?html?$/i;
const URL_START = /^[a-z][a-z0-9+.-]*:\/\//i;

/** Whether `target` is a local file to read; a missing or unreadable path is an error in words. */
async function isLocalFile(target: string): Promise<boolean> {
  const info = await stat(target).catch((error: NodeJS.ErrnoException) => error);
  if (!(info instanceof Error)) {
    if (info.isDirectory()) throw new CliError(`${target} is a directory; give an HTML file inside it (and --root ${target} for its site files).`);
    return true;
  }
  const pathStart = PATH_START.test(target);
  if (URL_START.test(target) || (!pathStart && !HTML_NAME.test(target))) return false;
  if (info.code !== "ENOENT" && info.code !== "ENOTDIR") throw new CliError(`Cannot read ${target}: ${info.code ?? info.message}.`);
  // acme.example/index.html may mean the site: say how to ask for it.
  const asSite = pathStart ? null : normalizeDomain(target);
  throw new CliError(`No such file: ${target}${asSite?.ok ? ` (to score the site ${asSite.domain}, pass https://${target})` : ""}`);
}

/** A scheme is letters before a colon not followed by a digit (localhost:3000 is a host and a port). */
const SCHEME = /^[a-z][a-z0-9+.-]*:(?!\d)/i;

/**
 * --url: where the scored file lives, read for the page type and internal links, never fetched. An http(s)
 * URL; the scheme may be left out when the host is a name with a dot (example.com/pricing) or localhost.
 */
function pageUrlOf(raw: string): string {
  const url = URL.parse(SCHEME.test(raw) ? raw : `https://${raw}`);
  const host = url?.hostname ?? "";
  if (url && (url.protocol === "http:" || url.protocol === "https:") && (host.includes(".") || host === "localhost")) return url.href;
  throw new CliError(`--url takes the page's address as an http(s) URL, such as https://example.com/pricing; "${raw}" is not one.`);
}

/** Pages a live site's score reads, the home page included, as the service's default SITE_PAGES. */
const SITE_PAGES = 5;

/**
 * A live site, scored as the service scores it: the home page and a sample of the site's pages (issue 14),
 * the page the target names among them (https://example.com/pricing).
 */
async function scoreLive(target: string, now: Date): Promise<Report> {
  const normalized = normalizeDomain(target);
  if (!normalized.ok) throw new CliError(`"${target}" is neither a readable file nor a valid domain (${normalized.reason}).`);
  const targetRules = parseTargetResolve(process.env.TARGET_RESOLVE ?? "");
  if (!targetRules.ok) throw new CliError(targetRules.error);
  const rules = { targetRules: targetRules.rules, ownHosts: [] };
  // The home page as each AI crawler gets it, fetched beside the page.
  const crawlers = startCrawlerProbes(normalized.domain, rules);
  const result = await fetchHomePage(normalized.domain, rules);
  if (!result.ok) {
    const failure = result.failure;
    const hint = failure.kind === "blocked" ? " (the service falls back to a headless browser here; the CLI scores plain fetches only)" : "";
    throw new CliError(`Could not fetch ${normalized.domain}: ${failure.detail}${hint}.`);
  }
  const page: FetchedPage = result.page;
  const [files, probes] = await Promise.all([fetchSiteFiles(new URL(page.url), rules), crawlers.against(page)]);
  const named = namedPage(target, normalized.domain);
  const sample = await sampleSite({ home: page, files, named, count: SITE_PAGES - 1, rules });
  const inner = await Promise.all(sample.pages);
  return analyzeSite({
    url: normalized.domain,
    pages: [{ role: "home", input: { ...pageInput(page, "fetch", page.plain, files, now), crawlers: probes } }, ...inner.map((sampled) => sitePageOf(sampled, now))],
  });
}

/** The page a URL target names beyond the home page (a path or a query), or null. */
function namedPage(target: string, domain: string): URL | null {
  const url = URL.parse(URL_START.test(target) ? target : `https://${target}`);
  if (!url || siteKey(url.hostname) !== domain || (url.pathname === "/" && url.search === "")) return null;
  url.hash = "";
  return url;
}

async function scoreLocal(target: string, options: { url?: string | undefined; root?: string | undefined; text: boolean }, now: Date): Promise<Report> {
  const content = target === "-" ? await readStdin() : await readFile(target, "utf8");
  const url = options.url ?? "https://local.invalid/";
  const kind = options.text ? "text" : "html";
  // A built file is what the site will serve: what crawlers get is the file itself. No HTTP response was
  // observed, and the site's files only with --root.
  const site = options.root === undefined ? undefined : await siteFilesIn(options.root);
  const report = options.text
    ? analyze({ text: content, url, now })
    : analyze({ html: content, url, now, readVia: "file", plain: observePlain(content, 200, new Map()), ...(site ? { site } : {}) });
  // Too little text to judge is an input error, like a missing file (exit 2), not a low score.
  const thin = pasteTooThin(kind, report.page.word_count);
  if (thin) throw new CliError(`${target === "-" ? "The input" : target} has too little text to judge: ${tooThinDetail(thin, kind)}.`);
  return report;
}

/** A built site's own robots.txt, llms.txt and sitemap.xml: what its site-level checks would fetch once deployed. */
async function siteFilesIn(root: string): Promise<SiteFiles> {
  const isDirectory = await stat(root).then((info) => info.isDirectory(), () => false);
  if (!isDirectory) throw new CliError(`--root ${root} is not a directory.`);
  const read = (name: string) => readFile(join(root, name), "utf8").catch(() => null);
  const [robotsTxt, llmsTxt, sitemapXml] = await Promise.all([read("robots.txt"), read("llms.txt"), read("sitemap.xml")]);
  return { robotsTxt, robotsTxtError: null, llmsTxt, sitemapXml };
}

function formatOf(name: string | undefined, json: boolean): FormatName {
  if (json && name !== undefined && name !== "json") throw new CliError("--json is --format json; give one format.");
  const format = json ? "json" : (name ?? "text");
  if (!isFormatName(format)) throw new CliError(`--format takes one of ${Object.keys(FORMATS).join(", ")}.`);
  return format;
}

const OPTIONS = {
  url: { type: "string" },
  root: { type: "string" },
  text: { type: "boolean", default: false },
  format: { type: "string" },
  json: { type: "boolean", default: false },
  min: { type: "string" },
  help: { type: "boolean", short: "h", default: false },
} as const;

/** The arguments, or the parser's own sentence (an unknown option, a missing value) followed by the usage. */
function parsed(argv: string[]) {
  try {
    return parseArgs({ args: argv, allowPositionals: true, options: OPTIONS });
  } catch (error) {
    // Its first sentence names the option; the rest is about "--" and positionals, beside the point here.
    if (error instanceof TypeError && "code" in error && String(error.code).startsWith("ERR_PARSE_ARGS")) throw new CliError(`${error.message.split(". ")[0]!.replace(/\.?$/, ".")} ${USAGE}`);
    throw error;
  }
}

export async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parsed(argv);
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const [command, target, ...extra] = positionals;
  if (command !== "score" || !target || extra.length > 0) throw new CliError(USAGE);
  const min = values.min === undefined ? undefined : Number(values.min);
  if (min !== undefined && (!Number.isFinite(min) || min < 0 || min > 100)) throw new CliError("--min takes a number from 0 to 100.");
  const format = formatOf(values.format, values.json);
  const url = values.url === undefined ? undefined : pageUrlOf(values.url);

  const now = new Date();
  const local = target === "-" || (await isLocalFile(target));
  if (!local && values.root !== undefined) throw new CliError("--root is for a local file; a live site's files are fetched.");
  if (!local && url !== undefined) throw new CliError("--url is for a local file or standard input; a live site's address is the target itself.");
  const report = local ? await scoreLocal(target, { ...values, url }, now) : await scoreLive(target, now);
  console.log(render(format, report, { file: local && target !== "-" ? target : null, min }));
  if (min !== undefined && report.score < min) {
    console.error(`Score ${report.score} is below the minimum ${min}.`);
    return 1;
  }
  return 0;
}

/** Runs the CLI and exits with its status: 2 and the reason in words for anything it refuses. */
export function run(argv: string[]): void {
  main(argv).then(
    (code) => process.exit(code),
    (error: unknown) => {
      // A failure's text can quote the site (a redirect's Location): no escape sequences reach the terminal.
      console.error(error instanceof CliError ? withoutControls(error.message) : error);
      process.exit(2);
    },
  );
}

if (import.meta.main) run(process.argv.slice(2));
