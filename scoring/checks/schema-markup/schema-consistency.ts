// Markup that says what the page shows: the main entity's headline or name matches the h1, and each
// Offer's price appears in the visible text.
import { defineCheck, fail, partial, pass, skip } from "../../check.ts";
import type { PageContext } from "../../context.ts";
import { bodyOf, textOf } from "../../derive/dom.ts";
import { comparable } from "../../derive/entities.ts";
import { ARTICLE_TYPES, PRODUCT_TYPES, SOFTWARE_TYPES, entityName, hasType, offerPrice, offersOf, type GraphNode } from "../../derive/schema-properties.ts";
import { numbersIn } from "../../derive/statistics.ts";
import { excerpt } from "../../derive/text.ts";
import { evidenceOf, type Messages, type Reason } from "../../messages.ts";

/** Share of the shorter title's words the other must contain to count as the same title. */
const MIN_WORD_OVERLAP = 0.8;
const MAX_OFFERS = 10;
const CJK = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/u;

/** Words, or character pairs for scripts written without spaces. */
function units(text: string): Set<string> {
  if (!CJK.test(text)) return new Set(text.split(" ").filter(Boolean));
  const compact = text.replace(/ /g, "");
  const pairs = new Set<string>();
  for (let i = 0; i < compact.length - 1; i++) pairs.add(compact.slice(i, i + 2));
  return pairs;
}

/** Same title, loosely: one contains the other ("Anvils | Acme" and "Anvils"), or most words are shared. */
function sameTitle(a: string, b: string): boolean {
  const x = comparable(a);
  const y = comparable(b);
  if (!x || !y) return false;
  if (x.includes(y) || y.includes(x)) return true;
  const ux = units(x);
  const uy = units(y);
  const shared = [...ux].filter((unit) => uy.has(unit)).length;
  return shared / Math.min(ux.size, uy.size) >= MIN_WORD_OVERLAP;
}

const MESSAGES: Messages = {
  // {comparisons}: a sentence for each comparison (its detail), joined by spaces; the fix is the failed ones'.
  consistent: { evidence: "{comparisons}" },
  inconsistent: { evidence: "{comparisons}" },
  "nothing-to-compare": { evidence: "No headline or Offer price in the structured data to compare with the page." },
  // The comparisons.
  "title-matches": { evidence: '{type} "{name}" matches the h1.' },
  "title-differs": { evidence: '{type} "{name}" differs from the h1 "{h1}".', fix: "Make the {type}'s {property} match the h1." },
  "price-shown": { evidence: "Offer price {price} appears in the text." },
  "price-not-shown": { evidence: "Offer price {price} does not appear in the visible text.", fix: "Show the price {price} on the page, or correct the Offer to the price the page shows." },
};

interface Comparison {
  ok: boolean;
  reason: Reason;
}

/** The nodes whose name states the page's topic, and those carrying its prices. */
function subjects(ctx: PageContext): { titled: GraphNode[]; priced: GraphNode[] } {
  const graph = ctx.schemaGraph;
  const slotted = (ctx.mainEntity.slots ?? []).flatMap((slot) => (slot.node ? [slot.node] : []));
  const candidates = slotted.length > 0 ? slotted : graph.nodes.filter((node) => !node.nested);
  return {
    titled: candidates.filter((node) => hasType(node, [...ARTICLE_TYPES, ...PRODUCT_TYPES])).slice(0, 1),
    priced: candidates.filter((node) => hasType(node, [...PRODUCT_TYPES, ...SOFTWARE_TYPES, "Service"])),
  };
}

export default defineCheck({
  id: "schema-consistency",
  category: "Schema Markup",
  title: { pass: "Structured data matches the visible page", fail: "Structured data contradicts the visible page" },
  why: "Markup that disagrees with the page is ignored or treated as spam; engines trust data they can confirm in the text.",
  source: "Google Search Central, General structured data guidelines (content must match what users see)",
  weight: 5,
  appliesTo: "all",
  languageSensitive: false,
  needs: ["markup"],
  messages: MESSAGES,
  run(ctx) {
    const graph = ctx.schemaGraph;
    const { titled, priced } = subjects(ctx);
    const comparisons: Comparison[] = [];
    const h1 = ctx.headings.find((heading) => heading.level === 1 && heading.text)?.text;
    for (const node of titled) {
      const name = entityName(graph, node);
      if (!name || !h1) continue;
      const ok = sameTitle(name, h1);
      const params = { type: node.types[0]!, name: excerpt(name, 60) };
      comparisons.push({
        ok,
        reason: ok
          ? { key: "title-matches", params }
          : { key: "title-differs", params: { ...params, h1: excerpt(h1, 60), property: node.data["headline"] !== undefined ? "headline" : "name" } },
      });
    }
    const prices = priced.flatMap((node) => offersOf(graph, node.data)).map((offer) => offerPrice(graph, offer)).filter((price): price is string => price !== null);
    if (prices.length > 0) {
      let visible = numbersIn(ctx.main.text);
      const unseen = (price: string) => !visible.has(Math.round(Number(price) * 100) / 100);
      // A zero price is shown as "Free", "Gratis", "無料"…: not a number to look for.
      const numeric = [...new Set(prices)].filter((price) => Number.isFinite(Number(price)) && Number(price) > 0).slice(0, MAX_OFFERS);
      if (numeric.some(unseen)) visible = new Set([...visible, ...numbersIn(textOf(bodyOf(ctx.document)))]);
      for (const price of numeric) {
        const ok = !unseen(price);
        comparisons.push({ ok, reason: { key: ok ? "price-shown" : "price-not-shown", params: { price } } });
      }
    }
    if (comparisons.length === 0) return skip("nothing-to-compare");
    const matched = comparisons.filter((comparison) => comparison.ok).length;
    const details = comparisons.map((comparison) => comparison.reason);
    const params = { comparisons: details.map((detail) => evidenceOf(MESSAGES, detail)).join(" ") };
    if (matched === comparisons.length) return pass("consistent", params, { details });
    return matched > 0 ? partial(matched / comparisons.length, "inconsistent", params, { details }) : fail("inconsistent", params, { details });
  },
});
