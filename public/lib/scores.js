// The score, grade and category bars, shared by the home page and the report page.
import { el } from "./dom.js";

export const gradeClass = (grade) => `grade grade-${String(grade).toLowerCase()}`;

export function scoreBlock(score, grade) {
  return el(
    "div",
    { className: "score-block" },
    el("p", { className: "score" }, el("span", { className: "score-value" }, String(score)), el("span", { className: "score-max" }, "/100")),
    el("p", { className: gradeClass(grade) }, `Grade ${grade}`),
  );
}

/** One bar per category that applies (absent categories did not apply to the page type). */
export function categoryBars(categoryScores, linkFor) {
  return el(
    "ul",
    { className: "bars" },
    ...Object.entries(categoryScores).map(([name, score]) => {
      const fill = el("span", { className: "bar-fill" });
      // A CSSOM width, not a style attribute: the CSP (style-src 'self') refuses inline style attributes.
      fill.style.width = `${Math.max(0, Math.min(100, score))}%`;
      const label = linkFor ? el("a", { attrs: { href: linkFor(name) } }, name) : name;
      return el(
        "li",
        {},
        el("span", { className: "bar-name" }, label),
        el("span", { className: "bar", attrs: { "aria-hidden": "true" } }, fill),
        el("span", { className: "bar-value" }, `${score}`, el("span", { className: "visually-hidden" }, " out of 100")),
      );
    }),
  );
}
