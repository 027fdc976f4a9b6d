// The CLI, in process: local files, plain text, live fetches of fixture sites through TARGET_RESOLVE,
// the JSON report and the --min gate.
import { spawnSync } from "node:child_process";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { main } from "../../bin/citable.ts";
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
  });
});
