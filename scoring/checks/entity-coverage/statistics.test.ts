import { describe, expect, it } from "vitest";
import { checkResult } from "../../test-helpers.ts";
import check from "./statistics.ts";

const filler = (words: number) => Array.from({ length: words }, (_, i) => ["the", "anvil", "is", "made", "of", "steel", "and", "iron"][i % 8]).join(" ");

describe("statistics", () => {
  it("passes dense, specific figures, quoting them", () => {
    const html = `<p>In 2024, 42% of smiths used steel anvils, up from 31% in 2019. The market reached $3.2 million, and a typical anvil weighs 75 kg. ${filler(70)}</p>`;
    const result = checkResult(check, html);
    expect(result).toMatchObject({ status: "pass", reason: "enough-statistics", params: { count: "6", examples: '"2024", "42%", "31%", "2019", "$3.2 million", "75"' } });
    expect(result.evidence).toMatch(/^6 statistics in \d+ words \([\d.]+ per 100 words\): "2024", "42%", "31%", "2019", "\$3\.2 million", "75"\.$/);
  });

  it("reads local number formats, ％ and CJK numerals", () => {
    const german = checkResult(check, `<p>Der Umsatz stieg um 12,5 Prozent auf 1.234,5 Millionen Euro. ${filler(60)}</p>`);
    expect(german.params.examples).toContain('"12,5 Prozent"');
    expect(german.params.examples).toContain('"1.234,5 Millionen"');
    const french = checkResult(check, `<p>Le marché pèse 1 234,5 millions d’euros, soit 3,4 % de plus. ${filler(60)}</p>`);
    expect(french.params.examples).toContain('"1 234,5 millions"');
    expect(french.params.examples).toContain('"3,4 %"');
    const japanese = checkResult(check, `<p>${"市場規模は三百億円で、利用者の４５％が満足しています。".repeat(6)}</p>`);
    expect(japanese.status).toBe("pass");
    expect(japanese.params.examples).toContain('"45%"');
    expect(japanese.params.examples).toContain('"三百億"');
  });

  it("does not count bare single digits, dates' parts or words with digits", () => {
    const result = checkResult(check, `<p>Follow 3 steps on 2024-03-01 with an mp3 and H2O. ${filler(80)}</p>`);
    expect(result).toMatchObject({ status: "warn", reason: "few-statistics", params: { count: "1", examples: '"2024"', target: 1 } });
    expect(result.params.density).toMatch(/^1\.\d$/);
  });

  it("fails prose without figures", () => {
    const result = checkResult(check, `<p>${filler(120)}</p>`);
    expect(result).toMatchObject({ status: "fail", score: 0, reason: "no-statistics", params: { words: "120", target: 1 } });
    expect(result.fix).toContain("aim for about 1 per 100 words");
  });

  it("warns below the density target", () => {
    const result = checkResult(check, `<p>We sold 120 anvils and 45 hammers. ${filler(300)}</p>`);
    expect(result).toMatchObject({ status: "warn", reason: "few-statistics", params: { count: "2" } });
    expect(result.score).toBeCloseTo(0.65, 1);
  });

  it("skips short texts and contact pages", () => {
    expect(checkResult(check, "<p>Call us.</p>")).toMatchObject({ status: "skipped", reason: "too-short", params: { words: "2" } });
    expect(check.appliesTo).not.toContain("contact");
  });
});
