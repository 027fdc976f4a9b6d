// A live site's CI formats and gates (`citable score <domain> --format junit|github --min N --min-page N`):
// per page, by the same writers as a built site's (cli/formats/site-*.ts), against fixture sites on 127.0.0.1.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { escapeData } from "../../cli/formats/github.ts";
import { ReportSchema, type Report } from "../../scoring/index.ts";
import { SiteServer } from "../fixtures/site-server.ts";
import { runCli } from "./cli-run.ts";
import { parseSiteJUnit } from "./cli-site-junit.ts";

const pathOf = (url: string) => new URL(url).pathname;

let sites: SiteServer;
/** Each site's report as --json gives it: the sample is the same on every run (no lastmod moves between runs). */
let shop: Report;
let nositemap: Report;

beforeAll(async () => {
  sites = new SiteServer();
  process.env.TARGET_RESOLVE = `*.example=${await sites.listen()}/{host}`;
  shop = ReportSchema.parse(JSON.parse((await runCli("score", "shop.example", "--json")).out));
  nositemap = ReportSchema.parse(JSON.parse((await runCli("score", "nositemap.example", "--json")).out));
  vi.restoreAllMocks();
});
afterEach(() => vi.restoreAllMocks());
afterAll(async () => {
  delete process.env.TARGET_RESOLVE;
  await sites.close();
});

const lowestOf = (report: Report) => Math.min(...report.pages!.filter((page) => page.failed === null).map((page) => page.score!));

describe("--format junit for a live site", () => {
  it("has a testcase per page read, named by its address (no file), and one for the site", async () => {
    const { code, out } = await runCli("score", "shop.example", "--format", "junit");
    expect(code).toBe(0);
    const [pages, site] = parseSiteJUnit(out).testsuite;
    expect(pages!["@_name"]).toBe("Pages (shop.example)");
    expect(pages!.testcase.map((testcase) => [testcase["@_name"], testcase["@_classname"], testcase["@_file"]])).toEqual(shop.pages!.map((page) => [pathOf(page.url), "citable.pages", undefined]));
    expect(pages!.testcase[0]!["system-out"]).toMatch(new RegExp(`^${shop.pages![0]!.score}/100 \\(home\\)\\.\\n`));
    expect(site!.testcase).toEqual([expect.objectContaining({ "@_name": "site score", "@_classname": "citable.site", "system-out": expect.stringMatching(new RegExp(`^${shop.score}/100, grade ${shop.grade}\\.`)) })]);
  });

  it("--min-page fails the pages below it and --min the site's testcase, with exit status 1", async () => {
    const lowest = lowestOf(shop);
    const { code, out, err } = await runCli("score", "shop.example", "--format", "junit", "--min-page", String(lowest + 1), "--min", String(shop.score + 1));
    expect(code).toBe(1);
    const suites = parseSiteJUnit(out);
    const below = shop.pages!.filter((page) => page.score! < lowest + 1);
    expect(suites.testsuite[0]!.testcase.filter((testcase) => testcase.failure).map((testcase) => testcase.failure!["@_message"])).toEqual(below.map((page) => `${pathOf(page.url)} scores ${lowest}, below the page minimum of ${lowest + 1}.`));
    expect(suites.testsuite[1]!.testcase[0]!.failure!["@_message"]).toBe(`shop.example scores ${shop.score}, below the minimum of ${shop.score + 1}.`);
    expect(suites["@_failures"]).toBe(String(below.length + 1));
    expect(err).toContain(`The site scores ${shop.score}, below the minimum of ${shop.score + 1}.`);
    expect(err).toContain(`${below.length} of 5 pages are below the page minimum of ${lowest + 1}: ${below.map((page) => `${page.url} (${lowest})`).join(", ")}.`);
  });

  it("a page of the sample that could not be read is an error, and fails --min-page however low", async () => {
    const failed = nositemap.pages!.find((page) => page.failed !== null)!;
    expect(failed.url).toBe("https://nositemap.example/case-studies/retired-page/");
    const free = await runCli("score", "nositemap.example", "--format", "junit");
    expect(free.code).toBe(0);
    const error = parseSiteJUnit(free.out).testsuite[0]!.testcase.find((testcase) => testcase.error)!;
    expect([error["@_name"], error.error!["@_message"]]).toEqual(["/case-studies/retired-page/", failed.failed]);
    expect(free.err).toBe(`${failed.url} was not scored: ${failed.failed}.`);
    const gated = await runCli("score", "nositemap.example", "--format", "junit", "--min-page", "0");
    expect(gated.code).toBe(1);
    expect(gated.err).toContain(`1 of 4 pages are below the page minimum of 0: ${failed.url} (not read).`);
  });
});

describe("--format github for a live site", () => {
  it("starts with the site's score and pages; pages below --min-page are errors without a file, lowest first", async () => {
    const lowest = lowestOf(shop);
    const { code, out } = await runCli("score", "shop.example", "--format", "github", "--min-page", String(lowest + 1));
    expect(code).toBe(1);
    const lines = out.split("\n");
    expect(lines[0]).toBe(`::notice title=AEO site score ${shop.score}/100%2C grade ${shop.grade} (5 pages)::${escapeData(shop.summary)}`);
    expect(lines.every((line) => /^::(notice|warning|error) /.test(line) && !line.includes("file="))).toBe(true);
    const below = shop.pages!.filter((page) => page.score! < lowest + 1);
    expect(lines.filter((line) => line.startsWith(`::error title=AEO page ${lowest}/100%2C below ${lowest + 1}::`))).toHaveLength(below.length);
    expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^::error title=AEO page ${lowest}/100%2C below ${lowest + 1}::${pathOf(below[0]!.url).replaceAll("/", "\\/")} `)));
  });

  it("passes at the lowest page's score and at the site's score", async () => {
    const { code, out, err } = await runCli("score", "shop.example", "--format", "github", "--min-page", String(lowestOf(shop)), "--min", String(shop.score));
    expect([code, err]).toEqual([0, ""]);
    expect(out.split("\n").filter((line) => line.startsWith("::error "))).toEqual([]);
  });
});

describe("the gates on a live site's text and JSON", () => {
  it("--min gates the site's score and --min-page every page, whatever the format", async () => {
    const lowest = lowestOf(shop);
    expect((await runCli("score", "shop.example", "--min", String(shop.score), "--min-page", String(lowest))).code).toBe(0);
    const text = await runCli("score", "shop.example", "--min-page", String(lowest + 1));
    expect(text.code).toBe(1);
    expect(text.out.split("\n")[0]).toBe(`shop.example: ${shop.score}/100, grade ${shop.grade}`);
    const json = await runCli("score", "shop.example", "--json", "--min", String(shop.score + 1));
    expect(json.code).toBe(1);
    expect(ReportSchema.parse(JSON.parse(json.out)).score).toBe(shop.score);
    expect(json.err).toBe(`The site scores ${shop.score}, below the minimum of ${shop.score + 1}.`);
  });
});
