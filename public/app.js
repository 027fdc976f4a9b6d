// Home page: score a website address, pasted HTML or pasted text through POST /api/analyze and show the
// result in place. Everything that comes from a scored site is inserted as text, never as HTML.
import { requestAnalysis } from "./lib/analyze.js";
import { byId, clip, el, link, siteText } from "./lib/dom.js";
import { age, shortDate } from "./lib/format.js";
import { categoryOverview, checksSection, factsList, jsonDownloadButton, knowledgeLine, printButton } from "./lib/report-view.js";
import { namedPage, pagesRead } from "./lib/pages-view.js";
import { categoryBars, scoreBlock } from "./lib/scores.js";

const tabs = [...document.querySelectorAll('[role="tab"]')];
const progress = byId("progress");
const errorBox = byId("error");
const result = byId("result");

/** WAI-ARIA tabs: arrows, Home and End move between tabs; only the selected tab is in the tab order. */
function selectTab(tab, focus) {
  for (const other of tabs) {
    const selected = other === tab;
    other.setAttribute("aria-selected", String(selected));
    other.tabIndex = selected ? 0 : -1;
    byId(other.getAttribute("aria-controls")).hidden = !selected;
  }
  if (focus) tab.focus();
}

const TAB_KEYS = { ArrowRight: 1, ArrowLeft: -1, Home: "first", End: "last" };

for (const tab of tabs) {
  tab.addEventListener("click", () => selectTab(tab, false));
  tab.addEventListener("keydown", (event) => {
    const move = TAB_KEYS[event.key];
    if (move === undefined) return;
    event.preventDefault();
    const index = move === "first" ? 0 : move === "last" ? tabs.length - 1 : (tabs.indexOf(tab) + move + tabs.length) % tabs.length;
    selectTab(tabs[index], true);
  });
}

function titleOf(data) {
  if (data.input === "url") return data.url;
  if (data.input === "html") return data.url ? `Pasted HTML for ${clip(data.url, 120)}` : "Pasted HTML";
  return "Pasted text";
}

function freshnessLine(data) {
  if (data.input !== "url") return "Scored just now. Nothing was fetched or stored.";
  if (!data.cached) return "Analyzed just now.";
  return `From cache: analyzed ${age(data.analyzed_at)}. Cached results are free; the site is analyzed again 24 hours after the last analysis.`;
}

function changeLine(change) {
  if (!change) return null;
  const direction = change.delta > 0 ? `Up ${change.delta}` : `Down ${-change.delta}`;
  return el("p", { className: "change" }, `${direction} point${Math.abs(change.delta) === 1 ? "" : "s"} since the previous analysis on ${shortDate(change.since)} (then ${change.previous_score}).`);
}

function fixesList(fixes) {
  if (fixes.length === 0) return el("p", {}, "No fixes: every check that applies passed.");
  return el(
    "ol",
    { className: "top-fixes" },
    ...fixes.map((fix) => el("li", {}, el("strong", {}, siteText(fix.title, 200)), fix.fix ? el("span", { className: "fix-text" }, siteText(fix.fix)) : null)),
  );
}

/**
 * Pasted input with its full report (every check, its evidence, fix and snippet; "not checked" where the
 * paste did not hold the input), through the same view as the report page.
 */
function fullPasteReport(data) {
  const report = data.report;
  return [
    el("div", { className: "actions" }, jsonDownloadButton(report, `citable-pasted-${data.input}.json`), printButton()),
    categoryOverview(report, { level: 3 }),
    checksSection(report, { level: 3, idPrefix: "paste-" }),
    el("h3", {}, "How the input was read"),
    factsList(report),
  ];
}

/** The top fixes and the link to the full report (a website), or the top fixes alone (a paste answered without its report). */
function shortResult(data) {
  const report = data.full_report
    ? el("p", { className: "report-link" }, link(data.full_report, `Full report for ${data.url}: every check, why it matters, and fixes with ready-to-paste code`))
    : null;
  return [el("h3", {}, "Category scores"), categoryBars(data.category_scores), el("h3", {}, "Top fixes"), fixesList(data.top_fixes), ...(pagesRead(data.pages) ?? []), ...(namedPage(data.named_page) ?? []), report];
}

function show(data) {
  // Lines that do not apply (no score change, no AI knowledge, no report for pasted input) are null.
  const parts = [
    el("h2", { attrs: { id: "result-title" } }, siteText(titleOf(data), 160)),
    scoreBlock(data.score, data.grade),
    el("p", { className: "meta" }, freshnessLine(data)),
    changeLine(data.score_change),
    el("p", { className: "summary" }, siteText(data.summary, 800)),
    knowledgeLine(data.ai_knowledge),
    ...(data.input !== "url" && data.report ? fullPasteReport(data) : shortResult(data)),
  ];
  result.replaceChildren(...parts.filter(Boolean));
  result.hidden = false;
  result.focus();
}

function fail(message) {
  errorBox.textContent = message;
  errorBox.hidden = false;
}

/** The request body of a form, or a sentence saying what is missing. */
function bodyOf(form) {
  const value = (name) => form.elements.namedItem(name)?.value ?? "";
  if (form.id === "form-url") return value("url").trim() ? { url: value("url").trim() } : "Enter a domain such as example.com or a full address.";
  if (form.id === "form-html") {
    if (!value("html").trim()) return "Paste a page's HTML first.";
    return value("url").trim() ? { html: value("html"), url: value("url").trim() } : { html: value("html") };
  }
  return value("text").trim() ? { text: value("text") } : "Paste some text first.";
}

async function submit(event) {
  event.preventDefault();
  const form = event.currentTarget;
  errorBox.hidden = true;
  const body = bodyOf(form);
  if (typeof body === "string") {
    fail(body);
    form.querySelector("input, textarea")?.focus();
    return;
  }
  result.hidden = true;
  const buttons = document.querySelectorAll('form button[type="submit"]');
  for (const button of buttons) button.disabled = true;
  result.setAttribute("aria-busy", "true");
  const outcome = await requestAnalysis(body, progress);
  for (const button of buttons) button.disabled = false;
  result.removeAttribute("aria-busy");
  if (outcome.ok) show(outcome.result);
  else fail(outcome.message);
}

for (const form of document.querySelectorAll("form.panel")) form.addEventListener("submit", submit);

// /?url=example.com (the report page's "analyze" link) fills the address in; it never starts an analysis by itself.
const preset = new URLSearchParams(location.search).get("url");
if (preset) byId("url").value = clip(preset, 2048);
