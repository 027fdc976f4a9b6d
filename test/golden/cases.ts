// The golden cases: fixed inputs whose full reports are committed under test/golden/reports/ and compared by
// test/node/golden.test.ts. The project's own fixture pages and sites always; the 89 real pages of
// ../shared/corpus when it sits beside the clone (it does in CI). `npm run golden` rewrites the reports for a
// deliberate change; the diff of test/golden/reports/ is then reviewed like code.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { decodeBody } from "../../gather/decode.ts";
import { observePlain } from "../../gather/walls.ts";
import type { AnalyzeInput } from "../../scoring/index.ts";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
export const REPORTS_DIR = join(ROOT, "test", "golden", "reports");
export const CORPUS_DIR = join(ROOT, "..", "shared", "corpus", "metascraper");
/** Every golden analysis runs at this instant, so recency and ages never drift. */
const NOW = "2026-11-22T12:00:00Z";

export interface GoldenCase {
  /** `fixtures/<name>` or `corpus/<name>`: the report's path under REPORTS_DIR, without .json. */
  id: string;
  input: AnalyzeInput;
}

const read = (path: string) => readFileSync(path, "utf8");

/** A page as the fetcher hands it over: a 200 response and the plain-fetch observation of its HTML. */
const fetched = (html: string) => ({ html, readVia: "fetch" as const, response: { status: 200, headers: {} }, plain: observePlain(html, 200, new Map()) });
const readIfPresent = (path: string) => (existsSync(path) ? read(path) : null);

function fixtureCases(): GoldenCase[] {
  const cases: GoldenCase[] = [];
  const pages = join(ROOT, "test", "fixtures", "pages");
  for (const file of readdirSync(pages).filter((name) => name.endsWith(".html")).sort()) {
    const lang = file.split("-")[0]!;
    cases.push({ id: `fixtures/${file.replace(/\.html$/, "")}`, input: { ...fetched(read(join(pages, file))), url: `https://${lang}.example/articles/topic`, now: NOW } });
  }
  const sites = join(ROOT, "test", "fixtures", "sites");
  for (const host of readdirSync(sites).sort()) {
    const dir = join(sites, host);
    if (!existsSync(join(dir, "index.html"))) continue;
    cases.push({
      id: `fixtures/site-${host}`,
      input: {
        // Decoded as the fetcher decodes a page served without a charset (its <meta charset>): the legacy
        // Shift_JIS, EUC-KR, GBK and windows-1252 sites read as written, not as garbled UTF-8.
        ...fetched(decodeBody(readFileSync(join(dir, "index.html")), null, true).text),
        url: `https://${host}/`,
        now: NOW,
        site: {
          robotsTxt: readIfPresent(join(dir, "robots.txt")),
          robotsTxtError: null,
          llmsTxt: readIfPresent(join(dir, "llms.txt")),
          sitemapXml: readIfPresent(join(dir, "sitemap.xml")),
        },
      },
    });
  }
  // Pasted input, as the browser UI and MCP score it: the English article as HTML and as plain text.
  const article = read(join(pages, "en-article.html"));
  cases.push({ id: "fixtures/paste-html-en-article", input: { html: article, url: "https://pasted.invalid/", now: NOW, readVia: "paste" } });
  const text = article
    .replace(/<(script|style|head)[\s\S]*?<\/\1>/gi, "")
    .replace(/<\/(?:p|h\d|li|div)>/gi, "\n\n")
    .replace(/<[^>]+>/g, "")
    .replace(/[ \t]+/g, " ");
  cases.push({ id: "fixtures/paste-text-en-article", input: { text, url: "https://pasted.invalid/", now: NOW, readVia: "paste" } });
  return cases;
}

export const hasCorpus = () => existsSync(CORPUS_DIR);

function corpusCases(): GoldenCase[] {
  if (!hasCorpus()) return [];
  return readdirSync(CORPUS_DIR)
    .filter((name) => existsSync(join(CORPUS_DIR, name, "page.html")))
    .sort()
    .map((name) => {
      const expected = JSON.parse(read(join(CORPUS_DIR, name, "expected.json"))) as { url: string };
      return { id: `corpus/${name}`, input: { ...fetched(read(join(CORPUS_DIR, name, "page.html"))), url: expected.url, now: NOW } };
    });
}

export function goldenCases(): GoldenCase[] {
  return [...fixtureCases(), ...corpusCases()];
}

export const reportPath = (id: string) => join(REPORTS_DIR, `${id}.json`);
