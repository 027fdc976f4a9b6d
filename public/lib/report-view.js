// The full report as a person reads it, one module for the report page and for pasted input on the home
// page: every check with its evidence, fix and snippet; what to fix first (largest gain first, fixes under
// a point folded), then what was not checked, then what passed (folded, with a count); filters by
// category and status; how the page was read. Everything from the scored page is inserted as text.
import { clip, el, link, siteText } from "./dom.js";
import { age, dateTime } from "./format.js";
import { pageName } from "./pages-view.js";
import { parityFact } from "./parity-view.js";
import { categoryBars } from "./scores.js";
import { crawlerAccessView } from "./crawler-view.js";

/** Status words beside every status colour. */
export const STATUS_WORDS = { fail: "Fail", warn: "Warning", pass: "Pass", neutral: "Neutral", not_checked: "Not checked" };
/** Plural labels of the status filter, in the order the groups are shown. */
const STATUS_FILTERS = [
  ["fail", "Failed"],
  ["warn", "Warnings"],
  ["neutral", "Neutral"],
  ["not_checked", "Not checked"],
  ["pass", "Passed"],
];
const READ_VIA = {
  fetch: "a plain fetch, as AI crawlers read it",
  browser: "a headless browser: plain fetches were blocked, or the page needs JavaScript to show its content",
  paste: "pasted input",
};
/** Snippets are code people paste into their pages; shown in full up to this length. */
const MAX_SNIPPET = 6_000;
/** As scoring/fixes.ts MIN_TOP_FIX_IMPACT: the page talks to the Worker over HTTP only, so the figure is repeated (test/node/public-figures.test.ts holds them equal). */
export const MIN_TOP_FIX_IMPACT = 1;

export const categorySlug = (name) => `category-${name.toLowerCase().replace(/&/g, "and").replace(/[^a-z0-9]+/g, "-")}`;
const plural = (count, one, other) => `${count} ${count === 1 ? one : other}`;
/** Points in words: "+12 points", "+0.4 points". */
const points = (impact) => {
  const shown = impact >= 10 ? Math.round(impact) : Math.round(impact * 10) / 10;
  return `+${shown} point${shown === 1 ? "" : "s"}`;
};

async function copy(text, button) {
  try {
    await navigator.clipboard.writeText(text);
    button.textContent = "Copied";
  } catch {
    button.textContent = "Copy failed: select the text instead";
  }
  setTimeout(() => (button.textContent = button.dataset.label), 2_000);
}

export function copyButton(text, label, what) {
  const button = el("button", { className: "copy", attrs: { type: "button", "aria-label": `${label}: ${clip(what, 80)}`, "data-label": label } }, label);
  button.addEventListener("click", () => copy(text, button));
  return button;
}

/** A fix's words, its snippet (wrapped, never cut off sideways) and a button that copies the snippet, or the words. */
function fixBlock(check) {
  if (!check.fix) return null;
  const code = check.snippet ? el("pre", { className: "snippet", attrs: { tabindex: "0", "aria-label": `Code for: ${clip(check.title, 80)}` } }, el("code", {}, clip(check.snippet, MAX_SNIPPET))) : null;
  return el(
    "div",
    { className: "fix" },
    el("p", {}, el("span", { className: "label" }, "Fix: "), siteText(check.fix, 800)),
    code,
    check.snippet ? copyButton(check.snippet, "Copy code", check.title) : copyButton(check.fix, "Copy fix", check.title),
  );
}

function checkItem(check, category, index, home) {
  const gain = (check.status === "fail" || check.status === "warn") && check.impact > 0 ? ` · ${points(check.impact)} if fixed` : "";
  const scored = check.status === "not_checked" ? "" : ` · ${check.score}/100`;
  // A site's report judges a check on several pages: each names its page (pages-view.js); the home page's and
  // the site's keep the check's own id, the other pages' get their place in the list.
  const where = check.page === undefined ? "" : check.page === null ? " · whole site" : ` · ${pageName(check.page)}`;
  return el(
    "li",
    { className: `check ${check.status}`, attrs: { "data-status": check.status, "data-category": category.name, id: check.page && check.page !== home ? `check-${check.id}-${index}` : `check-${check.id}` } },
    el(
      "p",
      { className: "check-head" },
      el("span", { className: `badge ${check.status}` }, STATUS_WORDS[check.status] ?? check.status),
      " ",
      el("strong", { className: "check-title" }, siteText(check.title, 200)),
    ),
    el("p", { className: "check-meta" }, `${category.name}${where}${scored}${gain}`),
    el("p", { className: "evidence" }, el("span", { className: "label" }, check.status === "not_checked" ? "Not checked: " : "Evidence: "), siteText(check.evidence)),
    fixBlock(check),
    el("p", { className: "why" }, el("span", { className: "label" }, "Why it matters: "), check.why),
  );
}

/** A list of checks; folded in a <details> with its count in the summary when `folded` is a label. */
function group(key, heading, items, level, folded) {
  const list = el("ul", { className: "checks" }, ...items);
  const count = el("span", { className: "group-count" }, `${items.length}`);
  if (folded) {
    return el("details", { className: `check-group group-${key}`, attrs: { "data-group": key } }, el("summary", {}, `${folded} (`, count, ")"), list);
  }
  return el("section", { className: `check-group group-${key}`, attrs: { "data-group": key } }, el(`h${level}`, {}, `${heading} (`, count, ")"), list);
}

/** Category and status filters; they hide checks, update the counts and open a folded group chosen by status. */
function filters(container, report, counts, idPrefix) {
  const categorySelect = el(
    "select",
    { attrs: { id: `${idPrefix}filter-category` } },
    el("option", { attrs: { value: "" } }, "All categories"),
    ...report.categories.map((category) => el("option", { attrs: { value: category.name } }, category.score === null ? `${category.name} (not judged)` : `${category.name}: ${category.score}/100`)),
  );
  const statuses = [["", "All", report.categories.reduce((sum, category) => sum + category.checks.length, 0)], ...STATUS_FILTERS.filter(([key]) => counts[key] > 0).map(([key, label]) => [key, label, counts[key]])];
  const radios = statuses.map(([value, label, count]) =>
    el(
      "label",
      { className: "chip" },
      el("input", { attrs: { type: "radio", name: `${idPrefix}status`, value, checked: value === "" } }),
      ` ${label} (${count})`,
    ),
  );
  const shown = el("p", { className: "filter-result", attrs: { role: "status", "aria-live": "polite" } });
  const apply = () => {
    const category = categorySelect.value;
    const status = container.querySelector(`input[name="${idPrefix}status"]:checked`)?.value ?? "";
    let visible = 0;
    let total = 0;
    for (const item of container.querySelectorAll("li.check")) {
      total += 1;
      const match = (!category || item.dataset.category === category) && (!status || item.dataset.status === status);
      item.hidden = !match;
      if (match) visible += 1;
    }
    for (const box of container.querySelectorAll(".check-group")) {
      const inGroup = box.querySelectorAll("li.check:not([hidden])").length;
      box.hidden = inGroup === 0;
      box.querySelector(".group-count").textContent = String(inGroup);
      // A status chosen on purpose shows its checks, even those folded by default.
      if (box.tagName === "DETAILS" && status) box.open = true;
    }
    shown.textContent = category || status ? `Showing ${plural(visible, "check", "checks")} of ${total}.` : "";
  };
  categorySelect.addEventListener("change", apply);
  const form = el(
    "form",
    { className: "filters", attrs: { "aria-label": "Filter the checks" } },
    el("div", { className: "filter" }, el("label", { attrs: { for: `${idPrefix}filter-category` } }, "Category"), categorySelect),
    el("fieldset", { className: "filter" }, el("legend", {}, "Status"), el("div", { className: "chips" }, ...radios)),
  );
  form.addEventListener("change", apply);
  form.addEventListener("submit", (event) => event.preventDefault());
  return [form, shown];
}

/**
 * Every check of `report`, grouped by what to do about it, with filters. `level` is the heading level of
 * the section; `idPrefix` keeps ids unique on a page.
 */
export function checksSection(report, { level = 2, idPrefix = "" } = {}) {
  const all = report.categories.flatMap((category) => category.checks.map((check) => ({ check, category }))).map((entry, index) => ({ ...entry, index }));
  const counts = Object.fromEntries(STATUS_FILTERS.map(([key]) => [key, all.filter(({ check }) => check.status === key).length]));
  const toFix = all.filter(({ check }) => check.status === "fail" || check.status === "warn").sort((a, b) => b.check.impact - a.check.impact);
  // Fixes worth under a point are real but not priorities (scoring/fixes.ts): listed apart, folded.
  const major = toFix.filter(({ check }) => check.impact >= MIN_TOP_FIX_IMPACT);
  const minor = toFix.filter(({ check }) => check.impact < MIN_TOP_FIX_IMPACT);
  const home = report.pages?.[0]?.url;
  const items = (entries) => entries.map(({ check, category, index }) => checkItem(check, category, index, home));
  const of = (status) => all.filter(({ check }) => check.status === status);
  const tally = STATUS_FILTERS.filter(([key]) => counts[key] > 0).map(([key, label]) => `${counts[key]} ${label.toLowerCase()}`);
  const sub = Math.min(level + 1, 6);
  const container = el("section", { className: "checks-view", attrs: { "aria-labelledby": `${idPrefix}checks-title` } });
  const [form, shown] = filters(container, report, counts, idPrefix);
  // Groups that do not apply are null, and append() would write them as the text "null".
  const parts = [
    el(`h${level}`, { attrs: { id: `${idPrefix}checks-title` } }, "Checks"),
    el("p", { className: "hint" }, `${plural(all.length, "check", "checks")}: ${tally.join(", ")}. Failed checks and warnings come first, the largest gain first; snippets are skeletons filled with what the page already shows, so check every value before you publish it.`),
    form,
    shown,
    major.length > 0 ? group("fix", "To fix, largest gain first", items(major), sub) : el("p", { className: "no-fixes" }, minor.length === 0 ? "No fixes: every check that applies passed." : "No fix is worth a point or more."),
    minor.length > 0 ? group("minor", "", items(minor), sub, minor.length === 1 ? "Smaller fix, under a point" : "Smaller fixes, under a point each") : null,
    counts.neutral > 0 ? group("neutral", "Neutral: no verdict for this language", items(of("neutral")), sub) : null,
    counts.not_checked > 0 ? group("not-checked", "", items(of("not_checked")), sub, "Not checked: their inputs were not given") : null,
    counts.pass > 0 ? group("pass", "", items(of("pass")), sub, "Passed") : null,
  ];
  container.append(...parts.filter(Boolean));
  return container;
}

function fact(term, ...description) {
  return el("div", {}, el("dt", {}, term), el("dd", {}, ...description));
}

/** How and when the page was read. `site` is the scored site's address (omitted for pasted input). */
export function factsList(report, { site } = {}) {
  const page = report.page;
  const language = page.language_supported ? page.language : `${page.language} (no lexicon yet: language-sensitive checks get neutral credit)`;
  return el(
    "dl",
    { className: "facts" },
    site ? fact("Site", link(site, site)) : null,
    page.title ? fact("Page title", siteText(page.title, 200)) : null,
    fact("Page type", `${page.type} `, el("span", { className: "reason" }, "(", siteText(page.type_reason, 200), ")")),
    fact("Language", language),
    fact("Read with", READ_VIA[page.read_via] ?? page.read_via),
    fact("Words in the main content", String(page.word_count)),
    parityFact(report),
    page.truncated_at === null || page.truncated_at === undefined ? null : fact("Read up to", `${page.truncated_at} characters of HTML: the rest was not judged`),
    fact("Analyzed", `${dateTime(report.analyzed_at)} (${age(report.analyzed_at)})`),
    fact("Engine version", `${report.engine_version} `, el("a", { attrs: { href: "/methodology" } }, "(methodology)")),
  );
}

/** Whether an AI model knows the site from training alone, when the answer carries it. */
export function knowledgeLine(knowledge) {
  if (!knowledge) return null;
  const verdict = knowledge.recognized_by_ai ? "An AI model recognizes this site from its training alone" : "An AI model does not recognize this site from its training alone";
  return el("p", { className: "knowledge" }, el("strong", {}, "AI knowledge: "), `${verdict}. `, siteText(knowledge.detail));
}

/** Category bars with band words, then checks that could not run, then what each AI crawler gets (live analyses). */
export function categoryOverview(report, { level = 3, linkFor } = {}) {
  const warnings = report.warnings.length
    ? el("p", { className: "hint" }, `${plural(report.warnings.length, "check", "checks")} could not run and ${report.warnings.length === 1 ? "was" : "were"} left out of the score: `, siteText(report.warnings.join("; "), 600))
    : null;
  return el("div", { className: "category-overview" }, el(`h${level}`, {}, "Category scores"), categoryBars(report.category_scores, linkFor), warnings, crawlerAccessView(report, { level }));
}

/** A button that saves `value` as a JSON file (for a report that has no address of its own, such as a paste). */
export function jsonDownloadButton(value, filename) {
  const button = el("button", { className: "secondary", attrs: { type: "button" } }, "Download JSON");
  button.addEventListener("click", () => {
    const address = URL.createObjectURL(new Blob([JSON.stringify(value, null, 2)], { type: "application/json" }));
    const anchor = el("a", { attrs: { href: address, download: filename } });
    document.body.append(anchor);
    anchor.click();
    anchor.remove();
    setTimeout(() => URL.revokeObjectURL(address), 10_000);
  });
  return button;
}

/** A print or save-as-PDF button; printing unfolds every folded group so the PDF holds the whole report. */
export function printButton() {
  const button = el("button", { className: "secondary", attrs: { type: "button" } }, "Print or save as PDF");
  button.addEventListener("click", () => window.print());
  return button;
}

let unfolded = [];
window.addEventListener("beforeprint", () => {
  unfolded = [...document.querySelectorAll(".checks-view details:not([open]), .pages-view details:not([open]), .history-table:not([open])")];
  for (const box of unfolded) box.open = true;
});
window.addEventListener("afterprint", () => {
  for (const box of unfolded) box.open = false;
  unfolded = [];
});

