import { describe, expect, it } from "vitest";
import { CONFUSER_STOPWORDS } from "./confusers.ts";
import { LANGUAGE_CODES, LEXICONS, lexiconFor, type Lexicon } from "./index.ts";

type LanguageCode = string;

/** Each definition pattern of a language matches one of these; none matches the plain statement. */
const DEFINITIONS: Record<LanguageCode, { match: string[]; plain: string }> = {
  en: {
    match: [
      "A heat pump is an electric appliance that moves heat.",
      "The term refers to any device that moves heat.",
      "Efficiency is defined as heat out divided by power in.",
      "COP means the ratio of heat delivered to electricity used.",
      "Geothermal heating is a kind of renewable heating.",
    ],
    plain: "Sales grew by 13% in 2021.",
  },
  es: {
    match: [
      "Una bomba de calor es un aparato eléctrico que mueve el calor.",
      "El término se refiere a cualquier equipo que traslada calor.",
      "La eficiencia se define como el calor entregado dividido por la electricidad.",
      "COP significa coeficiente de rendimiento.",
      "La aerotermia consiste en aprovechar el calor del aire.",
      "Este equipo se conoce como bomba de calor aire-agua.",
    ],
    plain: "Las ventas crecieron un 13% en 2021.",
  },
  fr: {
    match: [
      "Une pompe à chaleur est un appareil électrique qui déplace la chaleur.",
      "Le terme désigne tout appareil qui déplace la chaleur.",
      "Le rendement se définit comme le rapport entre la chaleur et l'électricité.",
      "COP signifie coefficient de performance.",
      "L'aérothermie consiste à puiser la chaleur de l'air.",
      "Il s'agit d'un appareil qui déplace la chaleur.",
    ],
    plain: "Les ventes ont progressé de 13 % en 2021.",
  },
  de: {
    match: [
      "Eine Wärmepumpe ist ein elektrisches Gerät, das Wärme verlagert.",
      "Bei einer Wärmepumpe handelt es sich um ein Heizsystem.",
      "Unter einer Wärmepumpe versteht man ein Gerät, das Wärme verlagert.",
      "Der Begriff bezeichnet jedes Gerät, das Wärme verlagert.",
      "COP bedeutet Leistungszahl.",
      "Die Leistungszahl wird als Verhältnis von Wärme zu Strom definiert.",
    ],
    plain: "Der Absatz stieg 2021 um 13 Prozent.",
  },
  pt: {
    match: [
      "Uma bomba de calor é um aparelho elétrico que move o calor.",
      "O termo refere-se a qualquer aparelho que transfere calor.",
      "A eficiência é definida como o calor entregue dividido pela eletricidade.",
      "COP significa coeficiente de desempenho.",
      "A aerotermia consiste em aproveitar o calor do ar.",
      "Trata-se de um aparelho que move o calor.",
    ],
    plain: "As vendas cresceram 13% em 2021.",
  },
  it: {
    match: [
      "Una pompa di calore è un apparecchio elettrico che sposta il calore.",
      "Il termine si riferisce a qualsiasi apparecchio che sposta calore.",
      "L'efficienza si definisce come il rapporto tra calore ed elettricità.",
      "COP significa coefficiente di prestazione.",
      "L'aerotermia consiste nel prelevare il calore dall'aria.",
      "Si tratta di un apparecchio che sposta il calore.",
    ],
    plain: "Le vendite sono cresciute del 13% nel 2021.",
  },
  nl: {
    match: [
      "Een warmtepomp is een elektrisch apparaat dat warmte verplaatst.",
      "De term verwijst naar elk apparaat dat warmte verplaatst.",
      "Het rendement wordt gedefinieerd als warmte gedeeld door stroom.",
      "COP betekent prestatiecoëfficiënt.",
      "Onder een warmtepomp verstaat men een apparaat dat warmte verplaatst.",
      "Bij een warmtepomp gaat het om een apparaat dat warmte verplaatst.",
    ],
    plain: "De verkoop steeg in 2021 met 13%.",
  },
  ja: {
    match: ["ヒートポンプとは、熱を移動させる電気機器です", "ヒートポンプは再生可能エネルギー技術の一種です", "COPは、消費電力に対する熱出力の比を指します"],
    plain: "2021年の販売台数は13%増えた",
  },
  ko: {
    match: ["히트펌프란 열을 옮기는 전기 기기를 말합니다", "히트펌프는 열을 옮기는 전기 기기입니다", "COP는 투입 전력 대비 열 출력의 비율을 뜻합니다", "지열 난방은 재생에너지 기술의 일종입니다"],
    plain: "2021년 판매량은 13% 늘었다",
  },
  zh: {
    match: ["热泵是一种通过转移热量来供暖的电器", "能效比是指制热量与耗电量之比", "这种技术被称为空气源热泵", "所谓热泵，就是一种搬运热量的设备"],
    plain: "2021年热泵销量增长了13%",
  },
};

/** Each filler opener of a language matches one of these. */
const FILLERS: Record<LanguageCode, string[]> = {
  en: [
    "In this article, we explain heat pumps.", "Have you ever wondered how a fridge works?", "Welcome to our guide.",
    "Are you looking for a cheaper way to heat?", "Today we'll look at heat pumps.", "Let's dive into the details.",
    "It's no secret that energy is expensive.", "In today's world, energy matters.",
  ],
  es: [
    "En este artículo te explicamos cómo funciona.", "¿Alguna vez te has preguntado cómo funciona un frigorífico?",
    "Bienvenidos a nuestra guía.", "¿Estás buscando una forma más barata de calentar tu casa?",
    "Hoy vamos a hablar de bombas de calor.", "Veamos cómo funciona.", "No es ningún secreto que la energía es cara.",
    "Hoy en día, la energía es cara.",
  ],
  fr: [
    "Dans cet article, nous expliquons le fonctionnement.", "Vous êtes-vous déjà demandé comment fonctionne un réfrigérateur ?",
    "Avez-vous déjà remarqué le bruit d'une pompe à chaleur ?", "Bienvenue sur notre blog.",
    "Vous cherchez une façon moins chère de vous chauffer ?", "Aujourd'hui, nous allons parler des pompes à chaleur.",
    "Découvrons ensemble comment elle fonctionne.", "Ce n'est un secret pour personne : l'énergie coûte cher.",
    "De nos jours, l'énergie coûte cher.",
  ],
  de: [
    "In diesem Artikel erklären wir, wie eine Wärmepumpe funktioniert.", "Haben Sie sich schon einmal gefragt, wie ein Kühlschrank funktioniert?",
    "Hast du schon mal eine Wärmepumpe gehört?", "Willkommen auf unserem Blog.", "Suchen Sie eine günstigere Heizung?",
    "Heute zeigen wir Ihnen, wie eine Wärmepumpe funktioniert.", "Lassen Sie uns einen Blick auf die Technik werfen.",
    "Es ist kein Geheimnis, dass Energie teuer ist.", "In der heutigen Zeit ist Energie teuer.",
  ],
  pt: [
    "Neste artigo, vamos explicar como funciona.", "Você já se perguntou como funciona uma geladeira?", "Bem-vindo ao nosso blog.",
    "Está procurando uma forma mais barata de aquecer a casa?", "Hoje vamos falar sobre bombas de calor.",
    "Confira como funciona uma bomba de calor.", "Não é segredo que a energia está cara.", "Hoje em dia, a energia está cara.",
  ],
  it: [
    "In questo articolo spieghiamo come funziona.", "Ti sei mai chiesto come funziona un frigorifero?",
    "Hai mai pensato a come si riscalda una casa?", "Benvenuti nel nostro blog.",
    "Stai cercando un modo più economico per riscaldare la casa?", "Oggi vedremo come funziona una pompa di calore.",
    "Scopriamo insieme come funziona.", "Non è un segreto che l'energia costa cara.", "Al giorno d'oggi l'energia costa cara.",
  ],
  nl: [
    "In dit artikel leggen we uit hoe een warmtepomp werkt.", "Heb je je ooit afgevraagd hoe een koelkast werkt?",
    "Vraag je je weleens af hoe een koelkast werkt?", "Welkom op onze blog.",
    "Ben je op zoek naar een goedkopere manier om te verwarmen?", "Vandaag gaan we het hebben over warmtepompen.",
    "Laten we eens kijken hoe het werkt.", "Het is geen geheim dat energie duur is.", "Tegenwoordig is energie duur.",
  ],
  ja: [
    "この記事では、ヒートポンプの仕組みを解説します。", "冷蔵庫はどうして冷えるのだろうと思ったことはありませんか？", "皆さん、こんにちは。",
    "ようこそ、エネルギーブログへ。", "今回は、ヒートポンプについて紹介します。", "暖房費の節約方法をお探しですか？", "早速見ていきましょう。",
    "ご存知の通り、電気代は上がっています。",
  ],
  ko: [
    "이 글에서는 히트펌프의 원리를 설명합니다.", "냉장고가 어떻게 차가워지는지 궁금하신 적 있으신가요?", "안녕하세요, 에너지 블로그입니다.",
    "오늘은 히트펌프에 대해 알아보겠습니다.", "난방비를 줄일 방법을 찾고 계신가요?", "지금부터 히트펌프의 원리를 알아보겠습니다.",
    "요즘 전기 요금이 많이 올랐습니다.",
  ],
  zh: [
    "在本文中，我们将介绍热泵的工作原理。", "你是否想过冰箱是如何制冷的？", "大家好，欢迎来到能源博客。", "您正在寻找更便宜的取暖方式吗？",
    "今天我们来聊聊热泵。", "让我们一起来看看热泵的原理。", "众所周知，能源价格一直在上涨。", "在当今社会，节能越来越重要。",
  ],
};

/** Every list of plain strings in a lexicon, by field name. */
function stringLists(lexicon: Lexicon): [string, readonly string[]][] {
  return [
    ["stopwords", lexicon.stopwords],
    ["interrogatives", lexicon.interrogatives],
    ["danglingOpeners", lexicon.danglingOpeners],
    ["summaryLabels", lexicon.summaryLabels],
    ["dateLabels.published", lexicon.dateLabels.published],
    ["dateLabels.updated", lexicon.dateLabels.updated],
    ["months", lexicon.months.flat()],
    ["attributionPhrases", lexicon.attributionPhrases],
    ["bylineLabels", lexicon.bylineLabels],
  ];
}

const duplicates = (list: readonly string[]) => list.filter((item, index) => list.indexOf(item) !== index);

describe("LEXICONS", () => {
  it("has one lexicon for each supported language, under its own code", () => {
    expect(LEXICONS.map((lexicon) => lexicon.code)).toEqual(LANGUAGE_CODES);
    expect(duplicates([...LANGUAGE_CODES])).toEqual([]);
    for (const code of LANGUAGE_CODES) expect(lexiconFor(code)!.code).toBe(code);
  });

  describe.each(LANGUAGE_CODES)("%s", (code) => {
    const lexicon = lexiconFor(code)!;

    it("has a name, non-empty lists and a sensible long-sentence threshold", () => {
      expect(lexicon.name).toMatch(/^[A-Z][a-z]+$/);
      for (const [field, list] of stringLists(lexicon)) expect(list.length, field).toBeGreaterThan(0);
      expect(lexicon.definitionPatterns.length).toBeGreaterThan(0);
      expect(lexicon.fillerOpeners.length).toBeGreaterThan(0);
      expect(lexicon.longSentenceWords).toBeGreaterThanOrEqual(12);
      expect(lexicon.longSentenceWords).toBeLessThanOrEqual(45);
    });

    it("has about 45 stop words, none repeated", () => {
      expect(lexicon.stopwords.length).toBeGreaterThanOrEqual(40);
      expect(lexicon.stopwords.length).toBeLessThanOrEqual(60);
      expect(duplicates(lexicon.stopwords)).toEqual([]);
    });

    it("writes its words lower-case and trimmed, without repeats in any list", () => {
      for (const [field, list] of stringLists(lexicon)) {
        for (const word of list) {
          expect(word, field).toBe(word.toLowerCase());
          expect(word, field).toBe(word.trim());
          expect(word.length, field).toBeGreaterThan(0);
        }
        expect(duplicates(list), field).toEqual([]);
      }
    });

    it("has twelve months, January first, no name in two months", () => {
      expect(lexicon.months).toHaveLength(12);
      for (const names of lexicon.months) expect(names.length).toBeGreaterThan(0);
      expect(duplicates(lexicon.months.flat())).toEqual([]);
    });

    it("has patterns that compile as non-global Unicode-safe regexes, the openers anchored", () => {
      for (const pattern of [...lexicon.definitionPatterns, ...lexicon.fillerOpeners]) {
        expect(pattern).toBeInstanceOf(RegExp);
        // A global or sticky regex keeps lastIndex between test() calls: a check would miss every other page.
        expect(pattern.flags).not.toMatch(/[gy]/);
        expect(() => pattern.test("")).not.toThrow();
      }
      for (const opener of lexicon.fillerOpeners) expect(opener.source.startsWith("^"), opener.source).toBe(true);
    });

    it("matches each definition pattern on a sample sentence, and none on a plain statement", () => {
      const { match, plain } = DEFINITIONS[code]!;
      for (const pattern of lexicon.definitionPatterns) {
        expect(match.some((sentence) => pattern.test(sentence)), `${pattern} matches no sample`).toBe(true);
      }
      for (const sentence of match) expect(lexicon.definitionPatterns.some((pattern) => pattern.test(sentence)), sentence).toBe(true);
      expect(lexicon.definitionPatterns.filter((pattern) => pattern.test(plain))).toEqual([]);
    });

    it("matches each filler opener on a sample, and none on a sentence that answers at once", () => {
      const samples = FILLERS[code]!;
      for (const opener of lexicon.fillerOpeners) {
        expect(samples.some((sentence) => opener.test(sentence)), `${opener} matches no sample`).toBe(true);
      }
      for (const sentence of samples) expect(lexicon.fillerOpeners.some((opener) => opener.test(sentence)), sentence).toBe(true);
      for (const answer of DEFINITIONS[code]!.match) expect(lexicon.fillerOpeners.filter((opener) => opener.test(answer)), answer).toEqual([]);
    });
  });

  it("gives the Latin-script languages stop words the detector can see: letters, or an elision ending in an apostrophe", () => {
    for (const code of ["en", "es", "fr", "de", "pt", "it", "nl"] as const) {
      for (const word of lexiconFor(code)!.stopwords) expect(word, code).toMatch(/^\p{L}+'?$/u);
    }
  });
});

describe("CONFUSER_STOPWORDS", () => {
  it.each(Object.entries(CONFUSER_STOPWORDS))("%s: a neighbour we do not support, ~40 lower-case words without repeats", (code, words) => {
    expect((LANGUAGE_CODES as readonly string[]).includes(code)).toBe(false);
    expect(code).toMatch(/^[a-z]{2,3}$/);
    expect(words.length).toBeGreaterThanOrEqual(35);
    expect(words.length).toBeLessThanOrEqual(55);
    expect(duplicates(words)).toEqual([]);
    for (const word of words) expect(word).toMatch(/^\p{Ll}+'?$/u);
  });
});
