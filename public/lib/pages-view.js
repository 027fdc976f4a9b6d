// The pages a site's score was read from (issue 14): a table of the sampled pages (address, page type,
// score, share of the site's score, how each was read, or why it could not be), then each page's checks,
// folded: what to fix first (largest gain to the site first), passed checks folded again; and the checks
// judged once for the whole site (robots.txt, llms.txt, the sitemap, HTTPS). Nothing for a page's report.
// Everything from the scored site is inserted as text.
import { el, link, siteText } from "./dom.js";

const ROLE_WORDS = { home: "Home page", named: "The page you named", inner: "Chosen by the sample" };
const READ_WORDS = { fetch: "plain fetch", browser: "headless browser", paste: "pasted", file: "file" };
const STATUS_WORDS = { fail: "Fail", warn: "Warning", pass: "Pass", neutral: "Neutral", not_checked: "Not checked" };

/** A page's address as a person reads it in a list of one site's pages: its path and query. */
export function pageName(url) {
  try {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return String(url);
  }
}

/** "+1.5 points to the site". */
const gainWords = (impact) => `+${impact >= 10 ? Math.round(impact) : Math.round(impact * 10) / 10} point${impact === 1 ? "" : "s"} to the site if fixed`;

/** A cell with the label it shows beside its value when the table is stacked on a narrow screen. */
const cell = (label, ...children) => el("td", { attrs: { "data-label": label } }, el("div", {}, ...children));

function pageRow(page) {
  const name = el("span", { className: "page-name" }, link(page.url, siteText(pageName(page.url), 200)));
  const title = page.title ? el("span", { className: "page-title" }, siteText(page.title, 160)) : null;
  const score = page.failed === null ? el("span", {}, el("strong", {}, `${page.score}`), `/100 · ${page.weight}% of the site`) : el("span", { className: "page-failed" }, "Not read: ", siteText(page.failed, 300));
  return el(
    "tr",
    { className: page.failed === null ? "" : "failed" },
    cell("Page", name, title, el("span", { className: "page-role" }, ROLE_WORDS[page.role] ?? page.role)),
    cell("Type", page.type ?? "–"),
    cell("Score", score),
    cell("Read with", page.read_via ? (READ_WORDS[page.read_via] ?? page.read_via) : "–"),
  );
}

function pagesTable(pages) {
  return el(
    "table",
    { className: "pages-table" },
    el("caption", { className: "visually-hidden" }, "The pages read for the site's score"),
    el("thead", {}, el("tr", {}, ...["Page", "Type", "Score", "Read with"].map((name) => el("th", { attrs: { scope: "col" } }, name)))),
    el("tbody", {}, ...pages.map(pageRow)),
  );
}

function checkLine(check) {
  const gain = (check.status === "fail" || check.status === "warn") && check.impact > 0 ? ` · ${gainWords(check.impact)}` : "";
  return el(
    "li",
    { className: `page-check ${check.status}` },
    el("p", {}, el("span", { className: `badge ${check.status}` }, STATUS_WORDS[check.status] ?? check.status), " ", el("strong", {}, siteText(check.title, 200))),
    el("p", { className: "check-meta" }, `${check.category}${check.status === "not_checked" ? "" : ` · ${check.score}/100`}${gain}`),
    el("p", { className: "evidence" }, siteText(check.evidence)),
    check.fix ? el("p", { className: "fix-text" }, el("span", { className: "label" }, "Fix: "), siteText(check.fix, 800)) : null,
  );
}

/** One page's (or the whole site's) checks, folded: failed and warnings first by gain, the rest folded again. */
function checksOf(summary, checks) {
  const toFix = checks.filter((check) => check.status === "fail" || check.status === "warn").sort((a, b) => b.impact - a.impact);
  const rest = checks.filter((check) => check.status !== "fail" && check.status !== "warn");
  const passed = rest.length > 0 ? el("details", { className: "page-passed" }, el("summary", {}, `Passed and other checks (${rest.length})`), el("ul", { className: "checks" }, ...rest.map(checkLine))) : null;
  return el(
    "details",
    { className: "page-checks" },
    el("summary", {}, summary, ` · ${toFix.length} to fix`),
    toFix.length > 0 ? el("ul", { className: "checks" }, ...toFix.map(checkLine)) : el("p", {}, "Nothing to fix here."),
    passed,
  );
}

/** The pages section of a site's report, or null for a report of one page. */
export function pagesSection(report, { level = 2 } = {}) {
  const pages = report.pages;
  if (!Array.isArray(pages) || pages.length === 0) return null;
  const checks = report.categories.flatMap((category) => category.checks.map((check) => ({ ...check, category: category.name })));
  const of = (url) => checks.filter((check) => check.page === url);
  const site = checks.filter((check) => check.page === null);
  const read = pages.filter((page) => page.failed === null);
  const failed = pages.length - read.length;
  const sub = Math.min(level + 1, 6);
  return el(
    "section",
    { className: "pages-view", attrs: { "aria-labelledby": "pages-title" } },
    el(`h${level}`, { attrs: { id: "pages-title" } }, "Pages read"),
    el(
      "p",
      { className: "hint" },
      `The site's score combines ${read.length} page${read.length === 1 ? "" : "s"}, each scored as its own page type: the home page and a sample of the others, chosen from the sitemap and the home page's links to cover different kinds of page${failed > 0 ? `; ${failed} could not be read and ${failed === 1 ? "does" : "do"} not count` : ""}. Checks of robots.txt, llms.txt, the sitemap and HTTPS are judged once, for the whole site.`,
    ),
    pagesTable(pages),
    el(`h${sub}`, {}, "Checks by page"),
    site.length > 0 ? checksOf("Whole site: robots.txt, llms.txt, sitemap, HTTPS", site) : null,
    ...read.map((page) => checksOf(el("span", {}, siteText(pageName(page.url), 200), ` · ${page.score}/100`), of(page.url))),
  );
}

/** The home page's answer for an address: which pages the site's score read, the named one marked. */
export function pagesRead(pages) {
  if (!Array.isArray(pages) || pages.length === 0) return null;
  const item = (page) =>
    el(
      "li",
      {},
      siteText(pageName(page.url), 200),
      page.failed === null ? ` (${page.type}, ${page.score}/100)` : el("span", { className: "page-failed" }, " (not read: ", siteText(page.failed, 200), ")"),
      page.role === "named" ? el("strong", {}, " · the page you named") : null,
    );
  return [el("h3", {}, "Pages read"), el("ul", { className: "pages-read" }, ...pages.map(item))];
}

/**
 * The page a person named, scored alone beside a site result that did not read it (it came from the cache);
 * or why it could not be read.
 */
export function namedPage(named) {
  if (!named) return null;
  const name = siteText(pageName(named.url), 200);
  if (!named.report) return [el("h3", {}, "The page you named"), el("p", { className: "page-failed" }, name, " could not be read: ", siteText(named.failed ?? "", 300))];
  const report = named.report;
  const fixes = report.fixes.filter((fix) => fix.impact >= 1).slice(0, 3);
  return [
    el("h3", {}, "The page you named"),
    el(
      "p",
      {},
      name,
      `, scored alone just now (the site's result above came from the cache without it): `,
      el("strong", {}, `${report.score}/100, grade ${report.grade}`),
      `, as a ${report.page.type} page. It is not part of the site's score.`,
    ),
    fixes.length > 0 ? el("ol", { className: "top-fixes" }, ...fixes.map((fix) => el("li", {}, el("strong", {}, siteText(fix.title, 200)), el("span", { className: "fix-text" }, siteText(fix.fix))))) : null,
  ];
}
