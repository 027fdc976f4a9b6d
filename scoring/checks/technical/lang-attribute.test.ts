import { describe, expect, it } from "vitest";
import { checkResult } from "../../test-helpers.ts";
import check from "./lang-attribute.ts";

const english = `<main><h1>Anvils</h1><p>${"The anvil is the tool that every smith needs, and it is made of steel for the work of the forge. ".repeat(5)}</p></main>`;
const german = `<main><h1>Ambosse</h1><p>${"Der Amboss ist das Werkzeug, das jeder Schmied braucht, und er ist aus Stahl für die Arbeit in der Schmiede. ".repeat(5)}</p></main>`;
const doc = (lang: string | null, body: string) => `<!doctype html><html${lang === null ? "" : ` lang="${lang}"`}><head><title>T</title></head><body>${body}</body></html>`;

describe("lang-attribute", () => {
  it("passes a lang that matches the text, region subtags aside", () => {
    expect(checkResult(check, doc("en-GB", english))).toMatchObject({ status: "pass", reason: "lang-matches", params: { lang: "en-GB" } });
  });

  it("fails a missing lang, suggesting the detected one", () => {
    const result = checkResult(check, doc(null, english));
    expect(result).toMatchObject({ status: "fail", reason: "no-lang-detected", params: { detected: "en" }, snippet: '<html lang="en">' });
    expect(result.evidence).toBe("No lang attribute on <html>. The text reads as en.");
  });

  it("fails a missing lang on text whose language is unknown", () => {
    expect(checkResult(check, doc(null, "<p>123 456 789</p>"))).toMatchObject({ status: "fail", reason: "no-lang", snippet: '<html lang="en">' });
  });

  it("warns when only Content-Language names the language", () => {
    expect(checkResult(check, doc(null, english), { headers: { "Content-Language": "en" } })).toMatchObject({ status: "warn", score: 0.5, reason: "header-only-lang", params: { header: "en" } });
  });

  it("fails a lang that names another language than the text's", () => {
    const result = checkResult(check, doc("en", german));
    expect(result).toMatchObject({ status: "fail", reason: "lang-mismatch", params: { lang: "en", detected: "de" } });
  });

  it("fails a malformed lang", () => {
    expect(checkResult(check, doc("english", english))).toMatchObject({ status: "fail", score: 0.4, reason: "malformed-lang", params: { lang: "english" } });
  });

  it("passes a lang it cannot confirm on undetectable text", () => {
    expect(checkResult(check, doc("fi", "<p>123 456 789</p>")).status).toBe("pass");
    const undetermined = { code: "und", supported: false, lexicon: undefined, declared: "en", reason: "too short" };
    expect(checkResult(check, doc("en", "<p>123 456 789</p>"), { language: undetermined })).toMatchObject({ status: "pass", reason: "lang-unconfirmed", params: { lang: "en" } });
  });
});
