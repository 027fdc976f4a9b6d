// German. Boundaries are Unicode-aware lookarounds (\b misses ä, ö, ü, ß).
import type { Lexicon } from "./types.ts";

export const de: Lexicon = {
  code: "de",
  script: "latin",
  name: "German",
  stopwords: [
    "der", "die", "und", "in", "den", "von", "zu", "das", "mit", "sich", "des", "auf", "für", "ist", "im", "dem",
    "nicht", "ein", "eine", "als", "auch", "es", "an", "werden", "aus", "er", "hat", "dass", "sie", "nach", "wird",
    "bei", "einer", "um", "am", "sind", "noch", "wie", "einem", "über", "einen", "so", "zum", "zur", "oder",
    "aber", "durch", "kann", "wenn", "man",
  ],
  interrogatives: [
    "was", "wie", "warum", "weshalb", "wieso", "welche", "welcher", "welches", "welchen", "wann", "wo", "woher",
    "wohin", "wer", "wen", "wem", "wessen", "wie viel", "wieviel", "wozu", "womit", "gibt es", "lohnt sich",
  ],
  definitionPatterns: [
    /(?<!\p{L})(?:ist|sind|war)\s+(?:ein|eine|einer|der|die|das|eines\s+der|eine\s+der)\s+\p{L}+/iu,
    /(?<!\p{L})handelt\s+es\s+sich\s+um(?!\p{L})/iu,
    /(?<!\p{L})versteht\s+man(?!\p{L})/iu,
    /(?<!\p{L})bezeichnet(?!\p{L})/iu,
    /(?<!\p{L})bedeutet(?!\p{L})/iu,
    /(?<!\p{L})(?:ist|sind|wird|werden)\s+(?:definiert\s+als|als\s+[^.]{1,60}?\s+(?:bezeichnet|definiert))/iu,
  ],
  fillerOpeners: [
    /^in\s+diesem\s+(?:artikel|beitrag|blogbeitrag|blogpost|ratgeber|leitfaden|text|tutorial|post)(?!\p{L})/iu,
    /^(?:haben\s+sie\s+sich|hast\s+du\s+dich)\s+(?:schon\s+)?(?:einmal|jemals|mal|je)\s+gefragt(?!\p{L})/iu,
    /^(?:haben\s+sie|hast\s+du)\s+(?:schon\s+)?(?:einmal|jemals|mal|je)(?!\p{L})/iu,
    /^(?:herzlich\s+)?(?:willkommen|hallo)(?!\p{L})/iu,
    /^(?:suchen\s+sie|suchst\s+du|sind\s+sie\s+auf\s+der\s+suche|bist\s+du\s+auf\s+der\s+suche)(?!\p{L})/iu,
    /^heute\s+(?:werden\s+wir|wollen\s+wir|zeigen\s+wir|schauen\s+wir|möchten\s+wir|erkläre\s+ich|zeige\s+ich)(?!\p{L})/iu,
    /^(?:lassen\s+sie\s+uns|lasst\s+uns|lass\s+uns)(?!\p{L})/iu,
    /^es\s+ist\s+kein\s+geheimnis(?!\p{L})/iu,
    /^in\s+der\s+heutigen\s+(?:zeit|welt)(?!\p{L})/iu,
  ],
  // Not "es", "das" or "sie": "Es gibt" is the English "There are", "Das" is mostly the article, and "Sie" is
  // also the polite "you".
  danglingOpeners: [
    "dies", "diese", "dieser", "dieses", "diesen", "er", "jedoch", "allerdings", "außerdem", "zudem",
    "darüber hinaus", "ferner", "ebenfalls", "auch", "wie erwähnt", "wie bereits erwähnt", "wie oben erwähnt",
    "wie oben gezeigt", "wie gesagt", "wie wir gesehen haben", "solche", "solch",
  ],
  summaryLabels: [
    "tl;dr", "tldr", "kurz gesagt", "zusammenfassung", "das wichtigste in kürze", "das wichtigste", "in kürze",
    "auf einen blick", "fazit", "kurzfassung", "die kurze antwort", "kurze antwort", "kernaussagen",
    "wichtigste erkenntnisse",
  ],
  dateLabels: {
    published: ["veröffentlicht", "veröffentlicht am", "erschienen", "erschienen am", "erstellt", "erstellt am", "publiziert", "datum", "erstveröffentlichung", "erstmals veröffentlicht"],
    updated: ["aktualisiert", "aktualisiert am", "zuletzt aktualisiert", "letzte aktualisierung", "geändert", "zuletzt geändert", "überarbeitet", "stand", "geprüft"],
  },
  months: [
    ["januar", "jänner", "jan"], ["februar", "feb"], ["märz", "mär", "mrz"], ["april", "apr"], ["mai"],
    ["juni", "jun"], ["juli", "jul"], ["august", "aug"], ["september", "sep", "sept"], ["oktober", "okt"],
    ["november", "nov"], ["dezember", "dez"],
  ],
  attributionPhrases: [
    "sagte", "sagt", "laut", "zufolge", "erklärt", "erklärte", "betont", "betonte", "schreibt", "schrieb",
    "berichtet", "berichtete", "meint", "gemäß", "nach angaben", "so die", "so der", "fand heraus",
  ],
  bylineLabels: ["von", "autor", "autorin", "geschrieben von", "verfasst von", "geprüft von", "text:", "ein beitrag von"],
  bylines: {
    after: [],
    and: ["und", "&"],
    stops: ["am", "um", "veröffentlicht", "aktualisiert", "in", "aus"],
    credits: ["foto", "fotos", "bild", "bilder", "fotograf", "fotografie", "illustration", "illustrationen", "bearbeitet von", "geprüft von", "quelle", "quellen", "video", "übersetzung", "lektorat", "mitarbeit"],
    roles: ["redakteur", "redakteurin", "journalist", "journalistin", "korrespondent", "korrespondentin", "chefredakteur", "chefredakteurin", "kolumnist", "kolumnistin"],
    otherSections: ["kommentare", "kommentar", "kommentieren", "leserkommentare", "bewertungen", "kundenbewertungen", "rezensionen", "mehr zum thema", "das könnte sie auch interessieren", "auch interessant", "weitere artikel", "ähnliche artikel", "ähnliche beiträge", "verwandte artikel", "mehr aus", "mehr von", "meistgelesen", "beliebt", "neueste beiträge", "letzte beiträge", "lesen sie auch", "weiterlesen", "empfehlungen", "weitere fragen"],
    authorCards: ["über den autor", "über die autorin", "über die autoren", "zum autor", "zur autorin", "der autor", "die autorin"],
    readingTime: ["min. lesezeit", "min lesezeit", "minuten lesezeit", "lesezeit"],
    authorPaths: ["autor", "autoren", "autorin", "autorinnen", "profil"],
    surnames: [],
    staff: ["redaktion", "die redaktion", "online-redaktion", "onlineredaktion", "red.", "team", "admin"],
    otherDates: ["mindestens haltbar bis", "haltbar bis", "gültig bis", "ablaufdatum", "frist", "einsendeschluss", "bewerbungsschluss", "gegründet", "seit", "geboren", "herstellungsdatum", "produktionsdatum", "vor dem", "nach dem", "bis zum"],
  },
  // German capitalizes every noun, so a German article or preposition between two of them (der, des, von,
  // zu) would make names of ordinary phrases ("Vergleich zu Elektroheizungen"): only foreign particles here.
  nameParticles: ["van", "de", "da", "di", "del", "della", "du", "al", "bin", "ibn"],
  // Native German prose packs more clauses into a sentence than English; compounds keep the word count down
  // (a translation: 0.88 times), so the threshold sits only a little above English.
  longSentenceWords: 27,
  dateWords: { dayOrdinals: ["."], between: [], numericMonthFirst: false, dayFirstRegions: [], units: null, eras: [] },
  honorifics: ["hr", "fr", "dr", "prof"],
  quoteMarks: [["„", "“"], ["»", "«"], ["“", "”"]],
  pages: {
    pricing: { slugs: ["preise", "tarife"], headings: ["preise", "preise und pakete", "tarife"] },
    contact: { slugs: ["kontakt", "kontaktieren"], headings: ["kontakt", "kontaktieren sie uns"] },
    about: { slugs: ["ueber-uns", "uber-uns", "über-uns", "unternehmen"], headings: ["über uns"] },
    docs: { slugs: ["hilfe", "dokumentation"], hosts: [] },
    listing: { folders: ["kategorie", "schlagwort"], search: ["suche"], indexes: ["nachrichten"] },
    product: ["produkt", "produkte"],
    article: ["nachrichten", "artikel"],
  },
  commerce: { cartButtons: ["in den warenkorb", "jetzt kaufen"], periods: ["monat", "jahr"], per: ["pro"], units: ["monat", "nutzer", "jahr"], before: [] },
  numbers: { percent: ["prozent"], magnitudes: ["Millionen", "Million", "Milliarden", "Milliarde", "Mio.", "Mio", "Mrd.", "Mrd"], currencies: ["euro", "dollar"], numerals: null },
  challenge: { waitTitles: ["einen moment"], enableJavascript: [/javascript\s+aktivieren/i] },
  genericTitles: ["startseite", "willkommen", "home"],
  companyForms: ["gmbh", "ag", "kg", "ug", "gbr", "se"],
};
