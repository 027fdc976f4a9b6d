// The score gauge, grade and category bars, shared by the home page and the report page. Every colour
// comes with words beside it (never colour alone), and every colour meets WCAG AA on white.
import { el } from "./dom.js";

const SVG = "http://www.w3.org/2000/svg";

/**
 * Score bands, as the checks' own statuses (scoring/weights.ts STATUS_THRESHOLDS: pass at 90%, warn from
 * 50%) and as Lighthouse colours its scores: the page talks to the Worker over HTTP only, so they are repeated.
 */
const BANDS = [
  { min: 90, name: "good", words: "Good" },
  { min: 50, name: "average", words: "Needs work" },
  { min: 0, name: "poor", words: "Poor" },
];

/** What each grade means, in words beside the letter. */
const GRADE_WORDS = { A: "Ready for AI answer engines", B: "Mostly ready", C: "Partly ready", D: "Barely ready", F: "Not ready" };

export const bandOf = (score) => BANDS.find((band) => score >= band.min) ?? BANDS.at(-1);
export const gradeClass = (grade) => `grade grade-${String(grade).toLowerCase()}`;
export const gradeWords = (grade) => GRADE_WORDS[grade] ?? "";

function svg(tag, attrs) {
  const node = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, String(value));
  return node;
}

/** The gauge ring: a circle whose drawn length is the score (presentation attributes, allowed by the CSP). */
function ring(score) {
  const radius = 52;
  const length = 2 * Math.PI * radius;
  const drawn = (Math.max(0, Math.min(100, score)) / 100) * length;
  const node = svg("svg", { viewBox: "0 0 120 120", class: "gauge-ring", "aria-hidden": "true", focusable: "false" });
  node.append(
    svg("circle", { cx: 60, cy: 60, r: radius, class: "gauge-track" }),
    svg("circle", { cx: 60, cy: 60, r: radius, class: "gauge-arc", "stroke-dasharray": `${drawn.toFixed(2)} ${length.toFixed(2)}`, transform: "rotate(-90 60 60)" }),
  );
  return node;
}

/** Score in a ring coloured by its band, the grade, and what the grade means. */
export function scoreBlock(score, grade) {
  const band = bandOf(score);
  return el(
    "div",
    { className: `score-block band-${band.name}` },
    el(
      "div",
      { className: "gauge" },
      ring(score),
      el("p", { className: "score" }, el("span", { className: "score-value" }, String(score)), el("span", { className: "score-max" }, "/100")),
    ),
    el("div", { className: "grade-box" }, el("p", { className: gradeClass(grade) }, `Grade ${grade}`), el("p", { className: "grade-words" }, gradeWords(grade))),
  );
}

/** One bar per category that applies (absent categories did not apply to the page type), coloured and worded by band. */
export function categoryBars(categoryScores, linkFor) {
  return el(
    "ul",
    { className: "bars" },
    ...Object.entries(categoryScores).map(([name, score]) => {
      const band = bandOf(score);
      const fill = el("span", { className: "bar-fill" });
      // A CSSOM width, not a style attribute: the CSP (style-src 'self') refuses inline style attributes.
      fill.style.width = `${Math.max(0, Math.min(100, score))}%`;
      const label = linkFor ? el("a", { attrs: { href: linkFor(name) } }, name) : name;
      return el(
        "li",
        { className: `band-${band.name}` },
        el("span", { className: "bar-name" }, label),
        el("span", { className: "bar", attrs: { "aria-hidden": "true" } }, fill),
        el("span", { className: "bar-value" }, `${score}`, el("span", { className: "visually-hidden" }, " out of 100,"), el("span", { className: "bar-words" }, ` ${band.words}`)),
      );
    }),
  );
}
