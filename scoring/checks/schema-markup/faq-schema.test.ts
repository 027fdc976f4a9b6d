import { describe, expect, it } from "vitest";
import { checkResult } from "../../test-helpers.ts";
import check from "./faq-schema.ts";

const ld = (data: unknown) => `<script type="application/ld+json">${JSON.stringify({ "@context": "https://schema.org", ...(data as object) })}</script>`;
const question = (name: string, text?: string) => ({ "@type": "Question", name, ...(text ? { acceptedAnswer: { "@type": "Answer", text } } : {}) });

describe("faq-schema", () => {
  it("passes a complete FAQPage whose questions are on the page", () => {
    const html = `${ld({ "@type": "FAQPage", mainEntity: [question("How heavy is an anvil?", "About 50 kg.")] })}<h2>How heavy is an anvil?</h2><p>About 50 kg.</p>`;
    expect(checkResult(check, html)).toMatchObject({ status: "pass", evidence: "FAQPage with 1 question; each item complete and the questions visible on the page." });
  });

  it("passes a HowTo with steps", () => {
    const html = ld({ "@type": "HowTo", name: "Forge a hook", step: [{ "@type": "HowToStep", text: "Heat the bar." }] });
    expect(checkResult(check, html)).toMatchObject({ status: "pass", evidence: "HowTo with 1 step; each item complete." });
  });

  it("warns on unanswered or invisible questions", () => {
    const result = checkResult(check, ld({ "@type": "FAQPage", mainEntity: [question("Is it heavy?")] }));
    expect(result).toMatchObject({ status: "warn", score: 0.5 });
    expect(result.evidence).toBe("FAQPage with 1 question: question 1 has no acceptedAnswer.text; none of the marked-up questions appears in the page's text.");
  });

  it("never penalizes its absence, on any page type", () => {
    for (const pageType of ["product", "pricing", "contact", "article"] as const) {
      expect(checkResult(check, "<h1>Anvil</h1><p>$99</p>", { pageType }).status).toBe("skipped");
    }
  });

  it("is a small bonus: weight 3", () => {
    expect(check.weight).toBeLessThanOrEqual(3);
  });
});
