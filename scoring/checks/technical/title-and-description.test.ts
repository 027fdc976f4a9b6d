import { describe, expect, it } from "vitest";
import { checkResult } from "../../test-helpers.ts";
import check from "./title-and-description.ts";

const doc = (head: string) => `<!doctype html><html lang="en"><head>${head}</head><body><h1>Anvils</h1></body></html>`;
const description = '<meta name="description" content="How drop-forged anvils are made, what they weigh and how to choose one for a home forge.">';

describe("title-and-description", () => {
  it("passes a specific title and a description of good length", () => {
    expect(checkResult(check, doc(`<title>How anvils are made | Acme</title>${description}`))).toMatchObject({ status: "pass", reason: "described" });
  });

  it("fails a page with neither", () => {
    const result = checkResult(check, doc(""));
    expect(result).toMatchObject({ status: "fail", reason: "weak", details: ["no-title", "no-description"] });
    expect(result.evidence).toBe('Title "(none)"; description (none): no <title>; no meta description.');
    expect(result.snippet).toContain('<meta name="description"');
  });

  it("warns on a generic title", () => {
    const result = checkResult(check, doc(`<title>React App</title>${description}`));
    expect(result).toMatchObject({ status: "warn", score: 0.6, details: ["generic-title"] });
  });

  it("warns on a missing description", () => {
    expect(checkResult(check, doc("<title>How anvils are made | Acme</title>"))).toMatchObject({ status: "warn", score: 0.65, details: ["no-description"] });
  });

  it("notes lengths out of range, counting CJK characters double", () => {
    expect(checkResult(check, doc(`<title>Anvils</title>${description}`))).toMatchObject({ status: "warn", score: 0.85, details: ["short-title"] });
    expect(checkResult(check, doc(`<title>金床の作り方と選び方</title>${description}`)).status).toBe("pass");
    const long = `<title>${"Anvil ".repeat(20)}</title><meta name="description" content="Short.">`;
    expect(checkResult(check, doc(long)).details).toEqual(["long-title", "short-description"]);
  });
});
