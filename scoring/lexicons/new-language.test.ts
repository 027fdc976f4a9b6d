// Adding a language is one lexicon file and one registry line: a made-up language, registered beside the
// real ones, is detected and its words are used by the byline, page-type, quotation and date readers, with
// no other change anywhere.
import { describe, expect, it } from "vitest";
import { CHECKS } from "../checks/index.ts";
import { runCheck } from "../check.ts";
import { createPageContext } from "../context.ts";
import type { PageInput } from "../input.ts";
import { LEXICONS } from "./index.ts";
import type { Lexicon } from "./types.ts";

/** Zorbish: a Latin-script language nobody speaks, with words no real lexicon has. */
const zorbish: Lexicon = {
  code: "zz",
  name: "Zorbish",
  script: "latin",
  stopwords: ["ka", "blo", "mip", "tur", "zeg", "vosh", "ul", "nax", "pell", "dro", "quim", "sta", "fep", "lor", "gwin", "yab"],
  interrogatives: ["kwo"],
  definitionPatterns: [/(?<!\p{L})zeg\s+ul\s+\p{L}+/iu],
  fillerOpeners: [/^blorp\s+blorp/iu],
  answers: {
    kinds: { quantity: ["kwo mip"], frequency: ["kwo oft"], time: ["kwando"], comparison: ["versix"], choice: ["bestix"], definition: ["kwo zeg"], howto: ["kwo tu"], reason: ["kwy"], yesno: ["zegga"], open: ["kwo"] },
    questionEndings: [],
    joiners: ["unt"],
    ignore: ["mi"],
    purpose: ["fur"],
    steps: ["ersix"],
    prescriptive: ["du musix"],
    prescriptivePatterns: [],
    imperativeObjects: ["ta"],
    imperativeEndings: [],
    notImperative: ["vrom"],
    frequency: ["einix"],
    times: ["vrix"],
    numberWords: ["tvix"],
    counters: [],
    markers: ["kort ix"],
    aboutPage: ["tas artix"],
    aboutWriter: ["wix"],
    yesNo: ["jax", "nix"],
    because: ["weix"],
    compare: ["alsix"],
  },
  danglingOpeners: ["tas"],
  summaryLabels: ["kortix"],
  dateLabels: { published: ["plubbed"], updated: ["zwepdated"] },
  months: [["janix"], ["febix"], ["marix"], ["aprix"], ["maix"], ["junix"], ["julix"], ["augix"], ["sepix"], ["oktix"], ["novix"], ["dezix"]],
  attributionPhrases: ["vrakt"],
  bylineLabels: ["fram"],
  bylines: {
    after: ["skribix"],
    and: ["ot"],
    stops: ["ap"],
    credits: ["fotix"],
    roles: ["skrivarix"],
    otherSections: ["kommix"],
    authorCards: ["ovar fram"],
    selfCards: ["ovar mix"],
    selfIntroductions: ["ek bix"],
    readingTime: ["min lix"],
    authorPaths: ["framix"],
    surnames: [],
    notNames: ["dix"],
    pieces: ["kolix"],
    moreBy: ["mor fram"],
    companies: [],
    staff: [],
    otherDates: [],
    classes: ["skrivarix"],
    sectionClasses: [],
    pictures: ["bildix"],
  },
  nameParticles: ["zu"],
  longSentenceWords: 25,
  dateWords: { dayOrdinals: ["ix"], between: ["ot"], numericMonthFirst: false, dayFirstRegions: [], units: null, eras: [] },
  honorifics: ["drz"],
  quoteMarks: [["⟪", "⟫"]],
  pages: {
    pricing: { slugs: ["kostix"], headings: ["kostix"] },
    contact: { slugs: ["rufix"], headings: ["rufix ka"], phoneLabels: ["fonix"] },
    about: { slugs: ["wirix"], headings: ["wirix"] },
    docs: { slugs: ["helpix"], hosts: [], feedback: [] },
    listing: { folders: ["kategix"], search: ["sukix"], indexes: ["nuzix"] },
    event: { actions: [], clockUnits: [] },
    product: ["prodix"],
    article: ["artix"],
  },
  commerce: { cartButtons: ["in den korbix"], buyButtons: ["korbix"], periods: ["monix"], per: ["pra"], units: ["monix"], before: [] },
  numbers: { percent: ["prozix"], magnitudes: ["miljix"], currencies: ["zorbs"], numerals: null },
  challenge: { waitTitles: ["momix bitte"], enableJavascript: [/javascrix\s+anmachen/i] },
  genericTitles: ["startix"],
  companyForms: ["zbh"],
};

const LEXICONS_WITH_ZORBISH: readonly Lexicon[] = [...LEXICONS, zorbish];

const PROSE = "Ka blo mip tur zeg vosh ul nax pell dro quim sta fep lor gwin yab ka blo mip tur. ".repeat(12);

function context(html: string, url = "https://zorb.example/x/1") {
  const input: PageInput = {
    url: new URL(url),
    now: new Date("2026-11-22T12:00:00Z"),
    mode: "html",
    readVia: "fetch",
    htmlChars: html.length,
    response: { status: 200, headers: {} },
    headers: new Map(),
    plain: null,
    site: null,
    rendered: null,
  };
  return createPageContext(input, html, { lexicons: LEXICONS_WITH_ZORBISH });
}

const page = (body: string, head = "<title>Zorb</title>") => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;

describe("a made-up language registered with one lexicon", () => {
  it("is detected from its stop words", () => {
    const ctx = context(page(`<main><p>${PROSE}</p></main>`));
    expect(ctx.language).toMatchObject({ code: "zz", supported: true });
    expect(ctx.lexicon).toBe(zorbish);
  });

  it("lends its byline label to the byline reader", () => {
    const ctx = context(page(`<main><h1>Zorb</h1><p class="byline">Fram Ulla Zorbson</p><p>${PROSE}</p></main>`));
    expect(ctx.facts.author).toBe("Ulla Zorbson");
  });

  it("lends its slugs, headings and cart words to the page-type reader", () => {
    expect(context(page(`<main><p>${PROSE}</p></main>`), "https://zorb.example/kostix").pageType.type).toBe("pricing");
    expect(context(page(`<main><h1>Rufix ka</h1><p>Zeg ul rufix.</p></main>`)).pageType.type).toBe("contact");
    expect(context(page(`<main><h1>Dings</h1><p>Nur €19,90</p><button>In den Korbix</button></main>`)).pageType.type).toBe("product");
    expect(context(page(`<main><p>${PROSE}</p></main>`), "https://zorb.example/helpix/start").pageType.type).toBe("docs");
  });

  it("lends its quote marks, titles and attribution phrases to the quotation reader", () => {
    const ctx = context(page(`<main><h1>Zorb</h1><p>${PROSE}</p><p>⟪Ka blo mip tur zeg vosh ul nax⟫, vrakt Drz. Ulla Zorbson ka blo.</p></main>`));
    const quotations = CHECKS.find((check) => check.id === "quotations")!;
    const outcome = runCheck(quotations, ctx);
    expect(outcome).toMatchObject({ reason: "attributed-quote", params: { attribution: expect.stringContaining("Ulla Zorbson") } });
  });

  it("lends its month names, date words and labels to the date reader", () => {
    const ctx = context(page(`<main><h1>Zorb</h1><p>Zwepdated 3ix ot marix ot 2026</p><p>${PROSE}</p></main>`));
    expect(ctx.dates.visible.dates).toEqual([expect.objectContaining({ day: "2026-03-03", label: "updated", labelText: "zwepdated" })]);
  });
});
