import { describe, expect, it } from "vitest";
import { runCheck } from "../../check.ts";
import { checkResult, page } from "../../test-helpers.ts";
import check from "./extractable-formats.ts";

const PLANS = [["Basic", "$9"], ["Pro", "$29"], ["Team", "$99"]] as const;

describe("extractable-formats", () => {
  it("passes prices in a table (a data table, too)", () => {
    const rows = PLANS.map(([plan, price]) => `<tr><td>${plan}</td><td>${price}/month</td></tr>`).join("");
    const result = checkResult(check, `<main><h1>Pricing</h1><table><tr><th>Plan</th><th>Price</th></tr>${rows}</table></main>`);
    expect(result).toMatchObject({ status: "pass", reason: "in-lists-and-tables", details: ["prices-in-tables", "data-tables"] });
    expect(result.evidence).toBe("Found 3 prices, of which 3 in lists or tables, 0 in separate short blocks and 0 run together in paragraphs; 1 data table.");
  });

  it("fails prices run together in a paragraph, with a table as the fix", () => {
    const html = `<main><h1>Pricing</h1><p>Our Basic plan costs $9 a month, Pro costs $29 and the Team plan costs $99 for up to ten people.</p></main>`;
    expect(checkResult(check, html)).toMatchObject({ status: "fail", score: 0, reason: "buried-in-prose", details: ["prices-in-prose"] });
    expect(runCheck(check, page(html))).toMatchObject({
      details: [{ key: "prices-in-prose", params: { total: "3", structured: "0", cards: "0", loose: "3", example: expect.stringMatching(/^Our Basic plan costs \$9/) } }],
    });
  });

  it("warns on prices in cards: structured, but not a table", () => {
    const cards = PLANS.map(([plan, price]) => `<div class="card"><h3>${plan}</h3><div>${price} per month</div></div>`).join("");
    expect(checkResult(check, `<main><h1>Pricing</h1>${cards}</main>`)).toMatchObject({ status: "warn", score: 0.75, reason: "buried-in-prose", details: ["prices-in-cards"] });
  });

  it("ignores scattered single price mentions in prose", () => {
    const html = `<main><p>The company raised $5 million last year from its investors in London.</p><p>Its shares trade near $30 each on a quiet day at the exchange.</p><p>Analysts expect revenue of $2 billion by the end of the decade.</p></main>`;
    expect(checkResult(check, html)).toMatchObject({ status: "skipped", reason: "no-signals" });
  });

  it("fails numbered steps written as paragraphs, naming them", () => {
    const steps = ["1. Heat the bar until it glows.", "2. Place it on the anvil face.", "3. Strike it with the hammer."].map((step) => `<p>${step}</p>`).join("");
    const html = `<main><h1>How to forge a hook</h1>${steps}</main>`;
    expect(checkResult(check, html)).toMatchObject({ status: "fail", score: 0, details: ["steps-in-prose"] });
    expect(runCheck(check, page(html))).toMatchObject({
      details: [{ key: "steps-in-prose", params: { example: "1. Heat the bar until it glows.", start: "1. Heat the bar until it…" } }],
    });
  });

  it("fails steps run together in one paragraph with line breaks", () => {
    const result = checkResult(check, `<main><p>1. Heat the bar.<br>2. Place it on the anvil.<br>3. Strike it.</p></main>`);
    expect(result).toMatchObject({ status: "fail", details: ["steps-in-prose"] });
  });

  it("reads numbered steps in any language: a word, a number and a mark", () => {
    const steps = ["ステップ1：棒を熱します。", "ステップ2：金床に置きます。", "ステップ3：ハンマーで打ちます。"].map((step) => `<p>${step}</p>`).join("");
    expect(checkResult(check, `<main>${steps}</main>`)).toMatchObject({ status: "fail", details: ["steps-in-prose"] });
  });

  it("passes steps marked up as an ordered list", () => {
    const result = checkResult(check, `<main><h1>How to forge a hook</h1><ol><li>Heat the bar.</li><li>Place it.</li><li>Strike it.</li></ol></main>`);
    expect(result).toMatchObject({ status: "pass", reason: "in-lists-and-tables", details: ["steps-in-lists"] });
  });

  it("asks for a table when a heading compares options", () => {
    const prose = "<p>Steel anvils ring and rebound, while cast iron ones absorb the blow and crack over the years.</p>";
    const html = `<main><h1>Steel vs cast iron anvils</h1>${prose}</main>`;
    expect(checkResult(check, html)).toMatchObject({ status: "fail", score: 0, details: ["comparison-in-prose"] });
    expect(runCheck(check, page(html))).toMatchObject({ details: [{ key: "comparison-in-prose", params: { compared: "Steel vs cast iron anvils" } }] });
    const withList = checkResult(check, `<main><h1>Steel vs. cast iron anvils</h1><ul><li>Steel rings</li><li>Cast iron cracks</li></ul></main>`);
    expect(withList).toMatchObject({ status: "warn", score: 0.6, details: ["comparison-in-lists"] });
  });

  it("lists each signal as a detail, averaging their credit", () => {
    const rows = PLANS.map(([plan, price]) => `<tr><td>${plan}</td><td>${price}/month</td></tr>`).join("");
    const html = `<main><h1>Basic vs Pro</h1><table><tr><th>Plan</th><th>Price</th></tr>${rows}</table><p>1. Pick a plan.</p><p>2. Pay.</p><p>3. Start.</p></main>`;
    const result = checkResult(check, html);
    expect(result).toMatchObject({ status: "warn", reason: "buried-in-prose", details: ["prices-in-tables", "steps-in-prose", "comparison-in-tables"] });
    expect(result.fix).toBe('Mark up the items starting "1. Pick a plan." as a real list (<ol> for steps in order, <ul> otherwise), one item per <li>.');
    expect(result.score).toBeCloseTo(2 / 3);
  });

  it("skips pages with no steps, comparisons or prices", () => {
    expect(checkResult(check, `<main><h1>Anvils</h1><p>Anvils are heavy blocks of steel used by smiths.</p></main>`)).toMatchObject({ status: "skipped", reason: "no-signals" });
  });
});
