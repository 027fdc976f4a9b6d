// analyze() is total: any string as HTML or as pasted text, any address, any site resources, yields a report
// the schema accepts. Hostile and broken pages are the norm on the web; a throw would be a failed request.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { analyze, ReportSchema } from "./index.ts";

const NOW = "2026-11-22T12:00:00Z";
const URL = "https://site.example/guide/topic";
/** Bounded so the whole file runs in a few seconds. */
const RUNS = { numRuns: 200 } as const;

function expectValidReport(input: Parameters<typeof analyze>[0]): void {
  const report = analyze(input);
  const parsed = ReportSchema.safeParse(report);
  expect(parsed.success, parsed.success ? "" : parsed.error.message).toBe(true);
  // analyze() returns the report as built, unparsed: it must already be exactly the schema's shape.
  expect(parsed.data).toStrictEqual(report);
}

/** Strings from every corner: ASCII, printable graphemes, any code point (lone controls, RTL marks, astral). */
const anyString = (maxLength: number) =>
  fc.oneof(fc.string({ maxLength }), fc.string({ unit: "grapheme", maxLength }), fc.string({ unit: "binary", maxLength }));

/** Words that mean something to the checks, so generated pages reach deep code paths and not just empty ones. */
const meaningful = fc.constantFrom(
  "What is a heat pump?", "¿Qué es?", "ヒートポンプとは", "열펌프란?", "什么是热泵？", "Updated 2 October 2026", "Publié le 10 mars 2026",
  "2026-10-02", "By Laura Bennett", "$99/month", "€1.234,56", "50 %", "Add to cart", "«Bonjour», a-t-il dit", "„Hallo“, sagte er",
  "「こんにちは」と述べた", "TL;DR", "In this article", "It is", "ⅲ", "\u202e", "\u0000", "&amp;", "&#x1F600;", "&#99999999;",
);

const text = fc.oneof({ weight: 3, arbitrary: anyString(40) }, { weight: 2, arbitrary: meaningful });

const TAGS = [
  "html", "head", "body", "main", "article", "section", "div", "p", "span", "a", "h1", "h2", "h3", "h4", "ul", "ol",
  "li", "table", "tr", "td", "th", "blockquote", "q", "cite", "time", "address", "form", "textarea", "button",
  "nav", "header", "footer", "aside", "figure", "figcaption", "pre", "code", "img", "meta", "link", "title",
  "style", "noscript", "template", "svg", "iframe", "br", "hr", "dl", "dt", "dd", "strong",
] as const;

const attribute = fc.oneof(
  fc.tuple(fc.constantFrom("href", "src", "cite", "content", "datetime", "lang", "hreflang", "rel", "name", "property", "class", "id", "alt", "type", "itemprop", "itemtype", "typeof", "http-equiv", "value"), fc.oneof(anyString(20), fc.constantFrom("tel:+1555", "mailto:a@b.example", "#top", "https://other.example/x", "//cdn.example/y", "javascript:void(0)", "https://schema.org/Product", "Article", "canonical", "alternate", "author", "noindex, nosnippet", "article", "og:type", "2026-13-45", "x-default", "application/ld+json"))),
  fc.constantFrom<[string, string]>(["itemscope", ""], ["hidden", ""], ["data-nosnippet", ""]),
);

const attributes = fc.array(attribute, { maxLength: 3 }).map((list) => list.map(([name, value]) => ` ${name}="${value.replace(/"/g, "&quot;")}"`).join(""));

/** JSON-LD blocks: valid graphs with random properties, arbitrary JSON, and broken text. */
const jsonLd = fc
  .oneof(
    fc.record({
      "@context": fc.constant("https://schema.org"),
      "@type": fc.oneof(fc.constantFrom("Article", "Product", "Organization", "FAQPage", "BreadcrumbList", "WebPage", "LocalBusiness", "ItemList", "HowTo", "Offer"), fc.array(fc.string({ maxLength: 8 }), { maxLength: 2 })),
      name: fc.jsonValue({ maxDepth: 2 }),
      author: fc.jsonValue({ maxDepth: 2 }),
      datePublished: fc.oneof(fc.constantFrom("2026-03-10", "2026-03-10T09:00:00+00:00", "not a date"), fc.jsonValue({ maxDepth: 1 })),
      offers: fc.jsonValue({ maxDepth: 3 }),
      mainEntity: fc.jsonValue({ maxDepth: 3 }),
      "@graph": fc.jsonValue({ maxDepth: 3 }),
    }, { requiredKeys: ["@type"] }).map((value) => JSON.stringify(value)),
    fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)),
    anyString(60),
    fc.constant('{"@type": "Article", "headline": "Broken",}'),
  )
  .map((body) => `<script type="application/ld+json">${body}</script>`);

const otherScript = anyString(40).map((body) => `<script>${body}</script>`);

interface Soup {
  node: string;
  nodes: string;
}

/** Random nesting of common tags, sometimes unclosed, with text, scripts and JSON-LD among them. */
const tagSoup = fc.letrec<Soup>((tie) => ({
  node: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    text.map((value) => value.replace(/</g, "&lt;")),
    text,
    jsonLd,
    otherScript,
    fc.constantFrom("<!-- comment -->", "<!--", "<![CDATA[x]]>", "</div>", "<p", "<", "&", "<br/>", "<!doctype html>"),
    fc.tuple(fc.constantFrom(...TAGS), attributes, tie("nodes"), fc.boolean()).map(([tag, attrs, children, close]) => `<${tag}${attrs}>${children}${close ? `</${tag}>` : ""}`),
  ),
  nodes: fc.array(tie("node"), { maxLength: 4 }).map((list) => list.join("")),
})).nodes;

const page = fc.tuple(fc.constantFrom("", "<!doctype html>", '<!doctype html><html lang="fr">', "<html>"), tagSoup).map(([start, soup]) => `${start}${soup}`);

const resource = fc.option(anyString(200), { nil: undefined });
const headers = fc.dictionary(fc.constantFrom("x-robots-tag", "last-modified", "content-type", "cf-mitigated", "server", "Content-Language"), anyString(30), { maxKeys: 3 });

/** Markup with no element at all: linkedom then has no documentElement, and its body getter throws. */
const ELEMENTLESS = ["", " ", "plain text", "<!doctype html>", "<!-- only a comment -->", "</div>", "<"];

describe("analyze() on any input", () => {
  it.each(ELEMENTLESS)("accepts markup without a single element: %j", (html) => {
    expectValidReport({ html, url: URL, now: NOW });
  });

  it("accepts any string as HTML", () => {
    fc.assert(fc.property(anyString(400), (html) => expectValidReport({ html, url: URL, now: NOW })), { ...RUNS, examples: ELEMENTLESS.map((html) => [html]) });
  });

  it("accepts any string as pasted text", () => {
    fc.assert(fc.property(anyString(400), (pasted) => expectValidReport({ text: pasted, url: URL, now: NOW })), RUNS);
  });

  it("accepts tag soup with scripts and JSON-LD, with any site resources and headers", () => {
    fc.assert(
      fc.property(page, resource, resource, resource, headers, (html, robotsTxt, llmsTxt, sitemapXml, responseHeaders) =>
        expectValidReport({ html, url: URL, now: NOW, response: { status: 200, headers: responseHeaders }, site: { robotsTxt: robotsTxt ?? null, robotsTxtError: null, llmsTxt: llmsTxt ?? null, sitemapXml: sitemapXml ?? null } }),
      ),
      RUNS,
    );
  });

  it("accepts any address and any time", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.webUrl({ withQueryParameters: true, withFragments: true }), anyString(60).filter((value) => value.length > 0)),
        fc.date({ min: new Date("1990-01-01T00:00:00Z"), max: new Date("2100-01-01T00:00:00Z"), noInvalidDate: true }),
        page,
        (url, now, html) => expectValidReport({ html, url, now }),
      ),
      RUNS,
    );
  });
});

describe("analyze() on realistic pages", () => {
  const dir = join(import.meta.dirname, "..", "test", "fixtures", "pages");
  it.each(readdirSync(dir).filter((file) => file.endsWith(".html")))("%s yields a report of exactly the schema's shape", (file) => {
    expectValidReport({ html: readFileSync(join(dir, file), "utf8"), url: "https://site.example/articles/topic", now: NOW });
  });
});
