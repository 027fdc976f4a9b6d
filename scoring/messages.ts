// A check's words, as data beside it (axe-core's messageKey): each outcome names a reason key and its
// parameters, and the key's template turns them into the evidence and the fix a person reads. Tests assert
// keys and parameters; the sentences can be reworded without touching the judgment.
//
// Templates: `{name}` inserts a parameter (numbers grouped: 12,345); `{name|noun}` inserts a count and its
// noun, plural with an "s" unless it is 1 ("3 sections", "1 section"); `{name|noun|nouns}` gives the plural;
// `{name#one|other}` chooses by a count, ICU's `#` standing for the number ("{n#The one image has|All # images
// have}"); `{details}` inserts the evidence of the outcome's details, joined by "; ".

import { clip, LIMITS } from "./clip.ts";

export type Params = Readonly<Record<string, string | number>>;

/** Items for a sentence: the first `max` joined by commas, then how many more ("a, b, c and 4 more"). */
export function listOf(items: readonly string[], max: number, total = items.length): string {
  const shown = items.slice(0, max);
  const more = total - shown.length;
  return more > 0 ? `${shown.join(", ")} and ${more} more` : shown.join(", ");
}

/** A reason: a key into the check's messages, with the parameters its templates read. */
export interface Reason {
  key: string;
  params?: Params;
}

export interface Message {
  /** What was found, for the report's evidence. */
  evidence: string;
  /** What to do about it; only shown when the check does not pass. */
  fix?: string;
}

export type Messages = Readonly<Record<string, Message>>;

const PLACEHOLDER = /\{(\w+)(?:([|#])([^|}]*)(?:\|([^}]*))?)?\}/g;

/** A parameter as it reads: numbers grouped, text (often quoted from the page) clipped and cleaned. */
const show = (value: string | number) => (typeof value === "number" ? value.toLocaleString("en") : clip(value, LIMITS.param));

/** Fills a template's placeholders; a missing parameter is a bug in the check, so it throws. */
export function render(template: string, params: Params = {}, details = ""): string {
  return template.replace(PLACEHOLDER, (_, name: string, form?: string, singular?: string, plural?: string) => {
    if (name === "details") return details;
    const value = params[name];
    if (value === undefined) throw new Error(`message parameter {${name}} is missing`);
    if (form === undefined) return show(value);
    const one = Number(value) === 1;
    if (form === "#") return (one ? singular! : (plural ?? "")).replaceAll("#", show(value));
    return `${show(value)} ${one ? singular : (plural ?? `${singular}s`)}`;
  });
}

function messageOf(messages: Messages, key: string): Message {
  const message = messages[key];
  if (!message) throw new Error(`no message for reason "${key}"`);
  return message;
}

/** The evidence of a reason and its details. */
export function evidenceOf(messages: Messages, reason: Reason, details: readonly Reason[] = []): string {
  const detailText = details.map((detail) => render(messageOf(messages, detail.key).evidence, detail.params)).join("; ");
  return render(messageOf(messages, reason.key).evidence, reason.params, detailText);
}

/** The fix of a reason and its details, joined; null when none has one. */
export function fixOf(messages: Messages, reason: Reason, details: readonly Reason[] = []): string | null {
  const fixes = [reason, ...details].flatMap((item) => {
    const template = messageOf(messages, item.key).fix;
    return template === undefined ? [] : [render(template, item.params)];
  });
  return fixes.length > 0 ? fixes.join(" ") : null;
}
