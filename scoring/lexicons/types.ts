// The shape of a language's lexicon: everything a language-sensitive check needs, as data.
// Adding a language is adding one file like en.ts and one line in index.ts.

export const LANGUAGE_CODES = ["en", "es", "fr", "de", "pt", "it", "nl", "ja", "ko", "zh"] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

export interface Lexicon {
  code: LanguageCode;
  /** English name of the language, for evidence text. */
  name: string;
  /** The most frequent function words, lower-case: the language detector's model for Latin-script text. */
  stopwords: readonly string[];
  /**
   * Words or particles that make a heading a question without a question mark (matched at word boundaries,
   * lower-case): question words and unambiguous inversions ("est-ce que", "gibt es"), not auxiliaries or
   * verbs, which also open statements and commands ("Do more with less").
   */
  interrogatives: readonly string[];
  /** Patterns of a definition sentence ("X is a Y that…"), tried on the opening sentences. */
  definitionPatterns: readonly RegExp[];
  /** Openers that delay the answer ("In this article…", "Have you ever…"). */
  fillerOpeners: readonly RegExp[];
  /** Paragraph openers that lean on earlier text ("It", "This", "However", "As mentioned"), lower-case. */
  danglingOpeners: readonly string[];
  /** Labels of a summary block ("TL;DR", "Key takeaways"), lower-case. */
  summaryLabels: readonly string[];
  /** Labels next to a date: published and updated ("Published", "Updated"), lower-case. */
  dateLabels: { published: readonly string[]; updated: readonly string[] };
  /** Month names and abbreviations, January first, lower-case; numeric forms ("10月", "10월") for ja, ko, zh. */
  months: readonly (readonly string[])[];
  /** Phrases that attribute a quotation or a fact to a source ("said", "according to"), lower-case. */
  attributionPhrases: readonly string[];
  /** Byline labels ("By", "Written by"), lower-case. */
  bylineLabels: readonly string[];
  /**
   * Lower-case words that sit inside names between capitalized ones ("of" in Bank of America, "delle" in
   * Agenzia delle Entrate, "do" in Banco do Brasil), and the foreign ones names carry (van, von, bin).
   * Empty for scripts without letter case.
   */
  nameParticles: readonly string[];
  /** Sentence length, in words, above which a sentence reads as long for this language. */
  longSentenceWords: number;
}
