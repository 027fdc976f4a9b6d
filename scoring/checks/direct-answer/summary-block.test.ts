import { describe, expect, it } from "vitest";
import { en } from "../../lexicons/en.ts";
import type { Lexicon } from "../../lexicons/types.ts";
import { checkResult, page } from "../../test-helpers.ts";
import check from "./summary-block.ts";

const SENTENCES = ["Smiths heat the iron bar until it glows bright orange.", "Good anvils ring clearly when a hammer strikes their face."];
/** `n` words (a multiple of ten) of plain English prose. */
const prose = (n: number) => Array.from({ length: n / 10 }, (_, i) => SENTENCES[i % 2]).join(" ");

describe("summary-block", () => {
  it("passes a labelled summary near the top", () => {
    const html = `<main><h1>Anvils</h1><p>${prose(50)}</p><h2>Key takeaways</h2><ul><li>Steel beats cast iron.</li><li>Weight matters.</li></ul><p>${prose(700)}</p></main>`;
    expect(checkResult(check, html)).toMatchObject({ status: "pass", reason: "summary-near-top", params: { offset: "50", summary: "Key takeaways" } });
  });

  it("finds a label that opens a paragraph or a box", () => {
    const html = `<main><h1>Anvils</h1><div class="callout"><strong>TL;DR:</strong> buy a forged steel anvil of at least 50 kg.</div><p>${prose(700)}</p></main>`;
    expect(checkResult(check, html).status).toBe("pass");
  });

  it("gives half credit to a summary only at the end", () => {
    const html = `<main><h1>Anvils</h1><p>${prose(700)}</p><h2>Summary</h2><p>${prose(30)}</p></main>`;
    const result = checkResult(check, html);
    expect(result).toMatchObject({ status: "warn", score: 0.5, reason: "late-summary", params: { offset: "700", words: "730", summary: "Summary", start: "Summary" } });
  });

  it("fails a long page with no summary, suggesting the language's labels", () => {
    const result = checkResult(check, `<main><h1>Anvils</h1><p>${prose(700)}</p></main>`);
    expect(result).toMatchObject({ status: "fail", reason: "no-summary", params: { labels: '"tl;dr" or "tldr" or "key takeaways"', words: "700" } });
    expect(result.evidence).toBe('No block labelled as a summary ("tl;dr" or "tldr" or "key takeaways") in 700 words.');
  });

  it("does not take a label word inside a sentence for a label", () => {
    const html = `<main><h1>Anvils</h1><p>Smiths read the summary of each order before they start. ${prose(700)}</p></main>`;
    expect(checkResult(check, html)).toMatchObject({ status: "fail", reason: "no-summary" });
  });

  it("skips pages short enough to be their own summary", () => {
    expect(checkResult(check, `<main><h1>Anvils</h1><p>${prose(300)}</p></main>`)).toMatchObject({ status: "skipped", reason: "short-page", params: { words: "300" } });
  });

  it("reads the language's labels, CJK ones without a word boundary", () => {
    const ja: Lexicon = { ...en, code: "ja", name: "Japanese", summaryLabels: ["要約", "まとめ"] };
    const body = "金床は鍛冶屋が熱い金属を打つための重い鋼の台です。".repeat(60);
    const ctx = page(`<!doctype html><html lang="ja"><body><main><h1>金床</h1><p>まとめ：鋼の金床を選びましょう。</p><p>${body}</p></main></body></html>`, { language: { code: "ja", supported: true, lexicon: ja, declared: "ja", reason: "test" } });
    expect(checkResult(check, ctx)).toMatchObject({ status: "pass", reason: "summary-near-top" });
  });
});
