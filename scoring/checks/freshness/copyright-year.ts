// A footer copyright year older than last year: a small sign of neglect, never a freshness signal on its own.
import { defineCheck, partial, pass, skip } from "../../check.ts";
import { classOf, isInside, textOf } from "../../derive/dom.ts";

/** A class list with "footer" or "site-footer" (as a selector matches a class: one whitespace-separated token). */
const FOOTER_CLASS = /(?:^|\s)(?:site-)?footer(?:$|\s)/;
/** "© 2019", "(c) 2015-2024", "Copyright 2015 – 2024", "©2024": the last year of a range counts. */
const COPYRIGHT_YEAR = /(?:©|\(c\)|copyright)\s{0,3}(?:(?:19|20)\d\d\s{0,3}[-–—]\s{0,3})?((?:19|20)\d\d)(?!\d)/giu;
const FOOTER_TEXT_CHARS = 5_000;
/** A stale year reads as an abandoned site to people; engines do not date content by it. */
const STALE = 0.6;

/** Where a footer is marked without a <footer> element: [role="contentinfo"], #footer, .footer, .site-footer. */
function marksFooter(element: Element): boolean {
  // Most elements carry no attribute at all, which linkedom tells without searching their attributes.
  if (!element.hasAttributes()) return false;
  return element.getAttribute("role") === "contentinfo" || element.getAttribute("id") === "footer" || FOOTER_CLASS.test(classOf(element));
}

const TEMPLATE: ReadonlySet<string> = new Set(["TEMPLATE"]);

/**
 * The last element marked as a footer, as document.querySelectorAll lists them (template contents left
 * out). Read from the end of the element index: the site footer closes the page, so the search is short.
 */
export function lastMarkedFooter(all: readonly Element[]): Element | undefined {
  for (let at = all.length - 1; at >= 0; at--) {
    const element = all[at]!;
    if (marksFooter(element) && !(element.parentElement && isInside(element.parentElement, TEMPLATE))) return element;
  }
  return undefined;
}

export default defineCheck({
  id: "copyright-year",
  category: "Freshness Signals",
  title: { pass: "The footer's copyright year is current", fail: "The footer's copyright year is out of date" },
  why: "A years-old copyright reads as an abandoned site; it says nothing about the content's own date, so it weighs next to nothing.",
  source: "Google Search Central, influence your byline dates (a page shows its date prominently; a footer year is not one)",
  weight: 2,
  appliesTo: "dated",
  languageSensitive: false,
  needs: ["markup"],
  // Years are strings: a year is not grouped like 2,026.
  messages: {
    "current-copyright-year": { evidence: "Footer © {year}." },
    "stale-copyright-year": {
      evidence: "Footer © {year}, {age} years ago.",
      fix: "Update the footer year to {current}, or have the site generate it. It is cosmetic: the page's own dates are what engines read.",
    },
    "no-footer": { evidence: "No footer element found." },
    "no-copyright-year": { evidence: "No copyright year in the footer." },
  },
  run(ctx) {
    // The site footer is the last <footer> on the page (an article's own <footer> comes earlier).
    const footers = ctx.elements.byTag("footer");
    const footer = footers.at(-1) ?? lastMarkedFooter(ctx.elements.all);
    if (!footer) return skip("no-footer");
    const text = textOf(footer).slice(-FOOTER_TEXT_CHARS);
    const years = [...text.matchAll(COPYRIGHT_YEAR)].map((match) => Number(match[1]));
    if (years.length === 0) return skip("no-copyright-year");
    const year = Math.max(...years);
    const current = ctx.input.now.getUTCFullYear();
    if (year >= current - 1) return pass("current-copyright-year", { year: String(year) });
    return partial(STALE, "stale-copyright-year", { year: String(year), age: String(current - year), current: String(current) }, { status: "warn" });
  },
});
