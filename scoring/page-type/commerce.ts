// Prices, plan prices and add-to-cart buttons: what makes a product page, a shop's shelf or a pricing page.
import type { PageContext } from "../context.ts";
import { isInside, textOf } from "../derive/dom.ts";
import type { LexiconPatterns } from "../lexicons/patterns.ts";

/** Amounts are bounded ({0,15}): an unbounded digit run before the currency is quadratic on long digit strings. */
const PRICE = String.raw`(?:[$€£¥￥₩₹]\s?\d[\d.,]{0,15}|\d[\d.,]{0,15}\s?(?:€|USD|EUR|GBP|CHF|円|원|元)|(?<!\p{L})(?:USD|EUR|GBP|CHF)\s?\d[\d.,]{0,15})`;
const CURRENCY_PRICE = new RegExp(PRICE, "gu");
/** Every price holds a currency sign or code: this plain test rules most texts out before a unicode scan. */
const CURRENCY_MARK = /[$€£¥￥₩₹円원元]|USD|EUR|GBP|CHF/;

/** Plan prices: a price with its billing period ("$12/month", "12 € pro Monat", "月額980円"), from the lexicons' words. */
const planPrices = new WeakMap<LexiconPatterns, RegExp>();
function planPrice(words: LexiconPatterns): RegExp {
  let pattern = planPrices.get(words);
  if (!pattern) planPrices.set(words, (pattern = words.planPrice(PRICE)));
  return pattern;
}

/** The page's header, navigation and footer: the basket link in a shop's header is no add-to-cart button. */
const CHROME = new Set(["NAV", "HEADER", "FOOTER"]);

function countCartButtons(ctx: PageContext): number {
  const index = ctx.elements;
  const buttons = [...index.byTag("button"), ...index.byTag("input").filter((input) => /^(?:submit|button)$/i.test(input.getAttribute("type") ?? "")), ...index.byTag("a")];
  return buttons.filter(
    (element) => ctx.words.cartButton.test(textOf(element) || element.getAttribute("value") || element.getAttribute("aria-label") || "") && !isInside(element, CHROME),
  ).length;
}

/** Matches of a price `pattern` in the main text. */
function pricesIn(ctx: PageContext, pattern: RegExp): number {
  const text = ctx.main.text;
  return CURRENCY_MARK.test(text) ? (text.match(pattern)?.length ?? 0) : 0;
}

/** Plan prices decide only on a page of a pricing page's length: a 10,000-word interview quoting "$10 a month" is not one. */
const MAX_PRICING_WORDS = 2_500;

/** What several readers ask of one page's commerce, each counted once, on first ask. */
export class Commerce {
  readonly #ctx: PageContext;
  #prices: number | undefined;
  #planPrices: number | undefined;
  #cartButtons: number | undefined;
  constructor(ctx: PageContext) {
    this.#ctx = ctx;
  }
  get prices(): number {
    return (this.#prices ??= pricesIn(this.#ctx, CURRENCY_PRICE));
  }
  get planPrices(): number {
    return (this.#planPrices ??= this.prices === 0 ? 0 : pricesIn(this.#ctx, planPrice(this.#ctx.words)));
  }
  /** Add-to-cart buttons outside the page's header and footer; read only where there is a price (the costly part). */
  get cartButtons(): number {
    return (this.#cartButtons ??= this.prices === 0 ? 0 : countCartButtons(this.#ctx));
  }
  /** Plan cards: several prices with billing periods on a page of a pricing page's length, and nothing to put in a cart. */
  get hasPlanPrices(): boolean {
    return this.planPrices >= 2 && this.#ctx.main.words <= MAX_PRICING_WORDS && this.cartButtons === 0;
  }
}
