// The registry of supported languages: one lexicon file per language, one line each here.
import { de } from "./de.ts";
import { en } from "./en.ts";
import { es } from "./es.ts";
import { fr } from "./fr.ts";
import { it } from "./it.ts";
import { ja } from "./ja.ts";
import { ko } from "./ko.ts";
import { nl } from "./nl.ts";
import { pt } from "./pt.ts";
import type { Lexicon } from "./types.ts";
import { zh } from "./zh.ts";

export const LEXICONS: readonly Lexicon[] = [
  en,
  es,
  fr,
  de,
  pt,
  it,
  nl,
  ja,
  ko,
  zh,
];

/** The supported languages' codes, in registry order. */
export const LANGUAGE_CODES: readonly string[] = LEXICONS.map((lexicon) => lexicon.code);

/** The lexicon of a language code among `lexicons`, if supported. */
export const lexiconFor = (code: string, lexicons: readonly Lexicon[] = LEXICONS): Lexicon | undefined => lexicons.find((lexicon) => lexicon.code === code);

export type { Lexicon, PageNames, Script } from "./types.ts";
