// Quotations with a named source: quoted speech in any script's quote marks (“ ” „ “ « » 「 」 " "),
// <blockquote> and <q>, attributed by the lexicon's phrases ("said", "according to"), a <cite>, or a dash
// and a name. Quote marks, <cite> and dashes need no lexicon, so other languages are judged alike.
import { defineCheck, fail, partial, pass } from "../../check.ts";
import type { PageContext } from "../../context.ts";
import { describe, SKIP, STOP, textOf, walk } from "../../derive/dom.ts";
import { elementsUnder } from "../../derive/elements.ts";
import { countWords, endsSentenceAt, excerpt, isSentenceMark } from "../../derive/text.ts";
import type { LexiconPatterns } from "../../lexicons/patterns.ts";
import type { Lexicon } from "../../lexicons/types.ts";

/** Shorter spans are scare quotes or titles ("so-called 'smart'"), not quotations. */
const MIN_QUOTE_WORDS = 4;
/** Characters either side of a quote searched for its attribution. */
const WINDOW_CHARS = 150;
/** Work bounds on hostile pages. */
const MAX_PARAGRAPH_CHARS = 20_000;
const MAX_PARAGRAPHS = 2_000;
const MAX_QUOTE_ELEMENTS = 200;
/** Quotations found but none attributed: the words are there, the source is not. */
const UNATTRIBUTED_SCORE = 0.5;
const QUOTE_BY_NAME = "Quote an expert, customer or study by name next to the words (“…,” said Jane Doe, CTO at Acme), or mark the source with <cite>.";

/**
 * A quoted span between a language's marks. Each negated class excludes its own opening and closing
 * marks, so an unclosed mark stops at the next one: the scan stays linear on any input.
 */
/** A dash and a capitalized name after a quotation: “…” — Jane Doe. */
const DASH_NAME = /^\s*[,.]?\s*[—–―]\s*(\p{Lu}[\p{L}\p{M}.'’-]*(?:\s+\p{Lu}[\p{L}\p{M}.'’-]*)*)/u;
const CAPITALIZED = /\p{Lu}[\p{L}\p{M}'’-]+/gu;
/** The name a capitalized word starts, for evidence: "Dr. Anna Lindqvist", not "Dr". */
const NAME_RUN = /^\p{Lu}[\p{L}\p{M}'’-]*\.?(?:\s\p{Lu}[\p{L}\p{M}'’-]*\.?){0,3}/u;
const CASED = /[\p{Lu}\p{Ll}]/u;
/** Phrases in scripts written without spaces are matched as substrings (と述べた, 에 따르면, 表示). */
const UNSPACED_SCRIPT = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/u;

interface Quotation {
  text: string;
  /** How it is attributed, for evidence; null when it is not. */
  attribution: string | null;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const phraseCache = new WeakMap<Lexicon, RegExp | null>();

/** The lexicon's attribution phrases as one pattern (word-bounded in spaced scripts), compiled once per lexicon. */
function phrasePattern(lexicon: Lexicon): RegExp | null {
  if (phraseCache.has(lexicon)) return phraseCache.get(lexicon)!;
  const pattern = compilePhrases(lexicon);
  phraseCache.set(lexicon, pattern);
  return pattern;
}

function compilePhrases(lexicon: Lexicon): RegExp | null {
  const phrases = [...lexicon.attributionPhrases].sort((a, b) => b.length - a.length);
  if (phrases.length === 0) return null;
  const alternatives = phrases.map((phrase) =>
    UNSPACED_SCRIPT.test(phrase) ? escapeRegExp(phrase) : `(?<![\\p{L}\\p{N}])${escapeRegExp(phrase).replace(/\s+/g, "\\s+")}(?![\\p{L}\\p{N}])`,
  );
  return new RegExp(alternatives.join("|"), "iu");
}

/**
 * Whether an attribution phrase in `segment` comes with a name. Case-less scripts cannot show a name by
 * case, so the phrase suffices; otherwise a capitalized word outside the phrase that does not just open
 * the sentence ("She said" is not a name; "Jane Doe said" is).
 */
function namedBy(segment: string, phrases: RegExp | null, startsSentence: boolean): string | null {
  const phrase = phrases?.exec(segment);
  if (!phrase) return null;
  if (!CASED.test(segment)) return `the phrase "${phrase[0]}"`;
  const words = [...segment.matchAll(CAPITALIZED)];
  const phraseEnd = phrase.index + phrase[0].length;
  const leading = segment.length - segment.trimStart().length;
  for (const [index, word] of words.entries()) {
    if (word.index < phraseEnd && word.index + word[0].length > phrase.index) continue;
    const opensSentence = startsSentence && word.index === leading;
    const next = words[index + 1];
    const multiword = next !== undefined && next.index === word.index + word[0].length + 1;
    if (!opensSentence || multiword) return `${NAME_RUN.exec(segment.slice(word.index))?.[0] ?? word[0]} ("${phrase[0]}")`;
  }
  return null;
}

/** A quotation without the page's own quote marks, for evidence that sets it in ours. */
const bare = (quote: string) => quote.replace(/^[\s"“”„«»‹›「」『』'‘’‚]+|[\s"“”„«»‹›「」『』'‘’‚,;:]+$/gu, "");

/** What the quotation readers need of the page: its language (attribution phrases, titles), every lexicon's quote marks. */
interface Reader {
  phrases: RegExp | null;
  lexicon: Lexicon;
  words: LexiconPatterns;
}

/** The text after the last sentence end of `text` (the sentence a quotation sits in). */
function sentenceBefore(reader: Reader, text: string): string {
  for (let i = text.length - 1; i >= 0; i--) if (endsSentenceAt(text, i, reader.lexicon)) return text.slice(i + 1);
  return text;
}

function sentenceAfter(reader: Reader, text: string): string {
  for (let i = 0; i < text.length; i++) if (endsSentenceAt(text, i, reader.lexicon)) return text.slice(0, i);
  return text;
}

interface Quoted {
  /** The words inside the marks. */
  quote: string;
  /** Where the quotation, marks included, starts and ends in the text. */
  start: number;
  end: number;
}

/** The quotations in quote marks of `text`, in order. */
function quotedIn(reader: Reader, text: string): Quoted[] {
  // Most texts quote nothing: one plain test spares them the quotation pattern.
  if (!reader.words.quoteMark.test(text)) return [];
  return [...text.matchAll(reader.words.quoted)].map((match) => ({
    quote: match.slice(1).find((group) => group !== undefined) ?? "",
    start: match.index,
    end: match.index + match[0].length,
  }));
}

/** How the quotation at [start, end) of `paragraph` is attributed, if it is. */
function attributionAround(reader: Reader, paragraph: string, { start, end, quote }: Quoted): string | null {
  const after = paragraph.slice(end, end + WINDOW_CHARS);
  const dash = DASH_NAME.exec(after);
  if (dash) return `${dash[1]} (after a dash)`;
  const before = sentenceBefore(reader, paragraph.slice(Math.max(0, start - WINDOW_CHARS), start));
  const quoteEndsSentence = isSentenceMark(quote.trimEnd().slice(-1));
  return namedBy(sentenceAfter(reader, after), reader.phrases, quoteEndsSentence) ?? namedBy(before, reader.phrases, true);
}

/** `text` without the sentence marks and spaces it ends with. */
function withoutFinalMarks(text: string): string {
  let end = text.length;
  while (end > 0 && (isSentenceMark(text[end - 1]!) || /\s/.test(text[end - 1]!))) end--;
  return text.slice(0, end);
}

/**
 * An attribution in a blockquote's own words: after a quoted part ("…," says Jane Doe), or in its last
 * sentence ("Heat pumps halve bills, says Jane Doe of the Trust").
 */
function attributionWithin(reader: Reader, text: string): string | null {
  const read = text.slice(0, MAX_PARAGRAPH_CHARS);
  for (const quoted of quotedIn(reader, read)) {
    const found = attributionAround(reader, read, quoted);
    if (found) return found;
  }
  return namedBy(sentenceBefore(reader, withoutFinalMarks(read.slice(-WINDOW_CHARS))), reader.phrases, true);
}

const CITE: ReadonlySet<string> = new Set(["cite"]);
const FOOTER: ReadonlySet<string> = new Set(["footer"]);
const CAPTION: ReadonlySet<string> = new Set(["footer", "figcaption"]);
const FIGCAPTION: ReadonlySet<string> = new Set(["figcaption"]);

/**
 * The first element under `root` named one of `names`, as root.querySelector finds it (it does not look
 * inside <template>), without compiling a selector per call: quotations ask this of every quote element.
 */
export function firstUnder(root: Element, names: ReadonlySet<string>): Element | null {
  let found: Element | null = null;
  walk(root, {
    enter(element) {
      const name = element.localName;
      if (names.has(name)) {
        found = element;
        return STOP;
      }
      if (name === "template") return SKIP;
    },
  });
  return found;
}

/** Whether an element reachable from `root` has a <blockquote> above it (anywhere, as "blockquote p" matches). */
export function inBlockquote(root: Element, element: Element): boolean {
  let reached = false;
  let quoted = false;
  for (let node = element.parentElement; node; node = node.parentElement) {
    if (node === root) reached = true;
    else if (!reached && node.localName === "template") return false;
    if (node.localName === "blockquote") quoted = true;
  }
  return reached && quoted;
}

function citeIn(element: Element | null): string | null {
  const cite = element ? firstUnder(element, CITE) : null;
  const text = cite ? textOf(cite) : "";
  return text ? `<cite> ${excerpt(text, 40)}` : null;
}

/** Quotations in quote marks inside the main content's paragraphs (those in a <blockquote> are counted there). */
function markedQuotations(ctx: PageContext, reader: Reader): Quotation[] {
  const found: Quotation[] = [];
  const root = ctx.main.root;
  const blockquotes = ctx.elements.byTag("blockquote").length > 0;
  for (const paragraph of ctx.main.paragraphs.slice(0, MAX_PARAGRAPHS)) {
    const text = paragraph.text.slice(0, MAX_PARAGRAPH_CHARS);
    const quotes = quotedIn(reader, text);
    if (quotes.length === 0 || (blockquotes && inBlockquote(root, paragraph.element))) continue;
    for (const quoted of quotes) {
      if (countWords(quoted.quote) < MIN_QUOTE_WORDS) continue;
      const attribution = attributionAround(reader, text, quoted) ?? citeIn(paragraph.element);
      found.push({ text: quoted.quote, attribution });
    }
  }
  return found;
}

/** The <blockquote> and <q> elements of the main content, in document order. */
function quoteElements(ctx: PageContext): Element[] {
  return elementsUnder(ctx.elements, ctx.main.root, ["blockquote", "q"]).slice(0, MAX_QUOTE_ELEMENTS);
}

/** The first <p> or <li> holding `element`, as element.closest("p, li") finds it. */
export function enclosingBlock(element: Element): Element | null {
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (node.localName === "p" || node.localName === "li") return node;
  }
  return null;
}

/** <blockquote> and <q>: attributed by a cite URL, a <cite>/<footer>/<figcaption>, a dash line, or the sentence that introduces it. */
function elementQuotations(ctx: PageContext, reader: Reader): Quotation[] {
  const found: Quotation[] = [];
  for (const element of quoteElements(ctx)) {
    const source = element.getAttribute("cite");
    const parent = element.parentElement;
    const caption = firstUnder(element, CITE) ?? firstUnder(element, CAPTION) ?? (parent?.tagName === "FIGURE" ? firstUnder(parent, FIGCAPTION) : null);
    const captionText = caption ? textOf(caption).replace(/^[\s—–―-]+/u, "") : "";
    const footer = firstUnder(element, FOOTER);
    const text = footer ? textOf(element).replace(textOf(footer), "").trim() : textOf(element);
    if (countWords(text) < MIN_QUOTE_WORDS) continue;
    const dash = /[—–―]\s*(\p{Lu}[^—–―]{1,80})$/u.exec(text);
    let attribution = captionText
      ? `${excerpt(captionText, 40)} (<${caption!.tagName.toLowerCase()}>)`
      : dash
        ? `${excerpt(dash[1]!, 40)} (after a dash)`
        : source
          ? `the source cite="${excerpt(source, 60)}"`
          : null;
    if (!attribution && element.tagName === "Q") {
      const paragraph = enclosingBlock(element);
      const context = paragraph ? textOf(paragraph) : "";
      const at = context.indexOf(text);
      if (at >= 0) attribution = attributionAround(reader, context, { quote: text, start: at, end: at + text.length });
    }
    if (!attribution && element.tagName === "BLOCKQUOTE") {
      const previous = element.previousElementSibling?.tagName === "P" ? element.previousElementSibling : null;
      attribution = previous ? namedBy(sentenceBefore(reader, textOf(previous).slice(-WINDOW_CHARS)).trim() || textOf(previous).slice(-WINDOW_CHARS), reader.phrases, true) : null;
      attribution ??= attributionWithin(reader, text);
    }
    found.push({ text, attribution: attribution ? `${attribution}, in a ${describe(element)}` : null });
  }
  return found;
}

export default defineCheck({
  id: "quotations",
  category: "Entity & Topic Coverage",
  title: { pass: "The content quotes a named source", fail: "The content quotes no named source" },
  why: "Attributed quotations give engines a citable voice; adding them raised a source's visibility in generative answers by about 40%.",
  source: "Aggarwal et al., GEO: Generative Engine Optimization, KDD 2024 (arXiv 2311.09735), Quotation Addition",
  weight: 10,
  // Editorial and company pages quote people; docs, products, listings and contact pages need not.
  appliesTo: "quotes",
  languageSensitive: true,
  needs: [],
  readsProse: true,
  messages: {
    "attributed-quote": { evidence: "{count|quotation}; attributed: “{quote}”, by {attribution}." },
    "no-attributed-quote": { evidence: "{count|quotation}, none with a named source: “{quote}”.", fix: QUOTE_BY_NAME },
    "no-quotations": { evidence: "No quotations in the main content.", fix: QUOTE_BY_NAME },
  },
  run(ctx, lexicon) {
    const reader: Reader = { phrases: phrasePattern(lexicon), lexicon, words: ctx.words };
    const quotations = [...markedQuotations(ctx, reader), ...elementQuotations(ctx, reader)];
    if (quotations.length === 0) return fail("no-quotations");
    const count = String(quotations.length);
    const attributed = quotations.find((quotation) => quotation.attribution !== null);
    if (attributed) return pass("attributed-quote", { count, quote: bare(excerpt(attributed.text, 80)), attribution: attributed.attribution! });
    return partial(UNATTRIBUTED_SCORE, "no-attributed-quote", { count, quote: bare(excerpt(quotations[0]!.text, 80)) });
  },
});
