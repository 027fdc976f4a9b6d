// Too little text to judge. A page's content checks judge prose: on a page of a few words they would hand
// out credit for what is not there ("hi" once scored 45, with Direct Answer Quality 70). Pasted input that
// short is refused (the service answers 422, the CLI exits 2) saying how many words it had and how many
// are needed; a fetched page that short is scored, since thin content is a real finding, but its checks
// that read prose fail, saying there is too little text to judge (runner.ts).

/** Words of main-content text below which prose is not judged. */
export const MIN_JUDGED_WORDS = 20;

/** Words a paste needs: plain text is all prose; pasted HTML needs as much visible text as a page. */
export const MIN_PASTE_WORDS = { text: 50, html: MIN_JUDGED_WORDS } as const;

export interface TooThin {
  words: number;
  min: number;
}

/** Whether pasted input of this kind has too little text to judge, by its report's word count. */
export function pasteTooThin(kind: "html" | "text", words: number): TooThin | null {
  const min = MIN_PASTE_WORDS[kind];
  return words < min ? { words, min } : null;
}

/** The sentence a person reads about it: the service's 422 detail and the CLI's error. */
export function tooThinDetail({ words, min }: TooThin, kind: "html" | "text"): string {
  const what = kind === "html" ? "of visible text" : "of text";
  return `${words} ${words === 1 ? "word" : "words"} ${what}; at least ${min} are needed to judge it`;
}
