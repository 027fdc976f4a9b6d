// GET /api/report/:domain: the full report of a domain's latest analysis with its score history (404 when
// never analyzed), and /report/<domain>: the public report page, a static page that fetches the former.
// The Worker fills the page's head (title, description, Open Graph, canonical, JSON-LD) and its overview
// from the stored report, so link previews and crawlers that run no JavaScript see this domain's report.
import { createRoute, z } from "@hono/zod-openapi";
import { ReportSchema, type Report } from "../../scoring/index.ts";
import { configFrom } from "../config.ts";
import { ApiError, CATALOGUE } from "../errors.ts";
import { requireDomain } from "../invalid-reason.ts";
import { createRouter } from "../router.ts";
import { DomainParamsSchema, ErrorSchema, ScoreResultSchema } from "../schemas/score-result.ts";
import { readHistory } from "../services/history.ts";
import { normalizeDomain } from "../../gather/normalize.ts";
import { baseUrl } from "../services/pipeline.ts";
import { latestReport } from "../services/reports.ts";

/** Open Graph consumers show about this much of a description (and ignore the rest). */
const MAX_DESCRIPTION = 300;

const ReportWithHistorySchema = ReportSchema.extend({
  ai_knowledge: ScoreResultSchema.shape.ai_knowledge,
  history: z
    .array(z.object({ score: z.number().int(), engine_version: z.number().int(), at: z.iso.datetime() }))
    .openapi({ description: "Scores of the human-initiated analyses (the browser UI), oldest first; compare only within one engine_version." }),
}).openapi("Report");

export const reportRoute = createRoute({
  method: "get",
  path: "/api/report/{domain}",
  operationId: "getAeoReport",
  summary: "The full report of a domain's latest analysis: every category, check and prioritized fix, and its score history",
  request: { params: DomainParamsSchema },
  responses: {
    200: { description: "The full report.", content: { "application/json": { schema: ReportWithHistorySchema } } },
    400: { description: "The domain is invalid (error says why).", content: { "application/json": { schema: ErrorSchema } } },
    404: { description: "The domain has not been analyzed.", content: { "application/json": { schema: ErrorSchema } } },
  },
});

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** JSON inside <script>: no character that could end the element or open markup (RELIABILITY.md). */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/**
 * An attribute value for HTMLRewriter's setAttribute, which escapes only the double quote: `&`, `<` and `>`
 * are escaped here, so the value reads back exactly and no markup-like text appears in the source.
 */
const attributeText = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

interface PageFacts {
  domain: string;
  base: string;
  report: Report | undefined;
}

/** schema.org description of the page: the report about the site, by Citable, in the site's breadcrumb trail. */
function structuredData({ domain, base, report }: PageFacts, title: string, description: string): unknown {
  const url = `${base}/report/${domain}`;
  const publisher = { "@type": "Organization", "@id": `${base}/#organization`, name: "Citable", url: `${base}/` };
  const breadcrumbs = {
    "@type": "BreadcrumbList",
    itemListElement: [
      { "@type": "ListItem", position: 1, name: "Citable", item: `${base}/` },
      { "@type": "ListItem", position: 2, name: `${domain} report`, item: url },
    ],
  };
  const page = report
    ? {
        "@type": "Report",
        "@id": `${url}#report`,
        url,
        headline: title,
        description,
        inLanguage: "en",
        datePublished: report.analyzed_at,
        dateModified: report.analyzed_at,
        about: { "@type": "WebSite", name: domain, url: `https://${domain}/` },
        author: { "@id": publisher["@id"] },
        publisher: { "@id": publisher["@id"] },
      }
    : { "@type": "WebPage", "@id": `${url}#page`, url, name: title, description, inLanguage: "en" };
  return { "@context": "https://schema.org", "@graph": [page, publisher, breadcrumbs] };
}

/** The static page with this domain's head and overview; every value is set as text or escaped JSON. */
function personalize(page: Response, facts: PageFacts): Response {
  const { domain, base, report } = facts;
  const title = report ? `${domain} AEO readiness: ${report.score}/100, grade ${report.grade} · Citable` : `${domain}: AEO readiness report · Citable`;
  const description = clip(
    report ? report.summary : `${domain} has not been analyzed yet. Score it for AI answer-engine readiness with Citable: free, in a few seconds.`,
    MAX_DESCRIPTION,
  );
  const url = `${base}/report/${domain}`;
  const content = (value: string) => ({ element: (element: Element) => void element.setAttribute("content", attributeText(value)) });
  const text = (value: string) => ({ element: (element: Element) => void element.setInnerContent(value) });
  let rewriter = new HTMLRewriter()
    .on("title", text(title))
    .on('meta[name="description"]', content(description))
    .on('meta[property="og:title"]', content(title))
    .on('meta[property="og:description"]', content(description))
    .on('meta[property="og:url"]', content(url))
    .on('link[rel="canonical"]', { element: (element) => void element.setAttribute("href", attributeText(url)) })
    .on('script[type="application/ld+json"]', { element: (element) => void element.setInnerContent(scriptJson(structuredData(facts, title, description)), { html: true }) })
    .on("#title", text(`AEO readiness report: ${domain}`))
    .on("#crumb-current", text(`${domain} report`));
  // A domain never analyzed has nothing to index; its page only offers an analysis.
  if (!report) return rewriter.on('meta[name="robots"]', content("noindex")).transform(page);
  rewriter = rewriter
    .on("#overview", { element: (element) => void element.removeAttribute("hidden") })
    .on("#score-value", text(String(report.score)))
    .on("#grade", {
      element: (element) => {
        element.setAttribute("class", `grade grade-${report.grade.toLowerCase()}`);
        element.setInnerContent(`Grade ${report.grade}`);
      },
    })
    .on("#summary", text(report.summary));
  return rewriter.transform(page);
}

export const report = createRouter()
  .openapi(
    reportRoute,
    async (c) => {
      const domain = requireDomain(c.req.valid("param").domain, "invalid_report_domain");
      const [latest, history] = await Promise.all([latestReport(c.env, domain), readHistory(c.env.HISTORY, domain)]);
      if (!latest) throw new ApiError("report_not_analyzed");
      return c.json({ ...latest, history }, 200, { "Cache-Control": "public, max-age=60" });
    },
    // The path parameter is never empty (the route would not match), so only its length can fail.
    function reportDomainError(result) {
      if (!result.success) throw new ApiError("invalid_report_domain", { reason: "too_long" });
    },
  )
  // ?ref=agent (links relayed by agents) is accepted; the canonical address drops it.
  .get("/report/:domain", async (c) => {
    const normalized = normalizeDomain(c.req.param("domain"));
    // A fixed text: the path is never reflected (it may be anything).
    if (!normalized.ok) return c.text(CATALOGUE.invalid_report_page.text, CATALOGUE.invalid_report_page.status, { "Cache-Control": "no-store" });
    if (normalized.domain !== c.req.param("domain")) {
      const query = new URL(c.req.url).search;
      return c.redirect(`/report/${normalized.domain}${query}`, 301);
    }
    const [page, stored] = await Promise.all([c.env.ASSETS.fetch(new URL("/report", c.req.url)), latestReport(c.env, normalized.domain)]);
    if (!page.ok) return new Response(page.body, page);
    const headers = new Headers(page.headers);
    // The page now differs per domain and per analysis: the asset's validators no longer describe it.
    headers.delete("etag");
    headers.delete("content-length");
    headers.set("Cache-Control", "public, max-age=60");
    const base = baseUrl(configFrom(c.env), c.req.url);
    return personalize(new Response(page.body, { status: 200, headers }), { domain: normalized.domain, base, report: stored });
  });
