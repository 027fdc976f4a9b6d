// What each AI crawler gets (the report's crawler_access): a table of every crawler with what robots.txt and
// the page declare for it and what the server gave its own fetch of the home page. Every colour has its
// words beside it; on a phone each row stands as a card that names its fields, so nothing scrolls sideways. Text from the scored
// site (a robots.txt rule, a directive, a price) is inserted as text.
import { el, siteText } from "./dom.js";

const ROLES = { search: "Search", user: "User-triggered", training: "Training" };

/** What the server gave a crawler, in words, and its colour: a block is red where it costs points. */
const OUTCOMES = {
  same: ["Gets the page", "pass"],
  unverified: ["Gets a page", "neutral"],
  different: ["Other content", "warn"],
  thin: ["Thin page", "fail"],
  challenge: ["Challenged", "fail"],
  refused: ["Refused", "fail"],
  payment: ["Asked to pay", "fail"],
  redirect: ["Sent elsewhere", "fail"],
  error: ["Error", "fail"],
  timeout: ["No answer", "fail"],
  unreachable: ["No answer", "fail"],
  "robots-only": ["robots.txt only", "not_checked"],
  "not-probed": ["Not fetched", "not_checked"],
};

const DECLARED = { allowed: ["Allowed", "pass"], limited: ["Limited", "warn"], blocked: ["Blocked", "fail"] };

const ROBOTS = {
  "no-robots-txt": "No robots.txt: allowed.",
  unreadable: "robots.txt could not be read: crawlers must assume the whole site is disallowed.",
  "not-read": "robots.txt was not read.",
};

/** A training crawler kept out costs nothing: its colour says information, not a fault. */
function tone(colour, row) {
  return row.role === "training" && (colour === "fail" || colour === "warn") ? "neutral" : colour;
}

/**
 * A cell's column name, shown in the cell itself on a phone, where the rows stand as cards and the column
 * headers are not shown (style.css); a real text, so a screen reader reads it there too.
 */
function cell(label, ...children) {
  return el("td", { attrs: { role: "cell" } }, el("span", { className: "cell-label" }, label), ...children);
}

function badge(words, colour) {
  return el("span", { className: `badge ${colour}` }, words);
}

function declaredCell(row) {
  const [words, colour] = DECLARED[row.declared] ?? [row.declared, "neutral"];
  const rule = row.robots_rule
    ? el("p", {}, "robots.txt: ", el("code", {}, siteText(row.robots_rule, 200)), row.robots_group === "own" ? " in its own group" : " in the User-agent: * group")
    : el("p", {}, ROBOTS[row.robots] ?? "robots.txt: no rule matches this page, so it is allowed.");
  const signals = row.signals.length > 0 ? el("ul", { className: "crawler-signals" }, ...row.signals.map((signal) => el("li", {}, siteText(signal, 200)))) : null;
  return cell("Declared", badge(words, tone(colour, row)), rule, signals);
}

function effectiveCell(row) {
  const [words, colour] = OUTCOMES[row.effective] ?? [row.effective, "neutral"];
  const notes = [];
  if (row.contradiction) notes.push(el("p", { className: "contradiction" }, el("strong", {}, "Contradiction: "), "robots.txt lets it in, but the server turns it away."));
  if (row.unconfirmed) notes.push(el("p", { className: "hint" }, "Not counted: servers often refuse copies of this crawler sent from other addresses than its own, so the real one may get through."));
  if (row.role === "training" && colour !== "pass" && colour !== "not_checked") notes.push(el("p", { className: "hint" }, "A training crawler: keeping it out costs nothing."));
  return cell("What the server gave it", badge(words, row.unconfirmed ? "warn" : tone(colour, row)), el("p", {}, siteText(row.evidence, 400)), ...notes);
}

function summary(access) {
  const fetched = access.crawlers.filter((row) => row.effective !== "robots-only" && row.effective !== "not-probed");
  const served = fetched.filter((row) => row.effective === "same" || row.effective === "unverified");
  const kept = fetched.filter((row) => !served.includes(row));
  const contradictions = access.crawlers.filter((row) => row.contradiction).map((row) => row.token);
  const parts = [`Fetched as each of the ${fetched.length} crawlers that send a user-agent string of their own: ${served.length} got the page${access.baseline.compared ? " our own fetch got" : ""}`];
  parts.push(kept.length > 0 ? `; ${kept.length} did not (${kept.map((row) => row.token).join(", ")}).` : ".");
  if (!access.baseline.compared) parts.push(" Our own plain fetch was walled off, so their pages were not compared with it.");
  if (contradictions.length > 0) parts.push(` robots.txt lets ${contradictions.join(", ")} in, but the server turns ${contradictions.length === 1 ? "it" : "them"} away.`);
  return el("p", { className: "crawler-summary" }, parts.join(""));
}

/** The crawler matrix of `report`, or null when the crawlers were not fetched as (pasted input, a local file). */
export function crawlerAccessView(report, { level = 3 } = {}) {
  const access = report.crawler_access;
  if (!access) return null;
  const rows = access.crawlers.map((row) =>
    el(
      "tr",
      { className: `crawler-row role-${row.role}`, attrs: { role: "row", "data-token": row.token, "data-effective": row.effective } },
      el("th", { attrs: { scope: "row", role: "rowheader" } }, el("span", { className: "crawler-token" }, row.token), " ", el("span", { className: "crawler-operator" }, row.operator)),
      cell("Role", ROLES[row.role] ?? row.role),
      declaredCell(row),
      effectiveCell(row),
    ),
  );
  return el(
    "section",
    { className: "crawler-access", attrs: { "aria-labelledby": "crawler-access-title" } },
    el(`h${level}`, { attrs: { id: "crawler-access-title" } }, "What each AI crawler gets"),
    summary(access),
    el("p", { className: "hint" }, access.note),
    el(
      "table",
      // Explicit roles: the phone layout shows rows as blocks, which would otherwise drop the table's semantics.
      { className: "crawler-table", attrs: { role: "table" } },
      el("caption", {}, "Each crawler: what robots.txt and the page declare for it, and what the server gave its fetch of the home page"),
      el("thead", { attrs: { role: "rowgroup" } }, el("tr", { attrs: { role: "row" } }, ...["Crawler", "Role", "Declared", "What the server gave it"].map((name) => el("th", { attrs: { scope: "col", role: "columnheader" } }, name)))),
      el("tbody", { attrs: { role: "rowgroup" } }, ...rows),
    ),
  );
}
