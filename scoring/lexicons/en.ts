// English.
import type { Lexicon } from "./types.ts";

export const en: Lexicon = {
  code: "en",
  script: "latin",
  name: "English",
  stopwords: [
    "the", "and", "of", "to", "a", "in", "is", "that", "for", "it", "with", "as", "was", "on", "are", "be",
    "this", "by", "you", "or", "at", "from", "have", "an", "not", "they", "which", "but", "can", "your",
    "their", "has", "will", "more", "one", "all", "we", "there", "been", "if", "would", "what", "when", "who",
  ],
  interrogatives: [
    "what", "how", "why", "when", "where", "which", "who", "whom", "whose",
  ],
  definitionPatterns: [
    /\b(?:is|are|was|were)\s+(?:a|an|the|one of the)\s+\w+/i,
    /\brefers?\s+to\b/i,
    /\bis\s+defined\s+as\b/i,
    /\bmeans?\s+(?:a|an|the)\b/i,
    /\b(?:is|are)\s+(?:an?\s+)?(?:type|kind|form|set|way|method|process)\s+of\b/i,
  ],
  fillerOpeners: [
    /^in\s+this\s+(?:article|post|guide|blog|piece|tutorial)\b/i,
    /^have\s+you\s+ever\b/i,
    /^(?:welcome|hello|hi)\b/i,
    /^(?:are\s+you|do\s+you)\s+(?:looking|wondering|struggling)\b/i,
    /^(?:today|now),?\s+(?:we|i)(?:['’]ll|\s+will|\s+are\s+going\s+to)\b/i,
    /^(?:let['’]s|let\s+us)\s+(?:take\s+a\s+look|dive|explore)\b/i,
    /^it(?:['’]s|\s+is)\s+no\s+secret\b/i,
    /^in\s+today['’]s\b/i,
  ],
  danglingOpeners: [
    "it", "this", "that", "these", "those", "they", "however", "also", "moreover", "furthermore", "additionally",
    "as mentioned", "as discussed", "as noted", "as we saw", "as shown above", "in addition", "such", "he", "she",
  ],
  summaryLabels: ["tl;dr", "tldr", "key takeaways", "summary", "in short", "at a glance", "the short answer", "quick answer", "bottom line", "in brief"],
  dateLabels: {
    published: ["published", "posted", "written", "first published", "released", "date"],
    updated: ["updated", "last updated", "modified", "last modified", "revised", "last reviewed", "reviewed"],
  },
  months: [
    ["january", "jan"], ["february", "feb"], ["march", "mar"], ["april", "apr"], ["may"], ["june", "jun"],
    ["july", "jul"], ["august", "aug"], ["september", "sep", "sept"], ["october", "oct"], ["november", "nov"],
    ["december", "dec"],
  ],
  attributionPhrases: ["said", "says", "according to", "explains", "explained", "wrote", "writes", "notes", "noted", "told", "reports", "reported", "found"],
  bylineLabels: ["by", "written by", "posted by", "author", "reviewed by", "words by", "story by", "text by", "reporting by"],
  bylines: {
    after: [],
    and: ["and", "&"],
    stops: ["on", "at", "in", "for", "from", "updated", "published"],
    credits: ["photo", "photos", "photo by", "photos by", "photograph by", "photography", "photography by", "illustration", "illustration by", "illustrations by", "edited by", "editor", "editing by", "reviewed by", "medically reviewed by", "fact-checked by", "fact checked by", "source", "sources", "translated by", "translation", "video", "video by", "graphics", "graphics by", "image", "images", "credit", "credits"],
    roles: ["staff writer", "senior writer", "contributing writer", "contributor", "senior editor", "editor", "reporter", "correspondent", "columnist", "journalist", "guest author"],
    otherSections: ["comments", "comment", "responses", "replies", "leave a reply", "leave a comment", "join the discussion", "discussion", "reviews", "customer reviews", "ratings", "related", "related posts", "related articles", "related stories", "read more", "read next", "more from", "more stories", "more news", "recommended", "recommended for you", "you may also like", "you might also like", "popular", "most popular", "most read", "latest", "latest posts", "latest news", "recent posts", "keep reading", "trending", "up next", "also read", "read also", "further reading"],
    authorCards: ["about the author", "about the authors", "about the writer", "meet the author", "written by", "author"],
    readingTime: ["min read", "mins read", "minute read", "minutes read", "min. read"],
    authorPaths: ["author", "authors", "writer", "writers", "contributor", "contributors", "staff", "people", "profile", "profiles"],
    surnames: [],
  },
  nameParticles: [
    "of", "van", "von", "der", "den", "da", "de", "di", "del", "della", "du", "des", "la", "le", "al", "bin",
    "ibn",
  ],
  longSentenceWords: 25,
  dateWords: { dayOrdinals: ["st", "nd", "rd", "th"], between: [], numericMonthFirst: true, dayFirstRegions: ["gb", "uk", "au", "nz", "ie", "in", "za", "sg", "my", "ng", "ke", "pk", "hk", "mt"], units: null, eras: [] },
  honorifics: ["dr", "mr", "mrs", "ms", "prof", "st", "jr", "sr"],
  quoteMarks: [["“", "”"], ["\"", "\""]],
  pages: {
    pricing: { slugs: ["pricing", "pricing-plans", "plans", "plans-and-pricing", "plans-pricing", "prices"], headings: ["pricing", "plans", "plans & pricing", "plans and pricing", "pricing & plans", "pricing and plans"] },
    contact: { slugs: ["contact", "contact-us", "contact-sales", "contact-support"], headings: ["contact", "contact us", "get in touch"] },
    about: { slugs: ["about", "about-us", "company", "team"], headings: ["about", "about us", "who we are", "our story", "our team", "our company", "company"] },
    docs: { slugs: ["doc", "docs", "documentation", "api", "reference", "help", "help-center", "helpcenter", "support", "kb", "knowledge-base", "knowledgebase", "manual", "handbook"], hosts: ["docs", "developer", "developers", "help", "support", "kb", "api"] },
    listing: { folders: ["category", "categories", "tag", "tags", "topic", "topics", "archive", "archives", "collections"], search: ["search"], indexes: ["blog", "news", "articles"] },
    product: ["product", "products", "shop", "store", "item", "p", "dp"],
    article: ["blog", "news", "article", "articles", "post", "posts", "stories"],
  },
  commerce: { cartButtons: ["add to cart", "add to bag", "add to basket", "buy now"], periods: ["mo", "month", "yr", "year"], per: ["per", "a", "an"], units: ["month", "user", "seat", "year"], before: [] },
  numbers: { percent: ["percent", "per cent", "percentage point", "percentage points", "pp"], magnitudes: ["thousand", "thousands", "million", "millions", "billion", "billions", "trillion", "trillions", "bn", "mn", "k", "K", "M", "B"], currencies: ["dollar", "dollars", "euro", "euros"], numerals: null },
  challenge: { waitTitles: ["just a moment", "one moment, please"], enableJavascript: [/(?:enable|turn on|activate|switch on|allow)\s+javascript/i, /javascript\s+(?:is\s+)?(?:required|disabled|needed|must be enabled)/i] },
  genericTitles: ["home", "homepage", "home page", "index", "untitled", "untitled document", "document", "new page", "page", "welcome", "test", "default", "my site", "my app", "my blog", "my website", "loading", "just another wordpress site"],
  // International forms too: Nordic oy, ab, as, written after English-language company names.
  companyForms: ["inc", "llc", "ltd", "limited", "plc", "corp", "corporation", "co", "company", "oy", "ab", "as"],
};
