import { describe, expect, it } from "vitest";
import { checkResult } from "../../test-helpers.ts";
import check from "./paragraph-length.ts";

const SENTENCES = ["Smiths heat the iron bar until it glows bright orange.", "Good anvils ring clearly when a hammer strikes their face."];
/** `n` words (a multiple of ten) of plain English prose, in ten-word sentences. */
const prose = (n: number) => Array.from({ length: n / 10 }, (_, i) => SENTENCES[i % 2]).join(" ");
const paragraphs = (...sizes: number[]) => `<main>${sizes.map((size) => `<p>${prose(size)}</p>`).join("")}</main>`;

describe("paragraph-length", () => {
  it("passes paragraphs of up to four sentences", () => {
    const result = checkResult(check, paragraphs(30, 40, 20, 10));
    expect(result).toMatchObject({
      status: "pass",
      reason: "short-paragraphs",
      params: { ok: 4, count: 4, maxSentences: 4, maxWords: 100, walls: 0, longestWords: 40, longestSentences: 4 },
    });
    expect(result.evidence).toMatch(/^Paragraphs within 4 sentences and 100 words: 4 of 4; walls of text: 0; the longest: 40 words in 4 sentences, "Smiths heat/);
  });

  it("fails a page that is one wall of text, quoting its start", () => {
    const result = checkResult(check, paragraphs(300));
    expect(result).toMatchObject({
      status: "fail",
      score: 0,
      reason: "wall-of-text",
      params: { walls: 1, longestWords: 300, longestSentences: 30, start: "Smiths heat the iron bar until it glows…" },
    });
    expect(result.params.longest).toMatch(/^Smiths heat the iron bar/);
  });

  it("weighs each paragraph by its words: one wall among short paragraphs costs its share", () => {
    const result = checkResult(check, paragraphs(30, 30, 30, 30, 30, 30, 200));
    expect(result.score).toBeCloseTo(180 / 380);
    expect(result).toMatchObject({ status: "fail", reason: "wall-of-text" });
  });

  it("counts the other walls", () => {
    expect(checkResult(check, paragraphs(200, 30, 300, 160))).toMatchObject({ reason: "walls-of-text", params: { walls: 3, others: 2, longestWords: 300 } });
  });

  it("gives part credit to a paragraph of five or six sentences", () => {
    const result = checkResult(check, paragraphs(60, 30));
    expect(result.score).toBeCloseTo((60 * 0.6 + 30) / 90);
    expect(result).toMatchObject({ status: "warn", reason: "long-paragraphs", params: { walls: 0 } });
  });

  it("counts sentences at CJK full stops and words as the Segmenter finds them", () => {
    const sentence = "金床は鍛冶屋が熱い金属を打つための重い鋼の台です。";
    const ja = (count: number) => `<p>${sentence.repeat(count)}</p>`;
    const short = checkResult(check, `<!doctype html><html lang="ja"><body><main>${ja(3)}${ja(2)}</main></body></html>`);
    expect(short.status).toBe("pass");
    const wall = checkResult(check, `<!doctype html><html lang="ja"><body><main>${ja(12)}</main></body></html>`);
    expect(wall).toMatchObject({ status: "fail", params: { longestWords: 154, longestSentences: 12 } });
  });

  it("judges pasted text too", () => {
    expect(checkResult(check, paragraphs(300), { mode: "text" }).status).toBe("fail");
    expect(check.needs).toEqual([]);
  });

  it("skips a page with no prose", () => {
    expect(checkResult(check, "<main><ul><li>Steel</li><li>Iron</li></ul></main>")).toMatchObject({ status: "skipped", reason: "no-prose" });
  });
});
