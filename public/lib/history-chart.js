// The score history of human-initiated analyses as a small SVG line chart, with the same numbers in a
// table for screen readers and for anyone who prefers them. Built with DOM calls, no markup strings.
import { el } from "./dom.js";
import { dateTime, shortDate } from "./format.js";

const SVG = "http://www.w3.org/2000/svg";
const WIDTH = 640;
const HEIGHT = 200;
const PAD = { left: 36, right: 16, top: 12, bottom: 30 };
const GRID = [0, 25, 50, 75, 100];

function svg(tag, attrs, ...children) {
  const node = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, String(value));
  node.append(...children);
  return node;
}

function table(entries) {
  return el(
    "details",
    { className: "history-table" },
    el("summary", {}, "Show the scores as a table"),
    el(
      "table",
      {},
      el("thead", {}, el("tr", {}, el("th", { attrs: { scope: "col" } }, "Analyzed"), el("th", { attrs: { scope: "col" } }, "Score"))),
      el("tbody", {}, ...entries.map((entry) => el("tr", {}, el("td", {}, dateTime(entry.at)), el("td", {}, String(entry.score))))),
    ),
  );
}

/** `history` is oldest first; only entries of `engineVersion` are drawn (other versions do not compare). */
export function historyChart(history, engineVersion) {
  const entries = history.filter((entry) => entry.engine_version === engineVersion);
  const older = history.length - entries.length;
  const note = older > 0 ? el("p", { className: "hint" }, `${older} earlier analysis(es) under another engine version are left out: their scores do not compare.`) : null;
  if (entries.length === 0) {
    return el("div", {}, el("p", {}, "No analyses started from Citable's home page yet. Each one is charted here, so the score can be followed over time."), note);
  }
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const x = (index) => PAD.left + (entries.length === 1 ? plotWidth / 2 : (index * plotWidth) / (entries.length - 1));
  const y = (score) => PAD.top + ((100 - score) / 100) * plotHeight;
  const first = entries[0];
  const last = entries.at(-1);
  const label = `Score history: ${entries.length} analys${entries.length === 1 ? "is" : "es"} from ${shortDate(first.at)} to ${shortDate(last.at)}; latest score ${last.score}.`;
  const chart = svg(
    "svg",
    { viewBox: `0 0 ${WIDTH} ${HEIGHT}`, role: "img", "aria-label": label, class: "history-chart" },
    ...GRID.flatMap((score) => [
      svg("line", { x1: PAD.left, x2: WIDTH - PAD.right, y1: y(score), y2: y(score), class: "grid" }),
      svg("text", { x: PAD.left - 8, y: y(score) + 4, "text-anchor": "end", class: "axis" }, String(score)),
    ]),
    svg("polyline", { points: entries.map((entry, index) => `${x(index)},${y(entry.score)}`).join(" "), class: "line" }),
    ...entries.map((entry, index) => svg("circle", { cx: x(index), cy: y(entry.score), r: 4.5, class: "point" }, svg("title", {}, `${entry.score} on ${dateTime(entry.at)}`))),
    svg("text", { x: x(0), y: HEIGHT - 8, "text-anchor": entries.length === 1 ? "middle" : "start", class: "axis" }, shortDate(first.at)),
    entries.length > 1 ? svg("text", { x: x(entries.length - 1), y: HEIGHT - 8, "text-anchor": "end", class: "axis" }, shortDate(last.at)) : "",
  );
  return el("div", {}, chart, table(entries), note);
}
