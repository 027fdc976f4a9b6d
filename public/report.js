// The public report page: reads the domain from its path, fetches /api/report/<domain> and shows every
// category, check and fix, the score history, and how the page was read. A domain never analyzed gets an
// offer to analyze it. Everything from the scored site is inserted as text, never as HTML.
import { requestAnalysis } from "./lib/analyze.js";
import { byId, clip, el, link, siteText } from "./lib/dom.js";
import { age, dateTime } from "./lib/format.js";
import { historyChart } from "./lib/history-chart.js";
import { categoryBars, gradeClass } from "./lib/scores.js";

const STATUS_WORDS = { pass: "Pass", warn: "Warning", fail: "Fail", neutral: "Neutral" };
const READ_VIA = {
  fetch: "a plain fetch, as AI crawlers read it",
  browser: "a headless browser: plain fetches were blocked, or the page needs JavaScript to show its content",
  paste: "pasted input",
};
/** Snippets are code people paste into their pages; shown in full up to this length. */
const MAX_SNIPPET = 6_000;
/** As scoring/fixes.ts MIN_TOP_FIX_IMPACT: the page talks to the Worker over HTTP only, so the figure is repeated. */
const MIN_TOP_FIX_IMPACT = 1;

const status = byId("status");
const slug = (name) => `category-${name.toLowerCase().replace(/&/g, "and").replace(/[^a-z0-9]+/g, "-")}`;

function domainFromPath() {
  try {
    return decodeURIComponent(location.pathname.split("/")[2] ?? "");
  } catch {
    return "";
  }
}

function fact(term, ...description) {
  return el("div", {}, el("dt", {}, term), el("dd", {}, ...description));
}

function facts(report) {
  const page = report.page;
  const language = page.language_supported ? page.language : `${page.language} (no lexicon yet: language-sensitive checks get neutral credit)`;
  return el(
    "dl",
    { className: "facts" },
    fact("Site", link(`https://${report.url}/`, `https://${report.url}/`)),
    page.title ? fact("Page title", siteText(page.title, 200)) : null,
    fact("Page type", `${page.type} `, el("span", { className: "reason" }, "(", siteText(page.type_reason, 200), ")")),
    fact("Language", language),
    fact("Read with", READ_VIA[page.read_via] ?? page.read_via),
    fact("Words in the main content", String(page.word_count)),
    fact("Analyzed", `${dateTime(report.analyzed_at)} (${age(report.analyzed_at)})`),
    fact("Engine version", `${report.engine_version} `, el("a", { attrs: { href: "/methodology" } }, "(methodology)")),
  );
}

function overview(report) {
  byId("score-value").textContent = String(report.score);
  const grade = byId("grade");
  grade.className = gradeClass(report.grade);
  grade.textContent = `Grade ${report.grade}`;
  byId("summary").replaceChildren(siteText(report.summary, 800));
  const warnings = report.warnings.length
    ? el("p", { className: "hint" }, `${report.warnings.length} check(s) could not run and were left out of the score: `, siteText(report.warnings.join("; "), 600))
    : null;
  byId("overview-more").replaceChildren(
    ...[el("h3", {}, "Category scores"), categoryBars(report.category_scores, (name) => `#${slug(name)}`), facts(report), warnings].filter(Boolean),
  );
}

async function copy(text, button) {
  try {
    await navigator.clipboard.writeText(text);
    button.textContent = "Copied";
  } catch {
    button.textContent = "Copy failed: select the text instead";
  }
  setTimeout(() => (button.textContent = button.dataset.label), 2_000);
}

function copyButton(text, label, what) {
  const button = el("button", { className: "copy", attrs: { type: "button", "aria-label": `${label}: ${clip(what, 80)}`, "data-label": label } }, label);
  button.addEventListener("click", () => copy(text, button));
  return button;
}

function fixItem(fix) {
  const code = fix.snippet ? el("pre", { attrs: { tabindex: "0" } }, el("code", {}, clip(fix.snippet, MAX_SNIPPET))) : null;
  return el(
    "li",
    { className: "fix" },
    el("p", { className: "fix-head" }, el("strong", {}, siteText(fix.title, 200)), el("span", { className: "fix-meta" }, ` ${fix.category} · +${fix.impact} points`)),
    el("p", {}, siteText(fix.fix, 800)),
    code,
    fix.snippet ? copyButton(fix.snippet, "Copy code", fix.title) : copyButton(fix.fix, "Copy fix", fix.title),
  );
}

function checkItem(check) {
  return el(
    "li",
    { className: `check ${check.status}` },
    el(
      "p",
      { className: "check-head" },
      el("span", { className: `badge ${check.status}` }, STATUS_WORDS[check.status] ?? check.status),
      " ",
      el("strong", {}, siteText(check.title, 200)),
      el("span", { className: "check-score" }, ` ${check.score}/100`),
    ),
    el("p", { className: "evidence" }, el("span", { className: "label" }, "Evidence: "), siteText(check.evidence)),
    el("p", { className: "why" }, el("span", { className: "label" }, "Why it matters: "), check.why),
  );
}

function categorySection(category) {
  return el(
    "section",
    { className: "category", attrs: { id: slug(category.name), "aria-labelledby": `${slug(category.name)}-title` } },
    el("h3", { attrs: { id: `${slug(category.name)}-title` } }, `${category.name}: ${category.score}/100`),
    el("p", { className: "hint" }, `${Math.round(category.weight)}% of the overall score for this page type · ${category.checks.length} checks`),
    el("ul", { className: "checks" }, ...category.checks.map(checkItem)),
  );
}

function render(report) {
  document.title = `${report.url} AEO readiness: ${report.score}/100, grade ${report.grade} · Citable`;
  byId("title").textContent = `AEO readiness report: ${report.url}`;
  byId("crumb-current").textContent = `${report.url} report`;
  overview(report);
  byId("history").replaceChildren(historyChart(report.history, report.engine_version));
  // Fixes worth under a point are real but not priorities (scoring/fixes.ts): listed apart, folded.
  const major = report.fixes.filter((fix) => fix.impact >= MIN_TOP_FIX_IMPACT);
  const minor = report.fixes.filter((fix) => fix.impact < MIN_TOP_FIX_IMPACT);
  byId("fixes").replaceChildren(...major.map(fixItem));
  if (major.length === 0) byId("fixes").replaceWith(el("p", {}, minor.length === 0 ? "No fixes: every check that applies passed." : "No fix is worth a point or more."));
  if (minor.length > 0) {
    const label = minor.length === 1 ? "1 smaller fix, under a point" : `${minor.length} smaller fixes, under a point each`;
    byId("fixes-section").append(el("details", { className: "minor-fixes" }, el("summary", {}, label), el("ol", { className: "fixes" }, ...minor.map(fixItem))));
  }
  byId("categories").replaceChildren(...report.categories.map(categorySection));
  status.textContent = "";
  for (const id of ["overview", "history-section", "fixes-section", "categories-section"]) byId(id).hidden = false;
  byId("not-analyzed").hidden = true;
}

function offerAnalysis(domain) {
  status.textContent = "";
  byId("not-analyzed-text").textContent = `${domain} has not been analyzed yet. An analysis takes a few seconds and is free; its report will be published here.`;
  byId("analyze-button").textContent = `Analyze ${domain} now`;
  byId("not-analyzed").hidden = false;
  byId("analyze-form").addEventListener("submit", async (event) => {
    event.preventDefault();
    const button = byId("analyze-button");
    const error = byId("error");
    button.disabled = true;
    error.hidden = true;
    const outcome = await requestAnalysis({ url: domain }, byId("progress"));
    button.disabled = false;
    if (!outcome.ok) {
      error.textContent = outcome.message;
      error.hidden = false;
      return;
    }
    await load(domain);
    byId("title").focus();
  });
}

async function load(domain) {
  try {
    const response = await fetch(`/api/report/${encodeURIComponent(domain)}`);
    if (response.status === 404) return offerAnalysis(domain);
    if (response.status === 400) {
      status.textContent = "That is not a valid domain. Score a site on the home page.";
      return;
    }
    if (!response.ok) {
      status.textContent = "The report could not be loaded. Please reload in a minute.";
      return;
    }
    render(await response.json());
  } catch {
    status.textContent = "Could not reach Citable. Check your connection and reload.";
  }
}

const domain = domainFromPath();
byId("title").tabIndex = -1;
if (domain) load(domain);
else status.replaceChildren("No site is named in this address. ", el("a", { attrs: { href: "/" } }, "Score a site"), " to get its report.");
