// The supported languages' lexicons, by primary language subtag.
import { en } from "./en.ts";
import type { LanguageCode, Lexicon } from "./types.ts";

export const LEXICONS: Partial<Record<LanguageCode, Lexicon>> = { en };

export { LANGUAGE_CODES, type LanguageCode, type Lexicon } from "./types.ts";
