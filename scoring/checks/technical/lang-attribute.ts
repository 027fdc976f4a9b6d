// <html lang> is present, well-formed, and names the language the text is written in.
import { defineCheck, legacyFail, legacyPartial, legacyPass } from "../../check.ts";
import { primarySubtag } from "../../language.ts";

/** BCP 47, loosely: a 2-3 letter language, then subtags of 2-8 letters or digits ("en", "pt-BR", "zh-Hant-TW"). */
const BCP47 = /^[a-z]{2,3}(?:-[a-z0-9]{2,8})*$/i;

const SCORES = {
  /** Only the Content-Language header says it: readers of the markup alone miss it. */
  headerOnly: 0.5,
  malformed: 0.4,
  /** Declares one language, is written in another: engines may route it to the wrong readers. */
  mismatch: 0.3,
} as const;

export default defineCheck({
  id: "lang-attribute",
  category: "Technical SEO for AI",
  title: { pass: "The lang attribute names the page's language", fail: "The lang attribute is missing or names the wrong language" },
  why: "Engines match answers to the asker's language: a missing or wrong lang makes them guess, and guesses fail on short or mixed pages.",
  source: "W3C, Declaring language in HTML; Google Search Central, managing multi-regional and multilingual sites",
  weight: 5,
  appliesTo: "all",
  languageSensitive: false,
  needs: ["markup"],
  run(ctx) {
    const lang = ctx.meta.lang;
    const detected = ctx.language.code;
    const known = detected !== "und";
    const snippet = `<html lang="${known ? detected : "en"}">`;
    if (!lang) {
      const header = ctx.header("content-language");
      if (header) return legacyPartial(SCORES.headerOnly, `No lang attribute on <html>; only the Content-Language header (${header}) names the language.`, "Add the lang attribute to the <html> element.", snippet);
      return legacyFail(`No lang attribute on <html>.${known ? ` The text reads as ${detected}.` : ""}`, "Add the lang attribute to the <html> element, naming the page's language.", snippet);
    }
    if (!BCP47.test(lang)) return legacyPartial(SCORES.malformed, `lang="${lang}" is not a language tag (BCP 47: "en", "pt-BR").`, "Write the lang attribute as a BCP 47 tag.", snippet);
    const declared = primarySubtag(lang);
    if (!known) return legacyPass(`lang="${lang}"; the text is too short or mixed to confirm it.`);
    if (declared !== detected) {
      return legacyPartial(SCORES.mismatch, `lang="${lang}", but the text reads as ${detected} (${ctx.language.reason}).`, `Set lang to the language the page is written in ("${detected}").`, snippet);
    }
    return legacyPass(`lang="${lang}" matches the text's language.`);
  },
});
