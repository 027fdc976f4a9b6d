// Render parity on the report page: words of main text a crawler without JavaScript reads against what a
// browser shows, coloured by the server-rendered-content check's verdict and labelled in words, with a
// sample of the text only the browser shows; or why it was not measured. Inserted as text only.
import { el, siteText } from "./dom.js";

/** The verdict of the check that judges render parity, in words beside its colour. */
const VERDICT_WORDS = {
  pass: "Same text",
  warn: "Part only in a browser",
  fail: "Most only in a browser",
};

const words = (count) => `${count.toLocaleString("en")} word${count === 1 ? "" : "s"}`;

function verdictOf(report) {
  const check = report.categories.flatMap((category) => category.checks).find((item) => item.id === "server-rendered-content");
  return check && VERDICT_WORDS[check.status] ? check.status : null;
}

/** A row of the report's facts list (`<div><dt><dd>`), or null for a report made before render parity was measured. */
export function parityFact(report) {
  const parity = report.render_parity;
  if (!parity) return null;
  const term = el("dt", {}, "Without JavaScript");
  if (!parity.measured) return el("div", { className: "parity" }, term, el("dd", { className: "reason" }, parity.detail));
  const verdict = parity.reason === "compared" ? verdictOf(report) : null;
  const share = parity.ratio === null ? "" : ` (${Math.round(parity.ratio * 100)}%)`;
  return el(
    "div",
    { className: "parity" },
    term,
    el(
      "dd",
      {},
      verdict ? el("span", { className: `badge ${verdict}` }, VERDICT_WORDS[verdict]) : null,
      verdict ? " " : null,
      el("span", { className: "parity-numbers" }, `${words(parity.plain_words)} of main text for crawlers that run no JavaScript; ${words(parity.rendered_words)} in a browser${share}`),
      parity.reason === "compared" ? null : el("span", { className: "reason" }, " ", parity.detail),
      parity.browser_only_sample ? el("span", { className: "parity-sample" }, el("span", { className: "label" }, "Only in the browser: "), "“", siteText(parity.browser_only_sample, 300), "”") : null,
    ),
  );
}
