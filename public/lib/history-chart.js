// The score history as a small SVG line chart, with the same numbers in a table for screen readers and
// for anyone who prefers them. Built with DOM calls, no markup strings.
//
// GET /api/report/:domain gives the history of human-initiated analyses (the home page) and the latest
// report, which may come from an agent's request or a scheduled refresh: that one is drawn apart, as a
// square with its own legend entry (shape and words, not colour alone), and never joins the line, as
// score_change counts human-initiated analyses only.
import { el } from "./dom.js";
import { dateTime, shortDate } from "./format.js";

const SVG = "http://www.w3.org/2000/svg";
const WIDTH = 640;
const HEIGHT = 200;
const PAD = { left: 36, right: 16, top: 12, bottom: 30 };
const GRID = [0, 25, 50, 75, 100];
const HUMAN = "Started from Citable's home page";
const OTHER = "Through the API (an AI agent) or a scheduled refresh";

function svg(tag, attrs, ...children) {
  const node = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, String(value));
  node.append(...children);
  return node;
}

function table(points) {
  return el(
    "details",
    { className: "history-table" },
    el("summary", {}, "Show the scores as a table"),
    el(
      "table",
      {},
      el("thead", {}, el("tr", {}, el("th", { attrs: { scope: "col" } }, "Analyzed"), el("th", { attrs: { scope: "col" } }, "Score"), el("th", { attrs: { scope: "col" } }, "Started"))),
      el("tbody", {}, ...points.map((point) => el("tr", {}, el("td", {}, dateTime(point.at)), el("td", {}, String(point.score)), el("td", {}, point.human ? HUMAN : OTHER)))),
    ),
  );
}

function legend(hasOther) {
  const key = (shape, words) => el("li", {}, el("span", { className: `legend-mark ${shape}`, attrs: { "aria-hidden": "true" } }), words);
  return el("ul", { className: "history-legend" }, key("circle", HUMAN), hasOther ? key("square", OTHER) : null);
}

/**
 * `history` (human-initiated, oldest first) and `latest` ({ score, at, engine_version } of the report
 * shown); only entries of `engineVersion` are drawn (other versions do not compare).
 */
export function historyChart(history, engineVersion, latest) {
  const human = history.filter((entry) => entry.engine_version === engineVersion).map((entry) => ({ ...entry, human: true }));
  const older = history.length - human.length;
  const latestIsHuman = !latest || history.some((entry) => entry.at === latest.at);
  const other = latestIsHuman || latest.engine_version !== engineVersion ? null : { ...latest, human: false };
  const points = [...human, ...(other ? [other] : [])].sort((a, b) => a.at.localeCompare(b.at));
  const note = older > 0 ? el("p", { className: "hint" }, `${older} earlier ${older === 1 ? "analysis" : "analyses"} under another engine version ${older === 1 ? "is" : "are"} left out: their scores do not compare.`) : null;
  const intro = other
    ? el(
        "p",
        {},
        human.length === 0 ? "No analyses started from Citable's home page yet. " : "",
        `The analysis of ${shortDate(other.at)} shown in this report was requested through Citable's API (by an AI agent, for example) or made by a scheduled refresh. Analyses started from the home page are charted too, and only they count for the score change.`,
      )
    : null;
  if (points.length === 0) {
    return el("div", {}, el("p", {}, "No analyses started from Citable's home page yet. Each one is charted here, so the score can be followed over time."), note);
  }
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const x = (index) => PAD.left + (points.length === 1 ? plotWidth / 2 : (index * plotWidth) / (points.length - 1));
  const y = (score) => PAD.top + ((100 - score) / 100) * plotHeight;
  const first = points[0];
  const last = points.at(-1);
  const humanPoints = points.map((point, index) => ({ point, index })).filter(({ point }) => point.human);
  const label = `Score history: ${points.length} ${points.length === 1 ? "analysis" : "analyses"} from ${shortDate(first.at)} to ${shortDate(last.at)}${other ? ` (${human.length} started from the home page)` : ""}; latest score ${last.score}.`;
  const mark = ({ point, index }) => {
    const title = svg("title", {}, `${point.score} on ${dateTime(point.at)}: ${point.human ? HUMAN.toLowerCase() : OTHER.toLowerCase()}`);
    return point.human
      ? svg("circle", { cx: x(index), cy: y(point.score), r: 4.5, class: "point" }, title)
      : svg("rect", { x: x(index) - 5, y: y(point.score) - 5, width: 10, height: 10, class: "point other" }, title);
  };
  const chart = svg(
    "svg",
    { viewBox: `0 0 ${WIDTH} ${HEIGHT}`, role: "img", "aria-label": label, class: "history-chart" },
    ...GRID.flatMap((score) => [
      svg("line", { x1: PAD.left, x2: WIDTH - PAD.right, y1: y(score), y2: y(score), class: "grid" }),
      svg("text", { x: PAD.left - 8, y: y(score) + 4, "text-anchor": "end", class: "axis" }, String(score)),
    ]),
    humanPoints.length > 1 ? svg("polyline", { points: humanPoints.map(({ point, index }) => `${x(index)},${y(point.score)}`).join(" "), class: "line" }) : "",
    ...points.map((point, index) => mark({ point, index })),
    svg("text", { x: x(0), y: HEIGHT - 8, "text-anchor": points.length === 1 ? "middle" : "start", class: "axis" }, shortDate(first.at)),
    points.length > 1 ? svg("text", { x: x(points.length - 1), y: HEIGHT - 8, "text-anchor": "end", class: "axis" }, shortDate(last.at)) : "",
  );
  return el("div", {}, intro, chart, legend(Boolean(other)), table(points), note);
}
