import { describe, expect, it } from "vitest";
import { checkResult } from "../../test-helpers.ts";
import check from "./semantic-html.ts";

const TEXT = "Smiths heat the iron bar until it glows bright orange. ".repeat(6);

describe("semantic-html", () => {
  it("passes content inside <main>", () => {
    expect(checkResult(check, `<nav>Menu</nav><main><p>${TEXT}</p></main>`)).toMatchObject({ status: "pass", evidence: "The content is marked by <main> (60 words)." });
  });

  it("passes content inside an <article>", () => {
    expect(checkResult(check, `<div><article><p>${TEXT}</p></article></div>`).evidence).toContain("marked by <article>");
  });

  it("fails a page of divs", () => {
    const result = checkResult(check, `<div id="content"><p>${TEXT}</p></div>`);
    expect(result.status).toBe("fail");
    expect(result.evidence).toBe('No <main>, role="main" or <article> element; the content was found as the body without navigation, header, footer and asides.');
    expect(result.fix).toContain("in one <main> element");
  });

  it("gives half credit to a <main> that misses the content", () => {
    const result = checkResult(check, `<main class="hero">Welcome</main><div><p>${TEXT}</p></div>`);
    expect(result).toMatchObject({ status: "warn", score: 0.5 });
    expect(result.evidence).toContain("<main.hero> exists but holds little text");
  });
});
