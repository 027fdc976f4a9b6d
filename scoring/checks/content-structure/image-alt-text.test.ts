import { describe, expect, it } from "vitest";
import { checkResult } from "../../test-helpers.ts";
import check from "./image-alt-text.ts";

describe("image-alt-text", () => {
  it("passes when every content image is described", () => {
    const html = `<main><img src="/i/anvil.jpg" alt="A steel anvil on a stump"><img src="/i/spacer.gif" alt=""><img src="/i/photo.jpg" alt="A smith at work"></main>`;
    expect(checkResult(check, html)).toMatchObject({ status: "pass", reason: "alt-text", params: { count: "2" } });
  });

  it("names images without alt text or with a file name as alt", () => {
    const html = `<main><img src="/i/anvil.jpg?w=800" alt="A steel anvil"><img data-src="/i/forge.webp" src="data:image/gif;base64,R0lG"><img src="/i/x.png" alt="IMG_2041.jpg"></main>`;
    const result = checkResult(check, html);
    expect(result.score).toBeCloseTo(1 / 3);
    expect(result).toMatchObject({
      status: "fail",
      reason: "missing-alt",
      params: { bad: "2", count: "3", image: '<img src="…/forge.webp">' },
    });
    expect(result.evidence).toBe('2 of 3 content images lack a useful alt text: <img src="…/forge.webp"> (no alt), <img src="…/x.png"> (alt is a file name).');
  });

  it("ignores tracking pixels, hidden images and images outside the main content", () => {
    const html = `<header><img src="/logo.png"></header><main><p>Text of the page.</p><img src="/t.gif" width="1" height="1"><img src="/d.svg" aria-hidden="true"></main>`;
    expect(checkResult(check, html)).toMatchObject({ status: "skipped", reason: "no-images" });
  });

  it("warns when every one of several images is marked decorative", () => {
    const html = `<main><img src="/a.jpg" alt=""><img src="/b.jpg" alt=""></main>`;
    expect(checkResult(check, html)).toMatchObject({ status: "warn", score: 0.6, reason: "all-decorative", params: { count: "2", image: '<img src="…/a.jpg">' } });
  });

  it("skips a single image marked decorative", () => {
    expect(checkResult(check, `<main><img src="/a.jpg" alt=""></main>`)).toMatchObject({ status: "skipped", reason: "one-decorative-image" });
  });

  it("skips pages without content images", () => {
    expect(checkResult(check, "<main><p>No pictures here.</p></main>")).toMatchObject({ status: "skipped", reason: "no-images" });
  });
});
