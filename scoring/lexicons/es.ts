// Spanish. Boundaries are Unicode-aware lookarounds: JavaScript's \b treats á, é, ñ as non-word characters.
import type { Lexicon } from "./types.ts";

export const es: Lexicon = {
  code: "es",
  script: "latin",
  name: "Spanish",
  stopwords: [
    "de", "la", "que", "el", "en", "y", "a", "los", "se", "del", "las", "un", "por", "con", "no", "una", "su",
    "para", "es", "al", "lo", "como", "más", "o", "pero", "sus", "le", "ha", "me", "si", "sin", "sobre", "este",
    "ya", "entre", "cuando", "todo", "esta", "ser", "son", "también", "fue", "muy", "hasta", "desde", "está",
    "porque", "hay", "puede", "donde", "cada", "eso", "les",
  ],
  interrogatives: [
    "qué", "cómo", "por qué", "cuál", "cuáles", "cuándo", "dónde", "adónde", "quién", "quiénes", "cuánto",
    "cuánta", "cuántos", "cuántas", "vale la pena",
  ],
  definitionPatterns: [
    /(?<!\p{L})(?:es|son|era|fue)\s+(?:un|una|unos|unas|el|la|los|las|uno\s+de\s+los|una\s+de\s+las)\s+\p{L}+/iu,
    /(?<!\p{L})se\s+refiere\s+a(?!\p{L})/iu,
    /(?<!\p{L})(?:se\s+define|(?:es|está)\s+definid[oa])\s+como(?!\p{L})/iu,
    /(?<!\p{L})significa(?!\p{L})/iu,
    /(?<!\p{L})consiste\s+en(?!\p{L})/iu,
    /(?<!\p{L})(?:se\s+(?:denomina|llama|conoce\s+como)|se\s+trata\s+de)(?!\p{L})/iu,
  ],
  fillerOpeners: [
    /^en\s+(?:este|esta)\s+(?:artículo|post|entrada|guía|publicación|tutorial|blog|nota)(?!\p{L})/iu,
    /^¿?\s*(?:alguna\s+vez\s+(?:te\s+has|se\s+ha|os\s+habéis)|te\s+has\s+preguntado|se\s+ha\s+preguntado)(?!\p{L})/iu,
    /^(?:bienvenid[oa]s?|hola)(?!\p{L})/iu,
    /^¿?\s*(?:estás|está\s+usted|andas)\s+(?:buscando|pensando\s+en)(?!\p{L})/iu,
    /^hoy\s+(?:vamos\s+a|te\s+(?:vamos|voy)\s+a|os\s+(?:vamos|voy)\s+a|hablaremos|veremos)(?!\p{L})/iu,
    /^(?:vamos\s+a\s+(?:ver|descubrir|explorar)|veamos|descubramos|exploremos)(?!\p{L})/iu,
    /^no\s+es\s+(?:ningún\s+)?secreto(?!\p{L})/iu,
    /^(?:hoy\s+en\s+día|en\s+el\s+mundo\s+(?:actual|de\s+hoy)|en\s+la\s+actualidad)(?!\p{L})/iu,
  ],
  danglingOpeners: [
    "esto", "eso", "este", "esta", "estos", "estas", "ese", "esa", "esos", "esas", "ello", "él", "ella", "ellos",
    "ellas", "sin embargo", "además", "también", "asimismo", "por otra parte", "como se mencionó",
    "como se ha mencionado", "como hemos visto", "como vimos", "como se indicó", "como se muestra arriba", "tal",
    "tales",
  ],
  summaryLabels: [
    "tl;dr", "tldr", "en resumen", "resumen", "puntos clave", "ideas clave", "lo más importante", "lo esencial",
    "en pocas palabras", "la respuesta corta", "respuesta rápida", "de un vistazo", "conclusiones clave",
  ],
  dateLabels: {
    published: ["publicado", "publicada", "publicado el", "fecha de publicación", "escrito", "fecha"],
    updated: ["actualizado", "actualizada", "actualizado el", "última actualización", "modificado", "revisado", "última revisión"],
  },
  months: [
    ["enero", "ene"], ["febrero", "feb"], ["marzo", "mar"], ["abril", "abr"], ["mayo", "may"], ["junio", "jun"],
    ["julio", "jul"], ["agosto", "ago"], ["septiembre", "setiembre", "sep", "sept"], ["octubre", "oct"],
    ["noviembre", "nov"], ["diciembre", "dic"],
  ],
  attributionPhrases: [
    "dijo", "dice", "según", "de acuerdo con", "afirma", "afirmó", "explica", "explicó", "señala", "señaló",
    "declaró", "escribió", "asegura", "aseguró", "indicó", "añadió", "sostiene", "comenta",
  ],
  bylineLabels: ["por", "escrito por", "autor", "autora", "revisado por"],
  nameParticles: [
    "de", "del", "la", "las", "los", "van", "von", "der", "den", "da", "di", "della", "du", "des", "le", "al",
    "bin", "ibn",
  ],
  // Spanish needs about a fifth more words than English for the same sentence (a translation: 1.19 times).
  longSentenceWords: 30,
  dateWords: { dayOrdinals: ["º"], between: ["de"], numericMonthFirst: false, dayFirstRegions: [], units: null },
  honorifics: ["dr", "dra", "sr", "sra", "srta", "d", "dña"],
  quoteMarks: [["«", "»"], ["“", "”"], ["\"", "\""]],
  pages: {
    pricing: { slugs: ["precios", "planes"], headings: ["precios", "planes", "planes y precios"] },
    contact: { slugs: ["contacto", "contactanos", "contactenos"], headings: ["contacto", "contáctanos", "contacte con nosotros"] },
    about: { slugs: ["acerca-de", "sobre-nosotros", "quienes-somos", "acerca"], headings: ["sobre nosotros", "quiénes somos", "acerca de nosotros", "acerca de"] },
    docs: { slugs: ["ayuda", "documentacion"], hosts: [] },
    listing: { folders: ["categoria", "categoría", "etiqueta", "etiquetas"], search: ["buscar"], indexes: ["noticias"] },
    product: ["producto", "productos"],
    article: ["noticias"],
  },
  commerce: { cartButtons: ["añadir al carrito", "agregar al carrito", "comprar ahora"], periods: ["mes", "año"], per: ["al", "por"], units: ["mes", "usuario", "año"], before: [] },
  numbers: { percent: ["por ciento"], magnitudes: ["mil millones", "millones", "millón"], currencies: ["dólares", "euros"], numerals: null },
  challenge: { waitTitles: ["un momento"], enableJavascript: [/habilit(?:a|e|ar)\s+(?:el\s+)?javascript/i, /activ(?:a|e|ar)\s+(?:el\s+)?javascript/i] },
  genericTitles: ["inicio", "página principal", "bienvenido", "bienvenidos"],
  companyForms: ["sa", "sl", "slu", "sau"],
};
