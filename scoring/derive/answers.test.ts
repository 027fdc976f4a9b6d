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
    ["en", "How often should you descale a kettle?", "frequency"],
    ["de", "Wie oft sollte man Fenster putzen?", "frequency"],
    ["es", "¿Cada cuánto hay que cambiar el aceite del coche?", "frequency"],
    ["nl", "Hoe vaak moet je een vaatwasser ontkalken?", "frequency"],
    ["ko", "이불은 얼마나 자주 빨아야 하나요?", "frequency"],
    ["it", "Il pane del sabato, ovvero come ho smesso di comprare il lievito", "topic"],
    ["pt", "Escolha como quer usar o aplicativo", "topic"],
    ["ja", "料金プラン", "topic"],
    ["zh", "在深圳租房五年，我学到的几件事", "topic"],
    ["ja", "ワイシャツの襟汚れの落とし方", "howto"],
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
    ["fr", "Faut-il vraiment finir une boîte d’antibiotiques ?", ["finir", "boite", "antibiotiq"]],
    ["nl", "Hoe vaak moet je een cv-ketel laten onderhouden?", ["ketel", "onderhou"]],
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

describe("answerForm: the forms answers take beyond the obvious, in several languages", () => {
  const ask = (code: string, question: string, sentence: string, coverage = 1) => {
    const asked = questionOf(question, lexicon(code), "h1");
    return answerForm(asked.kind, sentence, coverage, lexicon(code), asked.terms);
  };

  it("answers how often with a frequency, in words or digits, and not with a duration", () => {
    expect(ask("en", "How often should you re-wax a jacket?", "Most jackets need re-waxing about once a year.")).toBe("frequency");
    expect(ask("en", "How often should you re-wax a jacket?", "I have owned this jacket for three or four winters.")).toBeNull();
    expect(ask("de", "Wie oft sollte man den Blutdruck messen?", "Man sollte in der Regel zweimal täglich messen.")).toBe("frequency");
    expect(ask("es", "¿Cada cuánto hay que limpiar el filtro?", "El filtro hay que limpiarlo cada dos o tres semanas.")).toBe("frequency");
    expect(ask("nl", "Hoe vaak moet je een cv-ketel laten onderhouden?", "Een hr-ketel laat je eens in de twee jaar onderhouden.")).toBe("frequency");
  });

  it("answers how much with a number in words, and counts a Han numeral only before a counter", () => {
    expect(ask("en", "How many eggs does a sponge cake need?", "A sponge cake needs four eggs.")).toBe("number");
    expect(ask("ja", "引っ越しの挨拶はいつまでにするべき？", "引っ越しの挨拶は一週間前までに済ませます。")).toBe("number");
    expect(ask("ja", "引っ越しの挨拶はいつまでにするべき？", "一方で、引っ越しの挨拶は忙しいものです。")).toBeNull();
  });

  it("answers when with a time that is no number", () => {
    expect(ask("fr", "Quand faut-il tailler les rosiers ?", "On taille les rosiers à la fin de l'hiver, quand les bourgeons gonflent.")).toBe("time");
    expect(ask("fr", "Quand faut-il tailler les rosiers ?", "Les rosiers sont des arbustes généreux.")).toBeNull();
  });

  it("answers a how-to with an imperative, advice or a duty, not with a preposition's clause or a story", () => {
    expect(ask("nl", "Hoe ontkalk je een waterkoker?", "Vul de waterkoker half met water en voeg citroenzuur toe.")).toBe("steps");
    expect(ask("de", "Wie entkalkt man einen Wasserkocher?", "Füllen Sie den Wasserkocher zur Hälfte mit Essigwasser.")).toBe("steps");
    expect(ask("fr", "Comment enlever une tache de vin rouge ?", "Épongez d'abord le vin sans frotter, puis couvrez la tache de sel fin.", 0.5)).toBe("steps");
    expect(ask("fr", "Comment enlever une tache de vin rouge ?", "Chez nous, le vin rouge tache souvent les nappes.", 0.5)).toBeNull();
    expect(ask("en", "How to descale a kettle", "During the winter the kettle gets used more often.")).toBeNull();
    expect(ask("es", "¿Cómo se quita el óxido de una sartén?", "En el taller hemos visto sartenes volver a usarse después de años de abandono.")).toBeNull();
    expect(ask("es", "¿Cómo se conserva el pan?", "El pan hay que guardarlo en un paño de algodón.")).toBe("advice");
    expect(ask("it", "Come si conserva il Parmigiano?", "Il Parmigiano va avvolto nella carta e conservato in frigorifero.")).toBe("advice");
    expect(ask("ko", "계량기 동파, 어떻게 막을 수 있나요?", "계량기함을 헌 옷으로 채우고 뚜껑을 막아 두면 대부분의 동파를 막을 수 있습니다.")).toBe("advice");
    expect(ask("ko", "가습기 물통은 어떻게 세척하나요?", "가습기 물통을 씻지 않으면 세균이 번식할 수 있습니다.")).toBeNull();
  });

  it("answers 'what X' with a sentence whose subject is X and that says what it is", () => {
    expect(ask("es", "¿Qué presión deben llevar las llantas del coche?", "La presión correcta es la que indica el fabricante.", 0.25)).toBe("definition");
    expect(ask("es", "¿Qué presión deben llevar las llantas del coche?", "Ojo: el número del costado no es la presión recomendada.", 0.25)).toBeNull();
  });
});

describe("the answer found on a page", () => {
  const answer = (html: string) => page(html).mainAnswer?.answer ?? null;

  it("takes a sentence that names the answer, without the question's terms", () => {
    const found = answer(
      "<main><h1>Faut-il vraiment finir une boîte d'antibiotiques ?</h1><p>C'est l'une des questions qu'on nous pose le plus souvent au comptoir de la pharmacie.</p><p>La réponse est simple : il faut suivre la durée de traitement indiquée sur l'ordonnance, ni plus ni moins.</p></main>",
    );
    expect(found).toMatchObject({ form: "announced", text: expect.stringMatching(/^La réponse est simple/) });
  });

  it("never takes the writer's story, a sentence about the page, or reassurance, however many terms they repeat", () => {
    const found = answer(
      "<main><h1>How often should you re-wax a waxed cotton jacket?</h1><p>Every autumn our workshop re-waxes hundreds of waxed cotton jackets for customers all over the country.</p><p>In this article we explain how often a waxed cotton jacket needs re-waxing.</p><p>Re-waxing a waxed cotton jacket is easier than you think, every time.</p><p>Most waxed cotton jackets need re-waxing about once a year, ideally at the end of winter.</p></main>",
    );
    expect(found?.text).toMatch(/^Most waxed cotton jackets/);
    expect(found?.wordsBefore).toBeGreaterThan(20);
  });

  it("takes 'Short answer: …' although it reads like a label", () => {
    expect(page("<main><h1>Can you freeze cooked rice?</h1><p>Short answer: yes, within a day of cooking it.</p><p>Rice keeps well frozen.</p></main>").mainAnswer?.answer).toMatchObject({ form: "announced", wordsBefore: 0 });
  });

  it("skips a recipe's fields and a list that repeats none of the question's terms", () => {
    const found = answer(
      "<main><h1>Como fazer pão de queijo que não murcha?</h1><ul><li>Rendimento: 30 unidades</li><li>Tempo: 1 hora</li><li>Dificuldade: fácil</li></ul><p>O segredo para o pão de queijo não murchar é escaldar o polvilho com leite e óleo ferventes.</p></main>",
    );
    expect(found).toMatchObject({ form: "advice", wordsBefore: 0 });
  });

  it("takes the sentence after the page asks its question again, over one that only repeats its terms", () => {
    const found = answer(
      "<main><h1>Onde estão os azulejos que desapareceram de Lisboa?</h1><p>Os registos apontam para mais de doze mil azulejos furtados de fachadas de Lisboa nas últimas décadas.</p><p>Para onde vão? Uma parte acaba em feiras de antiguidades e em lojas de decoração.</p></main>",
    );
    expect(found?.text).toMatch(/^Uma parte acaba/);
  });

  it("finds nothing rather than a preamble that only mentions the subject", () => {
    expect(answer("<main><h1>How do you descale a kettle?</h1><p>Kettles in hard-water areas build up scale faster than most people expect.</p><p>Scale makes a kettle noisy and slow, and flakes of it end up in your tea.</p></main>")).toBeNull();
  });
});
