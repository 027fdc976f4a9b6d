// The last judgment on a candidate name (names.ts plausibleName, applied by nameAt to every rule's name).
import { describe, expect, it } from "vitest";
import { bylinePatternsOf } from "../lexicons/byline-patterns.ts";
import { LEXICONS } from "../lexicons/index.ts";
import { nameAt, plausibleName } from "./names.ts";

const words = bylinePatternsOf(LEXICONS);

describe("a candidate name has the shape of a person's name", () => {
  it("holds no word that names no one: articles, a piece's kind, a page's parts", () => {
    expect(nameAt("Eine Reportage von Konstantin Wehrhahn", words)).toBeNull();
    expect(plausibleName("Say Why To Drugs", words)).toBe(false);
    expect(plausibleName("목록", words)).toBe(false);
    expect(plausibleName("小厨房研究所", words, { labelled: true })).toBe(false);
    expect(plausibleName("财经观察", words)).toBe(false);
  });

  it("keeps initials, particles and names that look like words in other languages", () => {
    expect(nameAt("A. J. Fenwick on March 3, 2026", words)).toBe("A. J. Fenwick");
    expect(nameAt("Grace Ma · 3 March 2026", words)).toBe("Grace Ma");
    expect(nameAt("Hendrik-Jan Bolt", words)).toBe("Hendrik-Jan Bolt");
  });

  it("ends at a job title that follows the name", () => {
    expect(nameAt("Rosario Villaverde Catedrática de Sociología del Trabajo", words, { single: true })).toBe("Rosario Villaverde");
    expect(nameAt("Lucía Benjumea Robles, profesora de Derecho Civil", words)).toBe("Lucía Benjumea Robles");
  });

  it("opens with a family name in Chinese and Korean, unless a byline label leads to it (a pen name)", () => {
    expect(nameAt("월간 2026.01", words)).toBeNull();
    expect(nameAt("송고시간2026-02-11", words)).toBeNull();
    expect(nameAt("강도윤 기자", words)).toBe("강도윤");
    expect(nameAt("余景行", words)).toBe("余景行");
    expect(nameAt("阿紫", words)).toBeNull();
    expect(nameAt("阿紫", words, { labelled: true })).toBe("阿紫");
    // Japanese names are not held to Chinese family names.
    expect(nameAt("杉浦 遥", words, { spacedCjk: true })).toBe("杉浦 遥");
  });
});
