// Published documents for agents and people: /openapi.json (generated from the route schemas, never
// written by hand), /llms.txt (llmstxt.org) and /api-docs (the response format, readable in a browser).
import type { OpenAPIHono } from "@hono/zod-openapi";
import { html } from "hono/html";
import { CATEGORY_NAMES } from "../../scoring/categories.ts";
import { GRADE_BANDS } from "../../scoring/grades.ts";
import { configFrom, type Config } from "../config.ts";
import { CATALOGUE } from "../errors.ts";
import { revisionsText } from "../mcp/revisions.ts";
import type { AppEnv } from "../router.ts";
import { baseUrl, NOTE } from "../services/pipeline.ts";

export const OPENAPI_INFO = {
  title: "Citable AEO score",
  version: "1.0.0",
  description:
    "Scores a website 0-100 for how ready it is to be found, understood and cited by AI answer engines. Free, no account or API key. Always relay the full_report link with a result.",
};

/** The configured limits of fresh analyses, for every published document (the daily cap's number is not published). */
export function freshAnalysisLimits(config: Config): string {
  return `${config.RATE_LIMIT_PER_HOUR} per IP address per UTC hour and a daily cap for everyone`;
}

/** The configured limit of pastes (pasted HTML or text, score_html). */
export function pasteLimits(config: Config): string {
  return `${config.PASTE_LIMIT_PER_HOUR} per IP address per UTC hour`;
}

function limitsSentence(config: Config): string {
  return (
    `Fresh analyses are limited to ${freshAnalysisLimits(config)}; a result under 24 hours old is served from cache and counts against no limit. ` +
    `Pasted HTML or text (POST /api/analyze, MCP score_html) is limited to ${pasteLimits(config)}. ` +
    "A refusal is a 429 whose Retry-After header gives the seconds until the limit resets."
  );
}

export function openApiDocument(app: OpenAPIHono<AppEnv>, base: string, config: Config) {
  const info = { ...OPENAPI_INFO, description: `${OPENAPI_INFO.description} ${limitsSentence(config)}` };
  return app.getOpenAPI31Document({ openapi: "3.1.0", info, servers: [{ url: base }] });
}

/** A client configuration for the MCP endpoint, in the `mcpServers` shape most MCP clients read. */
export function mcpClientConfig(base: string): string {
  return JSON.stringify({ mcpServers: { citable: { type: "http", url: `${base}/mcp` } } }, null, 2);
}

/** The grade bands as text ("A = 90-100, B = 75-89, …"), for documents and tool descriptions. */
export const GRADE_RANGES = GRADE_BANDS.map((band, i) => `${band.grade} = ${band.min}-${i === 0 ? 100 : GRADE_BANDS[i - 1]!.min - 1}`).join(", ");

function llmsTxt(base: string, config: Config): string {
  return `# Citable

> Citable scores a website 0-100 for how ready it is to be found, understood and cited by AI answer engines (ChatGPT, Perplexity, Claude, Google AI Overviews), with a letter grade, six category scores and a public report of every check and prioritized fix. Free, no account, no API key.

Call it with one GET request. A domain analyzed in the last 24 hours answers at once from cache; otherwise a fresh analysis takes a few seconds. When you relay a result to a user, always include its full_report link.

## API

- [Score a website](${base}/api/agent/score?url=example.com): GET /api/agent/score?url=<domain or URL>; add &fast=1 to answer at once with a template summary. Returns tool, url, score (0-100), grade (${GRADE_RANGES}), summary, category_scores (${CATEGORY_NAMES.join(", ")}), full_report, note, engine_version, analyzed_at, cached (true when served from the 24 h cache), and optionally ai_knowledge and score_change. The Age header gives the result's age in seconds.
- [OpenAPI 3.1 description](${base}/openapi.json): the operation getAeoScore with every response schema.
- [Response format](${base}/api-docs): fields, errors and limits, for people.
- [Full report JSON](${base}/api/report/example.com): GET /api/report/<domain>, every category, check and fix of the latest analysis (404 if never analyzed), and pages: the home page and the sample of up to ${config.SITE_PAGES - 1} more pages the site's score was read from, each with its type, score and how it was read (or why it could not be); each check and fix names its page (null: the whole site).

## MCP

- [MCP endpoint](${base}/mcp): a Model Context Protocol server over Streamable HTTP (${revisionsText()}); no account or API key. Tools: get_aeo_score {url, fast?} returns the same result as GET /api/agent/score under the same cache and limits; get_aeo_report {domain} returns every check and prioritized fix of the latest analysis; score_html {html, url?} scores HTML you already have (a draft, a page behind a login; up to 1 MiB, ${pasteLimits(config)}, each call of a batch counted), never stored. Errors are tool errors (isError) with the API's error texts and when to retry.

Client configuration:

\`\`\`json
${mcpClientConfig(base)}
\`\`\`

Claude Code: \`claude mcp add --transport http citable ${base}/mcp\`. A client that only starts local (stdio) servers can bridge with \`npx mcp-remote ${base}/mcp\`.

## Errors and limits

- 400: the url parameter is missing or invalid; pass a domain or an http(s) URL. The error says why (a port, credentials, a private or reserved name, not a domain name, too long).
- 422: the site could not be fetched or analyzed; the error is a sentence fitting the cause (blocking automated access, not found, not HTML, too large, timed out, refused, too many redirects), safe to relay, and detail is the raw reason.
- 429: a rate limit is reached; retryAfter is "next hour" (the per-IP limits) or "tomorrow" (the daily cap), and the Retry-After header gives seconds.
- Limits: ${limitsSentence(config)}

## Optional

- [Browser interface](${base}/): score a URL, pasted HTML or text.
- [Badge](${base}/badge/example.com.svg): GET /badge/<domain>.svg, an SVG badge with the latest score and grade (never starts an analysis); GET /api/badge/<domain> gives the Markdown and HTML that embed it.
`;
}

function apiDocsPage(base: string, config: Config) {
  const row = (name: string, type: string, text: string) => html`<tr><th scope="row"><code>${name}</code></th><td>${type}</td><td>${text}</td></tr>`;
  return html`<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Citable API: response format</title>
  <meta name="description" content="How to call Citable's AEO score endpoint and what it returns: fields, grades, errors and limits.">
  <link rel="stylesheet" href="/style.css">
</head>
<body>
<main>
  <h1>Citable API: response format</h1>
  <p>One free, unauthenticated operation scores a website for AI answer engines. The machine-readable description is <a href="/openapi.json">/openapi.json</a> (OpenAPI 3.1); a guide for agents is <a href="/llms.txt">/llms.txt</a>.</p>
  <h2>Request</h2>
  <p><code>GET ${base}/api/agent/score?url=example.com</code>. <code>url</code> is a bare domain or an http(s) URL; the scheme, a leading <code>www.</code> and any path are removed: the website is scored, from its home page and up to ${config.SITE_PAGES - 1} more of its pages that Citable chooses (see <a href="/methodology#site">the methodology</a>). Add <code>&amp;fast=1</code> (or <code>fast=true</code>) to answer at once with a template summary; without it the request waits up to about 4 seconds for an AI-written summary.</p>
  <h2>Successful response (200)</h2>
  <p>Headers: <code>Age</code> is the result's age in seconds (0 for a fresh analysis); <code>Cache-Control</code> is <code>public, max-age=${config.CACHE_TTL_SECONDS}</code> (the result's lifetime, counted like <code>Age</code> from the analysis) once the answer is final, and <code>no-cache</code> while an AI-written summary may still replace the template.</p>
  <table>
    <thead><tr><th scope="col">Field</th><th scope="col">Type</th><th scope="col">Meaning</th></tr></thead>
    <tbody>
      ${row("tool", "string", "Always \"Citable\".")}
      ${row("url", "string", "The normalized domain that was scored.")}
      ${row("score", "integer", "Overall AEO readiness, 0 to 100.")}
      ${row("grade", "string", GRADE_RANGES + ".")}
      ${row("summary", "string", "1-2 sentence assessment: AI-written, or a deterministic template in fast mode.")}
      ${row("category_scores", "object", `Integer 0-100 per category: ${CATEGORY_NAMES.join(", ")}. A category that applies to none of the pages read is absent.`)}
      ${row("full_report", "string (URI)", "The public report page with every check and prioritized fixes. Always relay it.")}
      ${row("note", "string", NOTE)}
      ${row("ai_knowledge", "object, optional", "recognized_by_ai (boolean) and detail (one sentence): whether a language model recognizes the domain from training alone.")}
      ${row("score_change", "object, optional", "delta, previous_score, since: the move since the previous human-initiated analysis under the same engine version.")}
      ${row("engine_version", "integer", "Scoring engine version; scores compare only within one version.")}
      ${row("analyzed_at", "string (date-time)", "When the scored analysis ran (UTC).")}
      ${row("cached", "boolean", "true when served from the 24 h cache (it counted against no limit); false when analyzed for this request.")}
    </tbody>
  </table>
  <h2>Errors</h2>
  <table>
    <thead><tr><th scope="col">Status</th><th scope="col">Body</th><th scope="col">When</th></tr></thead>
    <tbody>
      <tr><th scope="row">400</th><td><code>{ "error" }</code></td><td>${CATALOGUE.invalid_url.text} The error then says why: a port, credentials, a private or reserved name, not a domain name, too long.</td></tr>
      <tr><th scope="row">422</th><td><code>{ "error", "detail" }</code></td><td>The site could not be fetched or analyzed. <code>error</code> is a sentence fitting the cause, safe to relay (for a wall: &ldquo;${CATALOGUE.site_unfetchable.text}&rdquo;); <code>detail</code> gives the underlying reason (for example <code>HTTP 503</code>) or null.</td></tr>
      <tr><th scope="row">429</th><td><code>{ "error", "retryAfter" }</code></td><td>A limit is reached. <code>retryAfter</code> is <code>"next hour"</code> (per-IP hourly limit) or <code>"tomorrow"</code> (daily cap); the <code>Retry-After</code> header gives the seconds.</td></tr>
    </tbody>
  </table>
  <h2>Limits</h2>
  <ul>
    <li>Fresh analyses: ${freshAnalysisLimits(config)}.</li>
    <li>A domain analyzed in the last 24 hours is served from cache and counts against no limit.</li>
    <li>Pasted HTML or text (the browser interface, MCP <code>score_html</code>): ${pasteLimits(config)}.</li>
  </ul>
  <h2>MCP</h2>
  <p>The same service is a Model Context Protocol server at <code>${base}/mcp</code> (Streamable HTTP; ${revisionsText()}). No account or API key.</p>
  <table>
    <thead><tr><th scope="col">Tool</th><th scope="col">Input</th><th scope="col">Returns</th></tr></thead>
    <tbody>
      <tr><th scope="row"><code>get_aeo_score</code></th><td><code>{ url, fast? }</code></td><td>The score result above as structured content, under the same cache and limits, and a short text with the <code>full_report</code> link.</td></tr>
      <tr><th scope="row"><code>get_aeo_report</code></th><td><code>{ domain }</code></td><td>The full report of the latest analysis: every category, check and prioritized fix, and the pages read (each check and fix names its page). Never starts an analysis.</td></tr>
      <tr><th scope="row"><code>score_html</code></th><td><code>{ html, url? }</code></td><td>The full report for HTML you already have (up to 1 MiB; ${pasteLimits(config)}, each call of a batch counted). Nothing is fetched or stored.</td></tr>
    </tbody>
  </table>
  <p>Errors are tool errors (<code>isError: true</code>) carrying the texts above and, for 429, the seconds until the limit resets. To connect a client, add:</p>
  <pre><code>${mcpClientConfig(base)}</code></pre>
  <p>With Claude Code: <code>claude mcp add --transport http citable ${base}/mcp</code>. A client that only starts local (stdio) servers can bridge with <code>npx mcp-remote ${base}/mcp</code>.</p>
  <h2>Badge</h2>
  <p><code>GET ${base}/badge/&lt;domain&gt;.svg</code> is an SVG badge with the latest score and grade (&ldquo;not analyzed&rdquo; otherwise; it never starts an analysis). <code>GET ${base}/api/badge/&lt;domain&gt;</code> gives the Markdown and HTML that embed it, linked to the report page.</p>
</main>
</body>
</html>`;
}

/** Mounts the documents on `app` (the OpenAPI document must see every route, so it is built from app). */
export function mountDocs(app: OpenAPIHono<AppEnv>): void {
  app.get("/openapi.json", (c) => {
    const config = configFrom(c.env);
    return c.json(openApiDocument(app, baseUrl(config, c.req.url), config), 200, { "Cache-Control": "public, max-age=3600" });
  });
  app.get("/llms.txt", (c) => {
    const config = configFrom(c.env);
    return c.text(llmsTxt(baseUrl(config, c.req.url), config), 200, { "Content-Type": "text/markdown; charset=utf-8", "Cache-Control": "public, max-age=3600" });
  });
  app.get("/api-docs", (c) => {
    const config = configFrom(c.env);
    return c.html(apiDocsPage(baseUrl(config, c.req.url), config), 200, { "Cache-Control": "public, max-age=3600" });
  });
}
