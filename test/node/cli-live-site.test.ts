// `citable score <domain | URL>`: a live site scored as the service scores it, from a sample of its pages
// (issue 14), the page a URL target names among them; the JSON is the service's full report.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ReportSchema } from "../../scoring/index.ts";
import { SiteServer } from "../fixtures/site-server.ts";
import { runCli } from "./cli-run.ts";

let sites: SiteServer;

beforeAll(async () => {
  sites = new SiteServer();
  process.env.TARGET_RESOLVE = `*.example=${await sites.listen()}/{host}`;
});
afterAll(async () => {
  delete process.env.TARGET_RESOLVE;
  await sites.close();
});

describe("citable score <live site>", () => {
  it("reads a sample of the site beside its home page and scores the site", async () => {
    const { code, out } = await runCli("score", "shop.example", "--json");
    expect(code).toBe(0);
    const report = ReportSchema.parse(JSON.parse(out));
    expect(report.url).toBe("shop.example");
    // One of each likely type first (a product, about, the rest), then a second round (pricing).
    expect(report.pages!.map((page) => page.type)).toEqual(expect.arrayContaining(["home", "product", "pricing", "about"]));
    expect(report.pages).toHaveLength(5);
    expect(report.pages!.every((page) => page.failed === null && page.read_via === "fetch")).toBe(true);
    expect(sites.requestsFor("shop.example").map((request) => request.path)).not.toContain("/sitemaps/archive-2019.xml");
  });

  it("always reads the page a URL target names", async () => {
    const { code, out } = await runCli("score", "https://www.blog.example/blog/restoring-a-rusty-skillet/", "--json");
    expect(code).toBe(0);
    const report = ReportSchema.parse(JSON.parse(out));
    expect(report.url).toBe("blog.example");
    // Read where the site's home page is (blog.example), not through a redirect from www.
    expect(report.pages![1]).toMatchObject({ url: "https://blog.example/blog/restoring-a-rusty-skillet/", role: "named", type: "article", failed: null });
    expect(report.pages).toHaveLength(5);
  });

  it("lists the pages read in the text format, and names the page of each top fix", async () => {
    const { code, out } = await runCli("score", "https://blog.example/blog/restoring-a-rusty-skillet/");
    expect(code).toBe(0);
    const listed = out.split("\n").slice(out.split("\n").indexOf("Pages read (the site's score is theirs by share):") + 1);
    expect(listed[0]).toMatch(/^ {2}https:\/\/blog\.example\/ +\d+ {2}home \(\d+% of the site's score\)$/);
    expect(listed[1]).toMatch(/^ {2}https:\/\/blog\.example\/blog\/restoring-a-rusty-skillet\/ +\d+ {2}article \(\d+% of the site's score\)$/);
    expect(out).toMatch(/^ {2}1\. .+ \(\+[\d.]+( on .+)?\)$/m);
  });
});
