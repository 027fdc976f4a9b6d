// Steps, comparisons and prices in lists and tables, where engines can lift them row by row.
import { defineCheck, partial, pass, skip } from "../../check.ts";
import type { Reason } from "../../messages.ts";
import { isContentList, isDataTable, quote, type Structure, type TextBlock } from "../../derive/sections.ts";

/**
 * Content signals, language-independent: currency amounts, numbered or bulleted lines written as plain
 * paragraphs, and "vs"/"versus" in a heading. Every quantifier is bounded: the text may be megabytes.
 */
const PATTERNS = {
  /** Cheap first passes over each block: without any of these, it holds no price, numbered item or bullet. */
  signs: /[$€£¥₩₹円원元•▪●◦‣∙✓✔➤]/,
  codes: /USD|EUR|GBP|CHF|JPY|CAD|AUD/,
  numbers: /\d[.)]\s/,
  price: /[$€£¥₩₹]\s?\d[\d.,]{0,12}|\b\d[\d.,]{0,12}\s?(?:[€£円원元]|(?:USD|EUR|GBP|CHF|JPY|CAD|AUD)\b)|\b(?:USD|EUR|GBP|CHF|JPY|CAD|AUD)\s?\d/g,
  /** "1. ", "2) ", "Step 3: ", "第4、" at the start of a paragraph. */
  numberedStart: /^(?:[^\s\d]{1,12}\s?)?(\d{1,2})(?:[.)]\s|[:：、]\s?)/,
  /** "… 2. …" inside a paragraph: a list run together with <br>s. */
  numberedInline: /\s(\d{1,2})[.)]\s/g,
  bullet: /[•▪●◦‣∙✓✔➤]\s/g,
  versus: /(?:^|[^\p{L}])(?:vs\.?|versus)(?=$|[^\p{L}])/iu,
} as const;

const THRESHOLDS = {
  /** Fewer amounts than this are a single price mention, not a price list. */
  prices: 3,
  /** A run of 1, 2, 3 (or three bullets) makes list-shaped text. */
  listItems: 3,
  /** Price-bearing blocks up to this many words are cards (pricing tiles): structured, though not a table. */
  cardWords: 12,
  /** A paragraph naming this many prices is a price list run together; single mentions are just facts. */
  pricesInSentence: 2,
} as const;

/** Prices laid out as cards: readable, but a table is what engines lift reliably. */
const CARD_SCORE = 0.75;

/** A signal's credit and its reason: a detail of the outcome, with a fix when it falls short. */
interface Signal {
  score: number;
  reason: Reason;
}

const isLoose = (block: TextBlock) => !block.inList && !block.inTable && block.element.localName !== "pre";

/** Whether a block may hold a price, numbered item or bullet: most paragraphs hold none. */
const mayHoldSignal = (text: string) => PATTERNS.signs.test(text) || PATTERNS.codes.test(text) || PATTERNS.numbers.test(text);

function candidateBlocks(view: Structure): ReadonlySet<TextBlock> {
  return new Set(view.blocks.filter((block): block is TextBlock => block.kind === "text" && mayHoldSignal(block.text)));
}

function priceSignal(candidates: ReadonlySet<TextBlock>): Signal | undefined {
  let structured = 0;
  let cards = 0;
  let loose = 0;
  let example = "";
  for (const block of candidates) {
    if (block.element.localName === "pre") continue;
    const found = block.text.match(PATTERNS.price)?.length ?? 0;
    if (found === 0) continue;
    if (block.inList || block.inTable) structured += found;
    else if (block.words <= THRESHOLDS.cardWords) cards += found;
    else if (found >= THRESHOLDS.pricesInSentence) {
      loose += found;
      example ||= block.text;
    }
  }
  const total = structured + cards + loose;
  if (total < THRESHOLDS.prices) return undefined;
  const params = { total: String(total), structured: String(structured), cards: String(cards), loose: String(loose) };
  if (structured / total >= 0.5) return { score: 1, reason: { key: "prices-in-tables", params } };
  if ((structured + cards) / total >= 0.5) return { score: CARD_SCORE, reason: { key: "prices-in-cards", params } };
  return { score: 0, reason: { key: "prices-in-prose", params: { ...params, example: quote(example, 60) } } };
}

/** Whether the numbers contain a run 1, 2, 3 (the start of a numbered sequence). */
function hasRun(numbers: readonly number[]): boolean {
  return numbers.some((value, index) => value === 1 && numbers[index + 1] === 2 && numbers[index + 2] === 3);
}

function stepSignal(view: Structure, candidates: ReadonlySet<TextBlock>): Signal | undefined {
  const numbers: number[] = [];
  let bullets = 0;
  let example = "";
  for (const block of view.blocks) {
    if (block.kind !== "text" || !isLoose(block)) continue;
    const start = PATTERNS.numberedStart.exec(block.text);
    const found = start ? [Number(start[1])] : [];
    let blockBullets = 0;
    if (candidates.has(block)) {
      for (const match of block.text.matchAll(PATTERNS.numberedInline)) found.push(Number(match[1]));
      blockBullets = block.text.match(PATTERNS.bullet)?.length ?? 0;
    }
    bullets += blockBullets;
    if (found.includes(1) || blockBullets > 0) example ||= block.text;
    numbers.push(...found);
  }
  const orderedLists = view.blocks.filter((block) => block.kind === "list" && block.ordered && isContentList(block)).length;
  if (hasRun(numbers) || bullets >= THRESHOLDS.listItems) {
    return { score: orderedLists > 0 ? 0.5 : 0, reason: { key: "steps-in-prose", params: { example: quote(example, 60), start: quote(example, 30) } } };
  }
  if (orderedLists > 0) return { score: 1, reason: { key: "steps-in-lists", params: { lists: String(orderedLists) } } };
  return undefined;
}

function comparisonSignal(view: Structure, title: string | null): Signal | undefined {
  const versus = [...view.headings.filter((heading) => heading.level <= 2).map((heading) => heading.text), title ?? ""].find((text) =>
    PATTERNS.versus.test(text),
  );
  const dataTables = view.blocks.filter((block) => block.kind === "table" && isDataTable(block)).length;
  const tables = String(dataTables);
  if (!versus) return dataTables > 0 ? { score: 1, reason: { key: "data-tables", params: { tables } } } : undefined;
  const compared = quote(versus, 60);
  if (dataTables > 0) return { score: 1, reason: { key: "comparison-in-tables", params: { compared, tables } } };
  const lists = view.blocks.filter((block) => block.kind === "list" && isContentList(block)).length;
  if (lists > 0) return { score: 0.6, reason: { key: "comparison-in-lists", params: { compared } } };
  return { score: 0, reason: { key: "comparison-in-prose", params: { compared } } };
}

const PRICES = "{total|price}, of which {structured} in lists or tables, {cards} in separate short blocks and {loose} run together in paragraphs";
const PRICE_FIX = "Put the prices in a table (one row per plan or item, columns for price, period and what is included).";
const COMPARISON_FIX = 'Add a comparison table for "{compared}": one row per feature or criterion, one column per option.';

export default defineCheck({
  id: "extractable-formats",
  category: "Direct Answer Quality",
  title: { pass: "Steps, comparisons and prices are in lists and tables", fail: "Steps, comparisons or prices are buried in prose" },
  why: "Answer engines lift steps, comparisons and prices from lists and tables far more reliably than from sentences.",
  source: "Google Search Central, featured snippets and your website (list and table snippets)",
  weight: 10,
  appliesTo: "answers",
  languageSensitive: false,
  needs: ["markup"],
  readsProse: true,
  // The evidence is the signals found, each a detail; those that fall short carry the fixes.
  messages: {
    "no-signals": { evidence: "No steps, comparisons or prices that would belong in a list or table." },
    "in-lists-and-tables": { evidence: "Found {details}." },
    "buried-in-prose": { evidence: "Found {details}." },
    "prices-in-tables": { evidence: PRICES },
    "prices-in-cards": { evidence: PRICES, fix: PRICE_FIX },
    "prices-in-prose": { evidence: `${PRICES}, e.g. "{example}"`, fix: PRICE_FIX },
    "steps-in-lists": { evidence: "steps in {lists|numbered list} (<ol>)" },
    "steps-in-prose": {
      evidence: 'steps written as plain paragraphs, numbered or bulleted by hand: "{example}"',
      fix: 'Mark up the items starting "{start}" as a real list (<ol> for steps in order, <ul> otherwise), one item per <li>.',
    },
    "data-tables": { evidence: "{tables|data table}" },
    "comparison-in-tables": { evidence: '"{compared}" compared in {tables|table}' },
    "comparison-in-lists": { evidence: '"{compared}" compared in lists but no table', fix: COMPARISON_FIX },
    "comparison-in-prose": { evidence: '"{compared}" compared in prose only', fix: COMPARISON_FIX },
  },
  run(ctx) {
    const view = ctx.structure;
    const candidates = candidateBlocks(view);
    const signals = [priceSignal(candidates), stepSignal(view, candidates), comparisonSignal(view, ctx.meta.title)].filter((signal) => signal !== undefined);
    if (signals.length === 0) return skip("no-signals");
    const score = signals.reduce((sum, signal) => sum + signal.score, 0) / signals.length;
    const details = signals.map((signal) => signal.reason);
    // Every signal that falls short has a fix, and only those: all at full credit is a pass.
    return signals.every((signal) => signal.score === 1) ? pass("in-lists-and-tables", undefined, { details }) : partial(score, "buried-in-prose", undefined, { details });
  },
});
