// `citable score <dir> --base URL`, in process: a built site's pages scored as the addresses they will
// have, with the directory's own site files; the site's report with its pages; the two gates; what is not
// a page; and the refusals in words. The fixture is test/fixtures/built-site (its README lists the pages).
import { spawnSync } from "node:child_process";
import { cp, mkdir, mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { main } from "../../cli/citable.ts";
import { ReportSchema, type Report } from "../../scoring/index.ts";
import { runCli } from "./cli-run.ts";

const SITE = fileURLToPath(new URL("../fixtures/built-site", import.meta.url));
const BASE = "https://ledgerly.example/";
const at = (path: string) => new URL(path, BASE).href;

/** The fixture's pages: file, address, and the page type a reader gives each (the judgment fixtures' labels). */
const PAGES = [
  { file: "index.html", url: at("/"), type: "home" },
  { file: "blog/index.html", url: at("/blog/"), type: "listing" },
  { file: "blog/close-the-books-faster/index.html", url: at("/blog/close-the-books-faster/"), type: "article" },
  { file: "docs/webhooks.html", url: at("/docs/webhooks"), type: "docs" },
  { file: "help/exporting.html", url: at("/help/exporting.html"), type: "docs" },
  { file: "pricing.html", url: at("/pricing.html"), type: "pricing" },
];
const NOT_PAGES = ["404.html", "google0123456789abcdef.html", "old-pricing/index.html"];

afterEach(() => vi.restoreAllMocks());

async function siteReport(dir = SITE, ...options: string[]): Promise<Report> {
  const { code, out } = await runCli("score", dir, "--base", BASE, "--json", ...options);
  expect(code).toBe(0);
  return ReportSchema.parse(JSON.parse(out));
}

/** A copy of the fixture to change. */
async function copyOfSite(): Promise<string> {
  const dir = join(await mkdtemp(join(tmpdir(), "citable-built-")), "dist");
  await cp(SITE, dir, { recursive: true });
  return dir;
}

const checksOf = (report: Report) => report.categories.flatMap((category) => category.checks);

let report: Report;
beforeAll(async () => {
  report = await siteReport();
});

describe("a built site's pages", () => {
  it("are every HTML page of the directory, each as the address it will have, the home page first", () => {
    expect(report.url).toBe(BASE);
    expect(report.pages!.map((page) => [page.url, page.role, page.type, page.read_via, page.failed])).toEqual(
      PAGES.map((page) => [page.url, page.file === "index.html" ? "home" : "inner", page.type, "file", null]),
    );
  });

  it("each score what the page scores alone (citable score <file> --root <dir> --url <address>), the site's checks included", async () => {
    for (const page of PAGES) {
      const alone = ReportSchema.parse(JSON.parse((await runCli("score", join(SITE, page.file), "--root", SITE, "--url", page.url, "--json")).out));
      const listed = report.pages!.find((entry) => entry.url === page.url)!;
      expect([page.file, listed.score, listed.category_scores]).toEqual([page.file, alone.score, alone.category_scores]);
    }
  });

  it("are judged with the directory's robots.txt and sitemap, the site-level checks once for the site", () => {
    const site = checksOf(report).filter((check) => check.page === null);
    const status = (id: string) => site.find((check) => check.id === id)?.status;
    expect(site.map((check) => check.id).sort()).toEqual(["ai-search-crawlers", "ai-training-crawlers", "https", "llms-txt", "sitemap"]);
    expect([status("sitemap"), status("ai-search-crawlers")]).toEqual(["pass", "pass"]);
    // The fixture has no llms.txt.
    expect(status("llms-txt")).not.toBe("pass");
    expect(report.fixes.some((fix) => fix.page === at("/blog/close-the-books-faster/"))).toBe(true);
  });

  it("leave out error pages, verification files, meta-refresh redirects and assets, saying why", async () => {
    const { code, out } = await runCli("score", SITE, "--base", BASE);
    expect(code).toBe(0);
    const section = out.slice(out.indexOf("Not pages (not scored):\n"));
    const notPages = section.slice(0, section.indexOf("\n\n")).split("\n").slice(1);
    expect(notPages).toEqual([
      `  ${join(SITE, "404.html")}: an error page: hosts serve it with an error status for addresses that do not exist, and answer engines do not index it`,
      `  ${join(SITE, "google0123456789abcdef.html")}: a Google Search Console verification file`,
      `  ${join(SITE, "old-pricing/index.html")}: a redirect to https://ledgerly.example/pricing.html (meta refresh), which crawlers follow to the page it names`,
    ]);
    for (const file of NOT_PAGES) expect(report.pages!.map((page) => page.url)).not.toContain(at(`/${file}`));
  });

  it("prints the site's score, its categories and a table of the pages for a terminal", async () => {
    const { out } = await runCli("score", SITE, "--base", BASE);
    expect(out.split("\n")[0]).toBe(`${BASE}: ${report.score}/100, grade ${report.grade} (site of 6 pages)`);
    const table = out.slice(out.indexOf("Pages (score, type, address, its own failing checks):\n")).split("\n").slice(1, 1 + PAGES.length);
    expect(table.map((line) => line.trim().split(/\s+/).slice(0, 3))).toEqual(report.pages!.map((page) => [String(page.score), page.type, new URL(page.url).pathname]));
  });
});

describe("--min and --min-page", () => {
  it("--min gates the site's score: 1 below it, 0 at it", async () => {
    expect((await runCli("score", SITE, "--base", BASE, "--min", String(report.score))).code).toBe(0);
    const below = await runCli("score", SITE, "--base", BASE, "--min", String(report.score + 1));
    expect(below.code).toBe(1);
    expect(below.err).toContain(`The site scores ${report.score}, below the minimum of ${report.score + 1}.`);
  });

  it("--min-page gates every page: 1 when one scores below it, naming it; 0 at the lowest page's score", async () => {
    const lowest = report.pages!.reduce((low, page) => (page.score! < low.score! ? page : low));
    expect((await runCli("score", SITE, "--base", BASE, "--min-page", String(lowest.score))).code).toBe(0);
    const { code, out, err } = await runCli("score", SITE, "--base", BASE, "--min-page", String(lowest.score! + 1));
    expect(code).toBe(1);
    expect(err).toContain(`1 of 6 pages are below the page minimum of ${lowest.score! + 1}: ${lowest.url} (${lowest.score})`);
    expect(out).toMatch(new RegExp(`${new URL(lowest.url).pathname}\\s.*below ${lowest.score! + 1}$`, "m"));
  });

  it("both may be given; the site passing does not pass a page below its minimum", async () => {
    expect((await runCli("score", SITE, "--base", BASE, "--min", "0", "--min-page", "100")).code).toBe(1);
    expect((await runCli("score", SITE, "--base", BASE, "--min", "0", "--min-page", "0")).code).toBe(0);
  });
});

describe("addresses", () => {
  it("a site served under a path: --base host/handbook scores index.html as /handbook/", async () => {
    const { code, out } = await runCli("score", SITE, "--base", "ledgerly.example/handbook", "--json");
    expect(code).toBe(0);
    const pages = ReportSchema.parse(JSON.parse(out)).pages!;
    expect(pages[0]!.url).toBe("https://ledgerly.example/handbook/");
    expect(pages.map((page) => page.url)).toContain("https://ledgerly.example/handbook/blog/close-the-books-faster/");
  });

  it("a root index.html that redirects (a site sending / to /en/) leaves the home page to the page it names", async () => {
    const dir = await copyOfSite();
    await mkdir(join(dir, "en"));
    await cp(join(SITE, "index.html"), join(dir, "en", "index.html"));
    await writeFile(join(dir, "index.html"), '<!doctype html><html><head><meta http-equiv="refresh" content="0;url=/en/"></head></html>');
    const site = await siteReport(dir);
    expect(site.pages![0]).toEqual(expect.objectContaining({ url: at("/en/"), role: "home", type: "home" }));
    expect(site.pages!.map((page) => page.url)).not.toContain(at("/"));
  });

  it("without a home page, the first page read is judged for the site's checks and stays an inner page", async () => {
    const dir = await copyOfSite();
    await rm(join(dir, "index.html"));
    const site = await siteReport(dir);
    expect(site.pages!.map((page) => page.role)).toEqual(Array(5).fill("inner"));
    expect(checksOf(site).filter((check) => check.page === null).map((check) => check.id)).toContain("sitemap");
  });

  it("two files at one address (a.html listed as /a, and a/index.html): the first stands, the other is set aside", async () => {
    const dir = await copyOfSite();
    await mkdir(join(dir, "docs", "webhooks"));
    await cp(join(SITE, "docs", "webhooks.html"), join(dir, "docs", "webhooks", "index.html"));
    const { out } = await runCli("score", dir, "--base", BASE);
    expect(out).toContain(`${join(dir, "docs/webhooks/index.html")}: the same address as ${join(dir, "docs/webhooks.html")} (${at("/docs/webhooks/")})`);
  });
});

describe("a page that cannot be read", () => {
  it("is listed as failed, not fatal; it fails --min-page", async () => {
    const dir = await copyOfSite();
    await symlink(join(dir, "nowhere.html"), join(dir, "broken.html"));
    const { code, out, err } = await runCli("score", dir, "--base", BASE, "--json");
    expect(code).toBe(0);
    const site = ReportSchema.parse(JSON.parse(out));
    expect(site.pages!.find((page) => page.url === at("/broken.html"))).toEqual(
      expect.objectContaining({ score: null, weight: 0, failed: "cannot be read: it is not there (a broken symbolic link?)" }),
    );
    expect(site.score).toBe(report.score);
    expect(err).toBe(`${join(dir, "broken.html")} was not scored: cannot be read: it is not there (a broken symbolic link?).`);
    const gated = await runCli("score", dir, "--base", BASE, "--min-page", "0");
    expect(gated.code).toBe(1);
    expect(gated.err).toContain(`1 of 7 pages are below the page minimum of 0: ${at("/broken.html")} (not read)`);
  });
});

describe("refusals in words (exit status 2)", () => {
  it("a directory without HTML says what to give instead", async () => {
    const dir = await mkdtemp(join(tmpdir(), "citable-empty-"));
    await writeFile(join(dir, "style.css"), "body {}");
    await expect(main(["score", dir, "--base", BASE])).rejects.toThrow(`${dir} holds no HTML page (no .html file): give the directory your build writes and your host serves, such as dist/ or public/.`);
  });

  it("a directory whose HTML files are none of them pages lists them", async () => {
    const dir = await mkdtemp(join(tmpdir(), "citable-no-pages-"));
    await writeFile(join(dir, "404.html"), "<h1>Not found</h1>");
    await expect(main(["score", dir, "--base", BASE])).rejects.toThrow(`${dir} holds no page that could be scored: ${join(dir, "404.html")}: an error page`);
  });

  it.each(["", "ftp://ledgerly.example/", "not a url", "https://ledgerly.example/?lang=en", "https://intranet/"])("--base %j is refused, saying what it takes", async (base) => {
    await expect(main(["score", SITE, "--base", base])).rejects.toThrow(`--base takes the address the site will be served at, an http(s) URL such as https://example.com or https://example.com/docs/ (no query or fragment); "${base}" is not one.`);
  });

  it("options for one file are refused for a directory, and the directory's for one file", async () => {
    await expect(main(["score", SITE])).rejects.toThrow(/give the address it will be served at with --base/);
    await expect(main(["score", SITE, "--base", BASE, "--url", BASE])).rejects.toThrow(/^--url is for one file/);
    await expect(main(["score", SITE, "--base", BASE, "--root", SITE])).rejects.toThrow(/^--root is for one file/);
    await expect(main(["score", SITE, "--base", BASE, "--text"])).rejects.toThrow(/^--text is for one file/);
    const page = join(SITE, "index.html");
    await expect(main(["score", page, "--base", BASE])).rejects.toThrow(/^--base is for a directory/);
    await expect(main(["score", page, "--min-page", "50"])).rejects.toThrow(/^--min-page is for a site \(a directory or a live site\)/);
    await expect(main(["score", SITE, "--base", BASE, "--min-page", "high"])).rejects.toThrow("--min-page takes a number from 0 to 100.");
  });
});

describe("the whole process", () => {
  it("writes a report larger than a pipe's buffer whole before it exits, however slowly it is read (it came out cut at 64 KiB)", () => {
    const command = [process.execPath, fileURLToPath(new URL("../../bin/citable.ts", import.meta.url)), "score", SITE, "--base", BASE, "--json", "--min", "100"].map((arg) => `'${arg}'`).join(" ");
    // The reader takes nothing until the CLI has long finished its work, so the pipe is full when it would exit.
    const child = spawnSync("sh", ["-c", `${command} 2>/dev/null | { sleep 2; cat; }`], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
    expect(child.stdout.length).toBeGreaterThan(128 * 1024);
    expect(ReportSchema.parse(JSON.parse(child.stdout)).pages).toHaveLength(PAGES.length);
  });

  it("exits with the gate's status and says why on standard error", () => {
    const child = spawnSync(process.execPath, [fileURLToPath(new URL("../../bin/citable.ts", import.meta.url)), "score", SITE, "--base", BASE, "--min", "100"], { encoding: "utf8" });
    expect([child.status, child.stderr.trim()]).toEqual([1, `The site scores ${report.score}, below the minimum of 100.`]);
  });
});
