// Detects the page's language from its text; the lang attribute is only a hint (often wrong or missing).
// Scripts settle Japanese (kana), Korean (Hangul) and Chinese (Han without kana); Latin-script text is
// matched against our ten stop-word lists and those of common neighbours, so Catalan or Danish are "other"
// rather than forced into Spanish or Dutch.
import { tokens } from "./derive/text.ts";
import { CONFUSER_STOPWORDS } from "./lexicons/confusers.ts";
import { LANGUAGE_CODES, LEXICONS, type LanguageCode, type Lexicon } from "./lexicons/index.ts";

export interface LanguageResult {
  /** ISO 639-1 code when known (ours or a neighbour's), else "und". */
  code: string;
  supported: boolean;
  lexicon: Lexicon | undefined;
  /** The lang attribute's primary subtag, or null. */
  declared: string | null;
  reason: string;
}

const SAMPLE_CHARS = 20_000;
/** Below this share of stop words among tokens, the text is not confidently any listed language. */
const MIN_STOPWORD_SHARE = 0.08;
/** Fewer tokens than this is too little text to judge; the lang attribute decides. */
const MIN_TOKENS = 8;

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

function supportedResult(code: LanguageCode, declared: string | null, reason: string): LanguageResult {
  const lexicon = LEXICONS[code];
  return { code, supported: lexicon !== undefined, lexicon, declared, reason };
}

function otherResult(code: string, declared: string | null, reason: string): LanguageResult {
  return { code, supported: false, lexicon: undefined, declared, reason };
}

function isLanguageCode(code: string | null): code is LanguageCode {
  return code !== null && (LANGUAGE_CODES as readonly string[]).includes(code);
}

function byScript(sample: string, declared: string | null): LanguageResult | undefined {
  const kana = count(sample, /[\u3040-\u30ff]/gu);
  const hangul = count(sample, /[\uac00-\ud7af\u1100-\u11ff]/gu);
  const han = count(sample, /[\u4e00-\u9fff\u3400-\u4dbf]/gu);
  const latin = count(sample, /[a-zA-Z\u00c0-\u024f]/gu);
  const letters = count(sample, /\p{L}/gu);
  if (letters === 0) return undefined;
  if (hangul / letters > 0.3) return supportedResult("ko", declared, `Hangul is ${Math.round((100 * hangul) / letters)}% of letters`);
  if (kana > 20 && (kana + han) / letters > 0.3) return supportedResult("ja", declared, `text has kana (${kana} characters) with kanji`);
  if (han / letters > 0.3 && kana <= 20) return supportedResult("zh", declared, `Han characters are ${Math.round((100 * han) / letters)}% of letters, with no kana`);
  if (latin / letters < 0.5) {
    const other = declared && !isLanguageCode(declared) ? declared : "und";
    return otherResult(other, declared, "the text is mostly in a script other than Latin, Han, kana or Hangul");
  }
  return undefined;
}

function byStopwords(sample: string, declared: string | null): LanguageResult {
  const words = tokens(sample);
  if (words.length < MIN_TOKENS) {
    if (isLanguageCode(declared)) return supportedResult(declared, declared, `too little text to detect; lang="${declared}" used`);
    return otherResult(declared ?? "und", declared, "too little text to detect a language");
  }
  const scores: { code: string; share: number }[] = [];
  const candidates: [string, readonly string[]][] = [
    ...LANGUAGE_CODES.flatMap((code): [string, readonly string[]][] => {
      const lexicon = LEXICONS[code];
      return lexicon ? [[code, lexicon.stopwords]] : [];
    }),
    ...Object.entries(CONFUSER_STOPWORDS),
  ];
  for (const [code, list] of candidates) {
    const set = new Set(list);
    scores.push({ code, share: words.filter((word) => set.has(word)).length / words.length });
  }
  scores.sort((a, b) => b.share - a.share);
  const best = scores[0]!;
  // A declared language within reach of the best is preferred: close neighbours share many stop words.
  const declaredScore = scores.find((score) => score.code === declared);
  const chosen = declaredScore && declaredScore.share >= best.share * 0.85 ? declaredScore : best;
  const percent = `${Math.round(chosen.share * 100)}% of words are its common words`;
  if (chosen.share < MIN_STOPWORD_SHARE) {
    return otherResult(declared && !isLanguageCode(declared) ? declared : "und", declared, `no listed language fits the text (best: ${best.code}, ${Math.round(best.share * 100)}%)`);
  }
  if (!isLanguageCode(chosen.code)) return otherResult(chosen.code, declared, `text reads as "${chosen.code}": ${percent}`);
  return supportedResult(chosen.code, declared, `text reads as ${LEXICONS[chosen.code]?.name ?? chosen.code}: ${percent}`);
}

/** The primary subtag of a lang attribute value ("pt-BR" → "pt"), or null. */
export function primarySubtag(lang: string | null | undefined): string | null {
  const subtag = lang?.trim().toLowerCase().split(/[-_]/)[0];
  return subtag && /^[a-z]{2,3}$/.test(subtag) ? subtag : null;
}

export function detectLanguage(text: string, langAttribute: string | null | undefined): LanguageResult {
  const declared = primarySubtag(langAttribute);
  const sample = text.slice(0, SAMPLE_CHARS);
  return byScript(sample, declared) ?? byStopwords(sample, declared);
}
