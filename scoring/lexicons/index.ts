// The supported languages' lexicons, by primary language subtag: one file per language.
import { de } from "./de.ts";
import { en } from "./en.ts";
import { es } from "./es.ts";
import { fr } from "./fr.ts";
import { it } from "./it.ts";
import { ja } from "./ja.ts";
import { ko } from "./ko.ts";
import { nl } from "./nl.ts";
import { pt } from "./pt.ts";
import type { LanguageCode, Lexicon } from "./types.ts";
import { zh } from "./zh.ts";

export const LEXICONS: Record<LanguageCode, Lexicon> = { en, es, fr, de, pt, it, nl, ja, ko, zh };

export { LANGUAGE_CODES, type LanguageCode, type Lexicon } from "./types.ts";
