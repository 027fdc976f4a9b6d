// score_html: scores HTML the agent already has (a draft, a page behind a login) with the same checks, under
// the rules of pasted input in the browser UI (POST /api/analyze, ../shared/RELIABILITY.md): the same size cap
// and error texts, no outbound request, nothing stored under a domain and no report page (anyone could
// otherwise publish content under someone else's name), and no rate limit since nothing is fetched.
import type { McpServer } from "@modelcontextprotocol/server";
import { z } from "zod";
import { analyze, AnalyzeInputSchema, ReportSchema, type Report } from "../../scoring/index.ts";
import { templateSummary } from "../../scoring/summary.ts";
import { ApiError, ERROR_TEXT } from "../errors.ts";
import { MAX_PASTE_CHARS } from "../routes/analyze.ts";
import { guarded } from "./results.ts";
import { htmlText } from "./text.ts";

/** Where a page without an address is taken to live: a reserved name (RFC 2606) that can never be fetched. */
const UNKNOWN_PAGE_URL = "https://pasted.invalid/";

const HtmlToolInput = z.object({
  html: AnalyzeInputSchema.shape.html.unwrap().min(1).describe("The page's HTML document, up to 1 MiB (1,048,576 characters)."),
  url: AnalyzeInputSchema.shape.url
    .max(2048)
    .optional()
    .describe("Where the page lives or will live (https://example.com/pricing or example.com/pricing): used for page-type detection and internal links. Nothing is fetched from it."),
});

const DESCRIPTION =
  "Score HTML you already have (a draft, a page behind a login, a local build) for AI answer-engine readiness with the same checks as get_aeo_score, without fetching anything. " +
  "Returns the full report: score, grade, summary, categories, every check and the prioritized fixes. Site-level checks that need the live site (robots.txt, llms.txt, sitemap, how it is served) are left out of the score. " +
  "Nothing is stored or published, and it counts against no limit. Up to 1 MiB of HTML.";

/** The address the page claims, as an http(s) URL; it is only parsed, never fetched. */
function pageAddress(raw: string): string {
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(raw) ? raw : `https://${raw}`);
    if (url.protocol === "http:" || url.protocol === "https:") return url.href;
  } catch {
    // Falls through to the refusal below.
  }
  throw new ApiError(400, { error: ERROR_TEXT.invalidAnalyzeUrl });
}

function scoreHtml(html: string, url: string | undefined): Report {
  if (html.length > MAX_PASTE_CHARS) throw new ApiError(413, { error: ERROR_TEXT.pasteTooLarge });
  const page = url?.trim() ? pageAddress(url.trim()) : null;
  let report: Report;
  try {
    report = analyze({ html, url: page ?? UNKNOWN_PAGE_URL, now: new Date(), readVia: "paste" });
  } catch (error) {
    console.error("pasted html not analyzable", error);
    throw new ApiError(422, { error: ERROR_TEXT.pasteUnanalyzable, detail: null });
  }
  // The template names the page by host; a page without an address has none worth naming.
  return { ...report, summary: templateSummary({ ...report, url: page ? new URL(page).hostname : "The pasted page" }) };
}

export function registerHtmlTool(server: McpServer): void {
  server.registerTool(
    "score_html",
    {
      title: "AEO score of an HTML page you have",
      description: DESCRIPTION,
      inputSchema: HtmlToolInput,
      outputSchema: ReportSchema,
      annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    },
    guarded(async ({ html, url }: z.output<typeof HtmlToolInput>) => {
      const report = scoreHtml(html, url);
      return { structuredContent: report, content: [{ type: "text", text: htmlText(report) }] };
    }),
  );
}
