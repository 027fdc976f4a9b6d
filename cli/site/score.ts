// `citable score dist/ --base URL`: a built site scored in one process. Every page of the directory is
// judged as the address it will have, with the site files the directory serves; the pages then combine into
// the site's report (scoring/site.ts), which lists each page. A page that cannot be read is listed as
// failed, not fatal.
import { readFile } from "node:fs/promises";
import { decodeBody } from "../../gather/decode.ts";
import { observePlain } from "../../gather/walls.ts";
import { ownEntryOnly } from "../../gather/fetch-sample.ts";
import { parseSitemap, urlKey, type SitemapEntry } from "../../scoring/derive/sitemap.ts";
import { combineSite, judgePage, type PageJudgment, type Report } from "../../scoring/index.ts";
import type { SiteFiles } from "../../scoring/input.ts";
import { CliError } from "../cli-error.ts";
import { siteFilesIn } from "./files.ts";
import { metaRefreshTarget } from "./meta-refresh.ts";
import { htmlFilesIn, type BuiltPage, type NotAPage } from "./pages.ts";

/** The site's report, the file each page's address was read from, and the HTML files that are not pages. */
export interface BuiltSiteRun {
  report: Report;
  files: ReadonlyMap<string, string>;
  notPages: NotAPage[];
}

type Judged = PageJudgment | { role: PageJudgment["role"]; url: string; failed: string };

/** Why a file could not be read, by its error code. */
const READ_ERRORS: Record<string, string> = {
  ENOENT: "it is not there (a broken symbolic link?)",
  EACCES: "permission denied",
  EPERM: "permission denied",
  EISDIR: "it is a directory",
  ELOOP: "a loop of symbolic links",
};

function readError(error: NodeJS.ErrnoException): string {
  return `cannot be read: ${(error.code && READ_ERRORS[error.code]) ?? error.code ?? error.message}`;
}

/** The file's bytes as a browser reads a file served without a charset: a BOM, else its <meta charset>, else UTF-8. */
async function readPage(file: string): Promise<{ html: string } | { failed: string }> {
  try {
    return { html: decodeBody(await readFile(file), null, true).text };
  } catch (error) {
    return { failed: readError(error as NodeJS.ErrnoException) };
  }
}

/**
 * Where the site's home page is: the root index.html, or the page of the build it redirects to (a site
 * that sends / to /en/). That page goes first, so it is judged as the home page.
 */
async function homeFirst(pages: readonly BuiltPage[], base: URL): Promise<{ pages: BuiltPage[]; home: string | null }> {
  const root = pages.find((page) => page.path === "index.html");
  const read = root ? await readPage(root.file) : null;
  const target = read && "html" in read ? metaRefreshTarget(read.html) : null;
  const key = target !== null ? urlKey(target, base) : root ? null : urlKey(base);
  const home = (key === null ? undefined : pages.find((page) => page !== root && urlKey(page.url) === key)) ?? root;
  return { pages: home ? [home, ...pages.filter((page) => page !== home)] : [...pages], home: home?.url ?? null };
}

/**
 * Judges each page in turn, reading the next file while the current one is judged. Without a home page
 * that was read, the first page read is judged as the home page for the site-level checks (robots.txt,
 * llms.txt, the sitemap, HTTPS, crawler access) and still listed as an inner page.
 */
async function judgeAll(pages: readonly BuiltPage[], home: string | null, site: SiteFiles, listed: readonly SitemapEntry[], now: Date, notPages: NotAPage[]): Promise<Judged[]> {
  const judged: Judged[] = [];
  let homeJudged = false;
  let next = pages[0] ? readPage(pages[0].file) : null;
  for (const [index, page] of pages.entries()) {
    const read = await next!;
    next = pages[index + 1] ? readPage(pages[index + 1]!.file) : null;
    const role = page.url === home ? "home" : "inner";
    if ("failed" in read) {
      judged.push({ role, url: page.url, failed: read.failed });
      continue;
    }
    const target = metaRefreshTarget(read.html);
    if (target !== null) {
      notPages.push({ file: page.file, reason: `a redirect to ${target} (meta refresh), which crawlers follow to the page it names` });
      continue;
    }
    // The page judged as the home page reads the site's files for the site-level checks; any other only its
    // own sitemap entry, as the service's sampled pages do (parsing a large sitemap once per page was quadratic).
    const files = homeJudged ? ownEntryOnly(listed, new URL(page.url)) : site;
    const input = { html: read.html, url: page.url, now, readVia: "file" as const, plain: observePlain(read.html, 200, new Map()), site: files };
    const judgment = judgePage(input, homeJudged ? role : "home");
    judged.push({ ...judgment, role });
    homeJudged = true;
  }
  return judged;
}

/** What was found instead of pages, for the error that says there is nothing to score. */
function nothingToScore(dir: string, notPages: readonly NotAPage[], judged: readonly Judged[]): CliError {
  const found = [...notPages.map(({ file, reason }) => `${file}: ${reason}`), ...judged.map((page) => ("failed" in page ? `${page.url}: ${page.failed}` : ""))].filter(Boolean);
  if (found.length === 0) return new CliError(`${dir} holds no HTML page (no .html file): give the directory your build writes and your host serves, such as dist/ or public/.`);
  const shown = found.slice(0, 5).join("; ");
  return new CliError(`${dir} holds no page that could be scored: ${shown}${found.length > 5 ? `; and ${found.length - 5} more` : ""}.`);
}

/** Scores the built site in `dir` as served at `base` (an http(s) URL ending in "/"). */
export async function scoreBuiltSite(dir: string, base: URL, now: Date): Promise<BuiltSiteRun> {
  const site = await siteFilesIn(dir, base);
  const sitemap = site.sitemapXml === null ? null : parseSitemap(site.sitemapXml);
  const listed = sitemap?.kind === "urlset" ? sitemap.entries : [];
  const found = await htmlFilesIn(dir, base, listed);
  const { pages, home } = await homeFirst(found.pages, base);
  const notPages = found.notPages;
  const judged = await judgeAll(pages, home, site, listed, now, notPages);
  if (!judged.some((page) => !("failed" in page))) throw nothingToScore(dir, notPages, judged);
  return {
    report: combineSite(base.href, judged),
    files: new Map(pages.map((page) => [page.url, page.file])),
    notPages,
  };
}
