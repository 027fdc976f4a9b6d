// A built site's CI formats, in process: JUnit XML with a testcase per page and one for the site, GitHub
// annotations per page file, and page text and file names that cannot break either or reach the terminal.
import { cp, mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { escapeData, escapeProperty } from "../../cli/formats/github.ts";
import { ReportSchema, type Report } from "../../scoring/index.ts";
import { runCli } from "./cli-run.ts";
import { parseSiteJUnit } from "./cli-site-junit.ts";

const SITE = fileURLToPath(new URL("../fixtures/built-site", import.meta.url));
const BASE = "https://ledgerly.example/";
const NOT_PAGES = ["404.html", "google0123456789abcdef.html", "old-pricing/index.html"];

afterEach(() => vi.restoreAllMocks());

let report: Report;
let lowest: number;
beforeAll(async () => {
  report = ReportSchema.parse(JSON.parse((await runCli("score", SITE, "--base", BASE, "--json")).out));
  lowest = Math.min(...report.pages!.map((page) => page.score!));
});

const fileOf = (url: string) => {
  const path = new URL(url).pathname;
  const file = path.endsWith("/") ? `${path}index.html` : path.endsWith(".html") ? path : `${path}.html`;
  return join(SITE, file);
};
const pathOf = (url: string) => new URL(url).pathname;

describe("--format junit for a built site", () => {
  it("has a testcase per page (on its file), one skipped per HTML file that is not a page, and the site's", async () => {
    const { code, out } = await runCli("score", SITE, "--base", BASE, "--format", "junit");
    expect(code).toBe(0);
    const suites = parseSiteJUnit(out);
    const [pages, site] = suites.testsuite;
    expect(pages!["@_name"]).toBe(`Pages (${BASE})`);
    expect(pages!.testcase.map((testcase) => [testcase["@_name"], testcase["@_file"]])).toEqual([
      ...report.pages!.map((page) => [pathOf(page.url), fileOf(page.url)]),
      ...NOT_PAGES.map((file) => [join(SITE, file), join(SITE, file)]),
    ]);
    expect(pages!.testcase.filter((testcase) => testcase.skipped).map((testcase) => testcase.skipped!["@_message"])).toEqual([
      expect.stringMatching(/^not a page: an error page/),
      "not a page: a Google Search Console verification file",
      expect.stringMatching(/^not a page: a redirect to https:\/\/ledgerly\.example\/pricing\.html/),
    ]);
    // Without gates nothing fails; each page's record carries its score and failing checks.
    expect([suites["@_tests"], suites["@_failures"], suites["@_skipped"]]).toEqual([String(report.pages!.length + NOT_PAGES.length + 1), "0", "3"]);
    const first = pages!.testcase[0]!;
    expect(first["system-out"]).toMatch(new RegExp(`^${report.pages![0]!.score}/100 \\(home\\)\\.\\nFailing checks, largest gain first:\\n- `));
    expect(site!.testcase).toEqual([expect.objectContaining({ "@_name": "site score", "@_classname": "citable.site", "system-out": expect.stringMatching(new RegExp(`^${report.score}/100, grade ${report.grade}\\.`)) })]);
  });

  it("with --min-page, a page below it is a failure naming its score and its failing checks; with --min, the site's testcase gates", async () => {
    const { code, out } = await runCli("score", SITE, "--base", BASE, "--format", "junit", "--min-page", String(lowest + 1), "--min", String(report.score + 1));
    expect(code).toBe(1);
    const suites = parseSiteJUnit(out);
    const failing = suites.testsuite[0]!.testcase.filter((testcase) => testcase.failure);
    const page = report.pages!.find((entry) => entry.score === lowest)!;
    expect(failing.map((testcase) => testcase["@_name"])).toEqual([pathOf(page.url)]);
    expect(failing[0]!.failure!["@_message"]).toBe(`${pathOf(page.url)} scores ${lowest}, below the page minimum of ${lowest + 1}.`);
    const ownFailing = report.categories.flatMap((category) => category.checks).filter((check) => check.page === page.url && check.status === "fail");
    for (const check of ownFailing) expect(failing[0]!.failure!["#text"]).toContain(`- ${check.title}: ${check.evidence}`);
    const site = suites.testsuite[1]!.testcase[0]!;
    expect([site["@_name"], site.failure?.["@_message"]]).toEqual([`site score is at least ${report.score + 1}`, `${BASE} scores ${report.score}, below the minimum of ${report.score + 1}.`]);
    expect(suites["@_failures"]).toBe("2");
  });
});

describe("--format github for a built site", () => {
  it("starts with the site's score, then annotates pages on their files, lowest score first", async () => {
    const { code, out } = await runCli("score", SITE, "--base", BASE, "--format", "github");
    expect(code).toBe(0);
    const lines = out.split("\n");
    expect(lines[0]).toBe(`::notice title=AEO site score ${report.score}/100%2C grade ${report.grade} (6 pages)::${escapeData(report.summary)}`);
    const pageLines = lines.filter((line) => line.includes(" file="));
    const withFailing = report.pages!.filter((page) => report.categories.some((category) => category.checks.some((check) => check.page === page.url && check.status === "fail")));
    expect(pageLines).toHaveLength(withFailing.length);
    const files = pageLines.map((line) => /file=([^,]*),/.exec(line)![1]);
    expect(files).toEqual([...withFailing].sort((a, b) => a.score! - b.score!).map((page) => escapeProperty(fileOf(page.url))));
    expect(pageLines.every((line) => line.startsWith("::warning "))).toBe(true);
    // The site-level llms.txt check is the site's, with no file.
    expect(lines).toContainEqual(expect.stringMatching(/^::warning title=AEO site%2C Technical SEO for AI%3A llms\.txt/));
  });

  it("below the gates: an error for the site and for each page below --min-page, and exit status 1", async () => {
    const { code, out } = await runCli("score", SITE, "--base", BASE, "--format", "github", "--min", String(report.score + 1), "--min-page", String(lowest + 1));
    expect(code).toBe(1);
    const errors = out.split("\n").filter((line) => line.startsWith("::error "));
    const page = report.pages!.find((entry) => entry.score === lowest)!;
    expect(errors[0]).toBe(`::error title=AEO site score below minimum::${BASE} scores ${report.score}, below the minimum of ${report.score + 1}.`);
    expect(errors[1]).toMatch(new RegExp(`^::error file=${escapeProperty(fileOf(page.url)).replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")},title=AEO page ${lowest}/100%2C below ${lowest + 1}::`));
  });
});

describe("hostile names and page text", () => {
  let dir: string;
  beforeAll(async () => {
    dir = join(await mkdtemp(join(tmpdir(), "citable-hostile-site-")), "dist");
    await cp(SITE, dir, { recursive: true });
    // A file name and a redirect target that carry an escape sequence (OSC 52 writes the clipboard) and XML markup.
    await writeFile(join(dir, "\u001b]52;c;aGk=\u0007<b>&.html"), await import("node:fs/promises").then((fs) => fs.readFile(join(SITE, "pricing.html"))));
    await mkdir(join(dir, "moved"));
    await writeFile(join(dir, "moved", "index.html"), '<meta http-equiv="refresh" content="0; url=/x\u001b[2J</skipped>">');
  });

  it.each(["text", "junit", "github", "json"])("--format %s writes no control character and stays well-formed", async (format) => {
    const { code, out } = await runCli("score", dir, "--base", BASE, "--format", format);
    expect(code).toBe(0);
    expect(out).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f]/);
    if (format === "junit") parseSiteJUnit(out);
    if (format === "json") ReportSchema.parse(JSON.parse(out));
    if (format === "github") expect(out.split("\n").every((line) => /^::(notice|warning|error) /.test(line))).toBe(true);
  });
});

describe("a site's report from elsewhere (a live site's sample)", () => {
  it("is written per page by every format, with no files to point at", async () => {
    const { renderSite } = await import("../../cli/formats/index.ts");
    const context = { min: undefined, minPage: undefined, files: new Map(), notPages: [] };
    const text = renderSite("text", report, context);
    expect(text).toContain("Pages (score, type, address, its own failing checks):");
    const github = renderSite("github", report, { ...context, min: report.score + 1 });
    expect(github.split("\n")[0]).toMatch(/^::notice title=AEO site score /);
    expect(github).not.toContain(" file=");
    expect(github).toContain("::error title=AEO site score below minimum::");
    const junit = parseSiteJUnit(renderSite("junit", report, context));
    expect(junit.testsuite[0]!.testcase.map((testcase) => [testcase["@_name"], testcase["@_file"]])).toEqual(report.pages!.map((page) => [pathOf(page.url), undefined]));
  });
});
