// Authors and dates measured against what a careful reader records: the judgment fixtures (hand-written
// pages in ten languages, test/fixtures/judgment/) and, when ../shared/corpus sits beside the clone, the 89
// real pages of metascraper's corpus with our own readings where we disagree with its reference
// (test/fixtures/corpus-labels.json). `npm run judgment` prints the figures; test/node/judgment.test.ts
// holds the fixtures' figures at the target.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { observePlain } from "../../gather/walls.ts";
import { createPageContext } from "../../scoring/context.ts";
import { explainByline, readByline } from "../../scoring/derive/bylines.ts";
import { analyze, type Report } from "../../scoring/index.ts";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
export const JUDGMENT_DIR = join(ROOT, "test", "fixtures", "judgment");
/**
 * The first held-back set, written by someone who never read scoring/: retired to a development set once its
 * misses were studied (their general causes fixed, never the pages matched). A new held-back set replaces it.
 */
export const HOLDOUT_DIR = join(ROOT, "test", "fixtures", "judgment-holdout");
/** The second held-back set, retired to a second development set in the same way. */
export const SECOND_DEVELOPMENT_DIR = join(ROOT, "test", "fixtures", "judgment-holdout-2");
/** The third held-back set, retired to a third development set in the same way. */
export const THIRD_DEVELOPMENT_DIR = join(ROOT, "test", "fixtures", "judgment-holdout-3");
/** The fourth held-back set (100 pages, 60 articles), retired to a fourth development set in the same way. */
export const FOURTH_DEVELOPMENT_DIR = join(ROOT, "test", "fixtures", "judgment-holdout-4");
/**
 * The held-back set now: written by someone who never read scoring/; measured on, never tuned on (no test
 * holds it). It may not be there yet on a branch: `heldBackCases` is then empty.
 */
export const HELD_BACK_DIR = join(ROOT, "test", "fixtures", "judgment-holdout-5");
export const CORPUS_DIR = join(ROOT, "..", "shared", "corpus", "metascraper");
export const CORPUS_LABELS = join(ROOT, "test", "fixtures", "corpus-labels.json");

/** The fixtures read as of a few days after their newest date; the corpus as the golden reports read it. */
const JUDGMENT_NOW = "2026-03-06T12:00:00Z";
const CORPUS_NOW = "2026-11-22T12:00:00Z";

export type Field = "author" | "published" | "modified";
export const FIELDS: readonly Field[] = ["author", "published", "modified"];

export interface Labelled {
  /** `judgment/<file>` or `corpus/<site>`. */
  id: string;
  source: "judgment" | "holdout" | "holdout-2" | "holdout-3" | "holdout-4" | "held-back" | "corpus";
  lang: string;
  url: string;
  html: string;
  /** What the reader records (null: none); undefined where the reference says nothing (not measured). */
  expected: Partial<Record<Field, string | null>>;
}

interface Manifest {
  file: string;
  url: string;
  lang: string;
  author: string | null;
  published: string | null;
  modified: string | null;
}

export function judgmentCases(dir = JUDGMENT_DIR, source: Exclude<Labelled["source"], "corpus"> = "judgment"): Labelled[] {
  const manifest = JSON.parse(readFileSync(join(dir, "expected.json"), "utf8")) as Manifest[];
  return manifest.map((entry) => ({
    id: `${source}/${entry.file}`,
    source,
    lang: entry.lang,
    url: entry.url,
    html: readFileSync(join(dir, "pages", entry.file), "utf8"),
    expected: { author: entry.author, published: entry.published, modified: entry.modified },
  }));
}

/** The held-back set's pages, or none where it is absent (it lands on main after the branches that are measured on it). */
export const hasHeldBack = () => existsSync(join(HELD_BACK_DIR, "expected.json"));
export const heldBackCases = (): Labelled[] => (hasHeldBack() ? judgmentCases(HELD_BACK_DIR, "held-back") : []);

interface CorpusLabel {
  author?: string | null;
  published?: string | null;
  modified?: string | null;
  why: string;
}

export const hasCorpus = () => existsSync(CORPUS_DIR);

/** The corpus pages: metascraper's reference (its `date`, a day), replaced field by field by our own labels. */
export function corpusCases(): Labelled[] {
  if (!hasCorpus()) return [];
  const labels = JSON.parse(readFileSync(CORPUS_LABELS, "utf8")) as { pages: Record<string, CorpusLabel> };
  return readdirSync(CORPUS_DIR)
    .filter((name) => existsSync(join(CORPUS_DIR, name, "page.html")))
    .sort()
    .map((name) => {
      const reference = JSON.parse(readFileSync(join(CORPUS_DIR, name, "expected.json"), "utf8")) as { url: string; lang?: string | null; author?: string | null; date?: string | null };
      const label = labels.pages[name];
      const expected: Labelled["expected"] = { author: reference.author ?? null, published: reference.date ? reference.date.slice(0, 10) : null };
      for (const field of FIELDS) if (label && field in label) expected[field] = label[field] ?? null;
      return { id: `corpus/${name}`, source: "corpus", lang: reference.lang ?? "en", url: reference.url, html: readFileSync(join(CORPUS_DIR, name, "page.html"), "utf8"), expected };
    });
}

export interface Outcome {
  id: string;
  source: Labelled["source"];
  lang: string;
  field: Field;
  expected: string | null;
  got: string | null;
  /** Where the report says it found the value. */
  from: string | null;
  verdict: "right" | "missed" | "wrong" | "invented" | "none";
}

const normalName = (name: string) => name.normalize("NFC").replace(/\s+/g, " ").trim();

/** A reported date is the recorded day when its own (local) date is, or its day in UTC. */
function sameDay(got: string, expected: string): boolean {
  if (got.slice(0, 10) === expected) return true;
  const time = Date.parse(got);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === expected;
}

function verdictOf(field: Field, expected: string | null, got: string | null): Outcome["verdict"] {
  if (expected === null) return got === null ? "none" : "invented";
  if (got === null) return "missed";
  const right = field === "author" ? normalName(got) === normalName(expected) : sameDay(got, expected);
  return right ? "right" : "wrong";
}

/** Each line of a page with what the byline reader made of it (scripts/judgment.ts --explain). */
export function explain(item: Labelled): string[] {
  const html = item.html;
  const ctx = createPageContext(
    { url: new URL(item.url), now: new Date(item.source === "judgment" ? JUDGMENT_NOW : CORPUS_NOW), mode: "html", readVia: "fetch", htmlChars: html.length, response: { status: 200, headers: {} }, headers: new Map(), plain: observePlain(html, 200, new Map()), site: null, rendered: null },
    html,
  );
  const facts = ctx.facts;
  const byline = readByline(ctx);
  return [...explainByline(ctx), `byline published ${byline.published?.day ?? null}, modified ${byline.modified?.day ?? null}`, `type ${ctx.pageType.type} (${ctx.pageType.reason})`, `author ${facts.author} (${facts.authorSource}), published ${facts.published} (${facts.publishedSource}), modified ${facts.modified} (${facts.modifiedSource})`];
}

export function reportOf(item: Labelled): Report {
  return analyze({ html: item.html, url: item.url, now: item.source === "judgment" ? JUDGMENT_NOW : CORPUS_NOW, readVia: "fetch", response: { status: 200, headers: {} } });
}

export function measure(items: readonly Labelled[]): Outcome[] {
  const outcomes: Outcome[] = [];
  for (const item of items) {
    const page = reportOf(item).page as Report["page"] & Partial<Record<`${Field}_source`, string | null>>;
    for (const field of FIELDS) {
      const expected = item.expected[field];
      if (expected === undefined) continue;
      const got = page[field];
      outcomes.push({ id: item.id, source: item.source, lang: item.lang, field, expected, got, from: page[`${field}_source`] ?? null, verdict: verdictOf(field, expected, got) });
    }
  }
  return outcomes;
}

export interface Figures {
  pages: number;
  /** Pages where the reader records a value, and how many of those the report gives right. */
  recorded: number;
  right: number;
  /** Values reported that the reader does not record: where it records none, or another one. */
  invented: number;
  /** right / recorded, and invented / pages, in percent. */
  recall: number;
  inventedRate: number;
}

export function figures(outcomes: readonly Outcome[]): Figures {
  const recorded = outcomes.filter((outcome) => outcome.expected !== null).length;
  const right = outcomes.filter((outcome) => outcome.verdict === "right").length;
  const invented = outcomes.filter((outcome) => outcome.verdict === "wrong" || outcome.verdict === "invented").length;
  const percent = (part: number, whole: number) => (whole === 0 ? 100 : Math.round((part / whole) * 1000) / 10);
  return { pages: outcomes.length, recorded, right, invented, recall: percent(right, recorded), inventedRate: outcomes.length === 0 ? 0 : percent(invented, outcomes.length) };
}
