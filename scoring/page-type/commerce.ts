// Prices, plan prices and add-to-cart buttons: what makes a product page, a shop's shelf or a pricing page.
import type { PageContext } from "../context.ts";
import { classOf, isInside, textOf } from "../derive/dom.ts";
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

/**
 * A cart control by its markup, whatever its label says: shop engines name their buy buttons and cart forms in
 * their code the same in every language (WooCommerce's single_add_to_cart_button, Magento's product-addtocart-button,
 * Shopify's /cart/add form, PrestaShop's add-to-cart, Cafe24's btnBuy), where a label may be an icon or a word we lack.
 */
const CART_MARKUP = /add[-_]?to[-_]?(?:cart|bag|basket)|addtocart|(?:^|[-_\s])tocart|btn[-_]?buy|buy[-_]?(?:btn|button|now)|purchase[-_]?(?:btn|button)/i;
const CART_FORM = /\/cart\/add|add[-_]?to[-_]?cart|addtocart|\/basket\/add|\/carrinho\/produto|\/carrito\/agregar/i;

function isCartMarkup(element: Element): boolean {
  const own = `${classOf(element)} ${element.getAttribute("id") ?? ""} ${element.getAttribute("name") ?? ""}`;
  if (CART_MARKUP.test(own)) return true;
  const form = element.closest("form");
  return form !== null && element.localName !== "a" && CART_FORM.test(form.getAttribute("action") ?? "");
}

function readCartButtons(ctx: PageContext): Element[] {
  const index = ctx.elements;
  const buttons = [...index.byTag("button"), ...index.byTag("input").filter((input) => /^(?:submit|button|image)$/i.test(input.getAttribute("type") ?? "")), ...index.byTag("a")];
  return buttons.filter(
    (element) =>
      (ctx.words.cartButton.test(textOf(element) || element.getAttribute("value") || element.getAttribute("aria-label") || "") || isCartMarkup(element)) && !isInside(element, CHROME),
  );
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
  #cartButtons: readonly Element[] | undefined;
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
    return this.cartElements.length;
  }
  get cartElements(): readonly Element[] {
    return (this.#cartButtons ??= this.prices === 0 ? [] : readCartButtons(this.#ctx));
  }
  /** Plan cards: several prices with billing periods on a page of a pricing page's length, and nothing to put in a cart. */
  get hasPlanPrices(): boolean {
    return this.planPrices >= 2 && this.#ctx.main.words <= MAX_PRICING_WORDS && this.cartButtons === 0;
  }
}
