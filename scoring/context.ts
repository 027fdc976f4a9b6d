// One page, parsed once, and every view the checks share, each typed and defined here once and computed on
// first read (Lighthouse's "collect, then judge"; metascraper's parse-once). The context is immutable:
// its language and page type are views too, settled by createPageContext before any check runs.
import { readContentLinks, type ContentLinks } from "./derive/entities.ts";
import { indexElements, type ElementIndex } from "./derive/elements.ts";
import { readHeadings, type Heading } from "./derive/headings.ts";
import { readJsonLd, type JsonLd } from "./derive/jsonld.ts";
import { readPageEvidence, type PageEvidence } from "./derive/jsonld-skeleton.ts";
import { readLinks, type Link } from "./derive/links.ts";
import { parseLlmsTxt, type LlmsTxt } from "./derive/llms-txt.ts";
import { readMainContent, type MainContent } from "./derive/main-content.ts";
import { readMeta, type Meta } from "./derive/meta.ts";
import { readInlineTypes, type InlineTypes } from "./derive/microdata.ts";
import { readPageFacts, type PageFacts } from "./derive/page-facts.ts";
import { parsePage, parseSteps, type ParsedPage } from "./derive/parse.ts";
import { readOpening, readQuestions, type Opening, type QuestionHeading } from "./derive/questions.ts";
import { readMainAnswer, type MainAnswer } from "./derive/answers.ts";
import { parseRobots, robotsPath, type Robots } from "./derive/robots.ts";
import { readCrawlerAccess, type CrawlerAccess } from "./derive/crawler-access.ts";
import { readIdentity, readMainEntity, readSchemaGraph, type GraphNode, type MainEntity, type SchemaGraph } from "./derive/schema-properties.ts";
import { readProse, readStructure, MAX_SENTENCE_CHARS, type Prose, type Structure, type TextBlock } from "./derive/sections.ts";
import { parseSitemap, SAMPLE_ENTRIES, type Sitemap } from "./derive/sitemap.ts";
import { readDates, type PageDates } from "./derive/dates.ts";
import { splitSentences, type Sentence } from "./derive/text.ts";
import { readVisibleDates } from "./derive/visible-dates.ts";
import type { PageInput } from "./input.ts";
import { detectLanguage, type LanguageResult } from "./language.ts";
import { LEXICONS } from "./lexicons/index.ts";
import { patternsOf, type LexiconPatterns } from "./lexicons/patterns.ts";
import type { Lexicon } from "./lexicons/types.ts";
import { detectPageType, type PageTypeResult } from "./page-type.ts";
import type { Steps } from "./steps.ts";

/** A value computed on its first read and kept. */
function lazy<T>(compute: () => T): () => T {
  let done = false;
  let value: T;
  return () => {
    if (!done) {
      value = compute();
      done = true;
    }
    return value;
  };
}

export interface PageContextOptions {
  /** Tests only: a page type instead of detecting it. */
  pageType?: PageTypeResult;
  /** Tests only: a language (and lexicon) instead of detecting it. */
  language?: LanguageResult;
  /** The languages scoring knows: the registry's (lexicons/index.ts) unless a test registers its own. */
  lexicons?: readonly Lexicon[];
}

/** The parsed page and its views; build it with createPageContext. */
export class PageContext {
  readonly input: PageInput;
  readonly document: Document;
  /** The supported languages' lexicons, whose words every language-aware reader uses. */
  readonly lexicons: readonly Lexicon[];
  /** How the parse was bounded: tags past the depth cap, where the node budget cut the page. */
  readonly parsed: Omit<ParsedPage, "document">;

  readonly #elements = lazy(() => indexElements(this.document));
  readonly #meta = lazy(() => readMeta(this.document, this.elements));
  readonly #headings = lazy(() => readHeadings(this.elements));
  readonly #main = lazy(() => readMainContent(this.document, this.elements));
  readonly #structure = lazy(() => readStructure(this));
  readonly #prose = lazy(() => readProse(this));
  readonly #proseByBlock = lazy(() => new Map(this.prose.map((paragraph) => [paragraph.block, paragraph.sentences])));
  readonly #links = lazy(() => readLinks(this.elements, this.input.url));
  readonly #contentLinks = lazy(() => readContentLinks(this));
  readonly #jsonLd = lazy(() => readJsonLd(this.elements.byTag("script")));
  readonly #inlineTypes = lazy(() => readInlineTypes(this.elements));
  readonly #schemaTypes = lazy(() => new Set([...this.jsonLd.nodes.flatMap((node) => node.types), ...this.inlineTypes.microdata, ...this.inlineTypes.rdfa]));
  readonly #schemaGraph = lazy(() => readSchemaGraph(this));
  readonly #mainEntity = lazy(() => readMainEntity(this));
  readonly #identity = lazy(() => readIdentity(this));
  readonly #pageEvidence = lazy(() => readPageEvidence(this));
  readonly #facts = lazy(() => readPageFacts(this));
  readonly #dates = lazy(() => readDates(this, readVisibleDates(this)));
  readonly #questions = lazy(() => (this.lexicon ? readQuestions(this, this.lexicon) : []));
  readonly #opening = lazy(() => (this.lexicon ? readOpening(this, this.lexicon) : []));
  readonly #mainAnswer = lazy(() => (this.lexicon ? readMainAnswer(this, this.lexicon) : null));
  readonly #robots = lazy(() => (this.input.site?.robotsTxt == null ? null : parseRobots(this.input.site.robotsTxt)));
  readonly #sitemap = lazy(() => (this.input.site?.sitemapXml == null ? null : parseSitemap(this.input.site.sitemapXml, SAMPLE_ENTRIES)));
  readonly #crawlerAccess = lazy(() =>
    readCrawlerAccess({
      robots: this.robots,
      siteRead: this.input.site !== null,
      robotsError: this.input.site?.robotsTxtError ?? null,
      path: robotsPath(this.input.url),
      elements: this.input.mode === "html" ? this.elements : null,
      xRobotsTag: this.header("x-robots-tag"),
      probes: this.input.crawlers ?? null,
    }),
  );
  readonly #llmsTxt = lazy(() => (this.input.site?.llmsTxt == null ? null : parseLlmsTxt(this.input.site.llmsTxt)));
  readonly #language: () => LanguageResult;
  readonly #pageType: () => PageTypeResult;

  constructor(input: PageInput, page: ParsedPage, options: PageContextOptions = {}) {
    this.input = input;
    const { document, ...parsed } = page;
    this.document = document;
    this.parsed = parsed;
    const { language, pageType, lexicons = LEXICONS } = options;
    this.lexicons = lexicons;
    this.#language = language ? () => language : lazy(() => detectLanguage(this.main.text, this.meta.lang, lexicons));
    this.#pageType = pageType ? () => pageType : lazy(() => detectPageType(this));
  }

  /** Every element by tag, from one walk: use it instead of document-wide selector queries. */
  get elements(): ElementIndex {
    return this.#elements();
  }
  get meta(): Meta {
    return this.#meta();
  }
  get headings(): readonly Heading[] {
    return this.#headings();
  }
  /** The main content: its root, text, words and paragraphs. */
  get main(): MainContent {
    return this.#main();
  }
  /** The main content as blocks (headings, text, lists, tables, images), its headings and sections. */
  get structure(): Structure {
    return this.#structure();
  }
  /** The main content's prose paragraphs with their sentences. */
  get prose(): readonly Prose[] {
    return this.#prose();
  }
  get links(): readonly Link[] {
    return this.#links();
  }
  /** The main content's links, split by site. */
  get contentLinks(): ContentLinks {
    return this.#contentLinks();
  }
  get jsonLd(): JsonLd {
    return this.#jsonLd();
  }
  get inlineTypes(): InlineTypes {
    return this.#inlineTypes();
  }
  /** Every schema.org type on the page: JSON-LD, microdata and RDFa together. */
  get schemaTypes(): ReadonlySet<string> {
    return this.#schemaTypes();
  }
  /** Every schema.org node of the page, all syntaxes, with @id references resolvable. */
  get schemaGraph(): SchemaGraph {
    return this.#schemaGraph();
  }
  /** The schema.org entities the page type calls for, and the nodes that fill them. */
  get mainEntity(): MainEntity {
    return this.#mainEntity();
  }
  /** The node naming the site's organization, or null. */
  get identity(): GraphNode | null {
    return this.#identity();
  }
  /** What a JSON-LD skeleton can reuse from the page. */
  get pageEvidence(): PageEvidence {
    return this.#pageEvidence();
  }
  /** Title, author, published and modified dates (ISO 8601), each null when not found. */
  get facts(): PageFacts {
    return this.#facts();
  }
  /** The page's dates: declared in markup, shown to readers, and its publication and update dates. */
  get dates(): PageDates {
    return this.#dates();
  }
  /** Question-form h2/h3 headings and the block answering each (none without a lexicon). */
  get questions(): readonly QuestionHeading[] {
    return this.#questions();
  }
  /** The page's question (h1 or title) and the first sentence near the top that answers it; null without a subject or a lexicon. */
  get mainAnswer(): MainAnswer | null {
    return this.#mainAnswer();
  }

  /** The first paragraphs of prose under the h1 (none without a lexicon). */
  get opening(): readonly Opening[] {
    return this.#opening();
  }
  /** The site's robots.txt, parsed; null when it was not read (or is missing). */
  get robots(): Robots | null {
    return this.#robots();
  }
  /** Each AI crawler's declared and effective access to the page; null when no crawler probe was made. */
  get crawlerAccess(): CrawlerAccess | null {
    return this.#crawlerAccess();
  }
  get sitemap(): Sitemap | null {
    return this.#sitemap();
  }
  get llmsTxt(): LlmsTxt | null {
    return this.#llmsTxt();
  }
  get language(): LanguageResult {
    return this.#language();
  }
  get pageType(): PageTypeResult {
    return this.#pageType();
  }
  /** The lexicon of the detected language, when supported. */
  get lexicon(): Lexicon | undefined {
    return this.language.lexicon;
  }
  /** Every lexicon's words compiled: slugs, headings, cart buttons, quote marks, byline labels… */
  get words(): LexiconPatterns {
    return patternsOf(this.lexicons);
  }

  /** The sentences of a text block: from the prose view when the block is prose, else split now. */
  sentencesOf(block: TextBlock): Sentence[] {
    return this.#proseByBlock().get(block) ?? splitSentences(block.text.slice(0, MAX_SENTENCE_CHARS), this.lexicon);
  }

  /** A response header of the page (any case), when the page was fetched. */
  header(name: string): string | undefined {
    return this.input.headers.get(name.toLowerCase());
  }
}

/** Parses the page and settles its language and page type: the context every check reads. */
export function createPageContext(input: PageInput, html: string, options: PageContextOptions = {}): PageContext {
  return settled(new PageContext(input, parsePage(html), options));
}

/** createPageContext in steps (steps.ts). */
export function* pageContextSteps(input: PageInput, html: string, options: PageContextOptions = {}): Steps<PageContext> {
  const page = yield* parseSteps(html);
  yield;
  const context = new PageContext(input, page, options);
  void context.main;
  yield;
  void context.language;
  yield;
  void context.pageType;
  return context;
}

function settled(context: PageContext): PageContext {
  void context.language;
  void context.pageType;
  return context;
}
