import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { page } from "../test-helpers.ts";
import { attr } from "./dom.ts";
import { dateValue } from "./dates.ts";
import { AUTHOR_RULES } from "./page-facts.ts";
import { nestedMarkup } from "../test-arbitraries.ts";

const time = fc.constantFrom("2021-01-02", "2022-03-04", " 2023-05-06 ", "").map((date) => `<time datetime="${date}">t</time>`);

const tree = nestedMarkup({
  tags: ["main", "article", "div", "nav", "footer", "template", "section"],
  leaves: [time, fc.constant("<time>no date</time>"), fc.constant("words ".repeat(50))],
  maxChildren: 4,
  depthSize: "small",
});

describe("the published date of a page that declares none", () => {
  it("is the first <time datetime> querySelector finds in the main content (descendants, none inside a <template>)", () => {
    fc.assert(
      fc.property(fc.array(tree, { maxLength: 5 }), (parts) => {
        const ctx = page(parts.join(""));
        const datetime = attr(ctx.main.root.querySelector("time[datetime]"), "datetime");
        expect(ctx.facts.published).toBe(datetime === null ? null : (dateValue(datetime)?.iso ?? null));
      }),
      { numRuns: 500 },
    );
  });
});

/** The byline rule, last of AUTHOR_RULES, and the class test it was written with. */
const bylineRule = AUTHOR_RULES[AUTHOR_RULES.length - 1]!;
const BYLINE_REFERENCE = /(?:^|\s)(?:byline|author-name|author)(?:\s|$)|byline/i;

const className = fc
  .array(fc.constantFrom("author", "Author", "author-name", "AUTHOR-NAME", "byline", "ByLine", "-", "x", "names", " ", "\t", "post"), { maxLength: 6 })
  .map((parts) => parts.join(""));

describe("the byline rule", () => {
  it("picks the element the original class test picks", () => {
    fc.assert(
      fc.property(fc.array(className, { minLength: 1, maxLength: 3 }), (classes) => {
        const ctx = page(classes.map((name, index) => `<p class="${name}">Jo ${index}</p>`).join(""));
        const first = classes.findIndex((name) => BYLINE_REFERENCE.test(name));
        expect(bylineRule(ctx) ?? null).toBe(first === -1 ? null : `Jo ${first}`);
      }),
      { numRuns: 1000 },
    );
  });
});
