// <html lang> is present, well-formed, and names the language the text is written in.
import { defineCheck, fail, partial, pass } from "../../check.ts";
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

const NO_LANG_FIX = "Add the lang attribute to the <html> element, naming the page's language.";

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
  messages: {
    "lang-matches": { evidence: 'lang="{lang}" matches the text\'s language.' },
    "lang-unconfirmed": { evidence: 'lang="{lang}"; the text is too short or mixed to confirm it.' },
    "header-only-lang": { evidence: "No lang attribute on <html>; only the Content-Language header ({header}) names the language.", fix: "Add the lang attribute to the <html> element." },
    "no-lang": { evidence: "No lang attribute on <html>.", fix: NO_LANG_FIX },
    "no-lang-detected": { evidence: "No lang attribute on <html>. The text reads as {detected}.", fix: NO_LANG_FIX },
    "malformed-lang": { evidence: 'lang="{lang}" is not a language tag (BCP 47: "en", "pt-BR").', fix: "Write the lang attribute as a BCP 47 tag." },
    "lang-mismatch": { evidence: 'lang="{lang}", but the text reads as {detected} ({why}).', fix: 'Set lang to the language the page is written in ("{detected}").' },
  },
  run(ctx) {
    const lang = ctx.meta.lang;
    const detected = ctx.language.code;
    const known = detected !== "und";
    const snippet = `<html lang="${known ? detected : "en"}">`;
    if (!lang) {
      const header = ctx.header("content-language");
      if (header) return partial(SCORES.headerOnly, "header-only-lang", { header }, { snippet });
      return known ? fail("no-lang-detected", { detected }, { snippet }) : fail("no-lang", undefined, { snippet });
    }
    if (!BCP47.test(lang)) return partial(SCORES.malformed, "malformed-lang", { lang }, { snippet });
    const declared = primarySubtag(lang);
    if (!known) return pass("lang-unconfirmed", { lang });
    if (declared !== detected) return partial(SCORES.mismatch, "lang-mismatch", { lang, detected, why: ctx.language.reason }, { snippet });
    return pass("lang-matches", { lang });
  },
});
