// The registered lexicons' words, compiled once per set of lexicons into the patterns readers match with.
// Words that do not depend on the page's language (an address's slugs, a cart button, a quote mark, a
// bot wall's title) are read from every lexicon at once: sites mix languages, and a page in an unsupported
// language still has a /pricing page or a “quote”.
import type { PageType } from "../page-types.ts";
import type { Lexicon } from "./types.ts";

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** One alternation of phrases, longest first, with runs of spaces matching any whitespace. */
function alternation(phrases: Iterable<string>): string {
  const unique = [...new Set(phrases)].filter(Boolean).sort((a, b) => b.length - a.length);
  return unique.length === 0 ? "(?!)" : unique.map((phrase) => escapeRegExp(phrase).replace(/\s+/g, "\\s+")).join("|");
}

/**
 * Phrases that must end a word where they end in a letter of a spaced script ("percent", not "percentile";
 * "Mio." ends itself), and may run into what follows in scripts without spaces ("万円", "パーセントの").
 */
function bounded(phrases: Iterable<string>): string {
  const unique = [...new Set(phrases)].filter(Boolean).sort((a, b) => b.length - a.length);
  if (unique.length === 0) return "(?!)";
  return unique.map((phrase) => `${escapeRegExp(phrase).replace(/\s+/g, "\\s+")}${/[\p{Script=Latin}]$/u.test(phrase) ? "(?!\\p{L})" : ""}`).join("|");
}

/** Slugs as a pattern: a slug ending in "*" matches segments it starts (料金プラン), others whole. */
function slugAlternation(slugs: Iterable<string>): string {
  const list = [...new Set(slugs)];
  const whole = list.filter((slug) => !slug.endsWith("*"));
  const prefixes = list.filter((slug) => slug.endsWith("*")).map((slug) => slug.slice(0, -1));
  const parts = [whole.length > 0 ? alternation(whole) : "", prefixes.length > 0 ? `(?:${alternation(prefixes)})[^/]*` : ""].filter(Boolean);
  return parts.length === 0 ? "(?!)" : parts.join("|");
}

export interface LexiconPatterns {
  /** A page type an address names by its last segment (pricing, contact, about) or any segment (docs, listings). */
  addressTypes: readonly (readonly [PageType, RegExp])[];
  /** Folders that lean to a type but are shared (/p/…, /blog/…). */
  weakAddressTypes: readonly (readonly [PageType, RegExp])[];
  /** Subdomains of documentation (docs.example.com). */
  docsHost: RegExp;
  /** An event's booking or registration button's label, whole ("Register now", "Réserver ma place"). */
  eventAction: RegExp;
  /** A time of day: 14:00, 14h30, 2 pm, 19 Uhr, 14時. */
  clockTime: RegExp;
  /** A help centre's feedback question, the whole of a short text ("Was this article helpful?", "¿Te resultó útil este artículo?"). */
  docsFeedback: RegExp;
  /** A page's own heading naming its type, matched whole (lower-cased). */
  headingTypes: readonly (readonly [PageType, RegExp])[];
  /** A link's address or text naming an about or contact page. */
  aboutPath: RegExp;
  contactPath: RegExp;
  aboutText: RegExp;
  contactText: RegExp;
  /** A phone number after its label ("Tel. 030 1234567", "전화 033-000-0000"): the number is the first group. */
  phoneNumber: RegExp;
  /** An add-to-cart or buy-now button. */
  cartButton: RegExp;
  /** A price with its billing period ("$12/month", "12 € pro Monat", "月額980円"), given the price pattern. */
  planPrice(price: string): RegExp;
  /** A byline label opening a byline ("By", "Von", "Por"). */
  bylineLabel: RegExp;
  /** Titles written with a period before a name ("dr", "sra"). */
  honorifics: ReadonlySet<string>;
  /** A quotation in any of the lexicons' quote marks; each alternative captures its text. */
  quoted: RegExp;
  /** An opening quote mark. */
  quoteMark: RegExp;
  /** Words after a number: percent, magnitudes, currencies. */
  percentAfter: RegExp;
  magnitudeAfter: RegExp;
  currencyAfter: RegExp;
  /** A bot wall's waiting title ("Just a moment...", "Einen Moment…"). */
  waitTitle: RegExp;
  /** A <noscript> asking to enable JavaScript. */
  enableJavascript: readonly RegExp[];
  /** A template title that says nothing about the page. */
  genericTitle: RegExp;
  /** A legal form ending a company name. */
  companyForm: RegExp;
  /** Lower-case words that sit inside names ("of", "van", "delle"). */
  nameParticles: ReadonlySet<string>;
  /** Dates written with unit characters (2024年3月5日, 2024년 3월 5일): groups year, month, optional day; null without such a lexicon. */
  unitDate: RegExp | null;
  /** Numbers in native numerals ("三千万", "百分之三十"); null without such a lexicon. */
  numerals: RegExp | null;
  /** Words before native numerals that make a percent ("百分之"). */
  percentBefore: readonly string[];
}

/** A character class of the given characters. */
const charClass = (chars: Iterable<string>) => `[${[...new Set(chars)].map(escapeRegExp).join("")}]`;

function unitDatePattern(lexicons: readonly Lexicon[]): RegExp | null {
  const units = lexicons.flatMap((lexicon) => (lexicon.dateWords.units ? [lexicon.dateWords.units] : []));
  if (units.length === 0) return null;
  const [year, month, day] = [0, 1, 2].map((at) => charClass(units.map((unit) => unit[at]!)));
  return new RegExp(`((?:19|20|21)\\d\\d)\\s?${year}\\s?(\\d{1,2})\\s?${month}(?:\\s?(\\d{1,2})\\s?${day})?`, "g");
}

function numeralsPattern(lexicons: readonly Lexicon[]): RegExp | null {
  const numerals = lexicons.flatMap((lexicon) => (lexicon.numbers.numerals ? [lexicon.numbers.numerals] : []));
  if (numerals.length === 0) return null;
  const digits = charClass(numerals.flatMap((numeral) => [...numeral.digits]));
  const units = charClass(numerals.flatMap((numeral) => [...numeral.units]));
  const all = charClass(numerals.flatMap((numeral) => [...numeral.digits, ...numeral.units]));
  const before = numerals.flatMap((numeral) => numeral.percentBefore);
  const percent = before.length > 0 ? `|(?:${alternation(before)})[${numerals.map((numeral) => escapeRegExp(numeral.digits + numeral.units)).join("")}\\d.]+` : "";
  return new RegExp(`${digits}+${units}${all}*${percent}`, "gu");
}

const every = <T>(lexicons: readonly Lexicon[], pick: (lexicon: Lexicon) => readonly T[]): T[] => lexicons.flatMap(pick);

function compile(lexicons: readonly Lexicon[]): LexiconPatterns {
  const pages = (pick: (pages: Lexicon["pages"]) => readonly string[]) => every(lexicons, (lexicon) => pick(lexicon.pages));
  const lastSegment = (slugs: Iterable<string>) => new RegExp(`\\/(?:${slugAlternation(slugs)})(?:\\.\\w+)?\\/?$`, "iu");
  const anySegment = (slugs: Iterable<string>) => new RegExp(`\\/(?:${slugAlternation(slugs)})(?:[/.?#-]|$)`, "iu");
  const whole = (phrases: Iterable<string>) => new RegExp(`^(?:${alternation(phrases)})$`, "iu");
  const periods = every(lexicons, (lexicon) => lexicon.commerce.periods);
  const per = every(lexicons, (lexicon) => lexicon.commerce.per);
  const units = [...periods, ...every(lexicons, (lexicon) => lexicon.commerce.units)];
  const before = every(lexicons, (lexicon) => lexicon.commerce.before);
  const quoteMarks = every(lexicons, (lexicon) => lexicon.quoteMarks);
  const pairs = [...new Map(quoteMarks.map(([open, close]) => [`${open}${close}`, [open, close] as const])).values()];
  return {
    addressTypes: [
      ["pricing", lastSegment(pages((p) => p.pricing.slugs))],
      ["contact", lastSegment(pages((p) => p.contact.slugs))],
      ["about", lastSegment(pages((p) => p.about.slugs))],
      ["docs", new RegExp(`\\/(?:${slugAlternation(pages((p) => p.docs.slugs))})(?:\\/|\\.\\w+$|$)`, "iu")],
      [
        "listing",
        // A folder's item named by a number is one of its pages, not a category: /archives/24119077.html is a post.
        new RegExp(
          `\\/(?:${alternation(pages((p) => p.listing.folders))})\\/(?!\\d+(?:\\.\\w+)?\\/?$)[^/]+\\/?$|\\/(?:${alternation(pages((p) => p.listing.search))})\\/?$|\\/page\\/\\d+\\/?$|^(?:\\/[a-z]{2}(?:-[a-z]{2})?)?\\/(?:${alternation(pages((p) => p.listing.indexes))})\\/?$`,
          "iu",
        ),
      ],
    ],
    weakAddressTypes: [
      ["product", new RegExp(`\\/(?:${alternation(pages((p) => p.product))})\\/[^/]+`, "iu")],
      ["article", new RegExp(`\\/(?:${alternation(pages((p) => p.article))})\\/[^/]+|\\/\\d{4}\\/\\d{1,2}\\/[^/]+`, "iu")],
    ],
    docsHost: new RegExp(`^(?:${alternation(pages((p) => p.docs.hosts))})\\.`, "i"),
    eventAction: new RegExp(`^[^\\p{L}\\p{N}]*(?:${alternation(pages((p) => p.event.actions))})[^\\p{L}\\p{N}]*$`, "iu"),
    clockTime: new RegExp(`(?<!\\d)(?:[01]?\\d|2[0-3])(?:[:h]\\s?[0-5]\\d(?!\\d)|\\s?(?:${alternation(pages((p) => p.event.clockUnits))})(?![a-zà-ÿ]))`, "iu"),
    docsFeedback: new RegExp(`^[¿¡]?\\s*(?:${alternation(pages((p) => p.docs.feedback))})\\s*[?？]?$`, "iu"),
    headingTypes: [
      ["pricing", whole(pages((p) => p.pricing.headings))],
      ["contact", whole(pages((p) => p.contact.headings))],
      ["about", whole(pages((p) => p.about.headings))],
    ],
    aboutPath: anySegment(pages((p) => p.about.slugs)),
    contactPath: anySegment(pages((p) => p.contact.slugs)),
    aboutText: whole(pages((p) => p.about.headings)),
    contactText: whole(pages((p) => p.contact.headings)),
    phoneNumber: new RegExp(`(?<!\\p{L})(?:${alternation(every(lexicons, (lexicon) => lexicon.pages.contact.phoneLabels))})\\.?\\s*[:：]?\\s*(\\+?\\(?\\d[\\d\\s().\\-/]{5,18}\\d)`, "giu"),
    cartButton: new RegExp(
      `${alternation(every(lexicons, (lexicon) => lexicon.commerce.cartButtons))}|^[^\\p{L}\\p{N}]*(?:${alternation(every(lexicons, (lexicon) => lexicon.commerce.buyButtons))})[^\\p{L}\\p{N}]*$`,
      "iu",
    ),
    planPrice: (price) =>
      new RegExp(
        // A tax or currency tag may stand between a price and its period ("9 € HT/mois", "$12 USD/month").
        `${price}k?\\s?(?:(?:[A-Z]{2,4}\\.?\\s?)?\\/\\s?(?:${alternation(periods)})(?!\\p{L})|\\s(?:${alternation(per)})\\s+(?:${alternation(units)})(?!\\p{L}))` +
          (before.length > 0 ? `|(?:${alternation(before)})\\s?${price}` : ""),
        "giu",
      ),
    bylineLabel: new RegExp(`^(?:${alternation(every(lexicons, (lexicon) => lexicon.bylineLabels))})[\\s:：]+`, "iu"),
    honorifics: new Set(every(lexicons, (lexicon) => lexicon.honorifics)),
    quoted: new RegExp(pairs.map(([open, close]) => `${escapeRegExp(open)}([^${escapeRegExp(open)}${escapeRegExp(close)}]{1,600})${escapeRegExp(close)}`).join("|"), "gu"),
    quoteMark: new RegExp(`[${pairs.map(([open]) => escapeRegExp(open)).join("")}]`, "u"),
    percentAfter: new RegExp(`^\\s?(?:%|‰|${bounded(every(lexicons, (lexicon) => lexicon.numbers.percent))})`, "iu"),
    // Case matters: "5 M" is five million, "5 m" five metres.
    magnitudeAfter: new RegExp(`^\\s?(?:${bounded(every(lexicons, (lexicon) => lexicon.numbers.magnitudes))})`, "u"),
    currencyAfter: new RegExp(`^\\s?(?:[€$£¥₩₹]|${bounded(["USD", "EUR", "GBP", "JPY", "CNY", "KRW", "CHF", ...every(lexicons, (lexicon) => lexicon.numbers.currencies)])})`, "iu"),
    waitTitle: new RegExp(`^(?:${alternation(every(lexicons, (lexicon) => lexicon.challenge.waitTitles))})\\s*(?:\\.\\.\\.|…)?$`, "iu"),
    enableJavascript: every(lexicons, (lexicon) => lexicon.challenge.enableJavascript),
    genericTitle: whole(every(lexicons, (lexicon) => lexicon.genericTitles)),
    companyForm: new RegExp(`\\s(?:${alternation(every(lexicons, (lexicon) => lexicon.companyForms))})$`, "u"),
    nameParticles: new Set(every(lexicons, (lexicon) => lexicon.nameParticles)),
    unitDate: unitDatePattern(lexicons),
    numerals: numeralsPattern(lexicons),
    percentBefore: every(lexicons, (lexicon) => lexicon.numbers.numerals?.percentBefore ?? []),
  };
}

const compiled = new WeakMap<readonly Lexicon[], LexiconPatterns>();

/** The patterns of a set of lexicons, compiled on first use. */
export function patternsOf(lexicons: readonly Lexicon[]): LexiconPatterns {
  let patterns = compiled.get(lexicons);
  if (!patterns) compiled.set(lexicons, (patterns = compile(lexicons)));
  return patterns;
}
