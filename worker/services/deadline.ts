// Deadlines for work that may never finish on its own (a browser that stops answering, a page that loops).
// The work is not cancelled, only no longer waited for: callers clean up what it holds themselves.

export class TimeoutError extends Error {
  override name = "TimeoutError";
}

/** The work's value, or a TimeoutError after `ms` ("<what> timed out after N s"). */
export async function withDeadline<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(`${what} timed out after ${Math.round(ms / 1000)} s`)), Math.max(0, ms));
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** A point in time every step of one job must finish by. */
export class Deadline {
  private readonly end: number;

  constructor(ms: number) {
    this.end = Date.now() + ms;
  }

  /** Milliseconds left, never negative. */
  left(): number {
    return Math.max(0, this.end - Date.now());
  }

  /** `ms`, or less if the deadline comes first. */
  cap(ms: number): number {
    return Math.min(ms, this.left());
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
