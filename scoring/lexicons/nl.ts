// Dutch. Boundaries are Unicode-aware lookarounds (\b misses é, ë).
import type { Lexicon } from "./types.ts";

export const nl: Lexicon = {
  code: "nl",
  script: "latin",
  name: "Dutch",
  stopwords: [
    "de", "het", "een", "van", "en", "in", "is", "dat", "op", "te", "zijn", "voor", "met", "die", "niet", "aan",
    "er", "om", "ook", "als", "dan", "bij", "of", "uit", "maar", "door", "over", "ze", "zich", "naar", "nog",
    "worden", "wordt", "kan", "werd", "hij", "wat", "dit", "tot", "meer", "al", "heeft", "hebben", "deze", "geen",
    "wel", "u", "je", "we",
  ],
  interrogatives: [
    "wat", "hoe", "waarom", "welke", "welk", "wanneer", "waar", "wie", "hoeveel", "waarvoor", "waardoor",
    "waarmee",
  ],
  definitionPatterns: [
    /(?<!\p{L})(?:is|zijn|was|waren)\s+(?:een|de|het|één\s+van\s+de)\s+\p{L}+/iu,
    /(?<!\p{L})verwijst\s+naar(?!\p{L})/iu,
    /(?<!\p{L})(?:wordt|worden)\s+gedefinieerd\s+als(?!\p{L})/iu,
    /(?<!\p{L})betekent(?!\p{L})/iu,
    /(?<!\p{L})(?:verstaat\s+men|noemt\s+men)(?!\p{L})/iu,
    /(?<!\p{L})gaat\s+het\s+om(?!\p{L})/iu,
  ],
  fillerOpeners: [
    /^in\s+(?:dit|deze)\s+(?:artikel|blog|blogpost|bericht|gids|handleiding|post|tutorial)(?!\p{L})/iu,
    /^(?:heb\s+je|hebt\s+u|heeft\s+u)\s+(?:je\s+|zich\s+)?(?:ooit|weleens|wel\s+eens)(?!\p{L})/iu,
    /^(?:vraag\s+je\s+je|vraagt\s+u\s+zich)\s+(?:ooit\s+|weleens\s+)?af(?!\p{L})/iu,
    /^(?:welkom|hallo|hoi)(?!\p{L})/iu,
    /^(?:ben\s+je|bent\s+u)\s+(?:op\s+zoek|aan\s+het\s+zoeken)(?!\p{L})/iu,
    /^vandaag\s+(?:gaan\s+we|bekijken\s+we|vertel\s+ik|laat\s+ik|leg\s+ik)(?!\p{L})/iu,
    /^(?:laten\s+we|laat\s+ons)\s+(?:eens\s+)?(?:kijken|duiken|beginnen|ontdekken)(?!\p{L})/iu,
    /^het\s+is\s+geen\s+geheim(?!\p{L})/iu,
    /^(?:in\s+de\s+wereld\s+van\s+vandaag|tegenwoordig|vandaag\s+de\s+dag)(?!\p{L})/iu,
  ],
  // Not "het": it is also the article ("Het huis").
  danglingOpeners: [
    "dit", "dat", "deze", "die", "dergelijke", "zo'n", "hij", "zij", "ze", "echter", "bovendien", "daarnaast",
    "verder", "ook", "zoals vermeld", "zoals eerder vermeld", "zoals gezegd", "zoals we zagen", "zoals hierboven",
    "zoals hierboven getoond",
  ],
  summaryLabels: [
    "tl;dr", "tldr", "in het kort", "kort gezegd", "samenvatting", "samengevat", "in een notendop",
    "belangrijkste punten", "de belangrijkste punten", "kernpunten", "het korte antwoord", "kort antwoord",
    "in één oogopslag",
  ],
  dateLabels: {
    published: ["gepubliceerd", "gepubliceerd op", "geplaatst", "geplaatst op", "verschenen", "verschenen op", "datum"],
    updated: ["bijgewerkt", "bijgewerkt op", "laatst bijgewerkt", "laatste update", "gewijzigd", "laatst gewijzigd", "herzien", "geactualiseerd"],
  },
  months: [
    ["januari", "jan"], ["februari", "feb"], ["maart", "mrt", "mar"], ["april", "apr"], ["mei"], ["juni", "jun"],
    ["juli", "jul"], ["augustus", "aug"], ["september", "sep", "sept"], ["oktober", "okt"], ["november", "nov"],
    ["december", "dec"],
  ],
  attributionPhrases: [
    "zei", "zegt", "volgens", "aldus", "legt uit", "legde uit", "stelt", "stelde", "schrijft", "schreef", "meldt",
    "meldde", "vertelt", "vertelde", "benadrukt", "benadrukte", "merkt op",
  ],
  bylineLabels: ["door", "geschreven door", "auteur", "gecontroleerd door", "tekst"],
  bylines: {
    after: [],
    and: ["en", "&"],
    stops: ["op", "om", "gepubliceerd", "bijgewerkt", "in"],
    credits: ["foto", "foto's", "fotografie", "beeld", "illustratie", "illustraties", "eindredactie", "bewerking", "bron", "bronnen", "video", "vertaling", "gecontroleerd door"],
    roles: ["verslaggever", "verslaggeefster", "redacteur", "redactrice", "journalist", "correspondent", "columnist", "hoofdredacteur"],
    otherSections: ["reacties", "reactie", "reageer", "laat een reactie achter", "recensies", "beoordelingen", "reviews", "lees ook", "lees meer", "meer over", "meer uit", "meer van", "gerelateerd", "gerelateerde artikelen", "meest gelezen", "populair", "aanbevolen", "laatste nieuws", "recente berichten", "recent", "ook interessant"],
    authorCards: ["over de auteur", "over de schrijver", "over de schrijfster", "de auteur"],
    readingTime: ["min leestijd", "minuten leestijd", "leestijd"],
    authorPaths: ["auteur", "auteurs", "redacteur", "redacteuren", "profiel"],
    surnames: [],
    staff: ["redactie", "de redactie", "webredactie", "admin", "beheerder"],
    otherDates: ["ten minste houdbaar tot", "houdbaar tot", "geldig tot", "uiterste datum", "deadline", "opgericht", "sinds", "geboren", "productiedatum", "voor", "na", "tot"],
  },
  nameParticles: [
    "van", "der", "den", "de", "ter", "te", "von", "da", "di", "del", "della", "du", "des", "la", "le", "al",
    "bin", "ibn",
  ],
  // Dutch sentences run about as long as English ones (a translation: 1.04 times the words).
  longSentenceWords: 26,
  dateWords: { dayOrdinals: [], between: [], numericMonthFirst: false, dayFirstRegions: [], units: null, eras: [] },
  honorifics: ["dhr", "mevr", "ir", "dr", "prof", "mr"],
  quoteMarks: [["„", "”"], ["“", "”"]],
  pages: {
    pricing: { slugs: ["prijzen", "tarieven"], headings: ["prijzen", "tarieven"] },
    contact: { slugs: ["contacteer-ons"], headings: ["contact opnemen", "neem contact op"] },
    about: { slugs: ["over-ons"], headings: ["over ons"] },
    docs: { slugs: ["documentatie"], hosts: [] },
    listing: { folders: ["categorie"], search: ["zoeken"], indexes: ["nieuws"] },
    product: [],
    article: ["nieuws", "artikel"],
  },
  commerce: { cartButtons: ["in winkelwagen", "nu kopen"], periods: ["maand", "jaar"], per: ["per"], units: ["maand", "gebruiker", "jaar"], before: [] },
  numbers: { percent: ["procent"], magnitudes: ["miljoen", "miljard"], currencies: ["euro"], numerals: null },
  challenge: { waitTitles: ["een moment"], enableJavascript: [/(?:schakel|zet)\s+javascript\s+(?:in|aan)/i] },
  genericTitles: ["welkom", "startpagina"],
  companyForms: ["bv", "nv", "vof"],
};
