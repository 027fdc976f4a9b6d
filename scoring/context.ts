// One parsed page per analysis, and the views checks share, each computed on first use and memoized
// (Lighthouse's "collect, then judge"; metascraper's parse-once).
import { indexElements, type ElementIndex } from "./derive/elements.ts";
import { readHeadings, type Heading } from "./derive/headings.ts";
import { readJsonLd, type JsonLd } from "./derive/jsonld.ts";
import { readLinks, type Link } from "./derive/links.ts";
import { readMainContent, type MainContent } from "./derive/main-content.ts";
import { readMeta, type Meta } from "./derive/meta.ts";
import { parsePage } from "./derive/parse.ts";
import { readPageFacts, type PageFacts } from "./derive/page-facts.ts";
import { readInlineTypes, type InlineTypes } from "./derive/microdata.ts";
import type { ReadVia } from "./input.ts";
import type { LanguageResult } from "./language.ts";
import type { Lexicon } from "./lexicons/types.ts";
import type { PageType } from "./page-types.ts";

export interface PageSource {
  url: URL;
  now: Date;
  /** Response headers, lower-cased names. */
  headers: ReadonlyMap<string, string>;
  /** HTTP status of the page as read. */
  status: number;
  robotsTxt: string | null;
  /** Why robots.txt could not be read when its server failed; null when read or simply missing. */
  robotsTxtError: string | null;
  llmsTxt: string | null;
  sitemapXml: string | null;
  /** "html" for a page's markup, "text" for pasted plain text (markup-only checks are left out). */
  mode: "html" | "text";
  readVia: ReadVia;
  /** The plain fetch's HTML and status when the page was rendered in a browser. */
  plainHtml: string | null;
  plainStatus: number | null;
  /** Size of the HTML as given, in characters. */
  htmlChars: number;
}

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

/** The parsed page and its derived views; the page type and language are settled before checks run. */
export class PageContext {
  readonly document: Document;
  pageType: { type: PageType; reason: string } = { type: "other", reason: "not yet detected" };
  language!: LanguageResult;

  /** Every element by tag, from one walk: use it instead of document-wide selector queries. */
  readonly elements: () => ElementIndex;
  readonly meta: () => Meta;
  readonly headings: () => Heading[];
  readonly main: () => MainContent;
  readonly links: () => Link[];
  readonly jsonLd: () => JsonLd;
  readonly inlineTypes: () => InlineTypes;
  /** Every schema.org type on the page: JSON-LD, microdata and RDFa together. */
  readonly schemaTypes: () => ReadonlySet<string>;
  /** Title, author, published and modified dates (ISO 8601), each null when not found. */
  readonly facts: () => PageFacts;

  readonly source: PageSource;

  constructor(source: PageSource, html: string) {
    this.source = source;
    this.document = parsePage(html).document;
    this.elements = lazy(() => indexElements(this.document));
    this.meta = lazy(() => readMeta(this.document, this.elements()));
    this.headings = lazy(() => readHeadings(this.elements()));
    this.main = lazy(() => readMainContent(this.document, this.elements()));
    this.links = lazy(() => readLinks(this.elements(), this.source.url));
    this.jsonLd = lazy(() => readJsonLd(this.elements().byTag("script")));
    this.inlineTypes = lazy(() => readInlineTypes(this.elements()));
    this.schemaTypes = lazy(() => {
      const inline = this.inlineTypes();
      return new Set([...this.jsonLd().nodes.flatMap((node) => node.types), ...inline.microdata, ...inline.rdfa]);
    });
    this.facts = lazy(() => readPageFacts(this));
  }

  /** The lexicon of the detected language, when supported. */
  get lexicon(): Lexicon | undefined {
    return this.language.lexicon;
  }

  private readonly memos = new Map<string, unknown>();

  /** A derived view owned by a derive/ module: computed once per page under `key`. */
  memo<T>(key: string, compute: (ctx: PageContext) => T): T {
    if (!this.memos.has(key)) this.memos.set(key, compute(this));
    return this.memos.get(key) as T;
  }

  header(name: string): string | undefined {
    return this.source.headers.get(name.toLowerCase());
  }
}
