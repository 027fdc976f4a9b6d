// French. Elided forms (l', d', qu') are listed with their apostrophe: the detector splits "l'article" into
// "l'" and "article". Boundaries are Unicode-aware lookarounds (\b misses é, à, ù).
import type { Lexicon } from "./types.ts";

export const fr: Lexicon = {
  code: "fr",
  script: "latin",
  name: "French",
  stopwords: [
    "de", "la", "le", "et", "les", "des", "en", "un", "du", "une", "que", "est", "pour", "qui", "dans", "à",
    "par", "plus", "pas", "au", "sur", "ne", "se", "ce", "il", "sont", "avec", "son", "aux", "ou", "sa", "mais",
    "ses", "nous", "vous", "leur", "cette", "ces", "on", "comme", "être", "elle", "très", "aussi", "peut", "l'",
    "d'", "qu'", "n'", "s'", "c'",
  ],
  interrogatives: [
    "comment", "pourquoi", "quel", "quelle", "quels", "quelles", "qu'est-ce que", "qu'est-ce qu'", "qu'est-ce",
    "que", "quoi", "quand", "où", "qui", "combien", "lequel", "laquelle", "est-ce que", "est-ce qu'", "peut-on",
    "faut-il", "doit-on", "est-il", "est-elle", "sont-ils", "y a-t-il", "existe-t-il", "vaut-il",
  ],
  definitionPatterns: [
    /(?<!\p{L})(?:est|sont|était)\s+(?:(?:un|une|des|le|la|les|l['’]une?\s+des)\s+|l['’])\p{L}+/iu,
    /(?<!\p{L})désigne(?:nt)?(?!\p{L})/iu,
    /(?<!\p{L})(?:se\s+définit|(?:est|sont)\s+défini(?:e|s|es)?)\s+comme(?!\p{L})/iu,
    /(?<!\p{L})signifie(?:nt)?(?!\p{L})/iu,
    /(?<!\p{L})consiste\s+à(?!\p{L})/iu,
    /(?<!\p{L})(?:on\s+appelle|s['’]appelle|il\s+s['’]agit\s+d['’]|fait\s+référence\s+à)/iu,
  ],
  fillerOpeners: [
    /^dans\s+(?:cet|ce|cette)\s+(?:article|billet|guide|post|tutoriel|dossier|blog)(?!\p{L})/iu,
    /^(?:vous\s+êtes-vous|vous\s+vous\s+êtes|t['’]es-tu|tu\s+t['’]es)\s+déjà\s+demandé(?!\p{L})/iu,
    /^(?:avez-vous|vous\s+avez|as-tu)\s+déjà(?!\p{L})/iu,
    /^(?:bienvenue|bonjour|salut)(?!\p{L})/iu,
    /^(?:vous\s+cherchez|vous\s+êtes\s+à\s+la\s+recherche|vous\s+vous\s+demandez|tu\s+cherches)(?!\p{L})/iu,
    /^aujourd['’]hui,?\s+(?:nous\s+allons|je\s+vais|on\s+va|je\s+vous|nous\s+vous)(?!\p{L})/iu,
    /^(?:découvrons|voyons|plongeons|explorons)(?!\p{L})/iu,
    /^ce\s+n['’]est\s+(?:un|plus\s+un)\s+secret(?!\p{L})/iu,
    /^(?:de\s+nos\s+jours|à\s+l['’]heure\s+actuelle|dans\s+le\s+monde\s+d['’]aujourd['’]hui)(?!\p{L})/iu,
  ],
  // Not "il": at a paragraph's start it is mostly impersonal ("Il existe", "Il faut"), the English "There are".
  danglingOpeners: [
    "cela", "ceci", "ça", "ce", "cet", "cette", "ces", "celui-ci", "celle-ci", "ceux-ci", "elle", "elles", "ils",
    "cependant", "toutefois", "aussi", "de plus", "en outre", "par ailleurs", "comme mentionné",
    "comme indiqué", "comme nous l'avons vu", "comme vu plus haut", "comme expliqué plus haut", "un tel",
    "une telle",
  ],
  summaryLabels: [
    "tl;dr", "tldr", "en bref", "en résumé", "résumé", "l'essentiel", "à retenir", "ce qu'il faut retenir",
    "points clés", "la réponse courte", "en un coup d'œil", "synthèse", "en deux mots",
  ],
  dateLabels: {
    published: ["publié", "publiée", "publié le", "publiée le", "date de publication", "mis en ligne", "mis en ligne le", "date"],
    updated: ["mis à jour", "mis à jour le", "mise à jour", "dernière mise à jour", "modifié", "modifié le", "actualisé", "révisé"],
  },
  months: [
    ["janvier", "janv"], ["février", "févr", "fév"], ["mars"], ["avril", "avr"], ["mai"], ["juin"],
    ["juillet", "juil"], ["août"], ["septembre", "sept"], ["octobre", "oct"], ["novembre", "nov"],
    ["décembre", "déc"],
  ],
  attributionPhrases: [
    "a déclaré", "déclare", "a dit", "dit", "selon", "d'après", "explique", "a expliqué", "affirme", "a affirmé",
    "souligne", "a souligné", "précise", "a précisé", "indique", "estime", "rapporte", "a écrit", "note",
  ],
  bylineLabels: ["par", "écrit par", "rédigé par", "auteur", "autrice", "relu par", "texte", "propos recueillis par"],
  bylines: {
    after: [],
    and: ["et", "&"],
    stops: ["le", "à", "publié", "mis à jour", "dans"],
    credits: ["photo", "photos", "crédit photo", "crédits photo", "illustration", "illustrations", "édité par", "édition", "relu par", "source", "sources", "vidéo", "traduction", "traduit par"],
    roles: ["journaliste", "rédacteur", "rédactrice", "rédacteur en chef", "correspondant", "correspondante", "chroniqueur", "chroniqueuse", "éditeur", "éditrice"],
    otherSections: ["commentaires", "commentaire", "laisser un commentaire", "réactions", "avis", "avis clients", "avis des clients", "à lire aussi", "lire aussi", "à lire également", "sur le même sujet", "articles similaires", "articles liés", "dans la même rubrique", "les plus lus", "populaires", "recommandés", "derniers articles", "plus de", "vous aimerez aussi", "à découvrir aussi"],
    authorCards: ["à propos de l'auteur", "à propos de l’auteur", "à propos de l'autrice", "l'auteur", "l’auteur", "l'autrice", "sur l'auteur"],
    readingTime: ["min de lecture", "minutes de lecture", "min. de lecture", "de lecture"],
    authorPaths: ["auteur", "auteurs", "autrice", "journaliste", "journalistes", "signataire"],
    surnames: [],
    staff: ["la rédaction", "rédaction", "équipe éditoriale", "admin", "administrateur"],
    otherDates: ["à consommer de préférence avant le", "date limite", "valable jusqu'au", "expire le", "date de clôture", "fondé en", "fondée en", "depuis", "né le", "née le", "date de fabrication", "date de production", "avant le", "après le", "jusqu'au"],
  },
  nameParticles: [
    "de", "du", "des", "la", "le", "van", "von", "der", "den", "da", "di", "del", "della", "al", "bin", "ibn",
  ],
  // French runs about a sixth more words than English for the same sentence (a translation: 1.18 times).
  longSentenceWords: 29,
  dateWords: { dayOrdinals: ["er", "ᵉʳ"], between: [], numericMonthFirst: false, dayFirstRegions: [], units: null, eras: [] },
  honorifics: ["mme", "mlle", "dr", "pr", "me"],
  quoteMarks: [["«", "»"], ["“", "”"]],
  pages: {
    pricing: { slugs: ["tarifs", "prix"], headings: ["tarifs", "nos tarifs", "prix"] },
    contact: { slugs: ["contactez-nous", "nous-contacter"], headings: ["contactez-nous", "nous contacter"] },
    about: { slugs: ["qui-sommes-nous", "a-propos"], headings: ["à propos", "à propos de nous", "qui sommes-nous"] },
    docs: { slugs: ["aide"], hosts: [] },
    listing: { folders: ["categorie", "catégorie"], search: ["recherche"], indexes: ["actualites", "actualités"] },
    product: ["produit", "produits"],
    article: ["actualites", "actualités"],
  },
  commerce: { cartButtons: ["ajouter au panier", "acheter maintenant"], periods: ["mois", "an"], per: ["par"], units: ["mois", "utilisateur", "an"], before: [] },
  numbers: { percent: ["pour cent"], magnitudes: ["milliard", "milliards", "millions", "million", "mille"], currencies: ["euros", "dollars"], numerals: null },
  challenge: { waitTitles: ["un instant"], enableJavascript: [/activ(?:er|ez|e)\s+(?:le\s+)?javascript/i] },
  genericTitles: ["accueil", "page d'accueil", "bienvenue"],
  companyForms: ["sa", "sas", "sarl", "sasu", "eurl"],
};
