// Italian. Elided forms (l', dell', un') are listed with their apostrophe: the detector splits "dell'aria"
// into "dell'" and "aria". Boundaries are Unicode-aware lookarounds (\b misses è, à, ò).
import type { Lexicon } from "./types.ts";

export const it: Lexicon = {
  code: "it",
  script: "latin",
  name: "Italian",
  stopwords: [
    "di", "e", "il", "la", "che", "a", "in", "un", "per", "è", "non", "una", "i", "del", "le", "si", "con", "da",
    "della", "al", "sono", "gli", "lo", "come", "ma", "più", "anche", "nel", "alla", "dei", "se", "ha", "delle",
    "o", "questo", "questa", "suo", "sua", "dal", "nella", "degli", "ci", "può", "l'", "dell'", "all'", "nell'",
    "un'", "d'",
  ],
  interrogatives: [
    "che cosa", "cosa", "che", "come", "perché", "quale", "quali", "qual", "quando", "dove", "chi", "quanto",
    "quanta", "quanti", "quante", "vale la pena",
  ],
  definitionPatterns: [
    /(?<!\p{L})(?:è|sono|era|fu)\s+(?:(?:un|una|uno|il|lo|la|i|gli|le|uno\s+dei|una\s+delle)\s+|un['’]|l['’])\p{L}+/iu,
    /(?<!\p{L})si\s+riferisce\s+a(?!\p{L})/iu,
    /(?<!\p{L})(?:si\s+definisce|(?:è|viene)\s+definit[oa])(?:\s+come)?(?!\p{L})/iu,
    /(?<!\p{L})significa(?!\p{L})/iu,
    /(?<!\p{L})consiste\s+(?:in|nel|nello|nella)(?!\p{L})/iu,
    /(?<!\p{L})(?:si\s+tratta\s+di|si\s+intende|(?:indica|designa))(?!\p{L})/iu,
  ],
  fillerOpeners: [
    /^in\s+(?:questo|questa)\s+(?:articolo|post|blog|tutorial|guida|pagina|approfondimento)(?!\p{L})/iu,
    /^(?:ti\s+sei\s+mai|vi\s+siete\s+mai|si\s+è\s+mai)\s+chiest[oaie](?!\p{L})/iu,
    /^(?:hai|avete|ha)\s+mai\s+(?:pensato|sentito|provato|notato)(?!\p{L})/iu,
    /^(?:benvenut[oaie]|ciao|salve)(?!\p{L})/iu,
    /^(?:stai|state|sta)\s+cercando(?!\p{L})/iu,
    /^oggi\s+(?:vedremo|parleremo|vi\s+(?:parlo|spiego|mostro)|ti\s+(?:parlo|spiego|mostro))(?!\p{L})/iu,
    /^(?:scopriamo|vediamo|esploriamo|tuffiamoci)(?!\p{L})/iu,
    /^non\s+è\s+un\s+segreto(?!\p{L})/iu,
    /^(?:al\s+giorno\s+d['’]oggi|oggigiorno|nel\s+mondo\s+di\s+oggi)(?!\p{L})/iu,
  ],
  danglingOpeners: [
    "questo", "questa", "questi", "queste", "ciò", "esso", "essa", "essi", "lui", "lei", "loro", "tuttavia",
    "inoltre", "anche", "come accennato", "come detto", "come già detto", "come visto", "come abbiamo visto",
    "come mostrato sopra", "tale", "tali",
  ],
  summaryLabels: [
    "tl;dr", "tldr", "in breve", "in sintesi", "riassunto", "sintesi", "riepilogo", "punti chiave",
    "in poche parole", "la risposta breve", "risposta rapida", "cose da sapere", "in pillole",
  ],
  dateLabels: {
    published: ["pubblicato", "pubblicata", "pubblicato il", "pubblicata il", "data di pubblicazione", "scritto il", "data"],
    updated: ["aggiornato", "aggiornata", "aggiornato il", "aggiornata il", "ultimo aggiornamento", "modificato", "modificato il", "rivisto"],
  },
  months: [
    ["gennaio", "gen"], ["febbraio", "feb"], ["marzo", "mar"], ["aprile", "apr"], ["maggio", "mag"],
    ["giugno", "giu"], ["luglio", "lug"], ["agosto", "ago"], ["settembre", "set"], ["ottobre", "ott"],
    ["novembre", "nov"], ["dicembre", "dic"],
  ],
  attributionPhrases: [
    "ha detto", "dice", "ha dichiarato", "dichiara", "secondo", "spiega", "ha spiegato", "afferma", "ha affermato",
    "sottolinea", "ha sottolineato", "osserva", "scrive", "ha scritto", "riferisce", "ha aggiunto", "stando a",
  ],
  bylineLabels: ["di", "a cura di", "scritto da", "autore", "autrice", "testo di", "testo"],
  bylines: {
    after: [],
    and: ["e", "&"],
    stops: ["il", "alle", "ore", "pubblicato", "aggiornato"],
    credits: ["foto", "foto di", "fotografie", "immagini", "illustrazione", "illustrazioni", "editing", "revisione", "fonte", "fonti", "video", "traduzione", "traduzione di", "ha collaborato"],
    roles: ["giornalista", "redattore", "redattrice", "caporedattore", "corrispondente", "editorialista", "inviato", "inviata", "collaboratore", "collaboratrice"],
    otherSections: ["commenti", "commento", "lascia un commento", "recensioni", "opinioni", "leggi anche", "potrebbe interessarti", "ti potrebbe interessare", "articoli correlati", "correlati", "più letti", "i più letti", "altro da", "altri articoli", "consigliati", "ultimi articoli", "ultime notizie", "potrebbero interessarti"],
    authorCards: ["sull'autore", "sull’autore", "sull'autrice", "l'autore", "l’autore", "l'autrice", "chi scrive"],
    readingTime: ["min di lettura", "minuti di lettura", "di lettura"],
    authorPaths: ["autore", "autori", "autrice", "autrici", "firma", "firme"],
    surnames: [],
    staff: ["redazione", "la redazione", "staff", "admin", "amministratore"],
    otherDates: ["da consumarsi preferibilmente entro", "scadenza", "valido fino al", "valida fino al", "entro il", "fondato nel", "fondata nel", "dal", "nato il", "nata il", "data di produzione", "data di confezionamento", "prima del", "dopo il", "fino al"],
  },
  nameParticles: [
    "di", "del", "della", "delle", "dei", "degli", "dello", "da", "dal", "de", "la", "le", "van", "von", "der",
    "den", "du", "des", "al", "bin", "ibn",
  ],
  // Italian needs about a fifth more words than English for the same sentence (a translation: 1.17 times).
  longSentenceWords: 30,
  dateWords: { dayOrdinals: ["º"], between: [], numericMonthFirst: false, dayFirstRegions: [], units: null, eras: [] },
  honorifics: ["dott", "sig", "ing", "avv", "prof", "dr"],
  quoteMarks: [["«", "»"], ["“", "”"]],
  pages: {
    pricing: { slugs: ["prezzi", "piani"], headings: ["prezzi", "piani e prezzi"] },
    contact: { slugs: ["contatti", "contattaci"], headings: ["contatti", "contattaci"] },
    about: { slugs: ["chi-siamo"], headings: ["chi siamo"] },
    docs: { slugs: ["aiuto", "documentazione"], hosts: [] },
    listing: { folders: ["categoria", "categorie"], search: ["cerca"], indexes: ["notizie"] },
    product: ["prodotto", "prodotti"],
    article: ["notizie"],
  },
  commerce: { cartButtons: ["aggiungi al carrello", "acquista ora"], periods: ["mese", "anno"], per: ["al"], units: ["mese", "utente", "anno"], before: [] },
  numbers: { percent: ["per cento"], magnitudes: ["milioni", "miliardi", "milione", "mille"], currencies: ["euro", "dollari"], numerals: null },
  challenge: { waitTitles: ["un momento"], enableJavascript: [/abilita(?:re)?\s+(?:il\s+)?javascript/i, /attiva(?:re)?\s+(?:il\s+)?javascript/i] },
  genericTitles: ["pagina iniziale", "benvenuto", "benvenuti"],
  companyForms: ["srl", "spa", "sas", "snc"],
};
