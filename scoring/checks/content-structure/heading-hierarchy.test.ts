import { describe, expect, it } from "vitest";
import { checkResult } from "../../test-helpers.ts";
import check from "./heading-hierarchy.ts";

describe("heading-hierarchy", () => {
  it("passes headings that step down one level at a time", () => {
    const html = "<main><h1>Anvils</h1><h2>Materials</h2><h3>Steel</h3><h3>Cast iron</h3><h2>Sizes</h2><h3>Small</h3><h4>Travel anvils</h4></main>";
    expect(checkResult(check, html)).toMatchObject({ status: "pass", reason: "ordered-headings", params: { count: "7" } });
  });

  it("flags a skipped level, naming both headings", () => {
    const html = "<main><h1>Anvils</h1><h2>Materials</h2><h4>Steel</h4><h2>Sizes</h2><h3>Small</h3></main>";
    const result = checkResult(check, html);
    expect(result).toMatchObject({
      status: "warn",
      reason: "skipped-levels",
      params: { skips: "1", count: "5", heading: "Steel", expected: "3" },
      details: ["skips-level"],
    });
    expect(result.score).toBeCloseTo(0.6);
    expect(result.evidence).toBe('1 of 5 headings skips a level: h4 "Steel" follows an h2 (skips h3).');
    expect(result.fix).toBe('Make "Steel" an h3, or add an h3 above it. Headings should step down one level at a time (h2, then h3 inside it).');
  });

  it("flags an h3 before the first h2", () => {
    const result = checkResult(check, "<main><h1>Anvils</h1><h3>Quick facts</h3><h2>Materials</h2></main>");
    expect(result).toMatchObject({ reason: "opens-below-h2", params: { heading: "Quick facts" }, details: ["before-first-h2"] });
  });

  it("fails an outline that skips often, listing up to three skips", () => {
    const html = "<main><h1>A</h1><h3>B</h3><h5>C</h5><h2>D</h2><h4>E</h4></main>";
    const result = checkResult(check, html);
    expect(result).toMatchObject({ status: "fail", reason: "opens-below-h2", params: { skips: "3", count: "5" }, details: ["before-first-h2", "before-first-h2", "skips-level"] });
  });

  it("judges the main content's outline, not the footer's", () => {
    const html = "<main><h1>Anvils</h1><h2>Materials</h2></main><footer><h5>Company</h5><h6>Legal</h6></footer>";
    expect(checkResult(check, html).status).toBe("pass");
  });

  it("starts after an h1 that sits outside the main content", () => {
    expect(checkResult(check, "<header><h1>Anvils</h1></header><main><h2>Materials</h2><h3>Steel</h3><p>Text of the page goes here.</p></main>").status).toBe("pass");
  });

  it("skips a page with fewer than two headings", () => {
    expect(checkResult(check, "<main><h1>Anvils</h1><p>Text.</p></main>")).toMatchObject({ status: "skipped", reason: "one-heading" });
    expect(checkResult(check, "<main><p>Text of the page goes here.</p></main>")).toMatchObject({ status: "skipped", reason: "no-headings" });
  });

  it("is not checked for pasted text", () => {
    expect(checkResult(check, "Plain words.", { mode: "text" }).status).toBe("not_checked");
  });
});
