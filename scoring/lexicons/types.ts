// The shape of a language's lexicon: every word, pattern and format scoring knows of a language, as data.
// Adding a language is adding one file like en.ts and one line in index.ts; nothing else in scoring/ or
// gather/ names a language's words.

/**
 * How the detector recognizes the language: among the Latin-script languages by its stop words, or by its
 * script (kana for Japanese, Hangul for Korean, Han without kana for Chinese).
 */
export type Script = "latin" | "japanese" | "korean" | "chinese";

/** Address slugs and page headings that name a page type, lower-case. */
export interface PageNames {
  /** Last segments of an address (/company/about-us). A slug ending in "*" matches segments it starts. */
  slugs: readonly string[];
  /** The page's own h1 or title, whole ("About us", not "About heat pumps"). */
  headings: readonly string[];
}

/** A question's kind decides what form its answer takes (derive/answers.ts). */
export type QuestionKind = "quantity" | "frequency" | "time" | "comparison" | "choice" | "definition" | "howto" | "reason" | "yesno" | "open";

/** The words of asking and answering. Phrases are lower-case and matched at word boundaries; in scripts without spaces, anywhere. */
export interface AnswerWords {
  /**
   * Phrases that make a question of each kind ("how much": quantity; "how to": how-to; "what is":
   * definition). The phrase found earliest in the question decides, the longest at the same place, so
   * "what is the best way to" is a how-to and "what is" a definition. `yesno` phrases count only at the
   * start ("can you…", "faut-il…"). A question with none of them is a yes/no question when it has a
   * question mark, an open one otherwise.
   */
  kinds: Readonly<Record<QuestionKind, readonly string[]>>;
  /** Endings that mark a question as a question mark does ("のか", "나요", "吗"); none in languages that need the mark. */
  questionEndings: readonly string[];
  /** Words that join two questions in one ("and", "y", "und"): the first question is the one judged. */
  joiners: readonly string[];
  /** Function words of questions beyond the stop words ("do", "my"), left out of a question's key terms. */
  ignore: readonly string[];
  /**
   * How a how-to's answer states its purpose: a sentence opener ("to", "para", "um"); in Japanese, Korean
   * and Chinese an ending in its first clause ("には", "려면", "时").
   */
  purpose: readonly string[];
  /**
   * Words that open an instruction or a step ("first", "then", "always", "avoid"): a how-to answered in prose.
   * In Latin scripts they count opening the sentence ("After years of…" is no step); in Japanese, Korean and
   * Chinese, where instructions end their sentence ("ましょう", "세요"), anywhere.
   */
  steps: readonly string[];
  /** Advice anywhere in a sentence ("you should", "it's best to", "hay que", "il faut", "man sollte", "laat je het best"). */
  prescriptive: readonly string[];
  /** Advice that phrases cannot list, as patterns ("va conservato": "va" before a participle). */
  prescriptivePatterns: readonly RegExp[];
  /**
   * Words right after an imperative opening a sentence ("the", "your", "it"; "de", "het"; "Sie"): "Fill the
   * kettle…" instructs. Empty in scripts whose instructions are endings.
   */
  imperativeObjects: readonly string[];
  /** Endings only an imperative has at a sentence's start, whatever follows ("-ez": "Épongez d'abord…"). */
  imperativeEndings: readonly string[];
  /** Words that open a statement before those without being a verb ("during", "like"; "según", "durante"). */
  notImperative: readonly string[];
  /** Frequencies ("once", "every", "a year", "täglich", "cada", "毎年"): a how-often question's answer carries one. */
  frequency: readonly string[];
  /** Times that are no number ("in spring", "as soon as", "spätestens", "までに"): a when question's answer may give one, or a month. */
  times: readonly string[];
  /** Numbers in words ("two", "twice", "dos", "zweimal"), never articles ("a", "un", "ein"): an amount without digits. */
  numberWords: readonly string[];
  /** Units after a numeral in Japanese and Chinese ("回", "年", "次"): a Han numeral counts only before one ("一方で" counts nothing). */
  counters: readonly string[];
  /**
   * Openers that name the answer ("the answer is", "la réponse est", "結論から言うと"): the sentence answers. A
   * summary's label ("in short", `summaryLabels`) also sums a story up, so it answers only in the question's terms.
   */
  markers: readonly string[];
  /**
   * Phrases of a sentence about the page itself ("this article", "この記事") or that only reassures ("it's easier
   * than you think", "并不难"): it announces an answer, it does not give one.
   */
  aboutPage: readonly string[];
  /**
   * Words of a sentence about the writer or the business ("we", "our", "nuestro", "当社"), read in its first
   * words: the shop's story is no answer, unless the sentence advises (`prescriptive`: "we recommend…").
   */
  aboutWriter: readonly string[];
  /** Words that open a yes/no answer ("yes", "no", "it depends"). */
  yesNo: readonly string[];
  /** Words that give a reason ("because", "due to"). */
  because: readonly string[];
  /** Words that compare ("than", "unlike", "whereas"). */
  compare: readonly string[];
}

export interface Lexicon {
  /** ISO 639-1 code, as lang attributes give it. */
  code: string;
  /** English name of the language, for evidence text. */
  name: string;
  script: Script;
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
  /** How questions are asked and answered (derive/answers.ts), lower-case. */
  answers: AnswerWords;
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
  /** Byline labels ("By", "Written by"), lower-case: the name after one is the author's, unless a credit's (`bylines.credits`). */
  bylineLabels: readonly string[];
  /** The other words of bylines, lower-case: how a page names its author, and the names that are not its author's. */
  bylines: {
    /** Labels after a name ("기자" in "김민준 기자"). */
    after: readonly string[];
    /** Words joining authors' names ("and", "&"): the first name is the author's. */
    and: readonly string[];
    /** Words that end a byline's name before its date, time or place ("on" in "By Ann Lee on March 3"). */
    stops: readonly string[];
    /** Credits of people other than the author ("photos", "edited by", "source"): the name after one is not the author's. */
    credits: readonly string[];
    /** Job titles written beside a name without a comma ("staff writer", "税理士"): not part of it. */
    roles: readonly string[];
    /** Headings of sections whose names and dates are not the page's: comments, reviews, related and recommended posts. */
    otherSections: readonly string[];
    /** Headings of an author card ("about the author"): the name in it is the author's. */
    authorCards: readonly string[];
    /** Headings of a writer's own card ("about me", "über mich", "关于我"): its name is theirs when they introduce themself (`selfIntroductions`). */
    selfCards: readonly string[];
    /** How a writer introduces themself in their card ("I'm", "ich bin", "soy", "我是"), lower-case: the name after it is theirs. */
    selfIntroductions: readonly string[];
    /** Reading-time words ("min read"): a name on a line with one is a byline, as on Medium. */
    readingTime: readonly string[];
    /** Address folders of author pages (/author/ann-lee): a name linking to one is a byline. */
    authorPaths: readonly string[];
    /**
     * Family names that open most names in a script without capitals (Chinese, Korean): a name standing
     * alone beside a date, without a label or a mark, must start with one ("时间 2026年5月16日" is no byline).
     */
    surnames: readonly string[];
    /** Names of a newsroom, not of a person ("Editors", "Redaktion", "编辑部"): never the page's author. */
    staff: readonly string[];
    /**
     * Words of a company's or a shop's name ("GmbH", "Ltd", "株式会社", "有限公司", "馆"), lower-case: a name holding
     * one is an account's, not a person's, and never the page's author. Latin words end the name; Han and Hangul ones
     * of two characters or more stand anywhere in it, a single Han character only at its end.
     */
    companies: readonly string[];
    /** Words just before a date that make it something else's: a product's, a deadline's, a founding, a bound ("best before", "生产日期", "created before"). */
    otherDates: readonly string[];
    /**
     * Words themes write in the class names of a profile card and the name in it ("autore", "profilo", "naam"),
     * lower-case; the English ones (author, profile, bio, name) are read in every language.
     */
    classes: readonly string[];
    /** Words themes write in the class name of a page's section or topic ("rubrique", "editoria", "ressort"): a name there is a section's, no person's. */
    sectionClasses: readonly string[];
    /** Words in a person's picture's alt text ("portrait", "foto profilo", "프로필 이미지"), lower-case: the picture of a profile card. */
    pictures: readonly string[];
    /**
     * Words that are never a person's name, lower-case: articles and pronouns ("eine", "this"), a section's or a
     * publication's ("月刊", "观察"), a page's parts ("목록", "archive"), and `pieces`. A candidate holding one
     * (Latin: as a word; Han and Hangul: anywhere) is no author, whatever rule found it.
     */
    notNames: readonly string[];
    /**
     * Words for the kind of piece a byline signs, lower-case ("column", "reportage", "entrevista", "칼럼"): never a name
     * either, and a byline label right after one leads to its writer ("Die Kolumne von Gesa Timmermann").
     */
    pieces: readonly string[];
    /** Headings of a writer's other pieces, the name following ("more from", "meer van"), lower-case: when nothing else names the author, that name does. */
    moreBy: readonly string[];
  };
  /**
   * Lower-case words that sit inside names between capitalized ones ("of" in Bank of America, "delle" in
   * Agenzia delle Entrate, "do" in Banco do Brasil), and the foreign ones names carry (van, von, bin).
   * Empty for scripts without letter case.
   */
  nameParticles: readonly string[];
  /** Sentence length, in words, above which a sentence reads as long for this language. */
  longSentenceWords: number;
  /** How dates are written beyond month names: marks after a day ("1er", "5.", "3rd"), words between parts ("de"). */
  dateWords: {
    dayOrdinals: readonly string[];
    between: readonly string[];
    /** Ambiguous numeric dates (03/05/2026) read month first, unless the page's region writes day first. */
    numericMonthFirst: boolean;
    /** Regions (ISO 3166 codes, as a lang subtag or a country-code domain gives them) that write day first. */
    dayFirstRegions: readonly string[];
    /** Unit characters of dates written with them ("2024年3月5日", "2024년 3월 5일"): year, month, day; null where there are none. */
    units: readonly [string, string, string] | null;
    /** Eras that count years ("令和8年" is 2026): each name with the year before its first year. */
    eras: readonly (readonly [string, number])[];
  };
  /** Titles written with a period before a name ("dr" in "Dr. Anna", "sra", "mme"), lower-case, no period. */
  honorifics: readonly string[];
  /** Quotation marks, [opening, closing]. */
  quoteMarks: readonly (readonly [string, string])[];
  /** Words naming page types in addresses and headings. */
  pages: {
    pricing: PageNames;
    /** Contact pages, and the directions pages of shops and cafés ("Find us", "Anfahrt", "오시는 길"); `phoneLabels` open a phone number ("Tel.", "전화"). */
    contact: PageNames & { phoneLabels: readonly string[] };
    about: PageNames;
    /**
     * Documentation: a segment anywhere in the address (/help/…); `hosts` are subdomains (docs.example.com);
     * `feedback` the question a help centre asks under each article ("Was this article helpful"), lower-case,
     * without its question mark.
     */
    docs: { slugs: readonly string[]; hosts: readonly string[]; feedback: readonly string[] };
    /** Listings: category and tag folders (/tag/x), search pages, and blog or news indexes (/blog). */
    listing: { folders: readonly string[]; search: readonly string[]; indexes: readonly string[] };
    /**
     * Event pages: the labels of their booking or registration buttons ("Register", "Réserver ma place",
     * "参加申し込み"), lower-case, and the units of a time of day written after its hour ("pm", "Uhr", "h", "時").
     */
    event: { actions: readonly string[]; clockUnits: readonly string[] };
    /** Folders that lean one way but are shared (/p/ is a product on shops, a post on Substack). */
    product: readonly string[];
    article: readonly string[];
  };
  /** Commerce words: add-to-cart buttons, and a plan price's billing period ("$12/month", "pro Monat", "月額"). */
  commerce: {
    cartButtons: readonly string[];
    /** A buy button's whole label ("Buy", "Comprar", "購入する"): too common a word to count inside a longer link. */
    buyButtons: readonly string[];
    /** Period words after a price and a slash or "per" word ("mo", "month"; "Monat"). */
    periods: readonly string[];
    /** Words between a price and its period ("per", "a"; "pro"). */
    per: readonly string[];
    /** What a period is counted in after "per" besides the periods ("user", "seat"). */
    units: readonly string[];
    /** Words before a price that make it per month ("月額", "매월"). */
    before: readonly string[];
  };
  /** Words after a number that make it a statistic. */
  numbers: {
    percent: readonly string[];
    magnitudes: readonly string[];
    currencies: readonly string[];
    /** Numbers written in the language's own numerals ("三千万", "百分之三十"): digits, units, and percent words before them. */
    numerals: { digits: string; units: string; percentBefore: readonly string[] } | null;
  };
  /** Texts of bot-challenge interstitials and app shells: the waiting page's title, a <noscript> asking for JavaScript. */
  challenge: { waitTitles: readonly string[]; enableJavascript: readonly RegExp[] };
  /** Template titles that say nothing about the page ("home", "inicio"), lower-case. */
  genericTitles: readonly string[];
  /** Legal forms that end company names ("inc", "gmbh"), lower-case without periods. */
  companyForms: readonly string[];
}
