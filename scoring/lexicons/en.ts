// English.
import type { Lexicon } from "./types.ts";

export const en: Lexicon = {
  code: "en",
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
  bylineLabels: ["by", "written by", "author", "reviewed by"],
  nameParticles: [
    "of", "van", "von", "der", "den", "da", "de", "di", "del", "della", "du", "des", "la", "le", "al", "bin",
    "ibn",
  ],
  longSentenceWords: 25,
};
