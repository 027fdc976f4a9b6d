// The README badge and its embed snippets, inside workerd with the real KV: stored results only, colour by
// grade, hostile names never reflected, well-formed SVG with a <title>.
import { env } from "cloudflare:workers";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { analyze } from "../../scoring/index.ts";
import { gradeFor } from "../../scoring/grades.ts";
import { errorBody } from "../../worker/errors.ts";
import { writeCached } from "../../worker/services/cache.ts";
import { writeReport } from "../../worker/services/reports.ts";
import { callWorker, requestsTo, simplePage } from "./helpers.ts";

interface ParsedSvg {
  svg: { "@_role": string; "@_aria-label": string; "@_width": string; title: string; g: { rect?: { "@_fill": string }[]; text?: { "#text": string }[] }[] };
}

/** Parses the badge after checking it is well-formed XML, so every assertion reads the real structure. */
function parseSvg(body: string): ParsedSvg {
  expect(XMLValidator.validate(body)).toBe(true);
  return new XMLParser({ ignoreAttributes: false, isArray: (name) => name === "g" || name === "rect" || name === "text" }).parse(body) as ParsedSvg;
}

const texts = (svg: ParsedSvg) => svg.svg.g.flatMap((group) => group.text ?? []).map((text) => text["#text"]);
const fills = (svg: ParsedSvg) => svg.svg.g.flatMap((group) => group.rect ?? []).map((rect) => rect["@_fill"]);

async function storeScore(domain: string, score: number): Promise<void> {
  const now = Date.now();
  await writeCached(
    env.CACHE,
    { domain, score, grade: gradeFor(score), summary: "Stored.", summary_source: "template", category_scores: {}, top_fixes: [], engine_version: 1, analyzed_at: new Date(now).toISOString(), expires_at: now + 3_600_000 },
    now,
  );
}

describe("GET /badge/<domain>.svg", () => {
  it.each([
    [95, "A", "#15803d"],
    [87, "B", "#4d7c0f"],
    [61, "C", "#a16207"],
    [55, "D", "#c2410c"],
    [12, "F", "#b91c1c"],
  ])("a stored %i is grade %s in %s, with a <title> for screen readers, cacheable for an hour", async (score, grade, colour) => {
    const domain = `badge-${grade.toLowerCase()}.example`;
    await storeScore(domain, score);
    const response = await callWorker(`/badge/${domain}.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    const svg = parseSvg(await response.text());
    expect(svg.svg.title).toBe(`AEO score of ${domain}: ${score} out of 100, grade ${grade}`);
    expect(svg.svg["@_role"]).toBe("img");
    expect(svg.svg["@_aria-label"]).toBe(svg.svg.title);
    expect(texts(svg)).toEqual(["AEO", "AEO", `${score} ${grade}`, `${score} ${grade}`]);
    expect(fills(svg)).toContain(colour);
  });

  it("reads the stored report when the cache entry has expired, and fetches nothing", async () => {
    const report = analyze({ html: simplePage("Kept Widgets"), url: "https://kept-report.example/", now: new Date() });
    await writeReport(env.HISTORY, { ...report, url: "kept-report.example" });
    const svg = parseSvg(await (await callWorker("/badge/kept-report.example.svg")).text());
    expect(texts(svg)).toContain(`${report.score} ${report.grade}`);
    expect(await requestsTo("kept-report.example")).toHaveLength(0);
  });

  it("normalizes the domain like everywhere else", async () => {
    await storeScore("badge-normal.example", 80);
    const svg = parseSvg(await (await callWorker("/badge/WWW.Badge-Normal.example.svg")).text());
    expect(svg.svg.title).toBe("AEO score of badge-normal.example: 80 out of 100, grade B");
  });

  it("shows \"not analyzed\" for an unknown domain, starts no analysis, and is cached only briefly", async () => {
    const response = await callWorker("/badge/never-badged.example.svg", { ip: "100.65.0.1" });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=300");
    const svg = parseSvg(await response.text());
    expect(texts(svg)).toContain("not analyzed");
    expect(svg.svg.title).toBe("AEO score of never-badged.example: not analyzed yet");
    expect(await requestsTo("never-badged.example")).toHaveLength(0);
    expect(await env.CACHE.get("analysis:never-badged.example")).toBeNull();
    expect(await env.LIMITER.get(env.LIMITER.idFromName("ip:100.65.0.1")).count("hour", Date.now())).toBe(0);
  });

  it.each([
    "%3Cscript%3Ealert(1)%3C%2Fscript%3E.example",
    "%22%3E%3Csvg%20onload%3Dalert(1)%3E",
    "a%26b%3Cc%3E.example",
    "localhost",
    "127.0.0.1",
    "x".repeat(300),
    "%E2%80%AEevil.example",
  ])("never reflects an invalid or hostile name (%s): a fixed badge, 404", async (name) => {
    const response = await callWorker(`/badge/${name}.svg`);
    expect(response.status).toBe(404);
    const body = await response.text();
    const svg = parseSvg(body);
    expect(svg.svg.title).toBe("AEO score: not a valid domain");
    expect(texts(svg)).toContain("invalid domain");
    expect(body).not.toMatch(/script|onload|alert|evil|localhost|127\.0|xxxx|&amp;b|\u202e/i);
  });
});

describe("Cross-Origin-Resource-Policy: only what other sites embed is cross-origin", () => {
  it("every badge (scored, not analyzed, invalid) may be embedded by any site", async () => {
    await storeScore("badge-embed.example", 77);
    for (const path of ["/badge/badge-embed.example.svg", "/badge/never-embedded.example.svg", "/badge/localhost.svg"]) {
      const response = await callWorker(path);
      expect({ path, policy: response.headers.get("cross-origin-resource-policy") }).toEqual({ path, policy: "cross-origin" });
    }
  });

  it.each(["/api/badge/badge-embed.example", "/api/report/badge-embed.example", "/api/agent/score?url=", "/llms.txt", "/openapi.json", "/report/badge-embed.example", "/badge/x.png", "/"])(
    "%s stays same-origin",
    async (path) => {
      const response = await callWorker(path);
      expect(response.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    },
  );
});

describe("GET /api/badge/<domain>", () => {
  it("gives the badge and report addresses and the Markdown and HTML that embed it", async () => {
    const response = await callWorker("/api/badge/https%3A%2F%2Fwww.Snippets.example%2Fdocs");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      domain: "snippets.example",
      badge: "https://citable.test/badge/snippets.example.svg",
      report: "https://citable.test/report/snippets.example?ref=badge",
      markdown: "[![AEO score of snippets.example](https://citable.test/badge/snippets.example.svg)](https://citable.test/report/snippets.example?ref=badge)",
      html: '<a href="https://citable.test/report/snippets.example?ref=badge"><img src="https://citable.test/badge/snippets.example.svg" alt="AEO score of snippets.example" height="20"></a>',
    });
  });

  it.each([
    ["%3Cscript%3E", "malformed"],
    ["localhost", "not_domain"],
    ["example.com%3A8080", "port"],
    ["db.internal", "private"],
    ["x".repeat(2100), "too_long"],
  ] as const)("refuses an invalid domain (%s) with its own 400, saying what it expects and why (%s)", async (name, reason) => {
    const response = await callWorker(`/api/badge/${name}`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string };
    expect(body).toEqual(errorBody("invalid_badge_domain", { reason }));
    expect(body.error).toContain("/api/badge/");
    expect(body.error).not.toContain("/api/agent/score");
  });
});
