import { describe, expect, it } from "vitest";
import { evidenceOf, fixOf, render } from "./messages.ts";

describe("render", () => {
  it("inserts parameters, grouping numbers and leaving text as it is", () => {
    expect(render("{n} words in {name}", { n: 12345, name: "Intro" })).toBe("12,345 words in Intro");
  });
  it("counts with a noun, plural unless one", () => {
    expect(render("{n|wall}", { n: 1 })).toBe("1 wall");
    expect(render("{n|wall}", { n: 3 })).toBe("3 walls");
    expect(render("{n|entry|entries}", { n: 0 })).toBe("0 entries");
  });
  it("chooses whole phrases by a count, # standing for the number", () => {
    const template = "{n#The one image has alt text|All # images have alt text}.";
    expect(render(template, { n: 1 })).toBe("The one image has alt text.");
    expect(render(template, { n: 1200 })).toBe("All 1,200 images have alt text.");
    expect(render("and {n#one other|# others}", { n: "2" })).toBe("and 2 others");
  });
  it("throws on a missing parameter: a bug in the check, never a silent hole", () => {
    expect(() => render("{n|wall}", {})).toThrow(/\{n\}/);
  });
});

describe("evidence and fixes", () => {
  const messages = {
    top: { evidence: "Found: {details}.", fix: "Fix the top." },
    a: { evidence: "a {x}", fix: "Fix a." },
    b: { evidence: "b" },
  };
  it("joins details' evidence into the reason's and their fixes after its own", () => {
    expect(evidenceOf(messages, { key: "top" }, [{ key: "a", params: { x: 1 } }, { key: "b" }])).toBe("Found: a 1; b.");
    expect(fixOf(messages, { key: "top" }, [{ key: "a", params: { x: 1 } }, { key: "b" }])).toBe("Fix the top. Fix a.");
    expect(fixOf(messages, { key: "b" })).toBeNull();
  });
});
