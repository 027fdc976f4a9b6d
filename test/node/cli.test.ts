// The CLI, in process: local files, plain text, live fetches of fixture sites through TARGET_RESOLVE,
// the JSON report and the --min gate.
import { spawnSync } from "node:child_process";
import { mkdir, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { main } from "../../cli/citable.ts";
import { ReportSchema } from "../../scoring/index.ts";
import { SiteServer } from "../fixtures/site-server.ts";
import { runCli } from "./cli-run.ts";

const ACME = fileURLToPath(new URL("../fixtures/sites/acme.example/index.html", import.meta.url));
let sites: SiteServer;

beforeAll(async () => {
  sites = new SiteServer();
  process.env.TARGET_RESOLVE = `*.example=${await sites.listen()}/{host}`;
});
afterAll(async () => {
  delete process.env.TARGET_RESOLVE;
  await sites.close();
});
afterEach(() => vi.restoreAllMocks());

const run = runCli;

describe("citable score", () => {
  it("scores a local HTML file for a terminal: score, grade, categories", async () => {
    const { code, out } = await run("score", ACME, "--url", "https://acme.example/");
    expect(code).toBe(0);
    expect(out).toMatch(/^https:\/\/acme\.example\/: \d+\/100, grade [A-F]$/m);
    expect(out).toMatch(/^Categories:$/m);
    expect(out).toMatch(/Page: home/);
  });

  it("prints the full report as JSON with --json", async () => {
    const { code, out } = await run("score", ACME, "--url", "https://acme.example/", "--json");
    expect(code).toBe(0);
    const report = ReportSchema.parse(JSON.parse(out));
    expect(report.page.title).toBe("Acme Anvils");
  });

  it("reads a local file in the charset its <meta> names, as a browser does (a Shift_JIS page once read as Czech)", async () => {
    const sjis = fileURLToPath(new URL("../fixtures/sites/sjis.example/index.html", import.meta.url));
    const report = ReportSchema.parse(JSON.parse((await run("score", sjis, "--url", "https://sjis.example/", "--json")).out));
    expect([report.page.title, report.page.language]).toEqual(["東京の天気ガイド", "ja"]);
  });

  it("exits 1 below --min and 0 at or above it", async () => {
    const report = ReportSchema.parse(JSON.parse((await run("score", ACME, "--json")).out));
    expect((await run("score", ACME, "--min", String(report.score + 1))).code).toBe(1);
    expect((await run("score", ACME, "--min", String(report.score))).code).toBe(0);
  });

  it("fetches a live site under the service's fetch rules", async () => {
    const { code, out } = await run("score", "https://www.acme.example/anything", "--json");
    expect(code).toBe(0);
    const report = ReportSchema.parse(JSON.parse(out));
    expect(report.url).toBe("acme.example");
    expect(report.page.read_via).toBe("fetch");
    expect(sites.requestsFor("acme.example").map((r) => r.path)).toEqual(expect.arrayContaining(["/", "/robots.txt", "/llms.txt", "/sitemap.xml"]));
  });

  it("reports an unreachable or refused target as an error", async () => {
    await expect(main(["score", "down.example"])).rejects.toThrow(/HTTP 503/);
    await expect(main(["score", "localhost"])).rejects.toThrow(/neither a readable file nor a valid domain/);
  });

  it("refuses a domain whose home page redirects to another site, naming it, and never fetches there (issue 17)", async () => {
    sites.setRules("cli-moved.example", [{ path: "/", status: 301, redirect: "https://cli-landing.example/" }]);
    await expect(main(["score", "cli-moved.example"])).rejects.toThrow(
      "Could not fetch cli-moved.example: the site redirects to another site, cli-landing.example (redirect 1); score cli-landing.example itself.",
    );
    expect(sites.requestsFor("cli-landing.example")).toEqual([]);
  });

  it("refuses input with too little text to judge, with how many words it had and needs, and exits 2", async () => {
    const dir = await mkdtemp(join(tmpdir(), "citable-thin-"));
    const html = join(dir, "hi.html");
    const text = join(dir, "hi.txt");
    await writeFile(html, "<h1>Hi</h1>");
    await writeFile(text, "hi there");
    await expect(main(["score", html])).rejects.toThrow(`${html} has too little text to judge: 1 word of visible text; at least 20 are needed to judge it.`);
    await expect(main(["score", text, "--text"])).rejects.toThrow("2 words of text; at least 50 are needed to judge it.");
    const child = spawnSync(process.execPath, [fileURLToPath(new URL("../../bin/citable.ts", import.meta.url)), "score", html], { encoding: "utf8" });
    expect(child.status).toBe(2);
    expect(child.stderr).toContain("too little text to judge");
  });

  it("rejects bad usage", async () => {
    await expect(main(["score"])).rejects.toThrow(/Usage/);
    await expect(main(["score", ACME, "--min", "abc"])).rejects.toThrow(/--min/);
    await expect(main(["score", ACME, "--colour"])).rejects.toThrow(/^Unknown option '--colour'\. Usage: citable score/);
  });
});

describe("what each AI crawler gets, for a live site", () => {
  it("prints the crawler matrix compactly in the text format, a line per crawler, contradictions said", async () => {
    const { code, out } = await run("score", "crawlers-mixed.example");
    expect(code).toBe(0);
    const lines = out.split("\n");
    const start = lines.indexOf("What each AI crawler gets (the home page fetched as each; role, declared, what the server gave it):");
    expect(start).toBeGreaterThan(0);
    const row = (token: string) => lines.slice(start + 1).find((line) => line.startsWith(`  ${token} `))!;
    expect(row("OAI-SearchBot")).toMatch(/^  OAI-SearchBot +search +allowed +refused with HTTP 403 \(robots\.txt lets it in: a contradiction\)$/);
    expect(row("GPTBot")).toMatch(/^  GPTBot +training +blocked +refused with HTTP 403$/);
    expect(row("ClaudeBot")).toContain("asked to pay: HTTP 402, crawler-price USD 0.01");
    expect(row("Google-Extended")).toContain("robots.txt only");
    expect(out).toContain("Blocks keyed on the crawlers' own IP addresses cannot be seen from ours");
    // A crawler's fetch counts in the JSON report as well.
    const report = ReportSchema.parse(JSON.parse((await run("score", "crawlers-mixed.example", "--json")).out));
    expect(report.crawler_access?.crawlers.find((crawler) => crawler.token === "PerplexityBot")?.effective).toBe("challenge");
  });

  it("leaves the matrix out for a local file, which no crawler fetched", async () => {
    expect((await run("score", ACME)).out).not.toContain("What each AI crawler gets");
    expect(ReportSchema.parse(JSON.parse((await run("score", ACME, "--json")).out)).crawler_access).toBeUndefined();
  });

  it("prints the lines a fix gives (robots.txt rules, markup) under it, indented", async () => {
    sites.setRules("cli-robots.example", [{ path: "/robots.txt", headers: { "content-type": "text/plain" }, body: "User-agent: *\nDisallow: /\n" }, { site: "acme.example" }]);
    const { out } = await run("score", "cli-robots.example");
    const lines = out.split("\n");
    const fix = lines.findIndex((line) => /^  \d\. AI search crawlers are kept out of the page/.test(line));
    expect(lines[fix + 1]).toMatch(/^     Allow these crawlers, .*add these lines to robots\.txt\./);
    expect(lines.slice(fix + 2, fix + 5)).toEqual(["       # A crawler with a group of its own no longer reads the * group: the * rules are repeated here.", "       User-agent: Googlebot", "       User-agent: Bingbot"]);
  });
});

describe("input errors in words", () => {
  it.each(["/nonexistent.html", "./missing/page.html", "../missing", "draft.htm", "~/site/index.html"])("%s: no such file, nothing fetched", async (path) => {
    const before = sites.requests.length;
    await expect(main(["score", path])).rejects.toThrow(`No such file: ${path}`);
    expect(sites.requests.length).toBe(before);
  });

  it("a directory is a built site: without --base it says to give the address it will be served at", async () => {
    const dir = await mkdtemp(join(tmpdir(), "citable-dir-"));
    await expect(main(["score", dir])).rejects.toThrow(`${dir} is a directory, scored as a built site: give the address it will be served at with --base`);
  });

  it("a missing file that could be a site says how to ask for the site; a URL is a site", async () => {
    await expect(main(["score", "acme.example/index.html"])).rejects.toThrow(
      "No such file: acme.example/index.html (to score the site acme.example, pass https://acme.example/index.html)",
    );
    const { code, out } = await run("score", "https://acme.example/index.html", "--json");
    expect(code).toBe(0);
    expect(ReportSchema.parse(JSON.parse(out)).url).toBe("acme.example");
  });

  it.each(["not-a-url", "https://not a url/", "ftp://files.example/page", "mailto:team@acme.example", "https://intranet/page"])("--url %s is refused, saying what it takes", async (url) => {
    await expect(main(["score", ACME, "--url", url])).rejects.toThrow(`--url takes the page's address as an http(s) URL, such as https://example.com/pricing; "${url}" is not one.`);
  });

  it("--url takes an http(s) URL, or a host with a dot and a path", async () => {
    for (const [url, expected] of [["http://localhost:3000/pricing", "http://localhost:3000/pricing"], ["acme.example/pricing", "https://acme.example/pricing"]]) {
      const report = ReportSchema.parse(JSON.parse((await run("score", ACME, "--url", url!, "--json")).out));
      expect(report.url).toBe(expected);
      expect(report.page.type).toBe("pricing");
    }
  });

  it("--url with a live site is refused: the target is the address", async () => {
    await expect(main(["score", "acme.example", "--url", "https://acme.example/"])).rejects.toThrow(/^--url is for a local file or standard input/);
  });
});

/** The machine's own Node when it is older than 22.18 (Debian's is 20), which cannot run .ts files. */
const OLD_NODE = ["/usr/bin/node", "/usr/local/bin/node"].find((path) => {
  const version = spawnSync(path, ["-p", "process.versions.node"], { encoding: "utf8" }).stdout?.trim();
  if (!version) return false;
  const [major = 0, minor = 0] = version.split(".").map(Number);
  return major < 22 || (major === 22 && minor < 18);
});

describe.skipIf(!OLD_NODE)(`bin/citable.ts on an older Node (${OLD_NODE})`, () => {
  const launcher = fileURLToPath(new URL("../../bin/citable.ts", import.meta.url));

  it("runs the CLI through the project's own Node 22", () => {
    const child = spawnSync(OLD_NODE!, [launcher, "score", ACME, "--url", "https://acme.example/"], { encoding: "utf8" });
    expect(child.stderr).not.toMatch(/ERR_UNKNOWN_FILE_EXTENSION/);
    expect(child.status).toBe(0);
    expect(child.stdout).toMatch(/^https:\/\/acme\.example\/: \d+\/100, grade [A-F]$/m);
  });

  it("keeps the CLI's exit status and messages", () => {
    const child = spawnSync(OLD_NODE!, [launcher, "score", "/nonexistent.html"], { encoding: "utf8" });
    expect([child.status, child.stderr.trim()]).toEqual([2, "No such file: /nonexistent.html"]);
  });

  it("says what to do when the project's Node is not installed", async () => {
    // The launcher alone, away from the project's node_modules.
    const dir = await mkdtemp(join(tmpdir(), "citable-launcher-"));
    await mkdir(join(dir, "bin"));
    await Promise.all(["citable.ts", "package.json"].map(async (name) => writeFile(join(dir, "bin", name), await readFile(join(launcher, "..", name)))));
    const child = spawnSync(OLD_NODE!, [join(dir, "bin", "citable.ts"), "score", ACME], { encoding: "utf8" });
    expect(child.status).toBe(2);
    expect(child.stderr).toMatch(/^citable needs Node\.js 22\.18 or later, which runs its TypeScript directly; this is Node v\d+\.\d+\.\d+\. Install Node 22/);
  });
});
