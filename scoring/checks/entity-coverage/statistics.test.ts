import { describe, expect, it } from "vitest";
import { checkResult } from "../../test-helpers.ts";
import check from "./statistics.ts";

const filler = (words: number) => Array.from({ length: words }, (_, i) => ["the", "anvil", "is", "made", "of", "steel", "and", "iron"][i % 8]).join(" ");

describe("statistics", () => {
  it("passes dense, specific figures, quoting them", () => {
    const html = `<p>In 2024, 42% of smiths used steel anvils, up from 31% in 2019. The market reached $3.2 million, and a typical anvil weighs 75 kg. ${filler(70)}</p>`;
    const result = checkResult(check, html);
    expect(result.status).toBe("pass");
    expect(result.evidence).toMatch(/^6 statistics in \d+ words \([\d.]+ per 100 words\): "2024", "42%", "31%", "2019", "\$3\.2 million", "75"\.$/);
  });

  it("reads local number formats, ％ and CJK numerals", () => {
    const german = checkResult(check, `<p>Der Umsatz stieg um 12,5 Prozent auf 1.234,5 Millionen Euro. ${filler(60)}</p>`);
    expect(german.evidence).toContain('"12,5 Prozent"');
    expect(german.evidence).toContain('"1.234,5 Millionen"');
    const french = checkResult(check, `<p>Le marché pèse 1 234,5 millions d’euros, soit 3,4 % de plus. ${filler(60)}</p>`);
    expect(french.evidence).toContain('"1 234,5 millions"');
    expect(french.evidence).toContain('"3,4 %"');
    const japanese = checkResult(check, `<p>${"市場規模は三百億円で、利用者の４５％が満足しています。".repeat(6)}</p>`);
    expect(japanese.status).toBe("pass");
    expect(japanese.evidence).toContain('"45%"');
    expect(japanese.evidence).toContain('"三百億"');
  });

  it("does not count bare single digits, dates' parts or words with digits", () => {
    const result = checkResult(check, `<p>Follow 3 steps on 2024-03-01 with an mp3 and H2O. ${filler(80)}</p>`);
    expect(result.evidence).toMatch(/^1 statistic in \d+ words \(1\.\d per 100 words\): "2024"\.$/);
    expect(result.status).toBe("warn");
  });

  it("fails prose without figures", () => {
    const result = checkResult(check, `<p>${filler(120)}</p>`);
    expect(result).toMatchObject({ status: "fail", evidence: "No statistics in 120 words of main content." });
    expect(result.fix).toContain("specific figures");
  });

  it("warns below the density target", () => {
    const result = checkResult(check, `<p>We sold 120 anvils and 45 hammers. ${filler(300)}</p>`);
    expect(result.status).toBe("warn");
    expect(result.score).toBeCloseTo(0.65, 1);
  });

  it("skips short texts and contact pages", () => {
    expect(checkResult(check, "<p>Call us.</p>").status).toBe("skipped");
    expect(check.appliesTo).not.toContain("contact");
  });
});
