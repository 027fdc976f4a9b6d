// GET /badge/<domain>.svg: a README badge ("AEO | 87 B") from the stored result only (never starts an analysis),
// and GET /api/badge/<domain>: the Markdown and HTML that embed it, for the report page to offer.
import { createRoute, z } from "@hono/zod-openapi";
import type { Grade } from "../../scoring/grades.ts";
import { configFrom } from "../config.ts";
import { ApiError } from "../errors.ts";
import { requireDomain } from "../invalid-reason.ts";
import { createRouter } from "../router.ts";
import { DomainParamsSchema, ErrorSchema } from "../schemas/score-result.ts";
import { readCached } from "../services/cache.ts";
import { normalizeDomain } from "../../gather/normalize.ts";
import { baseUrl } from "../services/pipeline.ts";
import { readReport } from "../services/reports.ts";

/** Darker than the shields.io palette so white text keeps at least 4.5:1 contrast (WCAG 2.2 §1.4.3). */
const COLOURS: Record<Grade | "none", string> = {
  A: "#15803d",
  B: "#4d7c0f",
  C: "#a16207",
  D: "#c2410c",
  F: "#b91c1c",
  none: "#6b7280",
};
const LABEL_COLOUR = "#555";

/** Advance widths in px of Verdana at 11 px (the common badge font) for the characters badges show; 7 otherwise. */
const WIDTHS: Record<string, number> = {
  A: 7.5, B: 7.6, C: 7.7, D: 8.5, E: 7.0, F: 6.3, O: 8.7, " ": 3.9,
  a: 6.7, d: 7.0, e: 6.7, i: 3.1, l: 3.1, m: 10.7, n: 7.1, o: 6.8, t: 4.4, v: 6.5, y: 6.5, z: 5.9,
};
const PADDING = 6;

/** A score stays until the next analysis and an invalid name stays invalid; "not analyzed" may change any minute. */
const CACHE_HOUR = "public, max-age=3600";
const CACHE_BRIEFLY = "public, max-age=300";

const textWidth = (text: string) => Math.round([...text].reduce((sum, char) => sum + (WIDTHS[char] ?? 7), 0));

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

/** The badge in the flat style of common README badges; `title` is what screen readers announce. */
function badgeSvg(value: string, colour: string, title: string): string {
  const label = "AEO";
  const left = textWidth(label) + 2 * PADDING;
  const right = textWidth(value) + 2 * PADDING;
  const width = left + right;
  const text = (x: number, content: string) => {
    const attributes = `x="${x}" textLength="${textWidth(content)}"`;
    return `<text ${attributes} y="15" fill="#010101" fill-opacity=".3">${escapeXml(content)}</text><text ${attributes} y="14">${escapeXml(content)}</text>`;
  };
  const name = escapeXml(title);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="20" role="img" aria-label="${name}">` +
    `<title>${name}</title>` +
    `<linearGradient id="s" x2="0" y2="100%"><stop offset="0" stop-color="#bbb" stop-opacity=".1"/><stop offset="1" stop-opacity=".1"/></linearGradient>` +
    `<clipPath id="r"><rect width="${width}" height="20" rx="3" fill="#fff"/></clipPath>` +
    `<g clip-path="url(#r)"><rect width="${left}" height="20" fill="${LABEL_COLOUR}"/><rect x="${left}" width="${right}" height="20" fill="${colour}"/><rect width="${width}" height="20" fill="url(#s)"/></g>` +
    `<g fill="#fff" text-anchor="middle" font-family="Verdana,Geneva,DejaVu Sans,sans-serif" font-size="11">` +
    `${text(left / 2, label)}${text(left + right / 2, value)}</g></svg>`
  );
}

/** Score and grade of the latest analysis: the small cache record first, else the report (kept 90 days). */
async function storedScore(env: Env, domain: string): Promise<{ score: number; grade: Grade } | undefined> {
  return (await readCached(env.CACHE, domain, Date.now())) ?? (await readReport(env.HISTORY, domain));
}

const svg = (body: string, status: 200 | 404, cacheControl: string) =>
  new Response(body, { status, headers: { "Content-Type": "image/svg+xml; charset=utf-8", "Cache-Control": cacheControl } });

const BadgeSnippetsSchema = z
  .object({
    domain: z.string().openapi({ example: "example.com" }),
    badge: z.url().openapi({ description: "The SVG badge: score and grade of the latest analysis, or \"not analyzed\"." }),
    report: z.url().openapi({ description: "The public report page the badge links to." }),
    markdown: z.string().openapi({ description: "Markdown that embeds the badge, linked to the report (READMEs)." }),
    html: z.string().openapi({ description: "HTML that embeds the badge, linked to the report (web pages)." }),
  })
  .openapi("BadgeSnippets");

export const badgeSnippetsRoute = createRoute({
  method: "get",
  path: "/api/badge/{domain}",
  operationId: "getBadgeSnippets",
  summary: "Markdown and HTML that embed a domain's AEO badge",
  request: { params: DomainParamsSchema },
  responses: {
    200: { description: "The badge's address and embed snippets.", content: { "application/json": { schema: BadgeSnippetsSchema } } },
    400: { description: "The domain is invalid (error says why).", content: { "application/json": { schema: ErrorSchema } } },
  },
});

export const badge = createRouter()
  .openapi(
    badgeSnippetsRoute,
    (c) => {
      const domain = requireDomain(c.req.valid("param").domain, "invalid_badge_domain");
      const base = baseUrl(configFrom(c.env), c.req.url);
      const image = `${base}/badge/${domain}.svg`;
      const report = `${base}/report/${domain}?ref=badge`;
      const alt = `AEO score of ${domain}`;
      const html = `<a href="${escapeXml(report)}"><img src="${escapeXml(image)}" alt="${escapeXml(alt)}" height="20"></a>`;
      return c.json({ domain, badge: image, report, markdown: `[![${alt}](${image})](${report})`, html }, 200, { "Cache-Control": "public, max-age=3600" });
    },
    // The path parameter is never empty (the route would not match), so only its length can fail.
    function badgeDomainError(result) {
      if (!result.success) throw new ApiError("invalid_badge_domain", { reason: "too_long" });
    },
  )
  .get("/badge/:file{[^/]+\\.svg}", async (c) => {
    const normalized = normalizeDomain(c.req.param("file").slice(0, -".svg".length));
    // A fixed badge: the requested name is never echoed (it may be anything).
    if (!normalized.ok) return svg(badgeSvg("invalid domain", COLOURS.none, "AEO score: not a valid domain"), 404, CACHE_HOUR);
    const { domain } = normalized;
    const stored = await storedScore(c.env, domain);
    if (!stored) return svg(badgeSvg("not analyzed", COLOURS.none, `AEO score of ${domain}: not analyzed yet`), 200, CACHE_BRIEFLY);
    const title = `AEO score of ${domain}: ${stored.score} out of 100, grade ${stored.grade}`;
    return svg(badgeSvg(`${stored.score} ${stored.grade}`, COLOURS[stored.grade], title), 200, CACHE_HOUR);
  });
