// The full report: the body of GET /api/report/:domain and of `citable score --json`. This schema is the
// single source of its type.
import { z } from "zod";
import { CATEGORY_NAMES } from "./categories.ts";
import { GRADES } from "./grades.ts";
import { ReadViaSchema } from "./input.ts";
import { PAGE_TYPES } from "./page-types.ts";

const points = z.number().int().min(0).max(100);

/** Where a page's author and dates were found (derive/page-facts.ts, derive/dates.ts). */
export const AUTHOR_SOURCES = ["schema", "microdata", "meta", "byline", "rel-author", "address", "author-card"] as const;
export const DATE_SOURCES = ["schema", "microdata", "meta", "byline", "time-element", "url"] as const;

export const CheckResultSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** The key of what decided the outcome (its evidence and fix are this key's words), e.g. "no-robots-txt". */
  reason: z.string(),
  /** The keys of the further findings the evidence lists (each problem of a title, say). */
  details: z.array(z.string()),
  score: points,
  /** neutral: partial credit for a language without a lexicon; not_checked: its input was not gathered (out of the score). */
  status: z.enum(["pass", "warn", "fail", "neutral", "not_checked"]),
  evidence: z.string(),
  fix: z.string().nullable(),
  /** A ready-to-paste snippet for the fix (JSON-LD skeleton, robots.txt lines), when there is one. */
  snippet: z.string().nullable(),
  /** Points of overall score gained if this check fully passed. */
  impact: z.number().min(0).max(100),
  /** The check's weight within its category, renormalized over the checks that apply (sums to 100). */
  weight: z.number().min(0).max(100),
  why: z.string(),
  language_sensitive: z.boolean(),
  /** A site's report (several pages): the page it was judged on, or null for a site-level check (judged once). Absent in a page's report. */
  page: z.string().nullable().optional(),
});
export type CheckResult = z.infer<typeof CheckResultSchema>;

export const CategoryResultSchema = z.object({
  name: z.enum(CATEGORY_NAMES),
  /** Null when none of its checks could be judged (their inputs were not gathered): then absent from category_scores. */
  score: points.nullable(),
  /** The category's share of the overall score, in percent, after renormalization. */
  weight: z.number().min(0).max(100),
  checks: z.array(CheckResultSchema),
});

export const FixSchema = z.object({
  check_id: z.string(),
  category: z.enum(CATEGORY_NAMES),
  title: z.string(),
  fix: z.string(),
  snippet: z.string().nullable(),
  impact: z.number().min(0).max(100),
  /** A site's report: the page to fix, or null for the site (robots.txt, llms.txt, the sitemap, HTTPS). Absent in a page's report. */
  page: z.string().nullable().optional(),
  /** A site's report: every page the same fix applies to, when there are several (`page` is the first; `impact` is their gains together). */
  pages: z.array(z.string()).optional(),
});

/** How a page came into a site's sample: the home page, the page the person named, or one the sample chose. */
export const SITE_ROLES = ["home", "named", "inner"] as const;
export type SiteRole = (typeof SITE_ROLES)[number];

/** One page of a site's sample as the site's report lists it: scored, or failed with the reason. */
export const SitePageSchema = z.object({
  url: z.string(),
  role: z.enum(SITE_ROLES),
  /** Null when the page could not be read (then `failed` says why). */
  type: z.enum(PAGE_TYPES).nullable(),
  /** The page's own score, with the site-level checks' verdicts counted on it. */
  score: points.nullable(),
  category_scores: z.partialRecord(z.enum(CATEGORY_NAMES), points),
  read_via: ReadViaSchema.nullable(),
  title: z.string().nullable(),
  word_count: z.number().int().nonnegative().nullable(),
  /** The page's share of the site's score, in percent (0 for a failed page). */
  weight: z.number().min(0).max(100),
  /** Why the page could not be read or scored (`HTTP 404`, `timeout after 10 s`), else null. */
  failed: z.string().nullable(),
});
export type SitePageResult = z.infer<typeof SitePageSchema>;

/** Why render parity was or was not measured (render-parity.ts words each). */
export const RENDER_PARITY_REASONS = ["compared", "plain-walled", "looks-server-rendered", "not-rendered", "render-failed", "not-compared", "pasted"] as const;

/**
 * Render parity: words of main text a crawler without JavaScript reads (the plain HTML) against what a
 * browser shows (the rendered DOM), with a sample of text only the browser shows; the numbers are null
 * when it was not measured, and `detail` says why.
 */
export const RenderParitySchema = z.object({
  measured: z.boolean(),
  reason: z.enum(RENDER_PARITY_REASONS),
  detail: z.string(),
  plain_words: z.number().int().nonnegative().nullable(),
  rendered_words: z.number().int().nonnegative().nullable(),
  /** plain_words / rendered_words, two decimals; null when not measured or the browser shows no main text. */
  ratio: z.number().nonnegative().nullable(),
  browser_only_sample: z.string().nullable(),
});
export type RenderParityReport = z.infer<typeof RenderParitySchema>;

export const ReportSchema = z.object({
  tool: z.literal("Citable"),
  url: z.string(),
  score: points,
  grade: z.enum(GRADES),
  engine_version: z.number().int(),
  analyzed_at: z.iso.datetime(),
  summary: z.string(),
  page: z.object({
    type: z.enum(PAGE_TYPES),
    type_reason: z.string(),
    language: z.string(),
    language_supported: z.boolean(),
    language_reason: z.string(),
    title: z.string().nullable(),
    /** The page's author as a careful reader records it (the first of several, the name only), or null. */
    author: z.string().nullable(),
    /** Where the author was found: the page's schema.org work, microdata, a meta tag, or the visible page (a byline, a rel=author link, an <address>, an author card). */
    author_source: z.enum(AUTHOR_SOURCES).nullable(),
    /** First publication and last update, with the page's own offset; `modified` only when distinct from publication. */
    published: z.iso.datetime({ offset: true }).nullable(),
    published_source: z.enum(DATE_SOURCES).nullable(),
    modified: z.iso.datetime({ offset: true }).nullable(),
    modified_source: z.enum(DATE_SOURCES).nullable(),
    word_count: z.number().int().nonnegative(),
    /**
     * Characters of HTML read when the page was cut at the parse's node budget (60,000 elements, attributes,
     * text and comments: far past any real page's), else null; the rest of the page was not judged.
     */
    truncated_at: z.number().int().nonnegative().nullable(),
    read_via: ReadViaSchema,
  }),
  /** Absent in reports made before it was measured. */
  render_parity: RenderParitySchema.optional(),
  category_scores: z.partialRecord(z.enum(CATEGORY_NAMES), points),
  categories: z.array(CategoryResultSchema),
  fixes: z.array(FixSchema),
  /**
   * A site's report: the pages read, the home page first (`page` above describes it). The score, category
   * scores, checks and fixes are then the site's; each check and fix names its page. Absent in a page's report.
   */
  pages: z.array(SitePageSchema).optional(),
  /** Checks that threw: left out of the score (weight 0), listed so they are not silent. */
  warnings: z.array(z.string()),
});
export type Report = z.infer<typeof ReportSchema>;
