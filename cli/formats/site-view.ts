// What the site formats show of a built site's report: each page with its file, its verdict under
// --min-page, its own failing checks and fixes; and the two gates, which the exit status reads too.
import type { Report } from "../../scoring/index.ts";

export type SitePage = NonNullable<Report["pages"]>[number];
type Check = Report["categories"][number]["checks"][number];
type Fix = Report["fixes"][number];

/** An HTML file of the build that is not scored, and why. */
export interface NotAPageLine {
  file: string;
  reason: string;
}

export interface SiteFormatContext {
  /** The --min threshold on the site's score. */
  min: number | undefined;
  /** The --min-page threshold on every page's score. */
  minPage: number | undefined;
  /** The file each page's address was read from. */
  files: ReadonlyMap<string, string>;
  notPages: readonly NotAPageLine[];
}

export type SiteWriter = (report: Report, context: SiteFormatContext) => string;

/** Whether the site's score is under --min. */
export const siteBelow = (report: Report, min: number | undefined): boolean => min !== undefined && report.score < min;

/** Whether a page fails --min-page: scored under it, or not scored at all (it could not be read). */
export const pageBelow = (page: SitePage, minPage: number | undefined): boolean => minPage !== undefined && (page.score === null || page.score < minPage);

export interface PageView {
  page: SitePage;
  /** The page's address on its site: path and query. */
  address: string;
  /** The file it was read from (null for a page the build does not hold). */
  file: string | null;
  below: boolean;
  /** Its own failing checks (the site-level ones are the site's), largest gain first. */
  failing: Check[];
  /** Its own fixes, largest gain first. */
  fixes: Fix[];
}

const addressOf = (url: string) => {
  const parsed = URL.parse(url);
  return parsed ? `${parsed.pathname}${parsed.search}` : url;
};

/** The report's pages as the formats show them, in the report's order (the home page first). */
export function pageViews(report: Report, context: SiteFormatContext): PageView[] {
  const failing = byPage(report.categories.flatMap((category) => category.checks).filter((check) => check.status === "fail"));
  const fixes = byPage(report.fixes);
  return (report.pages ?? []).map((page) => ({
    page,
    address: addressOf(page.url),
    file: context.files.get(page.url) ?? null,
    below: pageBelow(page, context.minPage),
    failing: (failing.get(page.url) ?? []).sort((a, b) => b.impact - a.impact),
    fixes: fixes.get(page.url) ?? [],
  }));
}

/** Items by the page they name, in their order; the site's (page null) left out. */
function byPage<T extends { page?: string | null | undefined }>(items: readonly T[]): Map<string, T[]> {
  const grouped = new Map<string, T[]>();
  for (const item of items) {
    if (!item.page) continue;
    const list = grouped.get(item.page);
    if (list) list.push(item);
    else grouped.set(item.page, [item]);
  }
  return grouped;
}

/** A check on one line: its title, evidence and fix. */
export const checkLine = (check: Check): string => `- ${check.title}: ${check.evidence}${check.fix ? ` Fix: ${check.fix}` : ""}`;

/** The site-level checks (judged once for the site) whose status is one of `statuses`, largest gain first. */
export function siteChecks(report: Report, ...statuses: Check["status"][]): (Check & { category: string })[] {
  return report.categories
    .flatMap((category) => category.checks.map((check) => ({ ...check, category: category.name })))
    .filter((check) => check.page === null && statuses.includes(check.status))
    .sort((a, b) => b.impact - a.impact);
}
