// Numbers that carry information in prose: percentages, amounts of money, magnitudes, measured quantities
// and dated facts, in the number formats of our ten languages (1,234.5 · 1.234,5 · 1 234,5 · 1'234.5,
// full-width digits, ％, CJK numerals). The GEO study's "statistics addition" lever (arXiv 2311.09735).

import type { LexiconPatterns } from "../lexicons/patterns.ts";

export type StatisticKind = "percent" | "money" | "magnitude" | "quantity" | "year";

export interface Statistic {
  text: string;
  kind: StatisticKind;
}

export interface StatisticsResult {
  /** Statistics found in the sample. */
  count: number;
  /** The first few, for evidence. */
  examples: Statistic[];
}

/** Work bound: hostile pages carry megabytes of text; density is judged on this much. */
export const STATISTICS_SAMPLE_CHARS = 60_000;
const MAX_EXAMPLES = 6;

/**
 * A number: digit groups of three after separators (",", ".", "'", spaces incl. no-break and narrow
 * no-break), or plain digits; then an optional decimal part. Not inside a Latin-script word (H2O, mp3;
 * CJK text writes numbers against its characters, so those do not block) nor after
 * "-", "/" or ":" (the parts of 2024-03-01, 3/4, 10:30 are not statistics of their own).
 */
const NUMBER = String.raw`(?<![A-Za-z\u00c0-\u024f\d.,\-/:])(?:\d{1,3}(?:[,.'’\u00a0\u202f ]\d{3})+(?!\d)|\d+)(?:[.,]\d+)?`;

const MONEY_BEFORE = /(?:[$€£¥₩₹₽]|\b(?:USD|EUR|GBP|JPY|CNY|RMB|KRW|INR|CHF|CAD|AUD|BRL|MXN)|R\$|US\$)\s?$/u;

/** Words after a number that make it a percent, money or a magnitude (lexicons/patterns.ts). */
type NumberWords = Pick<LexiconPatterns, "percentAfter" | "currencyAfter" | "magnitudeAfter" | "numerals" | "percentBefore">;

function classify(words: NumberWords, value: string, before: string, after: string): StatisticKind | null {
  if (words.percentAfter.test(after)) return "percent";
  if (MONEY_BEFORE.test(before) || words.currencyAfter.test(after)) return "money";
  if (words.magnitudeAfter.test(after)) return "magnitude";
  if (/^\d{4}$/.test(value)) {
    const year = Number(value);
    return year >= 1800 && year <= 2100 ? "year" : "quantity";
  }
  if (/[.,]\d/.test(value) || value.replace(/\D/g, "").length >= 2) return "quantity";
  // A bare single digit ("3 steps") is not a statistic.
  return null;
}

/** Statistics in `text` (its first STATISTICS_SAMPLE_CHARS characters), with the lexicons' number words. */
export function readStatistics(text: string, words: NumberWords): StatisticsResult {
  const sample = text.slice(0, STATISTICS_SAMPLE_CHARS).normalize("NFKC");
  const examples: Statistic[] = [];
  const addExample = (text: string, kind: StatisticKind) => {
    if (examples.length < MAX_EXAMPLES && !examples.some((example) => example.text === text)) examples.push({ text, kind });
  };
  let count = 0;
  const number = new RegExp(NUMBER, "gu");
  for (const match of sample.matchAll(number)) {
    const start = match.index;
    const end = start + match[0].length;
    const after = sample.slice(end, end + 24);
    const kind = classify(words, match[0], sample.slice(Math.max(0, start - 5), start), after);
    if (!kind) continue;
    count++;
    const unit = kind === "year" || kind === "quantity" ? "" : ((words.percentAfter.exec(after) ?? words.currencyAfter.exec(after) ?? words.magnitudeAfter.exec(after))?.[0] ?? "");
    const prefix = kind === "money" ? (/(?:[$€£¥₩₹₽]|R\$|US\$)\s?$/u.exec(sample.slice(Math.max(0, start - 3), start))?.[0] ?? "") : "";
    addExample(`${prefix}${match[0]}${unit}`.trim(), kind);
  }
  for (const match of words.numerals ? sample.matchAll(words.numerals) : []) {
    count++;
    addExample(match[0], words.percentBefore.some((before) => match[0].startsWith(before)) ? "percent" : "magnitude");
  }
  return { count, examples };
}

/**
 * The values a written number may stand for. "1.5" and "1,5" are 1.5; "1,234" and "1.234" are 1234 (a
 * lone separator followed by exactly three digits reads as grouping); with both separators the last one
 * is the decimal mark; spaces and apostrophes always group.
 */
export function parseLocalNumber(written: string): number[] {
  const clean = written.normalize("NFKC").replace(/[\s\u00a0\u202f'’]/g, "");
  if (!/^\d[\d.,]*$/.test(clean)) return [];
  const lastDot = clean.lastIndexOf(".");
  const lastComma = clean.lastIndexOf(",");
  const read = (decimalMark: "." | "," | null) => {
    const grouping = decimalMark === "." ? /,/g : decimalMark === "," ? /\./g : /[.,]/g;
    const normalized = clean.replace(grouping, "").replace(",", ".");
    const value = Number(normalized);
    return Number.isFinite(value) ? value : null;
  };
  if (lastDot >= 0 && lastComma >= 0) return [read(lastDot > lastComma ? "." : ",")].filter((v): v is number => v !== null);
  const mark = lastDot >= 0 ? "." : lastComma >= 0 ? "," : null;
  if (mark === null) return [read(null)].filter((v): v is number => v !== null);
  const occurrences = clean.split(mark).length - 1;
  const decimals = clean.length - clean.lastIndexOf(mark) - 1;
  if (occurrences > 1) return [read(null)].filter((v): v is number => v !== null);
  if (decimals === 3) return [read(null), read(mark)].filter((v): v is number => v !== null);
  return [read(mark)].filter((v): v is number => v !== null);
}

/** Every value a number in `text` may stand for, for matching a schema price against the visible text. */
export function numbersIn(text: string, limit = 200_000): Set<number> {
  const found = new Set<number>();
  for (const match of text.slice(0, limit).normalize("NFKC").matchAll(new RegExp(NUMBER, "gu"))) {
    for (const value of parseLocalNumber(match[0])) found.add(Math.round(value * 100) / 100);
  }
  return found;
}

/** Currency symbols and codes to ISO 4217 ($ is read as USD; ¥ as JPY). */
const CURRENCY_CODES: Record<string, string> = {
  $: "USD", US$: "USD", "€": "EUR", "£": "GBP", "¥": "JPY", "円": "JPY", "元": "CNY", "₩": "KRW", "원": "KRW", "₹": "INR",
  "₽": "RUB", R$: "BRL",
};

export interface Price {
  /** As schema.org wants it: digits and a dot ("1299.00"). */
  amount: string;
  currency: string | null;
}

const PRICE = new RegExp(
  String.raw`(US\$|R\$|[$€£¥₩₹₽]|\b(?:USD|EUR|GBP|JPY|CNY|KRW|INR|CHF|CAD|AUD|BRL|MXN)\s?)\s?(${NUMBER})|(${NUMBER})\s?(€|円|元|원|\b(?:USD|EUR|GBP|JPY|CNY|KRW|CHF)\b)`,
  "gu",
);

/** Prices written in `text`, in order (at most `max`). */
export function findPrices(text: string, max = 5, limit = 100_000): Price[] {
  const prices: Price[] = [];
  for (const match of text.slice(0, limit).normalize("NFKC").matchAll(PRICE)) {
    const symbol = (match[1] ?? match[4] ?? "").trim();
    const values = parseLocalNumber(match[2] ?? match[3] ?? "");
    const value = values[0];
    if (value === undefined) continue;
    const currency = CURRENCY_CODES[symbol] ?? (/^[A-Z]{3}$/.test(symbol) ? symbol : null);
    prices.push({ amount: Number.isInteger(value) ? String(value) : value.toFixed(2), currency });
    if (prices.length >= max) break;
  }
  return prices;
}
