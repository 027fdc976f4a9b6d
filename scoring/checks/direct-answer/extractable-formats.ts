// Steps, comparisons and prices in lists and tables, where engines can lift them row by row.
import { defineCheck, legacyPartial, legacyPass, legacySkip } from "../../check.ts";
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

interface Signal {
  name: string;
  score: number;
  evidence: string;
  fix?: string;
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
  const where = `${total} prices: ${structured} in lists or tables, ${cards} in separate short blocks, ${loose} run together in paragraphs`;
  if (structured / total >= 0.5) return { name: "prices", score: 1, evidence: where };
  const fix = "Put the prices in a table (one row per plan or item, columns for price, period and what is included).";
  if ((structured + cards) / total >= 0.5) return { name: "prices", score: CARD_SCORE, evidence: where, fix };
  return { name: "prices", score: 0, evidence: `${where}, e.g. "${quote(example, 60)}"`, fix };
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
    return {
      name: "steps",
      score: orderedLists > 0 ? 0.5 : 0,
      evidence: `numbered or bulleted items written as plain paragraphs: "${quote(example, 60)}"`,
      fix: `Mark up the items starting "${quote(example, 30)}" as a real list (<ol> for steps in order, <ul> otherwise), one item per <li>.`,
    };
  }
  if (orderedLists > 0) return { name: "steps", score: 1, evidence: `${orderedLists} numbered list(s) (<ol>)` };
  return undefined;
}

function comparisonSignal(view: Structure, title: string | null): Signal | undefined {
  const versus = [...view.headings.filter((heading) => heading.level <= 2).map((heading) => heading.text), title ?? ""].find((text) =>
    PATTERNS.versus.test(text),
  );
  const dataTables = view.blocks.filter((block) => block.kind === "table" && isDataTable(block)).length;
  if (!versus) return dataTables > 0 ? { name: "comparison", score: 1, evidence: `${dataTables} data table(s)` } : undefined;
  if (dataTables > 0) return { name: "comparison", score: 1, evidence: `"${quote(versus, 60)}" compared in ${dataTables} table(s)` };
  const fix = `Add a comparison table for "${quote(versus, 60)}": one row per feature or criterion, one column per option.`;
  const lists = view.blocks.filter((block) => block.kind === "list" && isContentList(block)).length;
  if (lists > 0) return { name: "comparison", score: 0.6, evidence: `"${quote(versus, 60)}" compared in lists but no table`, fix };
  return { name: "comparison", score: 0, evidence: `"${quote(versus, 60)}" compared in prose only`, fix };
}

export default defineCheck({
  id: "extractable-formats",
  category: "Direct Answer Quality",
  title: { pass: "Steps, comparisons and prices are in lists and tables", fail: "Steps, comparisons or prices are buried in prose" },
  why: "Answer engines lift steps, comparisons and prices from lists and tables far more reliably than from sentences.",
  source: "AEO-CHECKS.md Direct Answer Quality",
  weight: 10,
  appliesTo: "answers",
  languageSensitive: false,
  needs: ["markup"],
  run(ctx) {
    const view = ctx.structure;
    const candidates = candidateBlocks(view);
    const signals = [priceSignal(candidates), stepSignal(view, candidates), comparisonSignal(view, ctx.meta.title)].filter((signal) => signal !== undefined);
    if (signals.length === 0) return legacySkip("No steps, comparisons or prices that would belong in a list or table.");
    const score = signals.reduce((sum, signal) => sum + signal.score, 0) / signals.length;
    const evidence = signals.map((signal) => `${signal.name}: ${signal.evidence}`).join("; ");
    const fixes = signals.flatMap((signal) => (signal.fix && signal.score < 1 ? [signal.fix] : []));
    return fixes.length === 0 ? legacyPass(evidence) : legacyPartial(score, evidence, fixes.join(" "));
  },
});
