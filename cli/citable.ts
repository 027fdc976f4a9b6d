// citable: score a page or a built site from the command line, on the same scoring library and fetch rules
// as the service. bin/citable.ts starts it (on any Node); `node cli/citable.ts` runs it directly on Node 22.18
// or later.
//   citable score <file.html | -> [--url URL] [--root DIR] [--text] [--format text|json|junit|github] [--min N]
//   citable score <domain | URL> [--format text|json|junit|github] [--min N] [--min-page N]
//   citable score <dir> --base URL [--format text|json|junit|github] [--min N] [--min-page N]
import { readFile, stat } from "node:fs/promises";
import { parseArgs } from "node:util";
import { analyze, analyzeSite, pasteTooThin, tooThinDetail, type Report } from "../scoring/index.ts";
import { withoutControls } from "./formats/control-chars.ts";
import { FORMATS, isFormatName, render, type FormatName } from "./formats/index.ts";
import { startCrawlerProbes } from "../gather/crawler-access.ts";
import { fetchHomePage, fetchSiteFiles, type FetchedPage, type SiteFiles } from "../gather/fetch-site.ts";
import { observePlain } from "../gather/walls.ts";
import { pageInput, sampleSite, sitemapEntries, sitePageOf } from "../gather/fetch-sample.ts";
import { siteKey } from "../gather/site.ts";
import { normalizeDomain } from "../gather/normalize.ts";
import { parseTargetResolve } from "../gather/target-resolve.ts";
import { decodeBody } from "../gather/decode.ts";
import { CliError } from "./cli-error.ts";
import { renderSite } from "./formats/index.ts";
import { pageBelow, siteBelow, type SiteFormatContext } from "./formats/site-view.ts";
import { siteFilesIn } from "./site/files.ts";
import { scoreBuiltSite } from "./site/score.ts";

const USAGE = `Usage: citable score <target> [options]

  <target>      a local HTML file, - for standard input, a domain or http(s) URL to fetch, or the
                directory of a built site (every HTML page under it, as one site)
  --url URL     the http(s) address a local file or standard input has (page type, internal links;
                never fetched)
  --root DIR    the built site a local file belongs to: its robots.txt, llms.txt and sitemap.xml are read
                from DIR for the site-level checks (otherwise they count as missing)
  --base URL    for a directory: the address the site will be served at (https://example.com); each
                page is scored as its address under it (index.html is /, a/index.html is /a/)
  --text        read the input as plain text instead of HTML
  --format F    text (default, for a terminal), json (the full report), junit (JUnit XML: one test case
                per check, or for a site, a directory or a live one, per page and one for the site) or
                github (GitHub Actions annotations)
  --json        the same as --format json
  --min N       exit with status 1 when the score (a site's, a directory's or a live one's: the site's) is
                below N (for CI)
  --min-page N  for a site (a directory or a live one): exit with status 1 when any page it reads scores
                below N or cannot be read
  -h, --help    show this help

Exit status: 0 scored (and at least --min and --min-page), 1 below either, 2 usage error, or the page or
directory could not be read.`;

async function readStdin(): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A target written as a path, not a domain or URL: such a target that is not there is a missing file, never a site. */
const PATH_START = /^(?:\.{0,2}\/|~|[A-Za-z]:\\)/;
/** An HTML file name at the end (no top-level domain is called html or htm): a file, unless the target is a URL. */
const HTML_NAME = /\.x?html?$/i;
const URL_START = /^[a-z][a-z0-9+.-]*:\/\//i;

/** What `target` names: a local file, a built site's directory, or a site to fetch; a missing or unreadable path is an error in words. */
async function targetKind(target: string): Promise<"file" | "directory" | "site"> {
  if (target === "-") return "file";
  const info = await stat(target).catch((error: NodeJS.ErrnoException) => error);
  if (!(info instanceof Error)) return info.isDirectory() ? "directory" : "file";
  const pathStart = PATH_START.test(target);
  if (URL_START.test(target) || (!pathStart && !HTML_NAME.test(target))) return "site";
  if (info.code !== "ENOENT" && info.code !== "ENOTDIR") throw new CliError(`Cannot read ${target}: ${info.code ?? info.message}.`);
  // acme.example/index.html may mean the site: say how to ask for it.
  const asSite = pathStart ? null : normalizeDomain(target);
  throw new CliError(`No such file: ${target}${asSite?.ok ? ` (to score the site ${asSite.domain}, pass https://${target})` : ""}`);
}

/** A scheme is letters before a colon not followed by a digit (localhost:3000 is a host and a port). */
const SCHEME = /^[a-z][a-z0-9+.-]*:(?!\d)/i;

/** An http(s) URL; the scheme may be left out when the host is a name with a dot (example.com/pricing) or localhost. */
function httpUrlOf(raw: string): URL | null {
  const url = URL.parse(SCHEME.test(raw) ? raw : `https://${raw}`);
  const host = url?.hostname ?? "";
  return url && (url.protocol === "http:" || url.protocol === "https:") && (host.includes(".") || host === "localhost") ? url : null;
}

/** --url: where the scored file lives, read for the page type and internal links, never fetched. */
function pageUrlOf(raw: string): string {
  const url = httpUrlOf(raw);
  if (url) return url.href;
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
  // The site files of the likely origin, and a sitemap index's children, load beside the page as the
  // service loads them (worker/services/analysis.ts); a page that landed elsewhere gets its own origin's.
  const likelyOrigin = new URL(`https://${normalized.domain}/`);
  const likelyFiles = fetchSiteFiles(likelyOrigin, rules);
  const likelyEntries = likelyFiles.then((files) => sitemapEntries(files, likelyOrigin, rules));
  likelyEntries.catch(() => undefined);
  // The home page as each AI crawler gets it, fetched beside the page.
  const crawlers = startCrawlerProbes(normalized.domain, rules);
  const result = await fetchHomePage(normalized.domain, rules);
  if (!result.ok) {
    const failure = result.failure;
    const hint = failure.kind === "blocked" ? " (the service falls back to a headless browser here; the CLI scores plain fetches only)" : "";
    throw new CliError(`Could not fetch ${normalized.domain}: ${failure.detail}${hint}.`);
  }
  const page: FetchedPage = result.page;
  const sameOrigin = new URL(page.url).origin === likelyOrigin.origin;
  const files = sameOrigin ? await likelyFiles : await fetchSiteFiles(new URL(page.url), rules);
  const named = namedPage(target, normalized.domain);
  const sample = await sampleSite({ home: page, files, named, count: SITE_PAGES - 1, rules, ...(sameOrigin ? { entries: likelyEntries } : {}) });
  const [probes, inner] = await Promise.all([crawlers.against(page), Promise.all(sample.pages)]);
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
  // Bytes read as a browser reads a file served without a charset: a BOM, else a page's <meta charset>, else UTF-8.
  const content = decodeBody(target === "-" ? await readStdin() : await readFile(target), null, !options.text).text;
  const url = options.url ?? "https://local.invalid/";
  const kind = options.text ? "text" : "html";
  // A built file is what the site will serve: what crawlers get is the file itself. No HTTP response was
  // observed, and the site's files only with --root.
  const site = options.root === undefined ? undefined : await rootFiles(options.root, url);
  const report = options.text
    ? analyze({ text: content, url, now })
    : analyze({ html: content, url, now, readVia: "file", plain: observePlain(content, 200, new Map()), ...(site ? { site } : {}) });
  // Too little text to judge is an input error, like a missing file (exit 2), not a low score.
  const thin = pasteTooThin(kind, report.page.word_count);
  if (thin) throw new CliError(`${target === "-" ? "The input" : target} has too little text to judge: ${tooThinDetail(thin, kind)}.`);
  return report;
}

/** --root: the site files of the built site a file belongs to, served at the file's origin. */
async function rootFiles(root: string, url: string): Promise<SiteFiles> {
  const isDirectory = await stat(root).then((info) => info.isDirectory(), () => false);
  if (!isDirectory) throw new CliError(`--root ${root} is not a directory.`);
  return siteFilesIn(root, new URL("/", url));
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
  base: { type: "string" },
  text: { type: "boolean", default: false },
  format: { type: "string" },
  json: { type: "boolean", default: false },
  min: { type: "string" },
  "min-page": { type: "string" },
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

/** A --min or --min-page value: a score from 0 to 100. */
function thresholdOf(raw: string | undefined, option: string): number | undefined {
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (raw.trim() === "" || !Number.isFinite(value) || value < 0 || value > 100) throw new CliError(`${option} takes a number from 0 to 100.`);
  return value;
}

/**
 * --base: where a built site will be served, as --url is for a page (the scheme may be left out the same
 * way); a site served under a path (a GitHub Pages project site) gives the path. Pages' addresses are
 * joined to it, so it ends in "/".
 */
function baseOf(raw: string | undefined, dir: string): URL {
  if (raw === undefined) throw new CliError(`${dir} is a directory, scored as a built site: give the address it will be served at with --base, such as --base https://example.com, so that each page is scored as the address it will have.`);
  const url = httpUrlOf(raw);
  if (!url || url.search || url.hash || url.username || url.password) {
    throw new CliError(`--base takes the address the site will be served at, an http(s) URL such as https://example.com or https://example.com/docs/ (no query or fragment); "${raw}" is not one.`);
  }
  return new URL(url.pathname.endsWith("/") ? url.pathname : `${url.pathname}/`, url.origin);
}

/** Pages named in the --min-page verdict on standard error; the formats list them all. */
const NAMED_PAGES = 10;

/**
 * The exit status of a site's two gates (a built directory's or a live site's sample): --min on the site's
 * score, --min-page on every page, a page that could not be read failing it. Each page not scored and each
 * gate missed is said on standard error.
 */
function siteGates(report: Report, { min, minPage, files }: Pick<SiteFormatContext, "min" | "minPage" | "files">): number {
  const pages = report.pages ?? [];
  for (const page of pages.filter((page) => page.failed !== null)) console.error(withoutControls(`${files.get(page.url) ?? page.url} was not scored: ${page.failed}.`));
  let code = 0;
  if (siteBelow(report, min)) {
    console.error(`The site scores ${report.score}, below the minimum of ${min}.`);
    code = 1;
  }
  const below = pages.filter((page) => pageBelow(page, minPage));
  if (below.length > 0) {
    const named = below.slice(0, NAMED_PAGES).map((page) => `${page.url} (${page.score ?? "not read"})`);
    const more = below.length > NAMED_PAGES ? ` and ${below.length - NAMED_PAGES} more` : "";
    console.error(withoutControls(`${below.length} of ${pages.length} pages are below the page minimum of ${minPage}: ${named.join(", ")}${more}.`));
    code = 1;
  }
  return code;
}

/** `citable score <dir> --base URL`: the built site's report in the format, and the exit status of its two gates. */
async function scoreDirectory(dir: string, options: { url?: string | undefined; root?: string | undefined; text: boolean; base?: string | undefined; format: FormatName; min: number | undefined; minPage: number | undefined }, now: Date): Promise<number> {
  if (options.url !== undefined) throw new CliError("--url is for one file; the pages of a directory take their addresses from --base.");
  if (options.root !== undefined) throw new CliError("--root is for one file; a directory is read as the built site itself, with its own robots.txt, llms.txt and sitemap.");
  if (options.text) throw new CliError("--text is for one file of plain text; a directory is read as a built site's HTML pages.");
  const { min, minPage } = options;
  const { report, files, notPages } = await scoreBuiltSite(dir, baseOf(options.base, dir), now);
  console.log(renderSite(options.format, report, { min, minPage, files, notPages }));
  return siteGates(report, { min, minPage, files });
}

/**
 * `citable score <domain | URL>`: the live site's report, per page like a built site's (its pages read no
 * files), and the exit status of the same two gates. Its text keeps the page writer's, which the sample's
 * pages and what each AI crawler gets were written for.
 */
async function reportLive(target: string, options: { format: FormatName; min: number | undefined; minPage: number | undefined }, now: Date): Promise<number> {
  const { format, min, minPage } = options;
  const report = await scoreLive(target, now);
  const context = { min, minPage, files: new Map<string, string>(), notPages: [] };
  console.log(format === "text" ? render(format, report, { file: null, min }) : renderSite(format, report, context));
  return siteGates(report, context);
}

export async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parsed(argv);
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const [command, target, ...extra] = positionals;
  if (command !== "score" || !target || extra.length > 0) throw new CliError(USAGE);
  const min = thresholdOf(values.min, "--min");
  const minPage = thresholdOf(values["min-page"], "--min-page");
  const format = formatOf(values.format, values.json);
  const url = values.url === undefined ? undefined : pageUrlOf(values.url);

  const now = new Date();
  const kind = await targetKind(target);
  if (kind === "directory") return scoreDirectory(target, { ...values, url, format, min, minPage }, now);
  if (values.base !== undefined) throw new CliError("--base is for a directory (a built site); for one file, give its address with --url.");
  if (kind === "site") {
    if (values.root !== undefined) throw new CliError("--root is for a local file; a live site's files are fetched.");
    if (url !== undefined) throw new CliError("--url is for a local file or standard input; a live site's address is the target itself.");
    return reportLive(target, { format, min, minPage }, now);
  }
  if (minPage !== undefined) throw new CliError("--min-page is for a site (a directory or a live site), whose pages it gates one by one; for one page, use --min.");
  const report = await scoreLocal(target, { ...values, url }, now);
  console.log(render(format, report, { file: target !== "-" ? target : null, min }));
  if (min !== undefined && report.score < min) {
    console.error(`Score ${report.score} is below the minimum ${min}.`);
    return 1;
  }
  return 0;
}

/** Runs the CLI and exits with its status: 2 and the reason in words for anything it refuses. */
export function run(argv: string[]): void {
  main(argv).then(
    (code) => exitWhenWritten(code),
    (error: unknown) => {
      // A failure's text can quote the site (a redirect's Location): no escape sequences reach the terminal.
      console.error(error instanceof CliError ? withoutControls(error.message) : error);
      exitWhenWritten(2);
    },
  );
}

/**
 * Exits once standard output and error are written out. Into a pipe (`| jq`, a CI step's capture) Node
 * writes what the pipe's buffer does not take later, and process.exit() would drop it: a report past
 * 64 KiB came out cut. A write's callback runs when it, and so everything before it, is flushed.
 */
function exitWhenWritten(code: number): void {
  process.stdout.write("", () => process.stderr.write("", () => process.exit(code)));
}

if (import.meta.main) run(process.argv.slice(2));
