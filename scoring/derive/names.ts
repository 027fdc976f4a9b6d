// A person's name as a byline writes it: read from the start of a text ("Ann Lee on March 3", "佐藤健一　写真：…",
// "김민준 기자"), without the words around it (job titles, co-authors, dates), and only when it reads as a name:
// capitalized words with their particles ("Sanne de Vries"), or a short run of Han, kana or Hangul.
import type { BylinePatterns } from "../lexicons/byline-patterns.ts";
import { HAN_KANA_HANGUL } from "./chars.ts";

export interface NameOptions {
  /** One word may be a name (a pen name, an agency): when the markup says it is an author's. */
  single?: boolean;
  /** The name may run into a sentence ("Noor van Leeuwen is financial editor…"), as an author card's text does. */
  sentence?: boolean;
  /** Japanese writes a space between family and given names ("山本 大輔"); Chinese names have none. */
  spacedCjk?: boolean;
  /** A byline label leads to the name ("作者：阿紫", "文/小林"): a pen name in Han or Hangul need not open with a family name. */
  labelled?: boolean;
}

const MAX_NAME_CHARS = 60;
const MAX_LATIN_WORDS = 6;
/** A capitalized word (with accents, apostrophes and hyphens: "O’Brien", "Jean-Pierre"), or initials ("F.", "J.R."). */
const NAME_WORD = /^(?:\p{Lu}[\p{Ll}\p{Lu}\p{M}'’-]*\p{L}|\p{Lu}\.(?:\p{Lu}\.)*)$/u;
const INITIALS = /^\p{Lu}\.(?:\p{Lu}\.)*$/u;
/** An initial written without its period ("J Vignesh"): read only where the markup or a label says a name follows. */
const BARE_INITIAL = /^\p{Lu}$/u;
/** What may end a name in running text: punctuation and separators. */
const TERMINAL = /^[,;:|·•()（）\[\]<>«»"“”/／–—-]/u;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const HANGUL = /\p{Script=Hangul}/u;
/** Han and kana names (ー for long vowels, ・ between the parts of a foreign name). */
/** "·" joins the parts of a foreign name written in Han ("劳拉·贝内特") when nothing stands around it. */
const CJK_RUN = /^(?:[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー々・]|·(?=\p{Script=Han}))+/u;
const CJK_SPACED_RUN = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー々・]+(?: [\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー々]{1,5}(?![\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]))?/u;
const HANGUL_RUN = /^\p{Script=Hangul}+/u;
const LEADING_NOISE = /^[\s:：=＝/／|｜·•,，、–—\-@]+/u;

/** Strips job titles from either end of a name, whole words only. */
function withoutRoles(name: string, words: BylinePatterns): string {
  let text = name;
  for (let changed = true; changed; ) {
    changed = false;
    const lower = text.toLowerCase();
    for (const role of words.roles) {
      if (lower.endsWith(role) && lower.length > role.length && /[\s\u3000]/.test(text[text.length - role.length - 1]!)) {
        text = text.slice(0, text.length - role.length).trimEnd();
        changed = true;
        break;
      }
      if (lower.startsWith(role) && lower.length > role.length && /[\s\u3000]/.test(text[role.length]!)) {
        text = text.slice(role.length).trimStart();
        changed = true;
        break;
      }
    }
  }
  return text;
}

/** Whether `rest`, what follows a name, lets the name end there: nothing, punctuation, a date, or a byline word. */
function endsName(rest: string, words: BylinePatterns): boolean {
  const text = rest.trimStart();
  // A sentence's period ends it too ("Geschreven door Thijs Kooiman. Ik schrijf…").
  if (text === "" || TERMINAL.test(text) || /^\.(?:\s|$)/.test(text) || /^\d/.test(text)) return true;
  const word = (/^[\p{L}'’.-]+/u.exec(text)?.[0] ?? "").toLowerCase().replace(/\.$/, "");
  if (words.enders.has(word) || words.and.has(word) || words.months.has(word)) return true;
  const lower = text.toLowerCase();
  return words.roles.some((role) => lower.startsWith(role)) || words.after.some((label) => lower.startsWith(label)) || [...words.labels.keys()].some((label) => lower.startsWith(label) && !/\p{L}/u.test(lower[label.length] ?? ""));
}

const startsWithRole = (text: string, words: BylinePatterns) => {
  const lower = text.toLowerCase();
  return words.roles.some((role) => lower.startsWith(role) && !/\p{L}/u.test(lower[role.length] ?? ""));
};

function latinName(text: string, words: BylinePatterns, options: NameOptions): string | null {
  const tokens = text.split(/\s+/).slice(0, MAX_LATIN_WORDS + 4);
  const taken: string[] = [];
  let consumed = 0;
  let ended = false;
  for (const [index, raw] of tokens.entries()) {
    // A trailing comma, colon or closing bracket ends the name after this word; a period only when not an initial.
    const match = /^(.*?)([,;:|·•)）]+|\.)?$/u.exec(raw)!;
    let core = match[1]!;
    let terminal = match[2] ?? "";
    if (terminal === "." && INITIALS.test(`${core}.`)) {
      core = `${core}.`;
      terminal = "";
    }
    const lower = core.toLowerCase();
    // A job title ends the name before it ("Rosario Villaverde Catedrática de Sociología").
    if (taken.length > 0 && words.roleStarts.has(lower) && startsWithRole(tokens.slice(index).join(" "), words)) {
      ended = true;
      break;
    }
    // A month ends the name when a day or year follows it ("Ann Lee March 3"); before another name it is one ("Juli Clover", "April Ryan").
    const month = words.months.has(lower.replace(/\.$/, "")) && (terminal !== "" || !NAME_WORD.test(tokens[index + 1] ?? ""));
    if (core === "" || words.enders.has(lower) || words.and.has(lower) || month) break;
    const particle = taken.length > 0 && words.particles.has(lower);
    const bare = options.single === true && BARE_INITIAL.test(core) && taken.every((word) => INITIALS.test(word) || BARE_INITIAL.test(word));
    if (!particle && !bare && !NAME_WORD.test(core)) break;
    taken.push(core);
    consumed += raw.length + 1;
    if (terminal || taken.length >= MAX_LATIN_WORDS) {
      ended = true;
      break;
    }
  }
  while (taken.length > 0 && (words.particles.has(taken[taken.length - 1]!.toLowerCase()) || BARE_INITIAL.test(taken[taken.length - 1]!))) taken.pop();
  if (taken.length === 0) return null;
  if (!ended && !options.sentence && !endsName(text.slice(consumed), words)) return null;
  const name = withoutRoles(taken.join(" "), words);
  const count = name.split(" ").filter((word) => !words.particles.has(word.toLowerCase())).length;
  if (count < (options.single ? 1 : 2)) return null;
  // A lone word is a name only when it is long enough not to be an initial or a stray capital.
  if (count === 1 && name.replace(/[^\p{L}]/gu, "").length < 3) return null;
  return name;
}

function cjkName(text: string, words: BylinePatterns, options: NameOptions): string | null {
  let rest = text;
  // A job title before the name, set off by a space ("税理士　藤井 美和子"): read past it.
  const role = words.roles.find((word) => rest.startsWith(word) && /^[\s\u3000]/.test(rest.slice(word.length)));
  if (role) rest = rest.slice(role.length).trimStart();
  {
    let run = ((options.spacedCjk ? CJK_SPACED_RUN : CJK_RUN).exec(rest)?.[0] ?? "").replace(/・$/u, "");
    // The part after a space is the next credit's label, not a given name ("藤井あかね　写真＝大西亮").
    const space = run.indexOf(" ");
    if (space > 0 && words.labels.has(run.slice(space + 1))) run = run.slice(0, space);
    if (!run) return null;
    const after = rest.slice(run.length);
    const name = withoutRoles(run, words);
    const letters = name.replace(/\s/g, "").length;
    if (letters < 2 || letters > (options.spacedCjk ? 10 : 6)) return null;
    // Labels and headings written in the same script are not names ("最后更新于", "この記事を書いた人").
    if (words.authorCard.test(name) || [...words.enders].some((word) => word.length >= 2 && CJK.test(word) && name.includes(word))) return null;
    if (!options.sentence && after !== "" && !/^[\s\u3000\p{P}\p{S}\d]/u.test(after) && !endsName(after, words)) return null;
    return name;
  }
}

function hangulName(text: string, words: BylinePatterns): string | null {
  const run = HANGUL_RUN.exec(text)?.[0] ?? "";
  if (run.length < 2 || run.length > 4) return null;
  if (words.enders.has(run) || words.labels.has(run) || words.roles.includes(run) || words.after.includes(run)) return null;
  const after = text.slice(run.length);
  if (after !== "" && !/^[\s\p{P}\p{S}\d]/u.test(after)) return null;
  return run;
}

const HAN_ONLY = /^[\p{Script=Han}\s]+$/u;

/**
 * The last judgment on a name, whatever rule found it: it has the shape of a person's name in its script. No
 * word of it is one that names no one (`bylines.notNames`: "Eine Reportage", "목록", "小厨房研究所"); a Chinese
 * or Korean name opens with a family name, unless a byline label leads to it (a pen name) or it is a foreign
 * name's parts ("劳拉·贝内特"). Japanese names are not held to Chinese family names.
 */
export function plausibleName(name: string, words: BylinePatterns, options: NameOptions = {}): boolean {
  if (HAN_KANA_HANGUL.test(name)) {
    const lower = name.toLowerCase();
    if (words.wideNotNames.some((word) => lower.includes(word))) return false;
    if (options.labelled || options.spacedCjk || /[·・\s]/u.test(name.trim())) return true;
    const korean = HANGUL.test(name);
    if (!korean && !HAN_ONLY.test(name)) return true;
    return words.surnames.some((surname) => HANGUL.test(surname) === korean && name.startsWith(surname) && name.length > surname.length);
  }
  // Initials are no words ("A. J. Fenwick").
  return !name.split(/\s+/u).some((word) => !INITIALS.test(word) && words.notNames.has(word.toLowerCase().replace(/[.,]$/u, "")));
}

/** The name a text starts with, or null when it does not start with one (or what it starts with is no one's name). */
export function nameAt(text: string, words: BylinePatterns, options: NameOptions = {}): string | null {
  const start = text.replace(LEADING_NOISE, "");
  if (start === "" || /^\S+@\S+\.\S+/.test(start) || /^https?:|^www\./i.test(start)) return null;
  const first = start[0]!;
  const name = HANGUL.test(first) ? hangulName(start, words) : CJK.test(first) ? cjkName(start, words, options) : latinName(start, words, options);
  return name && name.length <= MAX_NAME_CHARS && plausibleName(name, words, options) ? name : null;
}
