// Render parity: what a crawler that runs no JavaScript reads of a page (its plain HTML) against what a
// browser shows (the rendered DOM), main text against main text. Both sides are read by the same main-content
// reader and word count as the page scored, so the side that was scored agrees with the report's word_count.
// AI crawlers fetch HTML and run no scripts (Vercel/MERJ crawler study, 2024): text only the browser shows
// does not exist for them, and the sample shows which.
import { clip } from "../clip.ts";
import type { PlainFetch, RenderedObservation } from "../input.ts";
import { runAtOnce, runPaced, type Steps } from "../steps.ts";
import { bodyOf, NON_CONTENT_TAGS, SKIP, walk } from "./dom.ts";
import { indexElements } from "./elements.ts";
import { readMainContent, type MainContent } from "./main-content.ts";
import { parseSteps } from "./parse.ts";

export type RenderParity = Extract<RenderedObservation, { ok: true }>;

/** The sample of text only the browser shows: a sentence or two, enough to recognize what is missing. */
const SAMPLE_CHARS = 240;
/**
 * A block of the rendered main text counts as browser-only when at least this share of its words appear
 * nowhere in the plain HTML's visible text: a block the browser only reworded (a date, a counter) keeps
 * most of its words.
 */
const BROWSER_ONLY_SHARE = 0.5;
/** Between sampled blocks. */
const JOIN = " … ";

/** Words for comparing, not counting: runs of letters and digits, lower-cased (a run of CJK is one). */
const WORD = /[\p{L}\p{N}]+/gu;
const wordsOf = (text: string): string[] => text.toLowerCase().match(WORD) ?? [];

const SKIPPED = new Set([...NON_CONTENT_TAGS].map((tag) => tag.toLowerCase()));

/** The text of the main content's blocks, as the sample reads them. */
const blockTexts = (main: MainContent): string[] => main.blocks.flatMap((block) => (block.kind === "text" ? [block.text] : []));

/**
 * The words the plain page holds: of every visible text node on its own, and of its main content's blocks
 * as the sample reads the rendered page's. The main text joins neighbouring inline nodes ("Popular" +
 * "Articles" reads "PopularArticles"), text nodes alone do not: either way, a word the page holds is found.
 */
function plainWordsOf(root: Element, main: MainContent): Set<string> {
  const words = new Set<string>();
  for (const text of blockTexts(main)) for (const word of wordsOf(text)) words.add(word);
  walk(root, {
    enter: (element) => (SKIPPED.has(element.localName) ? SKIP : undefined),
    text(value) {
      for (const word of wordsOf(value)) words.add(word);
    },
  });
  return words;
}

function* mainOf(html: string): Steps<{ main: MainContent; document: Document }> {
  const { document } = yield* parseSteps(html);
  yield;
  return { main: readMainContent(document, indexElements(document)), document };
}

/** The first blocks of the rendered main text whose words the plain HTML mostly lacks, up to SAMPLE_CHARS. */
function browserOnlySample(main: MainContent, plainWords: ReadonlySet<string>): string {
  const texts = blockTexts(main);
  const picked: string[] = [];
  let chars = 0;
  for (const text of texts.length > 0 ? texts : [main.text]) {
    if (chars >= SAMPLE_CHARS) break;
    const words = wordsOf(text);
    if (words.length === 0) continue;
    const missing = words.filter((word) => !plainWords.has(word)).length;
    if (missing / words.length < BROWSER_ONLY_SHARE) continue;
    picked.push(text);
    chars += text.length + JOIN.length;
  }
  return picked.length === 0 ? "" : clip(picked.join(JOIN), SAMPLE_CHARS);
}

/**
 * The bot wall a plain fetch met (its challenge marker, or the refusing status), or null. Behind a wall the
 * plain side is the wall, not the page: parity then says nothing about rendering (reachability judges it).
 */
export function plainWall(plain: Pick<PlainFetch, "challenge" | "status">): string | null {
  return plain.challenge ?? (plain.status >= 400 ? `HTTP ${plain.status}` : null);
}

/** The share of what a browser shows that the plain HTML holds, in percent (100 when the browser shows nothing). */
export function parityPercent(plainWords: number, renderedWords: number): number {
  return renderedWords > 0 ? Math.round((plainWords / renderedWords) * 100) : 100;
}

/** renderParity in steps (steps.ts): each page parsed in slices, then read. */
export function* renderParitySteps(plainHtml: string, renderedHtml: string): Steps<RenderParity> {
  const plain = yield* mainOf(plainHtml);
  yield;
  const plainWords = plainWordsOf(bodyOf(plain.document), plain.main);
  yield;
  const rendered = yield* mainOf(renderedHtml);
  yield;
  return { ok: true, plainWords: plain.main.words, renderedWords: rendered.main.words, browserOnlySample: browserOnlySample(rendered.main, plainWords) };
}

/** Words of main text in the plain HTML and in the rendered page, and a sample of what only the browser shows. */
export function renderParity(plainHtml: string, renderedHtml: string): RenderParity {
  return runAtOnce(renderParitySteps(plainHtml, renderedHtml));
}

/** renderParity with a pause between steps, for a thread other requests share. */
export function renderParityPaced(plainHtml: string, renderedHtml: string, pause: () => Promise<void>): Promise<RenderParity> {
  return runPaced(renderParitySteps(plainHtml, renderedHtml), pause);
}
