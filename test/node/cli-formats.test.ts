// The CLI's CI formats, in process: JUnit XML that any CI parses (one testcase per check, failures for failing
// checks), GitHub Actions annotations escaped per the workflow-command rules, and --json as --format json.
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { escapeData, escapeProperty } from "../../cli/formats/github.ts";
import { main } from "../../cli/citable.ts";
import { ReportSchema, type Report } from "../../scoring/index.ts";
import { SiteServer } from "../fixtures/site-server.ts";
import { runCli } from "./cli-run.ts";

const ACME = fileURLToPath(new URL("../fixtures/sites/acme.example/index.html", import.meta.url));
/** Page text that must not break XML or start a workflow command: markup, entities, a C0 control, a lone surrogate. */
const HOSTILE_TITLE = 'Tools & <script>alert(1)</script> ]]> "100%" \u0001 \ud800 a:b, c';
let hostile: string;
let sites: SiteServer;

beforeAll(async () => {
  sites = new SiteServer();
  process.env.TARGET_RESOLVE = `*.example=${await sites.listen()}/{host}`;
  hostile = join(await mkdtemp(join(tmpdir(), "citable-formats-")), "hostile.html");
  await writeFile(hostile, `<!doctype html><html lang="en"><head><title>${HOSTILE_TITLE}</title></head><body><main><h1>Hostile</h1><p>This page carries a hostile title, and enough plain words in its body for the checks to judge its prose at all.</p></main></body></html>`);
});
afterAll(async () => {
  delete process.env.TARGET_RESOLVE;
  await sites.close();
});
afterEach(() => vi.restoreAllMocks());

const run = runCli;

async function reportOf(file: string): Promise<Report> {
  return ReportSchema.parse(JSON.parse((await run("score", file, "--format", "json")).out));
}

const checksOf = (report: Report) => report.categories.flatMap((category) => category.checks);

interface TestCase {
  "@_name": string;
  "@_classname": string;
  failure?: { "@_message": string; "#text": string };
  skipped?: unknown;
}
interface JUnit {
  testsuites: { "@_tests": string; "@_failures": string; "@_skipped": string; testsuite: { "@_name": string; "@_tests": string; "@_failures": string; testcase: TestCase[] }[] };
}

/** Checks well-formedness first, then reads the structure CI tools read. */
function parseJUnit(xml: string): JUnit {
  expect(XMLValidator.validate(xml)).toBe(true);
  const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === "testsuite" || name === "testcase" || name === "property" });
  return parser.parse(xml) as JUnit;
}

describe("--format junit", () => {
  it("is well-formed XML with one testcase per check and a failure for each failing check", async () => {
    const report = await reportOf(ACME);
    const { code, out } = await run("score", ACME, "--format", "junit");
    expect(code).toBe(0);
    expect(out.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<testsuites ')).toBe(true);
    const { testsuites } = parseJUnit(out);
    const cases = testsuites.testsuite.flatMap((suite) => suite.testcase);
    const checks = checksOf(report);
    expect(cases.map((testcase) => testcase["@_name"])).toEqual(checks.map((check) => `${check.id}: ${check.title}`));
    expect(testsuites.testsuite.map((suite) => suite["@_name"])).toEqual(report.categories.map((category) => `${category.name} (${report.url})`));
    const failing = checks.filter((check) => check.status === "fail");
    expect(failing.length).toBeGreaterThan(0);
    expect(cases.filter((testcase) => testcase.failure).map((testcase) => testcase["@_name"])).toEqual(failing.map((check) => `${check.id}: ${check.title}`));
    expect(Number(testsuites["@_tests"])).toBe(checks.length);
    expect(Number(testsuites["@_failures"])).toBe(failing.length);
    for (const suite of testsuites.testsuite) expect(Number(suite["@_tests"])).toBe(suite.testcase.length);
  });

  it("carries the failing check's evidence, fix and why", async () => {
    const report = await reportOf(ACME);
    const failing = checksOf(report).find((check) => check.status === "fail")!;
    const { testsuites } = parseJUnit((await run("score", ACME, "--format", "junit")).out);
    const testcase = testsuites.testsuite.flatMap((suite) => suite.testcase).find((item) => item["@_name"] === `${failing.id}: ${failing.title}`)!;
    expect(testcase.failure?.["@_message"]).toBe(failing.evidence);
    expect(testcase.failure?.["#text"]).toContain(`Fix: ${failing.fix}`);
    expect(testcase.failure?.["#text"]).toContain(`Why: ${failing.why}`);
  });

  it("stays well-formed when page text carries markup, entities and characters XML forbids", async () => {
    const { out } = await run("score", hostile, "--format", "junit");
    expect(out).not.toContain("<script>");
    expect(out).not.toMatch(/[\u0001\ud800]/);
    const text = JSON.stringify(parseJUnit(out));
    expect(text).toContain("Tools & <script>alert(1)</script> ]]>");
  });

  it("below --min: a failing testcase says so, counted in the totals, and the exit status is 1", async () => {
    const report = await reportOf(ACME);
    const min = report.score + 1;
    const { code, out } = await run("score", ACME, "--format", "junit", "--min", String(min));
    expect(code).toBe(1);
    const { testsuites } = parseJUnit(out);
    const verdict = testsuites.testsuite.at(-1)!;
    expect(verdict["@_name"]).toBe(`Minimum score (${report.url})`);
    expect([verdict["@_tests"], verdict["@_failures"]]).toEqual(["1", "1"]);
    expect(verdict.testcase).toEqual([
      expect.objectContaining({
        "@_name": `score is at least ${min}`,
        "@_classname": "citable.minimum",
        failure: expect.objectContaining({ "@_message": `${report.url} scores ${report.score}, below the minimum of ${min}.` }),
      }),
    ]);
    const checks = checksOf(report);
    expect(Number(testsuites["@_tests"])).toBe(checks.length + 1);
    expect(Number(testsuites["@_failures"])).toBe(checks.filter((check) => check.status === "fail").length + 1);
  });

  it("at or above --min: the verdict's testcase passes; without --min there is none", async () => {
    const report = await reportOf(ACME);
    const { code, out } = await run("score", ACME, "--format", "junit", "--min", String(report.score));
    expect(code).toBe(0);
    const verdict = parseJUnit(out).testsuites.testsuite.at(-1)!;
    expect(verdict.testcase).toEqual([{ "@_name": `score is at least ${report.score}`, "@_classname": "citable.minimum", "@_time": "0" }]);
    const without = parseJUnit((await run("score", ACME, "--format", "junit")).out);
    expect(without.testsuites.testsuite.map((suite) => suite["@_name"])).not.toContain(`Minimum score (${report.url})`);
  });
});

describe("--format github", () => {
  it("escapes workflow-command data and properties per GitHub's rules", () => {
    expect(escapeData("50% done\r\nnext ::error::x")).toBe("50%25 done%0D%0Anext ::error::x");
    expect(escapeProperty("a: b, c%\n")).toBe("a%3A b%2C c%25%0A");
  });

  it("prints a notice with the score, an error per failing check and a warning per warning, pointing at the file", async () => {
    const report = await reportOf(ACME);
    const { code, out } = await run("score", ACME, "--format", "github");
    expect(code).toBe(0);
    const lines = out.split("\n");
    const checks = checksOf(report);
    expect(lines[0]).toBe(`::notice file=${escapeProperty(ACME)},title=AEO score ${report.score}/100%2C grade ${report.grade}::${escapeData(report.summary)}`);
    expect(lines.filter((line) => line.startsWith("::error "))).toHaveLength(checks.filter((check) => check.status === "fail").length);
    expect(lines.filter((line) => line.startsWith("::warning "))).toHaveLength(checks.filter((check) => check.status === "warn").length);
    expect(lines.every((line) => line.startsWith(`::notice file=`) || line.startsWith(`::error file=`) || line.startsWith(`::warning file=`))).toBe(true);
  });

  it("orders annotations by expected gain, since GitHub shows only the first ten of each kind", async () => {
    const report = await reportOf(ACME);
    const { out } = await run("score", ACME, "--format", "github");
    const titles = out.split("\n").slice(1).map((line) => /title=AEO [^:]*%3A (.*?)::/.exec(line)?.[1]);
    const flagged = report.categories.flatMap((category) => category.checks).filter((check) => check.status === "fail" || check.status === "warn");
    const impacts = titles.map((title) => flagged.find((check) => escapeProperty(check.title) === title)!.impact);
    expect(impacts).toEqual([...impacts].sort((a, b) => b - a));
  });

  it("keeps hostile page text on its own line, escaped", async () => {
    const report = await reportOf(hostile);
    const { out } = await run("score", hostile, "--format", "github");
    const lines = out.split("\n");
    const flagged = checksOf(report).filter((check) => check.status === "fail" || check.status === "warn");
    expect(lines).toHaveLength(1 + flagged.length);
    expect(lines.every((line) => /^::(notice|warning|error) file=[^:]*,title=[^:]*::/.test(line))).toBe(true);
    expect(out).toContain("100%25");
  });

  it("adds an error when the score is below --min, and exits 1", async () => {
    const report = await reportOf(ACME);
    const { code, out } = await run("score", ACME, "--format", "github", "--min", String(report.score + 1));
    expect(code).toBe(1);
    expect(out.split("\n").at(-1)).toBe(`::error file=${escapeProperty(ACME)},title=AEO score below minimum::${report.url} scores ${report.score}, below the minimum of ${report.score + 1}.`);
  });

  it("leaves the file out for a live site, reported per page (cli-live-site-formats.test.ts)", async () => {
    const { out } = await run("score", "acme.example", "--format", "github");
    expect(out.split("\n")[0]).toMatch(/^::notice title=AEO site score \d+\/100%2C grade [A-F] \(\d+ pages?\)::/);
    expect(out).not.toContain("file=");
  });
});

describe("--root", () => {
  it("reads a built site's robots.txt, llms.txt and sitemap.xml for the site-level checks", async () => {
    const status = (report: Report, id: string) => checksOf(report).find((check) => check.id === id)?.status;
    const alone = await reportOf(ACME);
    const rooted = ReportSchema.parse(JSON.parse((await run("score", ACME, "--root", dirname(ACME), "--format", "json")).out));
    for (const id of ["sitemap", "llms-txt"]) {
      expect(status(alone, id)).not.toBe("pass");
      expect(status(rooted, id)).toBe("pass");
    }
  });

  it("is refused for a live site and for a missing directory", async () => {
    await expect(main(["score", "acme.example", "--root", "dist"])).rejects.toThrow(/--root is for a local file/);
    await expect(main(["score", ACME, "--root", "/no/such/dir"])).rejects.toThrow(/is not a directory/);
  });
});

describe("--format and --json", () => {
  it("--json is an alias of --format json", async () => {
    const timeless = (out: string) => ({ ...JSON.parse(out), analyzed_at: null });
    expect(timeless((await run("score", ACME, "--json")).out)).toEqual(timeless((await run("score", ACME, "--format", "json")).out));
  });

  it("text stays the default", async () => {
    expect((await run("score", ACME)).out).toBe((await run("score", ACME, "--format", "text")).out);
  });

  it("rejects an unknown format and a --json that contradicts --format", async () => {
    await expect(main(["score", ACME, "--format", "xml"])).rejects.toThrow(/--format takes one of text, json, junit, github/);
    await expect(main(["score", ACME, "--json", "--format", "junit"])).rejects.toThrow(/--json is --format json/);
  });
});
