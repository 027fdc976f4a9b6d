// A <main> or <article> element that marks where the page's own content is.
import { defineCheck, fail, partial, pass } from "../../check.ts";
import { describe } from "../../derive/dom.ts";

function isLandmark(element: Element): boolean {
  const tag = element.tagName.toUpperCase();
  return tag === "MAIN" || tag === "ARTICLE" || element.getAttribute("role")?.toLowerCase() === "main";
}

/** A <main> that holds little text while the content sits elsewhere marks the wrong region. */
const MISPLACED_SCORE = 0.5;

export default defineCheck({
  id: "semantic-html",
  category: "Content Structure",
  title: { pass: "A <main> or <article> marks the content", fail: "No <main> or <article> marks the content" },
  why: "Answer engines and their extractors strip navigation and boilerplate by landmarks; <main> and <article> tell them where the answer is.",
  source: "WHATWG HTML, the main and article elements; W3C WAI Tutorials, page regions",
  weight: 5,
  appliesTo: "all",
  languageSensitive: false,
  needs: ["markup"],
  messages: {
    landmark: { evidence: "The content is marked by {landmark} ({words} words)." },
    "no-landmark": {
      evidence: 'No <main>, role="main" or <article> element; the content was found as {root}.',
      fix: "Wrap the page's own content (not the navigation, header or footer) in one <main> element; use <article> for a self-contained post inside it.",
    },
    "misplaced-landmark": {
      evidence: "{landmark} exists but holds little text; the content was found as {root}.",
      fix: "Move the page's content inside {landmark}, or move that element to wrap the content.",
    },
  },
  run(ctx) {
    const main = ctx.main;
    if (isLandmark(main.root)) return pass("landmark", { landmark: describe(main.root), words: String(main.words) });
    const index = ctx.elements;
    const landmark = index.byTag("main")[0] ?? index.byTag("article")[0] ?? index.withAttribute("role").find((element) => element.getAttribute("role") === "main");
    if (!landmark) return fail("no-landmark", { root: main.rootReason });
    return partial(MISPLACED_SCORE, "misplaced-landmark", { landmark: describe(landmark), root: main.rootReason });
  },
});
