// The public report page: reads the domain from its path, fetches /api/report/<domain> and shows it
// through the shared report view (lib/report-view.js): score gauge, category bars, every check with
// filters, the score history, and how the page was read; with "Analyze again" once the analysis is over
// an hour old, "Download JSON" and printing. A domain never analyzed gets an offer to analyze it.
// Everything from the scored site is inserted as text, never as HTML.
import { requestAnalysis } from "./lib/analyze.js";
import { byId, el, siteText } from "./lib/dom.js";
import { age, dateTime } from "./lib/format.js";
import { historyChart } from "./lib/history-chart.js";
import { categoryOverview, categorySlug, checksSection, factsList, knowledgeLine, printButton } from "./lib/report-view.js";
import { pagesSection } from "./lib/pages-view.js";
import { scoreBlock } from "./lib/scores.js";

/** An analysis older than this may be asked for again (the home page's own cache keeps it a day). */
const AGAIN_AFTER_MS = 60 * 60_000;

const status = byId("status");

function domainFromPath() {
  try {
    return decodeURIComponent(location.pathname.split("/")[2] ?? "");
  } catch {
    return "";
  }
}

function say(box, text, isError = false) {
  box.textContent = text;
  box.classList.toggle("error", isError);
  box.hidden = false;
}

async function analyzeAgain(domain, previous, button) {
  const message = byId("again-message");
  message.hidden = true;
  button.disabled = true;
  // refresh: the Worker passes its cache for a result over an hour old (a fresh analysis under the usual limits).
  const outcome = await requestAnalysis({ url: domain, refresh: true }, byId("again-progress"));
  button.disabled = false;
  if (!outcome.ok) return say(message, outcome.message, true);
  if (outcome.result.analyzed_at === previous.analyzed_at) {
    return say(
      message,
      `This is still the latest analysis (${age(previous.analyzed_at)}): a site can be analyzed again once its latest analysis is an hour old.`,
    );
  }
  await load(domain);
  say(byId("again-message"), `Analyzed again just now: the score is ${outcome.result.score}/100.`);
}

/** Analyze again (when the analysis is over an hour old), Download JSON, Print. */
function actions(domain, report) {
  const buttons = [];
  if (Date.now() - Date.parse(report.analyzed_at) > AGAIN_AFTER_MS) {
    const again = el("button", { attrs: { type: "button", id: "analyze-again" } }, "Analyze again");
    again.addEventListener("click", () => analyzeAgain(domain, report, again));
    buttons.push(again);
  }
  buttons.push(
    el("a", { className: "button secondary", attrs: { href: `/api/report/${encodeURIComponent(domain)}`, download: `${domain}-citable-report.json`, id: "download-json" } }, "Download JSON"),
    printButton(),
  );
  return buttons;
}

function render(domain, report) {
  document.title = `${report.url} AEO readiness: ${report.score}/100, grade ${report.grade} · Citable`;
  byId("title").textContent = `AEO readiness report: ${report.url}`;
  byId("crumb-current").textContent = `${report.url} report`;
  const block = scoreBlock(report.score, report.grade);
  block.id = "overview-score";
  byId("overview-score").replaceWith(block);
  byId("summary").replaceChildren(siteText(report.summary, 800));
  byId("analyzed").textContent = `Analyzed ${dateTime(report.analyzed_at)} (${age(report.analyzed_at)}).`;
  byId("actions").replaceChildren(...actions(domain, report));
  byId("overview-more").replaceChildren(
    ...[knowledgeLine(report.ai_knowledge), categoryOverview(report, { level: 3, linkFor: (name) => `#${categorySlug(name)}` }), factsList(report, { site: `https://${report.url}/` })].filter(Boolean),
  );
  byId("history").replaceChildren(historyChart(report.history, report.engine_version, { score: report.score, at: report.analyzed_at, engine_version: report.engine_version }));
  byId("checks-section").replaceChildren(...[pagesSection(report, { level: 2 }), checksSection(report, { level: 2 })].filter(Boolean));
  // Category links of the bars lead to the checks filtered by that category.
  for (const anchor of byId("overview-more").querySelectorAll(".bars a")) {
    anchor.addEventListener("click", (event) => {
      event.preventDefault();
      const select = byId("filter-category");
      select.value = report.categories.find((category) => `#${categorySlug(category.name)}` === anchor.getAttribute("href"))?.name ?? "";
      select.dispatchEvent(new Event("change", { bubbles: true }));
      byId("checks-title").scrollIntoView();
      select.focus();
    });
  }
  status.textContent = "";
  for (const id of ["overview", "history-section", "checks-section"]) byId(id).hidden = false;
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
    if (!response.ok) {
      // The body is read even when unused, so the request does not stay open.
      await response.body?.cancel().catch(() => {});
      if (response.status === 404) return offerAnalysis(domain);
      status.textContent = response.status === 400 ? "That is not a valid domain. Score a site on the home page." : "The report could not be loaded. Please reload in a minute.";
      return;
    }
    render(domain, await response.json());
  } catch {
    status.textContent = "Could not reach Citable. Check your connection and reload.";
  }
}

const domain = domainFromPath();
byId("title").tabIndex = -1;
if (domain) load(domain);
else status.replaceChildren("No site is named in this address. ", el("a", { attrs: { href: "/" } }, "Score a site"), " to get its report.");
