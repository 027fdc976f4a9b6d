import { describe, expect, it } from "vitest";
import { checkResult } from "../../test-helpers.ts";
import check from "./faq-schema.ts";

const ld = (data: unknown) => `<script type="application/ld+json">${JSON.stringify({ "@context": "https://schema.org", ...(data as object) })}</script>`;
const question = (name: string, text?: string) => ({ "@type": "Question", name, ...(text ? { acceptedAnswer: { "@type": "Answer", text } } : {}) });

describe("faq-schema", () => {
  it("passes a complete FAQPage whose questions are on the page", () => {
    const html = `${ld({ "@type": "FAQPage", mainEntity: [question("How heavy is an anvil?", "About 50 kg.")] })}<h2>How heavy is an anvil?</h2><p>About 50 kg.</p>`;
    const result = checkResult(check, html);
    expect(result).toMatchObject({ status: "pass", reason: "complete-markup-questions-visible", params: { summary: "FAQPage with 1 question" } });
    expect(result.evidence).toBe("FAQPage with 1 question; each item complete and the questions visible on the page.");
  });

  it("passes a HowTo with steps", () => {
    const html = ld({ "@type": "HowTo", name: "Forge a hook", step: [{ "@type": "HowToStep", text: "Heat the bar." }, { "@type": "HowToStep", text: "Bend it." }] });
    expect(checkResult(check, html)).toMatchObject({ status: "pass", reason: "complete-markup", params: { summary: "HowTo with 2 steps" } });
  });

  it("warns on unanswered or invisible questions", () => {
    const result = checkResult(check, ld({ "@type": "FAQPage", mainEntity: [question("Is it heavy?")] }));
    expect(result).toMatchObject({ status: "warn", score: 0.5, reason: "faulty-markup", details: ["question-without-answer", "questions-not-visible"] });
    expect(checkResult(check, ld({ "@type": "FAQPage" }))).toMatchObject({ params: { summary: "FAQPage" }, details: ["no-questions"] });
  });

  it("warns on a HowTo without a name, steps or step text", () => {
    expect(checkResult(check, ld({ "@type": "HowTo" })).details).toEqual(["how-to-without-name", "how-to-without-steps"]);
    const empty = { "@type": "HowToStep" };
    expect(checkResult(check, ld({ "@type": "HowTo", name: "Hook", step: [empty] })).details).toEqual(["how-to-step-without-text"]);
    expect(checkResult(check, ld({ "@type": "HowTo", name: "Hook", step: [empty, empty] }))).toMatchObject({ details: ["how-to-steps-without-text"], params: { summary: "HowTo with 2 steps" } });
  });

  it("never penalizes its absence, on any page type", () => {
    for (const pageType of ["product", "pricing", "contact", "article"] as const) {
      expect(checkResult(check, "<h1>Anvil</h1><p>$99</p>", { pageType })).toMatchObject({ status: "skipped", reason: "no-faq-or-how-to" });
    }
  });

  it("is a small bonus: weight 3", () => {
    expect(check.weight).toBeLessThanOrEqual(3);
  });
});
