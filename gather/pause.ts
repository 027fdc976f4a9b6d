// A pause that lets the event loop's other work run (a zero timer: Node, workerd and browsers alike), for
// work done in steps on a thread other requests share (scoring/steps.ts).
export const yieldToEventLoop = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * A pause for work of `chars` characters: after every step for a large page, whose steps (a slice of markup,
 * a check on a big document) are long; after every `SMALL_PAGE_STEPS`th for a small one, whose steps take a
 * fraction of a millisecond while each pause costs about one (a zero timer, in workerd as in Node): a small
 * page then holds the thread a few milliseconds at most, and its scoring is not mostly waiting.
 */
export function pauseFor(chars: number): () => Promise<void> {
  if (chars > SMALL_PAGE_CHARS) return yieldToEventLoop;
  let steps = 0;
  return () => (++steps % SMALL_PAGE_STEPS === 0 ? yieldToEventLoop() : Promise.resolve());
}

/** A page up to this size is small: a check on it takes well under a millisecond. */
export const SMALL_PAGE_CHARS = 256 * 1024;
export const SMALL_PAGE_STEPS = 16;
