import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LEXICONS } from "../lexicons/index.ts";
import type { Lexicon } from "../lexicons/types.ts";
import { page } from "../test-helpers.ts";
import { collapseWhitespace, countWords, endsSentenceAt, HANGUL_WORD_WEIGHT, KANA_RUN_WORD_WEIGHT, splitSentences } from "./text.ts";

const lexicon = (code: string): Lexicon => LEXICONS.find((entry) => entry.code === code)!;
/** One translated fixture article (test/fixtures/pages/README.md). */
const fixture = (code: string) => readFileSync(new URL(`../../test/fixtures/pages/${code}-article.html`, import.meta.url), "utf8");
const texts = (text: string, code?: string) => splitSentences(text, code ? lexicon(code) : undefined).map((sentence) => sentence.text);

/** The word count written the obvious way: the Segmenter on each unspaced run, regular expressions for the rest. */
const UNSPACED_RUN = /(\p{N}?)((?:[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f]|[\p{Script=Han}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}])+)/gu;
const SPACED_WORD = /[\p{L}\p{N}](?:[\p{L}\p{N}'’-]|(?<=\p{L})\.(?=\p{L})|(?<=\p{N})[.,](?=\p{N}))*/gu;
/** Hangul syllables are U+AC00–U+D7A3: the block's last code points, to U+D7AF, are unassigned and no letter. */
const HANGUL_WORD = /[\uac00-\ud7a3][\uac00-\ud7a3\p{N}]*/gu;
const segmenter = new Intl.Segmenter("und", { granularity: "word" });
function referenceWords(text: string): number {
  let unspaced = 0;
  const spaced = text.replace(UNSPACED_RUN, (_, digit: string, run: string) => {
    const words = [...segmenter.segment(run)].filter((segment, index) => segment.isWordLike && !(digit && index === 0 && segment.segment.length === 1)).length;
    unspaced += /[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(run) ? words * KANA_RUN_WORD_WEIGHT : words;
    return `${digit} `;
  });
  const words = spaced.match(SPACED_WORD)?.length ?? 0;
  const hangul = spaced.match(HANGUL_WORD)?.length ?? 0;
  return Math.round(words + hangul * (HANGUL_WORD_WEIGHT - 1) + unspaced);
}

/** Strings that exercise word edges: CJK, kana, Thai, Hangul, apostrophes, hyphens, decimal points, astral letters, odd spaces. */
const tricky = fc.string({
  unit: fc.oneof(
    fc.constantFrom(" ", "  ", "\n", "\t", "\u00a0", ".", ",", "?", "!", "。", "！", "？", "'", "’", "-", "”", ")", "]"),
    // The long-vowel mark only after kana, as text writes it: at a run's start ICU's dictionary segmenter
    // splits "ー日" or not depending on what it segmented before (seen flaking this test).
    fc.constantFrom("a", "Z", "é", "ß", "9", "٣", "日", "本", "語", "カ", "ひ", "カー", "々", "ไทย", "한", "국", "𝒜", "𠀀", "😀", "\ud800", "\udc00"),
    fc.string({ unit: "binary", maxLength: 1 }),
  ),
  maxLength: 80,
});

describe("countWords", () => {
  it("counts as the plain definition does", () => {
    fc.assert(fc.property(tricky, (text) => countWords(text) === referenceWords(text)), { numRuns: 2000 });
  });

  it("counts words in each language, in English-equivalent words", () => {
    expect(countWords("A heat pump moves heat; it doesn't make it.")).toBe(9);
    expect(countWords("Una bomba de calor funciona al revés.")).toBe(7);
    expect(countWords("Une pompe à chaleur prend l'air extérieur d'aujourd'hui.")).toBe(8);
    expect(countWords("Eine Luft-Wasser-Wärmepumpe heizt z. B. das Haus.")).toBe(7);
    expect(countWords("Uma bomba de calor é um aparelho elétrico.")).toBe(8);
    expect(countWords("Una pompa di calore è un apparecchio elettrico.")).toBe(8);
    expect(countWords("Een warmtepomp is een elektrisch apparaat.")).toBe(6);
    // ヒートポンプ|は|空気|から|熱|を|集め|ます: eight words at 0.8.
    expect(countWords("ヒートポンプは空気から熱を集めます。")).toBe(6);
    // 热|泵|从|空气|中|收集|热量
    expect(countWords("热泵从空气中收集热量。")).toBe(7);
    // Four Korean words at 1.5.
    expect(countWords("히트펌프는 공기에서 열을 모읍니다.")).toBe(6);
  });

  it("reads numbers, abbreviations and addresses as one word, as Unicode word boundaries do", () => {
    expect(countWords("It delivers 3.5 kW, about 1,000 W more than the U.S. average, e.g. in winter.")).toBe(15);
    expect(countWords("See example.com or Node.js v1.2.3")).toBe(5);
    expect(countWords("end. Next, a-b")).toBe(3);
  });

  it("finds the words of scripts written without spaces, a counter with its number", () => {
    expect(countWords("ปั๊มความร้อนทำงานอย่างไร")).toBeGreaterThan(1);
    expect(countWords("2026年10月2日")).toBe(countWords("October 2, 2026"));
    expect(countWords("人々が使う")).toBe(2);
  });

  it("counts the translated fixture article about alike in every language", () => {
    const words = (code: string) => {
      const ctx = page(fixture(code), { url: `https://${code}.example/a` });
      return ctx.prose.reduce((sum, paragraph) => sum + paragraph.block.words, 0);
    };
    const english = words("en");
    // Translations run longer in Romance languages and shorter in German; CJK and Korean are counted as English words.
    for (const code of ["es", "fr", "de", "pt", "it", "nl"]) expect(words(code) / english, code).toBeGreaterThan(0.85);
    for (const code of ["es", "fr", "de", "pt", "it", "nl"]) expect(words(code) / english, code).toBeLessThan(1.2);
    for (const code of ["ja", "ko", "zh"]) expect(Math.abs(words(code) / english - 1), code).toBeLessThan(0.1);
  });
});

describe("collapseWhitespace", () => {
  it("collapses as /\\s+/ does", () => {
    fc.assert(fc.property(tricky, (text) => collapseWhitespace(text) === text.replace(/\s+/g, " ").trim()), { numRuns: 2000 });
  });
});

describe("splitSentences", () => {
  it("tells abbreviations, initials, numbers and titles from full stops", () => {
    expect(texts("Dr. Anna Lindqvist works at the U.S. Department of Energy. She tests pumps, e.g. air-source ones, fans, etc. It runs at 3.5 kW. The plant opened Jan. 5 with J. R. Smith.", "en")).toEqual([
      "Dr. Anna Lindqvist works at the U.S. Department of Energy",
      "She tests pumps, e.g. air-source ones, fans, etc",
      "It runs at 3.5 kW",
      "The plant opened Jan. 5 with J. R. Smith",
    ]);
    expect(texts("Am 2. Oktober 2026 kam z. B. die neue Wärmepumpe. Sie heizt ca. 50 % effizienter. „Das ist gut“, sagt Dr. Meier. Dann ging er.", "de")).toEqual([
      "Am 2. Oktober 2026 kam z. B. die neue Wärmepumpe",
      "Sie heizt ca. 50 % effizienter",
      "„Das ist gut“, sagt Dr. Meier",
      "Dann ging er",
    ]);
    expect(texts("La Sra. López trabaja en Acme S.A. desde 2020. ¿Funciona con frío? Sí.", "es")).toEqual(["La Sra. López trabaja en Acme S.A. desde 2020", "¿Funciona con frío", "Sí"]);
    expect(texts("Mme Dupont travaille chez Acme S.A. depuis 2020. « Ça marche. » Puis elle part, etc. Fin.", "fr")).toEqual([
      "Mme Dupont travaille chez Acme S.A. depuis 2020",
      "« Ça marche",
      "Puis elle part, etc",
      "Fin",
    ]);
    expect(texts("O Dr. Silva mediu 3,5 kW. Funciona? Sim!", "pt")).toEqual(["O Dr. Silva mediu 3,5 kW", "Funciona", "Sim"]);
    expect(texts("Il dott. Rossi lavora alla Acme S.p.A. da anni. Funziona? Sì.", "it")).toEqual(["Il dott. Rossi lavora alla Acme S.p.A. da anni", "Funziona", "Sì"]);
    expect(texts("Volgens dr. Jansen werkt het. Dat is o.a. handig.", "nl")).toEqual(["Volgens dr. Jansen werkt het", "Dat is o.a. handig"]);
  });

  it("ends sentences at CJK full stops, with no space after them", () => {
    expect(texts("ヒートポンプは熱を運びます。寒くても使えますか？使えます！", "ja")).toEqual(["ヒートポンプは熱を運びます", "寒くても使えますか", "使えます"]);
    expect(texts("热泵转移热量。它能在零下工作吗？可以！“效果很好。”他说。", "zh")).toEqual(["热泵转移热量", "它能在零下工作吗", "可以", "“效果很好", "他说"]);
    expect(texts("히트펌프는 열을 옮깁니다. 추워도 쓸 수 있나요? 네. 쓸 수 있습니다.", "ko")).toEqual(["히트펌프는 열을 옮깁니다", "추워도 쓸 수 있나요", "네", "쓸 수 있습니다"]);
    expect(texts("数値は３．５です。次。")).toEqual(["数値は３．５です", "次"]);
  });

  it("keeps closing quotes and footnote markers with their sentence, and reads ellipses by what follows", () => {
    expect(texts('He said "it works." Then he left.')).toEqual(['He said "it works', "Then he left"]);
    expect(texts("It was built in 1966.[12] A recording exists.")).toEqual(["It was built in 1966", "A recording exists"]);
    expect(texts("He left... Then he came back. He paused… and went on.")).toEqual(["He left", "Then he came back", "He paused… and went on"]);
    expect(texts("Version 2.0 is out! Try it.")).toEqual(["Version 2.0 is out", "Try it"]);
  });

  it("splits the translated fixture article as a reader does", () => {
    const reader: Record<string, number> = { en: 23, es: 23, fr: 23, de: 23, pt: 23, it: 23, nl: 23, ja: 25, ko: 24, zh: 23 };
    for (const [code, count] of Object.entries(reader)) {
      const ctx = page(fixture(code), { url: `https://${code}.example/a` });
      expect(ctx.prose.reduce((sum, paragraph) => sum + paragraph.sentences.length, 0), code).toBe(count);
    }
  });

  it("answers where one sentence ends for readers that scan", () => {
    const text = "Dr. Anna said so. Then";
    expect([...text].map((_, at) => endsSentenceAt(text, at, lexicon("en"))).flatMap((ends, at) => (ends ? [at] : []))).toEqual([16]);
  });
});
