// The page's question read in its own language: its kind (what form its answer takes) and its key terms,
// and the sentence that answers it.
import { describe, expect, it } from "vitest";
import { LEXICONS, lexiconFor } from "../lexicons/index.ts";
import { page } from "../test-helpers.ts";
import { answerForm, keyTerms, questionOf } from "./answers.ts";

const lexicon = (code: string) => {
  const found = lexiconFor(code);
  if (!found) throw new Error(code);
  return found;
};

describe("questionOf: the kind of a question, in ten languages", () => {
  it.each([
    ["en", "How to prevent blisters when hiking", "howto"],
    ["en", "How much does an anvil cost?", "quantity"],
    ["en", "What is the best way to clean a cast-iron pan?", "howto"],
    ["en", "What is an anvil?", "definition"],
    ["en", "What is the difference between a forge and a furnace?", "comparison"],
    ["en", "Can you freeze cooked rice?", "yesno"],
    ["en", "Why do anvils ring?", "reason"],
    ["en", "When does the ferry leave?", "time"],
    ["en", "Which anvil should I buy?", "choice"],
    ["en", "Where is the nearest forge?", "open"],
    ["en", "Council approves bike lanes on Harmon Avenue", "topic"],
    ["es", "¿Qué es una bomba de calor y cómo funciona?", "definition"],
    ["es", "¿Tiene que pasar la ITV un coche nuevo?", "yesno"],
    ["es", "Cómo quitar manchas de café de la ropa", "howto"],
    ["es", "¿Cuánto cuesta renovar el DNI?", "quantity"],
    ["fr", "Faut-il déclarer un compte bancaire ouvert à l'étranger ?", "yesno"],
    ["fr", "Comment détartrer une bouilloire facilement ?", "howto"],
    ["fr", "Qu'est-ce qu'une pompe à chaleur ?", "definition"],
    ["fr", "Pourquoi le pain rassit-il ?", "reason"],
    ["de", "Was ist ein Balkonkraftwerk?", "definition"],
    ["de", "Gibt es in Deutschland eine Winterreifenpflicht?", "yesno"],
    ["de", "Wie viel kostet ein Reisepass?", "quantity"],
    ["de", "Wie entlüfte ich einen Heizkörper?", "howto"],
    ["pt", "Como tirar mancha de café da roupa", "howto"],
    ["pt", "Quantos dias de férias tenho no primeiro ano de trabalho?", "quantity"],
    ["pt", "O que é o IBAN?", "definition"],
    ["it", "Quanto costa rinnovare la carta d'identità elettronica?", "quantity"],
    ["it", "Come rinvasare un'orchidea", "howto"],
    ["it", "Che cos'è lo SPID?", "definition"],
    ["nl", "Hoe ontlucht je een radiator?", "howto"],
    ["nl", "Wat is hypotheekrenteaftrek en hoe werkt het?", "definition"],
    ["nl", "Wanneer moet ik mijn aangifte doen?", "time"],
    ["ja", "お米をおいしく炊くコツは？", "howto"],
    ["ja", "副業の所得が20万円以下なら確定申告は不要？", "yesno"],
    ["ja", "NISAとは？", "definition"],
    ["ja", "なぜ空は青いのか", "reason"],
    ["ko", "전기요금 줄이는 방법 7가지", "howto"],
    ["ko", "연말정산 환급금은 언제 들어오나요?", "time"],
    ["ko", "히트펌프란 무엇인가요?", "definition"],
    ["zh", "空气炸锅怎么清洗？", "howto"],
    ["zh", "2025年度个税汇算什么时候开始？", "time"],
    ["zh", "什么是公积金？", "definition"],
    ["zh", "为什么猫会呼噜？", "reason"],
  ])("%s: %s → %s", (code, text, kind) => {
    expect(questionOf(text, lexicon(code), "h1").kind).toBe(kind);
  });

  it("judges the first of two questions a title asks", () => {
    expect(questionOf("Can you freeze cooked rice? And how long does it keep?", lexicon("en"), "title").text).toBe("Can you freeze cooked rice?");
  });
});

describe("keyTerms: what an answer repeats", () => {
  it.each([
    ["en", "How to prevent blisters when hiking", ["preve", "bliste", "hikin"]],
    ["es", "¿Qué es el IBAN y dónde encuentro el mío?", ["iban"]],
    ["de", "Was ist ein Balkonkraftwerk?", ["balkonkraft"]],
    ["ko", "연말정산 환급금은 언제 들어오나요?", ["연말", "환급"]],
    ["ja", "お米をおいしく炊くコツは？", ["米", "炊"]],
    ["zh", "空气炸锅怎么清洗？", ["空气", "气炸", "炸锅", "清洗"]],
  ])("%s: %s", (code, text, terms) => {
    const question = questionOf(text, lexicon(code), "h1");
    expect(question.terms).toEqual(terms);
    expect(keyTerms(text, lexicon(code)).length).toBeGreaterThanOrEqual(terms.length);
  });
});

describe("answerForm: a sentence answers when its form fits the question", () => {
  const en = lexicon("en");
  const howto = questionOf("How to prevent blisters when hiking", en, "h1");
  const form = (question: ReturnType<typeof questionOf>, sentence: string, coverage: number) => answerForm(question.kind, sentence, coverage, en, question.terms);

  it("takes a purpose clause or steps for a how-to, never a sentence that only mentions the subject", () => {
    expect(form(howto, "To prevent blisters when hiking, wear moisture-wicking socks.", 1)).toBe("purpose");
    expect(form(howto, "Blisters are the most common injury on the trail.", 0.34)).toBeNull();
  });

  it("takes a yes/no opener for a yes/no question, a number for a how-much question", () => {
    expect(form(questionOf("Can you freeze cooked rice?", en, "h1"), "Yes, you can freeze it for three months.", 0.34)).toBe("yes-no");
    expect(form(questionOf("How much does an anvil cost?", en, "h1"), "A new anvil costs about $900.", 0.5)).toBe("number");
    expect(form(questionOf("How much does an anvil cost?", en, "h1"), "Anvil prices vary a lot.", 0.5)).toBeNull();
  });
});

describe("the page's question and its answer", () => {
  it("skips the byline and finds the answer under a preamble, counting the words before it", () => {
    const ctx = page(
      "<main><h1>How to prevent blisters when hiking</h1><p>By Jane Doe · March 3, 2026</p><p>Blisters ruin more hikes than rain does, and everyone has a story about one.</p><p>To prevent blisters when hiking, wear broken-in boots and tape hot spots early.</p></main>",
    );
    expect(ctx.mainAnswer).toMatchObject({ question: { kind: "howto", from: "h1" }, answer: { form: "purpose", wordsBefore: 14 } });
  });
});

describe("the lexicons' answer words", () => {
  it.each(LEXICONS.map((lexicon) => [lexicon.code, lexicon] as const))("%s: lower-case, trimmed, no repeats, every kind that needs words has them", (_code, lexicon) => {
    const { kinds, prescriptivePatterns, ...rest } = lexicon.answers;
    const lists: [string, readonly string[]][] = [...Object.entries(kinds).map(([kind, list]) => [`kinds.${kind}`, list] as [string, readonly string[]]), ...Object.entries(rest)];
    for (const pattern of prescriptivePatterns) expect(pattern.flags, String(pattern)).toContain("u");
    for (const [name, list] of lists) {
      for (const word of list) expect(word, name).toBe(word.toLowerCase().trim());
      expect(list.filter((word, index) => list.indexOf(word) !== index), name).toEqual([]);
    }
    for (const kind of ["quantity", "time", "definition", "howto", "reason"] as const) expect(kinds[kind].length, kind).toBeGreaterThan(0);
    expect(rest.purpose.length + rest.steps.length).toBeGreaterThan(0);
    expect(rest.yesNo.length).toBeGreaterThan(0);
  });
});

describe("a how-to answered section by section", () => {
  it("is found to have no sentence up front, and counts its sections", () => {
    const section = (n: number) => `<h2>Way ${n}</h2><p>Smiths heat the iron bar until it glows bright orange and then strike it.</p>`;
    const ctx = page(`<main><h1>Three ways to keep an anvil from rusting</h1><p>Rust is the slow enemy of every forge, old or new.</p>${section(1)}${section(2)}${section(3)}</main>`);
    expect(ctx.mainAnswer).toMatchObject({ question: { kind: "howto" }, answer: null, sections: 3 });
  });
});
