// The byline words of a set of lexicons, compiled once: labels before and after names, credits of other
// people, the words that end a name, and the headings of sections that are not the page's own. Read from
// every lexicon at once, as patternsOf does: a Spanish page may say "By", a German one "Text:".
import { escapeRegExp } from "./patterns.ts";
import type { Lexicon } from "./types.ts";

export interface BylinePatterns {
  /** Labels before a name, by their lower-case text: true for a byline ("by"), false for a credit ("photos"). */
  labels: ReadonlyMap<string, boolean>;
  /** Every label of `labels`, longest first, as one alternation (no flags: built into larger patterns). */
  labelSource: string;
  /** Labels after a name ("기자"), longest first. */
  after: readonly string[];
  /** Words joining authors' names ("and", "&"). */
  and: ReadonlySet<string>;
  /** Lower-case words that end a name: stops, date labels, byline and credit labels, reading-time words. */
  enders: ReadonlySet<string>;
  /** Job titles, lower-case, longest first. */
  roles: readonly string[];
  /**
   * Whether a heading opens a section of other people's names and dates (comments, related posts): the
   * heading is one of the phrases, with a count ("3 Comments"); in the page's own language, it may go on
   * for a few words ("More from Ann Lee"), and in CJK it may hold the phrase ("已有 4 条评论").
   */
  isOtherSection(heading: string, lexicon: Lexicon | undefined): boolean;
  /** A line that opens with one of those phrases and a colon ("Read also: …", "関連記事："): its match. */
  otherSectionOpener: RegExp;
  /** A heading or line that opens an author card ("About the author"). */
  authorCard: RegExp;
  /** The heading of a writer's own card ("About me", "Über mich"). */
  selfCard: RegExp;
  /** A writer's self-introduction in their card, the name following it ("Hola, soy Ann Lee", "Ich bin Ann Lee"). */
  selfIntroduction: RegExp;
  /** Text ending with an update's label, perhaps its date, and a byline label ("Last updated by", "Last updated on Jan 5, 2026 by", "Dernière modification par"): the name after it is an editor's. */
  editor: RegExp;
  /** A reading time ("7 min read", "Lesezeit 6 Minuten"). */
  readingTime: RegExp;
  /** An address of an author page: /author/ann-lee, /autores/x, /@ann. */
  authorPath: RegExp;
  /** Name particles of every lexicon ("van", "de"). */
  particles: ReadonlySet<string>;
  /** Family names of scripts without capitals (Chinese, Korean), longest first. */
  surnames: readonly string[];
  /** Words just before a date that make it something else's: a product's, a deadline's, an offer's ("best before", "生产日期"). */
  otherDate: RegExp;
  /** Newsroom names of every lexicon, lower-case ("editors", "redaktion"). */
  staff: ReadonlySet<string>;
  /** Whether a name is a newsroom's: one of `staff`, or holding one as words ("Redazione Web", "Online-Redaktion", "森と木の手帖編集部"). */
  isStaff(name: string): boolean;
  /** Whether a name is a company's or a shop's ("Nordhaus GmbH", "暖居生活馆"): see `bylines.companies`. */
  isCompany(name: string): boolean;
  /** Month names of every lexicon, lower-case: a capitalized month is not a name. */
  months: ReadonlySet<string>;
  /** A class name of a profile card or the name in it, in the lexicons' words ("widget-profilo", "naam"). */
  profileClass: RegExp;
  /** A class name of a page's section or topic, in the lexicons' words ("rubrique", "editoria"); English ones are bylines.ts's. */
  sectionClass: RegExp;
  /** A person's picture's alt text ("Foto profilo", "Portret", "박지민 프로필 이미지"). */
  pictureAlt: RegExp;
  /** Words never a person's name, lower-case, of every lexicon (`bylines.notNames`), without the particles names hold. */
  notNames: ReadonlySet<string>;
  /** Of those, the ones in Han, kana or Hangul of two characters or more: looked for inside a name, which has no spaces to split at. */
  wideNotNames: readonly string[];
  /** Words for the kind of piece a byline signs, lower-case, of every lexicon ("kolumne", "entrevista"). */
  pieces: ReadonlySet<string>;
  /** A heading over a writer's other pieces, the name after it ("More from Ann Lee", "Meer van Marieke Terpstra"). */
  moreBy: RegExp;
  /** The first words of job titles, lower-case: where a name ends when one follows it ("Rosario Villaverde Catedrática de …"). */
  roleStarts: ReadonlySet<string>;
}

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const sortLongest = (words: Iterable<string>) => [...new Set(words)].filter(Boolean).sort((a, b) => b.length - a.length);
const alternation = (words: Iterable<string>) => {
  const list = sortLongest(words);
  return list.length === 0 ? "(?!)" : list.map((word) => escapeRegExp(word).replace(/\s+/g, "\\s+")).join("|");
};

function compile(lexicons: readonly Lexicon[]): BylinePatterns {
  const all = <T>(pick: (lexicon: Lexicon) => readonly T[]) => lexicons.flatMap(pick);
  const particles = new Set(all((lexicon) => lexicon.nameParticles));
  const labels = new Map<string, boolean>();
  for (const label of all((lexicon) => lexicon.bylineLabels)) labels.set(label, true);
  // A credit wins over a byline label of the same words ("reviewed by" is both in some lexicons).
  for (const credit of all((lexicon) => lexicon.bylines.credits)) labels.set(credit, false);
  const enders = new Set(
    [
      ...all((lexicon) => lexicon.bylines.stops),
      ...all((lexicon) => lexicon.dateLabels.published),
      ...all((lexicon) => lexicon.dateLabels.updated),
      ...labels.keys(),
      ...all((lexicon) => lexicon.bylines.readingTime),
    ].flatMap((phrase) => {
      // A phrase's first word ends a name too ("Last" of "Last updated"), unless it is a name's particle ("de" of "de lectura").
      const first = phrase.split(/\s+/)[0]!;
      return first.length > 2 && !particles.has(first) ? [phrase, first] : [phrase];
    }),
  );
  // Headings end with a count or a colon ("3 Comments", "Kommentare (4)", "Lees ook:"); CJK ones run into words.
  const heading = (words: Iterable<string>) => new RegExp(`^[\\d\\s().,:：·|#-]*(?:${alternation(words)})(?![\\p{Script=Latin}])`, "iu");
  const others = all((lexicon) => lexicon.bylines.otherSections);
  const whole = new RegExp(`^[\\d\\s\\p{P}\\p{S}]*(?:${alternation(others)})[\\d\\s\\p{P}\\p{S}]*$`, "iu");
  const cjk = new RegExp(alternation(others.filter((phrase) => CJK.test(phrase))), "u");
  const prefixes = new Map(
    lexicons.map((lexicon) => [lexicon, new RegExp(`^[\\d\\s\\p{P}\\p{S}]*(?:${alternation(lexicon.bylines.otherSections)})(?:\\s+[\\p{L}\\p{N}'’.-]+){0,3}[\\d\\s\\p{P}\\p{S}]*$`, "iu")]),
  );
  const reading = alternation(all((lexicon) => lexicon.bylines.readingTime));
  const staff = new Set(all((lexicon) => lexicon.bylines.staff));
  // Latin phrases as whole words; CJK ones of two characters or more anywhere in a name (no spaces mark words there).
  const staffWords = new RegExp(
    `(?:^|[^\\p{L}])(?:${alternation([...staff].filter((phrase) => !CJK.test(phrase)))})(?![\\p{L}])|${alternation([...staff].filter((phrase) => CJK.test(phrase) && phrase.length >= 2))}`,
    "iu",
  );
  const companies = all((lexicon) => lexicon.bylines.companies);
  const latinCompanies = companies.filter((word) => !CJK.test(word));
  const companyWords = new RegExp(
    [
      `(?:^|[\\s,])(?:${alternation(latinCompanies)})$`,
      alternation(companies.filter((word) => CJK.test(word) && word.length >= 2)),
      `(?<=\\S)(?:${alternation(companies.filter((word) => CJK.test(word) && word.length === 1))})$`,
    ].join("|"),
    "iu",
  );
  const paths = sortLongest(["author", "authors", ...all((lexicon) => lexicon.bylines.authorPaths)]).map((path) => escapeRegExp(encodeURI(path)));
  return {
    labels,
    labelSource: alternation(labels.keys()),
    after: sortLongest(all((lexicon) => lexicon.bylines.after)),
    and: new Set(all((lexicon) => lexicon.bylines.and)),
    enders,
    roles: sortLongest(all((lexicon) => lexicon.bylines.roles)),
    isOtherSection: (text, lexicon) => {
      const heading = text.trim();
      if (heading.length > 80) return false;
      return whole.test(heading) || (heading.length <= 15 && cjk.test(heading)) || (lexicon !== undefined && prefixes.get(lexicon)?.test(heading) === true);
    },
    otherSectionOpener: new RegExp(`^[\\s\\p{P}]*(?:${alternation(others)})\\s*[:：]`, "iu"),
    authorCard: heading(all((lexicon) => lexicon.bylines.authorCards)),
    selfCard: heading(all((lexicon) => lexicon.bylines.selfCards)),
    selfIntroduction: new RegExp(`(?:^|[\\s\\p{P}])(?:${alternation(all((lexicon) => lexicon.bylines.selfIntroductions))})(?:\\s+|(?<=\\p{Script=Han}))`, "iu"),
    editor: new RegExp(
      `(?:^|[^\\p{L}])(?:${alternation(all((lexicon) => lexicon.dateLabels.updated))})(?:\\s+[^.!?\\n]{0,40}?)?\\s+(?:${alternation([...labels].filter(([, byline]) => byline).map(([label]) => label))})\\s*[:：]?\\s*$`,
      "iu",
    ),
    readingTime: new RegExp(`(?:\\d+\\s*(?:${reading})|(?:${reading})\\s*:?\\s*\\d+)`, "iu"),
    authorPath: new RegExp(`\\/(?:${paths.join("|")})\\/[^/?#]+|\\/@[^/?#]+\\/?$`, "i"),
    particles,
    surnames: sortLongest(all((lexicon) => lexicon.bylines.surnames)),
    otherDate: new RegExp(`(?<!\\p{Script=Latin})(?:${alternation(all((lexicon) => lexicon.bylines.otherDates))})[\\s:：]*$`, "iu"),
    staff,
    isStaff: (name) => {
      const text = name.toLowerCase().replace(/\s+/g, " ").trim();
      return staff.has(text) || staffWords.test(text);
    },
    isCompany: (name) => companyWords.test(name.toLowerCase().replace(/\s+/g, " ").trim()),
    months: new Set(all((lexicon) => lexicon.months.flat()).map((month) => month.toLowerCase())),
    profileClass: new RegExp(alternation(all((lexicon) => lexicon.bylines.classes)), "i"),
    sectionClass: new RegExp(alternation(all((lexicon) => lexicon.bylines.sectionClasses)), "i"),
    notNames: new Set(all((lexicon) => [...lexicon.bylines.notNames, ...lexicon.bylines.pieces]).filter((word) => !particles.has(word))),
    wideNotNames: [...new Set(all((lexicon) => [...lexicon.bylines.notNames, ...lexicon.bylines.pieces]))].filter((word) => !particles.has(word) && word.length >= 2 && CJK.test(word)),
    pieces: new Set(all((lexicon) => lexicon.bylines.pieces)),
    moreBy: new RegExp(`^[\\s\\p{P}]*(?:${alternation(all((lexicon) => lexicon.bylines.moreBy))})\\s+`, "iu"),
    roleStarts: new Set(all((lexicon) => lexicon.bylines.roles).filter((role) => !CJK.test(role)).map((role) => role.split(/\s+/)[0]!)),
    pictureAlt: new RegExp(`(?<![\\p{L}])(?:${alternation(all((lexicon) => lexicon.bylines.pictures))})(?![\\p{Script=Latin}])`, "iu"),
  };
}

const compiled = new WeakMap<readonly Lexicon[], BylinePatterns>();

/** The byline words of a set of lexicons, compiled on first use. */
export function bylinePatternsOf(lexicons: readonly Lexicon[]): BylinePatterns {
  let patterns = compiled.get(lexicons);
  if (!patterns) compiled.set(lexicons, (patterns = compile(lexicons)));
  return patterns;
}
