import { describe, expect, it } from "vitest";
import { checkResult } from "../../test-helpers.ts";
import check from "./semantic-html.ts";

const TEXT = "Smiths heat the iron bar until it glows bright orange. ".repeat(6);

describe("semantic-html", () => {
  it("passes content inside <main>", () => {
    const result = checkResult(check, `<nav>Menu</nav><main><p>${TEXT}</p></main>`);
    expect(result).toMatchObject({ status: "pass", reason: "landmark", params: { landmark: "<main>", words: "60" } });
    expect(result.evidence).toBe("The content is marked by <main> (60 words).");
  });

  it("passes content inside an <article>", () => {
    expect(checkResult(check, `<div><article><p>${TEXT}</p></article></div>`)).toMatchObject({ reason: "landmark", params: { landmark: "<article>" } });
  });

  it("fails a page of divs", () => {
    const result = checkResult(check, `<div id="content"><p>${TEXT}</p></div>`);
    expect(result).toMatchObject({ status: "fail", reason: "no-landmark", params: { root: "the body without navigation, header, footer and asides" } });
  });

  it("gives half credit to a <main> that misses the content", () => {
    const result = checkResult(check, `<main class="hero">Welcome</main><div><p>${TEXT}</p></div>`);
    expect(result).toMatchObject({ status: "warn", score: 0.5, reason: "misplaced-landmark", params: { landmark: "<main.hero>" } });
  });
});
