// GET /methodology: the published rubric, generated from the check registry, the weights and the grade
// bands (never written by hand, so it cannot drift from what the engine does).
import { html, raw } from "hono/html";
import { CATEGORY_NAMES, type CategoryName } from "../../scoring/categories.ts";
import { isSiteCheck, type CheckDefinition } from "../../scoring/check.ts";
import { CHECKS } from "../../scoring/checks/index.ts";
import { GRADE_BANDS } from "../../scoring/grades.ts";
import type { Need } from "../../scoring/input.ts";
import { PAGE_TYPES, typesWith, type PageType } from "../../scoring/page-types.ts";
import { SCORING_CHANGES } from "../../scoring/changelog.ts";
import { categoryShares, checkShare, wholePercents } from "../../scoring/shares.ts";
import { WEIGHT_EVIDENCE } from "../../scoring/weight-evidence.ts";
import { CRAWLERS } from "../../scoring/crawlers.ts";
import { COMPARISON, OUTCOME_COST, type Outcome } from "../../scoring/derive/crawler-access.ts";
import { ENGINE_VERSION } from "../../scoring/version.ts";
import { CATEGORY_WEIGHTS, NEUTRAL_CREDIT, SITE_SHARES, STATUS_THRESHOLDS } from "../../scoring/weights.ts";
import { LAST_RESORT, TYPE_ROUNDS } from "../../gather/sample.ts";
import { configFrom } from "../config.ts";
import { createRouter } from "../router.ts";
import { baseUrl } from "../services/pipeline.ts";
import { scriptJson } from "./report.ts";

/** What each need is, in the rubric's words. */
const NEED_NAMES: Record<Need, string> = {
  markup: "the page's markup (not pasted plain text)",
  response: "the HTTP response (a fetched page)",
  plain: "what a plain fetch without JavaScript returns",
  site: "the site's robots.txt, llms.txt and sitemap",
};

const TITLE = "How Citable scores AEO readiness: the methodology";
const DESCRIPTION =
  "Every check Citable runs to score a website for AI answer engines, with its weight, the page types it applies to, why it matters and its source; category weights, grade bands and the engine version.";

const percent = (share: number) => `${Math.round(share * 100)}%`;
const slug = (name: string) => name.toLowerCase().replace(/&/g, "and").replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
const bandRange = (index: number) => `${GRADE_BANDS[index]!.min}–${index === 0 ? 100 : GRADE_BANDS[index - 1]!.min - 1}`;

function checksOf(category: CategoryName): CheckDefinition[] {
  return CHECKS.filter((check) => check.category === category);
}

function checkEntry(check: CheckDefinition, categoryPoints: number) {
  const appliesTo = check.appliesTo === "all" ? "every page type" : typesWith(check.appliesTo).join(", ");
  return html`<section class="rubric-check" aria-labelledby="check-${check.id}">
  <h3 id="check-${check.id}">${check.title.pass} <code>${check.id}</code></h3>
  <dl class="facts">
    <div><dt>Weight</dt><dd>${check.weight === 0 ? "0: shown as information, never counted" : html`${check.weight} points of ${categoryPoints} in its category (${percent(check.weight / categoryPoints)} when every check applies)`}${checkShare(CHECKS, check, EXAMPLE_TYPE) > 0 ? html`; on an ${EXAMPLE_TYPE} page, ${points(checkShare(CHECKS, check, EXAMPLE_TYPE))}` : ""}</dd></div>
    <div><dt>Applies to</dt><dd>${appliesTo}</dd></div>
    <div><dt>Judged</dt><dd>${isSiteCheck(check) ? "once for the whole site, on its home page; the verdict counts on every page read that it applies to" : "on each page read"}</dd></div>
    <div><dt>Language-sensitive</dt><dd>${check.languageSensitive ? `yes: on languages without a lexicon it gets neutral credit (${percent(NEUTRAL_CREDIT)})` : "no: it judges every language alike"}</dd></div>
    <div><dt>Needs</dt><dd>${check.needs.length === 0 ? "the page's text only: judged on any input" : `${check.needs.map((need) => NEED_NAMES[need]).join(", ")}; without it, not checked (out of the score)`}</dd></div>
    <div><dt>Why it matters</dt><dd>${check.why}</dd></div>
    ${check.source ? html`<div><dt>Source</dt><dd>${check.source}</dd></div>` : ""}
  </dl>
</section>`;
}

function categorySection(category: CategoryName) {
  const checks = checksOf(category);
  const points = checks.reduce((sum, check) => sum + check.weight, 0);
  return html`<section aria-labelledby="${slug(category)}">
  <h2 id="${slug(category)}">${category}</h2>
  ${checks.length === 0
    ? html`<p>No checks in engine version ${ENGINE_VERSION}: the category is left out of every score.</p>`
    : html`<p>${checks.length} check${checks.length === 1 ? "" : "s"}, ${points} points in all. A check that does not apply to the page is left out and the rest share its weight.</p>
  ${checks.map((check) => checkEntry(check, points))}`}
</section>`;
}

/** The page type the check entries and the evidence quote points for: the one every check applies to most. */
const EXAMPLE_TYPE: PageType = "article";
/** A page type that leaves categories out, for the worked example of renormalization. */
const LEFT_OUT_TYPE: PageType = "contact";

const points = (share: number) => `${(share * 100).toFixed(1)} points of 100`;

/** Whole percents per page type, each column adding up to 100. */
function percentsByType(): Record<PageType, Record<CategoryName, number>> {
  return Object.fromEntries(
    PAGE_TYPES.map((type) => {
      const shares = categoryShares(type);
      const whole = wholePercents(CATEGORY_NAMES.map((name) => shares[name]));
      return [type, Object.fromEntries(CATEGORY_NAMES.map((name, index) => [name, whole[index]!]))];
    }),
  ) as Record<PageType, Record<CategoryName, number>>;
}

function weightTable() {
  const percents = percentsByType();
  return html`<div class="table-scroll" tabindex="0" role="region" aria-labelledby="weights">
  <table class="weights">
    <caption>Share of the overall score, in percent per page type (—: left out, the rest renormalized)</caption>
    <thead><tr><th scope="col">Category</th>${PAGE_TYPES.map((type) => html`<th scope="col">${type}</th>`)}</tr></thead>
    <tbody>
      ${CATEGORY_NAMES.map(
        (category) => html`<tr><th scope="row">${category}</th>${PAGE_TYPES.map((type) => html`<td>${CATEGORY_WEIGHTS[type][category] ? percents[type][category] : "—"}</td>`)}</tr>`,
      )}
    </tbody>
    <tfoot><tr><th scope="row">Total</th>${PAGE_TYPES.map((type) => html`<td>${CATEGORY_NAMES.reduce((sum, name) => sum + percents[type][name], 0)}</td>`)}</tr></tfoot>
  </table>
</div>`;
}

/** How renormalization works, with a page type that leaves categories out as the worked example. */
function renormalization() {
  const weights = CATEGORY_WEIGHTS[LEFT_OUT_TYPE];
  const kept = CATEGORY_NAMES.filter((name) => weights[name] > 0);
  const dropped = CATEGORY_NAMES.filter((name) => weights[name] === 0);
  const total = kept.reduce((sum, name) => sum + weights[name], 0);
  const example = kept.reduce((max, name) => (weights[name] > weights[max] ? name : max));
  return html`<p>Each category has a weight per page type. A category that does not apply to the page type weighs 0, and so does one none of whose checks could be judged (pasted text has no HTTP response, for example); the weights of the others are divided by their sum, so the shares always add up to 100%. On a ${LEFT_OUT_TYPE} page ${dropped.join(" and ")} ${dropped.length === 1 ? "is" : "are"} left out: the other weights sum to ${total}, so ${example}, weight ${weights[example]}, counts for ${weights[example]}/${total} = ${percent(weights[example] / total)} of the score. Within a category the same holds for checks: those that do not apply or could not be checked are left out and the rest share the category.</p>`;
}

/** How a site is scored from a sample of its pages (issue 14): the rule in scoring/site.ts, with its figures. */
function siteSection(sitePages: number) {
  const others = sitePages - 1;
  const home = SITE_SHARES.home;
  const siteChecks = CHECKS.filter(isSiteCheck).map((check) => html`<code>${check.id}</code>`);
  const rounds = `${TYPE_ROUNDS.map((types) => types.join(" or ")).join(", then ")}; ${LAST_RESORT.join(" or ")} pages, and a section's index page (/docs/ beside /docs/webhooks/), only when nothing else is left`;
  return html`<h2 id="site">A website, not one page</h2>
  <p>A fresh analysis reads the home page and up to ${others} more page${others === 1 ? "" : "s"} of the site (${sitePages} in all). They are chosen from the sitemap (its newest <code>lastmod</code> first; from a sitemap index, its newest child sitemaps) and from the home page's navigation, content and footer links, one page of each likely type in turn (${rounds}), so a blog with documentation is not read as five posts. Only pages of the site itself are read (the host and its <code>www.</code> variant), every address through the same guard as any fetch, and only where robots.txt lets Citable read (its own group, else <code>*</code>). A page that cannot be read is listed with the reason and counts for nothing; only the home page failing fails the analysis.</p>
  <ul>
    <li>Each page is scored under its own page type, with the rubric below.</li>
    <li>${siteChecks.length} checks judge the site rather than the page (${siteChecks.map((id, index) => html`${index > 0 ? ", " : ""}${id}`)}): they are judged once, on the home page, and their verdict counts on every page read that they apply to.</li>
    <li>The site's score is the pages' scores weighted by their share: the home page ${percent(home)}, the other pages read share the rest equally${others > 0 ? ` (${others} of them: ${((1 - home) * 100 / others).toFixed(1).replace(/\.0$/, "")}% each)` : ""}; a home page read alone is 100%.</li>
    <li>A category's score combines the pages' scores in that category, each page weighed by its share times the category's weight on that page, so the category weights a report shows add up to the site's score. A category that applies to no page read is left out.</li>
    <li>A fix's gain is the points it would add to the site's score: a page's fix by that page's share, a site-level fix over every page it counts on. One fix in the same words on several pages (a template's) is one fix worth their gains together. Fixes are ranked by that gain and name their page.</li>
    <li>In the browser and the command line, a page named in the address (<code>https://example.com/pricing</code>) is always read: with the sample when the site is analyzed afresh, else alone, beside the site's result. The agent endpoint scores the domain: the sample is Citable's choice.</li>
  </ul>`;
}

function evidenceSection() {
  const byId = new Map(CHECKS.map((check) => [check.id, check]));
  return html`<h2 id="evidence">What weighs much and what little, and why</h2>
  <p>Points are shares of the overall score of an ${EXAMPLE_TYPE} page when every check is judged.</p>
  ${WEIGHT_EVIDENCE.map(
    (note) => html`<section class="evidence-note">
    <h3>${note.checks.map((id) => byId.get(id)!.title.pass).join("; ")}</h3>
    <p>${note.checks.map((id, index) => html`${index > 0 ? ", " : ""}<code>${id}</code> ${points(checkShare(CHECKS, byId.get(id)!, EXAMPLE_TYPE))}`)}.</p>
    <p>${note.says}</p>
    <p class="hint">Sources: ${note.sources.join("; ")}.</p>
  </section>`,
  )}`;
}

/** What each outcome of a crawler's fetch means, in the rubric's words. */
const OUTCOME_NAMES: Record<Outcome, string> = {
  same: "the page our own fetch got",
  unverified: "a page, not compared because our own plain fetch was walled off",
  different: `other text: less than ${percent(COMPARISON.sameAt)} alike (cloaking, or a copy made for bots)`,
  thin: `a thin page: under ${percent(COMPARISON.thinShare)} of our text`,
  challenge: "a bot challenge",
  refused: "a refusal: 401, 403, 429 or 503",
  payment: "a price: 402, with its crawler-price header (pay per crawl)",
  redirect: "a redirect to another site, another page or an address we never fetch",
  error: "another error status, or a redirect loop",
  timeout: "no answer within 10 s",
  unreachable: "no connection",
};

const ROLE_NAMES = { search: "search and index", user: "fetches pages users ask about", training: "training" } as const;

function crawlersSection() {
  const costs = Object.entries(OUTCOME_COST) as [Outcome, number][];
  return html`<h2 id="crawlers">What each AI crawler gets</h2>
  <p>robots.txt is read for each crawler's own token (RFC 9309: its own group, else the <code>User-agent: *</code> group; the longest matching rule decides), with the rule that decided. Beside it, what the site declares for that crawler: Content-Signal (<code>search</code>, <code>ai-input</code>, <code>ai-train</code>), robots meta tags and X-Robots-Tag headers that name it or every robot (<code>&lt;meta name="GPTBot" content="noindex"&gt;</code>, <code>X-Robots-Tag: GPTBot: noindex</code>), and <code>noai</code>/<code>noimageai</code> for training crawlers.</p>
  <p>For a live site, the home page is also fetched once as each crawler that sends a user-agent string of its own, with that string, all at once beside our own fetch of the page, under the same rules as every fetch (the site only, the SSRF guard at every hop, 10 s, the first 512 KiB). What each got is compared with what our own plain fetch got. Search and user-triggered crawlers that robots.txt lets in but the server keeps out cost <code>ai-search-crawlers</code> what a robots.txt block of them costs, by these shares of a block:</p>
  <ul>${costs.map(([outcome, cost]) => html`<li>${OUTCOME_NAMES[outcome]}: ${cost === 0 ? "nothing" : cost === 1 ? "a whole block" : `${percent(cost)} of a block`}</li>`)}</ul>
  <p>Training crawlers kept out, by robots.txt or by the server, cost nothing: <code>ai-training-crawlers</code> shows it as information. A refusal of Googlebot or Bingbot is shown but not counted: content networks commonly refuse copies of those crawlers sent from other addresses than theirs, so the real crawler may get through. Blocks keyed on the crawlers' own IP addresses cannot be seen from ours.</p>
  <p>The crawlers, with the user-agent strings we send, taken from each operator's page on the date shown:</p>
  <ul class="crawler-list">${CRAWLERS.map(
    (crawler) =>
      html`<li><strong>${crawler.token}</strong> (${crawler.operator}, ${ROLE_NAMES[crawler.role]}): ${crawler.userAgent === null ? "no crawler sends this token; read from robots.txt only" : html`<code>${crawler.userAgent}</code>`}. ${crawler.docs === null ? "No documentation published" : html`<a href="${crawler.docs}">${crawler.operator}'s documentation</a>`}, ${crawler.taken}.</li>`,
  )}</ul>`;
}

function changesSection() {
  return html`<h2 id="changes">What changed in the scoring</h2>
  <p>Scores are compared only within one engine version; each version's changes that can move a score:</p>
  ${SCORING_CHANGES.map(
    (entry) => html`<section class="engine-change" aria-labelledby="version-${entry.version}">
    <h3 id="version-${entry.version}">Engine version ${entry.version} <span class="hint">(${entry.date})</span></h3>
    <ul>${entry.changes.map((change) => html`<li>${change}</li>`)}</ul>
  </section>`,
  )}`;
}

function structuredData(base: string): string {
  const data = {
    "@context": "https://schema.org",
    "@type": "TechArticle",
    headline: TITLE,
    description: DESCRIPTION,
    url: `${base}/methodology`,
    inLanguage: "en",
    version: String(ENGINE_VERSION),
    about: { "@type": "Thing", name: "Answer engine optimization (AEO)" },
    publisher: { "@type": "Organization", name: "Citable", url: `${base}/` },
  };
  return scriptJson(data);
}

function methodologyPage(base: string, sitePages: number) {
  return html`<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${TITLE}</title>
  <meta name="description" content="${DESCRIPTION}">
  <link rel="canonical" href="${base}/methodology">
  <meta property="og:type" content="article">
  <meta property="og:site_name" content="Citable">
  <meta property="og:title" content="${TITLE}">
  <meta property="og:description" content="${DESCRIPTION}">
  <meta property="og:url" content="${base}/methodology">
  <link rel="icon" href="/favicon.svg" type="image/svg+xml">
  <link rel="stylesheet" href="/style.css">
  <script type="application/ld+json">${raw(structuredData(base))}</script>
</head>
<body>
<header class="site-header"><a class="brand" href="/">Citable</a><nav aria-label="Site"><a href="/methodology" aria-current="page">Methodology</a><a href="/api-docs">API</a></nav></header>
<main>
  <h1>How Citable scores AEO readiness</h1>
  <p class="lede">Citable scores a website from 0 to 100 for how ready it is to be found, understood and cited by AI answer engines such as ChatGPT, Perplexity, Claude and Google AI Overviews. This page is generated from the scoring engine itself (engine version ${ENGINE_VERSION}), so it always lists exactly the checks and weights in use.</p>
  <p class="callout"><strong>The score measures readiness, not a promise of citations.</strong> Answer engines choose their sources in ways no outside tool can see; a high score means the site gives them what they need to find, read and quote it.</p>

  <h2 id="how">How the score is built</h2>
  <ul>
    <li>${CHECKS.length} checks in six categories. Each check scores 0–100; a category's score is the weighted mean of its checks, and a page's score the weighted mean of the categories.</li>
    <li>A website is scored from up to ${sitePages} of its pages, the home page and a sample of the others, combined by a fixed rule (see <a href="#site">a website, not one page</a>).</li>
    <li>Scoring is page-type aware: a check or category that does not apply to the page type (${PAGE_TYPES.join(", ")}) is left out with weight 0 and the others are renormalized (see <a href="#weights">the weights</a>). It is never a free 100 and never a penalty.</li>
    <li>Language-sensitive checks use a lexicon for English, Spanish, French, German, Portuguese, Italian, Dutch, Japanese, Korean and Chinese; other languages get neutral credit (${percent(NEUTRAL_CREDIT)}) on those checks instead of a verdict.</li>
    <li>A check passes at ${percent(STATUS_THRESHOLDS.pass)} or more, warns from ${percent(STATUS_THRESHOLDS.warn)}, and fails below that. Each fix is ranked by the points it would add to the overall score.</li>
    <li>Scores compare only within one engine version; score changes are never computed across versions. This is engine version ${ENGINE_VERSION}.</li>
  </ul>

  <h2 id="grades">Grades</h2>
  <table>
    <caption>Letter grades by overall score</caption>
    <thead><tr><th scope="col">Grade</th><th scope="col">Score</th></tr></thead>
    <tbody>${GRADE_BANDS.map((band, index) => html`<tr><th scope="row">${band.grade}</th><td>${bandRange(index)}</td></tr>`)}</tbody>
  </table>

  ${siteSection(sitePages)}

  <h2 id="weights">Category weights by page type</h2>
  ${renormalization()}
  ${weightTable()}
  ${evidenceSection()}
  <nav aria-label="Categories" class="toc"><ul>${CATEGORY_NAMES.map((category) => html`<li><a href="#${slug(category)}">${category}</a></li>`)}</ul></nav>

  ${CATEGORY_NAMES.map(categorySection)}
  ${crawlersSection()}
  ${changesSection()}
</main>
<footer class="site-footer"><p>Citable · <a href="/">Score a website</a> · <a href="/llms.txt">llms.txt</a> · <a href="/openapi.json">OpenAPI</a></p></footer>
</body>
</html>`;
}

export const methodology = createRouter().get("/methodology", (c) =>
  c.html(methodologyPage(baseUrl(configFrom(c.env), c.req.url), configFrom(c.env).SITE_PAGES), 200, { "Cache-Control": "public, max-age=3600" }),
);
