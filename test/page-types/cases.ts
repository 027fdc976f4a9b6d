// The labelled pages page-type detection is measured on: the judgment corpus (test/fixtures/judgment, its
// `type` field), and the 89 real pages of ../shared/corpus/metascraper with the types we labelled by hand
// (test/fixtures/corpus-types.json). Shared by scripts/page-types.ts (figures) and test/node/page-types.test.ts
// (the floor). Another directory in the judgment layout can be measured too (`--dir`), for pages held back.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { observePlain } from "../../gather/walls.ts";
import { createPageContext, type PageContext } from "../../scoring/context.ts";
import type { PageInput } from "../../scoring/input.ts";
import type { PageType } from "../../scoring/page-types.ts";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
export const JUDGMENT_DIR = join(ROOT, "test", "fixtures", "judgment");
export const CORPUS_DIR = join(ROOT, "..", "shared", "corpus", "metascraper");
export const CORPUS_LABELS = join(ROOT, "test", "fixtures", "corpus-types.json");
/** Every page is read at this instant, as the golden reports are. */
const NOW = new Date("2026-11-22T12:00:00Z");

export interface LabelledPage {
  /** `judgment/<file>` or `corpus/<site>`. */
  id: string;
  source: "judgment" | "corpus";
  lang: string;
  url: string;
  expected: PageType;
  html: string;
}

export interface Detection {
  page: LabelledPage;
  type: PageType;
  reason: string;
}

const read = (path: string) => readFileSync(path, "utf8");

/** The pages of a directory in the judgment layout (expected.json + pages/). */
export function judgmentPages(dir = JUDGMENT_DIR): LabelledPage[] {
  const manifest = JSON.parse(read(join(dir, "expected.json"))) as { file: string; url: string; lang: string; type: PageType }[];
  return manifest.map((entry) => ({
    id: `judgment/${entry.file.replace(/\.html$/, "")}`,
    source: "judgment",
    lang: entry.lang,
    url: entry.url,
    expected: entry.type,
    html: read(join(dir, "pages", entry.file)),
  }));
}

export const hasCorpus = () => existsSync(CORPUS_DIR);

/** The real pages with our labels; none when ../shared/corpus is absent. */
export function corpusPages(): LabelledPage[] {
  if (!hasCorpus()) return [];
  const labels = JSON.parse(read(CORPUS_LABELS)) as Record<string, { type: PageType; note?: string }>;
  return readdirSync(CORPUS_DIR)
    .filter((name) => existsSync(join(CORPUS_DIR, name, "page.html")))
    .sort()
    .map((name) => {
      const label = labels[name];
      if (!label) throw new Error(`corpus page ${name} has no label in ${CORPUS_LABELS}`);
      const reference = JSON.parse(read(join(CORPUS_DIR, name, "expected.json"))) as { url: string; lang: string | null };
      return { id: `corpus/${name}`, source: "corpus", lang: reference.lang ?? "?", url: reference.url, expected: label.type, html: read(join(CORPUS_DIR, name, "page.html")) };
    });
}

/** The page type detected for a page served at its address, as a fetched page. */
export function detect(page: LabelledPage): Detection {
  const ctx = contextOf(page);
  const { type, reason } = ctx.pageType;
  // Corpus pages without a reference language are grouped by the language the page reads in.
  return { page: page.lang === "?" ? { ...page, lang: ctx.language.code } : page, type, reason };
}

/** The scoring context of a page served at its address, as a fetched page. */
export function contextOf(page: LabelledPage): PageContext {
  const input: PageInput = {
    url: new URL(page.url),
    now: NOW,
    mode: "html",
    readVia: "fetch",
    htmlChars: page.html.length,
    response: { status: 200, headers: {} },
    headers: new Map(),
    plain: observePlain(page.html, 200, new Map()),
    site: null,
    rendered: null,
  };
  return createPageContext(input, page.html);
}

export interface Tally {
  correct: number;
  total: number;
}

/** Correct and total detections grouped by a key of each. */
export function tally(detections: readonly Detection[], key: (detection: Detection) => string): Map<string, Tally> {
  const groups = new Map<string, Tally>();
  for (const detection of detections) {
    const group = groups.get(key(detection)) ?? { correct: 0, total: 0 };
    group.total++;
    if (detection.type === detection.page.expected) group.correct++;
    groups.set(key(detection), group);
  }
  return groups;
}

export const share = ({ correct, total }: Tally) => (total === 0 ? 1 : correct / total);
