// The same article in our ten languages (test/fixtures/pages/<lang>-article.html, translated from the English
// one): each is read as its language and as an article, each exercises its lexicon, and no translation scores
// much below the English original (AEO-CHECKS.md "Languages": other graders cap non-English pages 15-25 points
// lower).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { countWords } from "./derive/text.ts";
import { analyze, ReportSchema, type Report } from "./index.ts";
import { LANGUAGE_CODES, lexiconFor, type Lexicon } from "./lexicons/index.ts";

type LanguageCode = string;
import { page } from "./test-helpers.ts";

const NOW = "2026-11-22T12:00:00Z";
/** The most a translation's overall score may fall below (or rise above) the English page's. */
const FAIRNESS_POINTS = 8;

const html = (code: LanguageCode) => readFileSync(new URL(`../test/fixtures/pages/${code}-article.html`, import.meta.url), "utf8");
const urlOf = (code: LanguageCode) => `https://${code}.example/articles/topic`;

const REPORTS = new Map<LanguageCode, Report>();
/** Each page's report, computed once, on first use (so a throw fails that language's tests, not the file). */
function report(code: LanguageCode): Report {
  if (!REPORTS.has(code)) REPORTS.set(code, analyze({ html: html(code), url: urlOf(code), now: NOW }));
  return REPORTS.get(code)!;
}

/** Spaced languages match at word boundaries; Japanese and Chinese have none, so there a substring is a match. */
const UNSPACED: readonly LanguageCode[] = ["ja", "zh"];
function contains(text: string, phrase: string, code: LanguageCode): boolean {
  const lower = text.toLowerCase();
  if (UNSPACED.includes(code)) return lower.includes(phrase);
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, "u").test(lower);
}
/** Whether `text` opens with one of `phrases` (followed by a word boundary in spaced languages). */
const startsWithAny = (text: string, phrases: readonly string[], code: LanguageCode) =>
  phrases.some((phrase) => text.toLowerCase().startsWith(phrase) && contains(text.slice(0, phrase.length + 1), phrase, code));

describe.each(LANGUAGE_CODES)("the %s article", (code) => {
  const lexicon: Lexicon = lexiconFor(code)!;

  it("is read as its language and as an article, with a valid report", () => {
    const result = report(code);
    expect(ReportSchema.safeParse(result).success).toBe(true);
    expect(result.page).toMatchObject({
      language: code,
      language_supported: true,
      type: "article",
      published: "2026-03-10T09:00:00+00:00",
      modified: "2026-10-02T08:30:00+00:00",
    });
    expect(result.warnings).toEqual([]);
  });

  it("is detected the same with a wrong or missing lang attribute", () => {
    for (const lang of ['lang="en"', 'lang="de"', ""]) {
      const mislabelled = html(code).replace(/<html lang="[^"]*">/, `<html ${lang}>`);
      expect(analyze({ html: mislabelled, url: urlOf(code), now: NOW }).page.language).toBe(code);
    }
  });

  // The fixture exercises its language's lexicon, so that the fairness test below compares like with like.
  describe("exercises the lexicon", () => {
    const ctx = page(html(code), { url: urlOf(code), now: NOW });
    const article = ctx.document.querySelector("article")!;
    const paragraphs = ctx.main.paragraphs;
    const text = (selector: string) => article.querySelector(selector)?.textContent?.replace(/\s+/g, " ").trim() ?? "";

    it("opens with a definition that answers in at most 60 words", () => {
      const lead = paragraphs[0]!;
      expect(lead.words).toBeLessThanOrEqual(60);
      expect(lexicon.definitionPatterns.some((pattern) => pattern.test(lead.text))).toBe(true);
    });

    it("has no filler or dangling openers", () => {
      for (const paragraph of paragraphs) {
        expect(lexicon.fillerOpeners.some((pattern) => pattern.test(paragraph.text)), paragraph.text).toBe(false);
        expect(startsWithAny(paragraph.text, lexicon.danglingOpeners, code), paragraph.text).toBe(false);
      }
    });

    // French, Portuguese and Italian yes/no questions may carry no question word ("Les pompes à chaleur
    // fonctionnent-elles… ?"): there the question mark alone marks them.
    it("asks its headings as questions and answers each at once, in 30-60 words", () => {
      const questions = [...article.querySelectorAll("h2")].filter((h2) => /[?？]\s*$/.test(h2.textContent ?? ""));
      expect(questions).toHaveLength(4);
      const asking = questions.filter((question) => {
        const heading = (question.textContent ?? "").replace(/^[¿\s]+/, "");
        return code === "ko" || UNSPACED.includes(code) ? lexicon.interrogatives.some((word) => heading.includes(word)) : startsWithAny(heading, lexicon.interrogatives, code);
      });
      expect(asking.length).toBeGreaterThanOrEqual(3);
      for (const question of questions) {
        const answer = question.nextElementSibling!;
        expect(answer.tagName).toBe("P");
        const words = countWords(answer.textContent ?? "");
        expect(words, question.textContent ?? "").toBeGreaterThanOrEqual(30);
        expect(words, question.textContent ?? "").toBeLessThanOrEqual(60);
      }
    });

    it("labels its summary, byline and dates with the lexicon's words", () => {
      expect(lexicon.summaryLabels).toContain(text(".key-takeaways h2").toLowerCase());
      const byline = text(".byline");
      expect(lexicon.bylineLabels.some((label) => contains(byline, label, code)), byline).toBe(true);
      expect(lexicon.dateLabels.updated.some((label) => contains(byline, label, code)), byline).toBe(true);
      expect(lexicon.dateLabels.published.some((label) => contains(byline, label, code)), byline).toBe(true);
      expect(lexicon.months[9]!.some((month) => contains(byline, month, code)), byline).toBe(true);
    });

    it("attributes its quotation", () => {
      const quote = text("blockquote");
      expect(lexicon.attributionPhrases.some((phrase) => contains(quote, phrase, code)), quote).toBe(true);
    });
  });
});

describe("fairness across languages", () => {
  const english = report("en");

  /** Checks whose score differs from the English page's by more than 20 points, for a failure message that says why. */
  function differences(code: LanguageCode): string {
    const scores = new Map(english.categories.flatMap((category) => category.checks.map((check) => [check.id, check.score] as const)));
    return report(code)
      .categories.flatMap((category) => category.checks)
      .filter((check) => Math.abs(check.score - (scores.get(check.id) ?? check.score)) > 20)
      .map((check) => `${check.id}: ${check.score} vs ${scores.get(check.id)} in English (${check.evidence})`)
      .join("; ");
  }

  it.each(LANGUAGE_CODES.filter((code) => code !== "en"))(`the %s translation scores within ${FAIRNESS_POINTS} points of the English original`, (code) => {
    const gap = report(code).score - english.score;
    expect(Math.abs(gap), `${code} ${report(code).score} vs en ${english.score}: ${differences(code) || "no single check differs by 20+"}`).toBeLessThanOrEqual(FAIRNESS_POINTS);
  });

  /** A filler paragraph before the answer, as a writer in each language would put it. */
  const FILLER: Record<LanguageCode, string> = {
    en: "In this article, we explain everything you need to know about heat pumps before you buy one.",
    es: "En este artículo te explicamos todo lo que necesitas saber sobre las bombas de calor antes de comprar una.",
    fr: "Dans cet article, nous vous expliquons tout ce qu'il faut savoir sur les pompes à chaleur avant d'en acheter une.",
    de: "In diesem Artikel erklären wir alles, was Sie vor dem Kauf über Wärmepumpen wissen müssen.",
    pt: "Neste artigo, explicamos tudo o que você precisa saber sobre bombas de calor antes de comprar uma.",
    it: "In questo articolo spieghiamo tutto quello che c'è da sapere sulle pompe di calore prima di acquistarne una.",
    nl: "In dit artikel leggen we uit wat je over warmtepompen moet weten voordat je er een koopt.",
    ja: "この記事では、ヒートポンプを買う前に知っておきたいことをすべて解説します。",
    ko: "이 글에서는 히트펌프를 사기 전에 알아야 할 모든 것을 설명합니다.",
    zh: "在本文中，我们将介绍购买热泵之前需要了解的所有知识。",
  };

  it.each(LANGUAGE_CODES.filter((code) => code !== "en"))("the %s translation loses about what English loses for a filler opener", (code) => {
    const drop = (language: LanguageCode) => {
      const padded = html(language).replace('<p class="lead">', `<p>${FILLER[language]}</p>\n      <p class="lead">`);
      return report(language).score - analyze({ html: padded, url: urlOf(language), now: NOW }).score;
    };
    expect(Math.abs(drop(code) - drop("en")), `drop ${drop(code)} vs ${drop("en")} in English`).toBeLessThanOrEqual(FAIRNESS_POINTS / 2);
  });

  it("runs the same checks on every translation", () => {
    const ids = (code: LanguageCode) => report(code).categories.flatMap((category) => category.checks.map((check) => check.id)).sort();
    for (const code of LANGUAGE_CODES) expect(ids(code), code).toEqual(ids("en"));
  });
});
