// The report API and page, and the published documents, as agents and browsers get them.
import { describe, expect, it } from "vitest";
import { errorBody } from "../../worker/errors.ts";
import { callWorker, score, setSite, simplePage } from "./helpers.ts";

describe("GET /api/report/:domain", () => {
  it("is a 404 with a clear error for a domain never analyzed", async () => {
    const response = await callWorker("/api/report/never-analyzed.example");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual(errorBody("report_not_analyzed"));
  });

  it.each([
    ["localhost", "not_domain"],
    ["127.0.0.1", "ip_address"],
    ["printer.local", "private"],
    ["example.com%3A8443", "port"],
    ["x".repeat(2100), "too_long"],
  ] as const)("is a 400 of its own for an invalid domain (%s: %s), saying what it expects", async (name, reason) => {
    const response = await callWorker(`/api/report/${name}`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string };
    expect(body).toEqual(errorBody("invalid_report_domain", { reason }));
    expect(body.error).toContain("/api/report/");
    expect(body.error).not.toContain("/api/agent/score");
  });

  it("an unknown API path is a 404 in the error shape", async () => {
    const response = await callWorker("/api/nothing-here");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual(errorBody("not_found"));
  });

  it("returns the full report of the latest analysis, with CORS open", async () => {
    await setSite("reported.example", [{ path: "/", body: simplePage("Reported Widgets") }]);
    await score("reported.example", { fast: true, ip: "10.3.3.3" });
    const response = await callWorker("/api/report/www.Reported.example");
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    const report = (await response.json()) as { url: string; categories: { checks: unknown[] }[]; page: { title: string } };
    expect(report.url).toBe("reported.example");
    expect(report.page.title).toBe("Reported Widgets");
    expect(report.categories.flatMap((category) => category.checks).length).toBeGreaterThan(0);
  });
});

describe("/report/<domain>", () => {
  it("serves the report page, with a strict CSP and no inline script", async () => {
    const response = await callWorker("/report/acme.example?ref=agent");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-security-policy")).toMatch(/script-src 'self'/);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    const html = await response.text();
    expect(html).toContain('<script type="module" src="/report.js"></script>');
    expect(html).not.toMatch(/<script>(?!<\/script>)/);
  });

  it("redirects a non-normalized domain to its normal form, keeping the query", async () => {
    const response = await callWorker("/report/WWW.Acme.example?ref=agent", { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/report/acme.example?ref=agent");
  });

  it.each(["/report/%3Cscript%3Ealert(1)%3C%2Fscript%3E", "/report/..%2f..%2fetc", `/report/${"a".repeat(300)}`])("%s is a fixed 404, never reflected", async (path) => {
    const response = await callWorker(path);
    expect(response.status).toBe(404);
    const text = await response.text();
    expect(text).toBe("Not a valid domain.");
  });
});

describe("published documents", () => {
  it("/llms.txt follows llmstxt.org and tells agents to relay full_report", async () => {
    const response = await callWorker("/llms.txt");
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text.split("\n")[0]).toBe("# Citable");
    expect(text).toMatch(/^> .+/m);
    expect(text).toMatch(/^## API$/m);
    expect(text).toMatch(/^- \[[^\]]+\]\(https:\/\/citable\.test\/api\/agent\/score\?url=example\.com\)/m);
    expect(text).toMatch(/full_report/);
  });

  it("/api-docs is a readable page listing every field and error", async () => {
    const response = await callWorker("/api-docs");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await response.text();
    for (const field of ["tool", "url", "score", "grade", "summary", "category_scores", "full_report", "note", "ai_knowledge", "score_change", "engine_version"]) {
      expect(html).toContain(`<code>${field}</code>`);
    }
    expect(html).toContain("next hour");
  });

  it("the home page is served as a static asset", async () => {
    const response = await callWorker("/");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("<h1>How ready is your site to be cited by AI answer engines?</h1>");
  });
});
