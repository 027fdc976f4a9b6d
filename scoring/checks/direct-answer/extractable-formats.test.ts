import { describe, expect, it } from "vitest";
import { checkResult } from "../../test-helpers.ts";
import check from "./extractable-formats.ts";

const PLANS = [["Basic", "$9"], ["Pro", "$29"], ["Team", "$99"]] as const;

describe("extractable-formats", () => {
  it("passes prices in a table", () => {
    const rows = PLANS.map(([plan, price]) => `<tr><td>${plan}</td><td>${price}/month</td></tr>`).join("");
    const result = checkResult(check, `<main><h1>Pricing</h1><table><tr><th>Plan</th><th>Price</th></tr>${rows}</table></main>`);
    expect(result.status).toBe("pass");
    expect(result.evidence).toContain("prices: 3 prices: 3 in lists or tables");
  });

  it("fails prices run together in a paragraph, with a table as the fix", () => {
    const result = checkResult(check, `<main><h1>Pricing</h1><p>Our Basic plan costs $9 a month, Pro costs $29 and the Team plan costs $99 for up to ten people.</p></main>`);
    expect(result).toMatchObject({ status: "fail", score: 0 });
    expect(result.evidence).toContain('3 run together in paragraphs, e.g. "Our Basic plan costs $9');
    expect(result.fix).toContain("Put the prices in a table");
  });

  it("warns on prices in cards: structured, but not a table", () => {
    const cards = PLANS.map(([plan, price]) => `<div class="card"><h3>${plan}</h3><div>${price} per month</div></div>`).join("");
    expect(checkResult(check, `<main><h1>Pricing</h1>${cards}</main>`)).toMatchObject({ status: "warn", score: 0.75 });
  });

  it("ignores scattered single price mentions in prose", () => {
    const html = `<main><p>The company raised $5 million last year from its investors in London.</p><p>Its shares trade near $30 each on a quiet day at the exchange.</p><p>Analysts expect revenue of $2 billion by the end of the decade.</p></main>`;
    expect(checkResult(check, html).status).toBe("skipped");
  });

  it("fails numbered steps written as paragraphs, naming them", () => {
    const steps = ["1. Heat the bar until it glows.", "2. Place it on the anvil face.", "3. Strike it with the hammer."].map((step) => `<p>${step}</p>`).join("");
    const result = checkResult(check, `<main><h1>How to forge a hook</h1>${steps}</main>`);
    expect(result).toMatchObject({ status: "fail", score: 0 });
    expect(result.evidence).toContain('steps: numbered or bulleted items written as plain paragraphs: "1. Heat the bar until it glows."');
    expect(result.fix).toContain('Mark up the items starting "1. Heat the bar until it…" as a real list (<ol>');
  });

  it("fails steps run together in one paragraph with line breaks", () => {
    const result = checkResult(check, `<main><p>1. Heat the bar.<br>2. Place it on the anvil.<br>3. Strike it.</p></main>`);
    expect(result.status).toBe("fail");
  });

  it("reads numbered steps in any language: a word, a number and a mark", () => {
    const steps = ["ステップ1：棒を熱します。", "ステップ2：金床に置きます。", "ステップ3：ハンマーで打ちます。"].map((step) => `<p>${step}</p>`).join("");
    expect(checkResult(check, `<main>${steps}</main>`).status).toBe("fail");
  });

  it("passes steps marked up as an ordered list", () => {
    const result = checkResult(check, `<main><h1>How to forge a hook</h1><ol><li>Heat the bar.</li><li>Place it.</li><li>Strike it.</li></ol></main>`);
    expect(result).toMatchObject({ status: "pass", evidence: "steps: 1 numbered list(s) (<ol>)" });
  });

  it("asks for a table when a heading compares options", () => {
    const prose = "<p>Steel anvils ring and rebound, while cast iron ones absorb the blow and crack over the years.</p>";
    const result = checkResult(check, `<main><h1>Steel vs cast iron anvils</h1>${prose}</main>`);
    expect(result).toMatchObject({ status: "fail", score: 0 });
    expect(result.fix).toContain('Add a comparison table for "Steel vs cast iron anvils"');
    const withList = checkResult(check, `<main><h1>Steel vs. cast iron anvils</h1><ul><li>Steel rings</li><li>Cast iron cracks</li></ul></main>`);
    expect(withList).toMatchObject({ status: "warn", score: 0.6 });
  });

  it("skips pages with no steps, comparisons or prices", () => {
    expect(checkResult(check, `<main><h1>Anvils</h1><p>Anvils are heavy blocks of steel used by smiths.</p></main>`)).toMatchObject({
      status: "skipped",
      evidence: "No steps, comparisons or prices that would belong in a list or table.",
    });
  });
});
